package arith

import "github.com/microjit/microjit/langs/prolog/term"

// EvalTerm evaluates an arithmetic expression given as a term, as is/2
// does: numbers are themselves, atoms and compound terms are evaluable
// functors applied to their evaluated arguments, and a one-element list
// [X] is X (so that "a" is 97 with double_quotes=codes). A variable is
// instantiation_error; anything else type_error(evaluable, Name/Arity).
func EvalTerm(t term.Term) (Num, error) {
	switch x := t.(type) {
	case *term.Var:
		return Num{}, ErrInstantiation
	case term.Atom:
		return Eval(x.Name(), nil)
	case *term.Compound:
		if cell, ok := term.IsCons(x); ok && cell.Args[1] == term.Nil {
			return EvalTerm(cell.Args[0])
		}
		f, ok := Lookup(x.Functor.Name(), len(x.Args))
		if !ok {
			return Num{}, notEvaluable(x.Functor.Name(), len(x.Args))
		}
		args := make([]Num, len(x.Args))
		for i, a := range x.Args {
			n, err := EvalTerm(a)
			if err != nil {
				return Num{}, err
			}
			args[i] = n
		}
		return f.Call(args)
	}
	n, _ := FromTerm(t)
	return n, nil
}
