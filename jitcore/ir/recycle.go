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
const maxFree = 16

type freeList[T any] struct {
	mu   sync.Mutex
	free [][]T
}

var (
	freeOps    freeList[Op]
	freeSnaps  freeList[Snapshot]
	freeVals   freeList[Value]
	freeFrames freeList[Frame]
	freeConsts freeList[Const]
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
// smallest free array when the list is full. Only a's length is
// cleared: what lies beyond was cleared before it was handed out, and
// arrays are only ever appended to.
func (l *freeList[T]) put(a []T) {
	if cap(a) == 0 {
		return
	}
	clear(a)
	l.putAsIs(a)
}

// putAsIs is put for an array that holds nothing alive already.
func (l *freeList[T]) putAsIs(a []T) {
	if cap(a) == 0 {
		return
	}
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

// NewConsts is NewOps for constants.
func NewConsts(n int) []Const { return freeConsts.get(n) }

// RecycleConsts gives the constant array of t, a dead trace that no
// language reads (an optimizer's intermediate trace, not a recording),
// back for reuse; t has no constants afterwards. Recycle leaves them
// because a language reads an abandoned recording's constants.
func RecycleConsts(t *Trace) {
	freeConsts.put(t.Consts)
	t.Consts = nil
}

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
// reuse and empties t, with the memory its Values and Frames came from.
// Its constants stay: a language reads the concrete values of an
// abandoned recording, constants among them.
// Nothing may use t, or anything read from its ops and snapshots,
// afterwards: their memory belongs to the next trace. (Recycled values
// are overwritten with an op number no trace has, so that a trace that
// kept a slice of another's shows as malformed rather than wrong.)
func Recycle(t *Trace) {
	freeOps.put(t.Ops)
	freeSnaps.put(t.Snapshots)
	t.store.vals.each(func(c []Value) {
		for i := range c { // what was handed out: the rest never was, or was filled before
			c[i] = recycledValue
		}
		freeVals.putAsIs(c)
	})
	t.store.frames.each(freeFrames.put)
	t.Ops, t.Snapshots, t.store = nil, nil, storage{}
}

// recycledValue fills recycled value arrays.
const recycledValue Value = 1<<31 - 1

// storage is the arrays a trace's argument and slot slices are carved
// from (Trace.Values, Trace.Frames).
type storage struct {
	vals   chunks[Value]
	frames chunks[Frame]
}

// chunks are arrays slices are carved from: cur, the one being filled,
// and full, those before it (most traces fill one).
type chunks[T any] struct {
	cur  []T
	full [][]T
	want int // the size of the first (ReserveLike)
}

func (c *chunks[T]) each(fn func([]T)) {
	if cap(c.cur) > 0 {
		fn(c.cur)
	}
	for _, a := range c.full {
		fn(a)
	}
}

func (c *chunks[T]) used() int {
	n := len(c.cur)
	for _, a := range c.full {
		n += len(a)
	}
	return n
}

// minChunk is the least number of elements a storage chunk holds.
const minChunk = 16

// ReserveLike sizes the first chunks of t's Values and Frames for a
// trace like old: what old's took, or about what old's ops and snapshots
// hold when it did not take its slices from them.
func (t *Trace) ReserveLike(old *Trace) {
	v, f := old.store.vals.used(), old.store.frames.used()
	if v == 0 {
		v, f = 2*len(old.Ops)+2*len(old.Snapshots), len(old.Snapshots)
	}
	t.store.vals.want, t.store.frames.want = v, f
}

// Values returns a slice of n values, capped at n, from memory t owns:
// what an op's arguments or a frame's slots are made in, which Recycle
// gives back with t. Its contents are undefined.
func (t *Trace) Values(n int) []Value {
	c := t.store.vals.cur
	if m := len(c); n <= cap(c)-m && n > 0 { // inlined: most calls
		t.store.vals.cur = c[:m+n]
		return c[m : m+n : m+n]
	}
	return carve(&freeVals, &t.store.vals, n)
}

// Frames is Values for snapshot frames; they are zero.
func (t *Trace) Frames(n int) []Frame {
	c := t.store.frames.cur
	if m := len(c); n <= cap(c)-m && n > 0 {
		t.store.frames.cur = c[:m+n]
		return c[m : m+n : m+n]
	}
	return carve(&freeFrames, &t.store.frames, n)
}

// carve is Values and Frames past the end of the current chunk: kept
// out of them, so that their common case inlines.
//
//go:noinline
func carve[T any](l *freeList[T], c *chunks[T], n int) []T {
	if n == 0 {
		return nil
	}
	if len(c.cur)+n > cap(c.cur) {
		size := max(minChunk, c.want)
		if cap(c.cur) > 0 {
			size = max(minChunk, cap(c.cur))
			c.full = append(c.full, c.cur)
		}
		c.cur = l.get(max(size, n))
	}
	m := len(c.cur)
	c.cur = c.cur[:m+n]
	return c.cur[m : m+n : m+n]
}

// Compact moves t, a trace that lives on (installed), into arrays of its
// own size: its op and snapshot arrays and the memory of its arguments
// and frames come from free lists that hand out the smallest array large
// enough, often one made for a longer trace, which t would keep. The
// arrays it leaves go back to the free lists.
func Compact(t *Trace) {
	n := 0
	t.store.vals.each(func(c []Value) { n += cap(c) })
	nf := 0
	t.store.frames.each(func(c []Frame) { nf += cap(c) })
	if cap(t.Ops) <= 2*len(t.Ops)+minChunk && cap(t.Snapshots) <= 2*len(t.Snapshots)+minChunk &&
		n <= 2*t.store.vals.used()+minChunk && nf <= 2*t.store.frames.used()+minChunk {
		return
	}
	old := *t
	vals := make([]Value, 0, old.store.vals.used())
	frames := make([]Frame, 0, old.store.frames.used())
	take := func(vs []Value) []Value {
		if len(vs) == 0 {
			return vs
		}
		k := len(vals)
		vals = append(vals, vs...)
		return vals[k:len(vals):len(vals)]
	}
	t.Ops = make([]Op, len(old.Ops))
	for i, op := range old.Ops {
		op.Args = take(op.Args)
		t.Ops[i] = op
	}
	t.Snapshots = make([]Snapshot, len(old.Snapshots))
	for i, s := range old.Snapshots {
		k := len(frames)
		for _, f := range s.Frames {
			f.Slots = take(f.Slots)
			frames = append(frames, f)
		}
		s.Frames = frames[k:len(frames):len(frames)]
		for j := range s.Virtuals {
			s.Virtuals[j].Fields = take(s.Virtuals[j].Fields)
		}
		for j := range s.Stores {
			s.Stores[j].Args = take(s.Stores[j].Args)
		}
		t.Snapshots[i] = s
	}
	t.store = storage{vals: chunks[Value]{cur: vals}, frames: chunks[Frame]{cur: frames}}
	Recycle(&old)
}
