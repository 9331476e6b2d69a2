//go:build linux

package native

import (
	"fmt"
	"os"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

const (
	// DefaultStackSize is a native stack size that is ample for trace
	// code, which uses its stack only for spill slots.
	DefaultStackSize = 64 << 10
	// guardPages is the number of PROT_NONE pages below a native stack:
	// an overflow faults instead of overwriting a neighbour.
	guardPages = 1
)

// Stack is a native stack: an anonymous mapping outside the Go heap with a
// PROT_NONE guard page below it. The Go runtime never scans or moves it.
type Stack struct {
	mem    unsafe.Pointer // start of the mapping (the guard page)
	len    int            // bytes mapped, guard included
	lo, hi uintptr        // usable range [lo, hi); hi is the initial RSP
	busy   atomic.Bool
}

// NewStack maps a native stack of at least size usable bytes (rounded up to
// whole pages) plus a guard page.
func NewStack(size int) (*Stack, error) {
	if size <= 0 {
		return nil, fmt.Errorf("native: invalid stack size %d", size)
	}
	page := os.Getpagesize()
	guard := guardPages * page
	size = (size + page - 1) / page * page
	m, err := mapAnon(guard + size)
	if err != nil {
		return nil, err
	}
	if err := unix.Mprotect(unsafe.Slice((*byte)(m), guard), unix.PROT_NONE); err != nil {
		unix.MunmapPtr(m, uintptr(guard+size))
		return nil, fmt.Errorf("native: protecting the stack guard page: %w", err)
	}
	lo := uintptr(m) + uintptr(guard)
	return &Stack{mem: m, len: guard + size, lo: lo, hi: lo + uintptr(size)}, nil
}

// Lo is the lowest usable address of the stack.
func (s *Stack) Lo() uintptr { return s.lo }

// saveArea is the size of what enter saves at the top of the stack (its
// #define in enter_amd64.s).
const saveArea = 32

// EntrySP is RSP when the code Run calls starts: the address of its
// return address into enter.
func (s *Stack) EntrySP() uintptr { return s.hi - saveArea - 8 }

// Word reads the 64-bit word at addr, an 8-byte-aligned address inside
// the stack: what native code left there (the frames of an exit that
// went through calls of compiled code).
func (s *Stack) Word(addr uintptr) uint64 {
	if addr < s.lo || addr > s.hi-8 || addr%8 != 0 {
		panic(fmt.Sprintf("native: stack word %#x outside [%#x, %#x)", addr, s.lo, s.hi))
	}
	return *(*uint64)(unsafe.Add(s.mem, addr-uintptr(s.mem)))
}

// SetWord writes w to the 64-bit word at addr, an 8-byte-aligned
// address inside the stack: a value of a frame an exit left in place,
// which a collection moved.
func (s *Stack) SetWord(addr uintptr, w uint64) {
	if addr < s.lo || addr > s.hi-8 || addr%8 != 0 {
		panic(fmt.Sprintf("native: stack word %#x outside [%#x, %#x)", addr, s.lo, s.hi))
	}
	*(*uint64)(unsafe.Add(s.mem, addr-uintptr(s.mem))) = w
}

// Hi is the top of the stack (exclusive): RSP before enter saves the Go
// registers on it.
func (s *Stack) Hi() uintptr { return s.hi }

// Free unmaps the stack. It must not be running code.
func (s *Stack) Free() error {
	if s.busy.Load() {
		return fmt.Errorf("native: freeing a stack that is running code")
	}
	return unmap(s.mem, s.len)
}
