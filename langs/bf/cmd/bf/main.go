// Command bf runs Brainfuck programs.
//
//	bf [flags] FILE
//	bf [flags] -e 'CODE'
//
// bf.Language declares its flags and --help text.
package main

import (
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/bf"
)

func main() { cli.Run(bf.Language) }
