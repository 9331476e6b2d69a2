package engine

import (
	"runtime"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// TestClauseStore: the clause store's costs are linear in what a
// program does. The retract/assertz counter keeps one live clause and
// leaves no choicepoint (retract/1 of the last matching clause is
// deterministic), so a million increments run in an 8 MiB heap; a
// hundred thousand assertz calls allocate in proportion to the clauses
// (each used to copy the whole clause list: O(n^2), 40 GB for these).
func TestClauseStore(t *testing.T) {
	counter := ":- dynamic(c/1).\nc(0).\ninc(0) :- !.\ninc(N) :- retract(c(X)), Y is X + 1, assertz(c(Y)), N1 is N - 1, inc(N1)."
	if got := runProgram(t, heap.Config{MaxBytes: 8 << 20}, counter, "inc(1000000), c(X), write(X)"); got != "1000000" {
		t.Errorf("the counter: got %q", got)
	}
	const clauses = 100_000
	adds := "add(N, N) :- !.\nadd(I, N) :- assertz(p(I)), I1 is I + 1, add(I1, N)."
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	got := runProgram(t, heap.Config{}, adds, "add(0, 100000), p(99999), aggregate_all(count, p(_), C), write(C)")
	runtime.ReadMemStats(&after)
	if got != "100000" {
		t.Errorf("assertz: got %q", got)
	}
	// Under 1 KB a clause (787 bytes measured) is what a clause costs
	// (its reader's term, compiled code and keys); copying the list at
	// every assertz cost 404,716 bytes a clause.
	if perClause := (after.TotalAlloc - before.TotalAlloc) / clauses; perClause > 8<<10 {
		t.Errorf("assertz of %d clauses allocated %d bytes a clause", clauses, perClause)
	}
}

// TestRetractMany: retracting n clauses, one call each or all with
// retractall/1, costs O(n): retract/1 marks a clause erased (removeClause,
// its list compacted once the erased clauses outnumber the others) and
// enumerates the clauses one at a time ('$clause'/2), where it used to
// copy the clause list at each retract and build the list of every
// matching clause at each call, O(n^2): measured, a clause cost 1.5 MB
// and 68 s in all for the bound key (the index was rebuilt at each call
// too), 84 KB and 85 s for the unbound one, 84 KB for retractall; now
// 618, 335 and 328 bytes, with the fill.
func TestRetractMany(t *testing.T) {
	const clauses = 20_000
	program := ":- dynamic(p/1).\n" +
		"fill(N) :- forall(between(1, N, I), assertz(p(I))).\n" +
		"bound(I, N) :- I > N, !.\nbound(I, N) :- retract(p(I)), I1 is I + 1, bound(I1, N).\n" +
		"unbound :- retract(p(_)), !, unbound.\nunbound.\n"
	for _, c := range []struct{ name, goal string }{
		{"bound key", "bound(1, 20000)"},
		{"unbound key", "unbound"},
		{"retractall", "retractall(p(_))"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			got := runProgram(t, heap.Config{}, program, "fill(20000), "+c.goal+", aggregate_all(count, p(_), C), write(C)")
			runtime.ReadMemStats(&after)
			if got != "0" {
				t.Errorf("got %q", got)
			}
			if perClause := (after.TotalAlloc - before.TotalAlloc) / clauses; perClause > 8<<10 {
				t.Errorf("retracting %d clauses allocated %d bytes a clause", clauses, perClause)
			}
		})
	}
}

// TestFactClause: a fact compiled straight from the heap (factClause) is
// the clause compileClause makes of its reader's term, and its source is
// that term; other clauses are left to compileClause.
func TestFactClause(t *testing.T) {
	m := newMachine(t, heap.Config{}, nil)
	for _, c := range []struct {
		text string
		fact bool
	}{
		{"p", true},
		{"p(1, a, 2.5, -7, [])", true},
		{"p(140737488355327)", true}, // the largest immediate integer
		{"p(140737488355328)", false},
		{"p(\"s\")", false},
		{"p(X)", false},
		{"p(f(a))", false},
		{"(p :- true)", false},
		{"m:p", false},
	} {
		tm, err := m.ParseGoal(c.text)
		if err != nil {
			t.Fatal(err)
		}
		v, err := m.s.FromTerm(tm, nil)
		if err != nil {
			t.Fatal(err)
		}
		cl, k, ok := m.s.factClause(v)
		if ok != c.fact {
			t.Errorf("%s: factClause %v, want %v", c.text, ok, c.fact)
		}
		if !ok {
			continue
		}
		want, err := m.s.compileClause(tm, tm, term.Intern("true"))
		if err != nil {
			t.Fatal(err)
		}
		if got := cl.source(m.s, k); !term.Variant(got, tm) {
			t.Errorf("%s: source %v", c.text, got)
		}
		want.src = nil
		if diff := cmp.Diff(want, cl, cmp.AllowUnexported(clause{}, node{}), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%s: factClause differs from compileClause (-want +got):\n%s", c.text, diff)
		}
	}
}
