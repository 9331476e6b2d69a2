//go:build linux && amd64

package amd64

import (
	"fmt"
	"math"
	"testing"

	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Shape of generated traces.
const (
	genRegionSize = 256 // bytes per region; addresses are masked to fit
	genAddrMask   = 127 // address mask: with a displacement <= genMaxDisp, 8 bytes fit
	genMaxDisp    = 120
	genMaxBody    = 60 // body ops
	genMaxIters   = 40 // iterations before the counter guard fails
	genFuelBits   = 3  // tiny fuel: fuel exits in every loop
)

// genInts and genFloats are the interesting constants and inputs.
var (
	genInts   = []int64{0, 1, -1, 2, 3, 5, 7, 9, 63, 64, 255, 0xffff, 0xffffffff, 1 << 31, -1 << 31, 1<<31 - 1, 1 << 40, math.MinInt64, math.MaxInt64}
	genFloats = []float64{0, math.Copysign(0, -1), 1, -1.5, 0.1, 3e300, -3e300, 1e-310, math.Inf(1), math.Inf(-1), math.NaN(), 9.3e18, -9.3e18}
)

// byteSource hands out the fuzzer's bytes, then zeros.
type byteSource struct{ data []byte }

func (s *byteSource) next() int {
	if len(s.data) == 0 {
		return 0
	}
	b := s.data[0]
	s.data = s.data[1:]
	return int(b)
}

func (s *byteSource) n(k int) int { return s.next() % k }

// traceGen builds a random well-formed loop from a byteSource.
type traceGen struct {
	src    *byteSource
	b      *tb
	ints   []ir.Value
	floats []ir.Value
	// refs are heap words: refs to the fuzz heap's two objects
	// (fuzzHeap), which nothing computes on but calls.
	refs    []ir.Value
	counter ir.Value // the iteration count, slot 0 of every snapshot
}

// arg is a value of type typ.
func (g *traceGen) arg(typ ir.Type) ir.Value {
	switch typ {
	case F:
		return g.floatArg()
	case ir.Ref:
		if len(g.refs) == 0 { // a bridge whose guard kept none: a heap word that is no ref
			return g.b.t.Const(ir.Ref, int64(heap.Nil))
		}
		return g.refs[g.src.n(len(g.refs))]
	}
	return g.intArg()
}

// add makes v a value later ops may use.
func (g *traceGen) add(v ir.Value) {
	switch g.b.t.TypeOf(v) {
	case F:
		g.floats = append(g.floats, v)
	case ir.Ref:
		g.refs = append(g.refs, v)
	default:
		g.ints = append(g.ints, v)
	}
}

func (g *traceGen) intArg() ir.Value {
	if g.src.n(6) == 0 {
		return g.b.c(genInts[g.src.n(len(genInts))])
	}
	return g.ints[g.src.n(len(g.ints))]
}

func (g *traceGen) floatArg() ir.Value {
	if len(g.floats) == 0 || g.src.n(6) == 0 {
		return g.b.cf(genFloats[g.src.n(len(genFloats))])
	}
	return g.floats[g.src.n(len(g.floats))]
}

// snapshot picks live values: the counter first, then some others.
func (g *traceGen) snapshot() []ir.Value {
	live := []ir.Value{g.counter}
	for range g.src.n(8) {
		switch {
		case g.src.n(3) == 0 && len(g.floats) > 0:
			live = append(live, g.floatArg())
		case g.src.n(3) == 0 && len(g.refs) > 0:
			live = append(live, g.arg(ir.Ref))
		default:
			live = append(live, g.intArg())
		}
	}
	return live
}

// address is an in-range address for an 8-byte access with disp.
func (g *traceGen) address() (ir.Value, int64) {
	return g.b.op(ir.OpAnd, g.intArg(), g.b.c(genAddrMask)), int64(g.src.n(genMaxDisp + 1))
}

var (
	genBinary  = []ir.Opcode{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpShr, ir.OpSar}
	genCompare = []ir.Opcode{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt,
		ir.OpAddOvf, ir.OpSubOvf, ir.OpMulOvf, ir.OpFLt, ir.OpFLe, ir.OpFEq}
	genChecked = [][2]ir.Opcode{{ir.OpAdd, ir.OpAddOvf}, {ir.OpSub, ir.OpSubOvf}, {ir.OpMul, ir.OpMulOvf}}
	genFloat   = []ir.Opcode{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv}
)

// genOpKinds is the number of kinds of body op the generator picks from.
const genOpKinds = 18

// body adds one random op.
func (g *traceGen) body() {
	b, src := g.b, g.src
	switch src.n(genOpKinds) {
	case 0, 1:
		g.ints = append(g.ints, b.op(genBinary[src.n(len(genBinary))], g.intArg(), g.intArg()))
	case 2:
		code := []ir.Opcode{ir.OpNeg, ir.OpNot, ir.OpFloatToInt}[src.n(3)]
		if code == ir.OpFloatToInt {
			g.ints = append(g.ints, b.op(code, g.floatArg()))
		} else {
			g.ints = append(g.ints, b.op(code, g.intArg()))
		}
	case 3:
		code := genCompare[src.n(len(genCompare))]
		var c ir.Value
		if code >= ir.OpFLt {
			c = b.op(code, g.floatArg(), g.floatArg())
		} else {
			c = b.op(code, g.intArg(), g.intArg())
		}
		if src.n(2) == 0 {
			guard := []ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse}[src.n(2)]
			b.guard(guard, g.snapshot(), c)
		} else {
			g.ints = append(g.ints, c)
		}
	case 4:
		code := genFloat[src.n(len(genFloat))]
		g.floats = append(g.floats, b.op(code, g.floatArg(), g.floatArg()))
	case 5:
		if src.n(2) == 0 {
			g.floats = append(g.floats, b.op(ir.OpFNeg, g.floatArg()))
		} else {
			g.floats = append(g.floats, b.op(ir.OpIntToFloat, g.intArg()))
		}
	case 6:
		addr, disp := g.address()
		code := []ir.Opcode{ir.OpLoad8U, ir.OpLoad64}[src.n(2)]
		g.ints = append(g.ints, b.mem(code, int32(src.n(2)), disp, addr))
	case 7:
		addr, disp := g.address()
		code := []ir.Opcode{ir.OpStore8, ir.OpStore64}[src.n(2)]
		v := g.intArg()
		if code == ir.OpStore64 && src.n(3) == 0 {
			v = g.floatArg()
		}
		b.mem(code, int32(src.n(2)), disp, addr, v)
	case 8:
		g.ints = append(g.ints, b.mem(ir.OpRegionLen, int32(src.n(2)), 0))
	case 9:
		v := g.intArg()
		if len(g.floats) > 0 && src.n(3) == 0 {
			v = g.floatArg()
		}
		c := g.b.t.Const(g.b.t.TypeOf(v), int64(src.n(4)))
		b.guard(ir.OpGuardValue, g.snapshot(), v, c)
	case 10:
		var args []ir.Value
		for range src.n(6) {
			args = append(args, g.intArg())
		}
		fn, code := src.n(fnFuzzPlain), ir.OpCall
		if fn == fnFuzzMix {
			code = ir.OpCallPure
		}
		g.ints = append(g.ints, b.call(code, fn, I, args...))
	case 11:
		if v := g.intArg(); !v.IsConst() {
			b.guard([]ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse}[src.n(2)], g.snapshot(), v)
		}
	case 12:
		// A scan from anywhere, inside the region or not: it is total.
		addr, disp := g.address()
		if src.n(3) == 0 {
			addr, disp = g.intArg(), 0
		}
		stride := b.c([]int64{1, -1, 2, -2, 4, -4, 8, -8, -3, 9}[src.n(10)])
		g.ints = append(g.ints, b.mem(ir.OpScan8, int32(src.n(2)), disp, addr, stride))
	case 13:
		// Checked arithmetic: the op, its overflow test (on the operands
		// in either order) and a guard, which share one instruction.
		pair := genChecked[src.n(len(genChecked))]
		x, y := g.intArg(), g.intArg()
		r := b.op(pair[0], x, y)
		if pair[0] != ir.OpSub && src.n(2) == 0 {
			x, y = y, x
		}
		b.guard(ir.OpGuardFalse, g.snapshot(), b.op(pair[1], x, y))
		g.ints = append(g.ints, r)
	case 15:
		// A call that collects the fuzz heap (and moves its objects)
		// with a ref argument: the heap words live across it are
		// roots, and after it compiled code goes on with the moved
		// objects.
		if len(g.refs) > 0 {
			g.add(b.callFunc(fuzzDecls, fnFuzzTouch, g.arg(ir.Ref), g.intArg())[0])
		}
	case 16:
		// A call of three results (an int, a float, a status: it
		// raises), some of whose result ops a pass would have dropped.
		f := fuzzDecls[fnFuzzDivmod]
		call := b.t.Add(ir.CallOp(fuzzDecls, fnFuzzDivmod, []ir.Value{g.intArg(), g.intArg()}))
		g.add(call)
		for k := 1; k < f.NumResults(); k++ {
			if src.n(3) == 0 {
				continue
			}
			v := b.t.Add(ir.Op{Code: ir.OpCallResult, Type: f.ResultType(k), Args: []ir.Value{call}, Aux: int64(k)})
			g.add(v)
			if k == f.NumResults()-1 && src.n(2) == 0 {
				b.guard(ir.OpGuardFalse, g.snapshot(), v) // the status
			}
		}
	case 17:
		// A check that the trace is not invalidated, and a call that
		// invalidates every trace of the case now and then.
		b.guard(ir.OpGuardNotInvalidated, g.snapshot())
		if src.n(2) == 0 {
			b.callFunc(fuzzDecls, fnFuzzInvalidate, g.intArg())
		}
	case 14:
		// A byte tested against a constant right after its load: one
		// cmp byte [mem], c when nothing else reads it.
		addr, disp := g.address()
		x := b.mem(ir.OpLoad8U, int32(src.n(2)), disp, addr)
		c := b.op([]ir.Opcode{ir.OpEq, ir.OpNe}[src.n(2)], x, b.c([]int64{0, 1, 127, 128, 255}[src.n(5)]))
		b.guard([]ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse}[src.n(2)], g.snapshot(), c)
		if src.n(4) == 0 {
			g.ints = append(g.ints, x)
		}
	}
}

