package engine

import (
	"github.com/microjit/microjit/langs/prolog/term"
)

// A body compiles to a sequence of goal codes (body.go) run one after
// the other from the clause's environment. The control constructs that
// are transparent to cut — conjunction, disjunction, if-then-else,
// soft-cut — and negation and ! compile to codes of their own rather
// than to a goal term built and interpreted at every call:
//
//	(C -> T ; E)     try E (height in s)   C (! in C cuts to s)   cutto s   T   jump end   E   end:
//	(C *-> T ; E)    try E (height in s)   C                      softcut s T   jump end   E   end:
//	(A ; B)          try B                 A   jump end   B   end:
//	\+ G             try end (height in s) G   cutto s   fail   end:
//	!                cutto the clause's cut barrier (inside a condition or a negation: to just above s)
//
// A code's next is where the body goes on after it, with jumps
// resolved; past the last code the body returns. The variables first
// met inside such a construct are made before its try, so that every
// branch finds them made whichever ran (a variable is otherwise made at
// its first occurrence, where the compiler marks it fresh).

// Kinds of goal code.
const (
	codeCall    = iota // call a predicate, or a goal term
	codeTry            // push a choicepoint resuming at alt; its height into slot
	codeCutTo          // cut to the height in slot (the clause's barrier when slot < 0)
	codeSoftCut        // disable the choicepoint at the height in slot
	codeFail           // fail
	codeVars           // make the variables of vars
	codeJump           // continue at alt (resolved away at compile time)
	codeIs             // is/2, its expression evaluated in place (bodyarith.go)
	codeCompare        // an arithmetic comparison, evaluated in place
)

// bodyCompiler compiles a clause body to goal codes.
type bodyCompiler struct {
	c     *compiler
	goals []goalCode
	// seen holds the slots of the variables made (or to be made) by
	// the codes so far, and the head's.
	seen map[int32]bool
	// occ counts each variable's occurrences in the body.
	occ map[*term.Var]int
}

var (
	atomCut    = term.Intern("!")
	atomOr     = term.Intern(";")
	atomNot    = term.Intern("\\+")
	atomNotOld = term.Intern("not")
	atomIs     = term.Intern("is")
	atomEq     = term.Intern("=")
)

// emit appends a code of kind k and returns its index.
func (b *bodyCompiler) emit(k uint8, slot int32) int {
	b.goals = append(b.goals, goalCode{kind: k, slot: slot})
	return len(b.goals) - 1
}

// body compiles the goal t; a ! in it cuts to the height in slot cut.
func (b *bodyCompiler) body(t term.Term, cut int32) error {
	c, _ := t.(*term.Compound)
	switch {
	case t == term.Atom(atomTrue):
		return nil
	case t == term.Atom(atomCut):
		// Inside a condition or a negation, ! keeps the construct's
		// own choicepoint (its height is in slot cut).
		i := b.emit(codeCutTo, cut)
		b.goals[i].above = cut >= 0
		return nil
	case c == nil:
		return b.call(t)
	case c.Functor == term.Comma && len(c.Args) == 2:
		if err := b.body(c.Args[0], cut); err != nil {
			return err
		}
		return b.body(c.Args[1], cut)
	case c.Functor == atomOr && len(c.Args) == 2:
		if cond, ok := c.Args[0].(*term.Compound); ok && len(cond.Args) == 2 && (cond.Functor == atomIf || cond.Functor == atomSoftIf) {
			b.makeVars(t, []term.Term{cond.Args[0], cond.Args[1]}, []term.Term{c.Args[1]})
			return b.ifThenElse(cond.Functor == atomSoftIf, cond.Args[0], cond.Args[1], c.Args[1], cut)
		}
		b.makeVars(t, []term.Term{c.Args[0]}, []term.Term{c.Args[1]})
		return b.branches(b.emit(codeTry, -1), c.Args[0], c.Args[1], cut)
	case c.Functor == atomIf && len(c.Args) == 2:
		b.makeVars(t, []term.Term{c.Args[0], c.Args[1]})
		return b.ifThenElse(false, c.Args[0], c.Args[1], term.Atom(atomFail), cut)
	case (c.Functor == atomNot || c.Functor == atomNotOld) && len(c.Args) == 1:
		b.makeVars(t, []term.Term{c.Args[0]})
		s := b.c.newSlot()
		try := b.emit(codeTry, s)
		if err := b.body(c.Args[0], s); err != nil {
			return err
		}
		b.emit(codeCutTo, s)
		b.emit(codeFail, 0)
		b.goals[try].alt = int32(len(b.goals))
		return nil
	}
	return b.call(t)
}

// ifThenElse compiles (cond -> then ; els), or *-> when soft.
func (b *bodyCompiler) ifThenElse(soft bool, cond, then, els term.Term, cut int32) error {
	if isTest(cond) {
		// The condition binds nothing and leaves no choicepoint: a
		// test that goes on at the else when it fails.
		test := len(b.goals)
		if err := b.call(cond); err != nil {
			return err
		}
		b.goals[test].orElse = true
		return b.branches(test, then, els, cut)
	}
	s := b.c.newSlot()
	try := b.emit(codeTry, s)
	if err := b.body(cond, s); err != nil {
		return err
	}
	if soft {
		b.emit(codeSoftCut, s)
	} else {
		b.emit(codeCutTo, s)
	}
	return b.branches(try, then, els, cut)
}

