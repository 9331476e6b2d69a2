package engine

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/langs/prolog/term"
)

// loopPrograms are deterministic tail-recursive loops (dynamic, so
// that the test can assert into them) and a call of each: count/3's
// second clause runs from the frame (a comparison, two is/2 and a last
// call), and the first argument's key selects it alone; cut/3's first
// clause cuts (to its barrier: nothing to remove, a guard); tick/1's body
// has two calls, so it runs from an environment, which the trace
// allocates and drops (virtual: it does not escape the iteration).
var loopPrograms = []struct {
	name, program string
	args          func(m *Machine, a heap.Value) []heap.Value
	want          func(m *Machine, a heap.Value) []heap.Value
}{
	{"count/3", `
:- dynamic(count/3).
count(0, A, A) :- !.
count(N, A0, A) :- N > 0, A1 is A0 + N, N1 is N - 1, count(N1, A1, A).
`, func(m *Machine, a heap.Value) []heap.Value { return []heap.Value{intWord(loopN), intWord(0), a} },
		func(m *Machine, a heap.Value) []heap.Value {
			return []heap.Value{intWord(0), intWord(loopN * (loopN + 1) / 2), a}
		}},
	{"cut/3", `
:- dynamic(cut/3).
cut(N, A0, A) :- N > 0, !, A1 is A0 + N, N1 is N - 1, cut(N1, A1, A).
cut(0, A, A).
`, func(m *Machine, a heap.Value) []heap.Value { return []heap.Value{intWord(loopN), intWord(0), a} },
		func(m *Machine, a heap.Value) []heap.Value {
			return []heap.Value{intWord(0), intWord(loopN * (loopN + 1) / 2), a}
		}},
	{"tick/1", `
:- dynamic(tick/1).
seen(_).
tick(0) :- !.
tick(N) :- N > 0, N1 is N - 1, seen(N1), tick(N1).
`, func(m *Machine, a heap.Value) []heap.Value { return []heap.Value{intWord(loopN)} },
		func(m *Machine, a heap.Value) []heap.Value { return []heap.Value{intWord(0)} }},
}

// loopN is the loops' first argument.
const loopN = 100

// recordLoop runs the solver's recording instance (the generic source on
// domain.Recording) from a call of pred with the argument words args,
// on m's heap, until the recording ends: it closes a loop when the
// predicate is entered again (the site then has a Loop), or abandons
// (the driver's Stats say why). The loop's reds are the argument
// registers and the choicepoint stack's height (regs.height), m's now.
// It returns the site and the reds where the recording ended (concrete
// words).
func recordLoop(t *testing.T, drv *jitcore.Driver, m *Machine, p *pred, args []heap.Value) (*jitcore.Site, []int64) {
	t.Helper()
	site := &jitcore.Site{}
	types := make([]ir.Type, len(args)+1)
	inputs := make([]int64, len(args)+1)
	for i, a := range args {
		types[i], inputs[i] = ir.Ref, int64(a)
	}
	types[len(args)], inputs[len(args)] = ir.Int, int64(intWord(len(m.cps)))
	rec := drv.RecordLoop(site, p.key.name.Name(), types, inputs, jitMemory(t, m))
	d := domain.NewRecording(rec)
	height := ir.Value(len(args))
	r := &regs[ir.Value]{cont: d.Const(int64(heap.Nil)), env: d.Const(int64(heap.Nil)), nextCB: height, height: height}
	r.b = &bindings[ir.Value]{mark: d.Const(int64(m.s.b.mark))}
	for i := range args {
		r.args = append(r.args, ir.Value(i))
	}
	reds := func(args []ir.Value) []ir.Value { return append(slices.Clone(args), r.height) }
	entries := 0
	r.atEntry = func(q *pred, args []ir.Value) bool {
		d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "entry", Slots: reds(args)})
		if q == p {
			entries++
		}
		return entries > 1 && d.AtHeader(site, reds(args)...)
	}
	r.atCont = func(cl *clause, pc int, cont ir.Value) bool {
		id := 0
		if cl != nil {
			id = m.clauseID(cl)
		}
		d.Begin(domain.Frame[ir.Value]{Greens: []int64{1, int64(id), int64(pc)}, Where: "continuation", Slots: []ir.Value{cont, r.height}})
		return false
	}
	d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "entry", Slots: reds(r.args)})
	ok, err := enter(m, d, r, p)
	if err == nil && !d.Done() {
		_, err = solve(m, d, r, ok)
	}
	if err != nil || !d.Done() {
		t.Fatalf("the recording stopped: %v (recording done %v)", err, d.Done())
	}
	out := make([]int64, 0, len(r.args)+1)
	for _, a := range reds(r.args) {
		out = append(out, d.Peek(a))
	}
	return site, out
}

