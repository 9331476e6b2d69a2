//go:build linux && amd64

package amd64

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/internal/gcwait"
	"github.com/microjit/microjit/jitcore/ir"
)

const (
	// scanRegionSize is the region TestGCBehindScans scans per iteration:
	// far more than a fuel period's worth of loop iterations.
	scanRegionSize = 64 << 20
	// scanIterations is how many times it scans the region.
	scanIterations = 6
)

// wholeScanLoop scans region 0 from offset 0 with stride 1 once per
// iteration, n iterations; the scan's result is live at the exit.
func wholeScanLoop(n int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	p := b.mem(ir.OpScan8, 0, 0, b.c(0), b.c(1))
	i := b.op(ir.OpAdd, b.in(0), b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{i, p}, b.op(ir.OpLt, i, b.c(n)))
	return b.jump(-1, i, p)
}

// TestGCBehindScans is DESIGN.md §5 rule 4 for work that grows with the
// data: a loop whose every iteration scans 64 MiB (one op, scan8) runs
// while another goroutine collects over and over. The scans charge fuel
// in proportion to the bytes they walk, so the loop leaves for Go about
// once per 2^FuelBits windows, counted exactly (no clock involved). That
// a GC does not wait for native code at all, however long it runs
// between fuel exits, is native's TestGCDoesNotWaitForNative; the stop
// times here are logged for the record, not checked: on a loaded
// machine the OS scheduler alone stretches them past any bound.
func TestGCBehindScans(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	be := newNative(t, Config{})
	m := &testMem{raw: true}
	region := m.alloc(t, scanRegionSize)
	for i := range region {
		region[i] = 1 // no zero: every scan walks the whole region
	}
	m.regions = [][]byte{region}
	c := compile(t, be, wholeScanLoop(scanIterations))

	before := gcwait.Mark()
	done := make(chan struct{})
	gcs := make(chan []time.Duration)
	go func() {
		var times []time.Duration
		for {
			select {
			case <-done:
				gcs <- times
				return
			default:
			}
			start := time.Now()
			runtime.GC()
			times = append(times, time.Since(start))
		}
	}()
	start := time.Now()
	stop := be.Run(c, []int64{0, 0}, m, 0, nil)
	loop := time.Since(start)
	close(done)
	times := <-gcs
	stopping := gcwait.Slowest(before)
	st := be.Stats()
	slices.Sort(times)
	t.Logf("%d scans of %d MiB in %v, %d fuel exits; %d GCs meanwhile, median %v, max %v; slowest stop-the-world stopping ≤ %v",
		scanIterations, scanRegionSize>>20, loop, st.FuelExits, len(times), times[len(times)/2], times[len(times)-1], stopping)
	if want := []int64{scanIterations, scanRegionSize}; !slices.Equal(stop.Live, want) {
		t.Fatalf("the loop left with %v, want %v", stop.Live, want)
	}
	// A unit of fuel per scanFuelBytes bytes of windows.
	if want := scanIterations * (scanRegionSize / scanFuelBytes >> DefaultFuelBits); st.FuelExits < want {
		t.Errorf("%d fuel exits, want at least %d: the scans do not charge fuel in proportion", st.FuelExits, want)
	}
}
