package term

// Atoms the reader, the writer and the engine name often.
var (
	Nil        = Intern("[]")
	Curly      = Intern("{}")
	Dot        = Intern(".")
	Comma      = Intern(",")
	Bar        = Intern("|")
	Minus      = Intern("-")
	EndOfFile  = Intern("end_of_file")
	VarFunctor = Intern("$VAR")
)

// Cons returns the list cell '.'(head, tail).
func Cons(head, tail Term) Term {
	return &Compound{Functor: Dot, Args: []Term{head, tail}}
}

// List returns the proper list of items ending in tail.
func List(items []Term, tail Term) Term {
	l := tail
	for i := len(items) - 1; i >= 0; i-- {
		l = Cons(items[i], l)
	}
	return l
}

// IsCons reports whether t is a list cell '.'(H, T).
func IsCons(t Term) (*Compound, bool) {
	c, ok := t.(*Compound)
	if !ok || c.Functor != Dot || len(c.Args) != 2 {
		return nil, false
	}
	return c, true
}
