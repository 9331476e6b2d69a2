//go:build linux && amd64

package amd64

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/ir"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// TestGoldenListing pins the machine code of a few loops in
// testdata/NAME.golden:
//
//	bfloop    bf's [->+<]: fused compare and guard, pinned region base,
//	          fuel check, guard stub with its patchable jump
//	bfscan    bf's [>[>]<[<<<]]: scan8 forward 16 bytes at a time, then
//	          byte by byte; backward with stride 3 byte by byte
//	bfwalk    bf's [<<<<<<<<<]: the cell test is one cmp byte [mem], 0
//	          (the load folded into the compare fused into the guard)
//	scanlanes bf's [[>>]<[<<<<<<<<]]: strides 2 and -8, 16 bytes at a
//	          time with the mask of the cells on the stride (0x5555,
//	          0x8080), then byte by byte
//	checked   toyvm-style checked arithmetic on tagged integers: each
//	          overflow test shares the flags of the add, sub or imul it
//	          tests, one jo per guard; an unpaired test computes its own
//	mulconst  multiplies by 3, 5 and 9 as one lea each, by 7 (and by 3
//	          with its overflow tested) as imul
//	fits      a value tagged with the check that it fits an immediate
//	          (shl x, 16 with mul_ovf(x, 65536)): one imul and a jo
//	tagtests  toyvm-style tag checks: and with a mask compared with 0 is
//	          one test with an immediate (32-bit for 0xffff and 1<<31,
//	          64-bit for -1<<16); a mask no immediate holds is an and
func TestGoldenListing(t *testing.T) {
	tests := []struct {
		name  string
		trace *ir.Trace
	}{
		{"bfloop", bfLoop()},
		{"bfscan", bfScanLoop(1, 1, -3)},
		{"bfwalk", bfWalk()},
		{"scanlanes", bfScanLoop(0, 2, -8)},
		{"checked", checkedLoop()},
		{"mulconst", mulConstLoop(50)},
		{"tagtests", tagTestLoop()},
		{"fits", fitsLoop(1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			be := newNative(t, Config{})
			got := compile(t, be, tt.trace).Listing()
			path := filepath.Join("testdata", tt.name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("listing differs from %s (-want +got):\n%s", path, d)
			}
		})
	}
}

// bfWalk is bf's [<<<<<<<<<] as recorded: move, check the tape's left
// edge, test the cell.
func bfWalk() *ir.Trace {
	b := newTrace(ir.Loop, I)
	p := b.in(0)
	b.label(p)
	q := b.op(ir.OpAdd, p, b.c(-9))
	b.guard(ir.OpGuardTrue, []ir.Value{p}, b.op(ir.OpGe, q, b.c(0)))
	x := b.mem(ir.OpLoad8U, 0, 0, q)
	b.guard(ir.OpGuardTrue, []ir.Value{q}, b.op(ir.OpNe, x, b.c(0)))
	return b.jump(-1, q)
}

// checkedLoop is factorial on tagged integers (value << 16): acc = acc *
// (i >> 16) and i = i - 1<<16 while i != 0, each checked for overflow,
// and a sum whose overflow test is not next to its add (an op that
// sets the flags comes between).
func checkedLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I, I)
	acc, i, sum := b.in(0), b.in(1), b.in(2)
	b.label(acc, i, sum)
	live := []ir.Value{acc, i, sum}
	b.guard(ir.OpGuardTrue, live, b.op(ir.OpNe, i, b.c(0)))
	n := b.op(ir.OpSar, i, b.c(16))
	acc2 := b.op(ir.OpMul, acc, n)
	b.guard(ir.OpGuardFalse, live, b.op(ir.OpMulOvf, n, acc))
	i2 := b.op(ir.OpAdd, i, b.c(-1<<16))
	b.guard(ir.OpGuardFalse, live, b.op(ir.OpAddOvf, i, b.c(-1<<16)))
	sum2 := b.op(ir.OpSub, sum, acc2)
	mix := b.op(ir.OpXor, sum2, i2) // its exit needs it: it is computed
	b.guard(ir.OpGuardFalse, []ir.Value{acc, i, mix}, b.op(ir.OpSubOvf, sum, acc2))
	return b.jump(-1, acc2, i2, sum2)
}

// tagTestLoop checks that x and y are tagged integers (low 16 bits 0),
// that bit 31 of x is clear, that y is not below 1<<16 and that bit 33 of
// x is clear, then adds them.
func tagTestLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	x, y := b.in(0), b.in(1)
	b.label(x, y)
	live := []ir.Value{x, y}
	tags := b.op(ir.OpAnd, b.op(ir.OpOr, x, y), b.c(0xffff))
	b.guard(ir.OpGuardTrue, live, b.op(ir.OpEq, tags, b.c(0)))
	b.guard(ir.OpGuardFalse, live, b.op(ir.OpNe, b.op(ir.OpAnd, x, b.c(1<<31)), b.c(0)))
	b.guard(ir.OpGuardTrue, live, b.op(ir.OpNe, b.op(ir.OpAnd, y, b.c(-1<<16)), b.c(0)))
	b.guard(ir.OpGuardTrue, live, b.op(ir.OpEq, b.op(ir.OpAnd, x, b.c(1<<33)), b.c(0)))
	return b.jump(-1, b.op(ir.OpAdd, x, y), y)
}

// bfScanLoop has the shape of bf's [>[>]<[<<<]] (first scan forward by
// up from offset disp, then back by down; its moves folded into the
// scans' displacements): each scan is followed by the guard that it
// stopped inside the tape.
func bfScanLoop(disp, up, down int64) *ir.Trace {
	b := newTrace(ir.Loop, I)
	p := b.in(0)
	b.label(p)
	q := b.mem(ir.OpScan8, 0, disp, p, b.c(up))
	ln := b.mem(ir.OpRegionLen, 0, 0)
	b.guard(ir.OpGuardTrue, []ir.Value{p}, b.op(ir.OpUlt, q, ln))
	r := b.mem(ir.OpScan8, 0, -1, q, b.c(down))
	b.guard(ir.OpGuardTrue, []ir.Value{q}, b.op(ir.OpUlt, r, ln))
	return b.jump(-1, r)
}
