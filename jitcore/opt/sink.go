package opt

import (
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// Sink delays stores past the guards that follow them. A guard's exit
// must see memory as the interpreter would have it, so a store before a
// guard used to stay before it, even when a later store wrote the same
// bytes again. Now such a store is not written by the trace: it waits,
// and each guard it waits past carries it in its snapshot
// (ir.Snapshot.Stores) for its exit to do; the store that writes over it
// ends its wait. Only a store that is written over before anything may
// read its bytes (a load or store that may alias them, a call, a scan, an
// allocation, the label, the jump) is delayed, so nothing ever needs to
// read a delayed store's bytes, and none is pending there.
//
// A bf bridge that counts one cell down and another up in ten steps, each
// ending in a test of the first cell, stored both cells ten times; it now
// stores each once, after the last step, and the exit of step k stores
// the values of step k.
//
// Only int values are delayed (a ref stored into an object is how the
// object escapes, which Virtuals must see as it is). Addresses are told
// apart as base+offset through adds of constants, as the heap cache does.
func Sink(t *ir.Trace) *ir.Trace {
	var delayed []bool // by op: a store to delay
	pinned := labelArgs(t)
	for i := range t.Ops {
		op := &t.Ops[i]
		if isStore(op.Code) && t.TypeOf(op.Args[1]) == ir.Int && overwritten(t, pinned, i) {
			if delayed == nil {
				delayed = make([]bool, len(t.Ops))
			}
			delayed[i] = true
		}
	}
	if delayed == nil {
		return t
	}
	b := newBuilder(t)
	var pending []ir.Op // delayed stores, oldest first, new-trace arguments
	for i := range t.Ops {
		op := &t.Ops[i]
		switch {
		case isStore(op.Code):
			st := *op
			st.Args = b.args(op.Args)
			a := accessOf(b, &st)
			pending = slices.DeleteFunc(pending, func(p ir.Op) bool { return accessOf(b, &p) == a })
			if delayed[i] {
				pending = append(pending, st)
			} else {
				b.emit(st)
			}
		case op.Code.Info().Guard && len(pending) > 0:
			b.keep(i)
			g := &b.t.Ops[len(b.t.Ops)-1]
			snap := b.t.Snapshots[g.Snap]
			snap.Stores = append(slices.Clip(snap.Stores), pending...)
			b.t.Snapshots = append(b.t.Snapshots, snap)
			g.Snap = int32(len(b.t.Snapshots) - 1)
		default:
			b.keep(i)
		}
	}
	return b.t
}

func isStore(code ir.Opcode) bool { return code == ir.OpStore8 || code == ir.OpStore64 }

// sinkWindow bounds how far overwritten looks for the next store to the
// same bytes, so that the pass stays linear in long traces.
const sinkWindow = 256

// overwritten reports whether old store i is written over, same bytes, by
// a later store before anything may read it: only such a store is worth
// delaying. A store nobody overwrites would be written at the flush
// anyway, and its guards' exits would write it as well.
func overwritten(t *ir.Trace, loopVar func(ir.Value) bool, i int) bool {
	st := &t.Ops[i]
	base, k, ok := splitOld(t, loopVar, st.Args[0])
	if !ok {
		return false
	}
	a := access{addr{st.Region, base, k + st.Aux}, accessSize(st.Code)}
	for j := i + 1; j < len(t.Ops) && j <= i+sinkWindow; j++ {
		op := &t.Ops[j]
		switch {
		case isStore(op.Code) || op.Code == ir.OpLoad8U || op.Code == ir.OpLoad64:
			b, kb, ok := splitOld(t, loopVar, op.Args[0])
			if !ok {
				return false
			}
			o := access{addr{op.Region, b, kb + op.Aux}, accessSize(op.Code)}
			if isStore(op.Code) && o == a {
				return true
			}
			if mayAlias(a.a, a.size, o.a, o.size) {
				return false
			}
		case op.Code.Info().Guard && op.Code != ir.OpNew,
			op.Code.Info().Pure, op.Code == ir.OpRegionLen:
		default:
			return false
		}
	}
	return false
}

// accessOf is the bytes a load or store with new-trace arguments touches.
func accessOf(b *builder, op *ir.Op) access {
	base, k := b.split(op.Args[0])
	return access{addr{op.Region, base, k + op.Aux}, accessSize(op.Code)}
}
