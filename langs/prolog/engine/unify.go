package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
)

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o solver_concrete.go -value heap.Value -domain domain.Concrete[heap.Value] unify.go head.go body.go resolve.go call.go bodyarith.go solve.go

// This file is the engine's hot path written once against a domain (see
// docs/language-manual.md): dereference, binding with the trail, and
// unification. The concrete instances (derefConcrete, unifyConcrete, …)
// are generated into solver_concrete.go with the solver's (the
// go:generate line above); the recording instances are these functions
// instantiated with *domain.Recording. None of them allocates, so none
// is a safe point.

// bindings is the state that binding changes. Its values are V: heap
// words in the interpreter, trace values in a recording.
type bindings[V any] struct {
	// trail holds the variable cells whose bindings backtracking must
	// undo: those that were older than the newest choicepoint when they
	// were bound (conditional trailing). Undoing a mark unbinds the
	// entries above it.
	trail []V
	// mark is the serial number, as an immediate integer, of the first
	// variable made after the newest choicepoint: a binding of a
	// variable below it is trailed, one of a newer variable is not
	// (backtracking to that choicepoint drops the variable itself).
	mark V
	// work is unify's and occurs' explicit stack of terms still to
	// visit, so that deep terms never deepen the Go stack. It is empty
	// between calls and is not a root (neither function allocates).
	work []V
	// vtrail holds the changes of attributed variables that
	// backtracking must undo, in pairs (cell, old value): the old
	// attributes of an attributed variable whose attributes changed
	// or that was bound, the old serial number of a plain variable
	// that got attributes (attvar.go: setAttrs), and the Go-side
	// states' entries (an undoer's id and length). Trailed
	// conditionally, as trail.
	vtrail []V
	// wake holds the attributed variables bound since the solver last
	// looked, in pairs (their attributes, the value bound): the goals
	// the solver runs before the next goal (attvar.go).
	wake []V
	// resume, while recording, declares the state a guard after a
	// binding resumes at: a guard may not follow a store of the same
	// instruction (jitcore's "Resume granularity"), so each binding of
	// a unification ends an instruction, and the next one is "go on
	// unifying the pairs on work" (a solver's resume declares its
	// frames with work and trail among their slots: d.Begin). Nil in
	// the interpreter, and in a recording whose solver declares no such
	// state yet: it ends before a binding (unresumable).
	resume func()
	// spec is set, when recording, while a clause that another may
	// follow is tried without its choicepoint (traceClauses), up to its
	// cut: mark is then the serial number the choicepoint would have,
	// outer the mark before it, and undo the variables older than it
	// that were bound (the interpreter would have trailed them). The
	// states declared meanwhile are the predicate's entry with undo:
	// the interpreter unbinds them before it enters (jit.go).
	spec  bool
	outer V
	undo  []V
}

// isRef is whether v refers to a heap object.
func isRef[V, C any, D domain.Domain[V, C]](d D, v V) C {
	return d.Eq(d.And(v, d.Const(heap.TagMask)), d.Const(int64(heap.RefTagBits)))
}

// deref follows v's chain of bound variables to its end: a term that is
// not a variable, or an unbound variable cell.
func deref[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, v V) V {
	// The two tests of a variable cell written out: one call fewer for
	// the interpreter.
	for d.Branch(isRef(d, v)) && d.Branch(d.Eq(d.LoadHeader(h, v), d.Const(int64(varHeader)))) {
		w := d.LoadField(h, v, varBinding)
		if d.Branch(d.Eq(w, d.Const(int64(heap.Unbound)))) {
			return v
		}
		v = w
	}
	return v
}

// derefVar is deref also reporting whether the end of the chain is an
// unbound variable, which deref's loop knows: unify and head matching
// need not test the term again.
func derefVar[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, v V) (V, bool) {
	for d.Branch(isRef(d, v)) && d.Branch(d.Eq(d.LoadHeader(h, v), d.Const(int64(varHeader)))) {
		w := d.LoadField(h, v, varBinding)
		if d.Branch(d.Eq(w, d.Const(int64(heap.Unbound)))) {
			return v, true
		}
		v = w
	}
	return v, false
}

