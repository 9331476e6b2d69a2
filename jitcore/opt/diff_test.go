package opt

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/ir"
)

// The differential test: random well-formed loops with loads, stores,
// guards, calls and floats on small regions, run by the executor before
// and after optimization (each pass alone, and all of them, verifying
// after every pass). The exit (which snapshot, with which slot values)
// and the final memory must be the same.

const (
	regionSize = 64
	addrMask   = 31 // addresses are (x & 31) + disp with disp <= 24
	maxDisp    = 24
)

// memory is the regions a generated trace addresses.
type memory struct{ r [][]byte }

func (m *memory) Regions() [][]byte { return m.r }

// funcs are the call targets: 0 elidable, 1 writes a byte, 2 replaces
// region 1 by a longer copy.
func funcs(m *memory) []*ir.Func {
	ints := []ir.Type{ir.Int}
	return []*ir.Func{
		{Name: "mix", Effects: ir.Elidable, Results: ints, Fn: func(a, r []int64) { r[0] = a[0]*31 + a[1] }},
		{Name: "poke", Results: ints, Fn: func(a, r []int64) {
			m.r[0][a[0]&(regionSize-1)] = byte(a[1])
			r[0] = a[0] + a[1]
		}},
		{Name: "grow", Results: ints, Fn: func(a, r []int64) {
			m.r[1] = append(append([]byte(nil), m.r[1]...), byte(a[0]))
			r[0] = int64(len(m.r[1]))
		}},
	}
}

type gen struct {
	r      *rand.Rand
	t      *ir.Trace
	ints   []ir.Value // int values usable from here on
	floats []ir.Value
	pool   []ir.Op // earlier non-guard ops, to repeat
}

func (g *gen) int() ir.Value {
	if g.r.IntN(5) == 0 {
		return g.t.Const(ir.Int, []int64{0, 1, -1, 2, 7, 255, 256, math.MaxInt64, math.MinInt64}[g.r.IntN(9)])
	}
	return g.ints[g.r.IntN(len(g.ints))]
}

func (g *gen) float() ir.Value {
	if len(g.floats) == 0 || g.r.IntN(4) == 0 {
		return g.t.Const(ir.Float, int64(math.Float64bits([]float64{0, 1.5, -2, math.Inf(1)}[g.r.IntN(4)])))
	}
	return g.floats[g.r.IntN(len(g.floats))]
}

func (g *gen) add(op ir.Op) ir.Value {
	v := g.t.Add(op)
	switch op.Type {
	case ir.Int:
		g.ints = append(g.ints, v)
	case ir.Float:
		g.floats = append(g.floats, v)
	}
	if !op.Code.Info().Guard && op.Code != ir.OpCall {
		g.pool = append(g.pool, op)
	}
	return v
}

func (g *gen) pure(code ir.Opcode, args ...ir.Value) ir.Value {
	return g.add(ir.Op{Code: code, Type: code.Info().Result, Args: args})
}

// address returns an in-bounds base and displacement.
func (g *gen) address() (ir.Value, int64) {
	disp := int64(g.r.IntN(maxDisp + 1))
	if g.r.IntN(4) == 0 {
		return g.t.Const(ir.Int, int64(g.r.IntN(addrMask+1))), disp
	}
	base := g.pure(ir.OpAnd, g.int(), g.t.Const(ir.Int, addrMask))
	if g.r.IntN(3) == 0 && disp >= 2 {
		base = g.pure(ir.OpAdd, base, g.t.Const(ir.Int, 2))
		disp -= 2
	}
	return base, disp
}

func (g *gen) guard(code ir.Opcode, args ...ir.Value) {
	n := len(g.t.Snapshots)
	var slots []ir.Value
	for range g.r.IntN(4) {
		switch g.r.IntN(6) {
		case 0:
			slots = append(slots, ir.None)
		case 1:
			slots = append(slots, g.float())
		default:
			slots = append(slots, g.int())
		}
	}
	g.t.Snapshots = append(g.t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Greens: []int64{int64(n)}, Where: fmt.Sprintf("g%d", n), Slots: slots}}})
	g.add(ir.Op{Code: code, Args: args, Snap: int32(n)})
}

var binops = []ir.Opcode{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpShr, ir.OpSar,
	ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt}

