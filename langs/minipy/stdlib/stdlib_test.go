package stdlib_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/minipy"
	"github.com/microjit/microjit/langs/minipy/vm"
)

// TestModules runs each testdata/*.py and compares what it prints with
// the .out beside it, which CPython 3.11 printed
// (python3 NAME.py > NAME.out 2>&1).
func TestModules(t *testing.T) {
	files, err := filepath.Glob("testdata/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out")
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			code := cli.Command(minipy.Language, []string{f}, strings.NewReader(""), &out, &out)
			if code != 0 {
				t.Errorf("exit status %d", code)
			}
			if got := out.String(); got != string(want) {
				t.Errorf("output differs\n%s", lineDiff(string(want), got))
			}
		})
	}
}

// TestRegistered checks that the modules of lib/ and of the Go packages
// are registered under their names.
func TestRegistered(t *testing.T) {
	have := map[string]bool{}
	for _, n := range vm.RegisteredModules() {
		have[n] = true
	}
	for _, n := range []string{"sys", "math", "time", "random", "_collections", "collections", "functools", "itertools", "bisect"} {
		if !have[n] {
			t.Errorf("module %s is not registered", n)
		}
	}
}

// lineDiff shows the first lines that differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var x, y string
		if i < len(w) {
			x = w[i]
		}
		if i < len(g) {
			y = g[i]
		}
		if x != y {
			b.WriteString("want: " + x + "\n got: " + y + "\n")
			if n++; n > 8 {
				break
			}
		}
	}
	return b.String()
}
