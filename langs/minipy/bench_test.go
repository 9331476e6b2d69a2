package minipy

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
)

// benchDir holds the benchmark programs with CPython's outputs, and
// microBenchDir the repository's micro-benchmarks (ci/bench runs both).
const (
	benchDir      = "../../../shared/bench/minipy"
	microBenchDir = "../../bench/minipy"
)

// TestBenchPrograms runs every benchmark program and micro-benchmark with
// the interpreter (the standard library registered, as the binary has it)
// and compares its output with CPython's. The programs take seconds each,
// so -short skips them.
func TestBenchPrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("the benchmark programs take about 40 s in all")
	}
	micro, _ := filepath.Glob(filepath.Join(microBenchDir, "*.py"))
	if len(micro) == 0 {
		t.Fatalf("no micro-benchmarks in %s", microBenchDir)
	}
	files, _ := filepath.Glob(filepath.Join(benchDir, "*.py"))
	if len(files) == 0 {
		t.Log("no ../shared/bench/minipy beside the repository: the micro-benchmarks only")
	}
	for _, f := range append(files, micro...) {
		name := filepath.Base(filepath.Dir(f)) + "/" + strings.TrimSuffix(filepath.Base(f), ".py")
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
			if err != nil {
				t.Skip("no expected output")
			}
			var stdout, stderr bytes.Buffer
			if code := cli.Command(Language, []string{"--jit=off", f}, strings.NewReader(""), &stdout, &stderr); code != 0 {
				t.Fatalf("exit status %d: %s", code, stderr.String())
			}
			if got := stdout.String(); got != string(want) {
				t.Errorf("output differs from CPython's at line %d", firstDiffLine(string(want), got))
			}
		})
	}
}

// firstDiffLine is the number of the first line where got and want
// differ.
func firstDiffLine(want, got string) int {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range min(len(w), len(g)) {
		if w[i] != g[i] {
			return i + 1
		}
	}
	return min(len(w), len(g)) + 1
}
