package ir

// Corresponds reports whether snapshot a of trace ta and snapshot b of
// trace tb describe the same interpreter state up to a renaming of
// values: the same frames (greens, locations and slot counts), virtuals and delayed
// stores, equal constants where either has a constant, and a one-to-one
// map between their op values, of equal types, that takes each slot of
// a to the slot of b in its place. Their live values (Snapshot.Live)
// then correspond in order, so code that takes a's live values as its
// inputs (a bridge) takes b's as well.
func Corresponds(ta *Trace, a *Snapshot, tb *Trace, b *Snapshot) bool {
	if len(a.Frames) != len(b.Frames) || len(a.Virtuals) != len(b.Virtuals) || len(a.Stores) != len(b.Stores) {
		return false
	}
	ab, ba := map[Value]Value{}, map[Value]Value{}
	same := func(x, y Value) bool {
		switch {
		case x.IsConst() || y.IsConst():
			return x.IsConst() && y.IsConst() && ta.Consts[x.ConstIndex()] == tb.Consts[y.ConstIndex()]
		case x == None || y == None || x.IsVirtual() || y.IsVirtual():
			return x == y
		}
		if !ta.TypeOf(x).Compatible(tb.TypeOf(y)) {
			return false
		}
		if m, ok := ab[x]; ok {
			return m == y
		}
		if _, ok := ba[y]; ok {
			return false
		}
		ab[x], ba[y] = y, x
		return true
	}
	all := func(xs, ys []Value) bool {
		if len(xs) != len(ys) {
			return false
		}
		for i := range xs {
			if !same(xs[i], ys[i]) {
				return false
			}
		}
		return true
	}
	for i, f := range a.Frames {
		g := b.Frames[i]
		if f.Where != g.Where || len(f.Greens) != len(g.Greens) || !all(f.Slots, g.Slots) {
			return false
		}
		for k := range f.Greens {
			if f.Greens[k] != g.Greens[k] {
				return false
			}
		}
	}
	for i, v := range a.Virtuals {
		w := b.Virtuals[i]
		if v.Region != w.Region || v.Header != w.Header || v.Int != w.Int || !all(v.Fields, w.Fields) {
			return false
		}
	}
	for i, s := range a.Stores {
		t := b.Stores[i]
		if s.Code != t.Code || s.Region != t.Region || s.Aux != t.Aux || !all(s.Args, t.Args) {
			return false
		}
	}
	return true
}