// bind binds the unbound variable v to t, trailing v when it is older
// than the newest choicepoint. Its one guard precedes its effects. A
// recording declares the state after the binding (b.resume: the
// instruction goes on from there), and ends before a binding to trail
// (the trail is the interpreter's: its guard resumes there, unbound),
// but for one that only a choicepoint not pushed would trail (b.spec).
func bind[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], v, t V) {
	trail := d.Branch(d.Lt(d.LoadField(h, v, varSerial), b.mark))
	if d.Tracing() && trail {
		if !b.spec {
			d.Abandon("a binding to trail")
			return
		}
		b.undo, trail = append(b.undo, v), false
	}
	d.StoreField(h, v, varBinding, t)
	if trail {
		b.trail = append(b.trail, v)
	}
	if d.Tracing() {
		b.resume()
	}
}

// unresumable reports, when recording, that the solver declares no
// state to resume at after a store (b.resume is nil), and then ends
// the recording before the store (a binding, a term built): the
// interpreter redoes the instruction from its start, which must find
// the variable unbound (bound by the recording, it would unify without
// trailing it).
func unresumable[V, C any, D domain.Domain[V, C]](d D, b *bindings[V]) bool {
	if d.Tracing() {
		if b.resume == nil {
			d.Abandon("a store: its resume state is not declared yet")
			return true
		}
	}
	return false
}

// bindVars binds two distinct unbound variables: the younger to the
// older, which keeps chains pointing at older cells and leaves the
// younger (more often untrailed) one as the one written.
func bindVars[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], x, y V) {
	if d.Branch(d.Lt(d.LoadField(h, x, varSerial), d.LoadField(h, y, varSerial))) {
		bind(d, h, b, y, x)
	} else {
		bind(d, h, b, x, y)
	}
}

// occursWalkLimit is how many compound terms occurs walks before it
// remembers the ones it walked.
const occursWalkLimit = 1 << 12

// occurs reports whether the unbound variable v occurs in t.
//
// Bindings make terms that share subterms (A2 = g(A1, A1), A3 = g(A2,
// A2), …), which a walk that does not remember where it has been visits
// once per path: exponentially often. So after occursWalkLimit compound
// terms, occurs remembers those it walked and walks each once. A
// recording ends there instead (the skipping depends on which refs are
// equal, which a trace does not guard): occurs returns false with
// d.Done() set, and the interpreter redoes the instruction.
func occurs[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], v, t V) bool {
	base := len(b.work)
	b.work = append(b.work, t)
	walked := 0
	var seen map[int64]bool
	for len(b.work) > base {
		top := len(b.work) - 1
		t = deref(d, h, b.work[top])
		b.work = b.work[:top]
		if d.Branch(d.Eq(t, v)) {
			b.work = b.work[:base]
			return true
		}
		if !d.Branch(isRef(d, t)) {
			continue
		}
		hd := heap.Header(d.Concrete(d.Promote(d.LoadHeader(h, t))))
		if !isCompound(hd) {
			continue
		}
		if walked++; walked > occursWalkLimit {
			if d.Tracing() {
				d.Abandon("an occurs check walks a large term")
				b.work = b.work[:base]
				return false
			}
			if seen == nil {
				seen = map[int64]bool{}
			}
			if seen[d.Concrete(t)] {
				continue
			}
			seen[d.Concrete(t)] = true
		}
		for i := range hd.Len() {
			b.work = append(b.work, d.LoadField(h, t, i))
		}
	}
	return false
}

