package opt

import (
	"math"
	"math/bits"

	"github.com/microjit/microjit/jitcore/ir"
)

// Fold does constant folding and algebraic simplification of integer ops
// (including the overflow tests of checked arithmetic), and drops guards
// whose condition is a constant that holds. See doc.go.
//
// A guard_true on the and of two tests (guard_false on their or) becomes
// two guards with the same snapshot: each a compare and a branch.
func Fold(t *ir.Trace) *ir.Trace {
	b := newBuilder(t)
	return b.walk(folder{b})
}

// folder is Fold's stage (walk.go).
type folder struct{ b *builder }

func (f folder) op(op ir.Op, from int) ir.Value {
	b := f.b
	info := op.Code.Info()
	switch {
	case b.pinnedOp(from):
	case info.Pure:
		return b.foldPure(op.Code, op.Type, op.Args)
	case info.Guard && !op.Code.HasCondition(): // new, enter: nothing to fold
	case isMemory(op.Code):
		b.foldAddress(&op)
	case info.Guard:
		if guardHolds(b, op.Code, op.Args) {
			return ir.None
		}
		parts := b.conjuncts(op.Code, op.Args)
		if parts == nil {
			break
		}
		snap := op.Snap
		for k, c := range parts {
			if k > 0 {
				snap = b.copySnapshot(snap)
			}
			b.emit(ir.Op{Code: op.Code, Type: op.Type, Args: []ir.Value{c}, Snap: snap})
		}
		return ir.None
	}
	return b.pass(op, from)
}

// conjuncts splits the condition of a guard_true on and(x, y), or of a
// guard_false on or(x, y), where x and y are tests (0 or 1), into the
// conditions of two guards of the same kind that pass together: each
// becomes a compare and a branch, where the whole needs the two tests'
// values. A constant that leaves the other side as it is (1 in an and, 0
// in an or) is left out. It returns nil when the condition is not such
// a pair.
func (b *builder) conjuncts(code ir.Opcode, args []ir.Value) []ir.Value {
	want := ir.OpAnd
	if code == ir.OpGuardFalse {
		want = ir.OpOr
	}
	d := b.def(args[0])
	if code == ir.OpGuardValue || d == nil || d.Code != want {
		return nil
	}
	neutral := int64(0) // or(x, 0) is x
	if code == ir.OpGuardTrue {
		neutral = 1 // and(x, 1) is x for a test
	}
	var parts []ir.Value
	for _, x := range d.Args {
		if c, ok := b.intConst(x); ok {
			if c != neutral {
				return nil // and(x, 2) is 0 for a test: leave such guards whole
			}
			continue
		}
		if !b.isTest(x) {
			return nil
		}
		parts = append(parts, x)
	}
	return parts
}

// isMemory reports whether code addresses memory at Args[0] + Aux.
func isMemory(code ir.Opcode) bool {
	switch code {
	case ir.OpLoad8U, ir.OpLoad64, ir.OpStore8, ir.OpStore64, ir.OpScan8:
		return true
	}
	return false
}

// foldAddress moves the constant of an address x + c into the memory
// op's displacement (kept within 32 bits, what an x86 address holds), so
// x + c need not be computed for it: store8 m0[add(p, 2)] becomes
// store8 m0[p+2].
func (b *builder) foldAddress(op *ir.Op) {
	d := b.def(op.Args[0])
	if d == nil || d.Code != ir.OpAdd {
		return
	}
	c, ok := b.intConst(d.Args[1])
	if disp := op.Aux + c; ok && disp >= math.MinInt32 && disp <= math.MaxInt32 && c >= math.MinInt32 && c <= math.MaxInt32 {
		op.Args[0] = d.Args[0] // the op's own arguments: builder.args made them
		op.Aux = disp
	}
}

// guardHolds reports whether a guard on args certainly passes. A guard
// that certainly fails is kept: the trace always leaves there.
func guardHolds(b *builder, code ir.Opcode, args []ir.Value) bool {
	if !args[0].IsConst() {
		return false
	}
	x := b.t.Consts[args[0].ConstIndex()].Bits
	switch code {
	case ir.OpGuardTrue:
		return x != 0
	case ir.OpGuardFalse:
		return x == 0
	case ir.OpGuardValue:
		return x == b.t.Consts[args[1].ConstIndex()].Bits
	}
	return false
}

func commutative(code ir.Opcode) bool {
	switch code {
	case ir.OpAdd, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpEq, ir.OpNe, ir.OpAddOvf, ir.OpMulOvf:
		return true
	}
	return false
}

// mirrored is the comparison c' with c(x, y) == c'(y, x).
var mirrored = map[ir.Opcode]ir.Opcode{ir.OpLt: ir.OpGt, ir.OpGt: ir.OpLt, ir.OpLe: ir.OpGe, ir.OpGe: ir.OpLe}

