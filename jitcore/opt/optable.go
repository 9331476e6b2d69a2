package opt

import (
	"encoding/binary"
	"math/bits"
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
)

// opTable finds an earlier op equal to one being written: CSE's table
// of pure ops, bounds' set of guards passed, an Entry's ops. Ops of at
// most maxKeyArgs arguments (all but calls of many arguments) are keyed
// by a few words in a table of open addressing that a reset empties in
// constant time (tables are reset at every label and reused from trace
// to trace); a Go map of strings (opKey) takes the others. A Go map
// keyed by opKey for every op was half of CSE's time, and one keyed by
// the words still a tenth of compiling.
type opTable struct {
	slots []opSlot // a power of two of them
	n     int      // slots in use in this generation
	gen   uint32   // slots of another generation are free
	large map[string]ir.Value
	key   []byte
}

// opSlot is a slot of an opTable.
type opSlot struct {
	id  opID
	v   ir.Value
	gen uint32
}

// maxKeyArgs is the most arguments an opID holds.
const maxKeyArgs = 3

// opID is an op's identity: opcode, type, number of arguments and
// region; aux; the arguments.
type opID [4]uint64

// minOpSlots is the size of a new table.
const minOpSlots = 64

var opTables = sync.Pool{New: func() any {
	return &opTable{slots: make([]opSlot, minOpSlots), gen: 1, large: map[string]ir.Value{}}
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
	t.gen++
	t.n = 0
	if t.gen == 0 { // wrapped: old slots would look current
		clear(t.slots)
		t.gen = 1
	}
	if len(t.large) > 0 {
		clear(t.large)
	}
}

// find returns the value recorded for the op of these parts, if any.
func (t *opTable) find(code ir.Opcode, typ ir.Type, region int32, aux int64, args []ir.Value) (ir.Value, bool) {
	if len(args) > maxKeyArgs {
		t.key = opKey(t.key, code, typ, aux, args)
		t.key = binary.LittleEndian.AppendUint32(t.key, uint32(region))
		v, ok := t.large[string(t.key)]
		return v, ok
	}
	id := makeOpID(code, typ, region, aux, args)
	mask := uint64(len(t.slots) - 1)
	for i := id.hash() & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return 0, false
		}
		if s.id == id {
			return s.v, true
		}
	}
}

// add records v for the op of these parts (which find did not find).
func (t *opTable) add(code ir.Opcode, typ ir.Type, region int32, aux int64, args []ir.Value, v ir.Value) {
	if len(args) > maxKeyArgs {
		t.key = opKey(t.key, code, typ, aux, args)
		t.key = binary.LittleEndian.AppendUint32(t.key, uint32(region))
		t.large[string(t.key)] = v
		return
	}
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	t.insert(makeOpID(code, typ, region, aux, args), v)
}

// insert puts id in its slot, or replaces its value there.
func (t *opTable) insert(id opID, v ir.Value) {
	mask := uint64(len(t.slots) - 1)
	for i := id.hash() & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			*s = opSlot{id: id, v: v, gen: t.gen}
			t.n++
			return
		}
		if s.id == id {
			s.v = v
			return
		}
	}
}

// grow doubles the table, keeping this generation's slots.
func (t *opTable) grow() {
	old, gen := t.slots, t.gen
	t.slots = make([]opSlot, 2*len(old))
	t.n = 0
	for _, s := range old {
		if s.gen == gen {
			t.insert(s.id, s.v)
		}
	}
}

// hash mixes the words of id.
func (id opID) hash() uint64 {
	h := id[0]*0x9e3779b97f4a7c15 ^ id[1]
	h = bits.RotateLeft64(h*0xc2b2ae3d27d4eb4f, 31) ^ id[2]
	h = bits.RotateLeft64(h*0x9e3779b97f4a7c15, 27) ^ id[3]
	return (h ^ h>>29) * 0xbf58476d1ce4e5b9 >> 20
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
