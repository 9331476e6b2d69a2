package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/jitview"
)

// TestConvert turns testdata/loop.log (tiny's examples/loop.tiny, logged
// by `tiny --jit-log=loop.log`) into a page and reads it back.
func TestConvert(t *testing.T) {
	out := filepath.Join(t.TempDir(), "loop.html")
	if err := convert("testdata/loop.log", out); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	r, err := jitview.ReadPage(page)
	if err != nil {
		t.Fatal(err)
	}
	if r.Backend != "native" || len(r.Traces) != 1 {
		t.Fatalf("backend %q, %d traces", r.Backend, len(r.Traces))
	}
	loop := r.Traces[0]
	if loop.Kind != jitview.KindLoop || loop.Where != "pc 6 lt (examples/loop.tiny:6:7)" || loop.Arrivals != -1 {
		t.Errorf("trace %+v", loop)
	}
	if len(loop.Guards) == 0 || len(loop.Optimized) <= len(loop.Recorded)/2 || !strings.Contains(loop.Code, "jmp") {
		t.Errorf("%d guards, %d ops recorded, %d optimized, code %q", len(loop.Guards), len(loop.Recorded), len(loop.Optimized), loop.Code)
	}
	for _, g := range loop.Guards {
		if !strings.HasPrefix(g.Reason, "branch: ") || !strings.Contains(g.Where, "loop.tiny:") {
			t.Errorf("guard %+v", g)
		}
	}
	if err := convert("testdata/loop.log", "testdata/loop.log"); err == nil {
		t.Error("convert wrote over the log")
	}
}
