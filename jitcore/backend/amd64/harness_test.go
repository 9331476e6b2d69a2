//go:build linux && amd64

package amd64

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
	"golang.org/x/arch/x86/x86asm"
)

// tb builds a trace by hand.
type tb struct{ t *ir.Trace }

func newTrace(kind ir.Kind, inputs ...ir.Type) *tb {
	b := &tb{t: &ir.Trace{Kind: kind, Name: "test", Inputs: inputs}}
	for i, typ := range inputs {
		b.t.Add(ir.Op{Code: ir.OpInput, Type: typ, Aux: int64(i)})
	}
	return b
}

// intTrace starts a trace of n int inputs and returns them.
func intTrace(kind ir.Kind, n int) (*tb, []ir.Value) {
	types := make([]ir.Type, n)
	for k := range types {
		types[k] = I
	}
	b := newTrace(kind, types...)
	ins := make([]ir.Value, n)
	for k := range ins {
		ins[k] = b.in(k)
	}
	return b, ins
}

func (b *tb) in(i int) ir.Value     { return ir.Value(i) }
func (b *tb) c(x int64) ir.Value    { return b.t.Const(ir.Int, x) }
func (b *tb) cf(x float64) ir.Value { return b.t.Const(ir.Float, int64(math.Float64bits(x))) }

func (b *tb) op(code ir.Opcode, args ...ir.Value) ir.Value {
	return b.t.Add(ir.Op{Code: code, Type: code.Info().Result, Args: args})
}

func (b *tb) mem(code ir.Opcode, region int32, disp int64, args ...ir.Value) ir.Value {
	return b.t.Add(ir.Op{Code: code, Type: code.Info().Result, Args: args, Aux: disp, Region: region})
}

func (b *tb) call(code ir.Opcode, fn int, typ ir.Type, args ...ir.Value) ir.Value {
	var e ir.Effects
	if code == ir.OpCallPure {
		e = ir.Elidable
	}
	return b.t.Add(ir.Op{Code: code, Type: typ, Effects: e, Args: args, Aux: int64(fn)})
}

// intFunc is a function of one result, an Int (a Float when it is
// float), with effects e.
func intFunc(name string, e ir.Effects, fn func(a []int64) int64) *ir.Func {
	return &ir.Func{Name: name, Effects: e, Results: []ir.Type{ir.Int}, Fn: func(a, r []int64) { r[0] = fn(a) }}
}

// guard adds a guard whose snapshot holds live (one frame).
func (b *tb) guard(code ir.Opcode, live []ir.Value, args ...ir.Value) {
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Slots: live}}})
	b.t.Add(ir.Op{Code: code, Args: args, Snap: int32(len(b.t.Snapshots) - 1)})
}

func (b *tb) label(vals ...ir.Value) { b.t.Add(ir.Op{Code: ir.OpLabel, Args: vals}) }

func (b *tb) jump(target int64, vals ...ir.Value) *ir.Trace {
	b.t.Add(ir.Op{Code: ir.OpJump, Args: vals, Aux: target})
	return b.t
}

// bridgeSpec attaches a bridge to guard k of piece from (an index into
// loops followed by bridges, in compile order).
type bridgeSpec struct {
	from, guard int
	trace       *ir.Trace
}

// diffCase is a differential test: the loops are compiled in order (loop
// i has id i), then the bridges; loops[entry] is run.
type diffCase struct {
	name    string
	loops   []*ir.Trace
	bridges []bridgeSpec
	inputs  []int64
	regions []int // sizes; contents are initialized by fillRegion
	// funcs makes the functions calls may name; they may use m.
	funcs func(m *testMem, log *[]string) []*ir.Func
	runs  int // how many times to run (0: once)
	entry int // the piece to run: a loop index
	depth int // how deep calls of compiled functions may nest
}

