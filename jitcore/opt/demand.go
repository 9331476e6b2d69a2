package opt

import (
	"math/bits"
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// Demand removes masks that no use needs, from the bits each value's uses
// demand (a backward walk): a store8 needs the low byte of its value, an
// and with a constant the bits of the constant, an add, sub or mul only
// the bits of its arguments up to the highest bit its own uses need, and
// a shift left by k those bits shifted right by k; every other use needs
// every bit. An argument and(x, c) of an
// op whose demand c covers is replaced, for that op only, by x: in
//
//	i2 = and i1, 255
//	i3 = ne i2, 0
//	i4 = add i2, 255
//	store8 m0[i0], i4
//
// the add reads i1, so the mask is computed for the compare alone (which
// the native backend then makes one byte test) and the add does not wait
// for it. A bf cell counted down and tested each step keeps one mask per
// step instead of two.
//
// A label argument is never looked through: after the label it is a loop
// variable, not the value its op computed first; nor, after the label, is
// a value of the preamble, which may come from a loop variable's first
// value (preamble).
func Demand(t *ir.Trace) *ir.Trace {
	demand := make([]uint64, len(t.Ops))
	need := func(v ir.Value, bits uint64) {
		if v >= 0 {
			demand[v] |= bits
		}
	}
	for i := len(t.Ops) - 1; i >= 0; i-- {
		op := &t.Ops[i]
		switch op.Code {
		case ir.OpStore8:
			need(op.Args[0], all)
			need(op.Args[1], 0xff)
		case ir.OpAnd:
			for k, a := range op.Args {
				if c, ok := t.ConstBits(op.Args[1-k]); ok {
					need(a, demand[i]&uint64(c))
				} else {
					need(a, demand[i])
				}
			}
		case ir.OpAdd, ir.OpSub, ir.OpMul:
			for _, a := range op.Args {
				need(a, low(demand[i]))
			}
		case ir.OpShl:
			need(op.Args[0], shlDemand(t, op, demand[i]))
			need(op.Args[1], all)
		default:
			for _, a := range op.Args {
				need(a, all)
			}
			if op.Code.Info().Snap {
				t.Snapshots[op.Snap].Values(func(v ir.Value) {
					if v >= 0 && !v.IsVirtual() {
						need(v, all)
					}
				})
			}
		}
	}
	// unmask lists, by op, the arguments it reads through their mask.
	pre := newPreamble(t)
	var unmask map[int][]ir.Value
	for i := range t.Ops {
		op := &t.Ops[i]
		var mask uint64
		switch op.Code {
		case ir.OpStore8:
			mask = 0xff
		case ir.OpAdd, ir.OpSub, ir.OpMul:
			mask = low(demand[i])
		case ir.OpShl:
			mask = shlDemand(t, op, demand[i])
		default:
			continue
		}
		for k, a := range op.Args {
			if op.Code == ir.OpStore8 && k == 0 || op.Code == ir.OpShl && k == 1 {
				continue // a store's address, a shift's count
			}
			if x, ok := unmasked(t, pre.at(i), a, mask); ok {
				if unmask == nil {
					unmask = map[int][]ir.Value{}
				}
				if unmask[i] == nil {
					unmask[i] = slices.Clone(op.Args)
				}
				unmask[i][k] = x
			}
		}
	}
	if unmask == nil {
		return t
	}
	b := newBuilder(t)
	for i := range t.Ops {
		args, ok := unmask[i]
		if !ok {
			b.keep(i)
			continue
		}
		o := t.Ops[i]
		o.Args = b.args(args)
		if v := b.emit(o); o.Type != ir.Void {
			b.m[i] = v
		}
	}
	return then(b.finish(), DCE)
}

const all = ^uint64(0)

// low is the mask of every bit up to the highest bit of d: the bits of
// the arguments of an add, sub or mul that decide the bits d of the
// result.
func low(d uint64) uint64 {
	if d == 0 {
		return 0
	}
	return all >> bits.LeadingZeros64(d)
}

// shlDemand is what shl x, k (op) needs of x when its uses need the
// bits d: d >> k for a constant k (a mul by 2^k is such a shl since
// fold), every bit otherwise.
func shlDemand(t *ir.Trace, op *ir.Op, d uint64) uint64 {
	if k, ok := t.ConstBits(op.Args[1]); ok {
		return d >> (k & 63)
	}
	return all
}

// unmasked is x when old value v is and(x, c) (c a constant) and mask
// lies within c, so that v and x agree on the bits of mask.
func unmasked(t *ir.Trace, stop opaqueAt, v ir.Value, mask uint64) (ir.Value, bool) {
	if v < 0 || stop.opaque(v) || t.Ops[v].Code != ir.OpAnd {
		return 0, false
	}
	d := &t.Ops[v]
	c, ok := t.ConstBits(d.Args[1])
	if !ok || mask&^uint64(c) != 0 {
		return 0, false
	}
	return d.Args[0], true
}
