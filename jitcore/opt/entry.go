package opt

import (
	"math"
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// A peeled loop's Entry (ir.Trace.Entry, ir's entry.go) is how another
// trace may enter it at its label. Peel makes it: the label's loop
// variables are the header's values (the loop's inputs), its invariants
// are the preamble's invariant ops again, computed from the inputs, and
// the invariant guards that the body no longer checks are its guards.
// The passes after Peel that assume more at the label add what they
// assume, or drop the Entry when they assume what it cannot check:
//
//	loopbounds  the facts it proved inductive: guards on each argument's
//	            range, known bits and "arg + k < n"
//	untag       the counter's shift (and the facts it needs)
//	rawint      an integer carried untagged: a tag check and the shift
//	carry       a memory cell carried in a loop variable: dropped
//	virtuals    an object carried as its fields: dropped
//
// The other passes keep the label's arguments and what they mean, so
// they keep the Entry as it is (the builder copies it). The last pass,
// CheckEntry, drops an Entry whose loop's body still reads a preamble
// value that is not a label argument.

// entryBuilder writes an Entry: an ir.Trace of kind LoopEntry.
type entryBuilder struct {
	t    *ir.Trace
	seen *opTable // ops written, to write each once
	// dead is set when a guard can never hold: the Entry is of no use.
	dead bool
}

// newEntry starts an Entry for a loop with the given inputs. Its guards
// share snapshot 0: the header with the inputs, which nothing resumes at
// (a trace that records the Entry gives them its own).
func newEntry(inputs []ir.Type) *entryBuilder {
	e := &entryBuilder{t: &ir.Trace{Kind: ir.LoopEntry, Inputs: append([]ir.Type(nil), inputs...)}, seen: newOpTable()}
	slots := make([]ir.Value, len(inputs))
	for i, typ := range inputs {
		slots[i] = e.t.Add(ir.Op{Code: ir.OpInput, Type: typ, Aux: int64(i)})
	}
	e.t.Snapshots = []ir.Snapshot{{Frames: []ir.Frame{{Where: "header", Slots: slots}}}}
	return e
}

// extendEntry starts a new Entry with the ops of old (an Entry), and
// returns old's label arguments, to be changed and passed to finish.
func extendEntry(old *ir.Trace) (*entryBuilder, []ir.Value) {
	e := newEntry(old.Inputs)
	m := make([]ir.Value, len(old.Ops))
	last := len(old.Ops) - 1
	for i := range old.Ops[:last] {
		op := old.Ops[i]
		if op.Code == ir.OpInput {
			m[i] = ir.Value(i)
			continue
		}
		op.Args = e.imports(old, op.Args, m)
		m[i] = e.add(op)
	}
	return e, e.imports(old, old.Ops[last].Args, m)
}

// imports maps values of trace from (old ops through m, constants by
// value) into the Entry.
func (e *entryBuilder) imports(from *ir.Trace, vs []ir.Value, m []ir.Value) []ir.Value {
	out := make([]ir.Value, len(vs))
	for i, v := range vs {
		if v.IsConst() {
			c := from.Consts[v.ConstIndex()]
			out[i] = e.t.Const(c.Type, c.Bits)
		} else {
			out[i] = m[v]
		}
	}
	return out
}

// add appends op (arguments already the Entry's), or finds the same op
// written before; a guard shares the header snapshot.
func (e *entryBuilder) add(op ir.Op) ir.Value {
	if op.Code == ir.OpCallResult && !e.follows(op.Args[0]) {
		e.dead = true // the result of a call written before: not right after it
		return ir.None
	}
	if op.Code.Info().Guard {
		op.Snap = 0
		if c, ok := e.t.ConstBits(op.Args[0]); ok && op.Code != ir.OpGuardValue {
			if (c != 0) != (op.Code == ir.OpGuardTrue) {
				e.dead = true
			}
			return ir.None
		}
	}
	if v, ok := e.seen.find(op.Code, op.Type, op.Region, op.Aux, op.Args); ok {
		return v
	}
	v := e.t.Add(op)
	e.seen.add(op.Code, op.Type, op.Region, op.Aux, op.Args, v)
	return v
}

// follows reports whether the Entry's last op is call c or a result of it.
func (e *entryBuilder) follows(c ir.Value) bool {
	last := ir.Value(len(e.t.Ops) - 1)
	return c >= 0 && (last == c || e.t.Ops[last].Code == ir.OpCallResult && e.t.Ops[last].Args[0] == c)
}

// op appends the pure op code of x and y (y ignored for one argument).
func (e *entryBuilder) op(code ir.Opcode, x, y ir.Value) ir.Value {
	info := code.Info()
	return e.add(ir.Op{Code: code, Type: info.Result, Args: []ir.Value{x, y}[:info.Arity]})
}

func (e *entryBuilder) c(x int64) ir.Value { return e.t.Const(ir.Int, x) }

// check appends a guard that the int test cond holds.
func (e *entryBuilder) check(cond ir.Value) {
	e.add(ir.Op{Code: ir.OpGuardTrue, Args: []ir.Value{cond}})
}

// facts appends guards for what f says of x: its range, its known bits,
// and x + k < args[n] for each of its upper facts.
func (e *entryBuilder) facts(x ir.Value, f edgeFacts, args []ir.Value) {
	if !e.t.TypeOf(x).IsWord() {
		return
	}
	if f.r.lo > math.MinInt64 {
		e.check(e.op(ir.OpGe, x, e.c(f.r.lo)))
	}
	if f.r.hi < math.MaxInt64 {
		e.check(e.op(ir.OpLe, x, e.c(f.r.hi)))
	}
	e.knownBits(x, f.bits)
	for _, n := range sortedKeys(f.upper) {
		k := f.upper[n]
		if _, ok := shift(f.r, k); !ok {
			e.add(ir.Op{Code: ir.OpGuardFalse, Args: []ir.Value{e.op(ir.OpAddOvf, x, e.c(k))}})
		}
		e.check(e.op(ir.OpLt, e.op(ir.OpAdd, x, e.c(k)), args[n]))
	}
}

// knownBits appends a guard that x has the bits kb knows.
func (e *entryBuilder) knownBits(x ir.Value, kb knownBits) {
	if mask := kb.zero | kb.one; mask != 0 {
		e.check(e.op(ir.OpEq, e.op(ir.OpAnd, x, e.c(int64(mask))), e.c(int64(kb.one))))
	}
}

// finish ends the Entry with the jump passing args to the label, drops
// the ops neither a guard nor the jump needs (DCE), and returns it; nil
// when a guard can never hold.
func (e *entryBuilder) finish(args []ir.Value) *ir.Trace {
	e.seen.free()
	e.seen = nil
	if e.dead {
		return nil
	}
	e.t.Add(ir.Op{Code: ir.OpJump, Args: args, Aux: -1})
	return DCE(e.t)
}

// inputIndexes maps t's input ops to the Entry's inputs (an Entry has
// the inputs of its loop, in order, as its first ops); other ops map to
// ir.None.
func inputIndexes(t *ir.Trace) []ir.Value {
	m := make([]ir.Value, len(t.Ops))
	for i := range t.Ops {
		m[i] = ir.None
		if op := &t.Ops[i]; op.Code == ir.OpInput {
			m[i] = ir.Value(op.Aux)
		}
	}
	return m
}

// sortedKeys lists a map's int keys in increasing order, so that what is
// made from the map does not depend on Go's map order.
func sortedKeys(m map[int]int64) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// withFacts returns Entry old with guards for the facts seeds (by label
// position) added, or nil when old is nil.
func withFacts(old *ir.Trace, seeds []edgeFacts) *ir.Trace {
	if old == nil {
		return nil
	}
	e, args := extendEntry(old)
	for k, f := range seeds {
		e.facts(args[k], f, args)
	}
	return e.finish(args)
}

// CheckEntry is the last pass: it keeps a peeled loop's Entry only if the
// loop's body (its ops, and its guards' snapshots) refers to no value
// from before the label but the label's arguments, which is all a jump to
// the label brings. Any other trace comes back unchanged.
func CheckEntry(t *ir.Trace) *ir.Trace {
	if t.Entry == nil {
		return t
	}
	label, jump := peeledLoop(t)
	ok := label >= 0
	if ok {
		arg := map[ir.Value]bool{}
		for _, a := range t.Ops[label].Args {
			arg[a] = true
		}
		inBody := func(v ir.Value) {
			if v >= 0 && !v.IsVirtual() && int(v) < label && !arg[v] {
				ok = false
			}
		}
		for i := label + 1; i <= jump; i++ {
			op := &t.Ops[i]
			for _, a := range op.Args {
				inBody(a)
			}
			if op.Code.Info().Snap {
				t.Snapshots[op.Snap].Values(inBody)
			}
		}
	}
	if ok {
		return t
	}
	b := newBuilder(t)
	for i := range t.Ops {
		b.keep(i)
	}
	b.t.Entry = nil
	return b.finish()
}
