// Command toyvm runs toy VM assembly programs.
//
//	toyvm [flags] FILE [ARGS...]
//
// toyvm.Language declares its flags and --help text.
package main

import (
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/toyvm"
)

func main() { cli.Run(toyvm.Language) }
