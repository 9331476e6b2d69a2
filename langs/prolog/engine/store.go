package engine

import (
	"fmt"
	"math/big"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
)

// Store is the term store of one engine: its terms on a jitcore heap,
// the atom and functor tables, the trail, and the registers the engine
// keeps across safe points. It is the heap's root set for all of them.
// A Store is not safe for concurrent use.
type Store struct {
	tables
	h  *heap.Heap
	dh domain.Heap
	d  domain.Concrete[heap.Value]
	b  bindings[heap.Value]
	// serial is the serial number of the next variable made.
	serial int64
	// epoch changes whenever a choicepoint is made or backtracked
	// into; undoers are the Go-side states backtracking restores, and
	// undoEpoch the epoch of each one's newest trail entry (attvar.go).
	epoch     uint64
	undoers   []Undoer
	undoEpoch []uint64
	// attrModules are the attribute modules whose values stand for
	// more than themselves (attvar.go: SetAttrModule), by name.
	attrModules map[heap.Value]AttrModule

	// Regs are the engine's registers: terms it keeps across safe
	// points (any allocation). A collection rewrites them in place.
	Regs []heap.Value
	// scratch holds terms an allocating method needs after it
	// allocated (NewCompound's arguments, copy_term's source).
	scratch []heap.Value
	roots   heap.RootsID
	// walks are the Go buffers the next term walk uses (walkbufs.go).
	walks *walkBufs
	// shortcuts is set when the heap's collections take the store's
	// shortcut (then they visit the trail as exact roots).
	shortcuts bool
}

// heapRegion is the index of the heap's regions in the engine's
// domain.Memory (heap.Heap.Regions: the allocation record, then the space).
const heapRegion = 0

// NewStore makes a store whose terms live on h, and registers it as one
// of h's root sets (Close unregisters it).
func NewStore(h *heap.Heap) *Store {
	s := &Store{
		tables: newTables(),
		h:      h,
		dh:     domain.Heap{H: h, Region: heapRegion},
		d:      domain.NewConcrete[heap.Value](nil),
	}
	s.b.mark = serialWord(0)
	s.roots = h.AddRoots(s)
	h.SetShortcut(varHeader, s.shortcut)
	s.shortcuts = true
	return s
}

// shortcut is the store's heap.Shortcut: a reference to a variable bound
// for good is replaced by the variable's binding, so that a collection
// drops the variable cells of the lists and structures a program builds
// through output arguments (about half of a list's words). A binding is
// for good when the variable is not on the trail: only the trail undoes
// bindings, and conditional trailing leaves off it the bindings no
// choicepoint can undo (of a variable made after the newest one, whom
// backtracking forgets with everything made after it). The trail is the
// store's exact roots, visited first: its variables are copied as they
// are, and every reference to them stays one.
func (s *Store) shortcut(from []heap.Value, v heap.Value) heap.Value {
	for {
		off := v.Offset()
		if heap.Header(from[off]) != varHeader { // a term, or copied already
			return v
		}
		b := from[off+heap.HeaderWords+varBinding]
		if b == heap.Unbound {
			return v
		}
		if !b.IsRef() {
			return b
		}
		v = b
	}
}

// Close unregisters the store's roots; its terms become garbage.
func (s *Store) Close() { s.h.RemoveRoots(s.roots) }

// Heap is the heap the store's terms live on.
func (s *Store) Heap() *heap.Heap { return s.h }

// VisitRoots visits the registers, the old values on the attributed
// variables' trail, the wake list and the scratch terms (heap.Roots);
// the variables of both trails are visited as exact roots
// (VisitExactRoots).
func (s *Store) VisitRoots(visit func(*heap.Value)) {
	for _, vs := range [][]heap.Value{s.Regs, s.b.wake, s.scratch} {
		for i := range vs {
			visit(&vs[i])
		}
	}
	for i := 1; i < len(s.b.vtrail); i += 2 {
		visit(&s.b.vtrail[i])
	}
	if !s.shortcuts {
		s.VisitExactRoots(visit)
	}
}

