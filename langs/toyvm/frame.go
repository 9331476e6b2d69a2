package toyvm

import (
	"slices"

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

// progCode is the id of the program's one code object (Machine.prog):
// greens[0] of every frame.
const progCode = 0

// jitFrame is f as the JIT sees it: greens [code, pc, registers,
// arguments], and its slots in snapshot order:
//
//	+---+-----------+-----------+-----------+
//	| A | registers | arguments |   stack   |
//	+---+-----------+-----------+-----------+
func (f *frame[V]) jitFrame() domain.Frame[V] {
	s := make([]V, 0, 1+len(f.regs)+len(f.args)+len(f.stack))
	s = append(append(append(append(s, f.a), f.regs...), f.args...), f.stack...)
	return domain.Frame[V]{Greens: []int64{progCode, int64(f.pc), int64(len(f.regs)), int64(len(f.args))}, Slots: s}
}

// frameOf rebuilds a frame from the JIT's view of it.
func frameOf[V any](g domain.Frame[V]) *frame[V] {
	nregs, nargs, slots := int(g.Greens[2]), int(g.Greens[3]), slices.Clone(g.Slots)
	return &frame[V]{pc: int(g.Greens[1]), a: slots[0], regs: slots[1 : 1+nregs : 1+nregs],
		args: slots[1+nregs : 1+nregs+nargs : 1+nregs+nargs], stack: append([]V(nil), slots[1+nregs+nargs:]...)}
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

// The thread is the JIT's domain.Stack, through frame.go's codec.

func (t *thread[V]) Frames() []domain.Frame[V] { return domain.Encode(t.frames, (*frame[V]).jitFrame) }

func (t *thread[V]) Top() domain.Frame[V] { return t.frames[len(t.frames)-1].jitFrame() }

func (t *thread[V]) Depth() int { return t.depth() }

func (t *thread[V]) Replace(n int, frames []domain.Frame[V]) {
	t.frames = domain.Decode(t.frames, n, frames, frameOf[V])
}

func (t *thread[V]) Return(n int, v V) {
	t.frames = t.frames[:len(t.frames)-n+1]
	t.pop(v)
}
