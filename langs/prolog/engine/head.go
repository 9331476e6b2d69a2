package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
)

// Head matching, the solver's inner loop, written once against the domain
// like unification (unify.go, whose go:generate line instantiates both):
// matchHeadConcrete (solver_concrete.go) is the interpreter's; a
// recording runs the same source on domain.Recording.

// headState is head matching's state: the clause's frame, its explicit
// stack of goal subterms still to match, and the subterms it defers
// building. Its values are roots (the machine visits them).
type headState[V any] struct {
	// frame holds the clause's variables; set says which slots are
	// bound (a slot's first occurrence takes the goal's term).
	frame []V
	set   []bool
	// work is the goal subterms matched against the head nodes still
	// to visit, the next on top.
	work []V
	// deferred are the goal's unbound variables where the head has a
	// compound term (or a big number): built and bound after the match.
	deferred []deferral[V]
}

// deferral is a head subterm to build for an unbound goal variable.
type deferral[V any] struct {
	v    V
	node int32
}

// reset makes st ready for a clause of n variables.
func (st *headState[V]) reset(n int) {
	if cap(st.frame) < n {
		st.frame = make([]V, n)
		st.set = make([]bool, n)
	}
	st.frame, st.set = st.frame[:n], st.set[:n]
	clear(st.frame) // no stale ref for the collector to visit
	clear(st.set)
	st.deferred = st.deferred[:0]
}

// matchHead matches the head nodes (a clause's argument trees) against
// the call's arguments args, binding the frame and the
// goal's variables; a compound (or big number) of the head whose goal
// term is an unbound variable is deferred (st.deferred). It reports
// whether the head matches; on failure bindings may remain (the caller
// backtracks). It never allocates.
func matchHead[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, b *bindings[V], st *headState[V], head []node, args []V) bool {
	k := 0
	for _, arg := range args {
		if n := &head[k]; n.kind == nodeVar && !st.set[n.slot] {
			// An argument that is a variable's first occurrence (the
			// commonest head argument) takes the goal's term as it is.
			st.frame[n.slot], st.set[n.slot] = arg, true
			k++
			continue
		}
		// The argument's subtree, with an explicit stack of the goal's
		// subterms still to match.
		st.work = append(st.work[:0], arg)
		for end := k + int(head[k].size); k < end; {
			top := len(st.work) - 1
			t := st.work[top]
			st.work = st.work[:top]
			n := &head[k]
			if n.kind == nodeVar && !st.set[n.slot] {
				// A variable's first occurrence takes the goal's term as
				// it is: no need to dereference it.
				st.frame[n.slot], st.set[n.slot] = t, true
				k++
				continue
			}
			t, tv := derefVar(d, h, t)
			switch n.kind {
			case nodeConst:
				k++
				c := d.Const(int64(n.w))
				if d.Branch(d.Eq(t, c)) {
					continue
				}
				if !tv {
					if !unifyAttVar(d, h, b, t, c, false) {
						return false
					}
					continue
				}
				if unresumable(d, b) {
					return false
				}
				bind(d, h, b, t, c)
				if d.Done() {
					return false
				}
			case nodeVar:
				k++
				if !unify(d, h, b, st.frame[n.slot], t, false) || d.Done() {
					return false
				}
			default: // nodeStruct, nodeObject
				if tv {
					st.deferred = append(st.deferred, deferral[V]{t, int32(k)})
					k += int(n.size)
					continue
				}
				if d.Branch(isRef(d, t)) {
					hd := d.LoadHeader(h, t)
					if n.kind == nodeStruct && d.Branch(d.Eq(hd, d.Const(int64(n.hd)))) {
						for i := n.hd.Len() - 1; i >= 0; i-- {
							st.work = append(st.work, d.LoadField(h, t, i))
						}
						k++
						continue
					}
					if n.kind == nodeObject && objectMatches(d, h, t, hd, n) {
						k++
						continue
					}
					if d.Branch(d.Eq(hd, d.Const(int64(attVarHeader)))) {
						// Built and unified with the attributed variable
						// after the match, as for an unbound variable.
						if d.Tracing() {
							d.Abandon("an attributed variable is bound")
							return false
						}
						st.deferred = append(st.deferred, deferral[V]{t, int32(k)})
						k += int(n.size)
						continue
					}
				}
				return false
			}
		}
	}
	return true
}

// objectMatches reports whether the object t (with header hd) is the
// head's atomic object n: a boxed or big integer or a string, equal when
// the headers and the bodies are.
func objectMatches[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, t, hd V, n *node) bool {
	if !d.Branch(d.Eq(hd, d.Const(int64(n.hd)))) {
		return false
	}
	for i, w := range n.objBody() {
		if !d.Branch(d.Eq(d.LoadField(h, t, i), d.Const(int64(w)))) {
			return false
		}
	}
	return true
}
