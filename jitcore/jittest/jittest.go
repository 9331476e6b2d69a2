package jittest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/config"
)

// Backends are the code generators available on this machine.
func Backends() []string {
	if config.DefaultBackend == "native" {
		return []string{"exec", "native"}
	}
	return []string{"exec"}
}

// LogIR is the IR text of the first n traces (loops and bridges) of the
// JIT log at path, recorded and optimized, without machine code or aborts.
func LogIR(t testing.TB, path string, n int) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	in, seen := false, 0
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "loop ") || strings.HasPrefix(line, "bridge "):
			if seen == n {
				return strings.Join(out, "\n") + "\n"
			}
			seen++
			in = true
		case in && (!strings.HasPrefix(line, "  ") || strings.HasSuffix(line, " bytes")):
			in = false // an abort, or the machine code that follows the IR
		}
		if in {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n") + "\n"
}

// Golden compares got with the file at path; with update it writes got
// there first (creating the directory).
func Golden(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}
