package toyvm

import (
	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/domain"
)

// frame is one activation: the function's pc, its arguments, its value
// stack, and TLR's accumulator and registers. Its values are V: heap
// words in the interpreter, trace values in a recording.
type frame[V any] struct {
	pc    int
	args  []V
	stack []V
	a     V
	regs  []V
}

// layout is the shape of a frame's slots. The register and argument
// counts are greens (a snapshot's Greens are [pc, regs, args]); the
// stack depth is fixed at each pc of a trace.
type layout struct{ regs, args, stack int }

func (f *frame[V]) layout() layout { return layout{len(f.regs), len(f.args), len(f.stack)} }

// greens are f's greens in a snapshot: [pc, regs, args].
func (f *frame[V]) greens() []int64 {
	return []int64{int64(f.pc), int64(len(f.regs)), int64(len(f.args))}
}

// slots are f's reds in snapshot order:
//
//	+---+-----------+-----------+-----------+
//	| A | registers | arguments |   stack   |
//	+---+-----------+-----------+-----------+
func (f *frame[V]) slots() []V {
	s := make([]V, 0, 1+len(f.regs)+len(f.args)+len(f.stack))
	s = append(s, f.a)
	s = append(s, f.regs...)
	s = append(s, f.args...)
	return append(s, f.stack...)
}

// frameFrom rebuilds a frame from its greens and slots (which it keeps).
func frameFrom[V any](greens []int64, slots []V) *frame[V] {
	nregs, nargs := int(greens[1]), int(greens[2])
	return &frame[V]{
		pc:    int(greens[0]),
		a:     slots[0],
		regs:  slots[1 : 1+nregs : 1+nregs],
		args:  slots[1+nregs : 1+nregs+nargs : 1+nregs+nargs],
		stack: append([]V(nil), slots[1+nregs+nargs:]...),
	}
}

// thread is the call stack execute runs on: the machine's, or a
// recording's (the frames it started from, then the calls it inlined).
type thread[V any] struct {
	frames []*frame[V]
	// spare are returned frames, reused by calls (not roots).
	spare []*frame[V]
	// below is how many of the machine's frames lie under frames[0]: 0
	// for the machine's own thread, the caller frames of a recording.
	below int

	// A recording's state. start is the loop it records (nil for a
	// function or a bridge). backTo is the pc a backward jump of the
	// last instruction went to, whose header it handled, or -1; at the
	// start, the pc the recording starts at (whatever header is there,
	// the recording starts by executing its instruction).
	start  *jitcore.Site
	backTo int
	// returned is set when the frame the recording started in returned
	// result (the trace ended with its return).
	returned bool
	result   V
	// handedOver is set when the machine's frames are already where the
	// program is, after a call the recording ran in the interpreter
	// (callTrace) failed or collected the heap.
	handedOver bool
}

// depth is the number of frames of the program.
func (t *thread[V]) depth() int { return t.below + len(t.frames) }

// push calls target with a copy of args (A starts as the first argument,
// or zero), reusing a frame that returned earlier when there is one.
func (t *thread[V]) push(target int, args []V, zero V) {
	var nf *frame[V]
	if k := len(t.spare) - 1; k >= 0 {
		nf = t.spare[k]
		t.spare = t.spare[:k]
		*nf = frame[V]{pc: target, args: append(nf.args[:0], args...), stack: nf.stack[:0], a: zero}
	} else {
		nf = &frame[V]{pc: target, args: append([]V(nil), args...), a: zero}
	}
	if len(args) > 0 {
		nf.a = nf.args[0]
	}
	t.frames = append(t.frames, nf)
}

// pop returns from the top frame: v goes onto its caller's stack, and the
// frame is kept for reuse.
func (t *thread[V]) pop(v V) {
	n := len(t.frames) - 1
	done := t.frames[n]
	t.frames = t.frames[:n]
	c := t.frames[n-1]
	c.stack = append(c.stack, v)
	if len(t.spare) < maxSpare {
		t.spare = append(t.spare, done)
	}
}

// maxSpare bounds the frames kept for reuse.
const maxSpare = 64

// snapshot is the frames' state as a guard resumes it.
func (t *thread[V]) snapshot(m *Machine) []domain.Frame[V] {
	out := make([]domain.Frame[V], len(t.frames))
	for i, f := range t.frames {
		out[i] = domain.Frame[V]{Greens: f.greens(), Where: m.jit.whereAt(m.code, f.pc), Slots: f.slots()}
	}
	return out
}
