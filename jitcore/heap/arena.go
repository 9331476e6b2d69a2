package heap

import (
	"fmt"
	"runtime"
	"unsafe"

	"github.com/microjit/microjit/jitcore/rawmem"
	"golang.org/x/sys/unix"
)

// AllocRecord is the allocation state native code reads and writes to
// allocate inline. It lives in memory outside the Go heap (see
// Heap.AllocRecordAddr); its field offsets are the Alloc*Offset constants.
//
// Inline allocation of n words (header included):
//
//	top := rec.Top; end := top + n
//	if end > rec.Limit { exit to Go: Heap.AllocWords & co. (a safe point) }
//	rec.Top = end; the object is at Base + top*8, its ref is top<<16 | RefTagBits
//
// Native code must then write the header and every body word before the next
// safe point, and must reload Base after every exit: a collection flips the
// spaces.
type AllocRecord struct {
	Top   uint64 // word offset of the first free word of the current space
	Limit uint64 // word offset allocation may not pass
	Base  uint64 // address of word 0 of the current space
}

// Offsets in AllocRecord, for native code.
const (
	AllocTopOffset   = 0
	AllocLimitOffset = 8
	AllocBaseOffset  = 16
	AllocRecordSize  = 24
)

// Defaults for Config fields left zero.
const (
	DefaultMaxBytes     = 1 << 30
	DefaultInitialBytes = 1 << 20
	DefaultMaxHandles   = 1<<HandleIndexBits - 1
)

// Config configures a heap.
type Config struct {
	// MaxBytes bounds the bytes of objects the heap holds (live data plus
	// allocation since the last collection). Exceeding it makes the
	// allocation fail with a *LimitError. Address space is reserved for
	// the collection threshold, not for MaxBytes: each semispace is
	// mapped as large as the threshold and grows with it (so at most
	// twice MaxBytes in all), and memory is only committed as it is used.
	MaxBytes int
	// InitialBytes is the first collection threshold; it doubles when a
	// collection leaves the heap more than half full (more than
	// 1/GrowDivisor full).
	InitialBytes int
	// GrowDivisor is 2 when zero: the threshold grows once live data
	// takes more than 1/GrowDivisor of it. A larger divisor collects less
	// often for more memory (a language whose collections drop much of
	// its data, Prolog's bound variables, sets 3).
	GrowDivisor int
	// GrowPercent is how much the threshold grows at least when it
	// grows, in percent of itself: 100 (it doubles) when zero. It grows
	// to GrowDivisor times what is live if that is more. Smaller steps
	// keep the spaces nearer to what live data needs (peak memory is
	// both spaces) for more collections while the heap grows.
	GrowPercent int
	// MaxHandles bounds the number of live handles.
	MaxHandles int
	// Stress makes every allocation a collection (Go-side allocations
	// collect; the published Limit equals Top so inline allocation always
	// exits to Go).
	Stress bool
}

// Heap is one JIT-visible heap: two semispaces of tagged words, each an
// mmap'd region of its own sized to the collection threshold, a control
// page holding the AllocRecord, a handle table and the registered roots.
// It is not safe for concurrent use.
type Heap struct {
	mem     *mappings    // the control page and the spaces' mappings
	spaces  [2][]Value   // the spaces' words, aliasing mem
	cur     int          // index of the current (allocation) space
	active  []Value      // spaces[cur], kept so an accessor indexes once
	rec     *AllocRecord // in the control page
	soft    uint64       // collection threshold, in words, <= maxWords
	grow    uint64       // Config.GrowDivisor
	step    uint64       // Config.GrowPercent
	max     uint64       // MaxBytes in words
	page    int          // the system's page size
	stress  bool
	cleanup runtime.Cleanup

	handles handleTable
	roots   []rootEntry
	nextID  RootsID
	gc      collector

	meas  measure
	stats Stats
}

