package trace

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Call records a call of funcs[fn] with args and performs it: it returns
// the call's results (the function's Results, then its status when it
// Raises; ir's call.go). The function's effects decide the rest:
//
//   - an elidable call whose arguments are constants folds to its
//     results (but for a result that is a ref or a handle: a constant
//     is no root), and records nothing;
//   - any other call is an effect of the instruction: no guard of the
//     instruction may follow it;
//   - the status of a call that raises is guarded by the next Begin,
//     whose snapshot is the state right after the call (checkStatuses);
//   - while a call that collects runs, the recording's values that are
//     heap words (ir.Trace.HeapWords) are roots of the function's heap,
//     and take the values the collection gave them;
//   - a call that forces frames is made, but the recording is
//     abandoned: traces do not make it.
func (r *Recorder) Call(fn int, args ...ir.Value) []ir.Value {
	f := r.funcs[fn]
	vals := make([]int64, len(args))
	allConst := true
	for i, a := range args {
		vals[i] = r.Concrete(a)
		allConst = allConst && a.IsConst()
	}
	res := make([]int64, f.NumResults())
	r.callFunc(f, vals, res)
	out := make([]ir.Value, len(res))
	if f.Effects.Has(ir.Elidable) && allConst && !r.movable(f, res) {
		for k, x := range res {
			typ := f.ResultType(k)
			if typ.IsWord() {
				typ = ir.Int
			}
			out[k] = r.T.Const(typ, x)
		}
		return out
	}
	if f.Effects.Has(ir.ForcesFrames) {
		r.Abort(fmt.Sprintf("calls %s, which needs the interpreter's frames", f.Name))
	}
	if !f.Effects.Has(ir.Elidable) {
		r.effect = true
		r.calledOut = true // it may write a quasi-immutable field
	}
	op := ir.CallOp(r.funcs, fn, append([]ir.Value(nil), args...))
	var first int64
	if len(res) > 0 {
		first = res[0]
	}
	call := r.emit(op, first)
	if len(res) > 0 {
		out[0] = call
	}
	for k := 1; k < len(res); k++ {
		out[k] = r.emit(ir.Op{Code: ir.OpCallResult, Type: f.ResultType(k), Args: []ir.Value{call}, Aux: int64(k)}, res[k])
	}
	if f.Effects.Has(ir.Raises) {
		r.statuses = append(r.statuses, out[len(out)-1])
	}
	return out
}

// callFunc runs f on vals into res. When f collects, the recording's
// heap words are its heap's roots meanwhile.
func (r *Recorder) callFunc(f *ir.Func, vals, res []int64) {
	if !f.Effects.Has(ir.Collects) {
		f.Fn(vals, res)
		return
	}
	var at []int
	var words []heap.Value
	for i, hw := range r.hw {
		if hw {
			at = append(at, i)
			words = append(words, heap.Value(r.vals[i]))
		}
	}
	id := f.Heap.AddRootWords(words)
	f.Fn(vals, res)
	f.Heap.RemoveRoots(id)
	for j, i := range at {
		r.vals[i] = int64(words[j])
	}
}

// heapWord reports whether op, about to be recorded, makes a heap word:
// a Ref, or a copy of one (add x, 0: ir.Trace.HeapWords without loops,
// which a recording closes only at its end).
func (r *Recorder) heapWord(op *ir.Op) bool {
	if op.Type == ir.Ref {
		return true
	}
	if op.Code != ir.OpAdd || op.Args[0] < 0 || !r.hw[op.Args[0]] {
		return false
	}
	c, ok := r.T.ConstBits(op.Args[1])
	return ok && c == 0
}

// movable reports whether a result of f in res is a heap word that may
// not be a constant: a ref (objects move) or a handle (a constant keeps
// no Go object alive).
func (r *Recorder) movable(f *ir.Func, res []int64) bool {
	for k, x := range res {
		if v := heap.Value(x); f.ResultType(k) == ir.Ref && (v.IsRef() || v.IsHandle()) {
			return true
		}
	}
	return false
}

// checkStatuses records, at Begin, a guard on the status of each call
// that may raise since the last Begin: the path the recording takes,
// guard_false when the call returned and guard_true when it raised. Its
// snapshot is the new instruction's, the state right after the call, so
// that the interpreter resumes there with the exception the function
// kept pending, or with none.
func (r *Recorder) checkStatuses() {
	for _, s := range r.statuses {
		if r.Concrete(s) != 0 {
			r.guard(ir.OpGuardTrue, s)
		} else {
			r.guard(ir.OpGuardFalse, s)
		}
	}
	r.statuses = r.statuses[:0]
}

// uncheckedStatuses abandons a recording that ends before the status of
// a call that may raise was guarded: the trace would go on as if it had
// returned.
func (r *Recorder) uncheckedStatuses() {
	if len(r.statuses) > 0 {
		r.Abort("a call that may raise ends the trace before the next instruction guards its status")
	}
}
