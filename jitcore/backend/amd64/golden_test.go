//go:build linux && amd64

package amd64

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// TestGoldenListing pins the machine code of bf's [->+<] loop: fused
// compare and guard, pinned region base, fuel check, guard stub with its
// patchable jump.
func TestGoldenListing(t *testing.T) {
	be := newNative(t, Config{})
	got := compile(t, be, bfLoop()).Listing()
	path := filepath.Join("testdata", "bfloop.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("listing differs from %s (-want +got):\n%s", path, d)
	}
}
