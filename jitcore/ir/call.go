package ir

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
)

// # Calls out of a trace
//
// A trace calls a function of its language's table (a Func) with
// call_pure, when the function is elidable, or call. The Func declares
// what a call of it may do besides computing its results (its Effects)
// and what it returns (Results); the recorder copies the effects into
// the op (Op.Effects), so that every pass and backend sees them:
//
//	i5 = call_pure div(i3, i4)           elidable
//	i6 = call print(i5) raises           its one result is its status
//	r7 = call lookup(r1, i2) raises collects
//	i8 = result r7, 1                    the status: the second result
//	f9 = call_pure sincos(f2)
//	f10 = result f9, 1                   cos: a function of two results
//
// Result 0 of a call is the call's own value (none when the function
// returns nothing); result k >= 1 is a result op right after it
// (Args[0] the call, Aux k), in order. A function that raises has one
// result more than it declares, its status, last.
//
// Elidable: the results depend only on the arguments and the call has
// no effect (RPython's elidable): a call with constant arguments folds
// while recording, equal calls are computed once, an unused one goes,
// and one with loop-invariant arguments is hoisted out of its loop.
//
// Raises: the call may raise an exception of the language. The function
// keeps the exception where the language finds it (a field of its
// machine) and returns a status, 0 when it returned and anything else
// when it raised. The call ends its instruction: the language handles
// a pending exception at the start of the next one, and the trace
// guards the status there (at that instruction's snapshot, the state
// right after the call), guard_false when the call returned while it was
// recorded, guard_true when it raised. When the guard fails, the
// interpreter resumes right after the call with the exception pending
// (or, the other way round, with none), and a guard that fails often
// gets a bridge like any other: the trace of the path the exception
// takes.
//
// Collects: the function may allocate in the heap Func.Heap, and so
// collect, which moves every object. While the call runs, every live
// value of the trace that holds a heap word (a heap.Value: HeapWords)
// is a root of that heap, and the trace reads it back afterwards, on
// both backends; byte offsets made by ref_addr do not survive the call
// (Verify rejects a trace that keeps one across it: opt re-derives
// them), and every memory region is read again after it. Calls of
// compiled functions (call_trace) collect too when any function the
// language's traces call does (the recorder marks them so).
//
// ForcesFrames: the function reads or writes the interpreter's frames
// (a traceback, locals()), which a trace keeps only in its snapshots: a
// trace never calls it. A recording that reaches such a call makes it,
// but the trace is abandoned: the interpreter makes those calls.
//
// Every call that is not elidable may write memory and replace memory
// regions, and may write a quasi-immutable value (package quasi): a
// trace that depends on one checks it after the call.

// Effects are what a call of a function may do besides computing its
// results. The zero Effects is an opaque call: it may write memory,
// replace regions and invalidate traces, but it neither raises,
// allocates in a heap nor looks at the interpreter's frames.
type Effects uint8

// The effects a Func declares (see "Calls out of a trace").
const (
	Elidable Effects = 1 << iota
	Raises
	Collects
	ForcesFrames
)

var effectNames = []string{"elidable", "raises", "collects", "forces_frames"}

// Has reports whether e includes every effect of x.
func (e Effects) Has(x Effects) bool { return e&x == x }

// String lists the effects by name, separated by spaces, as traces
// print them after a call.
func (e Effects) String() string {
	s := ""
	for i, name := range effectNames {
		if e&(1<<i) != 0 {
			if s != "" {
				s += " "
			}
			s += name
		}
	}
	return s
}

// ParseEffect is the effect named name (one of the words String prints).
func ParseEffect(name string) (Effects, bool) {
	for i, n := range effectNames {
		if n == name {
			return 1 << i, true
		}
	}
	return 0, false
}

// Func is a function of a language's table that traces may call (and
// that both domains call: the language's interpreter calls it too).
type Func struct {
	Name    string
	Effects Effects
	// Results are the types of its results, in order: Int, Float (its
	// bits) or Ref (a heap word). A function that Raises has one more,
	// its status, an Int.
	Results []Type
	// Heap is the heap a function that Collects allocates in: the heap
	// whose roots a trace's values are while the call runs.
	Heap *heap.Heap
	// Fn computes the results from the arguments: results has room for
	// NumResults values and Fn sets every one (they are zero before it
	// runs, whoever calls: a result Fn forgets is 0 in every mode).
	Fn func(args, results []int64)
}

// NumResults is the number of results a call of f has: its Results,
// and its status if it raises.
func (f *Func) NumResults() int {
	if f.Effects&Raises != 0 {
		return len(f.Results) + 1
	}
	return len(f.Results)
}