// unify unifies x and y, with the occurs check when occursCheck is set
// (unify_with_occurs_check/2). On failure the bindings it made stay: the
// caller undoes them by backtracking to a mark. A recording may end in
// it (d.Done(), see occurs).
//
// It walks the two terms with the explicit stack b.work and goes on with
// a compound's first argument at once, pushing the others, so a term
// nested only through one argument (a list, f(f(...))) needs a bounded
// stack, and no term needs Go stack. Past occursWalkLimit pairs of
// compounds it remembers the pairs it unified and takes a pair met again
// as unified, so that two cyclic terms unify (X = f(X), Y = f(Y), X = Y)
// as rational trees, as in SWI-Prolog; a recording ends there instead
// (see occurs).
func unify[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], x, y V, occursCheck bool) bool {
	base := len(b.work)
	pairs := 0
	var seen map[[2]int64]bool
	for {
		var xv, yv bool
		x, xv = derefVar(d, h, x)
		y, yv = derefVar(d, h, y)
		if !d.Branch(d.Eq(x, y)) {
			switch {
			case xv && yv:
				if unresumable(d, b) {
					b.work = b.work[:base]
					return false
				}
				bindVars(d, h, b, x, y)
				if d.Done() {
					b.work = b.work[:base]
					return false
				}
			case xv || yv:
				if yv {
					x, y = y, x
				}
				if occursCheck && (occurs(d, h, b, x, y) || d.Done()) || unresumable(d, b) {
					b.work = b.work[:base]
					return false
				}
				bind(d, h, b, x, y)
				if d.Done() {
					b.work = b.work[:base]
					return false
				}
			case !d.Branch(isRef(d, x)) || !d.Branch(isRef(d, y)):
				// Different atomic words: atoms, immediate integers,
				// floats, or an atomic word against an object (every
				// number has one representation, so never equal),
				// unless the object is an attributed variable.
				if !unifyAttVar(d, h, b, x, y, occursCheck) {
					b.work = b.work[:base]
					return false
				}
			default:
				hd := d.LoadHeader(h, x)
				if !d.Branch(d.Eq(hd, d.LoadHeader(h, y))) {
					if !unifyAttVar(d, h, b, x, y, occursCheck) {
						b.work = b.work[:base]
						return false
					}
					break
				}
				ch := heap.Header(d.Concrete(d.Promote(hd)))
				if ch.Class() == classAttVar {
					// Two attributed variables: the younger is bound.
					if !unifyAttVar(d, h, b, x, y, occursCheck) {
						b.work = b.work[:base]
						return false
					}
					break
				}
				if ch.Kind() != heap.ObjWords {
					// A boxed integer or a big integer: equal bodies.
					for i := range ch.BodyWords() {
						if !d.Branch(d.Eq(d.LoadField(h, x, i), d.LoadField(h, y, i))) {
							b.work = b.work[:base]
							return false
						}
					}
					break
				}
				if pairs++; pairs > occursWalkLimit {
					if d.Tracing() {
						d.Abandon("a unification walks a large term")
						b.work = b.work[:base]
						return false
					}
					if seen == nil {
						seen = map[[2]int64]bool{}
					}
					k := [2]int64{d.Concrete(x), d.Concrete(y)}
					if seen[k] {
						break // unified already: go on with the next pair
					}
					seen[k] = true
				}
				for i := ch.Len() - 1; i > 0; i-- {
					b.work = append(b.work, d.LoadField(h, x, i), d.LoadField(h, y, i))
				}
				x, y = d.LoadField(h, x, 0), d.LoadField(h, y, 0)
				continue
			}
		}
		top := len(b.work)
		if top == base {
			return true
		}
		x, y = b.work[top-2], b.work[top-1]
		b.work = b.work[:top-2]
	}
}

// isAttVar reports whether the dereferenced term t is an unbound
// attributed variable.
func isAttVar[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, t V) bool {
	return d.Branch(isRef(d, t)) && d.Branch(d.Eq(d.LoadHeader(h, t), d.Const(int64(attVarHeader))))
}

// unifyAttVar is unification's cold path for two dereferenced terms
// that are not equal, neither of them a plain variable, that the hot
// path found different: it reports false unless one is an attributed
// variable, which it binds to the other (the younger one when both
// are, as plain variables are bound), with the occurs check when
// occursCheck is set. A recording ends at an attributed variable
// (d.Done(): the solver does not trace its wakeup yet).
func unifyAttVar[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], x, y V, occursCheck bool) bool {
	xa, ya := isAttVar(d, h, x), isAttVar(d, h, y)
	switch {
	case !xa && !ya:
		return false
	case xa && ya:
		if d.Branch(d.Lt(d.LoadField(h, x, varSerial), d.LoadField(h, y, varSerial))) {
			x, y = y, x // x, the younger, is bound
		}
	case ya:
		x, y = y, x
	}
	if d.Tracing() {
		d.Abandon("an attributed variable is bound")
		return false
	}
	if occursCheck && occurs(d, h, b, x, y) {
		return false
	}
	return bindAttVar(d, h, b, x, y)
}

// bindAttVar binds the unbound attributed variable av to t: the cell
// becomes a bound plain variable, its attributes and t go to b.wake,
// and b.vtrail keeps what backtracking restores (when av is older than
// the newest choicepoint). A recording ends here (see unifyAttVar): it
// reports false.
func bindAttVar[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], av, t V) bool {
	if d.Tracing() {
		d.Abandon("an attributed variable is bound")
		return false
	}
	attrs := d.LoadField(h, av, attVarAttrs)
	if d.Branch(d.Lt(d.LoadField(h, av, varSerial), b.mark)) {
		b.vtrail = append(b.vtrail, av, attrs)
	}
	d.StoreField(h, av, varBinding, t)
	h.H.SetClass(heap.Value(d.Concrete(av)), classVar)
	b.wake = append(b.wake, attrs, t)
	return true
}
