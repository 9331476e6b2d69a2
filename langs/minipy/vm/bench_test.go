package vm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchDir holds the benchmark programs with CPython's outputs.
const benchDir = "../../../../shared/bench/minipy"

// TestBenchPrograms runs every benchmark program and compares its output
// with CPython's. The programs take seconds each, so -short skips them.
func TestBenchPrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("the benchmark programs take about 30 s in all")
	}
	files, _ := filepath.Glob(filepath.Join(benchDir, "*.py"))
	if len(files) == 0 {
		t.Skip("no ../shared/bench/minipy beside the repository")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
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
