package ir

import (
	"fmt"
	"slices"
)

// # Heap words and collections
//
// A call that Collects may move every object of a heap. The values a
// trace holds across it that are heap words (heap.Values, which may be
// refs) are roots of the heap while it runs, and the trace reads them
// back afterwards; the other values (untagged integers, float bits, byte
// offsets) must not be roots: a raw integer may look like a ref. Which
// values are heap words is declared where they come from, by their type
// Ref:
//
//   - inputs the language declares Ref (the red slots of a language
//     whose slots are heap.Values);
//   - new, and loads of object fields that hold heap words
//     (Recorder.LoadField; a raw body word, a boxed integer's, is an
//     Int: Recorder.LoadRaw);
//   - results a Func declares Ref.
//
// Integer ops read a Ref as a word and make Ints (a sum of two tagged
// integers is no ref, and an untagged one must not be a root), but for
// the copy add x, 0 that passes make of a value, which is what x is. A
// loop variable holds a heap word when its first value or the value the
// back edge passes does (HeapWords). A constant is never a ref: objects
// move and constants do not, so a recording never makes a ref a
// constant (Recorder.Promote of one abandons the trace).
//
// Refs move, so what is computed from one does too: the byte offset
// ref_addr makes is stale after a collection. Verify rejects a trace in
// which a ref_addr value defined before an op that may collect is used
// after it (in a peeled loop: defined before the label and used in a
// body that collects); the optimizer computes such an offset again from
// its ref after the op (opt's rederive).

// HeapWords reports, for each op of t, whether its value is a heap word:
// a Ref, a copy of one (add x, 0), or a loop variable whose first or
// next value is one. These are the values a backend makes roots of the
// heap while a call that collects runs.
func (t *Trace) HeapWords() []bool {
	hw := make([]bool, len(t.Ops))
	for i := range t.Ops {
		hw[i] = t.Ops[i].Type == Ref
	}
	copies := func() (changed bool) {
		for i := range t.Ops {
			if !hw[i] && t.isCopy(i, hw) {
				hw[i], changed = true, true
			}
		}
		return changed
	}
	copies()
	label, jump := t.ownLoop()
	if label < 0 {
		return hw
	}
	largs, jargs := t.Ops[label].Args, t.Ops[jump].Args
	for changed := true; changed; {
		changed = false
		for k, a := range largs {
			if j := jargs[k]; a >= 0 && !hw[a] && j >= 0 && hw[j] {
				hw[a], changed = true, true
			}
		}
		changed = copies() || changed
	}
	return hw
}

// isCopy reports whether op i is add x, 0 of a heap word x.
func (t *Trace) isCopy(i int, hw []bool) bool {
	op := &t.Ops[i]
	if op.Code != OpAdd || op.Args[0] < 0 || !hw[op.Args[0]] {
		return false
	}
	c, ok := t.ConstBits(op.Args[1])
	return ok && c == 0
}

// ownLoop is the label of t and the jump back to it, or -1s when t is
// not a loop that jumps to its own label.
func (t *Trace) ownLoop() (label, jump int) {
	n := len(t.Ops)
	if n == 0 || t.Ops[n-1].Code != OpJump || t.Ops[n-1].Aux >= 0 {
		return -1, -1
	}
	for i := range t.Ops {
		if t.Ops[i].Code == OpLabel {
			return i, n - 1
		}
	}
	return -1, -1
}

