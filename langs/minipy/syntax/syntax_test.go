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

var update = flag.Bool("update", false, "rewrite the golden .ast and .scopes files of testdata/corpus")

// corpusFiles lists the programs of testdata/corpus.
func corpusFiles(t *testing.T) []string {
	files, err := filepath.Glob("testdata/corpus/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	return files
}

// TestCorpusGolden parses each corpus program and compares its dump and
// its scopes with the golden NAME.ast and NAME.scopes beside it (written
// by -update, and checked against CPython by TestDumpMatchesCPython and
// TestScopesMatchCPython).
func TestCorpusGolden(t *testing.T) {
	for _, file := range corpusFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			checkGolden(t, strings.TrimSuffix(file, ".py")+".ast", dumpFile(t, file))
			m, err := Parse(file, mustRead(t, file))
			if err != nil {
				t.Fatal(err)
			}
			table, err := Resolve(m)
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, strings.TrimSuffix(file, ".py")+".scopes", DumpScopes(table))
		})
	}
}

// checkGolden compares got with the golden file, or rewrites it under
// -update.
func checkGolden(t *testing.T, golden, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want := string(mustRead(t, golden)); got != want {
		t.Errorf("%s differs:\n%s", golden, lineDiff(got, want))
	}
}

func mustRead(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func dumpFile(t *testing.T, file string) string {
	t.Helper()
	m, err := Parse(file, mustRead(t, file))
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

// cpython311 finds python3 and checks that it is 3.11, or skips. The
// comparisons with CPython run only without -short: starting CPython
// takes seconds on a loaded machine, and the tables they check are
// themselves tested in -short.
func cpython311(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: no comparison with CPython")
	}
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
