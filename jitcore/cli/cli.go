package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/microjit/microjit/jitcore/lang"
)

// Exit codes shared by every binary (DESIGN.md §11; lang.Kind.ExitStatus).
const (
	ExitOK       = lang.ExitOK
	ExitRuntime  = lang.ExitRuntime
	ExitUsage    = lang.ExitUsage
	ExitInternal = lang.ExitInternal
)

// GCPercent is the Go collector's GOGC that Main sets when the GOGC
// environment variable does not. A run allocates in bursts (parsing,
// recording and compiling traces) while its live Go heap stays at a few
// megabytes (tapes and language objects live outside it), so the default
// 100 collects every few milliseconds while the program starts: hanoi.b
// took six collections in its first 50 ms. With 400 it takes none; whole
// process, median of 41 interleaved runs, hanoi.b 54 -> 49 ms and
// awib-0.4.b 369 -> 346 ms. The price is a heap up to five times the live
// data instead of twice.
const GCPercent = 400

// Main runs body and exits with its code. A panic escaping body is a bug in
// microjit: the user sees one line naming it, not a Go stack trace; the
// trace is printed only when MICROJIT_DEBUG is set.
func Main(name string, body func() int) { mainGC(name, GCPercent, body) }

// mainGC is Main with the collector at percent.
func mainGC(name string, percent int, body func() int) {
	setGC(percent)
	os.Exit(run(name, os.Stderr, body))
}

// setGC sets the collector's percent unless the user set GOGC.
func setGC(percent int) {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(percent)
	}
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

// setMemoryLimit sets Go's memory limit for a language that keeps one of
// its own of limit bytes (lang.MemoryLimiter), unless GOMEMLIMIT says
// otherwise. The language counts its data roughly and releases its
// garbage at its own collections, so the process may hold more than
// limit: half as much again for Go's own overhead and unreleased garbage,
// and memorySlack for the runtime. With the limit, Go's collector runs
// more often as the process nears it, instead of letting the heap grow
// to GCPercent above what is live (five times, at 400).
func setMemoryLimit(limit int64) {
	if _, set := os.LookupEnv("GOMEMLIMIT"); set || limit <= 0 {
		return
	}
	debug.SetMemoryLimit(limit + limit/2 + memorySlack)
}

// memorySlack is what setMemoryLimit allows the runtime besides a
// language's data.
const memorySlack = 64 << 20
