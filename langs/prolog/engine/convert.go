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
	clear(vars) // its old refs may be stale, and the headers count every variable
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
			v, refs = refs[0], refs[1:]
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
	if vars == nil {
		vars = map[int64]*term.Var{}
	}
	var root term.Term
	type pending struct {
		v   heap.Value
		out *term.Term
	}
	stack := []pending{{v, &root}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v := s.Deref(p.v)
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
			f := Functor(s.h.Header(v).Class())
			c := &term.Compound{Functor: s.Name(f), Args: make([]term.Term, s.Arity(f))}
			for i := len(c.Args) - 1; i >= 0; i-- {
				stack = append(stack, pending{s.arg(v, i), &c.Args[i]})
			}
			*p.out = c
		default:
			*p.out = s.atomicTerm(v, k)
		}
	}
	return root
}

// atomicTerm is the atomic term v of kind k as a reader's term.
func (s *Store) atomicTerm(v heap.Value, k kind) term.Term {
	switch k {
	case kindAtom:
		return s.AtomOf(v)
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
