package codeheap

import (
	"errors"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"unsafe"
)

const (
	// DefaultAlign is the block alignment used when Config.Align is 0: half
	// a cache line, so a loop header placed at a block start is fetched in
	// one decoder window.
	DefaultAlign = 32
	// MaxAlign is the largest block alignment accepted (one page).
	MaxAlign = 4096
	// DefaultChunkSize is the growth step used when Config.ChunkSize is 0.
	DefaultChunkSize = 256 << 10
	// MaxBudget is the largest budget: every code address then lies within
	// rel32 reach (±2 GiB) of every other.
	MaxBudget = 1 << 31
	// fillByte is INT3; fresh and freed blocks are filled with it.
	fillByte = 0xCC
	// rel32Size is the size of a rel32 displacement field.
	rel32Size = 4
)

var (
	// ErrBudget is wrapped by Alloc's error when the code budget is exhausted.
	ErrBudget = errors.New("codeheap: code budget exhausted")
	// ErrUnsupported is returned by New on operating systems without memfd.
	ErrUnsupported = errors.New("codeheap: executable memory is not supported on this OS")
	// ErrClosed is returned by every method of a closed Heap.
	ErrClosed = errors.New("codeheap: heap is closed")
)

// Config sizes a Heap.
type Config struct {
	// Budget is the maximum number of bytes of code address space
	// (live blocks plus fragmentation), 1..MaxBudget.
	Budget int
	// Align is the alignment and size granularity of blocks, a power of two
	// in 1..MaxAlign; 0 means DefaultAlign.
	Align int
	// ChunkSize is how much memory is committed per growth step, rounded up
	// to the page size; 0 means DefaultChunkSize.
	ChunkSize int
}

// Block is an allocated piece of code memory.
type Block struct {
	// Addr is the executable (RX) address of the first byte.
	Addr uintptr
	// Size is the usable size in bytes, a multiple of the heap's Align.
	Size int
	// Offset is the block's offset in the heap's memory file: the address
	// a profiler such as perf reports for a sample in it (in the mapping
	// it names memfd:microjit-code).
	Offset int
}

// Stats is a snapshot of a Heap's usage.
type Stats struct {
	InUse  int // bytes in live blocks
	Mapped int // bytes committed (each byte is visible in both views)
	Blocks int // live blocks
	Budget int // Config.Budget
}

// Heap is executable memory with a W^X double mapping. The zero value is not
// usable; call New.
type Heap struct {
	mu        sync.Mutex
	views     views
	align     int
	chunk     int
	budget    int
	top       int         // bump pointer: offsets >= top were never allocated or were given back
	committed int         // offsets < committed are mapped in both views
	free      freeList    // extents below top
	live      map[int]int // block offset -> size
	inUse     int
	closed    bool
}

// New reserves address space for cfg.Budget bytes of code in two views and
// creates the memfd behind them. Nothing is committed until Alloc needs it.
func New(cfg Config) (*Heap, error) {
	if cfg.Budget <= 0 || cfg.Budget > MaxBudget {
		return nil, fmt.Errorf("codeheap: budget %d out of range 1..%d", cfg.Budget, MaxBudget)
	}
	align := cfg.Align
	if align == 0 {
		align = DefaultAlign
	}
	if align < 0 || align > MaxAlign || align&(align-1) != 0 {
		return nil, fmt.Errorf("codeheap: alignment %d is not a power of two in 1..%d", align, MaxAlign)
	}
	chunk := cfg.ChunkSize
	if chunk == 0 {
		chunk = DefaultChunkSize
	}
	if chunk < 0 {
		return nil, fmt.Errorf("codeheap: negative chunk size %d", chunk)
	}
	page := pageSize()
	chunk = roundUp(chunk, page)
	v, err := newViews(roundUp(cfg.Budget, page))
	if err != nil {
		return nil, err
	}
	return &Heap{
		views:  v,
		align:  align,
		chunk:  chunk,
		budget: cfg.Budget,
		live:   make(map[int]int),
	}, nil
}

// Alloc returns a block of at least size bytes, filled with INT3. When the
// request does not fit in the budget the error wraps ErrBudget.
func (h *Heap) Alloc(size int) (Block, error) {
	if size <= 0 {
		return Block{}, fmt.Errorf("codeheap: invalid block size %d", size)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return Block{}, ErrClosed
	}
	if size > h.budget {
		return Block{}, fmt.Errorf("%w: block of %d bytes exceeds the budget of %d", ErrBudget, size, h.budget)
	}
	size = roundUp(size, h.align)
	off, ok := h.free.take(size)
	if !ok {
		if h.top+size > h.budget {
			return Block{}, fmt.Errorf("%w: need %d bytes, %d in use, %d free in fragments, budget %d",
				ErrBudget, size, h.inUse, h.free.total(), h.budget)
		}
		if err := h.commit(h.top + size); err != nil {
			return Block{}, err
		}
		off = h.top
		h.top += size
	}
	h.live[off] = size
	h.inUse += size
	h.fill(off, size)
	return Block{Addr: h.views.rxAddr(off), Size: size, Offset: off}, nil
}

// commit makes offsets below end usable, growing in whole chunks.
func (h *Heap) commit(end int) error {
	if end <= h.committed {
		return nil
	}
	newCommitted := min(roundUp(end, h.chunk), h.views.reserved)
	if err := h.views.grow(h.committed, newCommitted); err != nil {
		return err
	}
	h.committed = newCommitted
	return nil
}

