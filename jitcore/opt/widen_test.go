package opt

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// TestWidenOnlyAddsGuards checks what makes Widen correct whatever the
// guards it adds test: its output is its input with, in front of some
// guards, a guard_true (and the add and compare it tests) that has the
// very snapshot of the guard it precedes. Leaving there resumes where
// that guard would. The differential test takes Widen's output as its
// reference, so this is the check of Widen itself.
func TestWidenOnlyAddsGuards(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	widened := 0
	for k := range 2000 {
		tr := genTrace(r)
		w := Widen(tr)
		if w != tr {
			widened++
		}
		if err := onlyAddsGuards(tr, w); err != nil {
			t.Fatalf("trace %d: %v\ninput:\n%s\noutput:\n%s", k, err, tr, w)
		}
	}
	// The generator makes families of checks (two checks of one base);
	// a run that widens none tests nothing.
	if widened < 100 {
		t.Errorf("only %d of 2000 random traces were widened", widened)
	}
}

// onlyAddsGuards reports how out differs from in other than by added
// guards as Widen adds them.
func onlyAddsGuards(in, out *ir.Trace) error {
	m := map[ir.Value]ir.Value{} // in's values in out
	snaps := map[int32]int32{}   // in's snapshots in out
	added := map[ir.Value]bool{} // values out added
	sameArg := func(a, b ir.Value) bool {
		if a.IsConst() || b.IsConst() {
			ca, oka := in.ConstBits(a)
			cb, okb := out.ConstBits(b)
			return oka && okb && ca == cb && in.TypeOf(a) == out.TypeOf(b)
		}
		return a == ir.None && b == ir.None || a >= 0 && m[a] == b
	}
	i := 0
	for j := range out.Ops {
		o := &out.Ops[j]
		if i < len(in.Ops) {
			p := &in.Ops[i]
			same := p.Code == o.Code && p.Type == o.Type && p.Aux == o.Aux && p.Region == o.Region && len(p.Args) == len(o.Args)
			for a := range p.Args {
				same = same && sameArg(p.Args[a], o.Args[a])
			}
			if same && p.Code.Info().Guard {
				if s, ok := snaps[p.Snap]; ok && s != o.Snap {
					return fmt.Errorf("op %d (in %d): snapshot %d, earlier %d", j, i, o.Snap, s)
				}
				snaps[p.Snap] = o.Snap
				if err := sameSnapshot(in, out, p.Snap, o.Snap, sameArg); err != nil {
					return fmt.Errorf("op %d (in %d): %v", j, i, err)
				}
			}
			if same {
				m[ir.Value(i)] = ir.Value(j)
				i++
				continue
			}
		}
		switch o.Code {
		case ir.OpAdd, ir.OpUlt, ir.OpGe:
			added[ir.Value(j)] = true
		case ir.OpGuardTrue:
			next := j + 1
			if !added[o.Args[0]] || next == len(out.Ops) || !out.Ops[next].Code.Info().Guard || out.Ops[next].Snap != o.Snap {
				return fmt.Errorf("op %d: an added guard that is not an added test in front of a guard with its snapshot", j)
			}
		default:
			return fmt.Errorf("op %d (%s) is neither in the input (at op %d) nor a widened check", j, o.Code, i)
		}
	}
	if i != len(in.Ops) {
		return fmt.Errorf("input ops from %d on are missing", i)
	}
	for j := range out.Ops {
		for _, a := range out.Ops[j].Args {
			if added[a] && !added[ir.Value(j)] && out.Ops[j].Code != ir.OpGuardTrue {
				return fmt.Errorf("op %d uses the added value %d", j, a)
			}
		}
	}
	return nil
}

func sameSnapshot(in, out *ir.Trace, a, b int32, same func(x, y ir.Value) bool) error {
	sa, sb := in.Snapshots[a], out.Snapshots[b]
	if len(sa.Frames) != len(sb.Frames) || len(sa.Virtuals) != len(sb.Virtuals) {
		return fmt.Errorf("snapshot %d has another shape than %d", b, a)
	}
	for f := range sa.Frames {
		fa, fb := sa.Frames[f], sb.Frames[f]
		if fa.Where != fb.Where || !slices.Equal(fa.Greens, fb.Greens) || len(fa.Slots) != len(fb.Slots) {
			return fmt.Errorf("snapshot %d frame %d differs", b, f)
		}
		for s := range fa.Slots {
			if !same(fa.Slots[s], fb.Slots[s]) {
				return fmt.Errorf("snapshot %d frame %d slot %d differs", b, f, s)
			}
		}
	}
	return nil
}
