package opt

import "github.com/microjit/microjit/jitcore/ir"

// DCE removes ops without side effects (pure ops, elidable calls and
// the results of calls, loads, region_len) whose results nothing uses: no kept op, no snapshot of a
// kept guard, no label and no jump. Inputs always stay (they are the
// trace's signature). Snapshots of removed guards disappear with them.
func DCE(t *ir.Trace) *ir.Trace {
	live := make([]bool, len(t.Ops))
	mark := func(vs []ir.Value) {
		for _, v := range vs {
			if v >= 0 && !v.IsVirtual() {
				live[v] = true
			}
		}
	}
	dead := false
	for i := len(t.Ops) - 1; i >= 0; i-- {
		op := &t.Ops[i]
		if removable(op.Code) && !live[i] {
			dead = true
			continue
		}
		live[i] = true
		mark(op.Args)
		if op.Code.Info().Snap {
			s := &t.Snapshots[op.Snap]
			for _, f := range s.Frames {
				mark(f.Slots)
			}
			for _, vo := range s.Virtuals {
				mark(vo.Fields)
			}
			for _, st := range s.Stores {
				mark(st.Args)
			}
		}
	}
	if !dead {
		return t // every op is needed: the trace as it is
	}
	b := newBuilder(t)
	for i := range t.Ops {
		if live[i] {
			b.keep(i)
		}
	}
	return b.finish()
}

func removable(code ir.Opcode) bool {
	switch code {
	case ir.OpCallPure, ir.OpCallResult, ir.OpLoad8U, ir.OpLoad64, ir.OpRegionLen, ir.OpScan8:
		return true
	}
	return code.Info().Pure
}