// genTrace makes a loop: input 0 counts down and ends it (at 1 or at 0); the others are
// carried or invariant at random.
func genTrace(r *rand.Rand) *ir.Trace {
	g := &gen{r: r, t: &ir.Trace{Kind: ir.Loop, Name: "random"}}
	nin := 2 + r.IntN(4)
	var label []ir.Value
	for i := range nin {
		typ := ir.Int
		if i > 0 && r.IntN(5) == 0 {
			typ = ir.Float
		}
		g.t.Inputs = append(g.t.Inputs, typ)
		label = append(label, g.add(ir.Op{Code: ir.OpInput, Type: typ, Aux: int64(i)}))
	}
	g.pool = nil
	g.t.Add(ir.Op{Code: ir.OpLabel, Args: label})
	one := g.t.Const(ir.Int, -1)
	var counter ir.Value
	if r.IntN(2) == 0 {
		counter = g.pure(ir.OpAdd, label[0], one)
		g.guard(ir.OpGuardTrue, g.pure(ir.OpGt, counter, g.t.Const(ir.Int, 0)))
	} else { // a countdown to zero with an overflow check (signGuards)
		g.guard(ir.OpGuardTrue, g.pure(ir.OpNe, label[0], g.t.Const(ir.Int, 0)))
		counter = g.pure(ir.OpAdd, label[0], one)
		g.guard(ir.OpGuardFalse, g.pure(ir.OpAddOvf, label[0], one))
	}
	for range 5 + r.IntN(30) {
		g.step()
	}
	jump := []ir.Value{counter}
	for _, v := range label[1:] {
		switch {
		case r.IntN(2) == 0:
			jump = append(jump, v) // invariant
		case g.t.TypeOf(v) == ir.Float:
			jump = append(jump, g.float())
		default:
			jump = append(jump, g.int())
		}
	}
	g.t.Add(ir.Op{Code: ir.OpJump, Args: jump, Aux: -1})
	return g.t
}

