package term

// EachVar calls visit on every occurrence of a variable in t, depth
// first and left to right (the order of term_variables/2), with a stack
// of its own: a deep term does not deepen Go's.
func EachVar(t Term, visit func(*Var)) {
	stack := []Term{t}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch v := x.(type) {
		case *Var:
			visit(v)
		case *Compound:
			for i := len(v.Args) - 1; i >= 0; i-- {
				stack = append(stack, v.Args[i])
			}
		}
	}
}

// Vars is the variables of t, each once, in order of first appearance.
func Vars(t Term) []*Var {
	var vs []*Var
	seen := map[*Var]bool{}
	EachVar(t, func(v *Var) {
		if !seen[v] {
			seen[v] = true
			vs = append(vs, v)
		}
	})
	return vs
}
