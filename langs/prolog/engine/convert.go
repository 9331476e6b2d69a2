package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// FromTerm puts the reader's term t on the heap. The variables of t
// become fresh variables; when vars is not nil, FromTerm empties it and
// records in it the variable made for each variable of t (refs valid
// until the next safe point).
//
// It allocates every object of the term at once (heap.AllocObjects: at
// most one collection, before any of them exists) and fills them in a
// second walk of t in the same order, so nothing the caller does not hold
// moves while it builds. Both walks use an explicit stack.
func (s *Store) FromTerm(t term.Term, vars map[*term.Var]heap.Value) (heap.Value, error) {
	headers, err := s.headersOf(t)
	if err != nil {
		return 0, err
	}
	refs, err := s.h.AllocObjects(headers)
	if err != nil {
		return 0, err
	}
	if vars == nil {
		vars = map[*term.Var]heap.Value{}
	}
	clear(vars)                                                     // its old refs may be stale, and the headers count every variable
	memo := newMemo[*term.Compound, heap.Value](!term.SmallTree(t)) // as headersOf's
	type pending struct {
		t    term.Term
		dst  heap.Value // the compound whose argument t is, or 0 for the root
		slot int
	}
	var root heap.Value
	stack := []pending{{t: t}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		var v heap.Value
		switch x := p.t.(type) {
		case term.Atom:
			v = s.Atom(x)
		case term.Float:
			v = heap.Float(float64(x))
		case term.Int:
			if _, boxed := intHeader(int64(x)); boxed {
				v, refs = refs[0], refs[1:]
				s.h.SetBodyWord(v, 0, uint64(x))
			} else {
				v, _ = heap.SmallInt(int64(x))
			}
		case *term.BigInt:
			v, refs = refs[0], refs[1:]
			s.fillBig(v, x.V)
		case term.String:
			v, refs = refs[0], refs[1:]
			copy(s.h.Bytes(v), x)
		case *term.Var:
			if made, ok := vars[x]; ok {
				v = made
				break
			}
			serial, err := s.nextSerial()
			if err != nil {
				return 0, err
			}
			v, refs = refs[0], refs[1:]
			s.initVar(v, serial)
			vars[x] = v
		case *term.Compound:
			if !memo.visit(x) {
				v = memo.made(x)
				break
			}
			v, refs = refs[0], refs[1:]
			memo.record(x, v)
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, pending{x.Args[i], v, i})
			}
		}
		if p.dst == 0 {
			root = v
		} else {
			s.h.SetBodyWord(p.dst, p.slot, uint64(v))
		}
	}
	return root, nil
}

// headersOf lists the headers of the objects FromTerm makes for t, in the
// order its second walk takes them.
func (s *Store) headersOf(t term.Term) ([]heap.Header, error) {
	var headers []heap.Header
	seen := map[*term.Var]bool{}
	memo := newMemo[*term.Compound, heap.Value](!term.SmallTree(t)) // a cyclic graph's walk ends
	stack := []term.Term{t}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case term.Int:
			if hd, boxed := intHeader(int64(x)); boxed {
				headers = append(headers, hd)
			}
		case *term.BigInt:
			headers = append(headers, bigHeader(x.V))
		case term.String:
			hd, err := stringHeader(len(x))
			if err != nil {
				return nil, err
			}
			headers = append(headers, hd)
		case *term.Var:
			if !seen[x] {
				seen[x] = true
				headers = append(headers, varHeader)
			}
		case *term.Compound:
			if !memo.visit(x) {
				continue
			}
			f, err := s.Functor(x.Functor, len(x.Args))
			if err != nil {
				return nil, err
			}
			headers = append(headers, s.header(f))
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
	return headers, nil
}

// ToTerm is the heap term v as a reader's term, for the writer. Each
// unbound variable becomes a *term.Var, the same one for the same
// variable across calls that share vars (keyed by the variable's serial
// number, which collections keep); vars may be nil. ToTerm does not
// allocate on the heap and walks v with an explicit stack.
func (s *Store) ToTerm(v heap.Value, vars map[int64]*term.Var) term.Term {
	return s.toTerm(v, vars, nil)
}

// ToTermTree is ToTerm, and whether the term is a tree (no compound in
// it twice, so not cyclic): the writer then need not look for cycles
// (syntax.WriteOptions.Tree).
func (s *Store) ToTermTree(v heap.Value) (term.Term, bool) {
	return s.toTermShared(v, map[int64]*term.Var{}, nil)
}

