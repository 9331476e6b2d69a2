package ir

import "fmt"

// Entering a peeled loop at its label (PyPy's short preamble).
//
// A peeled loop runs its preamble (the first iteration, and the loop
// invariants it hoists) once, then its body from the label. Another trace
// that reaches the loop's header jumps to its first op, so the preamble
// runs again on every entry: a nested loop's round bridge pays a whole
// iteration plus the invariant guards each time round. When the body
// needs nothing from the preamble but its label's arguments, and those are
// the header's values in another form plus invariants that can be
// computed again, the jumping trace can do that work itself, inline, where
// its optimizer sees what it already knows, and jump to the label:
//
//	loop:  inputs h0 h1 h2
//	       ...preamble...                   entry: inputs h0 h1 h2
//	       label(j, n, k)                          j = sar h1, 16
//	       ...body...                              guard_true eq(and(h1, 65535), 0)
//	       jump(j', n, k')                         guard_true ge(h1, 0)
//	                                               n = region_len m0
//	                                               jump j, n, h2
//
// The loop's Entry (Trace.Entry) is that computation: a trace of kind
// LoopEntry whose inputs are the loop's, whose ops are pure ops, loads,
// region lengths, elidable calls and guards, and whose final jump (Aux
// -1) passes the label's arguments. Its guards are the facts the
// optimizer assumed at the label: the invariant guards peeling removed
// from the body, the bounds it proved inductive, the tag of a counter
// carried unshifted. A trace that enters through the Entry records its
// ops, with its guards resuming where the trace is, and ends in a jump
// with Region JumpToLabel. The Entry's own guards share one snapshot,
// the header with its inputs, which nothing resumes at.

// JumpToLabel in the Region of a jump to compiled loop Aux says that the
// jump enters the loop at its label, passing the label's arguments (as
// the loop's Entry computes them), rather than at its first op.
const JumpToLabel = 1

// ToLabel reports whether op is a jump into another loop's label.
func (op *Op) ToLabel() bool {
	return op.Code == OpJump && op.Aux >= 0 && op.Region == JumpToLabel
}

// entryOp reports whether an Entry may hold op code: ops that compute or
// check, with no effect and no allocation.
func entryOp(code Opcode) bool {
	switch code {
	case OpInput, OpLoad8U, OpLoad64, OpRegionLen, OpCallPure, OpCallResult, OpGuardTrue, OpGuardFalse, OpGuardValue, OpJump:
		return true
	}
	return code.Info().Pure
}

// verifyEntry checks loop t's Entry e: inputs like t's, only ops an
// Entry may hold, and a jump to the label with arguments of the label's
// types.
func (t *Trace) verifyEntry(e *Trace, label int) error {
	if e.Kind != LoopEntry {
		return fmt.Errorf("is not a loop entry")
	}
	if label < 0 {
		return fmt.Errorf("the loop has no label")
	}
	if err := e.Verify(); err != nil {
		return err
	}
	if len(e.Inputs) != len(t.Inputs) {
		return fmt.Errorf("has %d inputs, the loop %d", len(e.Inputs), len(t.Inputs))
	}
	for i, typ := range e.Inputs {
		if typ != t.Inputs[i] {
			return fmt.Errorf("input %d is %s, the loop's %s", i, typ, t.Inputs[i])
		}
	}
	for i := range e.Ops {
		if op := &e.Ops[i]; !entryOp(op.Code) {
			return fmt.Errorf("op %d: an entry cannot %s", i, op.Code)
		}
	}
	largs := t.Ops[label].Args
	jargs := e.Ops[len(e.Ops)-1].Args
	if len(largs) != len(jargs) {
		return fmt.Errorf("passes %d values to a label of %d", len(jargs), len(largs))
	}
	for k := range largs {
		if a, b := t.TypeOf(largs[k]), e.TypeOf(jargs[k]); !a.Compatible(b) {
			return fmt.Errorf("passes %s for label argument %d, a %s", b, k, a)
		}
	}
	return nil
}
