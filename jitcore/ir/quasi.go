package ir

// # Quasi-immutable values
//
// A trace may take a quasi-immutable value (package quasi) as a
// constant: it depends on the value instead of reading and guarding it.
// Writing the value invalidates the trace, which guard_not_invalidated
// checks: it costs nothing until then (native code: a jump to the next
// instruction, which invalidation patches into a jump to the guard's
// exit), and leaves at its snapshot once the trace is invalid. A trace
// that depends on values has one at its start (where it is entered,
// and in a loop where each iteration starts: the back edge) and at each
// read that follows a call that may write one (every call but an
// elidable one) since the last check (trace.Recorder.LoadQuasi); it
// never grows a bridge. Passes keep them in place: peel keeps the start's
// in the body, and CSE and Unroll drop one only after another with no
// call in between.

// Insert puts op in t before op i (after t's inputs; op has no result),
// renumbering the values of the ops from i on, in arguments and
// snapshots (into new slices: a recording may share one between ops).
// It is for a trace as recorded, without an Entry.
func (t *Trace) Insert(i int, op Op) {
	shift := func(vs []Value) []Value {
		out := make([]Value, len(vs))
		for k, v := range vs {
			if v >= Value(i) && !v.IsVirtual() {
				v++
			}
			out[k] = v
		}
		return out
	}
	for k := range t.Ops {
		t.Ops[k].Args = shift(t.Ops[k].Args)
	}
	for k := range t.Snapshots {
		s := &t.Snapshots[k]
		for j := range s.Frames {
			s.Frames[j].Slots = shift(s.Frames[j].Slots)
		}
		for j := range s.Virtuals {
			s.Virtuals[j].Fields = shift(s.Virtuals[j].Fields)
		}
		for j := range s.Stores {
			s.Stores[j].Args = shift(s.Stores[j].Args)
		}
	}
	t.Ops = append(t.Ops, Op{})
	copy(t.Ops[i+1:], t.Ops[i:])
	t.Ops[i] = op
}
