package heap

import "unsafe"

// collector is the state of one Cheney collection; it lives in the Heap so
// that its visit closure and pending list are allocated once.
type collector struct {
	from, to []Value
	top      uint64 // next free word of to-space
	epoch    uint64 // handle mark epoch
	handles  *handleTable
	pending  []Roots // reached handle objects whose Values are still to trace
	bytes    uint64  // what the reached handles are counted for (Sized)
	visit    func(*Value)
}

// Collect runs a collection now. It is a safe point: every object may move
// and every handle unreachable from the roots is released.
func (h *Heap) Collect() { h.collect() }

// collect copies everything reachable from the roots to the other space
// (breadth first, Cheney's scan pointer), releases unreached handles and
// flips the spaces.
func (h *Heap) collect() {
	g := &h.gc
	if g.visit == nil {
		g.visit = g.forward
		g.handles = &h.handles
	}
	g.from, g.to, g.top = h.spaces[h.cur], h.spaces[1-h.cur], 0
	g.epoch++
	g.bytes = 0
	for _, e := range h.roots {
		e.roots.VisitRoots(g.visit)
	}
	scan := uint64(0)
	for {
		for scan < g.top {
			hd := Header(g.to[scan])
			body := uint64(hd.BodyWords())
			if hd.Kind() == ObjWords {
				for i := scan + HeaderWords; i < scan+HeaderWords+body; i++ {
					g.forward(&g.to[i])
				}
			}
			scan += HeaderWords + body
		}
		n := len(g.pending)
		if n == 0 {
			break
		}
		r := g.pending[n-1]
		g.pending[n-1] = nil
		g.pending = g.pending[:n-1]
		r.VisitRoots(g.visit)
	}
	h.stats.HandlesReleased += uint64(h.handles.sweep(g.epoch))
	h.stats.Collections++
	h.stats.CopiedWords += g.top
	h.stats.LiveWords = g.top
	h.stats.HandleBytes = g.bytes
	h.cur = 1 - h.cur
	h.active = h.spaces[h.cur]
	h.rec.Top = g.top
	h.rec.Base = uint64(uintptr(unsafe.Pointer(&g.to[0])))
	h.publishLimit()
	g.from, g.to = nil, nil
}

// forward makes *p point to the to-space copy of its object, copying the
// object on first reach, and marks handles.
func (g *collector) forward(p *Value) {
	v := *p
	switch uint64(v & TagMask) {
	case RefTagBits:
		off := v.Offset()
		hd := Header(g.from[off])
		if hd.Kind() == objForwarded {
			*p = ref(uint64(hd) >> HeaderKindBits)
			return
		}
		n := HeaderWords + uint64(hd.BodyWords())
		copy(g.to[g.top:g.top+n], g.from[off:off+n])
		g.from[off] = Value(g.top<<HeaderKindBits | uint64(objForwarded))
		*p = ref(g.top)
		g.top += n
	case HandleTagBits:
		if e, first := g.handles.mark(v, g.epoch); first {
			g.bytes += handleBytes(e)
			if r, ok := e.obj.(Roots); ok {
				g.pending = append(g.pending, r)
			}
		}
	}
}
