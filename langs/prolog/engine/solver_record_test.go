package engine

import (
	"bytes"
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
// call), and the first argument's key selects it alone; tick/1's body
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
// (the driver's Stats say why). It returns the site and the argument
// registers where the recording ended (concrete words).
func recordLoop(t *testing.T, drv *jitcore.Driver, m *Machine, p *pred, args []heap.Value) (*jitcore.Site, []int64) {
	t.Helper()
	site := &jitcore.Site{}
	types := make([]ir.Type, len(args))
	inputs := make([]int64, len(args))
	for i, a := range args {
		types[i], inputs[i] = ir.Ref, int64(a)
	}
	rec := drv.RecordLoop(site, p.key.name.Name(), types, inputs, heapMemory{m.h})
	d := domain.NewRecording(rec)
	r := &regs[ir.Value]{cont: d.Const(int64(heap.Nil)), env: d.Const(int64(heap.Nil)), nextCB: d.Const(int64(intWord(len(m.cps))))}
	r.b = &bindings[ir.Value]{mark: d.Const(int64(m.s.b.mark))}
	r.b.resume = func() { d.Abandon("a binding: its resume state is not declared yet") }
	for i := range args {
		r.args = append(r.args, ir.Value(i))
	}
	entries := 0
	r.atEntry = func(q *pred, args []ir.Value) bool {
		d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "entry", Slots: args})
		if q == p {
			entries++
		}
		return entries > 1 && d.AtHeader(site, args...)
	}
	r.atCont = func(cl *clause, pc int, cont ir.Value) bool {
		id := 0
		if cl != nil {
			id = m.clauseID(cl)
		}
		d.Begin(domain.Frame[ir.Value]{Greens: []int64{1, int64(id), int64(pc)}, Where: "continuation", Slots: []ir.Value{cont}})
		return false
	}
	d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "entry", Slots: r.args})
	ok, err := enter(m, d, r, p)
	if err == nil && !d.Done() {
		_, err = solve(m, d, r, ok)
	}
	if err != nil || !d.Done() {
		t.Fatalf("the recording stopped: %v (recording done %v)", err, d.Done())
	}
	out := make([]int64, len(r.args))
	for i, a := range r.args {
		out[i] = d.Peek(a)
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
				ex := drv.Run(site.Loop, regs, heapMemory{m.h}, 0)
				if ex.Err != nil || ex.Returned || len(ex.Frames) != 1 {
					t.Fatalf("the loop exited with %+v", ex)
				}
				if got, want := ex.Frames[0].Slots, c.want(m, a); !equalWords(got, words(want)) {
					t.Errorf("the loop exited with the registers %#x, want %#x", got, want)
				}
				g, err := m.ParseGoal("assertz(" + name + "(-1" + strings.Repeat(", x", len(regs)-1) + "))")
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
		{"term", "q(_).\np(N) :- q(f(N)), p(N).", "building a goal's arguments allocates"},
		{"backtracking", "p(N) :- N > 5, p(N).", "backtracking"},
		{"cut", "p(N) :- N > 0, !, p(N).\np(0).", "a cut: the choicepoint stack is not in memory a trace reads"},
	} {
		t.Run(c.name, func(t *testing.T) {
			opts := config.Options{Params: config.DefaultParams()}
			opts.Params.Backend = "exec"
			var out bytes.Buffer
			m := newMachine(t, heap.Config{}, &out)
			drv, err := jitcore.NewDriver(opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { drv.Close() })
			if err := m.Consult("p.pl", strings.NewReader(c.program)); err != nil {
				t.Fatal(err)
			}
			site, _ := recordLoop(t, drv, m, m.lookup(term.Intern("p"), 1), []heap.Value{intWord(1)})
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
