package prolog

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/prolog/engine"
)

// jitPrograms are loops the JIT records, compiles and runs, and
// programs where recording ends and the interpreter takes over: each
// must print the same with the JIT off and eager on every backend.
var jitPrograms = []struct{ name, src, want string }{
	{"tail recursion", `
count(0) :- !.
count(N) :- N > 0, N1 is N - 1, count(N1).
:- count(100000), write(done), nl.
`, "done\n"},
	{"list walk", `
len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).
:- numlist(1, 5000, L), len(L, 0, N), write(N), nl.
`, "5000\n"},
	{"cut of a choicepoint in the loop", `
down(N, A0, A) :- N > 0, !, A1 is A0 + N, N1 is N - 1, down(N1, A1, A).
down(_, A, A).
:- down(3000, 0, A), write(A), nl.
`, "4501500\n"},
	{"cut that removes nothing", `
down(0, A, A) :- !.
down(N, A0, A) :- N > 0, !, A1 is A0 + N, N1 is N - 1, down(N1, A1, A).
:- down(3000, 0, A), write(A), nl.
`, "4501500\n"},
	{"environment", `
seen(_).
tick(0) :- !.
tick(N) :- N > 0, N1 is N - 1, seen(N1), tick(N1).
:- tick(3000), write(ticked), nl.
`, "ticked\n"},
	// The caller's recording stops at the loop's header, the loop's
	// recording ends at a builtin: the interpreter goes on once from
	// each, not twice (the pending entry of the first was run again).
	{"output in the loop", `
out(0) :- !.
out(N) :- write(N), nl, N1 is N - 1, out(N1).
main :- out(3).
:- main.
`, "3\n2\n1\n"},
	{"failure-driven loop around a loop", `
count(0) :- !.
count(N) :- N > 0, N1 is N - 1, count(N1).
:- ( between(1, 50, I), count(I), fail ; true ), write(ok), nl.
`, "ok\n"},
	{"assert between runs of the loop", `
:- dynamic(step/2).
step(N, M) :- M is N - 1.
run(0) :- !.
run(N) :- step(N, M), run(M).
:- run(2000), retract((step(N, M) :- M is N - 1)), assertz((step(N, M) :- M is N - 2)), run(2000), write(twice), nl.
`, "twice\n"},
	{"exception out of the loop", `
count(0) :- throw(bottom).
count(N) :- N > 0, N1 is N - 1, count(N1).
:- catch(count(3000), B, (write(caught(B)), nl)).
`, "caught(bottom)\n"},
	{"binding in the loop", `
last([X], X) :- !.
last([_|T], X) :- last(T, X).
:- numlist(1, 3000, L), last(L, X), write(X), nl.
`, "3000\n"},
	// A clause that another may follow is tried without its
	// choicepoint up to its cut: its =/2 takes the argument registers,
	// which the next clause gets back when the first fails; its head
	// binding an older variable ends the recording.
	{"first clause that fails before its cut", `
f(V, S0, S) :- S0 = [0'(|S1], !, g(V, S1, S).
f(V, S0, S) :- g(V, S0, S).
g(x, S, S).
walk([], N, N).
walk([C|Cs], N0, N) :- f(_, [C], _), N1 is N0 + 1, walk(Cs, N1, N).
:- numlist(1, 3000, L), walk(L, 0, N), f(V, [0'7], R), write(N-V-R), nl.
`, "3000-x-[55]\n"},
	// classify's first clause binds C (older than the choicepoint it
	// is tried without) before its test fails: the trace unbinds it,
	// and a guard of the test resumes with it unbound.
	{"first clause binding before its cut", `
classify(X, small) :- X < 10, !.
classify(_, big).
c(small, 1).
c(big, 2).
walk([], [], A, A).
walk([X|Xs], [C|Cs], A0, A) :- classify(X, C), c(C, N), A1 is A0 + N, walk(Xs, Cs, A1, A).
:- numlist(1, 3000, L), length(Cs, 3000), walk(L, Cs, 0, A), write(A), nl.
`, "5991\n"},
	{"nested recursion with a cut in the first clause", `
tak(X, Y, Z, A) :- X =< Y, !, Z = A.
tak(X, Y, Z, A) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    tak(X1, Y, Z, A1), tak(Y1, Z, X, A2), tak(Z1, X, Y, A3),
    tak(A1, A2, A3, A).
calls(X, Y, _, 1) :- X =< Y, !.
calls(X, Y, Z, N) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    calls(X1, Y, Z, N1), calls(Y1, Z, X, N2), calls(Z1, X, Y, N3), N is N1 + N2 + N3.
:- tak(12, 8, 4, A), calls(12, 8, 4, N), write(A-N), nl.
`, "5-463\n"},
}

