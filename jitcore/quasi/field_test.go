package quasi

import "testing"

// TestStoreInvalidates: a new value invalidates every dependency once and
// forgets them; the same value, or an invalid dependency, does nothing.
func TestStoreInvalidates(t *testing.T) {
	var f Field
	f.Store(7)
	runs := 0
	a, b, dropped := &Dependency{}, &Dependency{}, &Dependency{}
	f.Depend(a)
	f.Depend(b)
	f.Depend(dropped)
	a.OnInvalidate(func() { runs++ })
	b.OnInvalidate(func() { runs += 10 })
	dropped.OnInvalidate(func() { runs += 100 })
	dropped.Drop()
	f.Store(7)
	if runs != 0 || a.Invalid() || f.Dependencies() != 3 {
		t.Fatalf("storing the same value: runs %d, invalid %v, %d dependencies", runs, a.Invalid(), f.Dependencies())
	}
	f.Store(8)
	if runs != 11 || !a.Invalid() || !b.Invalid() || f.Dependencies() != 0 || f.Load() != 8 {
		t.Fatalf("storing a new value: runs %d, invalid %v %v, %d dependencies, value %d", runs, a.Invalid(), b.Invalid(), f.Dependencies(), f.Load())
	}
	f.Depend(a) // invalid already: not kept
	f.Store(9)
	if runs != 11 || f.Dependencies() != 0 {
		t.Errorf("an invalid dependency ran again or was kept: runs %d, %d dependencies", runs, f.Dependencies())
	}
	late := 0
	a.OnInvalidate(func() { late++ })
	if late != 1 {
		t.Errorf("OnInvalidate of an invalid dependency did not run its function")
	}
}

// TestDependDropsInvalid: a field that keeps getting dependencies that
// are dropped (abandoned recordings) does not grow without bound.
func TestDependDropsInvalid(t *testing.T) {
	var f Field
	for range 1000 {
		d := &Dependency{}
		f.Depend(d)
		d.Drop()
	}
	if n := f.Dependencies(); n > 64 {
		t.Errorf("%d dependencies kept for 1000 dropped ones", n)
	}
}