// ResultType is the type of result k of a call of f.
func (f *Func) ResultType(k int) Type {
	if k < len(f.Results) {
		return f.Results[k]
	}
	return Int // the status
}

// Check reports why f is not a function traces may call, or nil.
func (f *Func) Check() error {
	switch e := f.Effects; {
	case f.Fn == nil:
		return fmt.Errorf("function %q has no Fn", f.Name)
	case e.Has(Elidable) && e&(Raises|ForcesFrames) != 0:
		return fmt.Errorf("function %q is elidable but %s: a raise or a look at the frames is an effect", f.Name, e&(Raises|ForcesFrames))
	case e.Has(Collects) && f.Heap == nil:
		return fmt.Errorf("function %q collects but names no Heap", f.Name)
	}
	for _, t := range f.Results {
		if t != Int && t != Float && t != Ref {
			return fmt.Errorf("function %q returns a %s", f.Name, t)
		}
	}
	return nil
}

// CheckFuncs checks every function of a language's table.
func CheckFuncs(funcs []*Func) error {
	for i, f := range funcs {
		if f == nil {
			return fmt.Errorf("function %d is nil", i)
		}
		if err := f.Check(); err != nil {
			return err
		}
	}
	return nil
}

// CallOp is the call op of funcs[fn]: call_pure for an elidable
// function, else call, with the function's effects and the type of its
// first result (Void when it has none).
func CallOp(funcs []*Func, fn int, args []Value) Op {
	f := funcs[fn]
	op := Op{Code: OpCall, Type: Void, Effects: f.Effects, Args: args, Aux: int64(fn)}
	if f.Effects.Has(Elidable) {
		op.Code = OpCallPure
	}
	if f.NumResults() > 0 {
		op.Type = f.ResultType(0)
	}
	return op
}

// IsCall reports whether o is call or call_pure.
func (o Opcode) IsCall() bool { return o == OpCall || o == OpCallPure }

// MayCollect reports whether op may collect a heap: a call that
// Collects, or a call of compiled code marked so.
func (op *Op) MayCollect() bool {
	return (op.Code.IsCall() || op.Code == OpCallTrace) && op.Effects.Has(Collects)
}

// RefreshesRegions reports whether memory regions must be read again
// after op: every call but an elidable one that does not collect.
func (op *Op) RefreshesRegions() bool {
	switch op.Code {
	case OpCall, OpCallTrace:
		return true
	case OpCallPure:
		return op.Effects.Has(Collects)
	}
	return false
}

// ResultOps is the number of result ops right after the call op at i.
// (A pass may drop a result nothing uses, so result k need not be the
// k-th of them.)
func (t *Trace) ResultOps(i int) int {
	n := 0
	for j := i + 1; j < len(t.Ops) && t.Ops[j].Code == OpCallResult && t.Ops[j].Args[0] == Value(i); j++ {
		n++
	}
	return n
}

// verifyCall checks a call and the result ops that follow it: right after
// their call, each a result of it after the one before (results count
// from 1, the call's own value being result 0); call_pure exactly for
// elidable calls, which neither raise nor look at frames.
func (t *Trace) verifyCall(i int, op *Op) error {
	switch op.Code {
	case OpCall, OpCallPure:
		if (op.Code == OpCallPure) != op.Effects.Has(Elidable) {
			return fmt.Errorf("%s with effects %q", op.Code, op.Effects)
		}
		if op.Effects.Has(Elidable) && op.Effects&(Raises|ForcesFrames) != 0 {
			return fmt.Errorf("elidable and %s", op.Effects&(Raises|ForcesFrames))
		}
		if op.Type == Void && t.ResultOps(i) > 0 {
			return fmt.Errorf("more results than a first one")
		}
	case OpCallResult:
		c, prev := op.Args[0], &t.Ops[i-1]
		if c < 0 || !t.Ops[c].Code.IsCall() {
			return fmt.Errorf("result of %s, which is not a call", t.ValueString(c))
		}
		switch {
		case Value(i-1) == c:
			if op.Aux < 1 {
				return fmt.Errorf("result %d after the call: results of result ops count from 1", op.Aux)
			}
		case prev.Code == OpCallResult && prev.Args[0] == c:
			if op.Aux <= prev.Aux {
				return fmt.Errorf("result %d after result %d of the same call", op.Aux, prev.Aux)
			}
		default:
			return fmt.Errorf("a result of op %d not right after it and its other results", c)
		}
		if op.Type == Void {
			return fmt.Errorf("a result of no type")
		}
	default:
		if op.Effects != 0 && op.Code != OpCallTrace {
			return fmt.Errorf("effects %q on an op that is no call", op.Effects)
		}
	}
	return nil
}
