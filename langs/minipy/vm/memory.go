package vm

import (
	"math"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// Memory. A program's objects are Go values behind heap handles, so the
// memory limit (Config.MaxHeapBytes, --max-heap) is kept by what those
// objects hold: each implements heap.Sized, every collection leaves the
// sum for the live ones in the heap's Stats.HandleBytes, and between
// collections the VM adds up what it allocates (charge) to an estimate.
//
//   - A safe point collects when the estimate has grown by an eighth of
//     the limit since the last collection (or the handle count says so),
//     and raises MemoryError when what is live passes the limit.
//   - An allocation whose size the program decides (a repeated string, a
//     padded field, a big power, a list growing) is reserved before it is
//     made: beyond the estimate's room, the VM measures what is live now
//     (heap.Measure: it may not collect inside a built-in) and raises
//     MemoryError if the allocation does not fit. Go's runtime never sees
//     a request the limit does not allow, so it cannot fail fatally.
//   - MemoryError is raised when the data would pass the limit less a
//     sixteenth of it; that room is the handler's (it may print, clean
//     up, go on) until a collection finds the data back under the mark.
const (
	// defaultMemLimit is the limit when the configuration gives none.
	defaultMemLimit = 1 << 30
	// memCheckShare: a safe point collects once allocation since the last
	// collection reached limit/memCheckShare.
	memCheckShare = 8
	// memRoomShare: limit/memRoomShare is kept back for the handler of
	// a MemoryError.
	memRoomShare = 16
	// memMinCheckShare: however near the limit the data is, a safe point
	// lets limit/memMinCheckShare be allocated before it collects again
	// (so a program living near its limit does not collect at every
	// back edge; the overshoot is within the handler's room).
	memMinCheckShare = 256
	// goReserve and minMemLimit size the default limit under an
	// address space limit (defaultLimit).
	goReserve   = 3 << 29
	minMemLimit = 16 << 20
)

// memory is the VM's account of its objects' memory, in bytes.
type memory struct {
	limit uint64
	// live is what was live at the last collection or measure; since is
	// what was charged after it, sinceGC what was charged after the last
	// collection. handles is vm.newHandles at the last measure (each new
	// handle counts heap.HandleBytes).
	live, since, sinceGC uint64
	handles              int
	// check is the sinceGC at which a safe point collects: as much as
	// was live (at least minGCBytes, vm.go's pacing), at most an eighth
	// of the limit, and less when what is live nears the limit.
	check uint64
	// spent is set while a MemoryError's handler may use the room.
	spent bool
}

// newMemory is the account for a limit (0: the default).
func newMemory(limit int) memory {
	if limit <= 0 {
		limit = defaultLimit()
	}
	m := memory{limit: uint64(limit)}
	m.rearm()
	return m
}

// rearm sets check from the account.
func (m *memory) rearm() {
	room := uint64(0)
	if used := m.live + m.since; used < m.bound() {
		room = m.bound() - used
	}
	m.check = m.sinceGC + max(min(room, m.limit/memCheckShare, max(minGCBytes, m.live)), m.limit/memMinCheckShare)
}

// defaultLimit is defaultMemLimit, or less under a limit on the
// process's address space (ulimit -v): Go's runtime reserves address
// space far beyond what its heap holds (about goReserve as soon as the
// heap holds tens of megabytes), and a slice that grows leaves its old
// arrays' address space behind, so the data gets a third of what is
// left, and at least minMemLimit.
func defaultLimit() int {
	if as, ok := rawmem.AddressSpaceLimit(); ok {
		left := uint64(0)
		if as > goReserve {
			left = as - goReserve
		}
		return int(min(defaultMemLimit, max(left/3, minMemLimit)))
	}
	return defaultMemLimit
}

// bound is what the data may reach before MemoryError.
func (m *memory) bound() uint64 {
	if m.spent {
		return m.limit
	}
	return m.limit - m.limit/memRoomShare
}

// estimate is what is live at most.
func (vm *VM) estimate() uint64 {
	m := &vm.mem
	return m.live + m.since + uint64(max(vm.newHandles-m.handles, 0))*heap.HandleBytes
}

// charge counts bytes a new object holds.
func (vm *VM) charge(bytes int) {
	vm.mem.since += uint64(bytes)
	vm.mem.sinceGC += uint64(bytes)
}

// reserve is called before an allocation of n bytes whose size the
// program decides: it charges them, or raises MemoryError when they do
// not fit under the limit with what is live.
func (vm *VM) reserve(n int) error {
	if err := vm.admit(n); err != nil {
		return err
	}
	vm.charge(n)
	return nil
}

// admit is reserve for an allocation that is charged when it is made
// (a big int's digits, bigResult): it only raises MemoryError.
func (vm *VM) admit(n int) error {
	m := &vm.mem
	if n < 0 || uint64(n) > m.bound() {
		return vm.memoryError()
	}
	if vm.estimate()+uint64(n) > m.bound() {
		words, bytes := vm.heap.Measure()
		m.live, m.since, m.handles = words*heap.WordBytes+bytes, 0, vm.newHandles
		m.rearm()
		if m.live+uint64(n) > m.bound() {
			return vm.memoryError()
		}
	}
	return nil
}

// reserveItems is reserve for n items of size bytes each.
func (vm *VM) reserveItems(n, size int) error {
	if n < 0 || size > 0 && n > int(vm.mem.limit)/size {
		return vm.memoryError()
	}
	return vm.reserve(n * size)
}

// memoryError raises MemoryError and lets its handler use the room.
func (vm *VM) memoryError() error {
	vm.mem.spent = true
	return vm.raise(vm.types.MemoryError, "")
}

// collected takes the account from a collection's counts, sets when the
// next collection is due (new handles count heap.HandleBytes each) and
// raises MemoryError when the live data passes the limit.
func (vm *VM) collected(s heap.Stats) error {
	m := &vm.mem
	m.live, m.since, m.sinceGC, m.handles = s.LiveWords*heap.WordBytes+s.HandleBytes, 0, 0, 0
	if m.spent && m.live <= m.limit-m.limit/memRoomShare {
		m.spent = false
	}
	m.rearm()
	vm.gcThreshold = min(max(minGCHandles, s.Handles), int(m.check/heap.HandleBytes)+1)
	if m.live > m.bound() {
		return vm.memoryError()
	}
	return nil
}

// What the objects hold (heap.Sized), counted roughly as Go lays them
// out: their struct, their arrays, their maps' entries.
const (
	sliceHeader = 24
	// dictEntrySize is a dictEntry's, indexSlotBytes an index slot's
	dictEntrySize  = 48
	indexSlotBytes = 4
	valueBytes     = 8
)

func (o *Str) HeapBytes() int {
	n := 48 + len(o.s)
	if o.runes != nil {
		n += sliceHeader + 4*cap(*o.runes)
	}
	return n
}
func (o *List) HeapBytes() int  { return sliceHeader + valueBytes*cap(o.items) }
func (o *Tuple) HeapBytes() int { return sliceHeader + valueBytes*len(o.items) }
func (o *Set) HeapBytes() int {
	n := 48 + setSlotBytes*setMinSize
	if len(o.t.slots) > setMinSize {
		n += setSlotBytes * len(o.t.slots)
	}
	return n
}
func (d *Dict) HeapBytes() int {
	return 160 + dictEntrySize*cap(d.entries) + indexSlotBytes*len(d.index)
}

// heapBytes is HeapBytes of a dict that may be nil (none).
func (d *Dict) heapBytes() int {
	if d == nil {
		return 0
	}
	return d.HeapBytes()
}
func (o *BigInt) HeapBytes() int {
	n := 64 + 8*bigInline
	if o.ownDigits() {
		n += 8 * cap(o.n.Bits())
	}
	return n
}

func (o *Instance) HeapBytes() int {
	return 96 + valueBytes*cap(o.slots) + o.dict.heapBytes()
}

func (g *Generator) HeapBytes() int {
	f := g.frame
	return 256 + valueBytes*cap(f.vals) + 8*len(f.cells)
}

// listAppend appends x to l, reserving the larger array l grows into
// when it is full.
func (vm *VM) listAppend(l *List, x Value) error {
	if len(l.items) == cap(l.items) {
		return vm.growAppend(l, x)
	}
	l.items = append(l.items, x)
	return nil
}

// growAppend is listAppend's growing path. (Not inlined, so that
// listAppend is small enough to be.)
//
//go:noinline
func (vm *VM) growAppend(l *List, x Value) error {
	if err := vm.reserveGrowth(len(l.items), 1); err != nil {
		return err
	}
	l.items = append(l.items, x)
	return nil
}

// listExtend appends items to l, reserving the larger array l grows
// into when they do not fit.
func (vm *VM) listExtend(l *List, items []Value) error {
	if len(l.items)+len(items) > cap(l.items) {
		if err := vm.reserveGrowth(len(l.items), len(items)); err != nil {
			return err
		}
	}
	l.items = append(l.items, items...)
	return nil
}

// reserveGrowth reserves the array a slice of n Values grows into to
// take k more: about what Go's append makes (twice as large while
// small, a quarter larger when large).
func (vm *VM) reserveGrowth(n, k int) error {
	grown := 2 * n
	if n >= 256 {
		grown = n + (n+3*256)/4
	}
	return vm.reserveItems(max(grown, n+k), valueBytes)
}

// dictEntryBytes is what a new key costs a dict (Dict.HeapBytes): its
// entry and its share of the index (which is kept at most 2/3 full).
const dictEntryBytes = dictEntrySize + 2*indexSlotBytes

// reserveBits admits an integer of bits bits (charged when made).
func (vm *VM) reserveBits(bits uint64) error {
	return vm.admit(int(min(bits/8+1, math.MaxInt32*8)))
}

// MemoryLimit is the memory limit of a VM configured with MaxHeapBytes
// maxHeap.
func MemoryLimit(maxHeap int) int { return int(newMemory(maxHeap).limit) }