// testMem is an ir.Memory whose regions a function may replace.
type testMem struct {
	regions [][]byte
	raw     bool // regions come from rawmem
	// invalidate invalidates the case's compiled traces (a function
	// that writes a quasi-immutable value does: runCase sets it).
	invalidate func()
}

func (m *testMem) Regions() [][]byte { return m.regions }

func (m *testMem) alloc(t testing.TB, n int) []byte {
	if !m.raw {
		return make([]byte, n)
	}
	b, err := rawmem.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rawmem.Free(b) })
	return b
}

func fillRegion(b []byte, k int) {
	for i := range b {
		b[i] = byte(i*7 + k*13 + 1)
	}
}

func newTestMem(t testing.TB, sizes []int, raw bool) *testMem {
	m := &testMem{raw: raw}
	for k, n := range sizes {
		r := m.alloc(t, n)
		fillRegion(r, k)
		m.regions = append(m.regions, r)
	}
	return m
}

// outcome is what a run observably did.
type outcome struct {
	Trace    string // name of the guard's trace
	Op       int
	Live     []int64
	Calls    []callOutcome // the calls the guard failed below
	Returned bool          // no guard failed: the entered frame returned
	Result   int64
	Memory   [][]byte
	Log      []string
}

// callOutcome is a call that was running when a guard failed.
type callOutcome struct {
	Trace string // name of the calling trace
	Op    int
	Live  []int64
}

// runCase runs dc on be and returns one outcome per run.
func runCase(t testing.TB, be backend.Backend, dc *diffCase, raw bool) []outcome {
	t.Helper()
	outs, _ := runPieces(t, be, dc, raw)
	return outs
}

// runPieces is runCase that also returns the compiled pieces: the loops,
// then the bridges.
func runPieces(t testing.TB, be backend.Backend, dc *diffCase, raw bool) ([]outcome, []backend.Code) {
	t.Helper()
	m := newTestMem(t, dc.regions, raw)
	var log []string
	var funcs []*ir.Func
	if dc.funcs != nil {
		funcs = dc.funcs(m, &log)
	}
	var pieces []backend.Code
	loops := func(id int) backend.Code {
		if id < len(pieces) {
			return pieces[id]
		}
		return nil
	}
	names := map[*ir.Trace]string{}
	for i, tr := range dc.loops {
		names[tr] = fmt.Sprintf("loop%d", i)
		c, err := be.Compile(tr, funcs, loops)
		if err != nil {
			t.Fatalf("%s: compile loop %d: %v\n%s", be.Name(), i, err, tr)
		}
		pieces = append(pieces, c)
	}
	for i, br := range dc.bridges {
		names[br.trace] = fmt.Sprintf("bridge%d", i)
		c, err := be.Compile(br.trace, funcs, loops)
		if err != nil {
			t.Fatalf("%s: compile bridge %d: %v\n%s", be.Name(), i, err, br.trace)
		}
		if err := be.Attach(pieces[br.from].Guards()[br.guard], c); err != nil {
			t.Fatalf("%s: attach bridge %d: %v", be.Name(), i, err)
		}
		pieces = append(pieces, c)
	}
	m.invalidate = func() {
		for _, c := range pieces {
			be.Invalidate(c)
		}
	}
	if nb, ok := be.(*Backend); ok {
		for _, c := range pieces {
			if err := callsStayInHeap(nb, c.(*code)); err != nil {
				t.Fatalf("%v:\n%s", err, c.Listing())
			}
		}
	}
	var outs []outcome
	for range max(dc.runs, 1) {
		st := be.Run(pieces[dc.entry], dc.inputs, m, dc.depth, nil)
		o := outcome{Returned: st.Guard == nil, Result: st.Result, Log: slices.Clone(log)}
		if g := st.Guard; g != nil {
			o.Trace, o.Op, o.Live = names[g.Trace], g.Op, slices.Clone(st.Live)
		}
		for _, c := range st.Calls {
			o.Calls = append(o.Calls, callOutcome{names[c.Site.Trace], c.Site.Op, slices.Clone(c.Live)})
		}
		for _, r := range m.regions {
			o.Memory = append(o.Memory, slices.Clone(r))
		}
		outs = append(outs, o)
	}
	return outs, pieces
}

