package syntax

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden .ast files of testdata/corpus")

// corpusFiles lists the programs of testdata/corpus.
func corpusFiles(t *testing.T) []string {
	files, err := filepath.Glob("testdata/corpus/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	return files
}

// TestCorpusGolden parses each corpus program and compares its dump with
// the golden NAME.ast beside it (written by -update, and checked against
// CPython by TestDumpMatchesCPython).
func TestCorpusGolden(t *testing.T) {
	for _, file := range corpusFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			got := dumpFile(t, file)
			golden := strings.TrimSuffix(file, ".py") + ".ast"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("dump differs from %s:\n got: %s\nwant: %s", golden, got, want)
			}
		})
	}
}

func dumpFile(t *testing.T, file string) string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(file, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return Dump(m) + "\n"
}

// dumpScript prints ast.dump of each file named on its command line, or
// ERR and the message for a file CPython does not accept.
const dumpScript = `
import ast, sys
for f in sys.argv[1:]:
    try:
        print("OK " + ast.dump(ast.parse(open(f, encoding="utf-8").read(), f)))
    except SyntaxError as e:
        print("ERR " + type(e).__name__ + ": " + str(e.msg))
`

// cpythonDumps runs CPython's ast module over files: one line each,
// "OK dump" or "ERR message". It skips the test when python3 is not
// CPython 3.11.
func cpythonDumps(t *testing.T, files []string) []string {
	t.Helper()
	python := cpython311(t)
	out, err := exec.Command(python, append([]string{"-c", dumpScript}, files...)...).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(files) {
		t.Fatalf("python3 printed %d lines for %d files", len(lines), len(files))
	}
	return lines
}

// cpython311 finds python3 and checks that it is 3.11, or skips.
func cpython311(t *testing.T) string {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: nothing to compare with")
	}
	out, err := exec.Command(python, "-c", "import sys; print(sys.version_info[:2] == (3, 11))").Output()
	if err != nil || !bytes.Equal(bytes.TrimSpace(out), []byte("True")) {
		t.Skip("python3 is not CPython 3.11")
	}
	return python
}

// TestDumpMatchesCPython checks the corpus dumps against CPython's own
// ast.dump when CPython 3.11 is installed.
func TestDumpMatchesCPython(t *testing.T) {
	files := corpusFiles(t)
	want := cpythonDumps(t, files)
	for i, file := range files {
		got := "OK " + strings.TrimSuffix(dumpFile(t, file), "\n")
		if got != want[i] {
			t.Errorf("%s: dump differs from CPython's:\n  ours: %s\ncpython: %s", file, got, want[i])
		}
	}
}

// asSyntaxError checks that err is a *SyntaxError and returns it.
func asSyntaxError(t testing.TB, err error) *SyntaxError {
	t.Helper()
	var se *SyntaxError
	if !errors.As(err, &se) || se != err {
		t.Fatalf("error %v (%T) is not a *SyntaxError", err, err)
	}
	return se
}
