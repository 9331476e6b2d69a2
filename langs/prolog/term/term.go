package term

import (
	"math/big"
	"sync/atomic"
)

// Term is a Prolog term: Atom, Int, *BigInt, Float, String, *Var or
// *Compound.
type Term interface {
	isTerm()
}

// Atom is an atom: two atoms with the same name are equal (==). The
// zero Atom is the empty atom, whose name is "".
//
// An Atom is its name, kept by Go's collector for as long as a term
// holds it: there is no process-wide table, so the atoms of the terms a
// program reads and drops cost nothing once dropped. An engine interns
// the atoms it stores in a table of its own, which it collects
// (package engine).
type Atom struct {
	name string
}

// Intern returns the atom named name.
func Intern(name string) Atom { return Atom{name} }

// Name returns the atom's text.
func (a Atom) Name() string { return a.name }

// Int is an integer that fits in int64 (the fast path).
type Int int64

// BigInt is an integer outside the int64 range. Values are normalized:
// a BigInt never holds a value that fits in int64 (use MakeBig).
type BigInt struct {
	V *big.Int
}

// Float is a floating-point number.
type Float float64

// String is SWI-Prolog's string type: text that is neither an atom nor a
// list (what "..." reads as with double_quotes=string). Two strings are
// equal when their texts are.
type String string

// Var is a variable. Identity is the pointer; Name is the name it had in
// the source text ("" for a variable made by a program, "_" for an
// anonymous one), used by read_term's options and in messages.
type Var struct {
	Name string
	id   uint64
}

// Compound is a compound term Functor(Args...), len(Args) ≥ 1.
type Compound struct {
	Functor Atom
	Args    []Term
}

func (Atom) isTerm()      {}
func (Int) isTerm()       {}
func (*BigInt) isTerm()   {}
func (Float) isTerm()     {}
func (String) isTerm()    {}
func (*Var) isTerm()      {}
func (*Compound) isTerm() {}

var varCounter atomic.Uint64

// NewVar returns a fresh variable with the given source name.
func NewVar(name string) *Var {
	return &Var{Name: name, id: varCounter.Add(1)}
}

// ID is a number unique to the variable in this process; the writer
// prints an unnamed variable as _G<ID>.
func (v *Var) ID() uint64 { return v.id }

// MakeBig returns x as an Int when it fits in int64 and as a *BigInt
// otherwise. MakeBig keeps x; the caller must not change it afterwards.
func MakeBig(x *big.Int) Term {
	if x.IsInt64() {
		return Int(x.Int64())
	}
	return &BigInt{V: x}
}

// New returns the compound term f(args...), or the atom f when args is
// empty.
func New(f string, args ...Term) Term {
	if len(args) == 0 {
		return Intern(f)
	}
	return &Compound{Functor: Intern(f), Args: args}
}

// Arity is the number of arguments.
func (c *Compound) Arity() int { return len(c.Args) }
