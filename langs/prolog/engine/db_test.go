package engine

import (
	"runtime"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
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
