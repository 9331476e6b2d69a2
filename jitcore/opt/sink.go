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
// Only integer words are delayed (Virtuals, which must see a ref stored
// into an object as the object's escape, has run before). Addresses are told
// apart as base+offset through adds of constants, as the heap cache does.
func Sink(t *ir.Trace) *ir.Trace {
	// over[i] is the store that writes over delayed store i (0: none).
	var over []int
	pre := newPreamble(t)
	for i := range t.Ops {
		op := &t.Ops[i]
		if !isStore(op.Code) || !t.TypeOf(op.Args[1]).IsWord() {
			continue
		}
		if j := overwriter(t, pre, i); j > 0 {
			if over == nil {
				over = make([]int, len(t.Ops))
			}
			over[i] = j
		}
	}
	if over == nil {
		return t
	}
	type delayed struct {
		st   ir.Op // with new-trace arguments
		over int
	}
	b := newBuilder(t)
	var pending []delayed // oldest first
	for i := range t.Ops {
		op := &t.Ops[i]
		switch {
		case isStore(op.Code):
			pending = slices.DeleteFunc(pending, func(d delayed) bool { return d.over == i })
			st := *op
			st.Args = b.args(op.Args)
			if over[i] > 0 {
				pending = append(pending, delayed{st, over[i]})
			} else {
				b.emit(st)
			}
		case op.Code.Info().Guard && len(pending) > 0:
			b.keep(i)
			g := &b.t.Ops[len(b.t.Ops)-1]
			snap := b.t.Snapshots[g.Snap]
			snap.Stores = slices.Clip(snap.Stores)
			for _, d := range pending {
				snap.Stores = append(snap.Stores, d.st)
			}
			b.t.Snapshots = append(b.t.Snapshots, snap)
			g.Snap = int32(len(b.t.Snapshots) - 1)
		default:
			b.keep(i)
		}
	}
	return b.finish()
}

func isStore(code ir.Opcode) bool { return code == ir.OpStore8 || code == ir.OpStore64 }

// sinkWindow bounds how far overwriter looks for the next store to the
// same bytes, so that the pass stays linear in long traces.
const sinkWindow = 256

// overwriter is the later store that writes over old store i, same
// bytes, before anything may read them (0: none): only such a store is
// worth delaying. A store nobody overwrites would be written by the trace
// anyway, and its guards' exits would write it as well.
func overwriter(t *ir.Trace, pre *preamble, i int) int {
	at := func(j int) (access, bool) {
		op := &t.Ops[j]
		base, k, ok := splitOld(t, pre.at(j), op.Args[0])
		return access{addr{op.Region, base, k + op.Aux}, accessSize(op.Code)}, ok
	}
	a, ok := at(i)
	if !ok {
		return 0
	}
	for j := i + 1; j < len(t.Ops) && j <= i+sinkWindow; j++ {
		op := &t.Ops[j]
		switch {
		case isStore(op.Code) || op.Code == ir.OpLoad8U || op.Code == ir.OpLoad64:
			o, ok := at(j)
			if !ok {
				return 0
			}
			if isStore(op.Code) && o == a {
				return j
			}
			if mayAlias(a.a, a.size, o.a, o.size) {
				return 0
			}
		case op.Code.Info().Guard && op.Code != ir.OpNew,
			op.Code.Info().Pure, op.Code == ir.OpRegionLen:
		default:
			return 0
		}
	}
	return 0
}
