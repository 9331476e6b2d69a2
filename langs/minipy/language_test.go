package minipy

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/lang"
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
		{"traceback", []string{fail}, "", 1, "", "Traceback (most recent call last):\n  File \"" + fail + "\", line 3, in <module>\n    f()\n  File \"" + fail + "\", line 2, in f\n    return y\n           ^\nNameError: name 'y' is not defined\n"},
		{"repl", nil, "1+2\nx = 5\nfor i in range(2):\n    print(i)\n\n1/0\nx\n", 0, "3\n0\n1\n5\n",
			">>> >>> >>> ... ... >>> Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nZeroDivisionError: division by zero\n>>> >>> \n"},
		// as python3 -i: a block the input ends in runs; a syntax error
		// is reported at the line that makes it, and the next line is a
		// statement of its own; sys.stderr is the session's stderr
		{"repl block at EOF", nil, "for i in range(3):\n    print(i)", 0, "0\n1\n2\n", ">>> ... ... \n>>> \n"},
		{"repl after a syntax error", nil, "for x in y z:\n  pass\nprint(5)\n", 0, "5\n",
			">>>   File \"<stdin>\", line 1\n    for x in y z:\n               ^\nSyntaxError: invalid syntax\n>>>   File \"<stdin>\", line 1\n    pass\nIndentationError: unexpected indent\n>>> >>> \n"},
		// def g(: is wrong at its colon, not unfinished: CPython's
		// "invalid syntax" there, and print(1) runs
		{"repl after an open bracket", nil, "def g(:\nprint(1)\n", 0, "1\n",
			">>>   File \"<stdin>\", line 1\n    def g(:\n          ^\nSyntaxError: invalid syntax\n>>> >>> \n"},
		{"repl statements and blocks", nil, "x = (1,\n2)\nx\nif 1:\n  print(1)\n print(2)\nprint(3)\n", 0, "(1, 2)\n3\n",
			">>> ... >>> >>> ... ...   File \"<stdin>\", line 3\n    print(2)\n            ^\nIndentationError: unindent does not match any outer indentation level\n>>> >>> \n"},
		{"repl stderr", nil, "import sys\nprint(\"e\", file=sys.stderr)\n", 0, "", ">>> >>> e\n>>> \n"},
		{"sys.stderr", []string{"-c", "import sys; print('out'); print('err', file=sys.stderr)"}, "", 0, "out\n", "err\n"},
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

// TestHostSurvives runs programs that used to end their Go host (a stack
// overflow or an out-of-memory in Go is fatal, not a panic) beside
// ordinary runs through the embedding API: each ends with its Python
// exception, and the others finish.
func TestHostSurvives(t *testing.T) {
	benign := []byte("print(sum(i * i for i in range(20000)))\n")
	const want = "2666466670000\n"
	for _, hostile := range []langtest.Kind{
		{Src: "l = []; l.append(l); m = []; m.append(m); print(l == m)\n", Want: lang.KindRuntime},
		{Src: "a = []; b = []\nfor i in range(1000000): a = [a]; b = [b]\nprint(a == b)\n", Want: lang.KindRuntime},
		{Src: "t = ()\nfor i in range(1000000): t = (t,)\nprint(repr(t))\n", Want: lang.KindRuntime},
		{Src: "x = []\nwhile True: x.append(x)\n", Args: []string{"--max-heap=50000000"}, Want: lang.KindRuntime},
		{Src: "print('x'.ljust(10**12))\n", Want: lang.KindRuntime},
	} {
		langtest.HostSurvives(t, Language, "hostile.py", hostile, benign, want)
	}
}

func TestMain(m *testing.M) {
	langtest.Child(Language)
	os.Exit(m.Run())
}

// TestManyRuns runs 40 programs at once through the embedding API in 4
// GB of address space (each heap used to reserve 2 GiB up front, and 33
// of the 40 failed to start).
func TestManyRuns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "many.py")
	if err := os.WriteFile(file, []byte("x = [str(i) for i in range(100000)]\nprint(len(x))\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	langtest.ManyRuns(t, Language, 40, 4_000_000, file, "100000\n")
}

// TestStderr: sys.stderr is Config.Stderr (or nothing), never the
// process's stderr.
func TestStderr(t *testing.T) {
	langtest.Stderr(t, Language, "e.py", "import sys\nprint('out')\nprint('err', file=sys.stderr)\nsys.stderr.write('more\\n')\n", "out\n", "err\nmore\n")
}

// fullWriter is a standard output on a full disk.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) {
	return 0, &fs.PathError{Op: "write", Path: "/dev/full", Err: syscall.ENOSPC}
}

// Through the embedding API, output that cannot be written at the end
// is Run's error whatever way the program ends: KindIO, CPython's
// message and status (120).
func TestRunFullDisk(t *testing.T) {
	for _, src := range []string{"print('hello')", "import sys\nprint('hello'); sys.exit(0)", "print('hello'); raise SystemExit", "print('hello'); exit()"} {
		err := Language.Run("full.py", []byte(src), lang.Config{Stdout: fullWriter{}})
		e, ok := errors.AsType[*lang.Error](err)
		want := "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\nOSError: [Errno 28] No space left on device"
		if !ok || e.Kind != lang.KindIO || e.ExitStatus() != 120 || err.Error() != want {
			t.Errorf("%q: Run = %v (%#v); want KindIO, status 120, %q", src, err, err, want)
		}
	}
}