func (g *gen) step() {
	r := g.r
	switch r.IntN(21) {
	case 0, 1:
		g.pure(binops[r.IntN(len(binops))], g.int(), g.int())
	case 2:
		x := g.int()
		g.pure(ir.OpAdd, g.pure(ir.OpAdd, x, g.t.Const(ir.Int, int64(r.IntN(5)-2))), g.t.Const(ir.Int, int64(r.IntN(5)-2)))
	case 3:
		g.pure([]ir.Opcode{ir.OpNeg, ir.OpNot}[r.IntN(2)], g.int())
	case 4:
		switch r.IntN(4) {
		case 0:
			g.pure(ir.OpIntToFloat, g.int())
		case 1:
			g.pure([]ir.Opcode{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv}[r.IntN(4)], g.float(), g.float())
		case 2:
			g.pure([]ir.Opcode{ir.OpFLt, ir.OpFLe, ir.OpFEq}[r.IntN(3)], g.float(), g.float())
		default:
			g.pure(ir.OpFloatToInt, g.float())
		}
	case 5, 6:
		base, disp := g.address()
		code := []ir.Opcode{ir.OpLoad8U, ir.OpLoad64}[r.IntN(2)]
		g.add(ir.Op{Code: code, Type: ir.Int, Args: []ir.Value{base}, Aux: disp, Region: int32(r.IntN(2))})
	case 7, 8:
		base, disp := g.address()
		code := []ir.Opcode{ir.OpStore8, ir.OpStore64}[r.IntN(2)]
		g.add(ir.Op{Code: code, Args: []ir.Value{base, g.int()}, Aux: disp, Region: int32(r.IntN(2))})
	case 9:
		if r.IntN(2) == 0 {
			g.add(ir.Op{Code: ir.OpRegionLen, Type: ir.Int, Region: int32(r.IntN(2))})
			break
		}
		// A scan, which reads memory the heap cache cannot name.
		base, disp := g.address()
		stride := g.t.Const(ir.Int, []int64{1, -1, 3}[r.IntN(3)])
		g.add(ir.Op{Code: ir.OpScan8, Type: ir.Int, Args: []ir.Value{base, stride}, Aux: disp, Region: int32(r.IntN(2))})
	case 10, 11:
		// Guards that mostly hold.
		x := g.int()
		switch r.IntN(5) {
		case 0:
			n := g.add(ir.Op{Code: ir.OpRegionLen, Type: ir.Int, Region: int32(r.IntN(2))})
			a := g.pure(ir.OpAdd, g.pure(ir.OpAnd, x, g.t.Const(ir.Int, addrMask)), g.t.Const(ir.Int, int64(r.IntN(40))))
			g.guard(ir.OpGuardTrue, g.pure([]ir.Opcode{ir.OpLt, ir.OpUlt}[r.IntN(2)], a, n))
		case 1:
			g.guard(ir.OpGuardFalse, g.pure(ir.OpEq, x, g.t.Const(ir.Int, 12345)))
		case 2:
			g.guard(ir.OpGuardTrue, g.pure(ir.OpGe, g.pure(ir.OpAnd, x, g.t.Const(ir.Int, 255)), g.t.Const(ir.Int, int64(r.IntN(3)))))
		case 3:
			g.guard(ir.OpGuardValue, g.pure(ir.OpAnd, x, g.t.Const(ir.Int, 1)), g.t.Const(ir.Int, int64(r.IntN(2))))
		default:
			g.guard(ir.OpGuardTrue, g.pure(ir.OpLt, x, g.t.Const(ir.Int, int64(r.IntN(600)-100))))
		}
	case 14:
		// Bounds checks of one base with different offsets, against a
		// value, a region's length (which widen widens) or 0 from below:
		// with an input near the int limits, x+k may overflow.
		x, n := g.int(), g.int()
		code := ir.OpLt
		switch r.IntN(3) {
		case 0:
			n = g.add(ir.Op{Code: ir.OpRegionLen, Type: ir.Int, Region: int32(r.IntN(2))})
		case 1:
			code, n = ir.OpGe, g.t.Const(ir.Int, 0)
		}
		for range 2 + r.IntN(2) {
			g.guard(ir.OpGuardTrue, g.pure(code, g.pure(ir.OpAdd, x, g.t.Const(ir.Int, int64(r.IntN(7)-3))), n))
		}
	case 15:
		// Tagged values: low bits cleared by a shift, or tested like a
		// tag (known bits), then combined with others and tested again.
		tag := g.t.Const(ir.Int, []int64{1, 3, 7}[r.IntN(3)])
		x := g.int()
		if r.IntN(2) == 0 {
			x = g.pure(ir.OpShl, x, g.t.Const(ir.Int, int64(1+r.IntN(3))))
		}
		y := g.pure([]ir.Opcode{ir.OpAdd, ir.OpSub, ir.OpOr, ir.OpXor, ir.OpMul}[r.IntN(5)], x, g.int())
		g.guard(ir.OpGuardFalse, g.pure(ir.OpAnd, y, tag))
		g.guard(ir.OpGuardTrue, g.pure(ir.OpNe, y, g.t.Const(ir.Int, int64(r.IntN(8)))))
	case 16:
		// Checked arithmetic: x+y, x-y or x*y and its overflow test,
		// often of a constant y or of a byte (ranges may decide it).
		x, y := g.int(), g.int()
		switch r.IntN(3) {
		case 0:
			y = g.t.Const(ir.Int, []int64{0, 1, -1, 65536, -65536, math.MaxInt64, math.MinInt64}[r.IntN(7)])
		case 1:
			x = g.pure(ir.OpAnd, x, g.t.Const(ir.Int, 255))
		}
		pair := [][2]ir.Opcode{{ir.OpAdd, ir.OpAddOvf}, {ir.OpSub, ir.OpSubOvf}, {ir.OpMul, ir.OpMulOvf}}[r.IntN(3)]
		g.pure(pair[0], x, y)
		g.guard([]ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse}[r.IntN(2)], g.pure(pair[1], x, y))
	case 17:
		// The truth of a test, maybe tagged by a shift, as a condition.
		t := g.pure(binops[9+r.IntN(len(binops)-9)], g.int(), g.int())
		if r.IntN(2) == 0 {
			t = g.pure(ir.OpShl, t, g.t.Const(ir.Int, int64(r.IntN(65))))
		}
		c := g.pure([]ir.Opcode{ir.OpNe, ir.OpEq}[r.IntN(2)], t, g.t.Const(ir.Int, 0))
		g.guard([]ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse}[r.IntN(2)], c)
	case 18:
		// A cell stored, a guard that may fail, the cell stored again:
		// sink delays the first store into the guard's exit.
		base, disp := g.address()
		region := int32(r.IntN(2))
		code := []ir.Opcode{ir.OpStore8, ir.OpStore64}[r.IntN(2)]
		g.add(ir.Op{Code: code, Args: []ir.Value{base, g.int()}, Aux: disp, Region: region})
		g.guard(ir.OpGuardTrue, g.pure(ir.OpLt, g.int(), g.t.Const(ir.Int, int64(r.IntN(600)-100))))
		if r.IntN(2) == 0 {
			b2, d2 := g.address()
			g.add(ir.Op{Code: ir.OpLoad8U, Type: ir.Int, Args: []ir.Value{b2}, Aux: d2, Region: int32(r.IntN(2))})
		}
		g.add(ir.Op{Code: code, Args: []ir.Value{base, g.int()}, Aux: disp, Region: region})
	case 12:
		// Any guard: may fail, may always fail.
		g.guard([]ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse}[r.IntN(2)], g.int())
	case 13:
		switch r.IntN(4) {
		case 0:
			g.add(ir.Op{Code: ir.OpCall, Type: ir.Int, Args: []ir.Value{g.int(), g.int()}, Aux: 1})
		case 1:
			g.add(ir.Op{Code: ir.OpCall, Type: ir.Int, Args: []ir.Value{g.int()}, Aux: 2})
		default:
			g.add(ir.Op{Code: ir.OpCallPure, Type: ir.Int, Effects: ir.Elidable, Args: []ir.Value{g.int(), g.int()}})
		}
	default:
		// Repeat an earlier op: redundancy for CSE and the heap cache.
		if len(g.pool) > 0 {
			op := g.pool[r.IntN(len(g.pool))]
			g.add(ir.Op{Code: op.Code, Type: op.Type, Effects: op.Effects, Args: op.Args, Aux: op.Aux, Region: op.Region})
		}
	}
}

