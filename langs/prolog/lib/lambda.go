package lib

import "github.com/microjit/microjit/langs/prolog/term"

// metaClosures are the meta-predicates whose argument Index is a closure
// called with Extra more arguments: a lambda expression there is
// compiled (CompileLambdas).
var metaClosures = map[closureKey]closureArg{
	{"call", 2}: {0, 1}, {"call", 3}: {0, 2}, {"call", 4}: {0, 3}, {"call", 5}: {0, 4},
	{"call", 6}: {0, 5}, {"call", 7}: {0, 6}, {"call", 8}: {0, 7},
	{"maplist", 2}: {0, 1}, {"maplist", 3}: {0, 2}, {"maplist", 4}: {0, 3},
	{"maplist", 5}: {0, 4}, {"maplist", 6}: {0, 5}, {"maplist", 7}: {0, 6},
	{"foldl", 4}: {0, 3}, {"foldl", 5}: {0, 4}, {"foldl", 6}: {0, 5}, {"foldl", 7}: {0, 6},
	{"include", 3}: {0, 1}, {"exclude", 3}: {0, 1}, {"partition", 4}: {0, 1},
	{"partition", 5}: {0, 2}, {"convlist", 3}: {0, 2}, {"predsort", 3}: {0, 3},
	{"map_assoc", 2}: {0, 1}, {"map_assoc", 3}: {0, 2},
	{"max_member", 3}: {0, 2}, {"min_member", 3}: {0, 2},
	{"map_list_to_pairs", 3}: {0, 2},
}

type closureKey struct {
	name  string
	arity int
}

type closureArg struct{ index, extra int }

// bodyGoals are the control constructs and the builtins whose
// arguments are goals (their indexes), which the clause rewritings look
// into: CompileLambdas here, arithmetic_function/1's expansion
// (GoalArgs), as SWI-Prolog's goal expansion goes into the goal
// arguments of meta-predicates.
var bodyGoals = map[closureKey][]int{
	{",", 2}: {0, 1}, {";", 2}: {0, 1}, {"->", 2}: {0, 1}, {"*->", 2}: {0, 1},
	{"\\+", 1}: {0}, {"call", 1}: {0}, {"once", 1}: {0}, {"ignore", 1}: {0},
	{"findall", 3}: {1}, {"findall", 4}: {1}, {"forall", 2}: {0, 1}, {"foreach", 2}: {0, 1},
	{"aggregate_all", 3}: {1}, {"aggregate_all", 4}: {2}, {"bagof", 3}: {1}, {"setof", 3}: {1}, {"^", 2}: {1},
	{"catch", 3}: {0, 2}, {"with_output_to", 2}: {1},
	{"initialization", 1}: {0}, {"initialization", 2}: {0},
	{"call_cleanup", 2}: {0, 1}, {"setup_call_cleanup", 3}: {0, 1, 2},
}

// GoalArgs returns the indexes of the arguments of Name/Arity that are
// goals, nil for a predicate that calls none.
func GoalArgs(name string, arity int) []int { return bodyGoals[closureKey{name, arity}] }

// CompileLambdas compiles the lambda expressions of the clause t that
// are closures of meta-calls (maplist, foldl, call/N, ...), as
// SWI-Prolog does when library(yall) is loaded while it compiles a clause
// that calls a meta-predicate it knows (known reports which: call/N is
// always, a library's once the library is loaded): Free/Params>>Body
// called with as many arguments as it has parameters becomes a new
// predicate aux(Free..., Params...) :- Body, and the closure
// aux(Free...). Unlike a lambda copied when it is called, a compiled one
// shares only the variables of Free with the clause: its parameters are
// fresh even when a variable among them is bound when it is called, and
// a variable of the context it does not declare in Free is its own.
// newName names each new predicate. It returns the new predicates'
// clauses, then t.
func CompileLambdas(t term.Term, newName func() term.Atom, known func(name string, arity int) bool) []term.Term {
	c, ok := t.(*term.Compound)
	if !ok || c.Functor.Name() != ":-" || !hasLambda(t) {
		return []term.Term{t}
	}
	lc := &lambdaCompiler{newName: newName, known: known}
	if len(c.Args) == 1 {
		t = term.New(":-", lc.body(c.Args[0]))
	} else {
		t = term.New(":-", c.Args[0], lc.body(c.Args[1]))
	}
	return append(lc.aux, t)
}

// lambdaCompiler compiles the lambdas of one clause.
type lambdaCompiler struct {
	newName func() term.Atom
	known   func(name string, arity int) bool
	aux     []term.Term
}

// hasLambda reports whether >> appears in t.
func hasLambda(t term.Term) bool {
	stack := []term.Term{t}
	for len(stack) > 0 {
		c, ok := stack[len(stack)-1].(*term.Compound)
		stack = stack[:len(stack)-1]
		if !ok {
			continue
		}
		if c.Functor.Name() == ">>" && len(c.Args) == 2 {
			return true
		}
		stack = append(stack, c.Args...)
	}
	return false
}

// body compiles the lambdas of a body goal.
func (lc *lambdaCompiler) body(g term.Term) term.Term {
	c, ok := g.(*term.Compound)
	if !ok {
		return g
	}
	k := closureKey{c.Functor.Name(), len(c.Args)}
	goals, isBody := bodyGoals[k]
	meta, isMeta := metaClosures[k]
	if !isBody && !isMeta {
		return g
	}
	args := append([]term.Term(nil), c.Args...)
	for _, i := range goals {
		args[i] = lc.body(args[i])
	}
	if isMeta && lc.known(k.name, k.arity) {
		if closure, ok := lc.lambda(args[meta.index], meta.extra); ok {
			args[meta.index] = closure
		}
	}
	return &term.Compound{Functor: c.Functor, Args: args}
}

// lambda compiles the closure l when it is a lambda expression called
// with extra arguments, into the closure it returns.
func (lc *lambdaCompiler) lambda(l term.Term, extra int) (term.Term, bool) {
	var free term.Term
	lam, ok := l.(*term.Compound)
	if ok && lam.Functor.Name() == "/" && len(lam.Args) == 2 {
		free = lam.Args[0]
		lam, ok = lam.Args[1].(*term.Compound)
	}
	if !ok || lam.Functor.Name() != ">>" || len(lam.Args) != 2 {
		return nil, false
	}
	params, ok := properList(lam.Args[0])
	if !ok || len(params) != extra {
		return nil, false
	}
	var globals []*term.Var
	if free != nil {
		globals = term.Vars(free)
	}
	name := lc.newName()
	head := make([]term.Term, 0, len(globals)+extra)
	for _, v := range globals {
		head = append(head, v)
	}
	closureArgs := append([]term.Term(nil), head...)
	head = append(head, params...)
	lc.aux = append(lc.aux, term.New(":-", compound(name, head), lc.body(lam.Args[1])))
	return compound(name, closureArgs), true
}

// compound is name(args...), or the atom name without arguments.
func compound(name term.Atom, args []term.Term) term.Term {
	if len(args) == 0 {
		return name
	}
	return &term.Compound{Functor: name, Args: args}
}

// properList is the items of the proper list t.
func properList(t term.Term) ([]term.Term, bool) {
	var items []term.Term
	for t != term.Term(term.Nil) {
		c, ok := term.IsCons(t)
		if !ok {
			return nil, false
		}
		items = append(items, c.Args[0])
		t = c.Args[1]
	}
	return items, true
}
