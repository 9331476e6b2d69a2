package domain_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jittest"
)

// halves is a single-frame loop language of three instructions over
// the reds n and acc:
//
//	0: if n <= 0: stop        (the loop header)
//	1: acc += n < half ? 2 : 1
//	2: n -= 1; jump to 0
//
// Its guard at pc 1 fails once n drops below half: a bridge.
type halves struct {
	jit  *domain.Loops
	half int64
}

const (
	pcTest = iota
	pcAdd
	pcJump
)

// run is halves's semantics; the tests run its Go instance in both
// domains (a language generates its concrete instance with jitgen).
func run[V, C any, D domain.Domain[V, C]](h *halves, d D, pc int, reds []V) (int, error) {
	for !d.Done() {
		if d.Tracing() {
			d.Begin(domain.FrameAt(h.jit, pc, reds...))
		}
		switch pc {
		case pcTest:
			if !d.Branch(d.Gt(reds[0], d.Const(0))) {
				d.Abandon("the loop ends")
				return pc, nil
			}
			pc = pcAdd
		case pcAdd:
			k := d.Const(1)
			if d.Branch(d.Lt(reds[0], d.Const(h.half))) {
				k = d.Const(2)
			}
			reds[1] = d.Add(reds[1], k)
			pc = pcJump
		case pcJump:
			reds[0] = d.Sub(reds[0], d.Const(1))
			var err error
			if pc, err = domain.Header(h.jit, d, pcTest, reds); err != nil {
				return pc, err
			}
		}
	}
	return pc, nil
}

// newHalves is halves with the JIT on these parameters ("": off), and
// check as its Lang.Check.
func newHalves(t *testing.T, half int64, params string, check func() error) *halves {
	t.Helper()
	h := &halves{half: half}
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Enabled = params != ""
	if params != "" {
		if err := opts.Params.Set(params); err != nil {
			t.Fatal(err)
		}
	}
	jit, err := domain.NewLoops(opts, nil, domain.Lang{
		File: "halves", Size: 3, Memory: domain.NoMemory{},
		At:     func(pc int) (string, int, int) { return fmt.Sprint("op", pc), 1, pc + 1 },
		Record: func(d *domain.Recording, pc int, reds []ir.Value) (int, error) { return run(h, d, pc, reds) },
		Check:  check,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { jit.Close() })
	h.jit = jit
	return h
}

// interpret runs h from the start on n and returns acc.
func (h *halves) interpret(n int64) (int64, error) {
	reds := []int64{n, 0}
	_, err := run(h, domain.NewConcrete[int64](nil), pcTest, reds)
	return reds[1], err
}

// TestLoopsCompileAndBridge checks that Loops records the hot loop, runs
// it, resumes where its guard fails, records a bridge there, and that
// the result is the interpreter's.
func TestLoopsCompileAndBridge(t *testing.T) {
	const n, half = 1000, 300
	want, err := newHalves(t, half, "", nil).interpret(n)
	if err != nil || want != n+half-1 {
		t.Fatalf("interpreter: %d, %v; want %d", want, err, n+half-1)
	}
	for _, b := range jittest.Backends() {
		t.Run(b, func(t *testing.T) {
			h := newHalves(t, half, "threshold=2,trace_eagerness=2,backend="+b, nil)
			got, err := h.interpret(n)
			if err != nil || got != want {
				t.Fatalf("JIT: %d, %v; want %d", got, err, want)
			}
			st := h.jit.Stats()
			if st.Loops != 1 || st.Bridges != 1 || st.Entries == 0 {
				t.Errorf("loops %d, bridges %d, entries %d; want 1, 1, some", st.Loops, st.Bridges, st.Entries)
			}
		})
	}
}

// TestLoopsCheck checks that the error Lang.Check reports after
// compiled code exits ends the program.
func TestLoopsCheck(t *testing.T) {
	stop := errors.New("stop")
	calls := 0
	h := newHalves(t, 300, "threshold=2", func() error {
		calls++
		return stop
	})
	if _, err := h.interpret(1000); err != stop {
		t.Fatalf("error %v, want %v", err, stop)
	}
	if calls != 1 { // at the first exit: the guard n >= half failed
		t.Errorf("Check called %d times, want 1", calls)
	}
}

// TestLoopsOff checks that a JIT switched off is a nil Loops that the
// language may still ask for its driver and close.
func TestLoopsOff(t *testing.T) {
	h := newHalves(t, 300, "", nil)
	if h.jit != nil || h.jit.Stats() != nil || h.jit.Close() != nil {
		t.Errorf("JIT off: Loops %v, want nil, with a nil Driver", h.jit)
	}
	if got, err := h.interpret(10); err != nil || got != 20 {
		t.Errorf("interpreter: %d, %v; want 20", got, err)
	}
}