// Indexes of the fuzz functions. Those before fnFuzzPlain take and give
// ints.
const (
	fnFuzzMix = iota // elidable
	fnFuzzLog
	fnFuzzOpaqueMix
	fnFuzzTouch // collects the fuzz heap
	fnFuzzDivmod
	fnFuzzInvalidate
	fnFuzzPlain = fnFuzzTouch
)

// fuzzDecls are the fuzz functions as the generator needs them: their
// effects and results.
var fuzzDecls = fuzzFuncs(nil, nil)

// fuzzFuncs are the functions generated calls name, on m (its fuzz heap,
// and the traces to invalidate). log records effect calls.
func fuzzFuncs(m *testMem, log *[]string) []*ir.Func {
	mix := func(a []int64) int64 {
		h := int64(len(a))
		for _, x := range a {
			h = h*31 + x
		}
		return h
	}
	fs := []*ir.Func{
		fnFuzzMix: intFunc("mix", ir.Elidable, mix),
		fnFuzzLog: intFunc("log", 0, func(a []int64) int64 {
			*log = append(*log, fmt.Sprint(a))
			return int64(len(*log))
		}),
		fnFuzzOpaqueMix: intFunc("mix", 0, mix),
		fnFuzzTouch:     {Name: "touch", Effects: ir.Collects, Results: []ir.Type{I}},
		fnFuzzDivmod: {Name: "divmod", Effects: ir.Raises, Results: []ir.Type{I, F}, Fn: func(a, r []int64) {
			d := a[1]&7 + 1
			r[0], r[1], r[2] = a[0]/d, int64(math.Float64bits(float64(a[0]%d)/3)), a[0]&1
		}},
		fnFuzzInvalidate: {Name: "invalidate", Fn: func(a, _ []int64) {
			if a[0]%5 == 0 {
				*log = append(*log, fmt.Sprint("invalidate ", a[0]))
				m.invalidate()
			}
		}},
	}
	if m == nil { // for the generator
		fs[fnFuzzTouch].Heap = &heap.Heap{}
		return fs
	}
	fh := newFuzzHeap(testingTB)
	fs[fnFuzzTouch].Heap = fh.h
	fs[fnFuzzTouch].Fn = func(a, r []int64) { r[0] = fh.touch(heap.Value(a[0]), a[1], log) }
	return fs
}

