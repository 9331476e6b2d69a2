//go:build linux

package codeheap

import (
	"errors"
	"fmt"
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// memfdName is the name of the memfd (visible in /proc/self/maps).
const memfdName = "microjit-code"

// views is the memfd and its two address-space reservations.
type views struct {
	fd       int
	rw, rx   unsafe.Pointer // bases of the RW and RX reservations
	reserved int            // bytes reserved in each view
}

func pageSize() int { return os.Getpagesize() }

// newViews creates the memfd and reserves size bytes of address space for
// each view. The reservations are PROT_NONE and MAP_NORESERVE: they commit
// no memory and are not charged against overcommit; they only keep the
// address range ours so that later chunks land contiguously.
func newViews(size int) (views, error) {
	fd, err := unix.MemfdCreate(memfdName, unix.MFD_CLOEXEC)
	if err != nil {
		return views{}, fmt.Errorf("codeheap: memfd_create: %w", err)
	}
	v := views{fd: fd, reserved: size}
	if v.rw, err = reserve(size); err != nil {
		unix.Close(fd)
		return views{}, err
	}
	if v.rx, err = reserve(size); err != nil {
		unix.MunmapPtr(v.rw, uintptr(size))
		unix.Close(fd)
		return views{}, err
	}
	return v, nil
}

func reserve(size int) (unsafe.Pointer, error) {
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(size), unix.PROT_NONE,
		unix.MAP_PRIVATE|unix.MAP_ANONYMOUS|unix.MAP_NORESERVE)
	if err != nil {
		return nil, fmt.Errorf("codeheap: reserving %d bytes of address space: %w", size, err)
	}
	return p, nil
}

// grow extends the memfd to to bytes and maps [from, to) into both views.
func (v *views) grow(from, to int) error {
	if err := unix.Ftruncate(v.fd, int64(to)); err != nil {
		return fmt.Errorf("codeheap: growing memfd to %d bytes: %w", to, err)
	}
	n := uintptr(to - from)
	if _, err := unix.MmapPtr(v.fd, int64(from), unsafe.Add(v.rw, from), n,
		unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED|unix.MAP_FIXED); err != nil {
		return fmt.Errorf("codeheap: mapping RW view: %w", err)
	}
	if _, err := unix.MmapPtr(v.fd, int64(from), unsafe.Add(v.rx, from), n,
		unix.PROT_READ|unix.PROT_EXEC, unix.MAP_SHARED|unix.MAP_FIXED); err != nil {
		return fmt.Errorf("codeheap: mapping RX view: %w", err)
	}
	return nil
}

func (v *views) close() error {
	errRW := unix.MunmapPtr(v.rw, uintptr(v.reserved))
	errRX := unix.MunmapPtr(v.rx, uintptr(v.reserved))
	errFd := unix.Close(v.fd)
	if err := errors.Join(errRW, errRX, errFd); err != nil {
		return fmt.Errorf("codeheap: close: %w", err)
	}
	return nil
}

func (v *views) rxAddr(off int) uintptr { return uintptr(v.rx) + uintptr(off) }
func (v *views) rwAddr(off int) uintptr { return uintptr(v.rw) + uintptr(off) }
