//go:build linux

package rawmem

import (
	"fmt"
	"sync"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

var (
	mu     sync.Mutex
	mapped = map[uintptr]int{} // base address -> length of live mappings
	// frees counts Free calls: while it is unchanged, memory that Owns
	// accepted is still owned.
	frees atomic.Uint64
)

// Frees is the number of Free calls so far. A caller that checked a slice
// with Owns may skip checking it again while Frees returns the same
// number: only Free ends a mapping.
func Frees() uint64 { return frees.Load() }

// Alloc returns n zeroed bytes outside the Go heap. Pages are committed by
// the kernel when first touched, so a large region costs only what is used.
func Alloc(n int) ([]byte, error) {
	if n <= 0 {
		return nil, fmt.Errorf("rawmem: bad size %d", n)
	}
	b, err := unix.Mmap(-1, 0, n, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON|unix.MAP_NORESERVE)
	if err != nil {
		return nil, fmt.Errorf("rawmem: cannot map %d bytes: %v", n, err)
	}
	mu.Lock()
	mapped[uintptr(unsafe.Pointer(&b[0]))] = n
	mu.Unlock()
	return b, nil
}

// Free unmaps a region returned by Alloc. b must not be used afterwards.
func Free(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	base := uintptr(unsafe.Pointer(&b[0]))
	mu.Lock()
	delete(mapped, base)
	frees.Add(1)
	mu.Unlock()
	return unix.Munmap(b)
}

// Grow returns b's region resized to n bytes (n >= len(b)), its contents
// kept and the new bytes zero. The region may move (mremap): b must not be
// used afterwards, and Frees counts the old range as freed.
func Grow(b []byte, n int) ([]byte, error) {
	if n < len(b) || len(b) == 0 {
		return nil, fmt.Errorf("rawmem: bad growth of %d bytes to %d", len(b), n)
	}
	if n == len(b) {
		return b, nil
	}
	base := uintptr(unsafe.Pointer(&b[0]))
	nb, err := unix.Mremap(b, n, unix.MREMAP_MAYMOVE)
	if err != nil {
		return nil, fmt.Errorf("rawmem: cannot grow %d bytes to %d: %v", len(b), n, err)
	}
	mu.Lock()
	delete(mapped, base)
	mapped[uintptr(unsafe.Pointer(&nb[0]))] = n
	frees.Add(1)
	mu.Unlock()
	return nb, nil
}

// Owns reports whether b lies inside one region returned by Alloc and not
// yet freed.
func Owns(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	p := uintptr(unsafe.Pointer(&b[0]))
	mu.Lock()
	defer mu.Unlock()
	for base, n := range mapped {
		if p >= base && p+uintptr(len(b)) <= base+uintptr(n) {
			return true
		}
	}
	return false
}

// AddressSpaceLimit is the process's limit on its address space
// (RLIMIT_AS: ulimit -v), or false when there is none. A language
// sizes its default memory limit to fit under it.
func AddressSpaceLimit() (uint64, bool) {
	var r unix.Rlimit
	if err := unix.Getrlimit(unix.RLIMIT_AS, &r); err != nil || r.Cur == unix.RLIM_INFINITY {
		return 0, false
	}
	return r.Cur, true
}
