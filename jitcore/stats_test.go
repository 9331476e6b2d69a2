package jitcore

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// memory is a test language's memory: one region.
type memory struct{ regions [][]byte }

func (m *memory) Regions() [][]byte { return m.regions }

// TestExecFallbacksInStats runs a native loop over rawmem memory and over
// Go memory, which native code may not touch: the backend runs it in the
// executor instead, and --jit-stats must say so.
func TestExecFallbacksInStats(t *testing.T) {
	if config.DefaultBackend != "native" {
		t.Skip("no native backend here")
	}
	raw, err := rawmem.Alloc(1)
	if err != nil {
		t.Fatal(err)
	}
	defer rawmem.Free(raw)
	for _, tt := range []struct {
		name   string
		region []byte
		want   int
	}{
		{"rawmem", raw, 0},
		{"go memory", make([]byte, 1), 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.region[0] = 1
			mem := &memory{regions: [][]byte{tt.region}}
			d, err := NewDriver(config.Options{Params: config.DefaultParams()}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			s := compileAddLoop(t, d, mem)
			if ex := d.Run(s.Loop, []int64{1}, mem, 0); ex.Frames[0].Slots[0] != 10 {
				t.Fatalf("the loop exited with r0 = %d, want 10", ex.Frames[0].Slots[0])
			}
			if got := d.Stats().ExecFallbacks; got != tt.want {
				t.Errorf("Stats().ExecFallbacks = %d, want %d", got, tt.want)
			}
			var b strings.Builder
			d.WriteStats(&b)
			if want := fmt.Sprintf("runs left to the executor (memory native code may not touch) %d\n", tt.want); !strings.Contains(b.String(), want) {
				t.Errorf("--jit-stats lacks %q:\n%s", want, b.String())
			}
		})
	}
}

// TestPhasesInStats compiles a loop on each backend and checks that
// --jit-stats splits the time by phase: recording, verifying, every
// optimizer pass that ran, and, on the native backend, its own steps.
func TestPhasesInStats(t *testing.T) {
	backends := []string{"exec"}
	if config.DefaultBackend == "native" {
		backends = append(backends, "native")
	}
	for _, be := range backends {
		t.Run(be, func(t *testing.T) {
			raw, err := rawmem.Alloc(1)
			if err != nil {
				t.Fatal(err)
			}
			defer rawmem.Free(raw)
			raw[0] = 1
			mem := &memory{regions: [][]byte{raw}}
			p := config.DefaultParams()
			p.Backend = be
			d, err := NewDriver(config.Options{Params: p}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			compileAddLoop(t, d, mem)
			// The forward passes run as one walk, timed as one.
			want := []string{"record", "verify", "fold+cse+heapcache+widen+bounds", "dce"}
			if be == "native" {
				want = append(want, "check", "regalloc", "lower", "install", "attach")
			}
			var got []string
			for _, ph := range d.Stats().Phases {
				got = append(got, ph.Name)
			}
			for _, w := range want {
				if !slices.Contains(got, w) {
					t.Errorf("phases %v lack %q", got, w)
				}
			}
			var b strings.Builder
			d.WriteStats(&b)
			if !strings.Contains(b.String(), "jit: time by phase") || !strings.Contains(b.String(), " fold+cse+heapcache+widen+bounds ") {
				t.Errorf("--jit-stats lacks the split by phase:\n%s", b.String())
			}
		})
	}
}

// compileAddLoop records and compiles the loop "while r0 < 10: r0 +=
// m0[0]" on d, over mem, and returns its Site.
func compileAddLoop(t *testing.T, d *Driver, mem ir.Memory) *Site {
	t.Helper()
	s := new(Site)
	rec := d.RecordLoop(s, "loop", []ir.Type{ir.Int}, []int64{0}, mem)
	r0 := rec.Input(0)
	rec.Begin(ir.Frame{Greens: []int64{0}, Where: "loop", Slots: []ir.Value{r0}})
	rec.Branch(rec.Op(ir.OpLt, r0, rec.Const(10)))
	r0 = rec.Op(ir.OpAdd, r0, rec.Load8U(0, rec.Const(0), 0))
	if !rec.AtHeader(s, r0) || s.Loop == nil {
		t.Fatalf("the loop did not compile: %q", rec.Aborted())
	}
	return s
}
