package jitcore

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/opt"
)

// TestTwinGuardsShareBridges runs the tiny language's loop unrolled
// (opt.Unroll) with a branch on r0 & 5, which changes on even and on
// odd iterations, so that it fails in both copies of the body. The two
// copies of its guard are twins: a bridge is attached to both, the loop
// grows no more bridges than without unrolling, and the registers come
// out as the interpreter leaves them.
func TestTwinGuardsShareBridges(t *testing.T) {
	want := tiny{n: 5000, mask: 5}
	want.interpret()
	var noUnroll []string
	for _, name := range opt.Names() {
		if name != "unroll" {
			noUnroll = append(noUnroll, name)
		}
	}
	backends := []string{"exec"}
	if config.DefaultBackend == "native" {
		backends = append(backends, "native")
	}
	for _, backend := range backends {
		run := func(opts string) jitlog.Stats {
			p := config.DefaultParams()
			p.Backend = backend
			if err := p.Set("threshold=50,trace_eagerness=20,enable_opts=" + opts); err != nil {
				t.Fatal(err)
			}
			d, err := NewDriver(config.Options{Params: p}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			m := tiny{n: 5000, mask: 5, d: d}
			m.interpret()
			if m.r != want.r {
				t.Fatalf("%s, enable_opts=%s: registers %v, interpreter gave %v", backend, opts, m.r, want.r)
			}
			return d.Stats()
		}
		plain, unrolled := run(strings.Join(noUnroll, ":")), run("all")
		if unrolled.SharedBridges == 0 {
			t.Errorf("%s: no bridge shared by twin guards: %+v", backend, unrolled)
		}
		if unrolled.Bridges > plain.Bridges {
			t.Errorf("%s: %d bridges unrolled, %d without unrolling", backend, unrolled.Bridges, plain.Bridges)
		}
		t.Logf("%s: plain %+v\nunrolled %+v", backend, plain, unrolled)
	}
}
