package opt

import "github.com/microjit/microjit/jitcore/ir"

// Peel peels the first iteration off a loop and hoists loop invariants:
//
//	inputs; preamble (a copy of the body: the first iteration);
//	label(loop variables..., invariants...); body without the invariant
//	ops and guards; jump(next loop variables..., invariants...)
//
// An old op is invariant when it only depends on invariant values: the
// values before the label that the jump passes back unchanged (or that
// are not label arguments at all), constants, and invariant pure ops and
// elidable calls; region_len when the body has no call; a load when its
// address is invariant and the body has no call and no store to its
// region. A guard on invariant values passed in the preamble, so it would
// pass in every later iteration: the body drops it (but a poll, which
// reads a word that changes behind the trace's back, stays). The body only refers
// to its own values and the label's arguments; every preamble value it
// needs becomes a label argument that the jump passes back unchanged.
//
// A trace that is not a loop, is already peeled (ops other than inputs
// before its label), or has nothing to hoist and no load that Carry could
// keep in a loop variable comes back unchanged (LoopBounds peels such a
// loop when the facts it carries round the loop remove a guard).
func Peel(t *ir.Trace) *ir.Trace {
	p := newPeeler(t)
	if p == nil || !p.hoisted && !p.fixedLoad {
		return t
	}
	return p.run()
}

type peeler struct {
	t     *ir.Trace
	label int // index of the old label
	jump  *ir.Op
	inv   []bool // old op i is invariant
	// carried lists the label positions the jump changes.
	carried []int
	hoisted bool // some body op or guard is invariant
	// fixedLoad: some load has an invariant address in a loop without
	// calls; Carry can keep its cell in a loop variable once peeled.
	fixedLoad bool
}

// newPeeler analyzes a loop that Peel can peel, or returns nil. Peeling
// it pays when hoisted or fixedLoad is set; LoopBounds peels for another
// reason.
func newPeeler(t *ir.Trace) *peeler {
	n := len(t.Ops)
	if t.Kind != ir.Loop || n == 0 || t.Ops[n-1].Code != ir.OpJump || t.Ops[n-1].Aux >= 0 {
		return nil
	}
	p := &peeler{t: t, label: -1, jump: &t.Ops[n-1], inv: make([]bool, n)}
	for i := range t.Ops {
		if t.Ops[i].Code == ir.OpLabel {
			p.label = i
			break
		}
		if t.Ops[i].Code != ir.OpInput {
			return nil
		}
		p.inv[i] = true
	}
	if p.label < 0 {
		return nil
	}
	largs := t.Ops[p.label].Args
	seen := map[ir.Value]bool{}
	for k, a := range largs {
		if a < 0 || seen[a] {
			return nil // constants or repeats as loop variables: leave alone
		}
		seen[a] = true
		if p.jump.Args[k] != a {
			p.inv[a] = false
			p.carried = append(p.carried, k)
		}
	}
	call, collects := false, false
	stored := map[int32]bool{}
	for i := p.label + 1; i < n-1; i++ {
		collects = collects || t.Ops[i].MayCollect()
		switch t.Ops[i].Code {
		case ir.OpCall, ir.OpCallTrace:
			call = true
		case ir.OpStore8, ir.OpStore64, ir.OpNew: // new writes its allocation record
			stored[t.Ops[i].Region] = true
		case ir.OpLabel:
			return nil
		}
	}
	for i := p.label + 1; i < n-1; i++ {
		op := &t.Ops[i]
		info := op.Code.Info()
		invArgs := true
		for _, a := range op.Args {
			invArgs = invArgs && (a < 0 || p.inv[a])
		}
		switch {
		case op.Code == ir.OpRefAddr && collects:
			// An object's offset moves with it: a body that collects
			// computes it every iteration (Rederive, after each
			// collection).
		case info.Pure || op.Code == ir.OpCallPure:
			p.inv[i] = invArgs
		case op.Code == ir.OpCallResult: // with its call
			p.inv[i] = p.inv[op.Args[0]]
		case op.Code == ir.OpRegionLen:
			p.inv[i] = !call
		case op.Code == ir.OpLoad8U || op.Code == ir.OpLoad64:
			p.inv[i] = invArgs && !call && !stored[op.Region]
			p.fixedLoad = p.fixedLoad || invArgs && !call
		case op.Code == ir.OpNew: // a new object every iteration: never invariant
		case op.Code == ir.OpGuardNotInvalidated: // checked every iteration (ir's quasi.go)
		case op.Code == ir.OpPoll: // its word changes behind the trace's back (ir's poll.go)
		case info.Guard:
			p.inv[i] = invArgs
		}
		p.hoisted = p.hoisted || p.inv[i]
	}
	return p
}