// foldPure returns the value of pure op code on (new) args, emitting a
// simplified op when it cannot be reduced to an existing value.
func (b *builder) foldPure(code ir.Opcode, typ ir.Type, args []ir.Value) ir.Value {
	info := code.Info()
	all := true
	var bits [2]int64
	for i, a := range args {
		if !a.IsConst() {
			all = false
			break
		}
		bits[i] = b.t.Consts[a.ConstIndex()].Bits
	}
	if all {
		return b.t.Const(info.Result, ir.Eval(code, bits[0], bits[1]))
	}
	if typ != ir.Int || !argsInt(b, args) {
		return b.emit(ir.Op{Code: code, Type: typ, Args: args})
	}
	// Canonical form: constants on the right.
	if len(args) == 2 && args[0].IsConst() {
		if commutative(code) {
			args = b.pair(args[1], args[0])
		} else if m, ok := mirrored[code]; ok {
			code, args = m, b.pair(args[1], args[0])
		}
	}
	x := args[0]
	if len(args) == 1 {
		if d := b.def(x); d != nil && d.Code == code && (code == ir.OpNeg || code == ir.OpNot) {
			return d.Args[0] // neg(neg z), not(not z)
		}
		return b.emit(ir.Op{Code: code, Type: typ, Args: args})
	}
	y := args[1]
	c, isC := b.intConst(y)
	if x == y {
		switch code {
		case ir.OpSub, ir.OpXor, ir.OpSubOvf:
			return b.t.Const(ir.Int, 0)
		case ir.OpAnd, ir.OpOr:
			return x
		case ir.OpEq, ir.OpLe, ir.OpGe:
			return b.t.Const(ir.Int, 1)
		case ir.OpNe, ir.OpLt, ir.OpGt, ir.OpUlt:
			return b.t.Const(ir.Int, 0)
		}
	}
	if isC {
		d := b.def(x)
		switch code {
		case ir.OpSub:
			return b.foldPure(ir.OpAdd, typ, b.pair(x, b.t.Const(ir.Int, -c)))
		case ir.OpAdd:
			if c == 0 {
				return x
			}
			if d != nil && d.Code == ir.OpAdd {
				if c2, ok := b.intConst(d.Args[1]); ok {
					return b.foldPure(ir.OpAdd, typ, b.pair(d.Args[0], b.t.Const(ir.Int, c+c2)))
				}
			}
		case ir.OpMul:
			switch {
			case c == 0:
				return y
			case c == 1:
				return x
			case c > 0 && c&(c-1) == 0: // 2^k: the same wrapped bits, one cycle
				return b.foldPure(ir.OpShl, typ, b.pair(x, b.t.Const(ir.Int, log2(c))))
			}
		case ir.OpAnd:
			switch c {
			case 0:
				return y
			case -1:
				return x
			}
			if d != nil && d.Code == ir.OpAnd {
				if c2, ok := b.intConst(d.Args[1]); ok {
					return b.foldPure(ir.OpAnd, typ, b.pair(d.Args[0], b.t.Const(ir.Int, c&c2)))
				}
			}
		case ir.OpOr:
			switch c {
			case 0:
				return x
			case -1:
				return y
			}
		case ir.OpXor:
			if c == 0 {
				return x
			}
		case ir.OpShl, ir.OpShr, ir.OpSar:
			if c&63 == 0 {
				return x
			}
		case ir.OpNe, ir.OpEq:
			if c == 0 {
				return b.foldTruth(code, x)
			}
		case ir.OpSubOvf:
			// x - c overflows exactly when x + (-c) does, but for c =
			// MinInt64, which has no negation. The test then pairs with
			// the add that fold makes of x - c.
			if c != math.MinInt64 {
				return b.foldPure(ir.OpAddOvf, typ, b.pair(x, b.t.Const(ir.Int, -c)))
			}
		case ir.OpAddOvf:
			if c == 0 {
				return b.t.Const(ir.Int, 0)
			}
		case ir.OpMulOvf:
			if c == 0 || c == 1 {
				return b.t.Const(ir.Int, 0)
			}
		}
	}
	return b.emit(ir.Op{Code: code, Type: typ, Args: args})
}

// log2 is k for c = 2^k.
func log2(c int64) int64 { return int64(bits.TrailingZeros64(uint64(c))) }

// foldTruth is ne(x, 0) or eq(x, 0) (code) of a test's 0 or 1, maybe
// shifted left as a language tags it: ne(shl(t, k), 0) is t itself,
// which a guard then tests in the flags, and eq(t, 0) of an integer
// comparison is the negated comparison.
func (b *builder) foldTruth(code ir.Opcode, x ir.Value) ir.Value {
	if d := b.def(x); d != nil && d.Code == ir.OpShl {
		if k, ok := b.intConst(d.Args[1]); ok && k >= 0 && k < 64 && b.isTest(d.Args[0]) {
			x = d.Args[0]
		}
	}
	d := b.def(x)
	switch {
	case !b.isTest(x):
	case code == ir.OpNe:
		return x
	case negated[d.Code] != 0:
		return b.foldPure(negated[d.Code], ir.Int, d.Args)
	}
	return b.emit(ir.Op{Code: code, Type: ir.Int, Args: b.pair(x, b.t.Const(ir.Int, 0))})
}

// isTest reports whether v is the 0 or 1 of a comparison or overflow
// test.
func (b *builder) isTest(v ir.Value) bool {
	d := b.def(v)
	return d != nil && d.Code.IsTest()
}

func argsInt(b *builder, args []ir.Value) bool {
	for _, a := range args {
		if !b.t.TypeOf(a).IsWord() {
			return false
		}
	}
	return true
}
