package cli

import (
	"bytes"
	"errors"
	"sync"
	"testing"
	"time"
)

// lockedBuffer lets the test read what the flusher goroutine wrote.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestOutputFlushesAfterDelay(t *testing.T) {
	var dst lockedBuffer
	o := NewOutput(&dst)
	o.WriteByte('a')
	o.Write([]byte("bc"))
	if got := dst.String(); got != "" {
		t.Fatalf("wrote %q before any flush", got)
	}
	deadline := time.Now().Add(10 * FlushDelay)
	for dst.String() != "abc" {
		if time.Now().After(deadline) {
			t.Fatalf("after %v the destination holds %q, want %q", 10*FlushDelay, dst.String(), "abc")
		}
		time.Sleep(FlushDelay / 4)
	}
}

func TestOutputFlush(t *testing.T) {
	var dst lockedBuffer
	o := NewOutput(&dst)
	o.Write([]byte("hello"))
	if err := o.Flush(); err != nil {
		t.Fatal(err)
	}
	if got := dst.String(); got != "hello" {
		t.Fatalf("got %q", got)
	}
}

// failingWriter fails every write and counts them.
type failingWriter struct{ calls int }

var errFull = errors.New("no space left on device")

func (w *failingWriter) Write(p []byte) (int, error) {
	w.calls++
	return 0, errFull
}

// TestOutputErrorIsSticky: after the destination failed once, every write
// reports the error without writing again, and Err and Flush report it.
func TestOutputErrorIsSticky(t *testing.T) {
	var dst failingWriter
	o := NewOutput(&dst)
	if err := o.Err(); err != nil {
		t.Fatalf("Err before any write = %v", err)
	}
	chunk := make([]byte, 64<<10)
	if _, err := o.Write(chunk); err != nil {
		t.Fatalf("a write that fits the buffer failed: %v", err)
	}
	if err := o.WriteByte('x'); !errors.Is(err, errFull) {
		t.Fatalf("WriteByte past the full buffer = %v, want %v", err, errFull)
	}
	calls := dst.calls
	for _, write := range []func() error{
		func() error { return o.WriteByte('y') },
		func() error { _, err := o.Write([]byte("z")); return err },
		func() error { _, err := o.WriteString("w"); return err },
		o.Err,
		o.Flush,
	} {
		if err := write(); !errors.Is(err, errFull) {
			t.Errorf("after the failure: %v, want %v", err, errFull)
		}
	}
	if dst.calls != calls {
		t.Errorf("%d more writes reached the destination after it failed", dst.calls-calls)
	}
}
