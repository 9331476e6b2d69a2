package heap

// Sized is implemented by a Go object behind a handle that holds memory
// of its own beyond a small struct: a string's bytes, a list's array. A
// language whose values are mostly Go objects (minipy) keeps its memory
// limit with it: collections and Measure add up the HeapBytes of the
// objects behind the handles they reach, so the language knows how much
// of the Go heap its live objects hold.
type Sized interface {
	// HeapBytes is the memory the object holds, its struct included.
	HeapBytes() int
}

// HandleBytes is what a live handle is counted for besides its object's
// HeapBytes (or, for an object that is not Sized, in all): its table
// entry and a small Go object.
const HandleBytes = 64

// handleBytes is what the handle table entry e is counted for.
func handleBytes(e *handleEntry) uint64 {
	if s, ok := e.obj.(Sized); ok {
		return HandleBytes + uint64(max(s.HeapBytes(), 0))
	}
	return HandleBytes
}

// Measure counts what is reachable from the roots now: the words of the
// heap's objects and the bytes of the handles (see Sized). Unlike
// Collect it moves and releases nothing, so it is not a safe point: a
// language calls it where a collection may not happen (inside a built-in
// holding values the roots do not see) to learn whether an allocation
// about to be made fits under its limit. Values the roots do not reach
// are not counted. It costs a trace of the live data, like a collection.
func (h *Heap) Measure() (words, handleBytes uint64) {
	m := &h.meas
	top := h.rec.Top
	if n := int((top + 63) / 64); cap(m.marks) < n {
		m.marks = make([]uint64, n)
	} else {
		m.marks = m.marks[:n]
		clear(m.marks)
	}
	m.words, m.bytes = 0, 0
	h.gc.epoch++
	m.epoch = h.gc.epoch
	if m.visit == nil {
		m.visit = func(p *Value) { m.reach(h, *p) }
	}
	for _, e := range h.roots {
		e.roots.VisitRoots(m.visit)
	}
	s := h.space()
	for {
		for len(m.gray) > 0 {
			off := m.gray[len(m.gray)-1]
			m.gray = m.gray[:len(m.gray)-1]
			hd := Header(s[off])
			if hd.Kind() != ObjWords {
				continue
			}
			for _, v := range s[off+HeaderWords : off+HeaderWords+uint64(hd.BodyWords())] {
				m.reach(h, v)
			}
		}
		n := len(m.pending)
		if n == 0 {
			break
		}
		r := m.pending[n-1]
		m.pending[n-1] = nil
		m.pending = m.pending[:n-1]
		r.VisitRoots(m.visit)
	}
	return m.words, m.bytes
}

// measure is Measure's state, kept in the Heap so that its mark bits and
// stacks are allocated once.
type measure struct {
	marks        []uint64 // one bit per word of the current space: object reached
	gray         []uint64 // offsets of reached objects whose slots are still to visit
	pending      []Roots  // reached handle objects whose Values are still to visit
	words, bytes uint64
	epoch        uint64
	visit        func(*Value)
}

// reach counts v's object or handle the first time Measure reaches it.
func (m *measure) reach(h *Heap, v Value) {
	switch uint64(v & TagMask) {
	case RefTagBits:
		off := v.Offset()
		if m.marks[off/64]&(1<<(off%64)) != 0 {
			return
		}
		m.marks[off/64] |= 1 << (off % 64)
		m.words += HeaderWords + uint64(Header(h.space()[off]).BodyWords())
		m.gray = append(m.gray, off)
	case HandleTagBits:
		if e, first := h.handles.mark(v, m.epoch); first {
			m.bytes += handleBytes(e)
			if r, ok := e.obj.(Roots); ok {
				m.pending = append(m.pending, r)
			}
		}
	}
}