// fuzzHeap is a heap of two objects that generated traces refer to
// (their ref inputs start as fuzzRefs). They are roots of the heap of
// its own too, after a junk object whose size changes at every
// collection: each collection moves them, and a copying collector copies
// the roots it is given first, so it moves them to where it does on both
// backends, whichever roots compiled code gives it after.
type fuzzHeap struct {
	h       *heap.Heap
	keep    []heap.Value // [junk, the two objects]
	touches int
}

// fuzzObject is the header of the two objects: one slot, an immediate.
var fuzzObject = heap.MakeHeader(heap.ObjWords, 1, 1)

// fuzzRefs are the refs of the two objects in a new fuzz heap.
var fuzzRefs = []int64{int64(heap.RefAt(0)), int64(heap.RefAt(heap.HeaderWords + 1))}

func newFuzzHeap(t testing.TB) *fuzzHeap {
	h, err := heap.New(heap.Config{MaxBytes: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	fh := &fuzzHeap{h: h, keep: make([]heap.Value, 3)}
	for i := range 2 {
		fh.keep[1+i], _ = h.AllocHeader(fuzzObject)
		if int64(fh.keep[1+i]) != fuzzRefs[i] {
			t.Fatalf("fuzz object %d at %#x, want %#x", i, fh.keep[1+i], fuzzRefs[i])
		}
	}
	h.AddRootWords(fh.keep)
	return fh
}

// touch adds x (tagged) to the field of the object r refers to, collects
// and returns the field; a ref that is not one of the two objects (a
// stale one) is logged.
func (fh *fuzzHeap) touch(r heap.Value, x int64, log *[]string) int64 {
	h := fh.h
	if r != fh.keep[1] && r != fh.keep[2] {
		*log = append(*log, fmt.Sprintf("touch of %#x, not a fuzz object", r))
		return -1
	}
	v := h.Field(r, 0) + heap.Value(x<<heap.PayloadShift)
	h.SetField(r, 0, v)
	fh.touches++
	junk, err := h.AllocHeader(heap.MakeHeader(heap.ObjWords, 3, 1+fh.touches%3))
	if err != nil {
		panic(err)
	}
	fh.keep[0] = junk
	h.Collect()
	return int64(v)
}

// generate makes a loop and, maybe, a bridge from one of its guards back
// into it, plus the inputs.
func generate(data []byte) (loop, bridge *ir.Trace, guard int, inputs []int64) {
	src := &byteSource{data: data}
	nInts, nFloats := 1+src.n(6), src.n(4)
	types := []ir.Type{I}
	inputs = []int64{0}
	for range nInts {
		types = append(types, I)
		inputs = append(inputs, genInts[src.n(len(genInts))]+int64(src.n(256)))
	}
	for range nFloats {
		types = append(types, F)
		inputs = append(inputs, int64(math.Float64bits(genFloats[src.n(len(genFloats))])))
	}
	for range src.n(3) {
		types = append(types, ir.Ref)
		inputs = append(inputs, fuzzRefs[src.n(len(fuzzRefs))])
	}
	b := newTrace(ir.Loop, types...)
	g := &traceGen{src: src, b: b}
	var labelArgs []ir.Value
	for i := range types {
		labelArgs = append(labelArgs, b.in(i))
		g.add(b.in(i))
	}
	b.label(labelArgs...)
	g.counter = b.op(ir.OpAdd, b.in(0), b.c(1))
	g.ints = append(g.ints, g.counter)
	b.guard(ir.OpGuardTrue, []ir.Value{g.counter}, b.op(ir.OpLt, g.counter, b.c(int64(1+src.n(genMaxIters)))))
	for range src.n(genMaxBody) {
		g.body()
	}
	next := []ir.Value{g.counter}
	for _, typ := range types[1:] {
		next = append(next, g.arg(typ))
	}
	loop = b.jump(-1, next...)
	guards := 0
	for _, op := range loop.Ops {
		if op.Code.Info().Guard {
			guards++
		}
	}
	// Guard 0 is the counter's: it never gets a bridge, so the loop ends.
	guard = src.n(guards + 1)
	if guard == 0 || guard == guards {
		return loop, nil, 0, inputs
	}
	return loop, genBridge(loop, guard, src), guard, inputs
}

// genBridge makes a bridge from guard k of loop back into loop 0 that
// keeps counting (its input 0 is the counter), so the loop still ends.
func genBridge(loop *ir.Trace, k int, src *byteSource) *ir.Trace {
	var op *ir.Op
	for i := range loop.Ops {
		if loop.Ops[i].Code.Info().Guard {
			if k == 0 {
				op = &loop.Ops[i]
				break
			}
			k--
		}
	}
	live := loop.Snapshots[op.Snap].Live()
	var types []ir.Type
	for _, v := range live {
		types = append(types, loop.TypeOf(v))
	}
	b := newTrace(ir.Bridge, types...)
	g := &traceGen{src: src, b: b}
	for i := range types {
		g.add(b.in(i))
	}
	g.counter = b.in(0)
	for range src.n(genMaxBody / 4) {
		g.body()
	}
	next := []ir.Value{b.op(ir.OpAdd, b.in(0), b.c(1))}
	for _, typ := range loop.Inputs[1:] {
		next = append(next, g.arg(typ))
	}
	return b.jump(0, next...)
}

// fuzzCase turns fuzz input into a differential case.
func fuzzCase(data []byte) (*diffCase, error) {
	loop, bridge, guard, inputs := generate(data)
	if err := loop.Verify(); err != nil {
		return nil, fmt.Errorf("generated loop: %v\n%s", err, loop)
	}
	dc := &diffCase{name: "fuzz", loops: []*ir.Trace{loop}, inputs: inputs, regions: []int{genRegionSize, genRegionSize},
		funcs: fuzzFuncs, runs: 2}
	if bridge != nil {
		if err := bridge.Verify(); err != nil {
			return nil, fmt.Errorf("generated bridge: %v\n%s", err, bridge)
		}
		dc.bridges = []bridgeSpec{{from: 0, guard: guard, trace: bridge}}
	}
	return dc, nil
}

// fuzzSeeds are the seed corpus: a few hand-picked byte strings plus a
// deterministic pseudo-random spread.
func fuzzSeeds() [][]byte {
	seeds := [][]byte{{}, {5, 0, 3, 40, 60}, {1, 3, 2, 20, 59, 4, 1, 1, 2, 6, 0, 1, 7, 1}}
	x := uint32(12345)
	for range 60 {
		s := make([]byte, 200)
		for i := range s {
			x = x*1664525 + 1013904223
			s[i] = byte(x >> 24)
		}
		seeds = append(seeds, s)
	}
	return seeds
}

func FuzzLowering(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testingTB = t
		dc, err := fuzzCase(data)
		if err != nil {
			t.Fatal(err)
		}
		want := runCase(t, exec.New(), dc, true)
		be := newNative(t, Config{FuelBits: genFuelBits})
		got := runCase(t, be, dc, true)
		if d := outcomeDiff(want, got); d != "" {
			t.Errorf("native differs from exec (-exec +native):\n%s\nloop:\n%s", d, dc.loops[0])
			if len(dc.bridges) > 0 {
				t.Errorf("bridge from guard %d:\n%s", dc.bridges[0].guard, dc.bridges[0].trace)
			}
		}
	})
}