// Stats are the heap's counters.
type Stats struct {
	Collections     uint64 // collections run
	AllocatedWords  uint64 // words allocated through Go (inline allocation is not counted)
	CopiedWords     uint64 // words copied by all collections
	LiveWords       uint64 // words in use after the last collection
	ThresholdWords  uint64 // current collection threshold
	Handles         int    // live handles
	HandlesReleased uint64 // handles released by collections
	ReservedBytes   uint64 // address space mapped: the control page and both spaces
	HandleBytes     uint64 // what the handles live after the last collection hold (Sized)
}

// LimitError reports an exceeded limit: heap size, object size or handles.
type LimitError struct {
	What      string // "heap", "address space", "object size", "handles"
	Requested uint64 // what was asked for (bytes for heap, length, count)
	Live      uint64 // what is in use (bytes for heap)
	Limit     uint64
	Err       error // the system's refusal ("address space": mmap failed)
}

func (e *LimitError) Unwrap() error { return e.Err }

func (e *LimitError) Error() string {
	switch e.What {
	case "heap":
		return fmt.Sprintf("heap: out of memory: %d bytes requested with %d bytes live, limit %d bytes", e.Requested, e.Live, e.Limit)
	case "handles":
		return fmt.Sprintf("heap: too many handles: %d live, limit %d", e.Live, e.Limit)
	case "address space":
		return fmt.Sprintf("heap: out of memory: %d bytes requested with %d bytes live, the system refused more than %d bytes: %v", e.Requested, e.Live, e.Limit, e.Err)
	}
	return fmt.Sprintf("heap: %s %d exceeds the limit %d", e.What, e.Requested, e.Limit)
}

// New maps a heap: its control page and a first space as large as the
// first collection threshold.
func New(cfg Config) (*Heap, error) {
	if cfg.MaxBytes == 0 {
		cfg.MaxBytes = DefaultMaxBytes
	}
	if cfg.InitialBytes == 0 {
		cfg.InitialBytes = DefaultInitialBytes
	}
	if cfg.MaxHandles == 0 {
		cfg.MaxHandles = DefaultMaxHandles
	}
	if cfg.MaxBytes < 0 || cfg.InitialBytes < 0 || cfg.GrowPercent < 0 || cfg.MaxHandles < 0 || cfg.MaxHandles > DefaultMaxHandles {
		return nil, fmt.Errorf("heap: invalid config %+v", cfg)
	}
	page := unix.Getpagesize()
	// rawmem maps the regions (MAP_NORESERVE), so backends can check
	// with rawmem.Owns that the heap's regions (Heap.Regions) are
	// native-safe memory.
	ctrl, err := rawmem.Alloc(page)
	if err != nil {
		return nil, fmt.Errorf("heap: reserving %d bytes: %w", page, err)
	}
	h := &Heap{
		mem:    &mappings{ctrl: ctrl},
		rec:    (*AllocRecord)(unsafe.Pointer(&ctrl[0])),
		max:    uint64(cfg.MaxBytes / WordBytes),
		page:   page,
		stress: cfg.Stress,
	}
	h.soft = min(uint64(cfg.InitialBytes/WordBytes), h.max)
	h.grow = uint64(max(cfg.GrowDivisor, 2))
	h.step = 100
	if cfg.GrowPercent > 0 {
		h.step = uint64(cfg.GrowPercent)
	}
	h.handles.max = cfg.MaxHandles
	h.cleanup = runtime.AddCleanup(h, func(m *mappings) { _ = m.free() }, h.mem)
	if err := h.resize(h.soft); err != nil {
		h.Close()
		return nil, err
	}
	h.publishLimit()
	return h, nil
}

// mappings are a heap's memory: the control page and the spaces (nil:
// not mapped yet). They are an object of their own so that the cleanup
// of a heap that was never closed can hold them without holding the
// Heap.
type mappings struct {
	ctrl   []byte
	spaces [2][]byte
}

// free unmaps everything and reports the first error.
func (m *mappings) free() error {
	err := rawmem.Free(m.ctrl)
	for _, s := range m.spaces {
		if e := rawmem.Free(s); err == nil {
			err = e
		}
	}
	*m = mappings{}
	return err
}

