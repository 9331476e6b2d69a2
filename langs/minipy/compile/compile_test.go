package compile

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

var update = flag.Bool("update", false, "rewrite the golden disassemblies under testdata")

// compileSource parses, resolves and compiles src.
func compileSource(file, src string) (*Code, error) {
	m, err := syntax.Parse(file, []byte(src))
	if err != nil {
		return nil, err
	}
	table, err := syntax.Resolve(m)
	if err != nil {
		return nil, err
	}
	return Compile(file, m, table, Options{})
}

func mustCompile(t *testing.T, src string) *Code {
	t.Helper()
	code, err := compileSource("t.py", src)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return code
}

// TestGolden compiles each program under testdata and compares its
// disassembly with the .dis file beside it (go test -update rewrites
// them).
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden programs: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			code, err := compileSource(filepath.Base(file), string(src))
			if err != nil {
				t.Fatal(err)
			}
			got := Disassemble(code)
			golden := strings.TrimSuffix(file, ".py") + ".dis"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(want) {
				t.Errorf("disassembly differs from %s (go test -update rewrites it):\n%s", golden, got)
			}
		})
	}
}

// asError returns err as a compile *Error.
func asError(t *testing.T, err error) *Error {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a compile error", err, err)
	}
	return e
}

func parse(t *testing.T, src string) (*syntax.Module, *syntax.SymbolTable) {
	t.Helper()
	m, err := syntax.Parse("t.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	table, err := syntax.Resolve(m)
	if err != nil {
		t.Fatal(err)
	}
	return m, table
}
