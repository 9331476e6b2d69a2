package ic

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

func mustClass(t testing.TB, tr *Tree, name string) *Class {
	t.Helper()
	c, err := tr.NewClass(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustAdd(t testing.TB, s *Shape, names ...string) *Shape {
	t.Helper()
	for _, n := range names {
		var err error
		if s, err = s.Add(n); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestTransitionsShared(t *testing.T) {
	tr := NewTree(0)
	c := mustClass(t, tr, "Point")
	xy1 := mustAdd(t, c.Root(), "x", "y")
	xy2 := mustAdd(t, c.Root(), "x", "y")
	yx := mustAdd(t, c.Root(), "y", "x")
	if xy1 != xy2 {
		t.Errorf("same attribute order gave %v and %v", xy1, xy2)
	}
	if xy1 == yx {
		t.Error("different orders share a shape")
	}
	if mustAdd(t, xy1, "x") != xy1 {
		t.Error("adding an existing attribute changed the shape")
	}
	other := mustClass(t, tr, "Other")
	if mustAdd(t, other.Root(), "x", "y") == xy1 {
		t.Error("shapes of two classes shared")
	}
	// root, x, xy, y, yx for Point; root, x, xy for Other.
	if n := tr.NumShapes(); n != 8 {
		t.Errorf("%d shapes, want 8", n)
	}
	for id := ShapeID(1); int(id) <= tr.NumShapes(); id++ {
		if s := tr.Shape(id); s == nil || s.ID() != id {
			t.Errorf("Shape(%d) = %v", id, s)
		}
	}
	if tr.Shape(0) != nil || tr.Shape(1000) != nil {
		t.Error("Shape of an unknown id")
	}
	if xy1.Class() != c || c.Name() != "Point" || !slices.Equal(xy1.Names(), []string{"x", "y"}) {
		t.Errorf("%v of class %s", xy1, xy1.Class().Name())
	}
}

func TestLookup(t *testing.T) {
	tr := NewTree(0)
	c := mustClass(t, tr, "C")
	var names []string
	for i := range 3 * indexDepth {
		names = append(names, fmt.Sprintf("a%d", i))
	}
	for _, depth := range []int{0, 1, indexDepth - 1, indexDepth, 3 * indexDepth} {
		s := mustAdd(t, c.Root(), names[:depth]...)
		if s.NumSlots() != depth {
			t.Errorf("depth %d: %d slots", depth, s.NumSlots())
		}
		for i, n := range names[:depth] {
			if got, ok := s.Lookup(n); !ok || got != i {
				t.Errorf("depth %d: Lookup(%s) = %d %v, want %d", depth, n, got, ok, i)
			}
		}
		if _, ok := s.Lookup("missing"); ok {
			t.Errorf("depth %d: found a missing attribute", depth)
		}
		if depth < len(names) {
			if _, ok := s.Lookup(names[depth]); ok {
				t.Errorf("depth %d: found a child's attribute", depth)
			}
		}
	}
}

func TestShapeLimit(t *testing.T) {
	tr := NewTree(4)
	c := mustClass(t, tr, "C")
	s := mustAdd(t, c.Root(), "a", "b", "c")
	if _, err := s.Add("d"); !errors.Is(err, ErrTooManyShapes) {
		t.Errorf("5th shape: %v", err)
	}
	if _, err := tr.NewClass("D"); !errors.Is(err, ErrTooManyShapes) {
		t.Errorf("5th shape as a root: %v", err)
	}
	if got := mustAdd(t, c.Root(), "a", "b"); got.NumSlots() != 2 {
		t.Error("cached transitions fail at the limit")
	}
}

func TestClassVersionAndWatchers(t *testing.T) {
	tr := NewTree(0)
	c := mustClass(t, tr, "C")
	var fired []string
	c.Watch(func() { fired = append(fired, "a") })
	cancel := c.Watch(func() { fired = append(fired, "b") })
	c.Watch(func() { fired = append(fired, "c") })
	cancel()
	if c.Version() != 0 {
		t.Fatal("fresh class version")
	}
	c.Mutate()
	c.Mutate()
	if c.Version() != 2 || !slices.Equal(fired, []string{"a", "c"}) {
		t.Errorf("version %d, fired %v", c.Version(), fired)
	}
	cancel()
}
