package opt

import (
	"slices"
	"sync"

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
	var acc *sinkAccesses // made at the first store
	defer func() {
		if acc != nil {
			acc.free()
		}
	}()
	for i := range t.Ops {
		op := &t.Ops[i]
		if !isStore(op.Code) || !t.TypeOf(op.Args[1]).IsWord() {
			continue
		}
		if acc == nil {
			acc = accessesOf(t)
		}
		if j := overwriter(t, acc, i); j > 0 {
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
			// One array of the size it needs (appending to the clipped
			// stores grew it a few times for a handful of stores).
			stores := make([]ir.Op, len(snap.Stores), len(snap.Stores)+len(pending))
			copy(stores, snap.Stores)
			for _, d := range pending {
				stores = append(stores, d.st)
			}
			snap.Stores = stores
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

// sinkAccesses are the accesses of a trace's memory ops, by op index:
// overwriter compares each store with the accesses after it, so each
// address is split once (splitOld), not once for every store before it
// in the window.
type sinkAccesses struct {
	acc []access
	ok  []bool // the address splits (splitOld's ok); false for other ops
}

var sinkAccessPool = sync.Pool{New: func() any { return new(sinkAccesses) }}

// accessesOf splits the address of every load and store of t.
func accessesOf(t *ir.Trace) *sinkAccesses {
	s := sinkAccessPool.Get().(*sinkAccesses)
	s.acc, s.ok = resized(s.acc, len(t.Ops), access{}), resized(s.ok, len(t.Ops), false)
	pre := newPreamble(t)
	for j := range t.Ops {
		op := &t.Ops[j]
		if isStore(op.Code) || op.Code == ir.OpLoad8U || op.Code == ir.OpLoad64 {
			base, k, ok := splitOld(t, pre.at(j), op.Args[0])
			s.acc[j], s.ok[j] = access{addr{op.Region, base, k + op.Aux}, accessSize(op.Code)}, ok
		}
	}
	return s
}

func (s *sinkAccesses) free() { sinkAccessPool.Put(s) }

// overwriter is the later store that writes over old store i, same
// bytes, before anything may read them (0: none): only such a store is
// worth delaying. A store nobody overwrites would be written by the trace
// anyway, and its guards' exits would write it as well.
func overwriter(t *ir.Trace, acc *sinkAccesses, i int) int {
	if !acc.ok[i] {
		return 0
	}
	a := acc.acc[i]
	for j := i + 1; j < len(t.Ops) && j <= i+sinkWindow; j++ {
		op := &t.Ops[j]
		switch {
		case isStore(op.Code) || op.Code == ir.OpLoad8U || op.Code == ir.OpLoad64:
			if !acc.ok[j] {
				return 0
			}
			o := acc.acc[j]
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
