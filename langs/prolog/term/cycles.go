package term

// A term made from a cyclic (rational) term of the engine, X = f(X), is a
// graph of Go pointers with a cycle: a *Compound that is its own
// descendant. These functions find the cycles without Go recursion and
// rewrite such a term into a finite one, as SWI-Prolog prints it.

// Acyclic reports whether t is a finite tree: no compound of it is its
// own descendant. (Sharing, the same *Compound in two places, is not a
// cycle.)
func Acyclic(t Term) bool {
	if _, ok := t.(*Compound); !ok {
		return true
	}
	if SmallTree(t) {
		return true
	}
	return len(backEdgeTargets(t)) == 0
}

// SmallTreeNodes is how many compounds SmallTree walks before it gives
// up: most terms are smaller, and a walk that keeps no set of the
// compounds it saw costs next to nothing.
const SmallTreeNodes = 1 << 12

// SmallTree reports whether walking t as a tree visits fewer than
// SmallTreeNodes compounds: then it is acyclic (a cycle's walk never
// ends), and a walk that does not remember the compounds it saw is
// fine.
func SmallTree(t Term) bool {
	stack := []Term{t}
	for n := 0; len(stack) > 0; n++ {
		if n == SmallTreeNodes {
			return false
		}
		c, ok := stack[len(stack)-1].(*Compound)
		stack = stack[:len(stack)-1]
		if ok {
			for _, a := range c.Args {
				if _, ok := a.(*Compound); ok {
					stack = append(stack, a)
				}
			}
		}
	}
	return true
}

// backEdgeTargets are the compounds of t that are their own descendants
// and end a cycle in a depth-first walk, left to right, in the order the
// walk finds them: the subterms SWI-Prolog names S_1, S_2, ... when it
// writes t.
func backEdgeTargets(t Term) []*Compound {
	const (
		onPath = 1 // being walked: a child that is on the path closes a cycle
		done   = 2
	)
	state := map[*Compound]uint8{}
	isTarget := map[*Compound]bool{}
	var targets []*Compound
	type frame struct {
		c *Compound
		i int // the next argument to walk
	}
	var stack []frame
	visit := func(t Term) {
		c, ok := t.(*Compound)
		if !ok {
			return
		}
		switch state[c] {
		case 0:
			state[c] = onPath
			stack = append(stack, frame{c: c})
		case onPath:
			if !isTarget[c] {
				isTarget[c] = true
				targets = append(targets, c)
			}
		}
	}
	visit(t)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i == len(f.c.Args) {
			state[f.c] = done
			stack = stack[:len(stack)-1]
			continue
		}
		f.i++
		visit(f.c.Args[f.i-1])
	}
	return targets
}

// Factorize rewrites a cyclic term as SWI-Prolog writes one:
// @(Template, [S1=Value1, ...]), where each subterm that closes a cycle
// is a fresh variable Si in the template and in the values (S_1 = f(S_1)
// for X = f(X)). ok is false, and t is returned as it is, when t is
// acyclic. vars are the variables S1, S2, ... in order, for a writer that
// names them.
func Factorize(t Term) (out Term, vars []*Var, ok bool) {
	targets := backEdgeTargets(t)
	if len(targets) == 0 {
		return t, nil, false
	}
	names := map[*Compound]*Var{}
	for _, c := range targets {
		v := NewVar("")
		names[c] = v
		vars = append(vars, v)
	}
	template := replaceTargets(t, names, nil)
	bindings := make([]Term, len(targets))
	for i, c := range targets {
		bindings[i] = New("=", vars[i], replaceTargets(c, names, c))
	}
	return New("@", template, List(bindings, Nil)), vars, true
}

// replaceTargets copies t with every compound of names replaced by its
// variable, but for t itself when it is root (the value of root's own
// variable). The walk stops at the targets, so it ends; what is shared
// below them is copied once.
func replaceTargets(t Term, names map[*Compound]*Var, root *Compound) Term {
	type pending struct {
		t   Term
		out *Term
	}
	var result Term
	copies := map[*Compound]*Compound{}
	stack := []pending{{t, &result}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c, ok := p.t.(*Compound)
		if !ok {
			*p.out = p.t
			continue
		}
		if v, ok := names[c]; ok && (c != root || p.out != &result) {
			*p.out = v
			continue
		}
		if cp, ok := copies[c]; ok { // shared below a target: copied once
			*p.out = cp
			continue
		}
		cp := &Compound{Functor: c.Functor, Args: make([]Term, len(c.Args))}
		copies[c] = cp
		*p.out = cp
		for i := len(c.Args) - 1; i >= 0; i-- {
			stack = append(stack, pending{c.Args[i], &cp.Args[i]})
		}
	}
	return result
}
