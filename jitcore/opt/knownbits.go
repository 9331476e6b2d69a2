package opt

import (
	"math/bits"

	"github.com/microjit/microjit/jitcore/ir"
)

// knownBits is what is known of the bits of an int value: zero has a 1
// for each bit known to be 0, one a 1 for each bit known to be 1. No bit
// is in both. It is how Bounds and LoopBounds see through tagged words:
// a value shifted left by 16, or the sum of two such values, has its low
// 16 bits zero, so testing them is decided without running the test.
type knownBits struct{ zero, one uint64 }

func constBits(c int64) knownBits { return knownBits{zero: ^uint64(c), one: uint64(c)} }

// constant reports the value when every bit is known.
func (k knownBits) constant() (int64, bool) {
	return int64(k.one), k.zero|k.one == ^uint64(0)
}

// union is what is known when both k and l hold; ok is false when they
// contradict each other.
func (k knownBits) union(l knownBits) (_ knownBits, ok bool) {
	u := knownBits{k.zero | l.zero, k.one | l.one}
	return u, u.zero&u.one == 0
}

// common is what k and l both know: what holds when either holds.
func (k knownBits) common(l knownBits) knownBits {
	return knownBits{k.zero & l.zero, k.one & l.one}
}

// implies reports whether l is known wherever k knows it.
func (k knownBits) implies(l knownBits) bool {
	return l.zero&^k.zero == 0 && l.one&^k.one == 0
}

// count is the number of known bits.
func (k knownBits) count() int { return bits.OnesCount64(k.zero | k.one) }

// low is the number of bits known from bit 0 up without a gap: they fix
// the same bits of a sum, difference or product.
func (k knownBits) low() int { return bits.TrailingZeros64(^(k.zero | k.one)) }

// lowMask has the n low bits set (all bits for n = 64).
func lowMask(n int) uint64 { return uint64(1)<<n - 1 }

// exactLow knows the n low bits of x.
func exactLow(x int64, n int) knownBits {
	m := lowMask(n)
	return knownBits{zero: ^uint64(x) & m, one: uint64(x) & m}
}

// bitsOp is what is known of the result of int op code on arguments
// with the known bits x and y (y unused by unary ops).
func bitsOp(code ir.Opcode, x, y knownBits) knownBits {
	switch code {
	case ir.OpAdd, ir.OpSub:
		return exactLow(ir.Eval(code, int64(x.one), int64(y.one)), min(x.low(), y.low()))
	case ir.OpMul:
		k := exactLow(int64(x.one*y.one), min(x.low(), y.low()))
		tz := bits.TrailingZeros64(^x.zero) + bits.TrailingZeros64(^y.zero)
		k.zero |= lowMask(min(tz, 64))
		k.one &^= lowMask(min(tz, 64))
		return k
	case ir.OpNeg:
		return exactLow(-int64(x.one), x.low())
	case ir.OpNot:
		return knownBits{zero: x.one, one: x.zero}
	case ir.OpAnd:
		return knownBits{zero: x.zero | y.zero, one: x.one & y.one}
	case ir.OpOr:
		return knownBits{zero: x.zero & y.zero, one: x.one | y.one}
	case ir.OpXor:
		return knownBits{zero: x.zero&y.zero | x.one&y.one, one: x.zero&y.one | x.one&y.zero}
	case ir.OpShl, ir.OpShr, ir.OpSar:
		c, ok := y.constant()
		if !ok {
			return knownBits{}
		}
		n := uint(c & 63)
		switch code {
		case ir.OpShl:
			return knownBits{zero: x.zero<<n | lowMask(int(n)), one: x.one << n}
		case ir.OpShr:
			return knownBits{zero: x.zero>>n | ^(^uint64(0) >> n), one: x.one >> n}
		}
		return knownBits{zero: uint64(int64(x.zero) >> n), one: uint64(int64(x.one) >> n)}
	}
	if code.IsTest() {
		return knownBits{zero: ^uint64(1)}
	}
	return knownBits{}
}

// bitsOf is what is known of the bits of int value v: from its defining
// op and from the guards passed so far.
func (s *bounds) bitsOf(v ir.Value, depth int) knownBits {
	if c, ok := s.b.intConst(v); ok {
		return constBits(c)
	}
	if depth > 0 || v < 0 || int(v) >= len(s.b.t.Ops) {
		return s.bitsOfOp(v, depth)
	}
	for int(v) >= len(s.bitsMemo) {
		s.bitsMemo = append(s.bitsMemo, bitsMemo{})
	}
	if m := s.bitsMemo[v]; m.gen == s.gen {
		return m.bits
	}
	k := s.bitsOfOp(v, depth)
	s.bitsMemo[v] = bitsMemo{s.gen, k}
	return k
}

// bitsMemo is bitsOf's memo for a value: its answer (at depth 0), with
// the stamp (bounds.gen) it was made at.
type bitsMemo struct {
	gen  uint64
	bits knownBits
}

// maxBitsDepth is how deep bitsOf looks through defining ops.
const maxBitsDepth = 6

// bitsOfOp is bitsOf without the memo.
func (s *bounds) bitsOfOp(v ir.Value, depth int) knownBits {
	var k knownBits
	if d := s.b.def(v); d != nil && d.Type.IsWord() && depth < maxBitsDepth {
		switch {
		case d.Code == ir.OpLoad8U:
			k.zero = ^uint64(0xff)
		case d.Code.Info().Pure:
			var a [2]knownBits
			for i, x := range d.Args {
				a[i] = s.bitsOf(x, depth+1)
			}
			k = bitsOp(d.Code, a[0], a[1])
		}
	}
	if u, ok := k.union(s.learnedBits(v)); ok {
		k = u
	}
	return k
}

