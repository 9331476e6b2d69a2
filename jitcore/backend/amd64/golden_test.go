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
func TestGoldenListing(t *testing.T) {
	tests := []struct {
		name  string
		trace *ir.Trace
	}{
		{"bfloop", bfLoop()},
		{"bfscan", bfScanLoop()},
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

// bfScanLoop has the shape of bf's [>[>]<[<<<]] (its moves folded into
// the scans' displacements): each scan is followed by the guard that it
// stopped inside the tape.
func bfScanLoop() *ir.Trace {
	b := newTrace(ir.Loop, I)
	p := b.in(0)
	b.label(p)
	q := b.mem(ir.OpScan8, 0, 1, p, b.c(1))
	ln := b.mem(ir.OpRegionLen, 0, 0)
	b.guard(ir.OpGuardTrue, []ir.Value{p}, b.op(ir.OpUlt, q, ln))
	r := b.mem(ir.OpScan8, 0, -1, q, b.c(-3))
	b.guard(ir.OpGuardTrue, []ir.Value{q}, b.op(ir.OpUlt, r, ln))
	return b.jump(-1, r)
}
