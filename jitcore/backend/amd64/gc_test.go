//go:build linux && amd64

package amd64

import (
	"runtime"
	"slices"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"github.com/microjit/microjit/jitcore/ir"
)

const (
	// gcLoopTime is how long the native loop runs while GCs happen.
	gcLoopTime = time.Second
	// maxGCPause bounds one runtime.GC() while the native loop runs. It is
	// loose because the 2-core machine is shared and noisy; without fuel a
	// GC would wait for the whole loop (gcLoopTime).
	maxGCPause = 300 * time.Millisecond
	// gcIdleTime is how long the baseline GCs without native code run.
	gcIdleTime = 200 * time.Millisecond
	// gcFuelBits is the fuel of the test: the default.
	gcFuelBits = DefaultFuelBits
)

// flagLoop counts until the 64-bit word at region 0 offset 0 becomes
// non-zero.
func flagLoop() *ir.Trace {
	b := newTrace(ir.Loop, I)
	b.label(b.in(0))
	i := b.op(ir.OpAdd, b.in(0), b.c(1))
	flag := b.mem(ir.OpLoad64, 0, 0, b.c(0))
	b.guard(ir.OpGuardFalse, []ir.Value{i}, flag)
	return b.jump(-1, i)
}

// TestFuelKeepsGCPrompt runs a native loop for a second while another
// goroutine calls runtime.GC() over and over: thanks to fuel exits every
// GC completes in milliseconds instead of waiting for the loop to end.
func TestFuelKeepsGCPrompt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs for a second")
	}
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	be := newNative(t, Config{FuelBits: gcFuelBits})
	m := newTestMem(t, []int{64}, true)
	clear(m.regions[0])
	c := compile(t, be, flagLoop())
	idle := gcPauses(gcIdleTime)
	done := make(chan []int64)
	go func() {
		live := be.Run(c, []int64{0}, m, 0).Live
		done <- live
	}()
	time.Sleep(50 * time.Millisecond)
	pauses := gcPauses(gcLoopTime)
	atomic.StoreInt64((*int64)(unsafe.Pointer(&m.regions[0][0])), 1)
	live := <-done
	st := be.Stats()
	t.Logf("%d GCs without native code: median %v, max %v", len(idle), idle[len(idle)/2], idle[len(idle)-1])
	t.Logf("%d GCs during %v of native loop (%d iterations, %d fuel exits): median %v, p90 %v, max %v",
		len(pauses), gcLoopTime, live[0], st.FuelExits, pauses[len(pauses)/2], pauses[len(pauses)*9/10], pauses[len(pauses)-1])
	if st.FuelExits == 0 {
		t.Error("the loop never ran out of fuel")
	}
	if len(pauses) < 10 {
		t.Errorf("only %d GCs completed in %v", len(pauses), gcLoopTime)
	}
	if max := pauses[len(pauses)-1]; max > maxGCPause {
		t.Errorf("a GC took %v, want under %v", max, maxGCPause)
	}
}

// gcPauses calls runtime.GC() for d and returns the sorted durations.
func gcPauses(d time.Duration) []time.Duration {
	var pauses []time.Duration
	for start := time.Now(); time.Since(start) < d; {
		t0 := time.Now()
		runtime.GC()
		pauses = append(pauses, time.Since(t0))
	}
	slices.Sort(pauses)
	return pauses
}
