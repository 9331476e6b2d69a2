package heap

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

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
	// shortcut is applied to the refs of objects whose header is
	// shortcutHeader.
	shortcut       Shortcut
	shortcutHeader Header
}

// Shortcut is a language's rule that lets a collection drop objects that
// only stand for another value (a Prolog variable bound for good is its
// binding): given the from-space of the collection and a ref into it, it
// returns the value to keep in its place (the ref itself when none). It
// may read the from-space only, and an object there that is already
// copied has a forwarding header (no header of an exported kind).
type Shortcut func(from []Value, v Value) Value

// ExactRoots are roots that a Shortcut must not replace (Prolog's trail
// holds the variable cells to unbind, not their values): a collection
// visits them first, without it, when the heap has one. Roots that
// implement it give the same refs in VisitRoots too or not, as they
// please: a ref visited twice is forwarded once.
type ExactRoots interface {
	VisitExactRoots(visit func(*Value))
}

// SetShortcut makes every collection from now on apply s to the refs it
// copies of objects whose header is hd (nil: none). Comparing the header
// first keeps the call off the other objects.
func (h *Heap) SetShortcut(hd Header, s Shortcut) { h.gc.shortcut, h.gc.shortcutHeader = s, hd }

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
	used := h.rec.Top // the words from-space held
	g.from, g.to, g.top = h.spaces[h.cur], h.spaces[1-h.cur], 0
	g.epoch++
	g.bytes = 0
	if g.shortcut != nil {
		// The refs that must stay what they are first: the objects they
		// reach are then copied, and refs to them keep them.
		shortcut := g.shortcut
		g.shortcut = nil
		for _, e := range h.roots {
			if x, ok := e.roots.(ExactRoots); ok {
				x.VisitExactRoots(g.visit)
			}
		}
		g.shortcut = shortcut
	}
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
	h.release(g.from, used)
	g.from, g.to = nil, nil
}

// releaseBytes is the size from which a collection gives the pages of the
// space it emptied back to the system. The next collection into that
// space touches them again (the system gives zeroed pages, a fault each),
// which costs less than the memory for large spaces: peak memory is then
// the allocation space and the live data, not both spaces whole. Small
// spaces are kept (a program that collects often in a small heap would
// pay for the faults, and gain little).
const releaseBytes = 4 << 20

// release gives the pages of the first used words of the emptied space
// s back to the system, when they are releaseBytes or more.
func (h *Heap) release(s []Value, used uint64) {
	n := used * WordBytes / uint64(h.page) * uint64(h.page)
	if n < releaseBytes {
		return
	}
	_ = unix.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), n), unix.MADV_DONTNEED)
}

// forward makes *p point to the to-space copy of its object, copying the
// object on first reach, and marks handles. The heap's Shortcut, when it
// has one, may first replace a ref by the value the object stands for.
func (g *collector) forward(p *Value) {
	v := *p
	if g.shortcut != nil && uint64(v&TagMask) == RefTagBits && Header(g.from[v.Offset()]) == g.shortcutHeader {
		v = g.shortcut(g.from, v)
		*p = v
	}
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
