package jitcore

import (
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
)

// TestIdle checks that a loop header is idle once its recordings have
// aborted max_aborts times, and not before.
func TestIdle(t *testing.T) {
	p := config.DefaultParams()
	p.Backend = "exec"
	if err := p.Set("threshold=1,max_aborts=2"); err != nil {
		t.Fatal(err)
	}
	d, err := NewDriver(config.Options{Params: p}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var s Site
	for i := range 2 {
		if d.Idle(&s) {
			t.Fatalf("idle after %d aborts, want after 2", i)
		}
		if !d.Hot(&s) {
			t.Fatalf("not hot after %d aborts", i)
		}
		d.RecordLoop(&s, "loop", []ir.Type{ir.Int}, []int64{0}, nil).Abandon("not traced")
	}
	if !d.Idle(&s) || d.Hot(&s) {
		t.Errorf("after 2 aborts: idle %v, hot %v; want idle, never hot", d.Idle(&s), d.Hot(&s))
	}
}
