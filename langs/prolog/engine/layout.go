package engine

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Header classes of the objects a term is made of (doc.go has the
// layout). Functor ids start at firstFunctor, so a class below it is
// never a compound term.
const (
	classVar    = 0 // a variable cell: [binding, serial]
	classBigPos = 1 // a positive integer beyond int64: magnitude bytes
	classBigNeg = 2 // a negative integer beyond int64: magnitude bytes
	classCont   = 3 // a solver goal cell (body.go), never a term
	classEnv    = 4 // a clause's environment (body.go), never a term
	classString = 5 // a string (SWI-Prolog's type): its UTF-8 bytes
	// classAttVar is an unbound attributed variable: a variable cell
	// whose binding slot holds its attributes (attvar.go). Binding it
	// makes it a classVar cell; backtracking makes it one again.
	classAttVar = 6
	// firstFunctor is the class of the first functor interned.
	firstFunctor = 16
)

// The slots of a variable cell.
const (
	varBinding = 0 // heap.Unbound, or the term the variable is bound to
	varSerial  = 1 // the variable's creation number, an immediate integer
	varSlots   = 2
)

// varHeader is the whole header of every variable cell: one compare of
// the header word tells a variable from every other object.
var varHeader = heap.MakeHeader(heap.ObjWords, classVar, varSlots)

// attVarHeader is the header of an unbound attributed variable: a
// variable cell of another class, so that dereferencing stops at it and
// unification's and head matching's hot paths see an object they do not
// match, whose cold paths bind it (attvar.go).
var attVarHeader = heap.MakeHeader(heap.ObjWords, classAttVar, varSlots)

// attVarAttrs is the slot of an attributed variable that holds its
// attributes (varBinding's, which a bound variable uses).
const attVarAttrs = varBinding

// maxArity is the largest arity of a compound term: an object's Len.
const maxArity = heap.MaxLen

// Functor is an interned name/arity pair, the header class of its
// compound terms.
type Functor uint32

// functorKey is what a functor is interned by.
type functorKey struct {
	name  uint32 // atom id
	arity int
}

// tables interns atoms (to the ids of their heap.Symbol words) and
// functors (to header classes); atoms.go collects the entries of both
// that nothing uses and reuses their ids.
type tables struct {
	atomTable
	functorTable
	// listHeader is the header of a list cell '.'(H, T).
	listHeader heap.Header
	// clauseItems are what '$clause' builds its items of.
	clauseItems clauseItemWords
}

// clauseItemWords are the functors and atom of '$clause”s items
// Ref-(H:-B), interned once.
type clauseItemWords struct {
	neck, minus Functor
	true_       heap.Value
}

func newTables() tables {
	t := tables{atomTable: newAtomTable(), functorTable: functorTable{functorID: map[functorKey]Functor{}}}
	dot, _ := t.Functor(term.Dot, 2) // arity 2 is in range
	t.listHeader = t.header(dot)
	neck, _ := t.Functor(atomNeck, 2)   // arity 2 is in range
	minus, _ := t.Functor(atomMinus, 2) // arity 2 is in range
	t.clauseItems = clauseItemWords{neck, minus, t.Atom(atomTrue)}
	return t
}

// Functor interns name/arity (1 ≤ arity ≤ maxArity).
func (t *tables) Functor(name term.Atom, arity int) (Functor, error) {
	if arity < 1 || arity > maxArity {
		return 0, fmt.Errorf("arity %d of %s is outside 1..%d", arity, name.Name(), maxArity)
	}
	k := functorKey{t.Atom(name).SymbolID(), arity}
	f, ok := t.functorID[k]
	if !ok {
		f = t.newFunctor(k)
	}
	return f, nil
}

// Name and Arity are the parts of an interned functor.
func (t *tables) Name(f Functor) term.Atom { return t.atoms[t.functors[f-firstFunctor].name] }
func (t *tables) Arity(f Functor) int      { return t.functors[f-firstFunctor].arity }

// header is the header of f's compound terms.
func (t *tables) header(f Functor) heap.Header {
	return heap.MakeHeader(heap.ObjWords, uint32(f), t.Arity(f))
}

// isCompound reports whether hd is the header of a compound term.
func isCompound(hd heap.Header) bool {
	return hd.Kind() == heap.ObjWords && hd.Class() >= firstFunctor
}
