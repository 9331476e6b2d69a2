// Command prolog runs ISO Prolog programs and the interactive toplevel.
//
//	prolog [flags] [FILE...]
//
// prolog.Language declares its --help text.
package main

import (
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/prolog"
)

func main() { cli.Run(prolog.Language) }
