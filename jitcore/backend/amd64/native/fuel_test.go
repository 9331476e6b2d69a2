//go:build linux && amd64

package native

import (
	"bytes"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/internal/gcwait"
	"golang.org/x/sys/unix"
)

const (
	// fuelLoopTime is how long TestSignalsWhileNative keeps the native
	// loop going.
	fuelLoopTime = 1200 * time.Millisecond
	// gcStartDelay lets the native loop start before the GC is requested.
	gcStartDelay = 50 * time.Millisecond
	// atLeastProcs is the parallelism the GC tests need: the GC (or the
	// busy goroutines) must run beside the native loop.
	atLeastProcs = 2
)

// fuelRunner runs the fuelLoop blob.
type fuelRunner struct {
	code  uintptr
	st    *Stack
	rec   *fuelRecord
	state uintptr
}

func newFuelRunner(t *testing.T) *fuelRunner {
	_, code := newCode(t, "fuelLoop")
	rec, m := newRecord[fuelRecord](t)
	return &fuelRunner{code: code.Addr, st: newStack(t), rec: rec, state: m.Addr()}
}

// enter runs the loop once with the given fuel and returns the exit code
// and the iterations it did.
func (r *fuelRunner) enter(fuel uint64) (exit, iterations uint64) {
	before := r.rec.count
	r.rec.fuel = fuel
	r.rec.exit = 0
	Run(r.code, r.state, r.st)
	return r.rec.exit, r.rec.count - before
}

// loopRun is what runFor measured.
type loopRun struct {
	entries, iterations uint64
	// cpuShare is the fraction of the wall time spent inside Run that the
	// loop's thread was on a CPU: near 1 on an idle machine, low when other
	// processes starve this one and every timing stretches.
	cpuShare float64
}

// runFor re-enters the loop with 2^shift fuel until d has passed and
// checks every exit.
func (r *fuelRunner) runFor(t *testing.T, shift uint, d time.Duration) loopRun {
	// Locked, so that the thread CPU clock is the clock of the thread
	// that runs the native code.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	r.rec.limit = ^uint64(0)
	var res loopRun
	var wall, cpu time.Duration
	start := time.Now()
	for time.Since(start) < d {
		w0, c0 := time.Now(), threadCPU(t)
		exit, n := r.enter(1 << shift)
		cpu += threadCPU(t) - c0
		wall += time.Since(w0)
		if exit != exitFuel || n != 1<<shift-1 {
			t.Fatalf("entry %d: exit %d after %d iterations, want exit %d after %d", res.entries, exit, n, exitFuel, 1<<shift-1)
		}
		res.entries++
		res.iterations += n
	}
	res.cpuShare = float64(cpu) / float64(wall)
	return res
}

func threadCPU(t *testing.T) time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ts.Nano())
}

func setProcs(t *testing.T) {
	if old := runtime.GOMAXPROCS(0); old < atLeastProcs {
		runtime.GOMAXPROCS(atLeastProcs)
		t.Cleanup(func() { runtime.GOMAXPROCS(old) })
	}
}

func TestFuelLoopCounts(t *testing.T) {
	r := newFuelRunner(t)
	const limit = 1000
	r.rec.limit = limit
	if exit, n := r.enter(100); exit != exitFuel || n != 99 {
		t.Fatalf("with fuel 100: exit %d after %d iterations, want %d after 99", exit, n, exitFuel)
	}
	if exit, n := r.enter(1 << 20); exit != exitDone || r.rec.count != limit || n != limit-99 {
		t.Fatalf("to the limit: exit %d after %d iterations, count %d", exit, n, r.rec.count)
	}
}

// gcTimer calls runtime.GC in a loop until stopped and records how long
// each call took.
func gcTimer() (stop func() []time.Duration) {
	done := make(chan struct{})
	result := make(chan []time.Duration)
	go func() {
		var times []time.Duration
		for {
			select {
			case <-done:
				result <- times
				return
			default:
			}
			start := time.Now()
			runtime.GC()
			times = append(times, time.Since(start))
		}
	}()
	return func() []time.Duration {
		close(done)
		return <-result
	}
}