// refineBits records that v has the known bits k, and what follows for
// the arguments of the op defining v: the zero bits of an or are zero in
// both arguments, the one bits of an and are one in both, and so on.
func (s *bounds) refineBits(v ir.Value, k knownBits, depth int) {
	if v.IsConst() || depth > 8 || !s.b.t.TypeOf(v).IsWord() {
		return
	}
	cur := s.bitsOf(v, 0)
	n, ok := cur.union(k)
	if !ok || n == cur {
		return // a contradiction (the trace leaves before it matters), or nothing new
	}
	s.setBits(v, n)
	d := s.b.def(v)
	if d == nil {
		return
	}
	switch d.Code {
	case ir.OpOr:
		for _, a := range d.Args {
			s.refineBits(a, knownBits{zero: n.zero}, depth+1)
		}
	case ir.OpAnd:
		for i, a := range d.Args {
			other := s.bitsOf(d.Args[1-i], 0)
			s.refineBits(a, knownBits{zero: n.zero & other.one, one: n.one}, depth+1)
		}
	case ir.OpXor:
		for i, a := range d.Args {
			s.refineBits(a, bitsOp(ir.OpXor, n, s.bitsOf(d.Args[1-i], 0)), depth+1)
		}
	}
}

// differ reports whether the known bits of x and y rule out x == y.
func (s *bounds) differ(x, y ir.Value) bool {
	kx, ky := s.bitsOf(x, 0), s.bitsOf(y, 0)
	return kx.zero&ky.one|kx.one&ky.zero != 0
}

// unshift is shl(v, c) without the shift when v shifted right by c a
// value x whose low c bits are known zero, so that the shift left gives
// x back: shl(sar(x, c), c) is x, and shl(mul(sar(x, c), y), c) is
// mul(x, y), which untags and retags a tagged operand of a product in
// one multiply. It is ir.None otherwise.
func (s *bounds) unshift(v ir.Value, c int64) ir.Value {
	if x := s.shifted(v, c); x != ir.None {
		return x
	}
	d := s.b.def(v)
	if d == nil || d.Code != ir.OpMul {
		return ir.None
	}
	for i, a := range d.Args {
		if x := s.shifted(a, c); x != ir.None {
			return s.b.emit(ir.Op{Code: ir.OpMul, Type: ir.Int, Args: []ir.Value{x, d.Args[1-i]}})
		}
	}
	return ir.None
}

// shifted is x when v is sar(x, c) or shr(x, c) and the low c bits of x
// are known zero, else ir.None.
func (s *bounds) shifted(v ir.Value, c int64) ir.Value {
	d := s.b.def(v)
	if d == nil || d.Code != ir.OpSar && d.Code != ir.OpShr {
		return ir.None
	}
	x, low := d.Args[0], lowMask(int(c))
	if n, ok := s.b.intConst(d.Args[1]); !ok || n&63 != c || !s.b.t.TypeOf(x).IsWord() || s.bitsOf(x, 0).zero&low != low {
		return ir.None
	}
	return x
}

// maskedOr is and(y, m) for and(or(x, y), m), m a constant, when the
// bits of x that m keeps are known zero: a tag test of two values, one
// of which is known tagged, tests the other alone. It is ir.None
// otherwise.
func (s *bounds) maskedOr(args []ir.Value) ir.Value {
	m, ok := s.b.intConst(args[1])
	d := s.b.def(args[0])
	if !ok || d == nil || d.Code != ir.OpOr {
		return ir.None
	}
	for i, x := range d.Args {
		if s.bitsOf(x, 0).zero&uint64(m) == uint64(m) {
			return s.b.emit(ir.Op{Code: ir.OpAnd, Type: ir.Int, Args: []ir.Value{d.Args[1-i], args[1]}})
		}
	}
	return ir.None
}

// simplify is the value of int op code on (new) args when the known bits
// make the op unnecessary: a constant when they fix every bit of the
// result, an argument of an and or an or that leaves it unchanged (every
// bit the other argument could clear, or set, is known already), a shift
// left that undoes a shift right (unshift), a mask of an or that one
// argument of the or does not change (maskedOr); ir.None otherwise.
func (s *bounds) simplify(code ir.Opcode, args []ir.Value) ir.Value {
	var a [2]knownBits
	for i, x := range args {
		a[i] = s.bitsOf(x, 0)
	}
	if c, ok := bitsOp(code, a[0], a[1]).constant(); ok {
		return s.b.t.Const(ir.Int, c)
	}
	if code == ir.OpShl {
		if c, ok := s.b.intConst(args[1]); ok {
			return s.unshift(args[0], c&63)
		}
	}
	if code != ir.OpAnd && code != ir.OpOr {
		return ir.None
	}
	if code == ir.OpAnd {
		if x := s.maskedOr(args); x != ir.None {
			return x
		}
	}
	for i, x := range args {
		if !s.b.t.TypeOf(x).IsWord() {
			continue
		}
		mine, other := a[i], a[1-i]
		if code == ir.OpAnd && ^mine.zero&^other.one == 0 || code == ir.OpOr && ^other.zero&^mine.one == 0 {
			return x
		}
	}
	return ir.None
}
