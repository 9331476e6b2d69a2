package syntax

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/prolog/term"
)

// WriteOptions are write_term/2's options.
type WriteOptions struct {
	Quoted     bool // quote atoms that need it, so the text reads back (quoted(true))
	IgnoreOps  bool // write every compound in functional notation (ignore_ops(true))
	NumberVars bool // write '$VAR'(N) as A, B, ..., Z, A1, ... (numbervars(true))
	MaxDepth   int  // write terms nested deeper as ... (max_depth(N)); 0: no limit
	Ops        *Ops // the operator table; nil: the standard one
	// VarNames names variables (SWI-Prolog's variable_names(Bindings));
	// others are written _G<ID> (_<ID> in SWI-Prolog's dialect).
	VarNames map[*term.Var]string
	// Portray, when set, is write_term's portray(true) (print/1): it is
	// called for each subterm that is not a variable before the subterm
	// is written, with the column the output is at, and returns the text
	// the user's portray/1 wrote, whether portray/1 succeeded (then that
	// text stands for the subterm; otherwise the subterm is written as
	// usual after it) and its error, which ends the writing.
	Portray func(t term.Term, column int) (text string, ok bool, err error)
	// Column is the column the text starts at (for Portray).
	Column int
	// Dialect is SWI to write as SWI-Prolog does where it differs from
	// ISO: a quote inside quoted text as \', -(1) as - 1.
	Dialect Dialect
	// SpaceArgs puts a space after the commas between arguments, list
	// elements and the operands of ',' (SWI-Prolog's
	// spacing(next_argument): the toplevel's answers, portray_clause/1).
	SpaceArgs bool
	// UnicodeEscapes writes the characters quoted text escapes by their
	// code as \uXXXX (\UXXXXXXXX beyond U+FFFF) instead of ISO's \xHEX\,
	// as SWI-Prolog's print/1 and toplevel do ('\u0001'; writeq/1
	// writes '\x1\').
	UnicodeEscapes bool
	// Priority is the priority the term may have without brackets
	// (write_term's priority(P)); 0 is 1200.
	Priority int
	// A cyclic term (X = f(X)) is written as SWI-Prolog writes one,
	// @(S_1,[S_1=f(S_1)]) (term.Factorize); AnonCycles writes its
	// variables as any other (_123), as write_canonical/1 and
	// term_to_atom/2 do.
	AnonCycles bool
	// Tree says the caller knows the term is a tree (no compound in it
	// twice: engine's ToTermTree), so not cyclic: the writer does not
	// look for cycles, a walk that remembers every compound of a large
	// term.
	Tree bool
}

// The option sets of the ISO output predicates.
var (
	WriteOpts          = WriteOptions{NumberVars: true}                                     // write/1
	WriteqOpts         = WriteOptions{Quoted: true, NumberVars: true}                       // writeq/1
	PrintOpts          = WriteOptions{Quoted: true, NumberVars: true, UnicodeEscapes: true} // print/1, with a Portray hook (SWI-Prolog)
	WriteCanonicalOpts = WriteOptions{Quoted: true, IgnoreOps: true, AnonCycles: true}      // write_canonical/1
)

var standardOps = DefaultOps()

// Format returns t as writeq/1 writes it with the standard operators.
func Format(t term.Term) string { return FormatWith(t, WriteqOpts) }

// FormatWith returns t as write_term/2 writes it with the given options
// (and no Portray hook).
func FormatWith(t term.Term, opts WriteOptions) string {
	opts.Portray = nil
	s, _ := WriteTerm(t, opts)
	return s
}

// WriteTerm returns t as write_term/2 writes it with the given options;
// when the Portray hook fails with an error, it returns the text written
// before it and that error.
func WriteTerm(t term.Term, opts WriteOptions) (string, error) {
	if !opts.Tree && !term.Acyclic(t) {
		var vars []*term.Var
		t, vars, _ = term.Factorize(t)
		if !opts.AnonCycles {
			names := make(map[*term.Var]string, len(opts.VarNames)+len(vars))
			for v, n := range opts.VarNames {
				names[v] = n
			}
			for i, v := range vars {
				names[v] = "S_" + strconv.Itoa(i+1)
			}
			opts.VarNames = names
		}
	}
	w := &writer{opts: opts, ops: opts.Ops, col: opts.Column}
	if w.ops == nil {
		w.ops = standardOps
	}
	p := opts.Priority
	if p <= 0 || p > MaxPriority {
		p = MaxPriority
	}
	w.write(t, p)
	return w.b.String(), w.err
}