// VisitExactRoots visits the trail and the variables of the attributed
// variables' trail, which are variable cells that must stay ones
// (heap.ExactRoots: a collection visits them before it takes any
// shortcut; backtracking unbinds them).
func (s *Store) VisitExactRoots(visit func(*heap.Value)) {
	for i := range s.b.trail {
		visit(&s.b.trail[i])
	}
	for i := 0; i < len(s.b.vtrail); i += 2 {
		visit(&s.b.vtrail[i])
	}
}

// serialWord is a variable serial number as the immediate integer that a
// variable cell and the bindings' mark hold.
func serialWord(n int64) heap.Value {
	v, _ := heap.SmallInt(n)
	return v
}

// errTooManyVariables is NewVar's error once serial numbers run out of
// the immediate range (2^47 variables).
var errTooManyVariables = fmt.Errorf("more than %d variables made", int64(heap.MaxInt))

// nextSerial takes the next variable serial number.
func (s *Store) nextSerial() (heap.Value, error) {
	if s.serial == heap.MaxInt {
		return 0, errTooManyVariables
	}
	s.serial++
	return serialWord(s.serial - 1), nil
}

// initVar makes the freshly allocated cell v an unbound variable.
func (s *Store) initVar(v, serial heap.Value) {
	s.h.SetField(v, varBinding, heap.Unbound)
	s.h.SetField(v, varSerial, serial)
}

// NewVar makes a fresh unbound variable. It is a safe point.
func (s *Store) NewVar() (heap.Value, error) {
	serial, err := s.nextSerial()
	if err != nil {
		return 0, err
	}
	v, err := s.h.AllocHeader(varHeader)
	if err != nil {
		return 0, err
	}
	s.initVar(v, serial)
	return v, nil
}

// NewCompound makes the compound term f(args...); len(args) must be f's
// arity. It is a safe point: args are kept where the collector sees them
// while it allocates, but other refs the caller holds move.
func (s *Store) NewCompound(f Functor, args ...heap.Value) (heap.Value, error) {
	if n := s.Arity(f); n != len(args) {
		panic(fmt.Sprintf("engine: NewCompound of %s/%d with %d arguments", s.Name(f).Name(), n, len(args)))
	}
	base := len(s.scratch)
	s.scratch = append(s.scratch, args...)
	defer func() { s.scratch = s.scratch[:base] }()
	c, err := s.h.AllocHeader(s.header(f))
	if err != nil {
		return 0, err
	}
	for i, a := range s.scratch[base:] {
		s.h.SetBodyWord(c, i, uint64(a))
	}
	return c, nil
}

// Int is the integer n: immediate within 48 bits, else boxed (a safe
// point).
func (s *Store) Int(n int64) (heap.Value, error) { return s.h.Int64(n) }

// Float is the float x (an unboxed word).
func (s *Store) Float(x float64) heap.Value { return heap.Float(x) }

// bigHeader is the header of the big integer x (outside int64).
func bigHeader(x *big.Int) heap.Header {
	class := uint32(classBigPos)
	if x.Sign() < 0 {
		class = classBigNeg
	}
	return heap.MakeHeader(heap.ObjBytes, class, (x.BitLen()+7)/8)
}

// fillBig writes the magnitude of x into the big integer object v.
func (s *Store) fillBig(v heap.Value, x *big.Int) { x.FillBytes(s.h.Bytes(v)) }

// stringHeader is the header of a string of n bytes.
func stringHeader(n int) (heap.Header, error) {
	if n > heap.MaxLen {
		return 0, &heap.LimitError{What: "object size", Requested: uint64(n), Limit: heap.MaxLen}
	}
	return heap.MakeHeader(heap.ObjBytes, classString, n), nil
}

