package progen

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/minipy"
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// programs are generated from random bytes, the same on every run.
func programs(n int) []string {
	r := rand.New(rand.NewSource(1))
	var out []string
	for i := 0; i < n; i++ {
		b := make([]byte, r.Intn(400))
		r.Read(b)
		out = append(out, Generate(langtest.NewChooser(b)))
	}
	return out
}

// TestGeneratedCompile checks that generated programs parse and compile.
func TestGeneratedCompile(t *testing.T) {
	for i, src := range programs(300) {
		mod, err := syntax.Parse("gen.py", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		table, err := syntax.Resolve(mod)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		if _, err := compile.Compile("gen.py", mod, table, compile.Options{}); err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
	}
}

// TestGeneratedMatchesCPython runs generated programs on CPython, the
// language they are meant to be, and on minipy: each must end without an
// uncaught exception in CPython, and minipy must print what CPython
// prints.
func TestGeneratedMatchesCPython(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed")
	}
	if testing.Short() {
		t.Skip("runs CPython 100 times")
	}
	dir := t.TempDir()
	for i, src := range programs(100) {
		file := filepath.Join(dir, "gen.py")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		want, err := exec.Command(python, file).CombinedOutput()
		if err != nil {
			t.Fatalf("program %d: %v\n%s\nprogram:\n%s", i, err, want, src)
		}
		var out bytes.Buffer
		if err := minipy.Language.Run(file, []byte(src), lang.Config{Stdout: &out}); err != nil || out.String() != string(want) {
			t.Fatalf("program %d: minipy printed\n%s(error %v)\nCPython printed\n%s\nprogram:\n%s", i, out.String(), err, want, src)
		}
	}
}
