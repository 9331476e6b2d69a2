package vm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGolden runs each testdata/*.py and compares its output with the
// .out beside it, which CPython 3.11 printed (python3 NAME.py > NAME.out):
// as the interpreter runs it, and with every instruction through step
// (stepOnly), as a recording runs it.
func TestGolden(t *testing.T) {
	for _, mode := range []struct {
		name     string
		stepOnly bool
	}{{"loop", false}, {"step", true}} {
		t.Run(mode.name, func(t *testing.T) {
			stepOnly = mode.stepOnly
			defer func() { stepOnly = false }()
			eachGolden(t, runSource)
		})
	}
}

// eachGolden runs each testdata/*.py with run and compares its output
// with the .out beside it.
func eachGolden(t *testing.T, run func(t *testing.T, src string) (out, errText string)) {
	files, err := filepath.Glob("testdata/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden programs: %v", err)
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
				t.Fatal(err)
			}
			got, errText := run(t, string(src))
			if errText != "" {
				t.Fatalf("error: %s\noutput so far:\n%s", errText, got)
			}
			if got != string(want) {
				t.Errorf("output differs\n%s", lineDiff(string(want), got))
			}
		})
	}
}

// lineDiff shows the first lines that differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var x, y string
		if i < len(w) {
			x = w[i]
		}
		if i < len(g) {
			y = g[i]
		}
		if x != y {
			b.WriteString("want: " + x + "\n got: " + y + "\n")
			if n++; n > 8 {
				break
			}
		}
	}
	return b.String()
}
