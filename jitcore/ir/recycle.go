package ir

import "sync"

// Traces are built and dropped in quick succession: the recorder grows
// one, and each optimizer pass writes a new one from the last, so one
// compile makes a dozen op arrays as large as the trace and keeps one.
// A short run never collects (the binaries run at GOGC=400), so every
// array it allocates is fresh memory, and its first touch of each page
// is a page fault: on hanoi.b those faults were a third of the run.
// Recycle hands a dead trace's op and snapshot arrays to the next trace
// instead, through a small free list.

// maxFree bounds the arrays the free lists keep (about 300 KB each at
// the default trace_limit).
const maxFree = 8

type freeList[T any] struct {
	mu   sync.Mutex
	free [][]T
}

var (
	freeOps   freeList[Op]
	freeSnaps freeList[Snapshot]
)

// get returns an empty array with room for n elements: the smallest free
// one that is large enough, or a new one.
func (l *freeList[T]) get(n int) []T {
	l.mu.Lock()
	best := -1
	for i, a := range l.free {
		if cap(a) >= n && (best < 0 || cap(a) < cap(l.free[best])) {
			best = i
		}
	}
	if best >= 0 {
		a := l.free[best]
		l.free[best] = l.free[len(l.free)-1]
		l.free = l.free[:len(l.free)-1]
		l.mu.Unlock()
		return a
	}
	l.mu.Unlock()
	return make([]T, 0, n)
}

// put keeps a, cleared (so that it holds nothing alive), in place of the
// smallest free array when the list is full.
func (l *freeList[T]) put(a []T) {
	if cap(a) == 0 {
		return
	}
	a = a[:cap(a)]
	clear(a)
	a = a[:0]
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.free) < maxFree {
		l.free = append(l.free, a)
		return
	}
	small := 0
	for i := range l.free {
		if cap(l.free[i]) < cap(l.free[small]) {
			small = i
		}
	}
	if cap(a) > cap(l.free[small]) {
		l.free[small] = a
	}
}

// NewOps returns an empty op array with room for at least n ops, reusing
// a recycled one when it can.
func NewOps(n int) []Op { return freeOps.get(n) }

// NewSnapshots is NewOps for snapshots.
func NewSnapshots(n int) []Snapshot { return freeSnaps.get(n) }

// GrowOps is append(ops, op) that takes a bigger array from the free
// list, and gives the old one back, when ops is full. Only the owner of
// ops may use it: no one else may hold ops or a pointer into it.
func GrowOps(ops []Op, op Op) []Op { return grow(&freeOps, ops, op) }

// GrowSnapshots is GrowOps for snapshots.
func GrowSnapshots(snaps []Snapshot, s Snapshot) []Snapshot { return grow(&freeSnaps, snaps, s) }

func grow[T any](l *freeList[T], a []T, x T) []T {
	if len(a) == cap(a) {
		bigger := append(l.get(max(2*cap(a), 64)), a...)
		l.put(a)
		a = bigger
	}
	return append(a, x)
}

// Recycle gives the op and snapshot arrays of a dead trace back for
// reuse and empties t. Nothing may use t, or anything read from its ops
// and snapshots, afterwards: their memory belongs to the next trace.
func Recycle(t *Trace) {
	freeOps.put(t.Ops)
	freeSnaps.put(t.Snapshots)
	t.Ops, t.Snapshots = nil, nil
}
