package lib

import (
	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Atoms of the grammar rule notation and of the goals it translates to.
var (
	arrow     = term.Intern("-->")
	semicolon = term.Intern(";")
	bar       = term.Intern("|")
	ifThen    = term.Intern("->")
	softIf    = term.Intern("*->")
	not       = term.Intern("\\+")
	cut       = term.Intern("!")
	equals    = term.Intern("=")
	call      = term.Intern("call")
	trueAtom  = term.Intern("true")
)

// DCGRule translates the grammar rule Head --> Body into a clause, as
// SWI-Prolog's dcg_translate_rule/2 does (ISO's draft technical
// specification agrees where it says anything): the head gets the two
// list arguments S0 and S, and the body threads them through its
// non-terminals. A pushback Head, List --> Body ends the body with
// S = List+S1. Terminal lists and strings become S0 = [a,b|S], {G} is
// (G, S = S0), ! is (!, S = S0), \+ G is (\+ G', S = S0), [] is S0 = S,
// call(G, Args...) is call(G, Args..., S0, S) and a variable V is
// phrase(V, S0, S); ',', ';', '|', '->' and '*->' translate their parts.
// The errors are ISO's: instantiation_error for a variable head,
// type_error(callable, X) for a head or body part that is not callable,
// type_error(list, L) for a terminal list that is not a proper list.
func DCGRule(rule term.Term) (term.Term, error) {
	c, ok := rule.(*term.Compound)
	if !ok || c.Functor != arrow || len(c.Args) != 2 {
		return nil, arith.TypeError("dcg_rule", rule)
	}
	head, body := c.Args[0], c.Args[1]
	var pushback term.Term
	if h, ok := head.(*term.Compound); ok && h.Functor == term.Comma && len(h.Args) == 2 {
		head, pushback = h.Args[0], h.Args[1]
	}
	s0, s := term.NewVar(""), term.NewVar("")
	h, err := nonTerminal(head, s0, s)
	if err != nil {
		return nil, err
	}
	if pushback == nil {
		b, err := DCGBody(body, s0, s)
		if err != nil {
			return nil, err
		}
		return term.New(":-", h, b), nil
	}
	mid := term.NewVar("")
	b, err := DCGBody(body, s0, mid)
	if err != nil {
		return nil, err
	}
	if str, ok := pushback.(term.String); ok {
		pushback = codeList(str)
	}
	back, err := terminals(pushback, s, mid)
	if err != nil {
		return nil, err
	}
	return term.New(":-", h, conj(b, back)), nil
}

// DCGBody translates a grammar body that runs from the list S0 to S
// into a goal (phrase/3 uses it, and DCGRule for rule bodies).
func DCGBody(body, s0, s term.Term) (term.Term, error) {
	switch b := body.(type) {
	case *term.Var:
		return term.New("phrase", b, s0, s), nil
	case term.Atom:
		switch b {
		case term.Nil:
			return unify(s0, s), nil
		case cut:
			return conj(cut, unify(s, s0)), nil
		case term.Curly:
			return conj(trueAtom, unify(s, s0)), nil
		}
		return term.New(b.Name(), s0, s), nil
	case *term.Compound:
		return compoundBody(b, s0, s)
	case term.String:
		return terminals(codeList(b), s0, s)
	}
	return nil, arith.TypeError("callable", body)
}

// codeList is the list of a string's character codes: a string in a
// grammar body or pushback is a terminal list whatever double_quotes is,
// as in SWI-Prolog.
func codeList(str term.String) term.Term {
	var codes []term.Term
	for _, r := range string(str) {
		codes = append(codes, term.Int(r))
	}
	return term.List(codes, term.Nil)
}

// compoundBody translates a compound grammar body.
func compoundBody(b *term.Compound, s0, s term.Term) (term.Term, error) {
	if _, ok := term.IsCons(b); ok {
		return terminals(b, s0, s)
	}
	switch {
	case len(b.Args) == 2 && b.Functor == term.Comma:
		mid := term.NewVar("")
		left, err := DCGBody(b.Args[0], s0, mid)
		if err != nil {
			return nil, err
		}
		right, err := DCGBody(b.Args[1], mid, s)
		if err != nil {
			return nil, err
		}
		return conj(left, right), nil
	case len(b.Args) == 2 && (b.Functor == semicolon || b.Functor == bar):
		left, err := DCGBody(b.Args[0], s0, s)
		if err != nil {
			return nil, err
		}
		right, err := DCGBody(b.Args[1], s0, s)
		if err != nil {
			return nil, err
		}
		return term.New(";", left, right), nil
	case len(b.Args) == 2 && (b.Functor == ifThen || b.Functor == softIf):
		mid := term.NewVar("")
		cond, err := DCGBody(b.Args[0], s0, mid)
		if err != nil {
			return nil, err
		}
		then, err := DCGBody(b.Args[1], mid, s)
		if err != nil {
			return nil, err
		}
		return &term.Compound{Functor: b.Functor, Args: []term.Term{cond, then}}, nil
	case len(b.Args) == 1 && b.Functor == not:
		g, err := DCGBody(b.Args[0], s0, term.NewVar(""))
		if err != nil {
			return nil, err
		}
		return conj(term.New("\\+", g), unify(s, s0)), nil
	case len(b.Args) == 1 && b.Functor == term.Curly:
		return conj(b.Args[0], unify(s, s0)), nil
	case b.Functor == call:
		args := append(append([]term.Term{}, b.Args...), s0, s)
		return &term.Compound{Functor: call, Args: args}, nil
	}
	return nonTerminal(b, s0, s)
}

// nonTerminal is t with the arguments s0 and s added.
func nonTerminal(t, s0, s term.Term) (term.Term, error) {
	switch x := t.(type) {
	case *term.Var:
		return nil, arith.ErrInstantiation
	case term.Atom:
		return term.New(x.Name(), s0, s), nil
	case *term.Compound:
		args := append(append([]term.Term{}, x.Args...), s0, s)
		return &term.Compound{Functor: x.Functor, Args: args}, nil
	}
	return nil, arith.TypeError("callable", t)
}

// terminals is s0 = List+s for a proper list of terminals.
func terminals(list, s0, s term.Term) (term.Term, error) {
	var items []term.Term
	for l := list; l != term.Nil; {
		c, ok := term.IsCons(l)
		if !ok {
			return nil, arith.TypeError("list", list)
		}
		items = append(items, c.Args[0])
		l = c.Args[1]
	}
	return unify(s0, term.List(items, s)), nil
}

func unify(a, b term.Term) term.Term { return &term.Compound{Functor: equals, Args: []term.Term{a, b}} }

func conj(a, b term.Term) term.Term {
	return &term.Compound{Functor: term.Comma, Args: []term.Term{a, b}}
}
