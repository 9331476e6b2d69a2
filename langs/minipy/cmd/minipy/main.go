// Command minipy runs Python 3.11 programs (see langs/minipy/README.md).
package main

import (
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/minipy"
)

func main() { cli.Run(minipy.Language) }
