package cli

import (
	"errors"
	"flag"
	"fmt"

	"github.com/microjit/microjit/jitcore/config"
)

// ParseFlags sets fs's usage to usage, then its flags, then the JIT
// parameters with their defaults, and parses args. done is true when the
// binary should exit with code at once (--help: 0; a bad flag: 2, after
// the flag package printed why).
func ParseFlags(fs *flag.FlagSet, usage string, args []string) (code int, done bool) {
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
		fmt.Fprintf(fs.Output(), "\nJIT parameters (--jit-param name=value,... or $%s):\n%s", config.EnvVar, config.ParamHelp())
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK, true
		}
		return ExitUsage, true
	}
	return ExitOK, false
}
