package engine

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// TestJITLoops runs deterministic tail recursions on a machine with the
// JIT attached (eager) on every backend: each is compiled as a loop at
// its predicate's entry and runs there (the loop is entered, and runs
// far more iterations than the interpreter: fuel), with the answer the
// interpreter gives.
func TestJITLoops(t *testing.T) {
	for _, c := range []struct{ name, program, goal, want string }{
		{"count", "count(0) :- !.\ncount(N) :- N > 0, N1 is N - 1, count(N1).", "count(100000), write(done)", "done"},
		{"len", "len([], N, N).\nlen([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).", "numlist(1, 20000, L), len(L, 0, N), write(N)", "20000"},
		{"cut", "down(0, A, A) :- !.\ndown(N, A0, A) :- N > 0, !, A1 is A0 + N, N1 is N - 1, down(N1, A1, A).", "down(20000, 0, A), write(A)", "200010000"},
		// Terms built, variables made and bound in the loop: the head
		// builds [H|R] for app's unbound third argument, mk's goal
		// builds [N|L0], copy unifies Y = [X|Ys] in place.
		{"app", "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).", "numlist(1, 20000, L), app(L, [x], R), last(R, X), length(R, N), write(X-N)", "x-20001"},
		{"build", "mk(0, L, L) :- !.\nmk(N, L0, L) :- N1 is N - 1, mk(N1, [N|L0], L).", "mk(20000, [], L), L = [A|_], length(L, N), write(A-N)", "1-20000"},
		{"unify", "copy([], []).\ncopy([X|Xs], Y) :- Y = [X|Ys], copy(Xs, Ys).", "numlist(1, 20000, L), copy(L, C), last(C, X), write(X)", "20000"},
	} {
		for _, backend := range jittest.Backends() {
			t.Run(c.name+"/"+backend, func(t *testing.T) {
				var out bytes.Buffer
				m := newMachine(t, heap.Config{}, &out)
				opts := langtest.Eager(t)
				if err := opts.Params.Set("backend=" + backend); err != nil {
					t.Fatal(err)
				}
				if err := m.EnableJIT(opts); err != nil {
					t.Fatal(err)
				}
				if err := m.Consult("loop.pl", strings.NewReader(c.program)); err != nil {
					t.Fatal(err)
				}
				g, err := m.ParseGoal(c.goal)
				if err != nil {
					t.Fatal(err)
				}
				if ok, err := m.Once(g); !ok || err != nil {
					t.Fatalf("%s: %v, %v", c.goal, ok, err)
				}
				m.io.flush()
				if out.String() != c.want {
					t.Errorf("printed %q, want %q", out.String(), c.want)
				}
				s := m.JITStats()
				if s.Loops == 0 || s.Entries == 0 || s.Fuel < 1000 {
					t.Errorf("the loop did not run compiled: %d loops, %d entries, fuel %d", s.Loops, s.Entries, s.Fuel)
				}
			})
		}
	}
}

// TestHaltRacesJIT calls Halt from another goroutine all along runs
// with the JIT: while the JIT is attached (the poll word made), while
// compiled code runs, and after Close freed the word. Under -race, a
// poll word read without synchronization against its making or its
// release is reported (the old lazily made word that Close set to nil
// was: the sleeps let the Halts run unordered with EnableJIT and
// Close).
func TestHaltRacesJIT(t *testing.T) {
	for range 3 {
		haltRound(t)
	}
}

// haltRound is one run of TestHaltRacesJIT.
func haltRound(t *testing.T) {
	m, err := NewMachine(Config{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}})
	if err != nil {
		t.Fatal(err)
	}
	stop, done, started := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		m.Halt(3)
		close(started)
		for {
			select {
			case <-stop:
				return
			default:
				m.Halt(3)
			}
		}
	}()
	<-started
	time.Sleep(5 * time.Millisecond) // Halts meanwhile, unordered with what follows
	if err := m.EnableJIT(langtest.Eager(t)); err != nil {
		t.Fatal(err)
	}
	if err := m.Consult("loop.pl", strings.NewReader("count(0) :- !.\ncount(N) :- N1 is N - 1, count(N1).")); err != nil {
		t.Fatal(err)
	}
	g, err := m.ParseGoal("count(1000000)")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Once(g); err == nil {
		t.Error("count(1000000) ran to its end: no halt was taken")
	} else if h, ok := err.(*Halt); !ok || h.Code != 3 {
		t.Errorf("count(1000000): %v, want halt(3)", err)
	}
	time.Sleep(5 * time.Millisecond)
	m.Close()
	for range 1000 { // after Free
		m.Halt(3)
	}
	close(stop)
	<-done
}
