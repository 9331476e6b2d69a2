package jitcore

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
)

// TestCompileRejectsMalformedRecording checks that a recorded trace that
// does not verify is never compiled, whichever passes run: the driver
// verifies it itself only when the optimizer fails or does not run.
func TestCompileRejectsMalformedRecording(t *testing.T) {
	for _, opts := range []string{"all", "none", "fold:dce", "peel"} {
		t.Run(opts, func(t *testing.T) {
			p := config.DefaultParams()
			p.Backend = "exec"
			if err := p.Set("enable_opts=" + opts); err != nil {
				t.Fatal(err)
			}
			d, err := NewDriver(config.Options{Params: p}, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			tr := &ir.Trace{Kind: ir.Loop, Name: "malformed", Inputs: []ir.Type{ir.Int}}
			in := tr.Add(ir.Op{Code: ir.OpInput, Type: ir.Int})
			tr.Add(ir.Op{Code: ir.OpLabel, Args: []ir.Value{in}})
			// An add of a value defined after it, carried round the loop.
			sum := tr.Add(ir.Op{Code: ir.OpAdd, Type: ir.Int, Args: []ir.Value{in, 4}})
			tr.Add(ir.Op{Code: ir.OpAdd, Type: ir.Int, Args: []ir.Value{sum, tr.Const(ir.Int, 1)}})
			tr.Add(ir.Op{Code: ir.OpJump, Args: []ir.Value{4}})
			if tr.Verify() == nil {
				t.Fatalf("the test's trace verifies:\n%s", tr)
			}
			var out *ir.Trace
			if _, err := d.compile(tr, &out); err == nil || !strings.Contains(err.Error(), "malformed") {
				t.Errorf("compiling a malformed recording: %v, want an error that says it is malformed", err)
			}
		})
	}
}