// verifyCollections checks that no ref_addr value lives across an op
// that may collect: none defined before such an op is used after it, in
// an op or a delayed store of a snapshot (a snapshot's slots never hold
// one), and in a loop whose body collects, none defined before the label
// is used in the body, nor is one a loop variable.
func (t *Trace) verifyCollections() error {
	last := -1 // the last op so far that may collect
	label, jump := t.ownLoop()
	collects, bodyCollects := false, false
	for i := range t.Ops {
		if t.Ops[i].MayCollect() {
			collects = true
			bodyCollects = bodyCollects || label >= 0 && i > label
		}
	}
	if !collects {
		return nil
	}
	stale := func(v Value, at int) bool {
		if v < 0 || v.IsVirtual() || t.Ops[v].Code != OpRefAddr {
			return false
		}
		return int(v) < last || bodyCollects && int(v) < label && at > label
	}
	for i := range t.Ops {
		op := &t.Ops[i]
		for _, a := range op.Args {
			if stale(a, i) {
				return fmt.Errorf("op %d uses %s, a byte offset of an object made before a collection may move it", i, t.ValueString(a))
			}
		}
		if op.Code.Info().Snap {
			s := &t.Snapshots[op.Snap]
			bad := None
			s.Values(func(v Value) {
				if t.isRefAddr(v) && (stale(v, i) || !t.inStores(s, v)) {
					bad = v
				}
			})
			if bad != None {
				return fmt.Errorf("op %d: its snapshot holds %s, a byte offset of an object (stale after a collection)", i, t.ValueString(bad))
			}
		}
		if op.MayCollect() {
			last = i
		}
	}
	if bodyCollects {
		for k, a := range t.Ops[jump].Args {
			if t.isRefAddr(a) {
				return fmt.Errorf("loop variable %d is %s, a byte offset of an object, in a loop that collects", k, t.ValueString(a))
			}
		}
	}
	return nil
}

func (t *Trace) isRefAddr(v Value) bool {
	return v >= 0 && !v.IsVirtual() && t.Ops[v].Code == OpRefAddr
}

// inStores reports whether v is an argument of a delayed store of s.
func (t *Trace) inStores(s *Snapshot, v Value) bool {
	for _, st := range s.Stores {
		for _, a := range st.Args {
			if a == v {
				return true
			}
		}
	}
	return false
}

// LastUses is, for each op of t, the index of the last op that uses its
// value (in its arguments or its snapshot), or -1: a value is live
// across op i when it is defined before i and its last use comes after.
// In a loop, a value from before the label that the body uses is live to
// the end: every iteration uses it; but for the label's arguments, the
// loop's variables, which the back edge writes again.
func (t *Trace) LastUses() []int {
	n := len(t.Ops)
	last := make([]int, n)
	for i := range last {
		last[i] = -1
	}
	use := func(v Value, at int) {
		if v >= 0 && !v.IsVirtual() {
			last[v] = max(last[v], at)
		}
	}
	label := -1
	for i := range t.Ops {
		op := &t.Ops[i]
		for _, a := range op.Args {
			use(a, i)
		}
		if op.Code.Info().Snap {
			t.Snapshots[op.Snap].Values(func(v Value) { use(v, i) })
		}
		if op.Code == OpLabel {
			label = i
		}
	}
	if label >= 0 {
		for v := range label {
			if last[v] > label && !slices.Contains(t.Ops[label].Args, Value(v)) {
				last[v] = n
			}
		}
	}
	return last
}

// LiveHeapWords lists the values live across op i that hold heap words
// (HeapWords, LastUses): what must be a heap's roots while op i, a call
// that collects, runs.
func LiveHeapWords(hw []bool, last []int, i int) []Value {
	var vs []Value
	for v := range i {
		if hw[v] && last[v] > i {
			vs = append(vs, Value(v))
		}
	}
	return vs
}

// Keeps says which of the values loop t takes, at its label (atLabel)
// or at its start, it keeps as heap words, so that a trace jumping into
// it passes a heap word only where it does: a heap word it kept as an
// integer would be no root of a collection in it. It is nil when t has
// no op that may collect: it may take anything anywhere.
func (t *Trace) Keeps(atLabel bool) []bool {
	collects := false
	for i := range t.Ops {
		collects = collects || t.Ops[i].MayCollect()
	}
	if !collects {
		return nil
	}
	if !atLabel {
		keeps := make([]bool, len(t.Inputs))
		for k, typ := range t.Inputs {
			keeps[k] = typ == Ref
		}
		return keeps
	}
	hw := t.HeapWords()
	label, _ := t.ownLoop()
	if label < 0 {
		return nil
	}
	args := t.Ops[label].Args
	keeps := make([]bool, len(args))
	for k, a := range args {
		keeps[k] = a >= 0 && hw[a]
	}
	return keeps
}

// Passes reports whether values vs of t, passed to a loop that keeps
// keeps (Keeps), put heap words only where it keeps them.
func (t *Trace) Passes(vs []Value, keeps []bool) bool {
	if keeps == nil {
		return true
	}
	hw := t.HeapWords()
	for k, v := range vs {
		if v >= 0 && !v.IsVirtual() && hw[v] && !keeps[k] {
			return false
		}
	}
	return true
}
