package ir

import "slices"

// Fact is an int value of a trace known to hold Bits.
type Fact struct {
	V    Value
	Bits int64
}

// Facts is a short list of facts, looked up by value.
type Facts []Fact

// Lookup is the bits of v if a fact fixes them.
func (fs Facts) Lookup(v Value) (int64, bool) {
	for _, f := range fs {
		if f.V == v {
			return f.Bits, true
		}
	}
	return 0, false
}

// FailureFacts is what a failure of the guard op fixes among int values:
// a guard that x != k (guard_true ne(x, k), guard_false eq(x, k), k a
// constant) fails only when x == k, guard_true c only when c == 0, and
// guard_false c on a test (0 or 1) only when c == 1. Each value in vals
// that a pure op computes from fixed values and constants is fixed too:
// the tagged boolean shl(c, 16) of a failed guard_true c is 0. loopVar
// reports the values whose defining op does not compute them at the
// guard (a peeled loop's label arguments, for a guard after the label);
// nil means none. A bridge from the guard starts with these values as
// constants, and the guard's own snapshot holds them as constants, so
// that what only the failure path needs folds away.
func (t *Trace) FailureFacts(op int, vals []Value, loopVar func(Value) bool) Facts {
	return t.AppendFailureFacts(nil, op, vals, loopVar)
}

// AppendFailureFacts is FailureFacts appending to fs (whose facts stay):
// a caller that asks for every guard's reuses one list.
func (t *Trace) AppendFailureFacts(fs Facts, op int, vals []Value, loopVar func(Value) bool) Facts {
	g := &t.Ops[op]
	c := g.Args[0]
	if c < 0 || c.IsVirtual() || !t.TypeOf(c).IsWord() || g.Code == OpGuardValue {
		return fs
	}
	defined := func(v Value) bool { return loopVar == nil || !loopVar(v) }
	var d *Op
	if defined(c) {
		d = &t.Ops[c]
	}
	switch g.Code {
	case OpGuardTrue:
		fs = append(fs, Fact{c, 0})
		if d != nil && d.Code == OpNe {
			fs = t.equalFact(fs, d.Args)
		}
	case OpGuardFalse:
		if d != nil && d.Code.IsTest() {
			fs = append(fs, Fact{c, 1})
		}
		if d != nil && d.Code == OpEq {
			fs = t.equalFact(fs, d.Args)
		}
	}
	arg := func(v Value) (int64, bool) {
		if v.IsVirtual() || !t.TypeOf(v).IsWord() {
			return 0, false
		}
		if bits, ok := fs.Lookup(v); ok {
			return bits, true
		}
		return t.ConstBits(v)
	}
	for _, v := range vals {
		if v < 0 || v.IsVirtual() || !defined(v) || !t.TypeOf(v).IsWord() {
			continue
		}
		if _, ok := fs.Lookup(v); ok {
			continue
		}
		d := &t.Ops[v]
		if !d.Code.Info().Pure || d.Code == OpRefAddr || len(d.Args) == 0 {
			continue
		}
		var a [2]int64
		ok := true
		for i, x := range d.Args {
			if a[i], ok = arg(x); !ok {
				break
			}
		}
		if ok {
			fs = append(fs, Fact{v, Eval(d.Code, a[0], a[1])})
		}
	}
	return fs
}

// LoopVars is the loopVar of FailureFacts for op: the label's arguments
// when op comes after the label of t (there they are loop variables, and
// their defining ops describe only the first iteration), else nil.
func (t *Trace) LoopVars(op int) func(Value) bool {
	for i := range op {
		if t.Ops[i].Code == OpLabel {
			args := t.Ops[i].Args
			return func(v Value) bool { return slices.Contains(args, v) }
		}
	}
	return nil
}

// equalFact adds to fs that the int arguments of a comparison are equal,
// when one of them is a constant.
func (t *Trace) equalFact(fs Facts, args []Value) Facts {
	x, y := args[0], args[1]
	if x.IsConst() {
		x, y = y, x
	}
	if bits, ok := t.ConstBits(y); ok && x >= 0 && !x.IsVirtual() && t.TypeOf(x).IsWord() {
		fs = append(fs, Fact{x, bits})
	}
	return fs
}
