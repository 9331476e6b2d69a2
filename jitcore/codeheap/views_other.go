//go:build !linux

package codeheap

import (
	"os"
	"unsafe"
)

// views is empty off Linux: newViews always fails, so no Heap exists.
type views struct {
	rw, rx   unsafe.Pointer
	reserved int
}

func pageSize() int { return os.Getpagesize() }

func newViews(int) (views, error) { return views{}, ErrUnsupported }

func (v *views) grow(int, int) error { return ErrUnsupported }

func (v *views) close() error { return ErrUnsupported }

func (v *views) rxAddr(off int) uintptr { return uintptr(v.rx) + uintptr(off) }
func (v *views) rwAddr(off int) uintptr { return uintptr(v.rw) + uintptr(off) }
