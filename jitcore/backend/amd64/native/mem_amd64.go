//go:build linux

package native

import (
	"fmt"
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Mem is pointer-free memory outside the Go heap for what native code reads
// and writes directly, such as the state/exit record passed to Run. Its
// address never changes, so generated code may embed it as a constant.
type Mem struct {
	p   unsafe.Pointer
	len int
}

// NewMem maps size bytes (rounded up to whole pages), zeroed.
func NewMem(size int) (*Mem, error) {
	if size <= 0 {
		return nil, fmt.Errorf("native: invalid memory size %d", size)
	}
	page := os.Getpagesize()
	size = (size + page - 1) / page * page
	p, err := mapAnon(size)
	if err != nil {
		return nil, err
	}
	return &Mem{p: p, len: size}, nil
}

// Addr is the address to pass to native code.
func (m *Mem) Addr() uintptr { return uintptr(m.p) }

// Pointer is the same address for Go code, to view the memory as a
// pointer-free struct or array. It must not be used after Free.
func (m *Mem) Pointer() unsafe.Pointer { return m.p }

// Len is the mapped size in bytes.
func (m *Mem) Len() int { return m.len }

// Free unmaps the memory.
func (m *Mem) Free() error { return unmap(m.p, m.len) }

func mapAnon(size int) (unsafe.Pointer, error) {
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(size), unix.PROT_READ|unix.PROT_WRITE,
		unix.MAP_PRIVATE|unix.MAP_ANONYMOUS)
	if err != nil {
		return nil, fmt.Errorf("native: mmap of %d bytes: %w", size, err)
	}
	return p, nil
}

func unmap(p unsafe.Pointer, size int) error {
	if err := unix.MunmapPtr(p, uintptr(size)); err != nil {
		return fmt.Errorf("native: munmap: %w", err)
	}
	return nil
}
