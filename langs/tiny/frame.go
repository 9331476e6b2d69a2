package tiny

import (
	"slices"

	"github.com/microjit/microjit/jitcore/domain"
)

// MaxDepth bounds the calls in progress.
const MaxDepth = 10000

// frame is one activation: its pc and its slots. Its values are V:
// int64s in the interpreter, trace values in a recording.
type frame[V any] struct {
	pc    int
	slots []V
}

// thread is the call stack execute runs on: the machine's, or a
// recording's (the frames it started from, then the calls it inlined).
type thread[V any] struct {
	code   []Instr
	frames []*frame[V]
	// below is how many of the machine's frames lie under frames[0]: 0
	// for the machine's own thread, the caller frames of a recording.
	below int
}

func (t *thread[V]) top() *frame[V] { return t.frames[len(t.frames)-1] }

// depth is the number of frames of the program.
func (t *thread[V]) depth() int { return t.below + len(t.frames) }

// push calls fn with args (its first slots; the others start as zero).
func (t *thread[V]) push(fn *Func, args []V, zero V) {
	slots := make([]V, fn.Slots)
	for i := range slots {
		slots[i] = zero
	}
	copy(slots, args)
	t.frames = append(t.frames, &frame[V]{pc: fn.Entry, slots: slots})
}

// pop returns v from the top frame into the slot its caller's call
// named.
func (t *thread[V]) pop(v V) {
	t.frames = t.frames[:len(t.frames)-1]
	c := t.top()
	c.slots[t.code[c.pc-1].A] = v
}

// jitFrame is f as the JIT sees it: greens [code, pc] (the program is
// one code object, 0), its slots the frame's.
func (f *frame[V]) jitFrame() domain.Frame[V] {
	return domain.Frame[V]{Greens: []int64{0, int64(f.pc)}, Slots: slices.Clone(f.slots)}
}

// frameOf rebuilds a frame from the JIT's view of it.
func frameOf[V any](g domain.Frame[V]) *frame[V] {
	return &frame[V]{pc: int(g.Greens[1]), slots: slices.Clone(g.Slots)}
}

// The thread is the JIT's domain.Stack, through that codec.

func (t *thread[V]) Frames() []domain.Frame[V] { return domain.Encode(t.frames, (*frame[V]).jitFrame) }

func (t *thread[V]) Top() domain.Frame[V] { return t.top().jitFrame() }

func (t *thread[V]) Depth() int { return t.depth() }

func (t *thread[V]) Replace(n int, frames []domain.Frame[V]) {
	t.frames = domain.Decode(t.frames, n, frames, frameOf[V])
}

func (t *thread[V]) Return(n int, v V) {
	t.frames = t.frames[:len(t.frames)-n+1]
	t.pop(v)
}
