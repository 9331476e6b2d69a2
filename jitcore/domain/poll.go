package domain

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// PollWord is a word that another goroutine sets to ask a running
// program to stop at its next poll (a signal: lang.InterruptibleMachine's
// Interrupt), and that the interpreter polls where it takes such
// requests, at backward jumps (Domain.Poll):
//
//	// making the machine:
//	m.poll, err = domain.NewPollWord(pollRegion)
//	// Memory.Regions: ..., pollRegion: m.poll.Region().Bytes
//	// Interrupt, from any goroutine:
//	m.poll.Set(uint64(sig))
//	// in the interpreter, before the jump:
//	if d.Poll(m.poll) {
//		return pc, p, m.takeSignal() // reads m.poll.Take()
//	}
//
// Compiled loops read the word in every iteration (ir's poll.go): one
// compare of memory with zero and a jump in native code. The word lives
// outside the Go heap (native code reads it), in the language's memory
// region Index; Free releases it.
type PollWord struct {
	bytes []byte
	word  *atomic.Uint64
	index int
	// mu orders Set and Take, which other goroutines call (a signal may
	// come as the run ends), before Free releases the word: after Free
	// they do nothing.
	mu sync.Mutex
}

// NewPollWord allocates a poll word, clear, that the language's memory
// (ir.Memory) has as its region index.
func NewPollWord(index int) (*PollWord, error) {
	b, err := rawmem.Alloc(ir.PollWordBytes)
	if err != nil {
		return nil, err
	}
	return &PollWord{bytes: b, word: (*atomic.Uint64)(unsafe.Pointer(&b[0])), index: index}, nil
}

// Region is the word's region, for the language's ir.Memory.
func (w *PollWord) Region() Region { return Region{Bytes: w.bytes, Index: w.index} }

// Set asks for a stop with x, not 0 (a signal number, a request); a
// later Set replaces it. Any goroutine may call it, also after Free.
func (w *PollWord) Set(x uint64) {
	w.mu.Lock()
	if w.word != nil {
		w.word.Store(x)
	}
	w.mu.Unlock()
}

// Take is the request set, or 0, and clears it (0 after Free).
func (w *PollWord) Take() uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.word == nil {
		return 0
	}
	return w.word.Swap(0)
}

// Pending reports whether a request is set.
func (w *PollWord) Pending() bool { return w.word.Load() != 0 }

// Free releases the word: no code may poll it afterwards.
func (w *PollWord) Free() error {
	w.mu.Lock()
	b := w.bytes
	w.bytes, w.word = nil, nil
	w.mu.Unlock()
	return rawmem.Free(b)
}
