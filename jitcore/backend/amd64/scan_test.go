//go:build linux && amd64

package amd64

import (
	"fmt"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// scanOnce is a loop that scans from p+disp with stride and leaves at
// once (its guard compares the result with itself), the result live.
func scanOnce(stride, disp int64) *ir.Trace {
	b := newTrace(ir.Loop, I)
	p := b.in(0)
	b.label(p)
	q := b.mem(ir.OpScan8, 0, disp, p, b.c(stride))
	b.guard(ir.OpGuardTrue, []ir.Value{q}, b.op(ir.OpNe, q, q))
	return b.jump(-1, p)
}

// TestScanWindows compares scan8's native code with ir.Scan8 for every
// stride that has a window, and some that do not, on regions whose
// lengths sit around window sizes and steps (so that the two-window
// loop, the one-window loop and the bytes each run out of region), with
// the zero cell before, at, after and between the windows a scan visits,
// or none, from starts before, in and past the region. With the least
// fuel, scans run out of it at nearly every step and resume where they
// left off.
func TestScanWindows(t *testing.T) {
	for _, fuelBits := range []int{DefaultFuelBits, 1} {
		t.Run(fmt.Sprintf("fuel_bits=%d", fuelBits), func(t *testing.T) { testScanWindows(t, fuelBits) })
	}
}

func testScanWindows(t *testing.T, fuelBits int) {
	be := newNative(t, Config{FuelBits: fuelBits})
	strides := []int64{1, -1, 2, -2, 3, -3, 4, -4, 5, -7, 8, -8, 9, -9, 15, 16, -16, 17, -17}
	lengths := []int{1, 15, 16, 17, 31, 32, 33, 35, 36, 37, 63, 64, 65, 71, 72, 73, 100, 143, 144, 145, 200, 301}
	runs := 0
	for _, s := range strides {
		for _, disp := range []int64{0, 3} {
			c, err := be.Compile(scanOnce(s, disp), nil, func(int) backend.Code { return nil })
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range lengths {
				region, err := rawmem.Alloc(n)
				if err != nil {
					t.Fatal(err)
				}
				mem := &testMem{regions: [][]byte{region}}
				for _, z := range []int{-1, 0, 1, n / 3, n / 2, n - 33, n - 17, n - 2, n - 1} {
					for i := range region {
						region[i] = byte(i%251 + 1)
					}
					if z >= 0 && z < n {
						region[z] = 0
					}
					for _, p := range []int64{-5, -1, 0, 1, 2, int64(n / 4), int64(n/2 + 1), int64(n - 40), int64(n - 9), int64(n - 1), int64(n), int64(n + 3)} {
						want := ir.Scan8(region, p+disp, s)
						live := be.Run(c, []int64{p}, mem, 0, nil).Live
						if len(live) != 1 || live[0] != want {
							t.Fatalf("stride %d, disp %d, length %d, zero at %d, from %d: native %v, want %d\n%s",
								s, disp, n, z, p, live, want, c.Listing())
						}
						runs++
					}
				}
				rawmem.Free(region)
			}
		}
	}
	t.Logf("%d scans, %d fuel exits", runs, be.Stats().FuelExits)
	if fuelBits == 1 && be.Stats().FuelExits < runs {
		t.Errorf("%d fuel exits in %d scans with fuel 2: scans do not charge fuel", be.Stats().FuelExits, runs)
	}
}