// outcome is what running a trace shows the interpreter.
type outcome struct {
	Greens []int64
	Where  string
	Slots  []string
	Mem    [][]byte
	Panic  string
}

func runTrace(t *ir.Trace, inputs []int64, regions [][]byte) (out outcome) {
	return runEntered(t, nil, inputs, regions)
}

// runThroughEntry runs loop t entered at its label through its Entry
// (ir's entry.go), as a trace that jumps there does: a bridge made of
// the Entry's ops. ok is false when a guard of the Entry fails (such a
// trace would have entered at the loop's start).
func runThroughEntry(t *ir.Trace, inputs []int64, regions [][]byte) (out outcome, ok bool) {
	br := *t.Entry
	br.Kind, br.Name = ir.Bridge, "entry"
	br.Ops = slices.Clone(br.Ops)
	jump := &br.Ops[len(br.Ops)-1]
	jump.Aux, jump.Region = 0, ir.JumpToLabel
	out = runEntered(t, &br, inputs, regions)
	return out, out.Where != "header"
}

// runEntered runs loop t from its inputs, or when from is not nil, trace
// from, which jumps into t (loop 0).
func runEntered(t, from *ir.Trace, inputs []int64, regions [][]byte) (out outcome) {
	m := &memory{}
	for _, r := range regions {
		m.r = append(m.r, append([]byte(nil), r...))
	}
	defer func() {
		if p := recover(); p != nil {
			out = outcome{Panic: fmt.Sprint(p)}
		}
	}()
	be := exec.New()
	code, err := be.Compile(t, funcs(m), nil)
	if err == nil && from != nil {
		t, code = from, must(be.Compile(from, funcs(m), func(int) backend.Code { return code }))
	}
	if err != nil {
		return outcome{Panic: err.Error()}
	}
	st := be.Run(code, inputs, m, 0, nil)
	g, live := st.Guard, st.Live
	f := g.Snapshot.Frames[0]
	out.Greens, out.Where = f.Greens, f.Where
	for _, v := range f.Slots {
		switch {
		case v == ir.None:
			out.Slots = append(out.Slots, "_")
		case v.IsConst():
			out.Slots = append(out.Slots, fmt.Sprint(g.Trace.Consts[v.ConstIndex()].Bits))
		default:
			for i, l := range g.Live {
				if l == v {
					out.Slots = append(out.Slots, fmt.Sprint(live[i]))
				}
			}
		}
	}
	out.Mem = m.r
	return out
}

