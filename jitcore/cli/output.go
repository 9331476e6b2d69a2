package cli

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// FlushDelay is the longest buffered output waits before it is written.
const FlushDelay = 100 * time.Millisecond

// Output is a buffered writer for a program's standard output. Writes are
// buffered (most programs print many small pieces), and the buffer is
// flushed when it fills, when Flush is called (at exit and before reading
// input), and at the latest FlushDelay after the first unflushed write, so
// a program that computes for a long time between prints still shows its
// output. It is safe for concurrent use.
type Output struct {
	mu      sync.Mutex
	w       *bufio.Writer
	pending bool // a timed flush is scheduled
	err     error
}

// NewOutput buffers w.
func NewOutput(w io.Writer) *Output {
	return &Output{w: bufio.NewWriterSize(w, 64<<10)}
}

// WriteByte buffers one byte.
func (o *Output) WriteByte(c byte) error {
	o.mu.Lock()
	err := o.w.WriteByte(c)
	o.schedule()
	o.mu.Unlock()
	return err
}

// Write buffers p.
func (o *Output) Write(p []byte) (int, error) {
	o.mu.Lock()
	n, err := o.w.Write(p)
	o.schedule()
	o.mu.Unlock()
	return n, err
}

// schedule arranges a timed flush; o.mu is held.
func (o *Output) schedule() {
	if o.pending || o.w.Buffered() == 0 {
		return
	}
	o.pending = true
	time.AfterFunc(FlushDelay, func() {
		o.mu.Lock()
		o.pending = false
		if err := o.w.Flush(); err != nil && o.err == nil {
			o.err = err
		}
		o.mu.Unlock()
	})
}

// Flush writes everything buffered and reports the first write error,
// including one from a timed flush.
func (o *Output) Flush() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if err := o.w.Flush(); err != nil && o.err == nil {
		o.err = err
	}
	return o.err
}