// writer writes one term. It keeps the last character written to put a
// space between two tokens that would otherwise read as one (a- -1,
// 1 rem 2, a= \+b).
type writer struct {
	b    strings.Builder
	opts WriteOptions
	ops  *Ops
	last rune
	// afterPrefix: a prefix operator was just written, so an opening
	// bracket must not touch it (-(a) would be functional notation), nor
	// may [ or { touch a letter-digit one (GNU Prolog writes ff [], and
	// SWI-Prolog reads ff{} as a dict).
	afterPrefix bool
	// err is the Portray hook's error: nothing more is written.
	err error
	// col is the column the text up to byte colAt ends at (kept for
	// the Portray hook).
	col, colAt int
	// stack is what is left to write (write).
	stack []step
}

// column is the column the text written so far ends at.
func (w *writer) column() int {
	s := w.b.String()[w.colAt:]
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		w.col, s = 0, s[i+1:]
	}
	w.col += utf8.RuneCountInString(s)
	w.colAt = w.b.Len()
	return w.col
}

// emit writes a token, after a space if it would glue to the one before.
func (w *writer) emit(s string) {
	if s == "" || w.err != nil {
		return
	}
	first, _ := utf8.DecodeRuneInString(s)
	if glues(w.last, first) || w.bracketAfterPrefix(first) {
		w.b.WriteByte(' ')
	}
	w.afterPrefix = false
	w.b.WriteString(s)
	w.last, _ = utf8.DecodeLastRuneInString(s)
}

// punct writes punctuation that never needs a space before it.
func (w *writer) punct(s string) {
	if w.err != nil {
		return
	}
	if first, _ := utf8.DecodeRuneInString(s); w.bracketAfterPrefix(first) {
		w.b.WriteByte(' ')
	}
	w.afterPrefix = false
	w.b.WriteString(s)
	w.last, _ = utf8.DecodeLastRuneInString(s)
}

// comma writes the comma between two arguments, list elements or the
// operands of ',', and the space after it when SpaceArgs asks for one.
func (w *writer) comma() {
	w.punct(",")
	if w.opts.SpaceArgs {
		w.punct(" ")
	}
}

// bracketAfterPrefix reports whether a token beginning with first needs a
// space after the prefix operator just written (see afterPrefix).
// SWI-Prolog spaces { after every prefix operator (- {x}) and [ after
// none (dynamic[a]).
func (w *writer) bracketAfterPrefix(first rune) bool {
	if w.opts.Dialect == SWI {
		return w.afterPrefix && (first == '(' || first == '{')
	}
	return w.afterPrefix && (first == '(' || isAlnum(w.last) && (first == '[' || first == '{'))
}

// glues reports whether a token starting with b right after one ending
// with a would read as one token (or, for a digit before a quote, as 0'c).
func glues(a, b rune) bool {
	switch {
	case isAlnum(a) && isAlnum(b), isGraphic(a) && isGraphic(b):
		return true
	case a == '\'' && b == '\'', a == '"' && b == '"', a == '`' && b == '`':
		return true
	}
	return isDigit(a) && b == '\''
}

// ellipsis is what max_depth writes in place of deeper terms.
const ellipsis = "..."

// The writer walks a term with a stack of its own (a list nested a
// million deep is written, not a Go stack overflow): what is left to
// write is a stack of steps, the next on top.
type stepKind uint8

const (
	stepTerm        stepKind = iota // write t where priority max may stand
	stepPunct                       // punct(s)
	stepEmit                        // emit(s)
	stepAtom                        // atom(a)
	stepComma                       // comma()
	stepInfix                       // infixName(a)
	stepAfterPrefix                 // a prefix operator was just written
	stepListTail                    // the rest of a list: tail t, its i-th element next
)

// step is one step; which fields it uses depends on its kind. A punct
// step is taken n+1 times: the closing brackets of a term nested deep
// ([[[...]]], f(f(f(...)))) are one step, so that the stack stays as
// small as the term is wide, not as deep.
type step struct {
	kind       stepKind
	t          term.Term
	s          string
	a          term.Atom
	max, depth int
	operand    bool
	i          int
	n          int
}