// Free returns a block to the heap and fills it with INT3. The caller
// guarantees no thread is executing it and no live jump targets it.
func (h *Heap) Free(b Block) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	off, err := h.lookup(b)
	if err != nil {
		return err
	}
	delete(h.live, off)
	h.inUse -= b.Size
	h.fill(off, b.Size)
	h.free.put(off, b.Size)
	if last, ok := h.free.last(); ok && last.off+last.size == h.top {
		h.free.dropLast()
		h.top = last.off
	}
	return nil
}

// Write copies code to the start of b through the RW view.
func (h *Heap) Write(b Block, code []byte) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	off, err := h.lookup(b)
	if err != nil {
		return err
	}
	if len(code) > b.Size {
		return fmt.Errorf("codeheap: %d bytes of code do not fit in a block of %d", len(code), b.Size)
	}
	copy(h.rwBytes(off, len(code)), code)
	return nil
}

// Read returns a copy of the bytes of b (for disassembly and tests).
func (h *Heap) Read(b Block) ([]byte, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	off, err := h.lookup(b)
	if err != nil {
		return nil, err
	}
	return append([]byte(nil), h.rwBytes(off, b.Size)...), nil
}

// RW translates an executable address inside the committed heap to the
// address of the same byte in the writable view.
func (h *Heap) RW(rx uintptr) (uintptr, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	off, err := h.offset(rx, h.views.rxAddr(0), 1)
	if err != nil {
		return 0, err
	}
	return h.views.rwAddr(off), nil
}

// RX translates a writable-view address inside the committed heap to the
// executable address of the same byte.
func (h *Heap) RX(rw uintptr) (uintptr, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	off, err := h.offset(rw, h.views.rwAddr(0), 1)
	if err != nil {
		return 0, err
	}
	return h.views.rxAddr(off), nil
}

// PatchRel32 makes the 4-byte rel32 field at executable address fieldRX
// (the displacement of a jmp/jcc/call already in the code) point to target,
// with one aligned atomic 32-bit store through the RW view. The field must
// be 4-byte aligned and inside the allocated part of the heap, and the
// displacement target-(fieldRX+4) must fit in an int32.
func (h *Heap) PatchRel32(fieldRX, target uintptr) error {
	if fieldRX%rel32Size != 0 {
		return fmt.Errorf("codeheap: rel32 field at %#x is not 4-byte aligned", fieldRX)
	}
	disp := int64(target) - int64(fieldRX+rel32Size)
	if disp < math.MinInt32 || disp > math.MaxInt32 {
		return fmt.Errorf("codeheap: target %#x is out of rel32 range of the field at %#x", target, fieldRX)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	off, err := h.offset(fieldRX, h.views.rxAddr(0), rel32Size)
	if err != nil {
		return err
	}
	if off+rel32Size > h.top {
		return fmt.Errorf("codeheap: rel32 field at %#x is outside the allocated code", fieldRX)
	}
	atomic.StoreUint32((*uint32)(unsafe.Add(h.views.rw, off)), uint32(int32(disp)))
	return nil
}

// Stats reports the heap's usage.
func (h *Heap) Stats() Stats {
	h.mu.Lock()
	defer h.mu.Unlock()
	return Stats{InUse: h.inUse, Mapped: h.committed, Blocks: len(h.live), Budget: h.budget}
}

// Close unmaps both views and closes the memfd. Every block becomes invalid;
// the caller guarantees no thread executes code from the heap any more.
func (h *Heap) Close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return ErrClosed
	}
	h.closed = true
	h.live = nil
	return h.views.close()
}

// lookup checks that b is a live block of h and returns its offset.
func (h *Heap) lookup(b Block) (int, error) {
	if h.closed {
		return 0, ErrClosed
	}
	base := h.views.rxAddr(0)
	if b.Addr < base || b.Addr-base >= uintptr(h.top) {
		return 0, fmt.Errorf("codeheap: block at %#x is not in this heap", b.Addr)
	}
	off := int(b.Addr - base)
	if size, ok := h.live[off]; !ok || size != b.Size {
		return 0, fmt.Errorf("codeheap: block at %#x of %d bytes is not live", b.Addr, b.Size)
	}
	return off, nil
}

// offset checks that [addr, addr+n) lies in the committed part of the view
// starting at base and returns the offset of addr.
func (h *Heap) offset(addr, base uintptr, n int) (int, error) {
	if h.closed {
		return 0, ErrClosed
	}
	d := addr - base
	if addr < base || d > uintptr(h.committed) || uintptr(h.committed)-d < uintptr(n) {
		return 0, fmt.Errorf("codeheap: address %#x is outside the heap", addr)
	}
	return int(d), nil
}

// rwBytes is the writable view of [off, off+n).
func (h *Heap) rwBytes(off, n int) []byte {
	return unsafe.Slice((*byte)(unsafe.Add(h.views.rw, off)), n)
}

func (h *Heap) fill(off, n int) {
	b := h.rwBytes(off, n)
	if len(b) == 0 {
		return
	}
	b[0] = fillByte
	for k := 1; k < len(b); k *= 2 { // doubling copies: a few memmoves, not a byte loop
		copy(b[k:], b[:k])
	}
}

func roundUp(n, to int) int {
	return (n + to - 1) / to * to
}
