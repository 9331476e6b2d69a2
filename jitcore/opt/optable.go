package opt

import (
	"encoding/binary"
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
)

// opTable finds an earlier op equal to one being written: CSE's table
// of pure ops, bounds' set of guards passed, an Entry's ops. Ops of at
// most maxKeyArgs arguments (all but calls of many arguments) are keyed
// by a comparable struct, which costs no allocation to look up or
// insert; a table of strings (opKey) takes the others. A map keyed by
// opKey for every op was half of CSE's time.
type opTable struct {
	small map[opID]ir.Value
	large map[string]ir.Value
	key   []byte
}

// maxKeyArgs is the most arguments an opID holds.
const maxKeyArgs = 3

// opID is an op's identity: opcode, type, number of arguments and
// region; aux; the arguments. Words without padding, so that the map
// hashes it as one block of memory.
type opID [4]uint64

var opTables = sync.Pool{New: func() any {
	return &opTable{small: map[opID]ir.Value{}, large: map[string]ir.Value{}}
}}

// newOpTable returns an empty table; free gives it back when the pass is
// done with it.
func newOpTable() *opTable { return opTables.Get().(*opTable) }

func (t *opTable) free() {
	t.reset()
	opTables.Put(t)
}

// reset empties the table.
func (t *opTable) reset() {
	clear(t.small)
	clear(t.large)
}

// find returns the value recorded for the op of these parts, if any.
func (t *opTable) find(code ir.Opcode, typ ir.Type, region int32, aux int64, args []ir.Value) (ir.Value, bool) {
	if len(args) <= maxKeyArgs {
		v, ok := t.small[makeOpID(code, typ, region, aux, args)]
		return v, ok
	}
	t.key = opKey(t.key, code, typ, aux, args)
	t.key = binary.LittleEndian.AppendUint32(t.key, uint32(region))
	v, ok := t.large[string(t.key)]
	return v, ok
}

// add records v for the op of these parts.
func (t *opTable) add(code ir.Opcode, typ ir.Type, region int32, aux int64, args []ir.Value, v ir.Value) {
	if len(args) <= maxKeyArgs {
		t.small[makeOpID(code, typ, region, aux, args)] = v
		return
	}
	t.key = opKey(t.key, code, typ, aux, args)
	t.key = binary.LittleEndian.AppendUint32(t.key, uint32(region))
	t.large[string(t.key)] = v
}

func makeOpID(code ir.Opcode, typ ir.Type, region int32, aux int64, args []ir.Value) opID {
	var a [maxKeyArgs]uint32
	for i, v := range args {
		a[i] = uint32(v)
	}
	return opID{
		uint64(code) | uint64(typ)<<8 | uint64(len(args))<<16 | uint64(uint32(region))<<32,
		uint64(aux),
		uint64(a[0]) | uint64(a[1])<<32,
		uint64(a[2]),
	}
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
