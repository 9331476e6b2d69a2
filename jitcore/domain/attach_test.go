package domain_test

import (
	"os"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
)

// escaper is a loop over n whose body says, every time, that a frame
// escapes: a recording must stop there.
func escaper[V, C any, D domain.Domain[V, C]](jit *domain.Loops, d D, reds []V) error {
	for !d.Done() {
		if d.Tracing() {
			d.Begin(domain.FrameAt(jit, 0, reds...))
		}
		if !d.Branch(d.Gt(reds[0], d.Const(0))) {
			d.Abandon("the loop ends")
			return nil
		}
		domain.Escapes(d, "the program inspects its frame")
		if d.Done() {
			return nil
		}
		reds[0] = d.Sub(reds[0], d.Const(1))
		if _, err := domain.Header(jit, d, 0, reds); err != nil {
			return err
		}
	}
	return nil
}

// TestEscapes: a recording that reaches an escaping frame is abandoned
// with the reason, and nothing is compiled; the interpreter is not
// affected.
func TestEscapes(t *testing.T) {
	log := t.TempDir() + "/log"
	opts := config.Options{Params: config.DefaultParams(), LogPath: log}
	opts.Params.Backend = "exec"
	if err := opts.Params.Set("threshold=2"); err != nil {
		t.Fatal(err)
	}
	var jit *domain.Loops
	jit, err := domain.NewLoops(opts, nil, domain.Lang{File: "esc", Size: 1, Memory: domain.NoMemory{},
		At: func(int) (string, int, int) { return "loop", 1, 1 },
		Record: func(d *domain.Recording, pc int, reds []domain.Value) (int, error) {
			return 0, escaper(jit, d, reds)
		}})
	if err != nil {
		t.Fatal(err)
	}
	reds := []int64{100}
	if err := escaper(jit, domain.NewConcrete[int64](nil), reds); err != nil || reds[0] != 0 {
		t.Fatalf("interpreted to %d, %v", reds[0], err)
	}
	st := jit.Stats()
	jit.Close()
	if st.Loops != 0 || st.Aborts == 0 {
		t.Errorf("%d loops, %d aborts; want none compiled", st.Loops, st.Aborts)
	}
	if b, _ := os.ReadFile(log); !strings.Contains(string(b), "a frame escapes: the program inspects its frame") {
		t.Errorf("the log does not say why:\n%s", b)
	}
}
