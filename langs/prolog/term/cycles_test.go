package term

import "testing"

func TestFactorize(t *testing.T) {
	f := func(args ...Term) *Compound { return &Compound{Functor: Intern("f"), Args: args} }
	x := f(nil) // X = f(X)
	x.Args[0] = x
	z := f(Intern("a"), nil) // Z = f(a, Z)
	z.Args[1] = z
	g := &Compound{Functor: Intern("g"), Args: make([]Term, 2)} // A = g(A, B), B = h(B)
	h := &Compound{Functor: Intern("h"), Args: make([]Term, 1)}
	g.Args[0], g.Args[1], h.Args[0] = g, h, h
	shared := f(Int(1))
	for _, c := range []struct {
		name string
		t    Term
		want string // the factorized term with S1, S2 for its variables
	}{
		{"X = f(X)", x, "@(S1,[S1=f(S1)])"},
		{"f(X, Z)", f(x, z), "@(f(S1,S2),[S1=f(S1),S2=f(a,S2)])"},
		{"g and h", g, "@(S1,[S1=g(S1,S2),S2=h(S2)])"},
		{"acyclic with sharing", f(shared, shared), ""},
	} {
		out, vars, ok := Factorize(c.t)
		if c.want == "" {
			if ok || !Acyclic(c.t) {
				t.Errorf("%s: factorized (acyclic %v)", c.name, Acyclic(c.t))
			}
			continue
		}
		if !ok || Acyclic(c.t) {
			t.Fatalf("%s: not factorized (acyclic %v)", c.name, Acyclic(c.t))
		}
		names := map[*Var]string{}
		for i, v := range vars {
			names[v] = "S" + string(rune('1'+i))
		}
		if got := show(out, names); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

// show writes a finite term plainly (lists as '.'), for the test.
func show(t Term, names map[*Var]string) string {
	switch x := t.(type) {
	case *Var:
		return names[x]
	case Atom:
		return x.Name()
	case Int:
		return string(rune('0' + x))
	case *Compound:
		if c, ok := IsCons(x); ok {
			s := "[" + show(c.Args[0], names)
			for {
				next, ok := IsCons(c.Args[1])
				if !ok {
					break
				}
				c = next
				s += "," + show(c.Args[0], names)
			}
			return s + "]"
		}
		s := x.Functor.Name()
		if x.Functor.Name() == "=" {
			return show(x.Args[0], names) + "=" + show(x.Args[1], names)
		}
		s += "("
		for i, a := range x.Args {
			if i > 0 {
				s += ","
			}
			s += show(a, names)
		}
		return s + ")"
	}
	return "?"
}