// toTerm is ToTerm writing each compound of stop (but v itself) as its
// variable: the toplevel names the cycles of its answers so.
func (s *Store) toTerm(v heap.Value, vars map[int64]*term.Var, stop map[heap.Value]*term.Var) term.Term {
	if vars == nil {
		vars = map[int64]*term.Var{}
	}
	t, _ := s.toTermShared(v, vars, stop)
	return t
}

// toTermShared is toTerm, and whether the term is a tree.
func (s *Store) toTermShared(v heap.Value, vars map[int64]*term.Var, stop map[heap.Value]*term.Var) (term.Term, bool) {
	// A term that is not a small tree is converted again with a memo
	// from its first compound: each compound becomes one *term.Compound,
	// so a cyclic term becomes a cyclic graph (term.Acyclic tells) as
	// small as the term, and a shared subterm a shared one.
	for asTree := true; ; asTree = false {
		if t, ok, tree := s.toTermWith(v, vars, stop, asTree); ok {
			return t, tree
		}
	}
}

// toTermWith is toTerm, walking v as a tree (asTree) or each compound
// once; false when it walked v as a tree and v is not a small one. tree
// says no compound was met twice.
func (s *Store) toTermWith(v heap.Value, vars map[int64]*term.Var, stop map[heap.Value]*term.Var, asTree bool) (_ term.Term, ok, tree bool) {
	var root term.Term
	type pending struct {
		v   heap.Value
		out *term.Term
	}
	memo := newMemo[heap.Value, *term.Compound](!asTree)
	shared := false
	stack := []pending{{v, &root}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v := s.Deref(p.v)
		if sv, ok := stop[v]; ok && p.out != &root {
			*p.out = sv
			continue
		}
		switch k := s.kindOf(v); k {
		case kindVar:
			serial := s.serialOf(v)
			tv, ok := vars[serial]
			if !ok {
				tv = term.NewVar("")
				vars[serial] = tv
			}
			*p.out = tv
		case kindCompound:
			if asTree && memo.n >= memoAfter {
				return nil, false, false // no small tree: again, with a memo
			}
			if !memo.visit(v) {
				*p.out = memo.made(v)
				shared = true
				break
			}
			f := Functor(s.h.Header(v).Class())
			c := &term.Compound{Functor: s.Name(f), Args: make([]term.Term, s.Arity(f))}
			memo.record(v, c)
			for i := len(c.Args) - 1; i >= 0; i-- {
				// an atomic argument is converted at once: the
				// stack then holds only the compounds and
				// variables left, not the [] of each level of
				// [[[...]]]
				a := s.Deref(s.arg(v, i))
				if k := s.kindOf(a); k != kindVar && k != kindCompound {
					c.Args[i] = s.atomicTerm(a, k)
					continue
				}
				stack = append(stack, pending{a, &c.Args[i]})
			}
			*p.out = c
		default:
			*p.out = s.atomicTerm(v, k)
		}
	}
	return root, true, !shared
}

// nilTerm is [] as a term, made once: an Atom made a Term is an
// allocation, and every list ends in [].
var nilTerm term.Term = term.Nil

// atomicTerm is the atomic term v of kind k as a reader's term.
func (s *Store) atomicTerm(v heap.Value, k kind) term.Term {
	switch k {
	case kindAtom:
		if a := s.AtomOf(v); a != term.Nil {
			return a
		}
		return nilTerm
	case kindFloat:
		return term.Float(v.Float())
	case kindString:
		return term.String(s.StringOf(v))
	}
	n := s.number(v)
	if n.big != nil {
		return &term.BigInt{V: n.big}
	}
	return term.Int(n.i)
}

// arg is argument i of the compound term v.
func (s *Store) arg(v heap.Value, i int) heap.Value { return s.h.Field(v, i) }

// serialOf is the serial number of the variable cell v.
func (s *Store) serialOf(v heap.Value) int64 { return heap.Value(s.h.BodyWord(v, varSerial)).Int() }

// bigOf is the big integer object v as a *big.Int.
func (s *Store) bigOf(v heap.Value) *big.Int {
	x := new(big.Int).SetBytes(s.h.Bytes(v))
	if s.h.Header(v).Class() == classBigNeg {
		x.Neg(x)
	}
	return x
}
