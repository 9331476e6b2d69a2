package syntax

import (
	"io"

	"github.com/microjit/microjit/langs/prolog/term"
)

// Reader reads clauses (terms ended by the end token ". ") from a text,
// one at a time, as read_term/2 does.
type Reader struct {
	lex   lexer
	toks  []token // the tokens of the clause being read (kept for the next)
	Ops   *Ops    // the operator table; op/3 between reads takes effect at once
	Flags Flags   // double_quotes, back_quotes and char_conversion
}

// NewReader returns a reader of r's text with the given operator table.
// When r is an io.RuneScanner (a bufio.Reader, a strings.Reader) the reader
// reads no further than the character after a clause's end token and gives
// that one back, so other readers of r (get_char/1) go on right after the
// end token; otherwise it reads r through a buffer of its own.
func NewReader(r io.Reader, ops *Ops, flags Flags) *Reader {
	return &Reader{lex: lexer{src: newSource(r)}, Ops: ops, Flags: flags}
}

// VarName is a named variable of the clause read (read_term's
// variable_names and singletons options).
type VarName struct {
	Name string
	Var  *term.Var
}

// Result is one clause read, with what read_term's options ask for.
type Result struct {
	Term       term.Term
	Variables  []*term.Var // every variable, in depth-first left-to-right order (variables)
	VarNames   []VarName   // named variables (not _), in order of first appearance (variable_names)
	Singletons []VarName   // named variables that appear once (singletons)
	// Repeated are the variables named _X (marked as singletons) that
	// appear more than once, which SWI-Prolog warns of.
	Repeated []VarName
	Pos      Pos // where the clause's first token starts
}

// maxKeptTokens bounds the token buffer a Reader keeps between clauses, so
// that one huge clause does not hold its memory for the rest of the read.
const maxKeptTokens = 1 << 12

// maxNesting bounds how deeply terms may nest in the text (brackets,
// arguments, prefix operators), so that hostile input ends in a syntax
// error rather than in a huge Go stack.
const maxNesting = 100_000

// Read reads the next clause. At the end of the text it returns the atom
// end_of_file as the term, as ISO's read/1 does. A syntax error is returned
// as a *SyntaxError after the text up to the clause's end token was
// skipped, so the next Read goes on with the next clause. Other errors are
// those of the underlying reader.
func (r *Reader) Read() (Result, error) {
	toks, synErr := r.tokens()
	r.lex.src.release()
	if err := r.lex.src.err; err != nil {
		return Result{}, err
	}
	if synErr != nil {
		return Result{}, synErr
	}
	if toks[0].kind == tEOF {
		return Result{Term: term.EndOfFile, Pos: toks[0].pos}, nil
	}
	p := &parser{toks: toks, ops: r.Ops, flags: r.Flags, vars: map[string]*varInfo{}, swi: r.Flags.Dialect == SWI}
	t, err := p.clause()
	if err != nil {
		return Result{}, err
	}
	res := Result{Term: t, Pos: toks[0].pos, Variables: variables(t)}
	for _, v := range p.order {
		res.VarNames = append(res.VarNames, VarName{v.name, v.v})
		if v.count == 1 {
			res.Singletons = append(res.Singletons, VarName{v.name, v.v})
		} else if v.name[0] == '_' {
			res.Repeated = append(res.Repeated, VarName{v.name, v.v})
		}
	}
	return res, nil
}

// tokens returns the tokens of the next clause, up to and including its
// end token (or tEOF at the end of the text). After a lexical error it
// skips to the end token and returns the first error; a quoted token cut
// by a newline ends the clause there, as GNU Prolog does, since its closing
// quote is more likely missing than the end token.
func (r *Reader) tokens() ([]token, *SyntaxError) {
	r.lex.src.conv = nil
	r.lex.swi = r.Flags.Dialect == SWI
	if r.Flags.ConvertChars && len(r.Flags.CharConversion) > 0 {
		r.lex.src.conv = r.Flags.CharConversion
	}
	toks := r.toks[:0]
	defer func() {
		if cap(toks) <= maxKeptTokens {
			r.toks = toks[:0]
		}
	}()
	var first *SyntaxError
	var start Pos // of the clause's first token
	for n := 0; ; n++ {
		t, err := r.lex.next()
		if n == 0 && err == nil {
			start = t.pos
		}
		if err != nil {
			if n == 0 {
				start = err.Pos
			}
			if first == nil {
				first = err
				first.Start = start
			}
			if err.Desc == errNewlineInQuoted {
				return nil, first
			}
			continue
		}
		if t.kind == tEOF && len(toks) > 0 && first == nil {
			first = &SyntaxError{Desc: errEndOfFile, Pos: t.pos, Start: start}
		}
		if first == nil {
			toks = append(toks, t)
		}
		if t.kind == tEnd || t.kind == tEOF {
			return toks, first
		}
	}
}

// variables returns t's variables in depth-first left-to-right order.
func variables(t term.Term) []*term.Var {
	var vs []*term.Var
	seen := map[*term.Var]bool{}
	stack := []term.Term{t}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *term.Var:
			if !seen[x] {
				seen[x] = true
				vs = append(vs, x)
			}
		case *term.Compound:
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
	return vs
}
