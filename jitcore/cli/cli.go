package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

// Exit codes shared by every binary (DESIGN.md §11).
const (
	ExitOK       = 0
	ExitRuntime  = 1  // the user program failed (exception, tape out of range)
	ExitUsage    = 2  // bad command line or parse error
	ExitInternal = 70 // a bug in microjit itself (EX_SOFTWARE)
)

// Main runs body and exits with its code. A panic escaping body is a bug in
// microjit: the user sees one line naming it, not a Go stack trace; the
// trace is printed only when MICROJIT_DEBUG is set.
func Main(name string, body func() int) {
	os.Exit(run(name, os.Stderr, body))
}

func run(name string, stderr io.Writer, body func() int) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "%s: internal error: %v (please report this bug)\n", name, r)
			if os.Getenv("MICROJIT_DEBUG") != "" {
				stderr.Write(debug.Stack())
			}
			code = ExitInternal
		}
	}()
	return body()
}