// TestGCDoesNotWaitForNative is the bound of DESIGN.md §5 rule 4 at the
// border: native code runs in the runtime's syscall state, so a GC's
// stop-the-world takes the P of a goroutine in native code instead of
// waiting for the code to return. The loop here runs without a fuel exit
// for about loopTime while another goroutine collects gcs times; all of
// those collections must complete while the one native entry still runs
// (no clock involved: native code held them up for no time at all).
// An attempt whose loop ended first is repeated with a longer loop. The
// stop-the-world times are logged: on a loaded machine the OS scheduler
// alone stretches them past any fixed bound.
func TestGCDoesNotWaitForNative(t *testing.T) {
	const (
		loopTime    = 300 * time.Millisecond
		gcs         = 5
		maxAttempts = 3
	)
	setProcs(t)
	r := newFuelRunner(t)
	r.rec.limit = ^uint64(0)
	// Calibrate: iterations per loopTime.
	const calibrate = 1 << 24
	start := time.Now()
	r.enter(calibrate + 1)
	iterations := uint64(float64(calibrate) * float64(loopTime) / float64(max(time.Since(start), 1)))
	for attempt := 1; ; attempt++ {
		var inNative atomic.Bool
		inNative.Store(true)
		overlapped := make(chan bool)
		go func() {
			time.Sleep(gcStartDelay)
			for range gcs {
				runtime.GC()
			}
			overlapped <- inNative.Load()
		}()
		before := gcwait.Mark()
		start := time.Now()
		if exit, _ := r.enter(iterations + 1); exit != exitFuel {
			t.Fatalf("exit %d, want %d", exit, exitFuel)
		}
		loop := time.Since(start)
		inNative.Store(false)
		ok := <-overlapped
		stopping := gcwait.Slowest(before)
		t.Logf("attempt %d: %d GCs during %v in native code without a fuel exit (overlapped: %v); slowest stop-the-world stopping ≤ %v",
			attempt, gcs, loop, ok, stopping)
		if ok {
			return
		}
		if attempt == maxAttempts {
			t.Fatalf("in %d attempts the GCs never all completed while native code ran: they wait for it", maxAttempts)
		}
		iterations *= 2
	}
}

// TestSignalsWhileNative runs the loop for over a second with long
// stretches in native code while the runtime is busy: goroutines competing
// for the Ps (sysmon preempts with SIGURG every 10 ms), the CPU profiler
// (SIGPROF) and back-to-back GCs. The signal handlers run on the signal
// stack, see a PC outside Go code and leave the native code alone; the
// loop's counts must still add up and Go must be fine afterwards.
func TestSignalsWhileNative(t *testing.T) {
	setProcs(t)
	// 2^25 iterations keep the loop in native code for tens of
	// milliseconds per entry, past sysmon's 10 ms preemption deadline.
	const longShift = 25
	r := newFuelRunner(t)

	urgs := make(chan os.Signal, 1)
	signal.Notify(urgs, syscall.SIGURG)
	defer func() {
		signal.Stop(urgs)
		close(urgs)
	}()
	var sigurg atomic.Int64
	go func() {
		for range urgs {
			sigurg.Add(1)
		}
	}()

	var profile bytes.Buffer
	profiling := pprof.StartCPUProfile(&profile) == nil

	var busyWork [atLeastProcs + 1]atomic.Int64
	done := make(chan struct{})
	var wg sync.WaitGroup
	for k := range busyWork {
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				busyWork[k].Add(int64(len(make([]byte, 64)) + growStack(8)))
			}
		})
	}
	before := gcwait.Mark()
	stopGC := gcTimer()
	run := r.runFor(t, longShift, fuelLoopTime)
	gcs := stopGC()
	stopping := gcwait.Slowest(before)
	close(done)
	wg.Wait()
	if profiling {
		pprof.StopCPUProfile()
	}
	for k := range busyWork {
		if busyWork[k].Load() == 0 {
			t.Errorf("busy goroutine %d made no progress", k)
		}
	}
	t.Logf("%d entries, %d iterations, loop thread on CPU %.0f%% of the time; %d GCs (slowest %v, stop-the-world waited ≤ %v); %d SIGURG seen by os/signal; CPU profile %d bytes (profiling %v)",
		run.entries, run.iterations, 100*run.cpuShare, len(gcs), slices.Max(append(gcs, 0)), stopping, sigurg.Load(), profile.Len(), profiling)
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}
