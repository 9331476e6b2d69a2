package vm

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRun runs arbitrary programs: whatever they do, the interpreter
// ends with their output or a Python exception, never a Go panic. Runs
// are bounded in steps and memory.
func FuzzRun(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.py")
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	for _, s := range []string{
		"x = [1, 2]\nx.append(x)\nprint(x, {1: x})\n",
		"def g():\n    yield from g()\nlist(g())\n",
		"class A(list):\n    def __len__(self):\n        return -1\nlen(A())\n",
		"print(int('9' * 5000))\n",
		"import random\nrandom.seed(1)\nprint(random.random())\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		code, err := Compile("fuzz.py", []byte(src), false)
		if err != nil {
			return
		}
		var out bytes.Buffer
		v, err := New(Config{Argv: []string{"fuzz.py"}, MaxHeapBytes: 64 << 20, MaxSteps: 100000}, strings.NewReader(""), &out)
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("panic running %q: %v", src, r)
			}
		}()
		v.RunMain("fuzz.py", []byte(src), code)
	})
}
