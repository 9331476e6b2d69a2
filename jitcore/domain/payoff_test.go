package domain_test

import (
	"fmt"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jittest"
)

// TestMinRunRetires runs halves's loop for two iterations at a time,
// thousands of times: each entry of its compiled code runs an iteration
// and leaves at the guard n > 0, whose bridge cannot be recorded (the
// program ends there, and so its recording is abandoned). With
// Lang.MinRun above what those runs spend, the loop is entered until
// those hopeless runs are 64 and then no more; the answers are the
// interpreter's either way.
func TestMinRunRetires(t *testing.T) {
	const calls = 4000
	for _, b := range jittest.Backends() {
		for _, minRun := range []int{0, 8} {
			t.Run(fmt.Sprintf("%s/minrun=%d", b, minRun), func(t *testing.T) {
				h := &halves{half: 0}
				opts := config.Options{Params: config.DefaultParams()}
				if err := opts.Params.Set("threshold=2,trace_eagerness=2,backend=" + b); err != nil {
					t.Fatal(err)
				}
				jit, err := domain.NewLoops(opts, nil, domain.Lang{
					File: "halves", Size: 3, Memory: domain.NoMemory{}, MinRun: minRun,
					At:     func(pc int) (string, int, int) { return fmt.Sprint("op", pc), 1, pc + 1 },
					Record: func(d *domain.Recording, pc int, reds []ir.Value) (int, error) { return run(h, d, pc, reds) },
				})
				if err != nil {
					t.Fatal(err)
				}
				defer jit.Close()
				h.jit = jit
				for range calls {
					if got, err := h.interpret(3); err != nil || got != 3 {
						t.Fatalf("interpret(3): %d, %v; want 3", got, err)
					}
				}
				st := jit.Stats()
				if st.Loops != 1 {
					t.Fatalf("%d loops compiled, want 1", st.Loops)
				}
				switch {
				case minRun == 0 && st.Entries < calls-10:
					t.Errorf("entered %d times, want about %d", st.Entries, calls)
				case minRun > 0 && st.Entries > 70:
					t.Errorf("entered %d times: not retired after 64 hopeless runs", st.Entries)
				}
			})
		}
	}
}