// write writes t (the whole term) at priority max.
func (w *writer) write(t term.Term, max int) {
	w.stack = append(w.stack[:0], step{kind: stepTerm, t: t, max: max, depth: 1})
	for len(w.stack) > 0 && w.err == nil {
		st := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		switch st.kind {
		case stepTerm:
			w.term(st.t, st.max, st.depth, st.operand)
		case stepPunct:
			if st.n > 0 {
				st.n--
				w.stack = append(w.stack, st)
			}
			w.punct(st.s)
		case stepEmit:
			w.emit(st.s)
		case stepAtom:
			w.atom(st.a)
		case stepComma:
			w.comma()
		case stepInfix:
			w.infixName(st.a)
		case stepAfterPrefix:
			w.afterPrefix = true
		case stepListTail:
			w.listTail(st.t, st.depth, st.i)
		}
	}
}

// then schedules steps, to be taken in the order given, before what was
// scheduled already.
func (w *writer) then(steps ...step) {
	for i := len(steps) - 1; i >= 0; i-- {
		st := steps[i]
		if n := len(w.stack); st.kind == stepPunct && n > 0 && w.stack[n-1].kind == stepPunct && w.stack[n-1].s == st.s {
			w.stack[n-1].n++
			continue
		}
		w.stack = append(w.stack, st)
	}
}

func termStep(t term.Term, max, depth int, operand bool) step {
	return step{kind: stepTerm, t: t, max: max, depth: depth, operand: operand}
}
func punctStep(s string) step    { return step{kind: stepPunct, s: s} }
func atomStep(a term.Atom) step  { return step{kind: stepAtom, a: a} }
func emitStep(s string) step     { return step{kind: stepEmit, s: s} }
func commaStep() step            { return step{kind: stepComma} }
func infixStep(a term.Atom) step { return step{kind: stepInfix, a: a} }
func afterPrefixStep() step      { return step{kind: stepAfterPrefix} }

// listTailStep is the step that writes the rest of a list (listTail):
// its closing bracket when tail is [].
func listTailStep(t term.Term, depth, i int) step {
	if t == term.Term(term.Nil) {
		return punctStep("]")
	}
	return step{kind: stepListTail, t: t, depth: depth, i: i}
}

// term writes t where a term of priority ≤ max may stand. depth is t's
// nesting depth for max_depth; operand says that t is an argument of an
// operator (where an atom that is an operator is bracketed).
func (w *writer) term(t term.Term, max, depth int, operand bool) {
	if w.err != nil {
		return
	}
	if w.opts.MaxDepth > 0 && depth > w.opts.MaxDepth {
		w.emit(ellipsis)
		return
	}
	if w.portray(t) {
		return
	}
	switch x := t.(type) {
	case *term.Var:
		if name, ok := w.opts.VarNames[x]; ok {
			w.emit(name)
			return
		}
		prefix := "_G"
		if w.opts.Dialect == SWI {
			prefix = "_" // SWI-Prolog's _123
		}
		w.emit(prefix + strconv.FormatUint(x.ID(), 10))
	case term.Int:
		w.emit(strconv.FormatInt(int64(x), 10))
	case *term.BigInt:
		w.emit(x.V.String())
	case term.Float:
		w.emit(FormatFloat(float64(x)))
	case term.String:
		if w.opts.Quoted {
			w.emit(quoteText(string(x), '"', true, w.opts.UnicodeEscapes))
			return
		}
		w.emit(string(x))
	case term.Atom:
		if operand && w.ops.IsOp(x) {
			w.punct("(")
			w.atom(x)
			w.punct(")")
			return
		}
		w.atom(x)
	case *term.Compound:
		w.compound(x, max, depth)
	}
}

// portray calls the Portray hook on t (not on a variable, as
// SWI-Prolog does) and reports whether it wrote t. The hook's text goes in
// as it is, as the user's portray/1 wrote it to the stream.
func (w *writer) portray(t term.Term) bool {
	if w.opts.Portray == nil {
		return false
	}
	if _, isVar := t.(*term.Var); isVar {
		return false
	}
	text, ok, err := w.opts.Portray(t, w.column())
	if text != "" {
		w.afterPrefix = false
		w.b.WriteString(text)
		w.last, _ = utf8.DecodeLastRuneInString(text)
	}
	if err != nil {
		w.err = err
		return true
	}
	return ok
}

