package cli

import (
	"bytes"
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
