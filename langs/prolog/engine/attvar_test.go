package engine

import (
	"regexp"
	"slices"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/langs/prolog/term"
)

// putAttr gives the variable v the attribute list att(m, value, []).
func putAttr(t *testing.T, s *Store, v heap.Value, value string) {
	t.Helper()
	a := terms(t, s, "att(m, "+value+", [])")[0]
	if err := s.setAttrs(s.Deref(v), a); err != nil {
		t.Fatal(err)
	}
}

// TestAttVarUnify checks how unification binds attributed variables:
// a plain variable is bound to one, one is bound to a term (and woken),
// the younger of two is bound to the older, and backtracking restores
// them, their attributes and their ages.
func TestAttVarUnify(t *testing.T) {
	cases := []struct {
		a, b  string
		attrs []int // which of X, Y get attributes, in that order
		// bound is the variable whose attributes are woken (-1: none),
		// value what it is bound to.
		bound int
		value string
	}{
		{"X", "Y", []int{0}, -1, ""},             // Y is bound to X, nobody woken
		{"X", "a", []int{0}, 0, "a"},             // an atom
		{"f(X)", "f(g(Y))", []int{0}, 0, "g(_)"}, // a compound
		{"X", "Y", []int{0, 1}, 1, "_"},          // both: Y, attributed last, is younger
		{"X", "Y", []int{1, 0}, 0, "_"},          // ... whatever their creation
		{"Y", "X", []int{0, 1}, 1, "_"},          // ... and the order of unify's arguments
		{"X", "12345678901234567890", []int{0}, 0, "12345678901234567890"},
	}
	for _, c := range cases {
		s := newStore(t, heap.Config{})
		ts := terms(t, s, c.a, c.b, "X", "Y")
		vars := map[int64]*term.Var{}
		before := show(s, vars, ts...)
		m := s.Mark()
		for _, i := range c.attrs {
			putAttr(t, s, ts[2+i], "v"+string(rune('0'+i)))
		}
		serials := []int64{s.serialOf(s.Deref(ts[2])), s.serialOf(s.Deref(ts[3]))}
		if !s.Unify(ts[0], ts[1]) {
			t.Errorf("%s = %s failed", c.a, c.b)
			continue
		}
		if c.bound < 0 {
			if len(s.b.wake) != 0 {
				t.Errorf("%s = %s woke %d bindings, want none", c.a, c.b, len(s.b.wake)/2)
			}
		} else if len(s.b.wake) != 2 {
			t.Errorf("%s = %s woke %d bindings, want 1", c.a, c.b, len(s.b.wake)/2)
		} else {
			want := "att(m,v" + string(rune('0'+c.bound)) + ",[]) ; " + c.value
			if got := anonVars.ReplaceAllString(show(s, nil, s.b.wake...), "_"); got != want {
				t.Errorf("%s = %s woke %s, want %s", c.a, c.b, got, want)
			}
		}
		s.Undo(m)
		if got := show(s, vars, ts...); got != before {
			t.Errorf("%s = %s: after undo %s, want %s", c.a, c.b, got, before)
		}
		for i := range 2 {
			v := s.Deref(ts[2+i])
			if s.isAttVar(v) || s.serialOf(v) > serials[i] && !slices.Contains(c.attrs, i) {
				t.Errorf("%s = %s: after undo variable %d is attributed or younger", c.a, c.b, i)
			}
		}
		if len(s.b.wake) != 0 || len(s.b.vtrail) != 0 {
			t.Errorf("%s = %s: after undo %d woken, %d trailed", c.a, c.b, len(s.b.wake), len(s.b.vtrail))
		}
	}
}

// anonVars matches the writer's names of variables.
var anonVars = regexp.MustCompile(`_G?[0-9]+`)

// TestAttVarTrailConditional checks that changes of attributed variables
// made after the newest choicepoint are not trailed, and that a cut's
// tidying keeps the entries an older choicepoint needs.
func TestAttVarTrailConditional(t *testing.T) {
	s := newStore(t, heap.Config{})
	old := terms(t, s, "X")[0]
	outer := s.Mark()
	young, err := s.NewVar()
	if err != nil {
		t.Fatal(err)
	}
	putAttr(t, s, young, "y")
	if len(s.b.vtrail) != 0 {
		t.Errorf("attributes on a variable newer than the choicepoint were trailed")
	}
	inner := s.Mark()
	putAttr(t, s, old, "x")
	putAttr(t, s, young, "z")
	if got := len(s.b.vtrail) / 2; got != 2 {
		t.Fatalf("%d entries trailed, want 2", got)
	}
	s.Drop(inner) // a cut: only outer is left, which only X predates
	s.tidy(0)
	if got := len(s.b.vtrail) / 2; got != 1 {
		t.Errorf("after tidying %d entries, want 1 (X's)", got)
	}
	s.Undo(outer)
	if s.isAttVar(s.Deref(old)) {
		t.Errorf("X keeps its attributes after backtracking")
	}
}

// TestAttVarRecordingEnds checks that a recording of unify ends at an
// attributed variable, binding nothing.
func TestAttVarRecordingEnds(t *testing.T) {
	drv, err := jitcore.NewDriver(config.Options{Params: config.DefaultParams()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drv.Close() })
	for _, c := range [][2]string{{"X", "a"}, {"f(X)", "f(g(b))"}, {"X", "Y"}} {
		s := newStore(t, heap.Config{})
		ts := terms(t, s, c[0], c[1], "X", "Y")
		putAttr(t, s, ts[2], "1")
		putAttr(t, s, ts[3], "2")
		rec := drv.RecordLoop(&jitcore.Site{}, "unify", []ir.Type{ir.Int, ir.Int}, []int64{int64(ts[0]), int64(ts[1])}, solverMemory{h: s.h})
		d := domain.NewRecording(rec)
		d.Begin(domain.Frame[ir.Value]{Greens: []int64{0}, Where: "unify", Slots: []ir.Value{0, 1}})
		bs := &bindings[ir.Value]{mark: d.Const(int64(s.b.mark)), resume: func() {}}
		if unify(d, s.dh, bs, ir.Value(0), ir.Value(1), false) || !d.Done() {
			t.Errorf("recording %s = %s: the recording did not end", c[0], c[1])
		}
		if !s.isAttVar(s.Deref(ts[2])) || len(bs.wake) != 0 {
			t.Errorf("recording %s = %s: the ended recording bound X", c[0], c[1])
		}
	}
}