// TestLoopRecorded records the predicate-entry loop of deterministic
// tail recursions through the solver's recording instance, compiles it,
// and runs the compiled loop: it exits at the guard of the first
// argument's key when the counter reaches 0, with the registers the
// interpreter would have there. An assert into the predicate then
// invalidates the loop (its clause list is quasi-immutable).
func TestLoopRecorded(t *testing.T) {
	for _, c := range loopPrograms {
		for _, backend := range []string{"exec", "native"} {
			t.Run(c.name+"/"+backend, func(t *testing.T) {
				opts := config.Options{Params: config.DefaultParams()}
				opts.Params.Backend = backend
				var out bytes.Buffer
				m := newMachine(t, heap.Config{}, &out)
				drv, err := jitcore.NewDriver(opts, nil)
				if err != nil {
					t.Skipf("backend %s: %v", backend, err)
				}
				t.Cleanup(func() { drv.Close() })
				if err := m.Consult("loop.pl", strings.NewReader(c.program)); err != nil {
					t.Fatal(err)
				}
				name, arity, _ := strings.Cut(c.name, "/")
				p := m.lookup(term.Intern(name), int(arity[0]-'0'))
				a, err := m.s.NewVar()
				if err != nil {
					t.Fatal(err)
				}
				site, regs := recordLoop(t, drv, m, p, c.args(m, a))
				if site.Loop == nil {
					t.Fatalf("no loop compiled")
				}
				if regs[0] != int64(intWord(loopN-1)) {
					t.Fatalf("the recording ended with the registers %#x, want the counter at %d", regs, loopN-1)
				}
				if strings.Contains(site.Loop.Trace.String(), "new ") {
					t.Errorf("the loop allocates:\n%s", site.Loop.Trace)
				}
				// The height is a red, not the recording's constant: the
				// loop runs at another height and exits with that one.
				regs[len(regs)-1] += int64(intWord(3))
				ex := drv.Run(site.Loop, regs, jitMemory(t, m), 0)
				if ex.Err != nil || ex.Returned || len(ex.Frames) != 1 {
					t.Fatalf("the loop exited with %+v", ex)
				}
				if got, want := ex.Frames[0].Slots, append(c.want(m, a), intWord(len(m.cps)+3)); !equalWords(got, words(want)) {
					t.Errorf("the loop exited with the registers %#x, want %#x", got, want)
				}
				g, err := m.ParseGoal("assertz(" + name + "(-1" + strings.Repeat(", x", len(regs)-2) + "))")
				if err != nil {
					t.Fatal(err)
				}
				if ok, err := m.Once(g); !ok || err != nil {
					t.Fatalf("assertz: %v, %v", ok, err)
				}
				if site.Loop != nil { // an invalidated loop is not entered again
					t.Errorf("the loop is still valid after an assert into its predicate")
				}
			})
		}
	}
}

// words is vs as int64s.
func words(vs []heap.Value) []int64 {
	out := make([]int64, len(vs))
	for i, v := range vs {
		out[i] = int64(v)
	}
	return out
}

