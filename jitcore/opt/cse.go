package opt

import (
	"encoding/binary"
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// CSE replaces a pure op or elidable call by an earlier one with the same
// opcode, type, arguments and function. The table is cleared at the
// label: values before it may be loop variables after it. An elidable
// call of more than one result stays (its result ops must follow it).
// A guard_not_invalidated with no call since the last one goes too:
// only a call can invalidate the trace (ir's quasi.go); the one after
// the label stays, for what enters the loop there.
func CSE(t *ir.Trace) *ir.Trace {
	b := newBuilder(t)
	seen := map[string]ir.Value{}
	var key []byte
	checked := false // a guard_not_invalidated since the last call or the label
	for i := range t.Ops {
		op := &t.Ops[i]
		switch {
		case op.Code == ir.OpLabel:
			clear(seen)
			checked = false
		case op.Code == ir.OpGuardNotInvalidated:
			if checked {
				continue
			}
			checked = true
		case op.Code == ir.OpCall || op.Code == ir.OpCallTrace:
			checked = false
		}
		if !(op.Code.Info().Pure || op.Code == ir.OpCallPure && t.ResultOps(i) == 0) || b.pinned[i] {
			b.keep(i)
			continue
		}
		args := b.args(op.Args)
		if commutative(op.Code) {
			slices.Sort(args)
		}
		key = opKey(key, op.Code, op.Type, op.Aux, args)
		if v, ok := seen[string(key)]; ok {
			b.m[i] = v
			continue
		}
		seen[string(key)] = b.keep(i)
	}
	return b.t
}

// opKey writes an op's identity (opcode, type, aux and arguments) into
// buf as bytes: the key of the tables that find an equal earlier op.
func opKey(buf []byte, code ir.Opcode, typ ir.Type, aux int64, args []ir.Value) []byte {
	buf = append(buf[:0], byte(code), byte(typ))
	buf = binary.LittleEndian.AppendUint64(buf, uint64(aux))
	for _, a := range args {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(a))
	}
	return buf
}
