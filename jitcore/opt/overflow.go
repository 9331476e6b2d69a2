package opt

import (
	"math"

	"github.com/microjit/microjit/jitcore/ir"
)

// overflowBound recognizes in the operand v of lt(v, 0) the sign test of
// signed overflow of r = x + k or r = x - c for a constant k or c, the
// idioms (Hacker's Delight 2-13) that a language records for checked
// arithmetic, in fold's canonical form (x - c is r = x + (-c)):
//
//	add: and(xor(x, r), xor(r, k))   the sign of r differs from x's and k's
//	sub: and(xor(x, c), xor(x, r))   x and c differ in sign, and r and x
//
// With one operand constant, overflow is a single compare of x: x + k
// overflows exactly when x > MaxInt64 - k (k > 0) or x < MinInt64 - k
// (k < 0), and x - c when x < MinInt64 + c (c > 0) or x > MaxInt64 + c
// (c < 0). overflowBound returns that compare, lt or gt against bound.
func (b *builder) overflowBound(v ir.Value) (code ir.Opcode, x ir.Value, bound int64, ok bool) {
	d := b.def(v)
	if d == nil || d.Code != ir.OpAnd {
		return 0, ir.None, 0, false
	}
	for i := range 2 {
		p, q := b.def(d.Args[i]), b.def(d.Args[1-i])
		if p == nil || q == nil || p.Code != ir.OpXor || q.Code != ir.OpXor {
			continue
		}
		c, ok := b.intConst(q.Args[1])
		if !ok {
			continue
		}
		for j := range 2 {
			x, r := p.Args[j], p.Args[1-j] // p = xor(x, r)
			k, ok := b.addend(r, x)
			switch {
			case !ok || k == 0:
			case q.Args[0] == r && c == k && k > 0:
				return ir.OpGt, x, math.MaxInt64 - k, true
			case q.Args[0] == r && c == k:
				return ir.OpLt, x, math.MinInt64 - k, true
			case q.Args[0] == x && c == -k && c > 0:
				return ir.OpLt, x, math.MinInt64 + c, true
			case q.Args[0] == x && c == -k:
				return ir.OpGt, x, math.MaxInt64 + c, true
			}
		}
	}
	return 0, ir.None, 0, false
}

// addend reports k when r is add(x, k) for a constant k.
func (b *builder) addend(r, x ir.Value) (int64, bool) {
	d := b.def(r)
	if d == nil || d.Code != ir.OpAdd || d.Args[0] != x {
		return 0, false
	}
	return b.intConst(d.Args[1])
}