// atom writes an atom, quoted when the options ask and it needs it.
func (w *writer) atom(a term.Atom) {
	name := a.Name()
	if w.opts.Quoted && atomNeedsQuotes(name) {
		w.emit(quoteText(name, '\'', w.opts.Dialect == SWI, w.opts.UnicodeEscapes))
		return
	}
	w.emit(name)
}

// compound writes c, or schedules the steps that write it.
func (w *writer) compound(c *term.Compound, max, depth int) {
	// SWI-Prolog writes lists as lists even with ignore_ops
	// (write_canonical([a,b]) is [a,b]).
	if _, ok := term.IsCons(c); ok && (!w.opts.IgnoreOps || w.opts.Dialect == SWI) {
		w.punct("[")
		w.then(termStep(c.Args[0], argMax, depth+1, false), listTailStep(c.Args[1], depth, 1))
		return
	}
	if w.opts.NumberVars && c.Functor == term.VarFunctor && len(c.Args) == 1 {
		if n, ok := c.Args[0].(term.Int); ok && n >= 0 {
			name := string(rune('A' + n%26))
			if n >= 26 {
				name += strconv.FormatInt(int64(n/26), 10)
			}
			w.emit(name)
			return
		}
		if name, ok := swiVarName(c.Args[0]); ok && w.opts.Dialect == SWI {
			w.emit(name)
			return
		}
	}
	if !w.opts.IgnoreOps {
		if c.Functor == term.Curly && len(c.Args) == 1 {
			w.punct("{")
			w.then(termStep(c.Args[0], MaxPriority, depth+1, false), punctStep("}"))
			return
		}
		if w.operator(c, max, depth) {
			return
		}
	}
	w.atom(c.Functor)
	w.punct("(")
	// the arguments, commas between them, then ")": scheduled last
	// step first (then's order), with no slice made for them
	w.then(punctStep(")"))
	for i := len(c.Args) - 1; i >= 0; i-- {
		w.then(termStep(c.Args[i], argMax, depth+1, false))
		if i > 0 {
			w.then(commaStep())
		}
	}
}

// listTail writes the rest of a list after its first i elements: tail
// is what follows them. max_depth cuts it as SWI-Prolog does: the i-th
// element counts as nested i levels deeper than the first ([1,2|...]).
func (w *writer) listTail(tail term.Term, depth, i int) {
	next, ok := term.IsCons(tail)
	switch {
	case ok && w.opts.MaxDepth > 0 && depth+1+i > w.opts.MaxDepth:
		w.punct("|")
		w.emit(ellipsis)
		w.punct("]")
	case ok:
		w.comma()
		w.then(termStep(next.Args[0], argMax, depth+1+i, false), listTailStep(next.Args[1], depth, i+1))
	case tail != term.Nil:
		w.punct("|")
		w.then(termStep(tail, argMax, depth+1, false), punctStep("]"))
	default:
		w.punct("]")
	}
}

// operator schedules c in operator notation if its functor is an
// operator of its arity, and reports whether it did.
func (w *writer) operator(c *term.Compound, max, depth int) bool {
	var op Op
	var ok bool
	switch len(c.Args) {
	case 1:
		if op, ok = w.ops.Lookup(c.Functor, Prefix); !ok {
			op, ok = w.ops.Lookup(c.Functor, Postfix)
		}
	case 2:
		op, ok = w.ops.Lookup(c.Functor, Infix)
	}
	if !ok {
		return false
	}
	bracket := op.Priority > max
	var steps []step
	if bracket {
		steps = append(steps, punctStep("("))
	}
	l, r := op.args()
	switch op.Spec.Class() {
	case Infix:
		steps = append(steps, termStep(c.Args[0], l, depth+1, true), infixStep(c.Functor), termStep(c.Args[1], r, depth+1, true))
	case Prefix:
		steps = append(steps, w.prefix(c, r, depth)...)
	case Postfix:
		steps = append(steps, termStep(c.Args[0], l, depth+1, true), atomStep(c.Functor))
	}
	if bracket {
		steps = append(steps, punctStep(")"))
	}
	w.then(steps...)
	return true
}

