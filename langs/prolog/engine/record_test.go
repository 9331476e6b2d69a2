package engine

import (
	"fmt"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/langs/prolog/term"
)

// TestUnifyRecorded runs unify's recording instance (the generic source
// on domain.Recording) on the cases of TestUnify and checks that it
// answers and binds as the interpreter does: the recording executes for
// real, so the terms are identical after it succeeds. It runs each case
// with no choicepoint (nothing is trailed) and after one (every variable
// is older than it): there a binding to trail ends the recording before
// it binds (a trace has no trail), leaving the terms as they were.
func TestUnifyRecorded(t *testing.T) {
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Backend = "exec"
	drv, err := jitcore.NewDriver(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drv.Close() })
	for _, c := range unifyCases {
		for _, oc := range []bool{false, true} {
			for _, cp := range []bool{false, true} {
				// The interpreter's answer and trail, on one store ...
				sc := newStore(t, heap.Config{})
				tc := terms(t, sc, c.a, c.b)
				if cp {
					sc.Mark()
				}
				want := unifyConcrete(sc.d, sc.dh, &sc.b, tc[0], tc[1], oc)
				trailed := len(sc.b.trail) > 0

				// ... and the recording's, on a copy of it.
				s := newStore(t, heap.Config{})
				ts := terms(t, s, c.a, c.b)
				before := pairTerm(s, ts)
				if cp {
					s.Mark()
				}
				inputs := []int64{int64(ts[0]), int64(ts[1])}
				rec := drv.RecordLoop(&jitcore.Site{}, "unify", []ir.Type{ir.Int, ir.Int}, inputs, solverMemory{h: s.h})
				d := domain.NewRecording(rec)
				b := &bindings[ir.Value]{mark: d.Const(int64(s.b.mark))}
				step := 0
				b.resume = func() {
					step++
					d.Begin(domain.Frame[ir.Value]{Greens: []int64{int64(step)}, Where: "unify", Slots: b.work})
				}
				d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "unify", Slots: []ir.Value{0, 1}})
				got := unify(d, s.dh, b, ir.Value(0), ir.Value(1), oc)
				ended := d.Done()
				d.Abandon("test ends")
				what := fmt.Sprintf("%s = %s (occurs check %v, choicepoint %v)", c.a, c.b, oc, cp)
				switch {
				case trailed:
					if !ended || got {
						t.Errorf("%s: a binding to trail did not end the recording", what)
					}
					if after := pairTerm(s, ts); !term.Variant(after, before) {
						t.Errorf("%s: the recording that ended left %s, want %s", what, after, before)
					}
				case got != want:
					t.Errorf("%s: recorded %v, interpreted %v", what, got, want)
				case len(b.trail) > 0:
					t.Errorf("%s: the recording trailed %d variables", what, len(b.trail))
				case got && s.Compare(ts[0], ts[1]) != 0:
					t.Errorf("%s: the recording unified, the terms are %s", what, show(s, nil, ts...))
				}
			}
		}
	}
}

// pairTerm is the heap terms ts as one reader's term, variables shared.
func pairTerm(s *Store, ts []heap.Value) term.Term {
	vars := map[int64]*term.Var{}
	return term.New("p", s.ToTerm(ts[0], vars), s.ToTerm(ts[1], vars))
}

// TestOccursCheckRecordingEnds checks that a recording ends where the
// occurs check would start remembering refs, and unify reports it.
func TestOccursCheckRecordingEnds(t *testing.T) {
	drv, err := jitcore.NewDriver(config.Options{Params: config.DefaultParams()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drv.Close() })
	s := newStore(t, heap.Config{})
	a, b := sharedChain(20) // 2^20 paths: beyond occursWalkLimit
	ts := terms(t, s, a, b, "Z", "A20")
	if !s.UnifyOccursCheck(ts[0], ts[1]) {
		t.Fatalf("%s = %s failed", a, b)
	}
	rec := drv.RecordLoop(&jitcore.Site{}, "unify", []ir.Type{ir.Int, ir.Int}, []int64{int64(ts[2]), int64(ts[3])}, solverMemory{h: s.h})
	d := domain.NewRecording(rec)
	d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "unify", Slots: []ir.Value{0, 1}})
	bs := &bindings[ir.Value]{mark: d.Const(int64(s.b.mark)), resume: func() {}}
	if unify(d, s.dh, bs, ir.Value(0), ir.Value(1), true) || !d.Done() {
		t.Errorf("recording Z = A20 with the occurs check: the recording did not end")
	}
	if s.kindOf(s.Deref(ts[2])) != kindVar {
		t.Errorf("the ended recording bound Z")
	}
}
