package heap

// ScanLive collects, then calls visit with every Value the live data
// holds: the roots' Values, those of the Roots behind the live handles,
// and every slot of every object left in the heap; and header, unless
// nil, with the header of every object left. A language whose immediates
// or header classes name entries of a table of its own (Prolog's atoms,
// as Symbol words, and functors, as classes) learns from it which
// entries are still used: the words it visits are all the heap knows of;
// what Go code holds elsewhere the language accounts for itself. It is a
// safe point (it collects), and it costs a collection and a pass over
// the live objects.
func (h *Heap) ScanLive(visit func(Value), header func(Header)) {
	h.collect()
	vp := func(p *Value) { visit(*p) }
	for _, e := range h.roots {
		e.roots.VisitRoots(vp)
	}
	epoch := h.gc.epoch
	for i := range h.handles.entries {
		e := &h.handles.entries[i]
		if r, ok := e.obj.(Roots); ok && e.mark == epoch {
			r.VisitRoots(vp)
		}
	}
	s := h.active[:h.rec.Top]
	for off := 0; off < len(s); {
		hd := Header(s[off])
		n := hd.BodyWords()
		if header != nil {
			header(hd)
		}
		if hd.Kind() == ObjWords {
			for _, v := range s[off+HeaderWords : off+HeaderWords+n] {
				visit(v)
			}
		}
		off += HeaderWords + n
	}
}
