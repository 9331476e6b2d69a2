//go:build linux && amd64

package amd64

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
	"golang.org/x/arch/x86/x86asm"
)

func TestStateLayout(t *testing.T) {
	var s state
	var e regionEntry
	got := map[string]uintptr{
		"exitReason":  unsafe.Offsetof(s.exitReason),
		"exitGuard":   unsafe.Offsetof(s.exitGuard),
		"fuel":        unsafe.Offsetof(s.fuel),
		"resume":      unsafe.Offsetof(s.resume),
		"callSite":    unsafe.Offsetof(s.callSite),
		"callResults": unsafe.Offsetof(s.callResults),
		"regions":     unsafe.Offsetof(s.regions),
		"callArgs":    unsafe.Offsetof(s.callArgs),
		"values":      unsafe.Offsetof(s.values),
		"entrySP":     unsafe.Offsetof(s.entrySP),
		"exitSP":      unsafe.Offsetof(s.exitSP),
		"target":      unsafe.Offsetof(s.target),
		"depth":       unsafe.Offsetof(s.depth),
		"stackLimit":  unsafe.Offsetof(s.stackLimit),
		"size":        unsafe.Sizeof(s),
		"entry.base":  unsafe.Offsetof(e.base),
		"entry.len":   unsafe.Offsetof(e.len),
		"entry.size":  unsafe.Sizeof(e),
	}
	want := map[string]uintptr{
		"exitReason":  offExitReason,
		"exitGuard":   offExitGuard,
		"fuel":        offFuel,
		"resume":      offResume,
		"callSite":    offCallSite,
		"callResults": offCallResults,
		"regions":     offRegions,
		"callArgs":    offCallArgs,
		"values":      offValues,
		"entrySP":     offEntrySP,
		"exitSP":      offExitSP,
		"target":      offTarget,
		"depth":       offDepth,
		"stackLimit":  offStackLimit,
		"size":        stateSize,
		"entry.base":  offRegionBase,
		"entry.len":   offRegionLen,
		"entry.size":  regionEntrySize,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("state layout (-constants +struct):\n%s", d)
	}
}

// TestGoMemoryFallsBack runs a memory loop on regions in the Go heap:
// native code must not touch them, so the embedded executor runs it.
func TestGoMemoryFallsBack(t *testing.T) {
	dc := &diffCase{loops: []*ir.Trace{bfLoop()}, inputs: []int64{10, 16}, regions: []int{64, 64}}
	want := runCase(t, exec.New(), dc, false)
	be := newNative(t, Config{})
	got := runCase(t, be, dc, false)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("fallback differs from exec (-exec +native):\n%s", d)
	}
	if st := be.Stats(); st.ExecFallbacks != 1 || st.Entries != 0 {
		t.Errorf("stats %+v, want one fallback and no native entry", st)
	}
	// Too few regions for the code: also the executor (which then panics
	// like exec itself would, if the code really touches them).
	if g := be.Run(compile(t, be, countLoop(3)), []int64{0}, &testMem{}, 0, nil).Guard; g == nil || be.Stats().ExecFallbacks != 2 {
		t.Errorf("missing regions: guard %v, stats %+v", g, be.Stats())
	}
}

// TestGoMemoryFallsBackToBridges runs the bridge cases on Go memory: the
// first fallback makes the executor forms of the loops and bridges
// compiled and attached before it (embedded.go), which must run as the
// executor itself does. A loop compiled after that gets its form at once.
func TestGoMemoryFallsBackToBridges(t *testing.T) {
	for _, dc := range bridgeCases() {
		if len(dc.regions) == 0 {
			dc.regions = []int{8} // a region of Go memory, which native code may not see
		}
		t.Run(dc.name, func(t *testing.T) {
			want := runCase(t, exec.New(), dc, false)
			be := newNative(t, Config{})
			got := runCase(t, be, dc, false)
			if d := outcomeDiff(want, got); d != "" {
				t.Errorf("fallback differs from exec (-exec +native):\n%s", d)
			}
			if st := be.Stats(); st.ExecFallbacks == 0 || st.Entries != 0 {
				t.Errorf("stats %+v, want fallbacks and no native entry", st)
			}
			later := compile(t, be, countLoop(3))
			if st := be.Run(later, []int64{0}, &testMem{}, 0, nil); st.Guard == nil || !slices.Equal(st.Live, []int64{3}) {
				t.Errorf("a loop compiled after the first fallback stopped with %v, want its guard with [3]", st.Live)
			}
		})
	}
}