// newNative makes a backend closed at the end of the test.
func newNative(t testing.TB, cfg Config) *Backend {
	t.Helper()
	be, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { be.Close() })
	return be
}

// diff runs dc on the executor and on native code and compares. It
// returns the native backend's statistics.
func diff(t testing.TB, dc *diffCase, cfg Config) Stats {
	t.Helper()
	want := runCase(t, exec.New(), dc, true)
	be := newNative(t, cfg)
	got := runCase(t, be, dc, true)
	if d := outcomeDiff(want, got); d != "" {
		t.Errorf("%s: native differs from exec (-exec +native):\n%s\nloop 0:\n%s", dc.name, d, dc.loops[0])
	}
	st := be.Stats()
	if st.ExecFallbacks != 0 || st.Entries == 0 {
		t.Errorf("%s: native code did not run: %+v", dc.name, st)
	}
	return st
}

// diffJumpKinds runs each case on the executor and on native code, with
// direct and with indirect jumps and calls between traces, and compares.
func diffJumpKinds(t *testing.T, cases []*diffCase) {
	for _, indirect := range []bool{false, true} {
		for _, dc := range cases {
			t.Run(fmt.Sprintf("%s-indirect=%v", dc.name, indirect), func(t *testing.T) {
				testingTB = t
				want := runCase(t, exec.New(), dc, true)
				be := newNative(t, Config{})
				be.indirectJumps = indirect
				if d := outcomeDiff(want, runCase(t, be, dc, true)); d != "" {
					t.Errorf("native differs from exec (-exec +native):\n%s", d)
				}
			})
		}
	}
}

// outcomeDiff is cmp.Diff(want, got), with a fast path for equal outcomes.
func outcomeDiff(want, got []outcome) string {
	if reflect.DeepEqual(want, got) {
		return ""
	}
	return cmp.Diff(want, got)
}

// callsStayInHeap checks the calls of c's machine code (DESIGN.md §5
// rule 2): each calls compiled code, the start of a block of the code
// heap, directly (call rel32) or through rax loaded with its address
// right before (call rax).
func callsStayInHeap(b *Backend, c *code) error {
	var prev x86asm.Inst
	bytes := c.read(c.block, c.size)
	for off := 0; off < len(bytes); {
		inst, err := x86asm.Decode(bytes[off:], 64)
		if err != nil {
			return fmt.Errorf("offset %#x: %v", off, err)
		}
		if inst.Op == x86asm.CALL {
			var target uintptr
			switch arg := inst.Args[0].(type) {
			case x86asm.Rel:
				target = c.block.Addr + uintptr(off+inst.Len) + uintptr(int64(arg))
			case x86asm.Reg:
				imm, ok := prev.Args[1].(x86asm.Imm)
				if arg != x86asm.RAX || prev.Op != x86asm.MOV || prev.Args[0] != x86asm.RAX || !ok {
					return fmt.Errorf("offset %#x: %v does not call an address loaded right before", off, inst)
				}
				target = uintptr(imm)
			default:
				return fmt.Errorf("offset %#x: %v calls through memory", off, inst)
			}
			if !b.isEntry(target) {
				return fmt.Errorf("offset %#x: %v calls %#x, not a compiled trace", off, inst, target)
			}
		}
		prev = inst
		off += inst.Len
	}
	return nil
}

// isEntry reports whether addr is where a compiled trace with a guard
// starts (every function trace has its enter guard).
func (b *Backend) isEntry(addr uintptr) bool {
	b.tabMu.RLock()
	defer b.tabMu.RUnlock()
	for _, r := range b.guards {
		if r.c.entry == addr {
			return true
		}
	}
	return false
}
