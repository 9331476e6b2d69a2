package heap

import (
	"errors"
	"fmt"
)

// handleTable keeps Go-side objects alive for the Values that refer to them.
// A handle's payload is index | generation<<HandleIndexBits; the generation
// changes when a slot is released, so a stale handle is detected instead of
// aliasing the slot's next object.
type handleTable struct {
	entries []handleEntry
	free    []uint32 // released indices
	live    int
	max     int
	// released, when set, is told the object of each handle sweep
	// releases (OnRelease).
	released func(obj any)
}

type handleEntry struct {
	obj  any
	gen  uint16
	mark uint64 // epoch of the last collection that reached the handle
}

// NewHandle returns a handle keeping obj alive for as long as the handle is
// reachable from the roots (Go code must keep it in a registered root across
// safe points, like a ref). If obj implements Roots, the Values it holds are
// traced while the handle is reachable, so Go-side objects may refer to heap
// objects. NewHandle is not a safe point. It fails if obj is nil or when
// MaxHandles handles are live.
func (h *Heap) NewHandle(obj any) (Value, error) {
	t := &h.handles
	if obj == nil {
		return 0, fmt.Errorf("heap: NewHandle(nil)")
	}
	if t.live >= t.max {
		return 0, &LimitError{What: "handles", Requested: 1, Live: uint64(t.live), Limit: uint64(t.max)}
	}
	var i uint32
	if n := len(t.free); n > 0 {
		i = t.free[n-1]
		t.free = t.free[:n-1]
	} else {
		i = uint32(len(t.entries))
		t.entries = append(t.entries, handleEntry{})
	}
	e := &t.entries[i]
	e.obj = obj
	t.live++
	return Value((uint64(e.gen)<<HandleIndexBits|uint64(i))<<PayloadShift | HandleTagBits), nil
}

// Handle returns the Go object of a handle, or false if v is not a handle
// or its object was released.
func (h *Heap) Handle(v Value) (any, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	p := uint64(v) >> PayloadShift
	i := p & (1<<HandleIndexBits - 1)
	t := &h.handles
	if i >= uint64(len(t.entries)) {
		return nil, false
	}
	e := &t.entries[i]
	if e.obj == nil || uint64(e.gen) != p>>HandleIndexBits {
		return nil, false
	}
	return e.obj, true
}

// Object returns the Go object of v, or nil if v is not a handle. It is
// Handle for a caller that holds only live handles (a language's
// interpreter, whose roots keep them alive): a handle whose object was
// released, or that no NewHandle made, is a bug of its roots, and Object
// panics. It is small enough for the Go compiler to inline.
func (h *Heap) Object(v Value) any {
	if !v.IsHandle() {
		return nil
	}
	p := uint64(v) >> PayloadShift
	e := &h.handles.entries[p&(1<<HandleIndexBits-1)]
	if e.obj == nil || uint64(e.gen) != p>>HandleIndexBits {
		panic(errStaleHandle)
	}
	return e.obj
}

// errStaleHandle is Object's panic.
var errStaleHandle = errors.New("heap: a released handle was used")

// OnRelease makes every collection from now on call f with the Go object
// of each handle it releases (nil: none), so that a language can reuse the
// buffers of an object no program can reach any more at once instead of
// leaving them to Go's collector (minipy recycles its sets' tables). f
// runs inside the collection: it must not allocate handles or heap
// objects, and it must not keep an object that a Go pointer elsewhere
// still uses (the handle was its object's only owner, or the language
// recycles it with the owner's say).
func (h *Heap) OnRelease(f func(obj any)) { h.handles.released = f }

// mark records that the handle v was reached by the collection of epoch and
// reports whether this is the first time.
func (t *handleTable) mark(v Value, epoch uint64) (*handleEntry, bool) {
	e := &t.entries[uint64(v)>>PayloadShift&(1<<HandleIndexBits-1)]
	if e.mark == epoch {
		return e, false
	}
	e.mark = epoch
	return e, true
}

// sweep releases the handles the collection of epoch did not reach.
func (t *handleTable) sweep(epoch uint64) (released int) {
	for i := range t.entries {
		e := &t.entries[i]
		if e.obj != nil && e.mark != epoch {
			if t.released != nil {
				t.released(e.obj)
			}
			e.obj = nil
			e.gen++
			t.free = append(t.free, uint32(i))
			t.live--
			released++
		}
	}
	return released
}
