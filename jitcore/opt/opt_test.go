package opt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    []string
		wantErr string
	}{
		{in: "all", want: Names()},
		{in: "none"},
		{in: "fold", want: []string{"fold"}},
		{in: "dce:fold", want: []string{"fold", "dce"}},
		{in: "fold:nope", wantErr: `unknown optimizer pass "nope"`},
		{in: "", wantErr: "empty"},
		{in: "fold::cse", wantErr: `unknown optimizer pass ""`},
	}
	for _, tc := range tests {
		s, err := Parse(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("Parse(%q) error %v, want %q", tc.in, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		var got []string
		for _, n := range Names() {
			if s.Has(n) {
				got = append(got, n)
			}
		}
		if strings.Join(got, ":") != strings.Join(tc.want, ":") {
			t.Errorf("Parse(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestOptimizeNamesBrokenPass checks that a malformed result, verified
// only once, is traced back to the pass that made it (dce: the forward
// passes before it run as one walk, not through Run).
func TestOptimizeNamesBrokenPass(t *testing.T) {
	tr, err := irtext.Parse("loop x\n  i0 = input 0\n  label i0\n  i2 = add i0, 1\n  jump i2\n")
	if err != nil {
		t.Fatal(err)
	}
	i := passIndex("dce")
	saved := Passes[i].Run
	defer func() { Passes[i].Run = saved }()
	Passes[i].Run = func(t *ir.Trace) *ir.Trace {
		bad := *t
		bad.Ops = append([]ir.Op(nil), t.Ops...)
		bad.Ops[len(bad.Ops)-1].Args = []ir.Value{ir.Value(len(bad.Ops))} // a value not defined yet
		return &bad
	}
	if _, err := Optimize(tr, All); err == nil || !strings.Contains(err.Error(), "pass dce produced") {
		t.Errorf("Optimize error %v, want one naming dce", err)
	}
	if _, err := Optimize(tr, All&^(1<<i)); err != nil {
		t.Errorf("without dce: %v", err)
	}
}

// TestOptimizeOwnsOnlyItsIntermediates checks the recycling of the
// traces between passes (ir.Recycle): Optimize leaves its input intact,
// and a result stays intact while later compiles reuse the arrays of
// their own intermediate traces.
func TestOptimizeOwnsOnlyItsIntermediates(t *testing.T) {
	src := "loop x\n  i0 = input 0\n  label i0\n  i2 = add i0, 1\n  i3 = add i2, 1\n  i4 = lt i3, 100\n  guard_true i4 [pc 0: i0]\n  i6 = add i3, 0\n  jump i6\n"
	in, err := irtext.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	before := in.String()
	first, err := Optimize(in, All)
	if err != nil {
		t.Fatal(err)
	}
	want := first.String()
	for range 20 {
		other, err := irtext.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Optimize(other, All); err != nil {
			t.Fatal(err)
		}
	}
	if got := in.String(); got != before {
		t.Errorf("Optimize changed its input:\n%s\nwant\n%s", got, before)
	}
	if got := first.String(); got != want {
		t.Errorf("a later Optimize changed an earlier result:\n%s\nwant\n%s", got, want)
	}
}

// TestWalkDropsUnusedSnapshots checks that a walk (bounds, fold, the
// forward passes together) leaves no snapshot that no op has: it copies
// a guard's snapshot before its stages decide on the guard, and bounds
// and fold drop guards (such snapshots would only cost memory, so
// nothing else would notice them).
func TestWalkDropsUnusedSnapshots(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	dropped := 0
	for k := range 500 {
		tr := genTrace(r)
		forwardPasses := func(t *ir.Trace) *ir.Trace { return forward(t, Passes[:forwardGroup(All, 0)], All) }
		for _, run := range []func(*ir.Trace) *ir.Trace{Bounds, Fold, forwardPasses} {
			out := run(tr)
			used := make([]bool, len(out.Snapshots))
			for i := range out.Ops {
				if op := &out.Ops[i]; op.Code.Info().Snap {
					used[op.Snap] = true
				}
			}
			for s, u := range used {
				if !u {
					t.Fatalf("trace %d: snapshot %d of the output is no op's:\n%s", k, s, out)
				}
			}
			if countGuards(tr.Ops) > countGuards(out.Ops) {
				dropped++
			}
		}
	}
	if dropped == 0 {
		t.Error("no guard was dropped: the test tests nothing")
	}
}
