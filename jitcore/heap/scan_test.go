package heap

import (
	"encoding/binary"
	"slices"
	"testing"
)

// rootedHandle is a Go object behind a handle that holds a Value.
type rootedHandle struct{ v Value }

func (r *rootedHandle) VisitRoots(visit func(*Value)) { visit(&r.v) }

// TestScanLive checks that ScanLive visits the words of the roots, of
// the objects they reach, of the Roots behind reachable handles, and
// nothing of garbage or of the bytes objects' bodies; and the headers
// of the live objects (their classes), not garbage's.
func TestScanLive(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	inner, _ := h.AllocWords(5, 1)
	h.SetSlot(inner, 0, Symbol(2))
	outer, _ := h.AllocWords(6, 2)
	h.SetSlot(outer, 0, Symbol(1))
	h.SetSlot(outer, 1, inner)
	garbage, _ := h.AllocWords(9, 1)
	h.SetSlot(garbage, 0, Symbol(9))
	bytes, _ := h.AllocBytes(7, 8)
	binary.LittleEndian.PutUint64(h.Bytes(bytes), uint64(Symbol(8))) // raw bytes, not a Value
	hv, _ := h.NewHandle(&rootedHandle{Symbol(3)})
	if _, err := h.NewHandle(&rootedHandle{Symbol(7)}); err != nil { // unreachable
		t.Fatal(err)
	}
	roots := []Value{outer, hv, bytes, Symbol(4)}
	h.AddRootWords(roots)

	var got, classes []uint32
	h.ScanLive(func(v Value) {
		if v.IsSymbol() {
			got = append(got, v.SymbolID())
		}
	}, func(hd Header) { classes = append(classes, hd.Class()) })
	slices.Sort(got)
	if want := []uint32{1, 2, 3, 4}; !slices.Equal(got, want) {
		t.Errorf("symbols visited: %v, want %v", got, want)
	}
	slices.Sort(classes)
	if want := []uint32{5, 6, 7}; !slices.Equal(classes, want) {
		t.Errorf("classes of the headers visited: %v, want %v", classes, want)
	}
}
