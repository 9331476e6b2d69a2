package engine

import (
	"github.com/microjit/microjit/langs/prolog/term"
)

// dcgTransform translates the grammar rule Head --> Body into a clause
// (the usual translation: each non-terminal gets two more arguments, the
// list before and after it).
func dcgTransform(rule *term.Compound) (term.Term, error) {
	head, body := rule.Args[0], rule.Args[1]
	var pushback term.Term
	if c, ok := head.(*term.Compound); ok && c.Functor == term.Comma && len(c.Args) == 2 {
		head, pushback = c.Args[0], c.Args[1]
	}
	s0, s := term.NewVar("S0"), term.NewVar("S")
	if _, ok := head.(*term.Var); ok {
		return nil, instantiationError()
	}
	var nh term.Term
	var b term.Term
	if pushback == nil {
		nh = addArgs(head, s0, s)
		b = dcgBody(body, s0, s)
	} else {
		mid := term.NewVar("S1")
		nh = addArgs(head, s0, s)
		b = term.New(",", dcgBody(body, s0, mid), dcgTerminals(pushback, s, mid))
	}
	return term.New(":-", nh, b), nil
}

// addArgs is the callable t with the arguments extra added.
func addArgs(t term.Term, extra ...term.Term) term.Term {
	switch x := t.(type) {
	case term.Atom:
		return &term.Compound{Functor: x, Args: extra}
	case *term.Compound:
		args := append(append([]term.Term{}, x.Args...), extra...)
		return &term.Compound{Functor: x.Functor, Args: args}
	}
	return term.New("call", append([]term.Term{t}, extra...)...)
}

// dcgTerminals is the goal S0 = List+S for a list of terminals.
func dcgTerminals(list, s0, s term.Term) term.Term {
	var items []term.Term
	l := list
	for {
		c, ok := term.IsCons(l)
		if !ok {
			break
		}
		items = append(items, c.Args[0])
		l = c.Args[1]
	}
	return term.New("=", s0, term.List(items, s))
}

// dcgBody translates a grammar body between s0 and s.
func dcgBody(b, s0, s term.Term) term.Term {
	switch x := b.(type) {
	case *term.Var:
		return term.New("phrase", x, s0, s)
	case term.Atom:
		switch x.Name() {
		case "[]":
			return term.New("=", s0, s)
		case "!":
			return term.New(",", term.Intern("!"), term.New("=", s0, s))
		}
	case *term.Compound:
		switch {
		case x.Functor == term.Comma && len(x.Args) == 2:
			mid := term.NewVar("S")
			return term.New(",", dcgBody(x.Args[0], s0, mid), dcgBody(x.Args[1], mid, s))
		case (x.Functor.Name() == ";" || x.Functor.Name() == "|") && len(x.Args) == 2:
			return term.New(";", dcgBody(x.Args[0], s0, s), dcgBody(x.Args[1], s0, s))
		case x.Functor.Name() == "->" && len(x.Args) == 2:
			mid := term.NewVar("S")
			return term.New("->", dcgBody(x.Args[0], s0, mid), dcgBody(x.Args[1], mid, s))
		case x.Functor.Name() == "\\+" && len(x.Args) == 1:
			return term.New(",", term.New("\\+", dcgBody(x.Args[0], s0, term.NewVar("_"))), term.New("=", s0, s))
		case x.Functor == term.Curly && len(x.Args) == 1:
			return term.New(",", x.Args[0], term.New("=", s0, s))
		case x.Functor == term.Dot && len(x.Args) == 2:
			return dcgTerminals(x, s0, s)
		case x.Functor.Name() == "call":
			return term.New("call", append(append([]term.Term{}, x.Args...), s0, s)...)
		}
	}
	return addArgs(b, s0, s)
}
