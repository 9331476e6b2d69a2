package ir

import "unsafe"

// Footprint estimates the Go memory a compiled trace keeps, in bytes:
// ops is its ops, their arguments, its constants and inputs (and those
// of its Entry); snaps is its snapshots with their frames, virtuals and
// delayed stores. Strings (names, printable locations) are left out:
// the language shares them between traces.
func (t *Trace) Footprint() (ops, snaps int) {
	ops = int(unsafe.Sizeof(*t)) + len(t.Name) +
		opsFootprint(t.Ops) +
		cap(t.Consts)*int(unsafe.Sizeof(Const{})) +
		cap(t.Inputs)*int(unsafe.Sizeof(Type(0)))
	snaps = cap(t.Snapshots) * int(unsafe.Sizeof(Snapshot{}))
	for i := range t.Snapshots {
		s := &t.Snapshots[i]
		snaps += cap(s.Frames)*int(unsafe.Sizeof(Frame{})) + opsFootprint(s.Stores)
		for _, f := range s.Frames {
			snaps += len(f.Greens)*8 + len(f.Slots)*valueSize
		}
		snaps += cap(s.Virtuals) * int(unsafe.Sizeof(Virtual{}))
		for _, v := range s.Virtuals {
			snaps += len(v.Fields) * valueSize
		}
	}
	// What the Values and Frames chunks hold beyond what the ops and
	// snapshots use (counted above).
	t.store.vals.each(func(c []Value) { ops += (cap(c) - len(c)) * valueSize })
	t.store.frames.each(func(c []Frame) { snaps += (cap(c) - len(c)) * int(unsafe.Sizeof(Frame{})) })
	if t.Entry != nil {
		eops, esnaps := t.Entry.Footprint()
		ops += eops + esnaps
	}
	return ops, snaps
}

// valueSize is the size of a Value.
const valueSize = int(unsafe.Sizeof(Value(0)))

// opsFootprint is the memory of ops' array and their arguments (by
// length: arguments may be slices of a shared array).
func opsFootprint(ops []Op) int {
	n := cap(ops) * int(unsafe.Sizeof(Op{}))
	for i := range ops {
		n += len(ops[i].Args) * valueSize
	}
	return n
}
