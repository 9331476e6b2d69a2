package ic

import (
	"fmt"
	"testing"
)

var sinkInt int

// BenchmarkSiteHit is a monomorphic inline-cache hit.
func BenchmarkSiteHit(b *testing.B) {
	s := NewCaches(0).NewSite()
	s.Record(42, 3, Result{Slot: 7})
	for b.Loop() {
		r := s.Lookup(42, 3)
		sinkInt = r.Slot
	}
}

// BenchmarkSiteHitPoly4 hits the last of four polymorphic entries.
func BenchmarkSiteHitPoly4(b *testing.B) {
	s := NewCaches(0).NewSite()
	for shape := ShapeID(1); shape <= 4; shape++ {
		s.Record(shape, 0, Result{Slot: int(shape)})
	}
	for b.Loop() {
		r := s.Lookup(4, 0)
		sinkInt = r.Slot
	}
}

// BenchmarkSiteHitMegamorphic hits the shared megamorphic table.
func BenchmarkSiteHitMegamorphic(b *testing.B) {
	s := NewCaches(1).NewSite()
	s.Record(1, 0, Result{})
	s.Record(2, 0, Result{Slot: 2})
	for b.Loop() {
		r := s.Lookup(2, 0)
		sinkInt = r.Slot
	}
}

// BenchmarkShapeLookup is the uncached lookup through a 4-attribute shape.
func BenchmarkShapeLookup(b *testing.B) {
	c, _ := NewTree(0).NewClass("C")
	s := mustAdd(b, c.Root(), "a", "b", "c", "d")
	for b.Loop() {
		sinkInt, _ = s.Lookup("b")
	}
}

// BenchmarkGoMapString is the baseline without shapes: a per-object
// attribute dictionary.
func BenchmarkGoMapString(b *testing.B) {
	m := map[string]int{}
	for i := range 4 {
		m[fmt.Sprintf("attr%d", i)] = i
	}
	key := "attr2"
	for b.Loop() {
		sinkInt = m[key]
	}
}

// BenchmarkGoMapShapeID is a Go map keyed by shape id.
func BenchmarkGoMapShapeID(b *testing.B) {
	m := map[ShapeID]int{}
	for i := range 4 {
		m[ShapeID(i+40)] = i
	}
	for b.Loop() {
		sinkInt = m[42]
	}
}
