package syntax

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// sharedDirs are the Python programs beside the repository (../shared
// from its root) that minipy is meant to run.
var sharedDirs = []string{
	"../../../../shared/bench/minipy",
	"../../../../shared/conformance-data/python",
}

// newerPython names the shared programs written for a Python newer than
// 3.11, by a part of their file name, with what they use.
var newerPython = map[string]string{
	"tstring": "t-strings (Python 3.14)",
	"_py312":  "f-string nesting of Python 3.12",
}

// TestSharedPrograms parses every .py of the shared benchmarks and
// conformance data. Each must parse and resolve, or fail with minipy's
// "not supported" error, or be written for a newer Python. When CPython
// 3.11 is installed, each dump must also equal CPython's and each
// verdict agree with CPython's.
func TestSharedPrograms(t *testing.T) {
	var files []string
	for _, dir := range sharedDirs {
		if _, err := os.Stat(dir); err != nil {
			t.Skipf("%s is absent: no shared programs to parse", dir)
		}
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") {
				files = append(files, path)
			}
			return err
		})
	}
	cpython := tryCPythonDumps(t, files)
	var parsed, unsupported, newer, agreed int
	scopes := map[string]string{} // DumpScopes of each program that resolves
	for i, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(file, src)
		if err == nil {
			var table *SymbolTable
			if table, err = Resolve(m); err == nil {
				scopes[file] = DumpScopes(table)
			}
		}
		verdict := ""
		switch {
		case err == nil:
			parsed++
			verdict = "OK " + Dump(m)
		case strings.Contains(asSyntaxError(t, err).Msg, "not supported by minipy"):
			unsupported++
		case newerFeature(file) != "":
			newer++
		default:
			t.Errorf("%s: %v", file, err)
		}
		if cpython == nil {
			continue
		}
		switch want := cpython[i]; {
		case verdict == want || verdict == "" && strings.HasPrefix(want, "ERR"):
			agreed++
		case verdict == "":
			// We reject what CPython accepts: reported above unless the
			// program uses a feature minipy leaves out.
		case strings.HasPrefix(want, "ERR"):
			t.Errorf("%s: CPython rejects it (%s), we accept it", file, want)
		default:
			t.Errorf("%s: our dump differs from CPython's", file)
		}
	}
	t.Logf("%d programs: %d parsed, %d use features minipy leaves out, %d are for a newer Python", len(files), parsed, unsupported, newer)
	if cpython != nil {
		t.Logf("CPython 3.11 agrees on %d (identical trees or both reject); the other %d use features minipy leaves out", agreed, len(files)-agreed)
		t.Logf("symbol tables identical to CPython's: %d of %d", compareScopes(t, scopes), len(scopes))
	}
}

// compareScopes checks each program's scopes against CPython's symtable
// module and returns how many are identical.
func compareScopes(t *testing.T, scopes map[string]string) int {
	files := make([]string, 0, len(scopes))
	for f := range scopes {
		files = append(files, f)
	}
	sort.Strings(files)
	out, err := exec.Command(cpython311(t), append([]string{"-c", scopesScript}, files...)...).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	wants := strings.Split(string(out), "== ")[1:]
	if len(wants) != len(files) {
		t.Fatalf("python3 printed %d tables for %d files", len(wants), len(files))
	}
	same := 0
	for i, file := range files {
		want := strings.TrimPrefix(wants[i], file+"\n")
		if scopes[file] != want {
			t.Errorf("%s: scopes differ from CPython's\n%s", file, lineDiff(scopes[file], want))
			continue
		}
		same++
	}
	return same
}

// newerFeature says what newer Python file uses, or "".
func newerFeature(file string) string {
	for part, feature := range newerPython {
		if strings.Contains(filepath.Base(file), part) {
			return feature
		}
	}
	return ""
}

// tryCPythonDumps is cpythonDumps, or nil when CPython 3.11 is absent
// (or under -short).
func tryCPythonDumps(t *testing.T, files []string) (dumps []string) {
	t.Run("cpython", func(t *testing.T) {
		dumps = cpythonDumps(t, files)
	})
	return dumps
}
