package prolog

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/lang"
)

// benchDir holds the benchmark programs and their expected output (what
// SWI-Prolog 9 and GNU Prolog 1.4.5 print), outside the repository.
const benchDir = "../../../shared/bench/prolog"

// TestBenchPrograms runs each program of the shared benchmark set and
// compares its output with the expected one. They are sized to take a
// second or more on SWI-Prolog, several on this interpreter, so the test
// runs without -short only.
func TestBenchPrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("the benchmark programs take seconds each; run without -short")
	}
	files, _ := filepath.Glob(filepath.Join(benchDir, "*.pl"))
	if len(files) == 0 {
		t.Skip("no ../shared/bench/prolog here")
	}
	runOutputs(t, files)
}

// clpfdBenchDir holds the constraint puzzles of ci/bench -lang clpfd
// and what SWI-Prolog 9 prints for them, in the repository.
const clpfdBenchDir = "../../bench/clpfd"

// TestClpfdBench runs each constraint puzzle and compares its output
// with SWI-Prolog's: the same solutions, found by the same labeling.
func TestClpfdBench(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(clpfdBenchDir, "*.pl"))
	if len(files) == 0 {
		t.Fatal("no bench/clpfd programs")
	}
	runOutputs(t, files)
}

// runOutputs runs each program of files and compares what it prints with
// the .out file beside it.
func runOutputs(t *testing.T, files []string) {
	t.Helper()
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(f[:len(f)-len(".pl")] + ".out")
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := Language.Run(f, src, lang.Config{Stdout: &out}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), want) {
				t.Errorf("output differs:\n%s\nwant:\n%s", out.Bytes(), want)
			}
		})
	}
}
