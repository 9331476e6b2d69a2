//go:build linux && amd64

package amd64

import (
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// aluOps maps the two-operand integer ops to their ALU operation.
var aluOps = map[ir.Opcode]asm.AluOp{
	ir.OpAdd: asm.ADD, ir.OpSub: asm.SUB, ir.OpAnd: asm.AND, ir.OpOr: asm.OR, ir.OpXor: asm.XOR,
}

// shiftOps maps the shifts to their x86 shift.
var shiftOps = map[ir.Opcode]asm.ShiftOp{ir.OpShl: asm.SHL, ir.OpShr: asm.SHR, ir.OpSar: asm.SAR}

// intConds is the condition under which each integer compare is true after
// cmp a, b.
var intConds = map[ir.Opcode]asm.Cond{
	ir.OpEq: asm.CondE, ir.OpNe: asm.CondNE, ir.OpLt: asm.CondL, ir.OpLe: asm.CondLE,
	ir.OpGt: asm.CondG, ir.OpGe: asm.CondGE, ir.OpUlt: asm.CondB,
}

// commutative marks the two-operand integer ops whose operands may swap.
var commutative = map[ir.Opcode]bool{
	ir.OpAdd: true, ir.OpMul: true, ir.OpAnd: true, ir.OpOr: true, ir.OpXor: true,
}

// leaScales maps the multipliers that one lea computes, x + x*scale, to
// the scale.
var leaScales = map[int64]asm.Scale{3: asm.Scale2, 5: asm.Scale4, 9: asm.Scale8}

// shiftMask is the shift count mask of 64-bit shifts (ir.Eval's mod 64).
const shiftMask = 63

// integer lowers the pure integer ops.
func (g *gen) integer(i int, op *ir.Op) {
	a := &g.a
	if i > 0 && g.ra.folded[i-1] && notZeroMask(g.t, i) {
		switch l := g.locOf(g.t.Ops[i-1].Args[0]); l.kind {
		case locReg:
			a.AluRI(asm.CMP, asm.W64, l.reg, 1)
		default:
			a.AluMI(asm.CMP, asm.W64, l.mem, 1)
		}
		t := g.resultReg(i)
		a.AluRR(asm.SBB, asm.W64, t, t)
		g.move(g.ra.locs[i], regLoc(t))
		return
	}
	if cond, ok := intConds[op.Code]; ok {
		g.compareInt(op.Args[0], op.Args[1])
		g.setBool(i, cond)
		return
	}
	if op.Code == ir.OpShl && g.flagsWanted(i) {
		g.shlTimes(i, op)
		return
	}
	x, y := ir.None, ir.None
	if len(op.Args) == 2 {
		x, y = op.Args[0], op.Args[1]
		// A commutative op whose result goes where its second operand
		// is computes there: add r9, r10 instead of a copy through rax.
		if d := g.ra.locs[i]; commutative[op.Code] && d.kind == locReg && g.locOf(y).same(d) && !g.locOf(x).same(d) {
			x, y = y, x
		}
		// x + c into another register is one lea, unless the overflow
		// test after it wants add's flags.
		if d, lx, ly := g.ra.locs[i], g.locOf(x), g.locOf(y); op.Code == ir.OpAdd && !g.flagsWanted(i) && d.kind == locReg &&
			lx.kind == locReg && ly.kind == locConst && fitsInt32(ly.imm) {
			a.Lea(asm.W64, d.reg, asm.Ptr(lx.reg, int32(ly.imm)))
			return
		}
		// x * 3 (5, 9) is lea d, [x + x*2] (4, 8): one cycle of latency
		// instead of imul's three, and no copy of x first. It sets no
		// flags, so not when an overflow test reads them.
		if d, lx, ly := g.ra.locs[i], g.locOf(x), g.locOf(y); op.Code == ir.OpMul && !g.flagsWanted(i) && d.kind == locReg &&
			lx.kind == locReg && ly.kind == locConst {
			if s, ok := leaScales[ly.imm]; ok {
				a.Lea(asm.W64, d.reg, asm.PtrIndex(lx.reg, lx.reg, s, 0))
				return
			}
		}
		// x & 0xff (0xffff, 0xffffffff) is one zero-extending move,
		// into any register.
		if d, lx, ly := g.ra.locs[i], g.locOf(x), g.locOf(y); op.Code == ir.OpAnd && d.kind == locReg &&
			lx.kind == locReg && ly.kind == locConst {
			switch ly.imm {
			case 0xff:
				a.MovzxRR(asm.W32, asm.W8, d.reg, lx.reg)
				return
			case 0xffff:
				a.MovzxRR(asm.W32, asm.W16, d.reg, lx.reg)
				return
			case 0xffffffff:
				a.MovRR(asm.W32, d.reg, lx.reg)
				return
			}
		}
	}
	var t asm.Reg
	if len(op.Args) == 2 {
		t = g.resultReg(i, y)
	} else {
		x = op.Args[0]
		t = g.resultReg(i)
	}
	g.toReg(t, x)
	switch op.Code {
	case ir.OpNeg:
		a.Neg(asm.W64, t)
	case ir.OpNot:
		a.Not(asm.W64, t)
	case ir.OpMul:
		g.mul(t, g.locOf(y))
	case ir.OpShl, ir.OpShr, ir.OpSar:
		g.shift(shiftOps[op.Code], t, y)
	default:
		g.alu(aluOps[op.Code], t, g.locOf(y))
	}
	g.move(g.ra.locs[i], regLoc(t)) // a mov: the flags stay
	if op.Code == ir.OpAdd || op.Code == ir.OpSub || op.Code == ir.OpMul {
		g.flagsOf = i
	}
}

// shlTimes lowers shl x, k whose overflow the next op tests (shlTested)
// as imul t, x, 2^k, which sets the overflow flag.
func (g *gen) shlTimes(i int, op *ir.Op) {
	k, _ := g.t.ConstBits(op.Args[1])
	t := g.resultReg(i)
	src := g.locOf(op.Args[0])
	if src.kind != locReg {
		g.toReg(t, op.Args[0])
		src = regLoc(t)
	}
	g.a.ImulRRI(asm.W64, t, src.reg, int32(1)<<k)
	g.move(g.ra.locs[i], regLoc(t))
	g.flagsOf = i
}

// tests reports whether overflow test op i tests arithmetic op j: the
// same operation of the same operands (in either order when it commutes).
func tests(t *ir.Trace, i, j int) bool {
	if j < 0 {
		return false
	}
	o, a := &t.Ops[i], &t.Ops[j]
	if shlTested(t, o, a) {
		return true
	}
	if o.Code.Tested() != a.Code || a.Code == ir.OpInput {
		return false
	}
	x, y := o.Args[0], o.Args[1]
	return a.Args[0] == x && a.Args[1] == y || commutative[a.Code] && a.Args[0] == y && a.Args[1] == x
}

// shlTested reports whether o is mul_ovf(x, 2^k) and a is shl(x, k), with
// 2^k a 32-bit immediate: imul x, 2^k computes a and sets the flag that o
// tests (a value that must fit an immediate of a tagged representation,
// trace.Recorder.FitsImmediate, is checked and tagged at once).
func shlTested(t *ir.Trace, o, a *ir.Op) bool {
	if o.Code != ir.OpMulOvf || a.Code != ir.OpShl || o.Args[0] != a.Args[0] {
		return false
	}
	c, ok1 := t.ConstBits(o.Args[1])
	k, ok2 := t.ConstBits(a.Args[1])
	return ok1 && ok2 && k > 0 && k < 31 && c == 1<<k
}

// flagsWanted reports whether the op after op i that emits code (ops
// skipped between emit nothing) reads op i's flags in its guard: an
// overflow test of op i, or a sign or zero test of op i's result
// (signTest). Op i's instruction then sets the flags it reads.
func (g *gen) flagsWanted(i int) bool {
	j := i + 1
	for j < len(g.t.Ops) && g.skipped(j) {
		j++
	}
	return j < len(g.t.Ops) && g.ra.fused[j] && (tests(g.t, j, i) || signTest(g.t, j, i))
}

// signConds is the condition under which each compare with 0 is true
// after an add or sub set the flags from its result: SF and ZF are the
// result's, so lt and ge read the sign (not SF != OF, as after cmp), and
// le and gt, which would need both, are not among them.
var signConds = map[ir.Opcode]asm.Cond{
	ir.OpEq: asm.CondE, ir.OpNe: asm.CondNE, ir.OpLt: asm.CondS, ir.OpGe: asm.CondNS,
}

// signTest reports whether compare op i compares the result of op j, an
// add or sub, with 0 in a way signConds can read from j's flags.
func signTest(t *ir.Trace, i, j int) bool {
	if j < 0 {
		return false
	}
	c, a := &t.Ops[i], &t.Ops[j]
	if _, ok := signConds[c.Code]; !ok || a.Code != ir.OpAdd && a.Code != ir.OpSub {
		return false
	}
	k, ok := t.ConstBits(c.Args[1])
	return ok && k == 0 && c.Args[0] == ir.Value(j)
}

// overflowFlags sets the overflow flag to overflow test op i's result:
// by the add, sub or imul it tests into a scratch register, or by nothing
// when the op before it was that arithmetic and set the flags last.
func (g *gen) overflowFlags(i int, op *ir.Op, prevFlags int) {
	if prevFlags >= 0 && tests(g.t, i, prevFlags) {
		return
	}
	g.toReg(scratch0, op.Args[0])
	switch y := g.locOf(op.Args[1]); op.Code {
	case ir.OpAddOvf:
		g.alu(asm.ADD, scratch0, y)
	case ir.OpSubOvf:
		g.alu(asm.SUB, scratch0, y)
	default:
		g.mul(scratch0, y)
	}
}

// alu emits op t, src for any source location.
func (g *gen) alu(op asm.AluOp, t asm.Reg, src loc) {
	a := &g.a
	switch src.kind {
	case locReg:
		a.AluRR(op, asm.W64, t, src.reg)
	case locMem:
		a.AluRM(op, asm.W64, t, src.mem)
	case locConst:
		if fitsInt32(src.imm) {
			a.AluRI(op, asm.W64, t, int32(src.imm))
			return
		}
		a.MovRI(asm.W64, scratch1, src.imm)
		a.AluRR(op, asm.W64, t, scratch1)
	default:
		g.move(regLoc(scratch1), src)
		a.AluRR(op, asm.W64, t, scratch1)
	}
}

// mul emits t *= src.
func (g *gen) mul(t asm.Reg, src loc) {
	a := &g.a
	switch src.kind {
	case locReg:
		a.ImulRR(asm.W64, t, src.reg)
	case locMem:
		a.ImulRM(asm.W64, t, src.mem)
	case locConst:
		if fitsInt32(src.imm) {
			a.ImulRRI(asm.W64, t, t, int32(src.imm))
			return
		}
		a.MovRI(asm.W64, scratch1, src.imm)
		a.ImulRR(asm.W64, t, scratch1)
	}
}

// shift emits t = t op count, the count taken mod 64 like the CPU does.
func (g *gen) shift(op asm.ShiftOp, t asm.Reg, count ir.Value) {
	if count.IsConst() {
		if n := uint8(g.locOf(count).imm & shiftMask); n != 0 {
			g.a.ShiftRI(op, asm.W64, t, n)
		}
		return
	}
	g.toReg(scratch1, count)
	g.a.ShiftRCL(op, asm.W64, t)
}

// compareInt sets the flags as cmp x, y does.
func (g *gen) compareInt(x, y ir.Value) {
	a := &g.a
	lx, ly := g.locOf(x), g.locOf(y)
	switch {
	case lx.kind == locReg && ly.kind == locConst && ly.imm == 0:
		a.TestRR(asm.W64, lx.reg, lx.reg) // the flags of cmp x, 0, shorter
	case lx.kind == locReg:
		g.alu(asm.CMP, lx.reg, ly)
	case lx.kind == locMem && ly.kind == locReg:
		a.AluMR(asm.CMP, asm.W64, lx.mem, ly.reg)
	case lx.kind == locMem && ly.kind == locConst && fitsInt32(ly.imm):
		a.AluMI(asm.CMP, asm.W64, lx.mem, int32(ly.imm))
	default:
		g.move(regLoc(scratch0), lx)
		g.alu(asm.CMP, scratch0, ly)
	}
}

// setBool materializes condition c as op i's 0/1 result.
func (g *gen) setBool(i int, c asm.Cond) {
	t := g.resultReg(i)
	g.a.Setcc(c, t)
	g.a.MovzxRR(asm.W32, asm.W8, t, t)
	g.move(g.ra.locs[i], regLoc(t))
}
