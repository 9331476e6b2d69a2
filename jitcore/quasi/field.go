package quasi

// Field is a quasi-immutable word. The zero Field holds 0 and has no
// dependencies.
type Field struct {
	value int64
	deps  []*Dependency
}

// Load is the field's value.
func (f *Field) Load() int64 { return f.value }

// Store sets the field to v. A new value invalidates every Dependency
// registered on the field, which it then forgets; storing the value the
// field already holds invalidates nothing.
func (f *Field) Store(v int64) {
	if v == f.value {
		return
	}
	f.value = v
	deps := f.deps
	f.deps = nil
	for _, d := range deps {
		d.invalidate()
	}
}

// Depend registers d as depending on the field's current value (once:
// a recording reads a field again and again). A Dependency that is
// already invalid is not kept; the invalid ones a field holds are
// dropped when it would otherwise grow.
func (f *Field) Depend(d *Dependency) {
	if n := len(f.deps); d.invalid || n > 0 && f.deps[n-1] == d {
		return
	}
	if len(f.deps) == cap(f.deps) {
		live := f.deps[:0]
		for _, x := range f.deps {
			if !x.invalid {
				live = append(live, x)
			}
		}
		f.deps = live
	}
	f.deps = append(f.deps, d)
}

// Dependencies is the number of dependencies the field holds (for
// tests).
func (f *Field) Dependencies() int { return len(f.deps) }

// Dependency is what depends on fields: a trace being recorded, and
// then the compiled trace. It is invalidated once, by the first Store of
// a new value into a field it depends on.
type Dependency struct {
	invalid      bool
	onInvalidate func()
}

// Invalid reports whether a field d depends on was written.
func (d *Dependency) Invalid() bool { return d.invalid }

// OnInvalidate sets what invalidating d does (the driver: stop entering
// the trace, and make its code leave). When d is already invalid, fn
// runs now.
func (d *Dependency) OnInvalidate(fn func()) {
	d.onInvalidate = fn
	if d.invalid && fn != nil {
		fn()
	}
}

// Drop makes d invalid without running anything: a recording that was
// abandoned, whose fields need not keep it.
func (d *Dependency) Drop() {
	d.invalid = true
	d.onInvalidate = nil
}

func (d *Dependency) invalidate() {
	if d.invalid {
		return
	}
	d.invalid = true
	if fn := d.onInvalidate; fn != nil {
		d.onInvalidate = nil
		fn()
	}
}
