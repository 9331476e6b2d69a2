package trace

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// entryOfLoop is a loop whose Entry checks x's tag and range, loads a
// cell at an invariant address, calls a pure function and untags x.
const entryOfLoop = `
loop entry_test
  i0 = input 0
  i1 = input 1
  label i0, i1
  i3 = add i0, 1
  jump i3, i1
entry:
  i0 = input 0
  i1 = input 1
  i2 = and i0, 65535
  i3 = eq i2, 0
  guard_true i3 [header: i0 i1]
  i5 = lt i0, 655360
  guard_true i5 [header: i0 i1]
  i7 = load8u m0[i1+2]
  i8 = call_pure f0(i7)
  i9 = sar i0, 16
  i10 = region_len m0
  jump i9, i8
`

func parseEntry(t *testing.T) *ir.Trace {
	t.Helper()
	l, err := irtext.Parse(entryOfLoop)
	if err != nil {
		t.Fatal(err)
	}
	if l.Entry == nil {
		t.Fatal("no entry parsed")
	}
	return l.Entry
}

// TestEnter: the Entry's ops are recorded with the recording's values for
// its inputs, its guards resume at the current instruction, and Enter
// returns what to pass to the label; when a guard would fail, or the
// instruction has had an effect, nothing is recorded.
func TestEnter(t *testing.T) {
	e := parseEntry(t)
	tests := []struct {
		name   string
		x      int64 // input 0: an immediate 7, or not
		effect bool
		ok     bool
	}{
		{"holds", 7 << 16, false, true},
		{"tag fails", 7<<16 + 1, false, false},
		{"range fails", 10 << 16, false, false},
		{"after an effect", 7 << 16, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &mem{r: [][]byte{{0, 0, 5, 0}}}
			funcs := []*ir.Func{{Name: "double", Effects: ir.Elidable, Results: []ir.Type{ir.Int}, Fn: func(a, r []int64) { r[0] = 2 * a[0] }}}
			r := New(ir.Bridge, "test", []ir.Type{ir.Int, ir.Int}, []int64{tt.x, 0}, funcs, m, 100)
			r.Begin(ir.Frame{Greens: []int64{4}, Where: "pc 4", Slots: []ir.Value{r.Input(0), r.Input(1)}})
			if tt.effect {
				r.Store8(0, r.Input(1), 3, r.Const(9))
			}
			before := r.Len()
			args, ok := r.Enter(e, []ir.Value{r.Input(0), r.Input(1)})
			if ok != tt.ok {
				t.Fatalf("Enter: ok %v, want %v", ok, tt.ok)
			}
			if !ok {
				if r.Len() != before {
					t.Errorf("Enter recorded %d ops and failed", r.Len()-before)
				}
				return
			}
			if got := []int64{r.Concrete(args[0]), r.Concrete(args[1])}; got[0] != 7 || got[1] != 10 {
				t.Errorf("label arguments %v, want [7 10]", got)
			}
			r.JumpToLabel(3, args...)
			text := r.T.String()
			for _, want := range []string{"guard_true i3 [pc 4: i0 i1]", "load8u m0[i1+2]", "call_pure f0(", "-> loop 3 label"} {
				if !strings.Contains(text, want) {
					t.Errorf("the recording lacks %q:\n%s", want, text)
				}
			}
			if err := r.T.Verify(); err != nil {
				t.Errorf("the recording does not verify: %v\n%s", err, text)
			}
		})
	}
}