func (p *peeler) run() *ir.Trace {
	t := p.t
	n := len(t.Ops)
	b := newBuilderFor(t, 2*n) // a preamble and a body
	// Inputs and the preamble: the body as it is.
	for i := 0; i < n-1; i++ {
		if i != p.label {
			b.keep(i)
		}
	}
	pre := b.m
	// The invariant values the body still uses, in first-use order.
	var needed []ir.Value
	isNeeded := make([]bool, n)
	need := func(v ir.Value) {
		if v >= 0 && p.inv[v] && !isNeeded[v] {
			isNeeded[v] = true
			needed = append(needed, v)
		}
	}
	for i := p.label + 1; i < n; i++ {
		op := &t.Ops[i]
		if p.inv[i] {
			continue
		}
		if op.Code == ir.OpJump {
			for _, k := range p.carried {
				need(op.Args[k])
			}
			continue
		}
		for _, a := range op.Args {
			need(a)
		}
		if op.Code.Info().Snap {
			for _, f := range t.Snapshots[op.Snap].Frames {
				for _, v := range f.Slots {
					need(v)
				}
			}
		}
	}
	// The new label's arguments: loop variables (their second-iteration
	// values), then invariants; each must be a distinct op.
	var largs []ir.Value
	add := func(v ir.Value) (ir.Value, bool) {
		v, ok := b.labelArg(largs, v)
		if ok {
			largs = append(largs, v)
		}
		return v, ok
	}
	body := make([]ir.Value, n)
	for i := range body {
		body[i] = ir.None
	}
	oldLabel := t.Ops[p.label].Args
	for _, k := range p.carried {
		v, ok := add(b.arg(p.jump.Args[k]))
		if !ok {
			return t
		}
		body[oldLabel[k]] = v
	}
	for _, v := range needed {
		nv, ok := add(pre[v])
		if !ok {
			return t
		}
		body[v] = nv
	}
	b.emit(ir.Op{Code: ir.OpLabel, Args: largs})
	// The body, without what the preamble already did.
	b.rewalk(body)
	for i := p.label + 1; i < n-1; i++ {
		if !p.inv[i] {
			b.keep(i)
		}
	}
	jargs := make([]ir.Value, 0, len(largs))
	for _, k := range p.carried {
		jargs = append(jargs, b.arg(p.jump.Args[k]))
	}
	jargs = append(jargs, largs[len(p.carried):]...)
	b.emit(ir.Op{Code: ir.OpJump, Args: jargs, Aux: -1})
	b.t.Entry = p.entry(needed)
	// Values the unpeeled loop kept apart because one was a label
	// argument (pinned) are one value in the body when neither is now:
	// widen's p+10 for a bounds check and the jump's next p, say.
	return then(b.finish(), CSE)
}

// entry makes the peeled loop's Entry (entry.go): the loop variables are
// the header's values, the invariants the body needs (needed, in label
// order after the loop variables) are computed again from the inputs,
// and the invariant guards the body dropped are checked, in their order.
func (p *peeler) entry(needed []ir.Value) *ir.Trace {
	t := p.t
	e := newEntry(t.Inputs)
	m := inputIndexes(t)
	for i := p.label + 1; i < len(t.Ops)-1; i++ {
		if !p.inv[i] {
			continue
		}
		op := t.Ops[i]
		op.Args = e.imports(t, op.Args, m)
		if op.Code.Info().Guard && op.Code != ir.OpGuardValue {
			op.Aux, op.Region = 0, 0 // a plain guard (not one that boxes)
		}
		m[i] = e.add(op)
	}
	oldLabel := t.Ops[p.label].Args
	var args []ir.Value
	for _, k := range p.carried {
		args = append(args, m[oldLabel[k]])
	}
	for _, v := range needed {
		args = append(args, m[v])
	}
	return e.finish(args)
}

func containsValue(vs []ir.Value, v ir.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}