// infixName writes an infix operator: , and | bare, a letter-digit
// operator between spaces (1 rem 2, X is Y), others as atoms.
// SWI-Prolog spaces a letter-digit operator only where its left operand
// ends in a letter or digit: after a bracket, brace or quote it writes
// the operator close and spaces its right side only where tokens would
// glue ((1+2)mod 3, [1]mod[2], 'A'is'B').
func (w *writer) infixName(f term.Atom) {
	switch {
	case f == term.Comma:
		w.comma()
	case f == term.Bar:
		w.punct("|")
	default:
		name := f.Name()
		first, _ := utf8.DecodeRuneInString(name)
		alpha := isAlnum(first) && !(w.opts.Quoted && atomNeedsQuotes(name))
		if alpha && w.opts.Dialect == SWI && !isAlnum(w.last) {
			alpha = false
		}
		if alpha {
			w.punct(" ")
		}
		w.atom(f)
		if alpha {
			w.punct(" ")
		}
	}
}

// prefix is the steps that write a prefix operator term. The argument
// is bracketed, after a space, when it would not read back as the
// argument: when its priority is too high, when it is an operator atom
// (- (-)), and when the operator is - and the argument begins with a
// number (- (1) and - (1^2): -1 would read as a negative number).
// SWI-Prolog writes the last case with a space alone (- 1, - 1^2), which
// its reader reads as -(1).
func (w *writer) prefix(c *term.Compound, argMax, depth int) []step {
	arg := c.Args[0]
	steps := []step{atomStep(c.Functor)}
	number := c.Functor == term.Minus && w.startsWithNumber(arg, argMax)
	bracket := w.priority(arg) > argMax || isOpAtom(w.ops, arg) || number && w.opts.Dialect != SWI
	if w.opts.MaxDepth > 0 && depth+1 > w.opts.MaxDepth {
		bracket = false
	}
	if number && !bracket {
		steps = append(steps, punctStep(" "))
	}
	steps = append(steps, afterPrefixStep())
	if bracket {
		return append(steps, punctStep("("), termStep(arg, MaxPriority, depth+1, false), punctStep(")"))
	}
	return append(steps, termStep(arg, argMax, depth+1, true))
}

func isOpAtom(ops *Ops, t term.Term) bool {
	a, ok := t.(term.Atom)
	return ok && ops.IsOp(a)
}

// priority returns the priority t is written with (0 unless it is written
// as an operator term).
func (w *writer) priority(t term.Term) int {
	c, ok := t.(*term.Compound)
	if !ok || w.opts.IgnoreOps {
		return 0
	}
	switch len(c.Args) {
	case 1:
		if c.Functor == term.Curly {
			return 0
		}
		if op, ok := w.ops.Lookup(c.Functor, Prefix); ok {
			return op.Priority
		}
		if op, ok := w.ops.Lookup(c.Functor, Postfix); ok {
			return op.Priority
		}
	case 2:
		if _, ok := term.IsCons(c); ok {
			return 0
		}
		if op, ok := w.ops.Lookup(c.Functor, Infix); ok {
			return op.Priority
		}
	}
	return 0
}

// startsWithNumber reports whether t, written where priority max is
// allowed, begins with a non-negative number.
func (w *writer) startsWithNumber(t term.Term, max int) bool {
	for {
		switch x := t.(type) {
		case term.Int:
			return x >= 0
		case *term.BigInt:
			return x.V.Sign() >= 0
		case term.Float:
			return !math.Signbit(float64(x))
		case *term.Compound:
			p := w.priority(x)
			if p == 0 || p > max {
				return false // functional notation or bracketed
			}
			if _, ok := w.ops.Lookup(x.Functor, Prefix); ok && len(x.Args) == 1 {
				return false
			}
			var op Op
			if len(x.Args) == 2 {
				op, _ = w.ops.Lookup(x.Functor, Infix)
			} else {
				op, _ = w.ops.Lookup(x.Functor, Postfix)
			}
			max, _ = op.args()
			t = x.Args[0]
		default:
			return false
		}
	}
}

// swiVarName is how SWI-Prolog writes '$VAR'(x) with numbervars(true)
// beyond ISO's '$VAR'(N): an atom that is a variable's name as that
// name ('$VAR'('Foo') is Foo), a negative integer -N as S_N.
func swiVarName(x term.Term) (string, bool) {
	switch x := x.(type) {
	case term.Int:
		if x < 0 {
			return "S_" + strconv.FormatInt(-int64(x), 10), true
		}
	case term.Atom:
		name := x.Name()
		for i, r := range name {
			if i == 0 && !isVarStart(r) || i > 0 && !isAlnum(r) {
				return "", false
			}
		}
		return name, name != ""
	}
	return "", false
}
