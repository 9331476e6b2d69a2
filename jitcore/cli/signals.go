package cli

import (
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/microjit/microjit/jitcore/lang"
)

// catchSignals also ignores SIGPIPE while the run lasts, as CPython and
// SWI-Prolog do: a write to a closed pipe is then the EPIPE error the
// language reports as it reports any failed write (BrokenPipeError,
// SWI-Prolog's I/O error), after the output it could write, rather than
// Go's default of dying of the signal at the first such write.

// termGrace is how long a run has to stop after SIGTERM before the
// binary exits without it (a program blocked reading its input never
// reaches a safe point).
const termGrace = 2 * time.Second

// catchSignals turns the process's SIGINT and SIGTERM into the signals
// of a run (lang.Config.Interrupt) until stop is called: the program
// sees Ctrl-C where it is (Python's KeyboardInterrupt), and SIGTERM
// ends it after it flushed its output; should it not stop within
// termGrace, the binary exits with lang.ExitTerminated regardless.
func catchSignals() (<-chan lang.Signal, func()) {
	caught := make(chan os.Signal, 1)
	// A signal ignored when the process started stays ignored, as
	// CPython and SWI-Prolog leave it (nohup, a shell's background job
	// without job control): Go's Notify would install a handler for it.
	for _, s := range []os.Signal{syscall.SIGINT, syscall.SIGTERM} {
		if !signal.Ignored(s) {
			signal.Notify(caught, s)
		}
	}
	signal.Ignore(syscall.SIGPIPE)
	sigs := make(chan lang.Signal, 1)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case s := <-caught:
				sig := lang.SigInt
				if s == syscall.SIGTERM {
					sig = lang.SigTerm
					time.AfterFunc(termGrace, func() { os.Exit(lang.ExitTerminated) })
				}
				select {
				case sigs <- sig:
				default: // the run has not taken the last one yet
				}
			case <-done:
				return
			}
		}
	}()
	return sigs, func() {
		signal.Reset(syscall.SIGPIPE)
		signal.Stop(caught)
		close(done)
	}
}

// dieOfInterrupt ends the process as SIGINT does, the way CPython and
// SWI-Prolog end a run that SIGINT ended (or an uncaught
// KeyboardInterrupt) once they printed and flushed what they had to:
// the parent sees the signal, not a status (a shell stops its loop).
// Should the signal not end it (SIGINT ignored since the process
// started stays ignored), the caller exits with ExitInterrupted.
func dieOfInterrupt() {
	if signal.Ignored(syscall.SIGINT) {
		return
	}
	signal.Reset(syscall.SIGINT)
	if syscall.Kill(syscall.Getpid(), syscall.SIGINT) == nil {
		time.Sleep(time.Second) // the signal is delivered asynchronously
	}
}
