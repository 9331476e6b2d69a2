package codeheap

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFreeListCoalesces(t *testing.T) {
	var f freeList
	f.put(64, 32)
	f.put(0, 32)
	f.put(128, 32)
	want := []extent{{0, 32}, {64, 32}, {128, 32}}
	if d := cmp.Diff(want, f.ext, cmp.AllowUnexported(extent{})); d != "" {
		t.Fatalf("after puts (-want +got):\n%s", d)
	}
	f.put(32, 32) // joins the first two
	f.put(96, 32) // joins everything
	want = []extent{{0, 160}}
	if d := cmp.Diff(want, f.ext, cmp.AllowUnexported(extent{})); d != "" {
		t.Fatalf("after merging puts (-want +got):\n%s", d)
	}
	if off, ok := f.take(48); !ok || off != 0 {
		t.Fatalf("take(48) = %d, %v; want 0, true", off, ok)
	}
	if off, ok := f.take(112); !ok || off != 48 {
		t.Fatalf("take(112) = %d, %v; want 48, true", off, ok)
	}
	if _, ok := f.take(1); ok || len(f.ext) != 0 {
		t.Fatalf("list should be empty, has %v", f.ext)
	}
}
