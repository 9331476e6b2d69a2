package codeheap

import "sort"

// extent is a free range [off, off+size) of heap offsets.
type extent struct {
	off, size int
}

// freeList holds the free extents below the bump pointer, sorted by offset,
// never adjacent (neighbours are merged). Allocation is first fit; with
// traces of a few hundred bytes to a few KiB and a few thousand live blocks
// the linear scan costs far less than compiling the trace.
type freeList struct {
	ext []extent
}

// take removes size bytes from the first extent that is large enough.
func (f *freeList) take(size int) (off int, ok bool) {
	for i, e := range f.ext {
		if e.size < size {
			continue
		}
		if e.size == size {
			f.ext = append(f.ext[:i], f.ext[i+1:]...)
		} else {
			f.ext[i] = extent{e.off + size, e.size - size}
		}
		return e.off, true
	}
	return 0, false
}

// put adds [off, off+size), merging it with adjacent extents.
func (f *freeList) put(off, size int) {
	i := sort.Search(len(f.ext), func(i int) bool { return f.ext[i].off > off })
	mergePrev := i > 0 && f.ext[i-1].off+f.ext[i-1].size == off
	mergeNext := i < len(f.ext) && off+size == f.ext[i].off
	switch {
	case mergePrev && mergeNext:
		f.ext[i-1].size += size + f.ext[i].size
		f.ext = append(f.ext[:i], f.ext[i+1:]...)
	case mergePrev:
		f.ext[i-1].size += size
	case mergeNext:
		f.ext[i] = extent{off, size + f.ext[i].size}
	default:
		f.ext = append(f.ext, extent{})
		copy(f.ext[i+1:], f.ext[i:])
		f.ext[i] = extent{off, size}
	}
}

// last returns the extent with the highest offset.
func (f *freeList) last() (extent, bool) {
	if len(f.ext) == 0 {
		return extent{}, false
	}
	return f.ext[len(f.ext)-1], true
}

func (f *freeList) dropLast() {
	f.ext = f.ext[:len(f.ext)-1]
}

// total is the number of free bytes in all extents.
func (f *freeList) total() int {
	n := 0
	for _, e := range f.ext {
		n += e.size
	}
	return n
}