func compile(t *testing.T, be backend.Backend, tr *ir.Trace) backend.Code {
	t.Helper()
	c, err := be.Compile(tr, nil, func(int) backend.Code { return nil })
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestFuelExits(t *testing.T) {
	const fuelBits, iters = 6, 100000
	dc := &diffCase{name: "fuel", loops: []*ir.Trace{countLoop(iters)}, inputs: []int64{0}}
	st := diff(t, dc, Config{FuelBits: fuelBits})
	if want := iters >> fuelBits; st.FuelExits < want || st.FuelExits > want+1 {
		t.Errorf("%d fuel exits, want about %d", st.FuelExits, want)
	}
}

func TestSpills(t *testing.T) {
	tr := rotateLoop(30, I, 10)
	if ra := allocate(tr, nil); ra.nslots == 0 {
		t.Fatal("30 loop-carried values did not spill")
	}
	diff(t, &diffCase{name: "spills", loops: []*ir.Trace{tr}, inputs: make([]int64, 31)}, Config{})
}

// TestParallelMoveCycles emits parallel moves whose only way out is a
// cycle and runs the emitted register moves on a model of the registers:
// every destination must end with its source's old value, and the cycle
// must go through the scratch register parallelMove documents.
func TestParallelMoveCycles(t *testing.T) {
	r, x := func(r asm.Reg) loc { return regLoc(r) }, func(x asm.XReg) loc { return xregLoc(x) }
	for _, c := range []struct {
		name    string
		moves   []pmove
		scratch string
	}{
		{"swap", []pmove{{dst: r(asm.RDX), src: r(asm.RSI)}, {dst: r(asm.RSI), src: r(asm.RDX)}}, "RAX"},
		{"rotate3", []pmove{{dst: r(asm.RDX), src: r(asm.RSI)}, {dst: r(asm.RSI), src: r(asm.R8)}, {dst: r(asm.R8), src: r(asm.RDX)}}, "RAX"},
		{"cycle and chain", []pmove{{dst: r(asm.R9), src: r(asm.RDX)}, {dst: r(asm.RDX), src: r(asm.RSI)}, {dst: r(asm.RSI), src: r(asm.RDX)}}, "RAX"},
		{"xmm rotate3", []pmove{{dst: x(asm.X0), src: x(asm.X1)}, {dst: x(asm.X1), src: x(asm.X2)}, {dst: x(asm.X2), src: x(asm.X0)}}, "X15"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var g gen
			g.parallelMove(slices.Clone(c.moves))
			regs := map[string]string{} // register -> the register whose old value it holds
			name := func(l loc) string {
				if l.kind == locXReg {
					return x86asm.Reg(x86asm.X0 + x86asm.Reg(l.xreg)).String()
				}
				return x86asm.Reg(x86asm.RAX + x86asm.Reg(l.reg)).String()
			}
			value := func(reg string) string {
				if v, ok := regs[reg]; ok {
					return v
				}
				return reg
			}
			usedScratch := false
			for code := g.a.Bytes(); len(code) > 0; {
				inst, err := x86asm.Decode(code, 64)
				if err != nil {
					t.Fatalf("% x: %v", code, err)
				}
				code = code[inst.Len:]
				dst, dok := inst.Args[0].(x86asm.Reg)
				src, sok := inst.Args[1].(x86asm.Reg)
				if !dok || !sok || (inst.Op != x86asm.MOV && inst.Op != x86asm.MOVSD_XMM) {
					t.Fatalf("unexpected instruction %v", inst)
				}
				regs[dst.String()] = value(src.String())
				usedScratch = usedScratch || dst.String() == c.scratch
			}
			for _, m := range c.moves {
				if got, want := value(name(m.dst)), name(m.src); got != want {
					t.Errorf("%s holds the old %s, want the old %s", name(m.dst), got, want)
				}
			}
			if !usedScratch {
				t.Errorf("the cycle did not go through %s", c.scratch)
			}
		})
	}
}

