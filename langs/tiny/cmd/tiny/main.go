// Command tiny runs tiny programs.
// docs/new-language.md builds the language step by step.
//
//	tiny [flags] FILE
//
// tiny.Language declares its --help text.
package main

import (
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/tiny"
)

func main() { cli.Run(tiny.Language) }
