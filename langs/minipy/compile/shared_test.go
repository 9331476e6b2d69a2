package compile

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sharedDirs are the Python programs beside the repository (../shared
// from its root) that minipy is meant to run.
var sharedDirs = []string{
	"../../../../shared/bench/minipy",
	"../../../../shared/conformance-data/python",
}

// compilerRejects names the shared programs that CPython 3.11's
// compiler (not its parser) rejects, with its message.
var compilerRejects = map[string]string{
	"micropython/basics/try_except_break.py": "too many statically nested blocks",
}

// TestSharedPrograms compiles every shared .py that the front end
// accepts: each must compile, with the invariants checkInvariants
// states, unless CPython's compiler rejects it too; the counts are
// logged.
func TestSharedPrograms(t *testing.T) {
	var files []string
	for _, dir := range sharedDirs {
		if _, err := os.Stat(dir); err != nil {
			t.Skipf("%s is absent: no shared programs to compile", dir)
		}
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") {
				files = append(files, path)
			}
			return err
		})
	}
	var compiled, rejectedByParser, rejectedAsCPython int
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		code, err := compileSource(file, string(src))
		switch e := err.(type) {
		case nil:
			compiled++
			if err := checkInvariants(code); err != nil {
				t.Errorf("%s: %v", file, err)
			}
		case *Error:
			if want := rejectedBy(file); want != "" && e.Msg == want {
				rejectedAsCPython++
				continue
			}
			t.Errorf("%s: %v", file, e)
		default:
			rejectedByParser++
		}
	}
	t.Logf("%d programs: %d compiled, %d rejected by the front end, %d rejected by the compiler as by CPython's",
		len(files), compiled, rejectedByParser, rejectedAsCPython)
}

// rejectedBy returns CPython's compile error for file, or "".
func rejectedBy(file string) string {
	for suffix, msg := range compilerRejects {
		if strings.HasSuffix(filepath.ToSlash(file), "/"+suffix) {
			return msg
		}
	}
	return ""
}