func TestAttachErrors(t *testing.T) {
	be := newNative(t, Config{})
	loop := compile(t, be, sawLoop())
	g := loop.Guards()[0]
	if err := be.Attach(g, compile(t, exec.New(), sawLoop())); err == nil {
		t.Error("attached executor code")
	}
	other := exec.New()
	og := compile(t, other, sawLoop()).Guards()[0]
	if err := be.Attach(og, compile(t, be, countLoop(3))); err == nil {
		t.Error("attached to a guard of another backend")
	}
	if err := be.Attach(g, compile(t, be, countLoop(3))); err == nil {
		t.Error("attached a bridge with the wrong number of inputs")
	}
	if g.Bridge != nil {
		t.Error("failed Attach recorded a bridge")
	}
}

func TestCompileErrors(t *testing.T) {
	be := newNative(t, Config{})
	none := func(int) backend.Code { return nil }
	region := newTrace(ir.Loop, I)
	region.label(region.in(0))
	region.mem(ir.OpLoad8U, maxRegions, 0, region.in(0))
	manyArgs := newTrace(ir.Loop, I)
	manyArgs.label(manyArgs.in(0))
	var args []ir.Value
	for range maxCallArgs + 1 {
		args = append(args, manyArgs.in(0))
	}
	manyArgs.call(ir.OpCall, 0, I, args...)
	jump := newTrace(ir.Bridge, I)
	cases := map[string]*ir.Trace{
		"region":    region.jump(-1, region.in(0)),
		"many args": manyArgs.jump(-1, manyArgs.in(0)),
		"jump":      jump.jump(0, jump.in(0)),
		"malformed": {Ops: []ir.Op{{Code: ir.OpAdd, Type: I}}},
	}
	funcs := []*ir.Func{intFunc("f", 0, func([]int64) int64 { return 0 })}
	for name, tr := range cases {
		if _, err := be.Compile(tr, funcs, none); err == nil {
			t.Errorf("%s: compiled", name)
		}
	}
	if _, err := New(Config{FuelBits: backend.MaxFuelBits + 1}); err == nil {
		t.Error("accepted FuelBits out of range")
	}
}

// TestRegionCheckCache runs native code on rawmem regions, then on the same
// table with one region replaced by Go memory, then again after a Free: the
// cached check must never let native code touch memory rawmem does not own.
func TestRegionCheckCache(t *testing.T) {
	be := newNative(t, Config{})
	c := compile(t, be, bfLoop())
	m := newTestMem(t, []int{64, 64}, true)
	for range 2 { // the second run uses the cached check
		be.Run(c, []int64{10, 16}, m, 0, nil)
	}
	if st := be.Stats(); st.ExecFallbacks != 0 {
		t.Fatalf("rawmem regions: stats %+v, want no fallback", st)
	}
	goMem := &testMem{regions: [][]byte{m.regions[0], make([]byte, 64)}}
	be.Run(c, []int64{10, 16}, goMem, 0, nil)
	if st := be.Stats(); st.ExecFallbacks != 1 {
		t.Errorf("a Go region: stats %+v, want one fallback", st)
	}
	// Same table as the first runs, but something was freed since.
	extra, err := rawmem.Alloc(64)
	if err != nil {
		t.Fatal(err)
	}
	before := rawmem.Frees()
	if err := rawmem.Free(extra); err != nil {
		t.Fatal(err)
	}
	if rawmem.Frees() == before {
		t.Fatal("Free did not count")
	}
	be.Run(c, []int64{10, 16}, m, 0, nil)
	if st := be.Stats(); st.ExecFallbacks != 1 {
		t.Errorf("rawmem regions after a Free: stats %+v, want no new fallback", st)
	}
}