func randomInputs(r *rand.Rand, t *ir.Trace) ([]int64, [][]byte) {
	in := []int64{1 + r.Int64N(10)}
	for _, typ := range t.Inputs[1:] {
		if typ == ir.Float {
			in = append(in, int64(math.Float64bits(r.NormFloat64()*100)))
			continue
		}
		switch r.IntN(6) {
		case 0:
			in = append(in, r.Int64())
		case 1:
			in = append(in, (r.Int64N(600)-100)<<3) // tagged
		case 2:
			in = append(in, math.MaxInt64-r.Int64N(4))
		default:
			in = append(in, r.Int64N(600)-100)
		}
	}
	var regions [][]byte
	for range 2 {
		b := make([]byte, regionSize)
		for i := range b {
			b[i] = byte(r.IntN(4)) // small values make equal bytes likely
		}
		regions = append(regions, b)
	}
	return in, regions
}

var traces = flag.Int("traces", 0, "how many random traces TestDifferential runs (default 1000, 150 with -short)")

func TestDifferential(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 150
	}
	if *traces > 0 {
		n = *traces
	}
	configs := []Set{All}
	for i := range Passes {
		configs = append(configs, 1<<i)
	}
	// Carry and loopbounds only act on a peeled loop: also run each right
	// after peel.
	configs = append(configs, 1<<passIndex("peel")|1<<passIndex("carry"), 1<<passIndex("peel")|1<<passIndex("loopbounds"))
	r := rand.New(rand.NewPCG(1, 2))
	fails, entered := 0, 0
	defer func() { t.Logf("%d runs entered a loop at its label", entered) }()
	for k := 0; k < n && fails < 5; k++ {
		tr := genTrace(r)
		if err := tr.Verify(); err != nil {
			t.Fatalf("generator made a bad trace: %v\n%s", err, tr)
		}
		for _, set := range configs {
			// Widen adds guards that may leave before the trace would
			// have: with it, the reference is the trace as Widen left it
			// (TestWidenOnlyAddsGuards checks that it only adds guards).
			opt, ref := tr, tr
			for _, p := range Passes {
				if set.Has(p.Name) {
					opt = p.Run(opt)
					if err := opt.Verify(); err != nil {
						t.Fatalf("trace %d: after %s: %v\nbefore:\n%s\nafter:\n%s", k, p.Name, err, tr, opt)
					}
					if p.Name == "widen" {
						ref = opt
					}
				}
			}
			for range 3 {
				in, mem := randomInputs(r, tr)
				want := runTrace(ref, in, mem)
				if want.Panic != "" {
					t.Fatalf("trace %d: the original panics: %s\n%s", k, want.Panic, tr)
				}
				if got := runTrace(opt, in, mem); !cmp.Equal(want, got) {
					fails++
					t.Errorf("trace %d, passes %v, inputs %v: results differ (-orig +opt):\n%s\noriginal:\n%s\noptimized:\n%s",
						k, setNames(set), in, cmp.Diff(want, got), ref, opt)
					break
				}
				if opt.Entry == nil {
					continue
				}
				entered++
				if got, ok := runThroughEntry(opt, in, mem); ok && !cmp.Equal(want, got) {
					fails++
					t.Errorf("trace %d, passes %v, inputs %v: entered at the label, results differ (-orig +opt):\n%s\noriginal:\n%s\noptimized:\n%s",
						k, setNames(set), in, cmp.Diff(want, got), ref, opt)
					break
				}
			}
		}
	}
}

func must(c backend.Code, err error) backend.Code {
	if err != nil {
		panic(err)
	}
	return c
}

func setNames(s Set) []string {
	var names []string
	for _, n := range Names() {
		if s.Has(n) {
			names = append(names, n)
		}
	}
	return names
}

// BenchmarkOptimize runs every pass over random traces (the differential
// test's generator): the optimizer's share of compile time.
func BenchmarkOptimize(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	traces := make([]*ir.Trace, 200)
	ops := 0
	for i := range traces {
		traces[i] = genTrace(r)
		ops += len(traces[i].Ops)
	}
	b.ResetTimer()
	for b.Loop() {
		for _, t := range traces {
			if _, err := Optimize(t, All); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*ops), "ns/op-in")
}
