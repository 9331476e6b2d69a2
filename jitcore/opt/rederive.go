package opt

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/ir"
)

// Rederive computes a byte offset of an object (ref_addr) again after
// each op that may collect, from its ref, wherever the passes made one
// live across such an op: CSE of two ref_addrs of one ref, a ref_addr
// hoisted into a loop's preamble. A collection moves objects, so an
// offset computed before it is stale after it (ir's roots.go); the ref
// is a heap word, which the backends keep as a root and read back. It
// is no pass that can be switched off: Optimize runs it after the
// passes, whichever ran. A trace without such ops is returned as it is.
//
//	i5 = ref_addr r3                i5 = ref_addr r3
//	i6 = load64 m1[i5+8]            i6 = load64 m1[i5+8]
//	call f0(i6) collects     ->     call f0(i6) collects
//	store64 m1[i5+8], 0             i8 = ref_addr r3
//	                                store64 m1[i8+8], 0
//
// In a loop whose body collects, an offset from before the label is
// computed again at its first use in the body, every iteration. An
// offset that is a loop variable cannot be: Rederive fails (Optimize
// then fails, and the driver runs the trace as recorded).
func Rederive(t *ir.Trace) (*ir.Trace, error) {
	collects, label, bodyCollects := false, -1, false
	for i := range t.Ops {
		switch op := &t.Ops[i]; {
		case op.Code == ir.OpLabel:
			label = i
		case op.MayCollect():
			collects = true
			bodyCollects = bodyCollects || label >= 0
		}
	}
	if !collects {
		return t, nil
	}
	if label >= 0 && bodyCollects {
		last := &t.Ops[len(t.Ops)-1]
		for _, args := range [][]ir.Value{t.Ops[label].Args, last.Args} {
			for _, a := range args {
				if isRefAddr(t, a) {
					return nil, fmt.Errorf("rederive: loop variable %s is a byte offset of an object, in a loop that collects", t.ValueString(a))
				}
			}
		}
	}
	b := newBuilder(t)
	stale := make([]bool, len(t.Ops)) // old ref_addrs whose new value a collection made stale
	var defined []ir.Value            // old ref_addrs so far
	refresh := func(v ir.Value) {
		if isRefAddr(t, v) && stale[v] {
			b.m[v] = b.emit(ir.Op{Code: ir.OpRefAddr, Type: ir.Int, Args: []ir.Value{b.arg(t.Ops[v].Args[0])}})
			stale[v] = false
		}
	}
	for i := range t.Ops {
		op := &t.Ops[i]
		for _, a := range op.Args {
			refresh(a)
		}
		if op.Code.Info().Snap {
			s := &t.Snapshots[op.Snap]
			for _, st := range s.Stores {
				for _, a := range st.Args {
					if isRefAddr(t, a) && stale[a] {
						refresh(a)
						b.snaps[op.Snap] = -1 // copied again with the new offset
					}
				}
			}
		}
		b.keep(i)
		switch {
		case op.Code == ir.OpRefAddr:
			defined = append(defined, ir.Value(i))
		case op.MayCollect(), op.Code == ir.OpLabel && bodyCollects:
			for _, v := range defined {
				stale[v] = true
			}
		}
	}
	return b.finish(), nil
}

func isRefAddr(t *ir.Trace, v ir.Value) bool {
	return v >= 0 && !v.IsVirtual() && t.Ops[v].Code == ir.OpRefAddr
}
