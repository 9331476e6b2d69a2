package minipy

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// TestCommand runs the binary's command line in-process.
func TestCommand(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	prog := write("prog.py", "import sys\nimport helper\nprint(sys.argv[1:], helper.twice(21))\n")
	write("helper.py", "def twice(x):\n    return 2 * x\n")
	bad := write("bad.py", "x = (1,\n")
	fail := write("fail.py", "def f():\n    return y\nf()\n")
	tests := []struct {
		name           string
		args           []string
		stdin          string
		code           int
		stdout, stderr string
	}{
		{"file with args and an import", []string{prog, "a", "b"}, "", 0, "['a', 'b'] 42\n", ""},
		{"-c", []string{"-c", "import sys; print(sys.argv)", "x"}, "", 0, "['-c', 'x']\n", ""},
		{"sys.exit", []string{"-c", "import sys; sys.exit(7)"}, "", 7, "", ""},
		{"every JIT mode", []string{"--jit=off", "-c", "print(sum(range(10)))"}, "", 0, "45\n", ""},
		{"syntax error", []string{bad}, "", 1, "", "  File \"" + bad + "\", line 1\n    x = (1,\n        ^\nSyntaxError: '(' was never closed\n"},
		{"traceback", []string{fail}, "", 1, "", "Traceback (most recent call last):\n  File \"" + fail + "\", line 3, in <module>\n    f()\n  File \"" + fail + "\", line 2, in f\n    return y\nNameError: name 'y' is not defined\n"},
		{"repl", nil, "1+2\nx = 5\nfor i in range(2):\n    print(i)\n\n1/0\nx\n", 0, "3\n0\n1\n5\n",
			">>> >>> >>> ... ... >>> Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nZeroDivisionError: division by zero\n>>> >>> \n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := cli.Command(Language, tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if code != tt.code || stdout.String() != tt.stdout || stderr.String() != tt.stderr {
				t.Errorf("got %d, stdout %q, stderr %q\nwant %d, stdout %q, stderr %q",
					code, stdout.String(), stderr.String(), tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

// TestConcurrent runs one program on several machines at once.
func TestConcurrent(t *testing.T) {
	src := []byte("import sys\nn = int(sys.argv[1])\nprint(sum(i * i for i in range(n)))\n")
	langtest.Concurrent(t, Language, "c.py", src, []string{"2000"}, "2664667000\n")
}
