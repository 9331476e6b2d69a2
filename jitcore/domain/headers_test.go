package domain_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jittest"
)

// blocks is a single-frame loop language whose program is n blocks in a
// row, each a loop of iters iterations over the reds acc and c, entered
// the way bf enters its loops (AtEntry at the header, then a backward
// jump to it per iteration); with ifs each iteration also enters an if
// when acc is odd: a header whose body runs once, with no backward jump
// (bf's [...[-]]). Block b is the pcs from blockSize*b:
//
//	+0: c = iters; enter the loop at +1
//	+1: acc += 1; if acc is odd: enter the if at +2, else go to +3
//	+2: acc += 2
//	+3: c -= 1; if c != 0: jump to +1, else go to the next block
type blocks struct {
	jit      *domain.Loops
	n, iters int
	ifs      bool
}

const (
	blockStart = iota
	blockHeader
	blockIf
	blockEnd
	blockSize
)

func runBlocks[V, C any, D domain.Domain[V, C]](b *blocks, d D, pc int, reds []V) (int, error) {
	for !d.Done() {
		if pc == b.n*blockSize {
			d.Abandon("the program ends")
			return pc, nil
		}
		if d.Tracing() {
			d.Begin(domain.FrameAt(b.jit, pc, reds...))
		}
		base := pc - pc%blockSize
		switch pc % blockSize {
		case blockStart:
			reds[1] = d.Const(int64(b.iters))
			pc = base + blockHeader
			domain.AtEntry(b.jit, d, pc, reds...)
		case blockHeader:
			reds[0] = d.Add(reds[0], d.Const(1))
			pc = base + blockEnd
			if b.ifs && d.Branch(d.Ne(d.And(reds[0], d.Const(1)), d.Const(0))) {
				pc = base + blockIf
				domain.AtEntry(b.jit, d, pc, reds...)
			}
		case blockIf:
			reds[0] = d.Add(reds[0], d.Const(2))
			pc = base + blockEnd
		case blockEnd:
			reds[1] = d.Sub(reds[1], d.Const(1))
			pc = base + blockSize
			if d.Branch(d.Ne(reds[1], d.Const(0))) {
				var err error
				if pc, err = domain.Header(b.jit, d, base+blockHeader, reds); err != nil {
					return pc, err
				}
			}
		}
	}
	return pc, nil
}

// newBlocks is b with the JIT on these parameters ("": off).
func newBlocks(t *testing.T, b blocks, params string) *blocks {
	t.Helper()
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Enabled = params != ""
	if params != "" {
		if err := opts.Params.Set(params); err != nil {
			t.Fatal(err)
		}
	}
	p := &b
	jit, err := domain.NewLoops(opts, nil, domain.Lang{
		File: "blocks", Size: b.n*blockSize + 1, Memory: domain.NoMemory{},
		At: func(pc int) (string, int, int) {
			return fmt.Sprint("op", pc%blockSize), 1 + pc/blockSize, 1 + pc%blockSize
		},
		Record: func(d *domain.Recording, pc int, reds []ir.Value) (int, error) { return runBlocks(p, d, pc, reds) },
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { jit.Close() })
	p.jit = jit
	return p
}

// interpret runs b from the start and returns acc.
func (b *blocks) interpret(t *testing.T) int64 {
	t.Helper()
	reds := []int64{0, 0}
	if _, err := runBlocks(b, domain.NewConcrete[int64](nil), 0, reds); err != nil {
		t.Fatal(err)
	}
	return reds[0]
}

// TestRecordingStopsAtHeaders checks where a recording stops at a loop
// header with no compiled loop: at a backward jump to it, and the loop
// is recorded from there at once; never where a loop is entered, which
// may be an if. Seen failing when a recording stopped only at headers
// whose counters were not 0 (a recording that left its loop unrolled
// every loop after it until trace_limit: no loop compiled), when the
// stopped-at loop was left to its next backward jump (one compiled),
// and when AtEntry stopped as AtHeader does (aborts at the if).
func TestRecordingStopsAtHeaders(t *testing.T) {
	tests := []struct {
		name string
		prog blocks
		// want at least loops compiled, and at most stops: aborts
		// for reaching a loop header with no compiled loop
		loops, stops int
	}{
		// Each recording starts in the last iteration of its loop,
		// leaves it, and stops in the next block, whose loop it
		// compiles: every other block has a loop.
		{"loops in a row", blocks{n: 100, iters: 3}, 50, 50},
		// The recording goes through the if, at every iteration.
		{"an if in a loop", blocks{n: 1, iters: 1000, ifs: true}, 1, 0},
	}
	for _, tt := range tests {
		want := newBlocks(t, tt.prog, "").interpret(t)
		for _, be := range jittest.Backends() {
			t.Run(tt.name+"/"+be, func(t *testing.T) {
				b := newBlocks(t, tt.prog, "threshold=2,min_payoff=0,trace_limit=300,backend="+be)
				if got := b.interpret(t); got != want {
					t.Fatalf("JIT: acc %d, interpreter %d", got, want)
				}
				st := b.jit.Stats()
				stops := 0
				for _, r := range st.AbortReasons {
					if strings.HasPrefix(r.Reason, "reaches a loop header") {
						stops += r.Count
					} else if r.Reason != "the program ends" {
						t.Errorf("aborted %d times: %s", r.Count, r.Reason)
					}
				}
				t.Logf("%d loops, %d stops at headers", st.Loops, stops)
				if st.Loops < tt.loops || stops > tt.stops {
					t.Errorf("%d loops, %d stops at headers; want at least %d, at most %d", st.Loops, stops, tt.loops, tt.stops)
				}
			})
		}
	}
}
