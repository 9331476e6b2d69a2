package system

import (
	"slices"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib"
	"github.com/microjit/microjit/langs/prolog/term"
)

// funcKey names a user arithmetic function Name/Arity.
type funcKey struct {
	name  term.Atom
	arity int
}

// arithmeticFunction is arithmetic_function/1: from now on, the
// arithmetic of the clauses consulted evaluates Name(A1..An) by calling
// Name(V1..Vn, Result) on the values of the arguments, as SWI-Prolog's
// library(arithmetic) expands them.
func arithmeticFunction(m *engine.Machine, a []heap.Value) (bool, error) {
	spec := m.Term(a[0])
	c, ok := spec.(*term.Compound)
	if !ok || c.Functor.Name() != "/" || len(c.Args) != 2 {
		if _, isVar := spec.(*term.Var); isVar {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("predicate_indicator", spec)
	}
	name, ok1 := c.Args[0].(term.Atom)
	arity, ok2 := c.Args[1].(term.Int)
	if !ok1 || !ok2 {
		return false, engine.TypeError("predicate_indicator", spec)
	}
	st := m.State(Library).(*state)
	if st.functions == nil {
		st.functions = map[funcKey]bool{}
		m.AddExpansion(func(m *engine.Machine, t term.Term) ([]term.Term, error) {
			return []term.Term{expandClause(st.functions, t)}, nil
		})
	}
	st.functions[funcKey{name, int(arity)}] = true
	return true, nil
}

// arithGoals are the goals whose arguments are evaluated (is/2: its
// second only).
var arithGoals = map[string]bool{"is": true, "=:=": true, "=\\=": true, "<": true, ">": true, "=<": true, ">=": true}

// expandClause rewrites the arithmetic goals of the body of the clause
// or directive t that use a user function.
func expandClause(fns map[funcKey]bool, t term.Term) term.Term {
	c, ok := t.(*term.Compound)
	if !ok || c.Functor.Name() != ":-" {
		return t
	}
	if len(c.Args) == 1 {
		return term.New(":-", expandBody(fns, c.Args[0]))
	}
	return term.New(":-", c.Args[0], expandBody(fns, c.Args[1]))
}

// expandBody rewrites the arithmetic goals of a body, through its
// control constructs and the goal arguments of builtins (lib.GoalArgs).
func expandBody(fns map[funcKey]bool, g term.Term) term.Term {
	c, ok := g.(*term.Compound)
	if !ok {
		return g
	}
	name := c.Functor.Name()
	if at := lib.GoalArgs(name, len(c.Args)); at != nil {
		args := slices.Clone(c.Args)
		for _, i := range at {
			args[i] = expandBody(fns, args[i])
		}
		return &term.Compound{Functor: c.Functor, Args: args}
	}
	if len(c.Args) != 2 || !arithGoals[name] {
		return g
	}
	var pre []term.Term
	args := make([]term.Term, 2)
	for i, x := range c.Args {
		if name == "is" && i == 0 {
			args[i] = x
			continue
		}
		args[i] = expandExpr(fns, x, &pre)
	}
	if len(pre) == 0 {
		return g
	}
	out := term.Term(term.New(name, args...))
	for i := len(pre) - 1; i >= 0; i-- {
		out = term.New(",", pre[i], out)
	}
	return out
}

// expandExpr replaces the user function calls of the expression e by
// variables, appending the goals that compute them to pre: the
// arguments evaluated first (X is Expr), then the function's predicate.
func expandExpr(fns map[funcKey]bool, e term.Term, pre *[]term.Term) term.Term {
	if a, ok := e.(term.Atom); ok && fns[funcKey{a, 0}] {
		r := term.NewVar("")
		*pre = append(*pre, term.New(a.Name(), r))
		return r
	}
	c, ok := e.(*term.Compound)
	if !ok {
		return e
	}
	args := make([]term.Term, len(c.Args))
	for i, x := range c.Args {
		args[i] = expandExpr(fns, x, pre)
	}
	if !fns[funcKey{c.Functor, len(c.Args)}] {
		return &term.Compound{Functor: c.Functor, Args: args}
	}
	call := make([]term.Term, 0, len(args)+1)
	for _, x := range args {
		if isPlain(x) {
			call = append(call, x)
			continue
		}
		v := term.NewVar("")
		*pre = append(*pre, term.New("is", v, x))
		call = append(call, v)
	}
	r := term.NewVar("")
	*pre = append(*pre, &term.Compound{Functor: c.Functor, Args: append(call, r)})
	return r
}

// isPlain reports whether x needs no evaluation: a number or a
// variable.
func isPlain(x term.Term) bool {
	switch x.(type) {
	case term.Int, *term.BigInt, term.Float, *term.Var:
		return true
	}
	return false
}
