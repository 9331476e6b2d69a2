package vm

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// What a recording follows (jit.go has the attach): the instructions
// untraced does not name, on ints, bools and None, with the range
// iterators of the frame it started in carried as reds. Any other
// instruction, or another case of these (an operand of another type, a
// local that is unbound, an iterator that ends), abandons the recording
// before the instruction (leave), which the interpreter then runs; in
// compiled code such a case is a guard that fails.

// recordable is, at the start of f's instruction while recording, the
// merge point (the snapshot of the instruction's guards, and a jump into
// a compiled loop); it reports false when the recording has ended there,
// or was abandoned because it does not follow the instruction.
func recordable[V, C any, D domain.Domain[V, C]](d D, t *thread[V], f *frame[V]) bool {
	if d.Done() || domain.MergePoint(d, t.jit) {
		return false
	}
	if why := untraced(f); why != "" {
		d.Abandon(why)
		return false
	}
	return !d.Done()
}

// untraced says why a recording does not follow f's instruction, or ""
// when it does.
func untraced[V any](f *frame[V]) string {
	in := f.code.code.Code[f.pc]
	sp := f.sp
	switch in.Op {
	case compile.NOP, compile.COPY, compile.LOAD_CONST, compile.LOAD_FAST, compile.BINARY_OP,
		compile.COMPARE_OP, compile.UNARY_NEGATIVE, compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE,
		compile.JUMP_FORWARD, compile.JUMP_BACKWARD, compile.FOR_ITER:
		return ""
	case compile.POP_TOP, compile.STORE_FAST:
		// (a carried iterator leaves the stack only through FOR_ITER:
		// the interpreter must see its position)
		if f.iterAt(sp-1) == nil {
			return ""
		}
	case compile.IS_OP:
		if f.iterAt(sp-1) == nil && f.iterAt(sp-2) == nil {
			return ""
		}
	case compile.SWAP:
		if f.iterAt(sp-1) == nil && f.iterAt(sp-int(in.Arg)) == nil {
			return ""
		}
	}
	return "not traced yet: " + in.Op.String()
}

// nextInRange is FOR_ITER's test on a carried range iterator while
// recording: whether it has a next value that is an immediate int (its
// position; the caller advances it). Otherwise it leaves the
// instruction to the interpreter, which ends the loop (the iterator's
// position, which the interpreter's iterator gets back, says so).
func nextInRange[V, C any, D domain.Domain[V, C]](d D, f *frame[V], it *jitIter[V]) bool {
	var more C
	if d.Branch(d.Gt(it.step, d.Const(0))) {
		more = d.Lt(it.cur, it.stop)
	} else {
		more = d.Gt(it.cur, it.stop)
	}
	if !d.Branch(more) || d.Branch(d.AddOvf(it.cur, it.step)) {
		leave(d, f, "the range ends")
		return false
	}
	return true
}

// pollSignals is, at a backward jump while recording, compiled code's
// safe point: a poll of jit.go's poll word (domain.Poll: a guard that no
// signal is pending, which no pass moves out of the loop), whose exit
// leaves the jump to the interpreter, which takes the signal. It reports
// false when a signal is pending: the recording is abandoned and the
// interpreter redoes the jump.
func pollSignals[V, C any, D domain.Domain[V, C]](vm *VM, d D, f *frame[V]) bool {
	if d.Poll(vm.jit.poll) {
		f.pc--
		return false
	}
	return true
}

// jitIter is a range iterator on a recording frame's stack whose
// position a trace carries in a red, with its stop and step: immediate
// ints (the frame codec's, jit.go).
type jitIter[V any] struct {
	slot            int // its index in the frame's vals
	cur, stop, step V
}

// iterAt is the carried iterator at index i of f's vals, or nil.
func (f *frame[V]) iterAt(i int) *jitIter[V] {
	for k := range f.iters {
		if f.iters[k].slot == i {
			return &f.iters[k]
		}
	}
	return nil
}