// TestRecordingEnds checks that the recording instance of the solver
// ends, with its reason, where it cannot follow the program yet: each
// program's loop would need what a trace does not hold (the machine's
// choicepoint stack and trail) or does not do (allocate a term, call a
// builtin).
func TestRecordingEnds(t *testing.T) {
	for _, c := range []struct{ name, program, why string }{
		{"choicepoint", "q(_).\nq(_).\np(N) :- q(N), p(N).", "a call leaves a choicepoint"},
		{"builtin", "p(N) :- atom(N), p(N).", "a builtin"},
		{"backtracking", "p(N) :- N > 5, p(N).", "backtracking"},
		// p(V) with V unbound: the head of q binds it, in the head's
		// matching (q(a)) and in a unification (q(X, X) against q(V, b)).
		{"head binding", "q(a).\np(N) :- q(N), p(N).", "a store: its resume state is not declared yet"},
		{"binding", "q(X, X).\np(N) :- q(N, b), p(N).", "a store: its resume state is not declared yet"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, drv := recordingMachine(t)
			if err := m.Consult("p.pl", strings.NewReader(c.program)); err != nil {
				t.Fatal(err)
			}
			arg := intWord(1)
			if strings.Contains(c.name, "binding") {
				var err error
				if arg, err = m.s.NewVar(); err != nil {
					t.Fatal(err)
				}
			}
			site, _ := recordLoop(t, drv, m, m.lookup(term.Intern("p"), 1), []heap.Value{arg})
			if v := m.s.Deref(arg); arg.IsRef() && m.s.kindOf(v) != kindVar {
				// The interpreter redoes the instruction the recording
				// ended in: it must find the variable as it was.
				t.Errorf("the recording left the argument bound to %#x", v)
			}
			if site.Loop != nil {
				t.Fatalf("a loop was compiled:\n%s", site.Loop.Trace)
			}
			var reasons []string
			for _, a := range drv.Stats().AbortReasons {
				reasons = append(reasons, a.Reason)
			}
			if len(reasons) != 1 || reasons[0] != c.why {
				t.Errorf("the recording ended for %q, want %q", reasons, c.why)
			}
		})
	}
}

// equalWords reports whether a and b hold the same words.
func equalWords(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCutRecorded checks a cut in a recording: a cut to the height the
// trace was entered at (or above) has nothing to remove and is a guard
// of the height, which is a red of the trace; one below it would remove
// choicepoints that only the interpreter's stack holds, and ends the
// recording.
func TestCutRecorded(t *testing.T) {
	for _, c := range []struct {
		name        string
		height, cut int
		why         string
	}{
		{"at the height", 5, 5, ""},
		{"above the height", 5, 6, ""},
		{"below the height", 5, 4, "a cut removes choicepoints"},
		{"at the bottom", 5, 0, "a cut removes choicepoints"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, drv := recordingMachine(t)
			rec := drv.RecordLoop(&jitcore.Site{}, "cut", []ir.Type{ir.Int}, []int64{int64(intWord(c.height))}, jitMemory(t, m))
			d := domain.NewRecording(rec)
			r := &regs[ir.Value]{height: ir.Value(0)}
			d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "entry", Slots: []ir.Value{r.height}})
			ok := cut(m, d, r, d.Const(int64(intWord(c.cut))))
			if want := c.why == ""; ok != want || d.Done() == want {
				t.Fatalf("cut reported %v with the recording done %v, want %v", ok, d.Done(), want)
			}
			if c.why == "" {
				d.Abandon("the test ends")
			}
			if got := drv.Stats().AbortReasons; len(got) != 1 || c.why != "" && got[0].Reason != c.why {
				t.Errorf("the recording ended for %+v, want %q", got, c.why)
			}
		})
	}
}

// recordingMachine is a new machine and a driver on the portable
// executor to record its solver with.
func recordingMachine(t *testing.T) (*Machine, *jitcore.Driver) {
	t.Helper()
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Backend = "exec"
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	drv, err := jitcore.NewDriver(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drv.Close() })
	return m, drv
}

// jitMemory is m's memory for traces.
func jitMemory(t *testing.T, m *Machine) solverMemory {
	t.Helper()
	mem, err := m.memory()
	if err != nil {
		t.Fatal(err)
	}
	return mem
}
