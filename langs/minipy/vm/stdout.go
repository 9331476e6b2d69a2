package vm

import (
	"errors"
	"io"
	"syscall"
)

// outBufferSize is how much of sys.stdout's output is buffered before
// it is written: CPython's (io.DEFAULT_BUFFER_SIZE), so that a write
// that fails fails where CPython's does, within a few lines.
const outBufferSize = 8192

// outBuffer is sys.stdout's buffer. A failed write is not sticky, as in
// CPython's buffered stdout, and the program sees it as OSError where
// it happens:
//
//   - a write that fills the buffer writes it out; should that fail,
//     what was buffered is dropped (print in a loop to /dev/full raises
//     once, and a program that catches it ends with nothing left over);
//   - a flush (flush=True, sys.stdout.flush(), the end of the run) keeps
//     what it could not write, for the next flush: the end of a run then
//     fails again (finish).
type outBuffer struct {
	w   io.Writer
	buf []byte
}

// WriteString buffers s.
func (b *outBuffer) WriteString(s string) error {
	if len(b.buf) == 0 && len(s) >= outBufferSize {
		_, err := io.WriteString(b.w, s)
		return err
	}
	b.buf = append(b.buf, s...)
	if len(b.buf) < outBufferSize {
		return nil
	}
	_, err := b.w.Write(b.buf)
	b.buf = b.buf[:0]
	if cap(b.buf) > 4*outBufferSize {
		b.buf = nil // a long string made it grow
	}
	return err
}

// Flush writes what is buffered; what could not be written stays.
func (b *outBuffer) Flush() error {
	if len(b.buf) == 0 {
		return nil
	}
	n, err := b.w.Write(b.buf)
	b.buf = b.buf[:copy(b.buf, b.buf[n:])]
	return err
}

// writeError is the OSError of a failed write to the standard output
// (CPython's names no file: "[Errno 28] No space left on device").
func (vm *VM) writeError(err error) error {
	if errno, ok := errors.AsType[syscall.Errno](err); ok {
		return vm.osError(errno)
	}
	return vm.osError(err)
}

// flushOut flushes sys.stdout's buffer, a failure as OSError.
func (vm *VM) flushOut() error {
	if err := vm.out.Flush(); err != nil {
		return vm.writeError(err)
	}
	return nil
}

// FlushError is a run whose output could not be written at its end: as
// CPython, the binary prints what the run ended with (a traceback,
// sys.exit's message), then that the flush failed, and exits with 120
// whatever the program's status.
type FlushError struct {
	Text string
	Err  error // the write's error
}

func (e *FlushError) Error() string   { return e.Text }
func (e *FlushError) ExitStatus() int { return flushFailedStatus }
func (e *FlushError) Unwrap() error   { return e.Err }

// flushFailedStatus is CPython's exit status when flushing the standard
// streams at its end fails.
const flushFailedStatus = 120

// flushFailed is the end of a run that ended with err (nil: its end)
// and whose last flush failed with ferr.
func (vm *VM) flushFailed(err, ferr error) error {
	text := ""
	if err != nil && err.Error() != "" {
		text = err.Error() + "\n"
	}
	text += "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n"
	if pe, ok := vm.writeError(ferr).(*PyError); ok {
		text += vm.formatException(pe.Exc)
	}
	return &FlushError{Text: text, Err: ferr}
}
