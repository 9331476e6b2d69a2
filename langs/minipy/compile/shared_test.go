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

// TestSharedPrograms compiles every shared .py that the front end
// accepts: each must compile, or fail with a compile *Error (never a
// panic); the counts are logged.
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
	var compiled, rejectedByParser, compileErrors int
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
			compileErrors++
			t.Errorf("%s: %v", file, e)
		default:
			rejectedByParser++
		}
	}
	t.Logf("%d programs: %d compiled, %d rejected by the front end, %d compile errors",
		len(files), compiled, rejectedByParser, compileErrors)
}
