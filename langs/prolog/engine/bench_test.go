package engine

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
)

// BenchmarkUnify unifies two ground 1,000-element lists of f(I, a),
// with unify's generated concrete instance ("generated") and with the
// generic source instantiated by the Go compiler ("generic"), which is
// what jitgen's instance saves.
func BenchmarkUnify(b *testing.B) {
	s := newStore(b, heap.Config{})
	items := make([]string, 1000)
	for i := range items {
		items[i] = "f(" + strings.Repeat("1", 1+i%5) + ", a)"
	}
	list := "[" + strings.Join(items, ", ") + "]"
	ts := terms(b, s, list, list)
	b.Run("generated", func(b *testing.B) {
		for b.Loop() {
			if !s.Unify(ts[0], ts[1]) {
				b.Fatal("no")
			}
		}
	})
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			if !unify[heap.Value, bool, domain.Concrete[heap.Value]](s.d, s.dh, &s.b, ts[0], ts[1], false) {
				b.Fatal("no")
			}
		}
	})
}
