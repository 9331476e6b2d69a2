package vm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchDir holds the benchmark programs with CPython's outputs, and
// microBenchDir the repository's micro-benchmarks (ci/bench runs both).
const (
	benchDir      = "../../../../shared/bench/minipy"
	microBenchDir = "../../../bench/minipy"
)

// TestBenchPrograms runs every benchmark program and micro-benchmark and
// compares its output with CPython's. The programs take seconds each, so
// -short skips them.
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
	files = append(files, micro...)
	for _, f := range files {
		name := filepath.Base(filepath.Dir(f)) + "/" + strings.TrimSuffix(filepath.Base(f), ".py")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
			if err != nil {
				t.Skip("no expected output")
			}
			got, errText := runSource(t, string(src))
			if errText != "" {
				t.Fatalf("error: %s", errText)
			}
			if got != string(want) {
				t.Errorf("output differs\n%s", lineDiff(string(want), got))
			}
		})
	}
}
