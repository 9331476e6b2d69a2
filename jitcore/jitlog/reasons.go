package jitlog

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/jitcore/ir"
)

// guardReason says what guard op i of t checks, from the IR that makes
// its condition: a promoted value, an object's class, an overflow, a
// bounds check against a memory region's length, a value's tag bits,
// the depth of compiled calls, room in the heap, or the path a branch
// took.
func guardReason(t *ir.Trace, i int) string {
	op := &t.Ops[i]
	switch op.Code {
	case ir.OpGuardValue:
		if a := opOf(t, op.Args[0]); a != nil && a.Code == ir.OpLoad64 && a.Aux == 0 && isOp(t, a.Args[0], ir.OpRefAddr) {
			return "class check: the object's header is " + t.ValueString(op.Args[1])
		}
		return "promoted value: " + t.ValueString(op.Args[1])
	case ir.OpEnter:
		return "call depth: compiled calls nest too deep"
	case ir.OpNew:
		return "heap full: the allocation needs a collection"
	case ir.OpCallTrace:
		return "the called function left compiled code"
	case ir.OpGuardTrue, ir.OpGuardFalse:
	default:
		return ""
	}
	cond := opOf(t, op.Args[0])
	switch {
	case cond == nil:
		return "branch"
	case cond.Code.IsOverflowTest() && op.Aux == ir.BoxesOnOverflow:
		return "overflow: the result no longer fits an immediate integer (it is boxed)"
	case cond.Code.IsOverflowTest():
		return "overflow of " + strings.TrimSuffix(cond.Code.String(), "_ovf")
	case cond.Code == ir.OpCall || cond.Code == ir.OpCallPure:
		return "the result of a call"
	case isCompare(cond.Code):
		for _, a := range cond.Args {
			if m, ok := regionLen(t, a, 0); ok {
				return fmt.Sprintf("bounds check: memory region m%d", m)
			}
		}
		for _, a := range cond.Args {
			if m := opOf(t, a); m != nil && m.Code == ir.OpAnd && (m.Args[0].IsConst() || m.Args[1].IsConst()) {
				return "type check: the value's tag bits"
			}
		}
		if cond.Code != ir.OpEq && cond.Code != ir.OpNe && (cond.Args[0].IsConst() || cond.Args[1].IsConst()) {
			for _, a := range cond.Args {
				if m, ok := addressIn(t, a); ok {
					return fmt.Sprintf("bounds check: memory region m%d", m)
				}
			}
		}
	}
	verb := "is true"
	if op.Code == ir.OpGuardFalse {
		verb = "is false"
	}
	return fmt.Sprintf("branch: %s %s", strings.TrimPrefix(t.OpString(op.Args[0], nil), t.ValueString(op.Args[0])+" = "), verb)
}

// opOf is the op that makes v, or nil when v is a constant, a virtual
// or None.
func opOf(t *ir.Trace, v ir.Value) *ir.Op {
	if v < 0 || v.IsVirtual() || int(v) >= len(t.Ops) {
		return nil
	}
	return &t.Ops[v]
}

func isOp(t *ir.Trace, v ir.Value, code ir.Opcode) bool {
	op := opOf(t, v)
	return op != nil && op.Code == code
}

func isCompare(c ir.Opcode) bool {
	switch c {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt:
		return true
	}
	return false
}

// regionLen finds the region whose length v is, or is computed from by
// additions and subtractions (at most maxLenDepth deep).
func regionLen(t *ir.Trace, v ir.Value, depth int) (int32, bool) {
	op := opOf(t, v)
	switch {
	case op == nil || depth > maxLenDepth:
		return 0, false
	case op.Code == ir.OpRegionLen:
		return op.Region, true
	case op.Code == ir.OpAdd || op.Code == ir.OpSub:
		for _, a := range op.Args {
			if m, ok := regionLen(t, a, depth+1); ok {
				return m, true
			}
		}
	}
	return 0, false
}

// addressIn finds a memory region of which v is the base address of a
// load or a store of t.
func addressIn(t *ir.Trace, v ir.Value) (int32, bool) {
	if opOf(t, v) == nil {
		return 0, false
	}
	for i := range t.Ops {
		if op := &t.Ops[i]; op.Code.IsMemory() && op.Code != ir.OpRegionLen && len(op.Args) > 0 && op.Args[0] == v {
			return op.Region, true
		}
	}
	return 0, false
}

// maxLenDepth bounds the search of regionLen.
const maxLenDepth = 3