// bytes is the address space mapped.
func (m *mappings) bytes() int { return len(m.ctrl) + len(m.spaces[0]) + len(m.spaces[1]) }

// spaceBytes is the size of a space of at least words words: whole
// pages, at least one.
func (h *Heap) spaceBytes(words uint64) int {
	b := max(int(words)*WordBytes, 1)
	return (b + h.page - 1) / h.page * h.page
}

// resize makes both spaces hold at least words words, mapping them or
// growing their mappings. Growing keeps a space's contents but may move
// it, so the current space's Base and Regions change as after a
// collection: it is called only at a safe point. The spaces are always
// the same size, so that a collection never needs to map memory.
func (h *Heap) resize(words uint64) error {
	n := h.spaceBytes(words)
	for i, old := range h.mem.spaces {
		if len(old) >= n {
			continue
		}
		var m []byte
		var err error
		if old == nil {
			m, err = rawmem.Alloc(n)
		} else {
			m, err = rawmem.Grow(old, n)
		}
		if err != nil {
			return fmt.Errorf("heap: reserving %d bytes: %w", n, err)
		}
		h.mem.spaces[i] = m
		h.spaces[i] = unsafe.Slice((*Value)(unsafe.Pointer(&m[0])), len(m)/WordBytes)
	}
	h.active = h.spaces[h.cur]
	h.rec.Base = uint64(uintptr(unsafe.Pointer(&h.active[0])))
	return nil
}

// Close unmaps the heap's memory. The heap must not be used afterwards.
func (h *Heap) Close() error {
	if h.mem.ctrl == nil {
		return nil
	}
	h.cleanup.Stop()
	err := h.mem.free()
	h.spaces, h.active, h.rec = [2][]Value{}, nil, nil
	return err
}

// AllocRecordAddr returns the address of the AllocRecord, for native code.
// It is stable for the heap's lifetime.
func (h *Heap) AllocRecordAddr() uintptr { return uintptr(unsafe.Pointer(h.rec)) }

// AllocRecord returns a copy of the allocation record.
func (h *Heap) AllocRecord() AllocRecord { return *h.rec }

// Stats returns the heap's counters.
func (h *Heap) Stats() Stats {
	s := h.stats
	s.ThresholdWords = h.soft
	s.Handles = h.handles.live
	s.ReservedBytes = uint64(h.mem.bytes())
	return s
}

func (h *Heap) space() []Value { return h.active }

// publishLimit sets the Limit native code sees: the threshold, or Top in
// stress mode so that every inline allocation exits to Go.
func (h *Heap) publishLimit() {
	if h.stress {
		h.rec.Limit = h.rec.Top
	} else {
		h.rec.Limit = h.soft
	}
}

// alloc bumps n words and returns their offset: the same fast path native
// code inlines, then the Go slow path that collects.
func (h *Heap) alloc(n uint64) (uint64, error) {
	r := h.rec
	top := r.Top
	if end := top + n; end <= r.Limit {
		r.Top = end
		h.stats.AllocatedWords += n
		return top, nil
	}
	return h.allocSlow(n)
}

// allocSlow collects, grows the threshold if the heap stays more than half
// full, and allocates, or reports that n words do not fit under MaxBytes.
func (h *Heap) allocSlow(n uint64) (uint64, error) {
	if h.stress || h.rec.Top+n > h.soft {
		h.collect()
		if need := h.rec.Top + n; need > h.soft/h.grow {
			soft := min(max(h.soft+h.soft*h.step/100, need*h.grow), h.max)
			if err := h.resize(soft); err != nil {
				return 0, &LimitError{What: "address space", Requested: n * WordBytes, Live: h.rec.Top * WordBytes, Limit: h.soft * WordBytes, Err: err}
			}
			h.soft = soft
		}
	}
	top := h.rec.Top
	if top+n > h.soft {
		return 0, &LimitError{What: "heap", Requested: n * WordBytes, Live: top * WordBytes, Limit: h.max * WordBytes}
	}
	h.rec.Top = top + n
	h.stats.AllocatedWords += n
	h.publishLimit()
	return top, nil
}