// TestJITPrograms runs jitPrograms with --jit-loops, with the JIT off,
// eager, and with eager loops but lazy bridges on every backend: each
// prints what it must.
func TestJITPrograms(t *testing.T) {
	for _, c := range jitPrograms {
		t.Run(c.name, func(t *testing.T) {
			modes := jitModes(t)
			for _, b := range jittest.Backends() {
				// Guards that fail often before their bridge is
				// recorded: the interpreter resumes at their states.
				lazy := langtest.Eager(t)
				if err := lazy.Params.Set("backend=" + b + ",trace_eagerness=1000"); err != nil {
					t.Fatal(err)
				}
				modes["eager loops, lazy bridges, backend="+b] = lazy
			}
			for mode, opts := range modes {
				if got, err := runLoops(t, c.src+":- halt.\n", opts); err != nil || got != c.want {
					t.Errorf("%s: printed %q (error %v), want %q", mode, got, err, c.want)
				}
			}
		})
	}
}

// jitModes are the JIT options of the modes a program runs in: the
// interpreter, and the JIT eager on every backend.
func jitModes(t *testing.T) map[string]config.Options {
	t.Helper()
	modes := map[string]config.Options{"interpreter": {}}
	for _, b := range jittest.Backends() {
		opts := langtest.Eager(t)
		if err := opts.Params.Set("backend=" + b); err != nil {
			t.Fatal(err)
		}
		modes["eager JIT, backend="+b] = opts
	}
	return modes
}

// loopsMachine is a machine that runs src with --jit-loops and the JIT
// options opts, writing out.
func loopsMachine(t *testing.T, src string, opts config.Options, out io.Writer) lang.Machine {
	t.Helper()
	s := Language.NewSettings().(*settings)
	s.loops = true
	p, err := s.Load("jit.pl", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.NewMachine(strings.NewReader(""), out)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.EnableJIT(opts); err != nil {
		m.Close()
		t.Fatal(err)
	}
	return m
}

// runLoops runs src with --jit-loops and the JIT options opts, and
// returns its output.
func runLoops(t *testing.T, src string, opts config.Options) (string, error) {
	t.Helper()
	var out bytes.Buffer
	m := loopsMachine(t, src, opts, &out)
	defer m.Close()
	err := m.Run()
	if h := (*engine.Halt)(nil); errors.As(err, &h) && h.Code == 0 {
		err = nil
	}
	return out.String(), err
}

// TestJITInterrupt sends a signal to programs that never end, run with
// --jit-loops in the interpreter and with the JIT eager on every
// backend: each ends as the interpreter's run does, its output flushed,
// with the shell's status for the signal. A compiled loop has no exit of
// its own: it notices the signal only through the poll that its trace
// keeps at the predicate's entry (Machine.Halt sets the word).
func TestJITInterrupt(t *testing.T) {
	progs := []struct {
		name, src string
		compiled  bool // the loop runs as compiled code
	}{
		{"tail recursion", "loop :- loop.\n:- write(start), nl, loop.\n", true},
		{"counting tail recursion", "count(N) :- N1 is N + 1, count(N1).\n:- write(start), nl, count(0).\n", true},
		{"through catch/3", "loop :- loop.\n:- write(start), nl, catch(loop, _, true).\n", true},
		// Backtracking is the interpreter's: nothing compiles.
		{"failure-driven loop", ":- write(start), nl, repeat, fail.\n", false},
	}
	modes := jitModes(t)
	sigs := []struct {
		name   string
		sig    lang.Signal
		status int
	}{{"SIGINT", lang.SigInt, lang.ExitInterrupted}, {"SIGTERM", lang.SigTerm, lang.ExitTerminated}}
	for _, c := range progs {
		for mode, opts := range modes {
			for _, s := range sigs {
				t.Run(c.name+"/"+mode+"/"+s.name, func(t *testing.T) {
					out := &startWriter{started: make(chan struct{})}
					m := loopsMachine(t, c.src, opts, out)
					done := make(chan error)
					go func() { done <- m.Run() }()
					<-out.started
					// Let the loop be recorded, compiled and entered.
					time.Sleep(50 * time.Millisecond)
					m.(lang.InterruptibleMachine).Interrupt(s.sig)
					select {
					case err := <-done:
						defer m.Close()
						if got := lang.ExitStatus(err); got != s.status || out.String() != "start\n" {
							t.Errorf("ended with %v (status %d) and output %q, want status %d and %q", err, got, out.String(), s.status, "start\n")
						}
					case <-time.After(10 * time.Second):
						t.Fatal("the run did not stop") // it runs on: its machine is not closed
					}
					if st := m.JITStats(); opts.Params.Enabled && c.compiled && (st.Loops == 0 || st.Entries == 0) {
						t.Errorf("no compiled loop ran: %+v", st)
					}
				})
			}
		}
	}
}
