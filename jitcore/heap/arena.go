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
	// allocation fail with a *LimitError. Address space for twice this
	// (two semispaces) is reserved; memory is only committed as it is used.
	MaxBytes int
	// InitialBytes is the first collection threshold; it doubles when a
	// collection leaves the heap more than half full.
	InitialBytes int
	// MaxHandles bounds the number of live handles.
	MaxHandles int
	// Stress makes every allocation a collection (Go-side allocations
	// collect; the published Limit equals Top so inline allocation always
	// exits to Go).
	Stress bool
}

// Heap is one JIT-visible heap: two semispaces of tagged words in an mmap'd
// region, a handle table and the registered roots. It is not safe for
// concurrent use.
type Heap struct {
	mem     []byte // the whole mapping: control page, then two spaces
	spaces  [2][]Value
	cur     int          // index of the current (allocation) space
	active  []Value      // spaces[cur], kept so an accessor indexes once
	rec     *AllocRecord // in the control page
	soft    uint64       // collection threshold, in words, <= maxWords
	max     uint64       // MaxBytes in words
	stress  bool
	cleanup runtime.Cleanup

	handles handleTable
	roots   []rootEntry
	nextID  RootsID
	gc      collector

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
}

// LimitError reports an exceeded limit: heap size, object size or handles.
type LimitError struct {
	What      string // "heap", "object size", "handles"
	Requested uint64 // what was asked for (bytes for heap, length, count)
	Live      uint64 // what is in use (bytes for heap)
	Limit     uint64
}

func (e *LimitError) Error() string {
	switch e.What {
	case "heap":
		return fmt.Sprintf("heap: out of memory: %d bytes requested with %d bytes live, limit %d bytes", e.Requested, e.Live, e.Limit)
	case "handles":
		return fmt.Sprintf("heap: too many handles: %d live, limit %d", e.Live, e.Limit)
	}
	return fmt.Sprintf("heap: %s %d exceeds the limit %d", e.What, e.Requested, e.Limit)
}

// New maps a heap.
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
	if cfg.MaxBytes < 0 || cfg.InitialBytes < 0 || cfg.MaxHandles < 0 || cfg.MaxHandles > DefaultMaxHandles {
		return nil, fmt.Errorf("heap: invalid config %+v", cfg)
	}
	page := unix.Getpagesize()
	spaceBytes := (cfg.MaxBytes + page - 1) / page * page
	// rawmem maps it (MAP_NORESERVE), so backends can check with
	// rawmem.Owns that its regions (Heap.Regions) are native-safe memory.
	mem, err := rawmem.Alloc(page + 2*spaceBytes)
	if err != nil {
		return nil, fmt.Errorf("heap: reserving %d bytes: %w", page+2*spaceBytes, err)
	}
	words := func(b []byte) []Value {
		return unsafe.Slice((*Value)(unsafe.Pointer(&b[0])), len(b)/WordBytes)
	}
	h := &Heap{
		mem:    mem,
		spaces: [2][]Value{words(mem[page : page+spaceBytes]), words(mem[page+spaceBytes:])},
		rec:    (*AllocRecord)(unsafe.Pointer(&mem[0])),
		max:    uint64(cfg.MaxBytes / WordBytes),
		stress: cfg.Stress,
	}
	h.active = h.spaces[0]
	h.soft = min(uint64(cfg.InitialBytes/WordBytes), h.max)
	h.handles.max = cfg.MaxHandles
	h.rec.Base = uint64(uintptr(unsafe.Pointer(&h.spaces[0][0])))
	h.publishLimit()
	h.cleanup = runtime.AddCleanup(h, func(m []byte) { _ = rawmem.Free(m) }, mem)
	return h, nil
}

// Close unmaps the heap's memory. The heap must not be used afterwards.
func (h *Heap) Close() error {
	if h.mem == nil {
		return nil
	}
	h.cleanup.Stop()
	err := rawmem.Free(h.mem)
	h.mem, h.spaces, h.rec = nil, [2][]Value{}, nil
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
		if need := h.rec.Top + n; need > h.soft/2 {
			h.soft = min(max(h.soft*2, need*2), h.max)
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
