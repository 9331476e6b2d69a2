package domain

import (
	"fmt"
	"runtime"
	"testing"
)

// Guard rails: mistakes of a language's interpreter that would let a
// wrong trace through, or stop the JIT, without a word. In a test binary
// they panic, so that the language's tests fail at the mistake; in
// production the recording is abandoned with the rail and the place in
// the language's source in its reason (the --jit-log shows it), and the
// JIT goes on compiling other code.
//
//   - Concrete of a value the trace does not know as a constant: the
//     trace would depend on a value it does not guard (Peek says so
//     explicitly when that is meant).
//   - A recording instance that returns while its recording is open:
//     nothing would become hot again (the driver waits for that
//     recording to end).

// strict makes a broken rail panic: in test binaries.
var strict = testing.Testing()

// broke is the rail why, broken by the language's code that called
// into the domain, while d records.
func (d *Recording) broke(why string) { d.fail(why + where(3)) }

// brokeOpen is the rail of a recording instance (Spec.Record) that
// returned while its recording was open.
func (d *Recording) brokeOpen() {
	d.fail("the recording instance returned with the recording of " + d.R.T.Name + " open")
}

// fail ends the recording for the broken rail msg, or panics (strict).
func (d *Recording) fail(msg string) {
	if strict {
		panic("domain: " + msg)
	}
	d.R.Abandon("broken rail: " + msg)
}

// where is the place in the caller skip frames up, as " (file:line)".
func where(skip int) string {
	if _, file, line, ok := runtime.Caller(skip); ok {
		return fmt.Sprintf(" (%s:%d)", file, line)
	}
	return ""
}
