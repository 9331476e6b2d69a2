package engine

import (
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/langs/prolog/term"
)

// headCases are clause heads and goals: whether the head matches, and how
// many compound terms of the head are deferred (built for unbound goal
// variables).
var headCases = []struct {
	head, goal string
	match      bool
	deferred   int
}{
	{"p(a, 1, 2.5)", "p(a, 1, 2.5)", true, 0},
	{"p(a)", "p(b)", false, 0},
	{"p(a)", "p(X)", true, 0},
	{"p(X, X)", "p(1, 1)", true, 0},
	{"p(X, X)", "p(1, 2)", false, 0},
	{"p(f(X), X)", "p(f(a), a)", true, 0},
	{"p(f(X), g(X))", "p(A, B)", true, 2},
	{"p([H|T], H)", "p([1, 2], 1)", true, 0},
	{"p([H|T])", "p(f(1))", false, 0},
	{"p(123456789012345678901)", "p(123456789012345678901)", true, 0},
	{"p(123456789012345678901)", "p(123456789012345678902)", false, 0},
	{"p(9007199254740993)", "p(9007199254740993)", true, 0},
	{"p(9007199254740993)", "p(X)", true, 1},
	{`p("abc", X)`, `p("abc", 1)`, true, 0},
	{`p("abc")`, `p("abd")`, false, 0},
	{`p("abcdefghi")`, `p("abcdefghi")`, true, 0},
	{`p("abc")`, `p(abc)`, false, 0},
	{`p(f("s"))`, `p(X)`, true, 1},
}

// TestMatchHeadRecorded runs head matching's interpreter instance and
// its recording instance (the generic source on domain.Recording) on the
// same cases: both answer as expected and defer the same subterms.
func TestMatchHeadRecorded(t *testing.T) {
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Backend = "exec"
	drv, err := jitcore.NewDriver(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drv.Close() })
	for _, c := range headCases {
		for _, recording := range []bool{false, true} {
			s := newStore(t, heap.Config{})
			head := readTerm(t, c.head).(*term.Compound)
			cl, err := s.compileClause(head, head, term.Intern("true"))
			if err != nil {
				t.Fatal(err)
			}
			goal, err := s.FromTerm(readTerm(t, c.goal), nil)
			if err != nil {
				t.Fatal(err)
			}
			var got bool
			var deferred int
			if !recording {
				var st headState[heap.Value]
				st.reset(int(cl.slots))
				args := make([]heap.Value, cl.headArgs)
				for i := range args {
					args[i] = s.arg(goal, i)
				}
				got = matchHeadConcrete(s.d, s.dh, &s.b, &st, cl.head, args)
				deferred = len(st.deferred)
			} else {
				rec := drv.RecordLoop(&jitcore.Site{}, "head", []ir.Type{ir.Int}, []int64{int64(goal)}, solverMemory{h: s.h})
				d := domain.NewRecording(rec)
				b := &bindings[ir.Value]{mark: d.Const(int64(s.b.mark))}
				b.resume = func() { d.Begin(domain.Frame[ir.Value]{Greens: []int64{1}, Where: "head", Slots: []ir.Value{0}}) }
				d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "head", Slots: []ir.Value{0}})
				var st headState[ir.Value]
				st.reset(int(cl.slots))
				args := make([]ir.Value, cl.headArgs)
				for i := range args {
					args[i] = d.LoadField(s.dh, ir.Value(0), i)
				}
				got = matchHead(d, s.dh, b, &st, cl.head, args)
				deferred = len(st.deferred)
				d.Abandon("test ends")
			}
			if got != c.match || (got && deferred != c.deferred) {
				t.Errorf("%s = %s (recording %v): match %v, %d deferred; want %v, %d", c.head, c.goal, recording, got, deferred, c.match, c.deferred)
			}
		}
	}
}
