package domain_test

import (
	"os"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
)

// TestOpenRecordingRail: a recording instance that returns while its
// recording is open is refused (a panic in tests); production abandons
// that recording, logs it, and keeps compiling: the loop is compiled at
// a later try. Without the rail the driver would wait for the open
// recording forever, and compile nothing more.
func TestOpenRecordingRail(t *testing.T) {
	open := true
	newHalves := func(log string) *halves {
		h := &halves{half: 300}
		opts := config.Options{Params: config.DefaultParams(), LogPath: log}
		opts.Params.Backend = "exec"
		if err := opts.Params.Set("threshold=2"); err != nil {
			t.Fatal(err)
		}
		jit, err := domain.NewLoops(opts, nil, domain.Lang{File: "halves", Size: 3, Memory: domain.NoMemory{},
			At: func(pc int) (string, int, int) { return "op", 1, pc + 1 },
			Record: func(d *domain.Recording, pc int, reds []domain.Value) (int, error) {
				if open {
					return pc, nil // returns at once: the recording is open
				}
				return run(h, d, pc, reds)
			}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { jit.Close() })
		h.jit = jit
		return h
	}
	if !domain.Panics(func() { newHalves("").interpret(1000) }, "returned with the recording of") {
		t.Fatal("a recording left open did not panic in a test")
	}
	domain.Lax(t)
	log := t.TempDir() + "/log"
	h := newHalves(log)
	want, _ := (&halves{half: 300}).interpret(3) // one recording
	if got, err := h.interpret(3); err != nil || got != want {
		t.Fatalf("interpreted %d, %v; want %d", got, err, want)
	}
	if st := h.jit.Stats(); st.Aborts != 1 || st.Loops != 0 {
		t.Fatalf("after the open recording: %d aborts, %d loops; want 1, 0", st.Aborts, st.Loops)
	}
	open = false
	want, _ = (&halves{half: 300}).interpret(1000)
	if got, err := h.interpret(1000); err != nil || got != want {
		t.Fatalf("interpreted %d, %v; want %d", got, err, want)
	}
	if st := h.jit.Stats(); st.Loops != 1 {
		t.Errorf("%d loops compiled after the broken rail, want 1: the JIT stopped", st.Loops)
	}
	h.jit.Close()
	b, _ := os.ReadFile(log)
	if want := "broken rail: the recording instance returned with the recording of #1 at pc 0 op (halves:1:1) open"; !strings.Contains(string(b), want) {
		t.Errorf("the log does not say %q:\n%s", want, b)
	}
}
