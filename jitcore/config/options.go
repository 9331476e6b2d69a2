package config

import (
	"flag"
	"fmt"
	"os"
)

// EnvVar is the environment variable every binary reads JIT parameters
// from, in the --jit-param syntax, before its command-line flags.
const EnvVar = "MICROJIT"

// Options is what a binary's command line says about the JIT.
type Options struct {
	Params  Params
	LogPath string // --jit-log: write the trace log here
	Stats   bool   // --jit-stats: print counters to stderr at exit
}

// RegisterFlags adds --jit, --jit-param, --jit-log and --jit-stats to fs.
// It starts from DefaultParams with MICROJIT applied, so flags override the
// environment; a bad MICROJIT value is reported as an error here.
func (o *Options) RegisterFlags(fs *flag.FlagSet) error {
	o.Params = DefaultParams()
	if env := os.Getenv(EnvVar); env != "" {
		if err := o.Params.Set(env); err != nil {
			return fmt.Errorf("%s: %v", EnvVar, err)
		}
	}
	fs.Func("jit", "on|off: compile hot loops, or run the interpreter alone (default on)", func(v string) error {
		return o.Params.Set("jit=" + v)
	})
	fs.Func("jit-param", "JIT parameters as name=value,name=value (see below; also read from $"+EnvVar+")", o.Params.Set)
	fs.StringVar(&o.LogPath, "jit-log", "", "write each trace's IR, guards, snapshots, machine code and aborts to `FILE` (FILE.html: as a page to open in a browser)")
	fs.BoolVar(&o.Stats, "jit-stats", false, "print JIT counters (loops, bridges, guard failures, aborts, times) to stderr at exit")
	return nil
}