// NewString makes the string text. It is a safe point.
func (s *Store) NewString(text string) (heap.Value, error) {
	hd, err := stringHeader(len(text))
	if err != nil {
		return 0, err
	}
	v, err := s.h.AllocHeader(hd)
	if err != nil {
		return 0, err
	}
	copy(s.h.Bytes(v), text)
	return v, nil
}

// StringOf is the text of the string v (of kindString).
func (s *Store) StringOf(v heap.Value) string { return string(s.h.Bytes(v)) }

// intHeader is the header of the object that holds the integer n, or
// false when n is immediate.
func intHeader(n int64) (heap.Header, bool) {
	if heap.IntFits(n) {
		return 0, false
	}
	return heap.BoxedInt64Header, true
}

// Deref follows v's bindings (deref).
func (s *Store) Deref(v heap.Value) heap.Value {
	if !v.IsRef() { // an atom or a number: no call
		return v
	}
	return derefConcrete(s.d, s.dh, v)
}

// Unify unifies a and b without the occurs check. On failure, bindings
// made on the way stay until the caller undoes a mark.
func (s *Store) Unify(a, b heap.Value) bool { return unifyConcrete(s.d, s.dh, &s.b, a, b, false) }

// UnifyOccursCheck is Unify with the occurs check
// (unify_with_occurs_check/2).
func (s *Store) UnifyOccursCheck(a, b heap.Value) bool {
	return unifyConcrete(s.d, s.dh, &s.b, a, b, true)
}

// Mark is a point to backtrack to: what a choicepoint records of the
// store.
type Mark struct {
	trail  int        // the trail's length
	vtrail int        // the attributed variables' trail's length
	prev   heap.Value // the bindings' mark before this one
}

// Mark makes a choicepoint's mark: from now on, bindings of the
// variables that exist are trailed, so that Undo can unbind them.
func (s *Store) Mark() Mark {
	m := Mark{trail: len(s.b.trail), vtrail: len(s.b.vtrail), prev: s.b.mark}
	s.b.mark = serialWord(s.serial)
	s.epoch++
	return m
}

// Undo unbinds every variable bound since m was made (backtracking into
// m's choicepoint, which stays: Undo may be called again).
func (s *Store) Undo(m Mark) {
	t := s.b.trail
	for i := len(t) - 1; i >= m.trail; i-- {
		s.h.SetField(t[i], varBinding, heap.Unbound)
	}
	clear(t[m.trail:])
	s.b.trail = t[:m.trail]
	if len(s.b.vtrail) > m.vtrail || len(s.b.wake) > 0 {
		s.undoAttVars(m.vtrail)
	}
	s.epoch++
}

// Drop removes m's choicepoint (its last alternative was taken, or a cut
// removed it), keeping the bindings: trailing goes back to the mark
// before m. Marks are dropped newest first.
func (s *Store) Drop(m Mark) { s.b.mark = m.prev }

// TrailLen is the number of trailed bindings (for tests and statistics).
func (s *Store) TrailLen() int { return len(s.b.trail) }

// tidy drops the trail entries from index from on whose variables are
// no older than the newest mark: a cut removed the choicepoints that
// needed them undone.
func (s *Store) tidy(from int) {
	if len(s.b.vtrail) > 0 {
		s.tidyAttVars()
	}
	t := s.b.trail
	k := from
	for _, v := range t[from:] {
		if int64(s.h.BodyWord(v, varSerial)) < int64(s.b.mark) {
			t[k] = v
			k++
		}
	}
	clear(t[k:])
	s.b.trail = t[:k]
}

// tidyAttVars is tidy for the attributed variables' trail, all of it
// (it is short: one entry per change of an attributed variable older
// than a choicepoint).
func (s *Store) tidyAttVars() {
	t := s.b.vtrail
	k := 0
	for i := 0; i+1 < len(t); i += 2 {
		if !t[i].IsRef() || s.attVarTrailed(t[i], t[i+1]) {
			t[k], t[k+1] = t[i], t[i+1]
			k += 2
		}
	}
	clear(t[k:])
	s.b.vtrail = t[:k]
}
