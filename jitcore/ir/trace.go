package ir

import "slices"

// Kind says how a trace is entered and left.
type Kind uint8

const (
	// Loop: recorded from a loop header round to itself; ends in a jump
	// to its own label.
	Loop Kind = iota
	// Bridge: recorded from a failing guard of another trace; ends in a
	// jump to a compiled loop.
	Bridge
	// LoopEntry: a loop's Entry (entry.go), which computes its label's
	// arguments from its inputs; ends in a jump to that label.
	LoopEntry
	// Function: recorded from a function's entry (function.go); ends in a
	// return, or a jump into a compiled loop.
	Function
)

// Trace is a recorded, possibly optimized, straight-line piece of code.
type Trace struct {
	Kind      Kind
	ID        int    // number of the trace in its driver, for logs
	Name      string // printable location where it starts, for logs
	Ops       []Op
	Consts    []Const
	Snapshots []Snapshot
	Inputs    []Type // types of the trace's inputs, in order
	// Entry, in a peeled loop, is how another trace may enter it at its
	// label (entry.go), or nil. It is never modified once made: passes
	// share it, or replace it.
	Entry *Trace
	// store is the memory Values and Frames carve from, which Recycle
	// gives back.
	store storage
}

// Snapshot is the interpreter state to resume at when a guard fails: one
// Frame per interpreter frame, outermost first, the objects the optimizer
// did not allocate that its slots refer to (alloc.go), and the stores the
// optimizer delayed past the guard (Stores).
type Snapshot struct {
	Frames   []Frame
	Virtuals []Virtual
	// Stores are store8 and store64 ops that the trace does later, or
	// not at all, but that memory must show when the guard fails: the
	// exit does them, in order, before the interpreter or a bridge goes
	// on. Their arguments are values of the trace, never virtuals.
	Stores []Op
	// Twin, unless 0, is 1 + the index of the guard that this
	// snapshot's guard is a copy of, in the same trace (opt.Unroll):
	// both fail under the same condition at the same position, one
	// iteration apart, so a bridge from either serves both when their
	// snapshots correspond (Corresponds). Only the last pass sets it;
	// passes that renumber ops drop it.
	Twin int32
}

// Frame is one interpreter frame in a snapshot: the green position
// (language-defined numbers, e.g. a code object and a pc) and the value of
// every red slot, in the order the language declared them.
type Frame struct {
	Greens []int64
	Where  string // printable location
	Slots  []Value
}

// Const returns the Value of the constant (t, bits), adding it once.
func (t *Trace) Const(typ Type, bits int64) Value {
	for i, c := range t.Consts {
		if c.Type == typ && c.Bits == bits {
			return ConstValue(i)
		}
	}
	t.Consts = append(t.Consts, Const{Type: typ, Bits: bits})
	return ConstValue(len(t.Consts) - 1)
}

// ConstBits is the bits of v if v is a constant.
func (t *Trace) ConstBits(v Value) (int64, bool) {
	if !v.IsConst() {
		return 0, false
	}
	return t.Consts[v.ConstIndex()].Bits, true
}

// TypeOf is the type of value v.
func (t *Trace) TypeOf(v Value) Type {
	if v.IsConst() {
		return t.Consts[v.ConstIndex()].Type
	}
	return t.Ops[v].Type
}

// Add appends op and returns its Value.
func (t *Trace) Add(op Op) Value {
	t.Ops = append(t.Ops, op)
	return Value(len(t.Ops) - 1)
}

// Live lists the distinct op values a snapshot refers to, in first-use
// order (the frames' slots, the virtuals' fields, then the delayed stores'
// addresses and values): what a guard's exit must save.
func (s *Snapshot) Live() []Value {
	n := 0
	s.Values(func(Value) { n++ })
	if n == 0 {
		return nil
	}
	live := make([]Value, 0, n)
	var seen map[Value]bool // for snapshots too large to search
	if n > maxSearchedLive {
		seen = make(map[Value]bool, n)
	}
	s.Values(func(v Value) {
		if v < 0 || v.IsVirtual() {
			return
		}
		if seen != nil {
			if seen[v] {
				return
			}
			seen[v] = true
		} else if slices.Contains(live, v) {
			return
		}
		live = append(live, v)
	})
	return live
}

// maxSearchedLive is the most values Live dedupes by searching what it
// has so far; a larger snapshot takes a map. Nearly all snapshots are
// below it (a guard's frames hold a few slots), and a map per guard was
// the backend's largest allocation.
const maxSearchedLive = 32

// Values calls fn with every value the snapshot refers to: slots,
// virtual fields and the delayed stores' arguments, constants, None and
// virtuals included.
func (s *Snapshot) Values(fn func(Value)) {
	for _, f := range s.Frames {
		for _, v := range f.Slots {
			fn(v)
		}
	}
	for _, vo := range s.Virtuals {
		for _, v := range vo.Fields {
			fn(v)
		}
	}
	for _, st := range s.Stores {
		for _, v := range st.Args {
			fn(v)
		}
	}
}

// Memory gives the bytes of the memory regions a trace's loads and stores
// address: region i of a memory op is Regions()[i]. A region may be
// replaced (a tape that grows) only by the interpreter or by a call.
// Compiled code keeps the regions' addresses, not the Memory: regions
// outside the Go heap (rawmem) must stay mapped while the Memory is
// reachable, so a Memory owns them or refers to what does.
type Memory interface {
	Regions() [][]byte
}
