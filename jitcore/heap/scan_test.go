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
// nothing of garbage or of the bytes objects' bodies.
func TestScanLive(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	inner, _ := h.AllocWords(0, 1)
	h.SetSlot(inner, 0, Symbol(2))
	outer, _ := h.AllocWords(0, 2)
	h.SetSlot(outer, 0, Symbol(1))
	h.SetSlot(outer, 1, inner)
	garbage, _ := h.AllocWords(0, 1)
	h.SetSlot(garbage, 0, Symbol(9))
	bytes, _ := h.AllocBytes(0, 8)
	binary.LittleEndian.PutUint64(h.Bytes(bytes), uint64(Symbol(8))) // raw bytes, not a Value
	hv, _ := h.NewHandle(&rootedHandle{Symbol(3)})
	if _, err := h.NewHandle(&rootedHandle{Symbol(7)}); err != nil { // unreachable
		t.Fatal(err)
	}
	roots := []Value{outer, hv, bytes, Symbol(4)}
	h.AddRootWords(roots)

	var got []uint32
	h.ScanLive(func(v Value) {
		if v.IsSymbol() {
			got = append(got, v.SymbolID())
		}
	})
	slices.Sort(got)
	if want := []uint32{1, 2, 3, 4}; !slices.Equal(got, want) {
		t.Errorf("symbols visited: %v, want %v", got, want)
	}
}
