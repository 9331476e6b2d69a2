//go:build linux && amd64

package amd64

import (
	"math"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// floatOps maps the two-operand float ops to their SSE2 operation.
var floatOps = map[ir.Opcode]asm.FloatOp{
	ir.OpFAdd: asm.ADDSD, ir.OpFSub: asm.SUBSD, ir.OpFMul: asm.MULSD, ir.OpFDiv: asm.DIVSD,
}

// floatConds is the condition under which a float compare is true after
// floatCompare: ucomisd y, x for FLt and FLe (so that an unordered result,
// CF=ZF=PF=1, makes them false).
var floatConds = map[ir.Opcode]asm.Cond{ir.OpFLt: asm.CondA, ir.OpFLe: asm.CondAE}

// signBit is the sign bit of a float64, flipped by fneg.
const signBit = math.MinInt64

// isFloatOperand reports whether code takes floats and gives an int.
func isFloatOperand(code ir.Opcode) bool {
	switch code {
	case ir.OpFLt, ir.OpFLe, ir.OpFEq, ir.OpFloatToInt:
		return true
	}
	return false
}

// float lowers the float ops.
func (g *gen) float(i int, op *ir.Op) {
	a := &g.a
	switch op.Code {
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv:
		t := g.resultXReg(i, op.Args[1])
		g.toXReg(t, op.Args[0])
		switch src := g.locOf(op.Args[1]); src.kind {
		case locXReg:
			a.FloatRR(floatOps[op.Code], t, src.xreg)
		case locMem:
			a.FloatRM(floatOps[op.Code], t, src.mem)
		default:
			g.move(xregLoc(xscratch1), src)
			a.FloatRR(floatOps[op.Code], t, xscratch1)
		}
		g.move(g.ra.locs[i], xregLoc(t))
	case ir.OpFNeg:
		// Flip the sign bit, as Go's negation does (NaNs included).
		g.toReg(scratch0, op.Args[0])
		a.MovRI(asm.W64, scratch1, signBit)
		a.AluRR(asm.XOR, asm.W64, scratch0, scratch1)
		g.move(g.ra.locs[i], regLoc(scratch0))
	case ir.OpIntToFloat:
		g.toReg(scratch0, op.Args[0])
		t := g.resultXReg(i)
		a.Cvtsi2sd(t, scratch0)
		g.move(g.ra.locs[i], xregLoc(t))
	case ir.OpFloatToInt:
		// cvttsd2si gives MinInt64 for NaN and out-of-range values, the
		// result ir.Eval defines.
		x := g.floatReg(op.Args[0], xscratch0)
		t := g.resultReg(i)
		a.Cvttsd2si(t, x)
		g.move(g.ra.locs[i], regLoc(t))
	case ir.OpFLt, ir.OpFLe:
		g.floatCompare(op.Args[0], op.Args[1])
		g.setBool(i, floatConds[op.Code])
	case ir.OpFEq:
		// Equal and ordered: ZF=1 and PF=0.
		g.floatCompare(op.Args[1], op.Args[0])
		a.Setcc(asm.CondE, scratch0)
		a.Setcc(asm.CondNP, scratch1)
		a.AluRR(asm.AND, asm.W8, scratch0, scratch1)
		a.MovzxRR(asm.W32, asm.W8, scratch0, scratch0)
		g.move(g.ra.locs[i], regLoc(scratch0))
	}
}

// floatReg returns an XMM register holding v: its own, or tmp loaded.
func (g *gen) floatReg(v ir.Value, tmp asm.XReg) asm.XReg {
	if l := g.locOf(v); l.kind == locXReg {
		return l.xreg
	}
	g.toXReg(tmp, v)
	return tmp
}

// floatCompare emits ucomisd y, x: afterwards "above" means x < y.
func (g *gen) floatCompare(x, y ir.Value) {
	yr := g.floatReg(y, xscratch0)
	switch lx := g.locOf(x); lx.kind {
	case locXReg:
		g.a.FloatRR(asm.UCOMISD, yr, lx.xreg)
	case locMem:
		g.a.FloatRM(asm.UCOMISD, yr, lx.mem)
	default:
		g.toXReg(xscratch1, x)
		g.a.FloatRR(asm.UCOMISD, yr, xscratch1)
	}
}