// branches compiles then, a jump past els, and els, which the code at
// index from (a try or a test) goes to as its alternative.
func (b *bodyCompiler) branches(from int, then, els term.Term, cut int32) error {
	if err := b.body(then, cut); err != nil {
		return err
	}
	jump := b.emit(codeJump, 0)
	b.goals[from].alt = int32(len(b.goals))
	if err := b.body(els, cut); err != nil {
		return err
	}
	b.goals[jump].alt = int32(len(b.goals))
	return nil
}

// call compiles a call of the goal t (a variable G is call(G)).
func (b *bodyCompiler) call(t term.Term) error {
	if v, ok := t.(*term.Var); ok {
		t = term.New("call", v)
	}
	nodes, err := b.c.tree(nil, t)
	if err != nil {
		return err
	}
	linkNodes(nodes)
	for i := range nodes {
		if n := &nodes[i]; n.kind == nodeVar && !b.seen[n.slot] {
			b.seen[n.slot], n.fresh = true, true
		}
	}
	g := goalCode{kind: codeCall, nodes: nodes}
	if c, ok := t.(*term.Compound); ok {
		switch {
		case c.Functor == atomIs && len(c.Args) == 2:
			g.kind = codeIs
		case arithComparisons[c.Functor.Name()] != nil && len(c.Args) == 2:
			g.kind, g.test = codeCompare, arithComparisons[c.Functor.Name()]
		case isTest(t), c.Functor == atomEq && len(c.Args) == 2:
			g.simple = true
		}
	}
	g.compile()
	b.goals = append(b.goals, g)
	return nil
}

// makeVars emits a code making the variables of the construct t that
// are not made yet (none when all are), except those whose every
// occurrence in the body is on one of its paths (a path is the terms
// that run one after the other when one branch is taken): such a
// variable is made at its first occurrence on that path, as outside a
// construct, since nothing else reads it.
func (b *bodyCompiler) makeVars(t term.Term, paths ...[]term.Term) {
	var slots []int32
	for _, v := range termVars(t, nil) {
		if b.onOnePath(v, paths) {
			continue
		}
		s := b.c.slotOf(v)
		if !b.seen[s] {
			b.seen[s] = true
			slots = append(slots, s)
		}
	}
	if len(slots) > 0 {
		b.goals = append(b.goals, goalCode{kind: codeVars, vars: slots})
	}
}

// onOnePath reports whether every occurrence of v in the body is on one
// of paths.
func (b *bodyCompiler) onOnePath(v *term.Var, paths [][]term.Term) bool {
	for _, p := range paths {
		n := 0
		for _, t := range p {
			n += occurrences(v, t)
		}
		if n == b.occ[v] {
			return true
		}
	}
	return false
}

// occurrences is the number of occurrences of v in t.
func occurrences(v *term.Var, t term.Term) int {
	switch x := t.(type) {
	case *term.Var:
		if x == v {
			return 1
		}
	case *term.Compound:
		n := 0
		for _, a := range x.Args {
			n += occurrences(v, a)
		}
		return n
	}
	return 0
}

// countVars adds the occurrences of each variable of t to occ.
func countVars(t term.Term, occ map[*term.Var]int) {
	switch x := t.(type) {
	case *term.Var:
		occ[x]++
	case *term.Compound:
		for _, a := range x.Args {
			countVars(a, occ)
		}
	}
}

// termVars appends the variables of t to out, each once, in order.
func termVars(t term.Term, out []*term.Var) []*term.Var {
	switch x := t.(type) {
	case *term.Var:
		for _, v := range out {
			if v == x {
				return out
			}
		}
		return append(out, x)
	case *term.Compound:
		for _, a := range x.Args {
			out = termVars(a, out)
		}
	}
	return out
}

// tests are the builtins that neither bind a variable nor leave a
// choicepoint, with their arities: as the whole condition of an
// if-then-else they need no choicepoint, and with =/2 they are the
// calls a body's prefix may make (clause.go: never a choicepoint,
// which would resume the clause's continuation before its environment
// exists).
var tests = map[string]int{
	"var": 1, "nonvar": 1, "atom": 1, "number": 1, "integer": 1, "float": 1,
	"atomic": 1, "compound": 1, "callable": 1, "is_list": 1, "ground": 1,
	"==": 2, "\\==": 2, "@<": 2, "@>": 2, "@=<": 2, "@>=": 2, "\\=": 2,
	"=:=": 2, "=\\=": 2, "<": 2, ">": 2, "=<": 2, ">=": 2,
}

// isTest reports whether the goal t calls one of tests (whatever its
// soft-cut: *-> on a test is ->).
func isTest(t term.Term) bool {
	c, ok := t.(*term.Compound)
	return ok && tests[c.Functor.Name()] == len(c.Args)
}

// inPrefix reports whether g may run in a body's prefix: a straight-line
// code that needs no environment.
func (g *goalCode) inPrefix() bool {
	switch g.kind {
	case codeIs, codeCompare:
		return !g.orElse
	case codeCutTo:
		return g.slot < 0
	case codeCall:
		return g.simple && !g.orElse
	}
	return false
}

// finish resolves jumps: every code's next and alt become the index of
// the code that runs next (-1: the body returns). It returns the codes.
func (b *bodyCompiler) finish() []goalCode {
	resolve := func(pc int32) int32 {
		for int(pc) < len(b.goals) && b.goals[pc].kind == codeJump {
			pc = b.goals[pc].alt
		}
		if int(pc) == len(b.goals) {
			return -1
		}
		return pc
	}
	for i := range b.goals {
		g := &b.goals[i]
		g.next = resolve(int32(i + 1))
		if g.kind == codeTry || g.orElse {
			g.alt = resolve(g.alt)
		}
	}
	return b.goals
}
