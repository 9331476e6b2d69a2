//go:build linux && amd64

package amd64

import (
	"sync/atomic"
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/backend/amd64/native"
)

// Arrival counters (backend.Counting). A code that counts has a 64-bit
// counter of its own in native.Mem pages the backend keeps until Close,
// and adds 1 to it at its label's body (where the preamble, the back
// edge and jumps to the label arrive) or, in a trace without a label,
// where every way in has loaded the inputs (loaded: entries, guard
// entries, calls):
//
//	mov rax, counter; add qword ptr [rax], 1
//
// rax is a scratch register, free at both places. Code compiled without
// counting has neither instruction.

// counterPageBytes is the size of a page of counters.
const counterPageBytes = 1 << 16

// counters hands out counter slots.
type counters struct {
	pages []*native.Mem
	used  int // bytes of the last page handed out
}

// next is a new zeroed counter.
func (cs *counters) next() (*int64, error) {
	if len(cs.pages) == 0 || cs.used+8 > counterPageBytes {
		m, err := native.NewMem(counterPageBytes)
		if err != nil {
			return nil, err
		}
		cs.pages, cs.used = append(cs.pages, m), 0
	}
	p := (*int64)(unsafe.Add(cs.pages[len(cs.pages)-1].Pointer(), cs.used))
	cs.used += 8
	return p, nil
}

// free unmaps the pages.
func (cs *counters) free() error {
	var err error
	for _, m := range cs.pages {
		if e := m.Free(); err == nil {
			err = e
		}
	}
	cs.pages = nil
	return err
}

// CountArrivals makes the code compiled from now on count its arrivals
// (backend.Counting), the embedded executor's forms too.
func (b *Backend) CountArrivals() {
	b.compileMu.Lock()
	defer b.compileMu.Unlock()
	if b.counting == nil {
		b.counting = &counters{}
		b.exec.CountArrivals()
	}
}

// Arrivals implements backend.Counted: native code's count and its
// executor form's.
func (c *code) Arrivals() int64 {
	var n int64
	if c.counter != nil {
		n = atomic.LoadInt64(c.counter)
	}
	if ex, ok := c.exec.(backend.Counted); ok {
		n += ex.Arrivals()
	}
	return n
}

// countArrival emits the increment of the trace's counter, if it has one.
func (g *gen) countArrival() {
	if g.counter == nil {
		return
	}
	a := &g.a
	a.MovRI(asm.W64, scratch0, int64(uintptr(unsafe.Pointer(g.counter))))
	a.AluMI(asm.ADD, asm.W64, asm.Ptr(scratch0, 0), 1)
}
