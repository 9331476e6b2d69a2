package syntax

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/term"
)

// inriaDir is the INRIA ISO conformance suite in the shared data beside
// the repository.
const inriaDir = "../../../../shared/conformance-data/prolog/inriasuite"

// TestReadINRIA reads every clause of every file of the INRIA suite (with
// the suite driver's op(20, xfx, <--), and op/3 directives of the files
// applied as they are read) and reports how many read. The clauses the
// suite has no clause that is a syntax error; the terms read are the ones
// GNU Prolog 1.4.5 reads (compared by write_canonical, floats aside,
// which GNU writes with 17 digits).
func TestReadINRIA(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(inriaDir, "*"))
	if err != nil || len(files) == 0 {
		t.Skip("INRIA suite not found at " + inriaDir)
	}
	clauses, goals, errs := 0, 0, 0
	for _, file := range files {
		base := filepath.Base(file)
		if base == "README" {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		ops := DefaultOps()
		if err := ops.Add(20, XFX, term.Intern("<--")); err != nil {
			t.Fatal(err)
		}
		r := NewReader(strings.NewReader(string(data)), ops, Flags{})
		for {
			res, err := r.Read()
			var se *SyntaxError
			if errors.As(err, &se) {
				errs++
				t.Errorf("%s:%d:%d: %s", base, se.Pos.Line, se.Pos.Col, se.Desc)
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.Term == term.EndOfFile {
				break
			}
			clauses++
			if isSuiteGoal(res.Term) {
				goals++
			}
			applyOpDirective(ops, res.Term)
		}
	}
	t.Logf("INRIA suite: %d files, %d clauses read (%d of them tests), %d syntax errors", len(files)-1, clauses, goals, errs)
	if goals != inriaGoals {
		t.Errorf("read %d tests, want %d", goals, inriaGoals)
	}
}

// inriaGoals is the number of tests in the suite's files: 441 terms
// [Goal, Expected] and 4 of three elements (file_manip's [Goal, Stream,
// Expected] and one in t). SOURCES.md counts 444.
const inriaGoals = 445

// isSuiteGoal reports whether t is a suite test: a list.
func isSuiteGoal(t term.Term) bool {
	_, ok := term.IsCons(t)
	return ok
}

// applyOpDirective carries out a directive :- op(P, T, N) as the reader's
// caller would.
func applyOpDirective(ops *Ops, t term.Term) {
	d, ok := t.(*term.Compound)
	if !ok || d.Functor.Name() != ":-" || len(d.Args) != 1 {
		return
	}
	op, ok := d.Args[0].(*term.Compound)
	if !ok || op.Functor.Name() != "op" || len(op.Args) != 3 {
		return
	}
	p, ok1 := op.Args[0].(term.Int)
	spec, ok2 := op.Args[1].(term.Atom)
	name, ok3 := op.Args[2].(term.Atom)
	if s, ok := ParseSpecifier(spec.Name()); ok && ok1 && ok2 && ok3 {
		_ = ops.Add(int(p), s, name)
	}
}
