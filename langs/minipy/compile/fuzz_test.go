package compile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// FuzzCompile compiles whatever the front end accepts: no input
// panics, every error is a compile *Error, and the code keeps the
// invariants the interpreter and the JIT rely on.
func FuzzCompile(f *testing.F) {
	for _, pattern := range []string{"testdata/*.py", "../syntax/testdata/corpus/*.py"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(string(src))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := syntax.Parse("f.py", []byte(src))
		if err != nil {
			return
		}
		table, err := syntax.Resolve(m)
		if err != nil {
			return
		}
		code, err := Compile("f.py", m, table, Options{})
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if err := checkInvariants(code); err != nil {
			t.Fatal(err)
		}
	})
}
