package progen

import (
	"errors"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// programs are generated from random bytes, the same on every run.
func programs(n int) []string {
	r := rand.New(rand.NewSource(1))
	var out []string
	for i := 0; i < n; i++ {
		b := make([]byte, r.Intn(300))
		r.Read(b)
		out = append(out, Generate(langtest.NewChooser(b)))
	}
	return out
}

// TestGeneratedRead checks that generated programs read without a
// syntax error.
func TestGeneratedRead(t *testing.T) {
	for i, src := range programs(300) {
		r := syntax.NewReader(strings.NewReader(src), syntax.DefaultOps(), syntax.Flags{})
		for {
			res, err := r.Read()
			var se *syntax.SyntaxError
			if errors.As(err, &se) {
				t.Fatalf("program %d:%d:%d: %s\n%s", i, se.Pos.Line, se.Pos.Col, se.Desc, src)
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.Term == term.EndOfFile {
				break
			}
		}
	}
}

// TestGeneratedRunOnGNU checks that generated programs end, on GNU
// Prolog, with main succeeding and no uncaught error.
func TestGeneratedRunOnGNU(t *testing.T) {
	gprolog, err := exec.LookPath("gprolog")
	if err != nil {
		t.Skip("gprolog is not installed (apt-get install gprolog)")
	}
	if testing.Short() {
		t.Skip("runs GNU Prolog 100 times")
	}
	dir := t.TempDir()
	for i, src := range programs(100) {
		file := filepath.Join(dir, "gen.pl")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(gprolog, "--consult-file", file).CombinedOutput()
		if err != nil || strings.Contains(string(out), "uncaught(") || strings.Contains(string(out), "main_failed") ||
			strings.Contains(string(out), "warning") {
			t.Fatalf("program %d: %v\n%s\nprogram:\n%s", i, err, out, src)
		}
	}
}
