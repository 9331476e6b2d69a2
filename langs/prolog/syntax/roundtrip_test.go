package syntax

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/term"
)

// genAtoms are the atoms generated terms are made of: operators of every
// class, the solo and special atoms, and atoms that need quotes.
var genAtoms = []string{
	"a", "foo", "aB_1", "[]", "{}", "!", ";", ",", "|", "", "'", "a b", "\n", "\\", "é", "Abc", "_x", "1a",
	".", "/*", "//*", "+", "-", "*", "**", "^", "\\+", "\\", ":-", "?-", "-->", "->", "*->", "=", "is", "rem",
	"mod", "=..", "@", "#", "done", "qq", "ff", "and", "=>", "$VAR", "end_of_file", "%", "a.b", "+.", "..",
}

// genOps adds operators of the classes the standard table lacks.
func genOps() *Ops {
	ops := DefaultOps()
	for _, d := range []struct {
		p    int
		spec Specifier
		name string
	}{
		{200, XF, "done"}, {9, FX, "qq"}, {9, FY, "ff"}, {700, XFX, "and"}, {100, YF, "@"},
		{1150, FX, "#"}, {700, XFY, "=>"}, {200, FY, "done"}, {0, FY, "+"},
	} {
		if err := ops.Add(d.p, d.spec, term.Intern(d.name)); err != nil {
			panic(err)
		}
	}
	return ops
}

// genTerm returns a random term of at most depth levels.
func genTerm(r *rand.Rand, depth int, vars []*term.Var) term.Term {
	if depth <= 0 {
		switch r.IntN(6) {
		case 0:
			return genInt(r)
		case 1:
			return genFloat(r)
		case 2:
			return vars[r.IntN(len(vars))]
		default:
			return term.Intern(genAtoms[r.IntN(len(genAtoms))])
		}
	}
	switch r.IntN(5) {
	case 0:
		n := r.IntN(4)
		items := make([]term.Term, n)
		for i := range items {
			items[i] = genTerm(r, depth-1, vars)
		}
		tail := term.Term(term.Nil)
		if r.IntN(3) == 0 {
			tail = genTerm(r, depth-1, vars)
		}
		return term.List(items, tail)
	case 1:
		return term.New("{}", genTerm(r, depth-1, vars))
	}
	f := genAtoms[r.IntN(len(genAtoms))]
	arity := 1 + r.IntN(2) // arity 1 or 2: operator notation is likely
	if r.IntN(4) == 0 {
		arity = 3
	}
	args := make([]term.Term, arity)
	for i := range args {
		args[i] = genTerm(r, depth-1-r.IntN(2), vars)
	}
	return term.New(f, args...)
}

func genInt(r *rand.Rand) term.Term {
	switch r.IntN(5) {
	case 0:
		return term.Int(math.MinInt64 + r.Int64N(2))
	case 1:
		v := new(big.Int).Lsh(big.NewInt(r.Int64()), 70)
		if r.IntN(2) == 0 {
			v.Neg(v)
		}
		return term.MakeBig(v)
	}
	return term.Int(r.Int64N(2001) - 1000)
}

func genFloat(r *rand.Rand) term.Term {
	switch r.IntN(4) {
	case 0:
		return term.Float(math.Copysign(0, float64(r.IntN(2)*2-1)))
	case 1:
		return term.Float(math.Float64frombits(r.Uint64()&^(0x7ff<<52) | uint64(r.IntN(0x7ff))<<52)) // any finite float
	}
	return term.Float(float64(r.IntN(2000)-1000) / 8)
}

// hasVarFunctor reports whether t contains '$VAR'/1, which writeq writes
// as a variable name.
func hasVarFunctor(t term.Term) bool {
	c, ok := t.(*term.Compound)
	if !ok {
		return false
	}
	if c.Functor == term.VarFunctor && len(c.Args) == 1 {
		return true
	}
	for _, a := range c.Args {
		if hasVarFunctor(a) {
			return true
		}
	}
	return false
}

// TestRoundTrip: what writeq and write_canonical write reads back as the
// same term (up to variable names), over generated terms with operators of
// every class, with the standard and with a changed operator table.
func TestRoundTrip(t *testing.T) {
	n := 6_000
	if testing.Short() {
		n = 1_500
	}
	r := rand.New(rand.NewPCG(1, 2))
	tables := []*Ops{DefaultOps(), genOps()}
	vars := []*term.Var{term.NewVar(""), term.NewVar(""), term.NewVar("")}
	for i := range n {
		tm := genTerm(r, 1+r.IntN(5), vars)
		ops := tables[i%len(tables)]
		for _, opts := range []WriteOptions{
			{Quoted: true, NumberVars: true, Ops: ops},
			{Quoted: true, IgnoreOps: true, Ops: ops},
			{Quoted: true, Ops: ops},
		} {
			if opts.NumberVars && hasVarFunctor(tm) {
				continue
			}
			text := FormatWith(tm, opts)
			res, err := NewReader(strings.NewReader(text+" ."), ops, Flags{}).Read()
			if err != nil {
				t.Fatalf("term %d: %s (options %+v) does not read back: %v", i, text, opts, err)
			}
			if !term.Variant(res.Term, tm) {
				t.Fatalf("term %d: %s (options %+v) reads back as %s", i, text, opts, FormatWith(res.Term, WriteCanonicalOpts))
			}
		}
	}
}
