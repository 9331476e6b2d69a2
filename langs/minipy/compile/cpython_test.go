package compile

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// cpython311 returns the path of CPython 3.11, or skips the test.
func cpython311(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: no comparison with CPython")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: nothing to compare with")
	}
	out, err := exec.Command(python, "-c", "import sys; print(sys.version_info[:2] == (3, 11))").Output()
	if err != nil || !bytes.Equal(bytes.TrimSpace(out), []byte("True")) {
		t.Skip("python3 is not CPython 3.11")
	}
	return python
}

// namesScript prints, for each file CPython compiles, a line "== FILE"
// and one line per code object in the format of dumpNames.
const namesScript = `
import sys, types, warnings
warnings.simplefilter("ignore")
def dump(c):
    print("%s %d: %s | %s | %s" % (c.co_qualname, c.co_firstlineno, " ".join(c.co_varnames),
          " ".join(c.co_cellvars), " ".join(c.co_freevars)))
    for k in c.co_consts:
        if isinstance(k, types.CodeType):
            dump(k)
for f in sys.argv[1:]:
    print("== " + f)
    try:
        dump(compile(open(f, encoding="utf-8").read(), f, "exec"))
    except Exception as e:
        print("ERR")
`

// dumpNames writes, for code and each code object inside it, its
// qualified name, first line, locals, cells and free variables.
func dumpNames(b *strings.Builder, c *Code) {
	fmt.Fprintf(b, "%s %d: %s | %s | %s\n", c.QualName, c.FirstLine, strings.Join(c.Varnames, " "),
		strings.Join(c.Cellvars, " "), strings.Join(c.Freevars, " "))
	for _, k := range c.Consts {
		if k, ok := k.(*Code); ok {
			dumpNames(b, k)
		}
	}
}

// TestNamesMatchCPython compares every code object's qualified name,
// first line, varnames, cellvars and freevars with CPython's, over the
// golden programs and the shared ones, when CPython 3.11 is installed.
func TestNamesMatchCPython(t *testing.T) {
	python := cpython311(t)
	files, _ := filepath.Glob("testdata/*.py")
	for _, dir := range sharedDirs {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") {
				files = append(files, path)
			}
			return nil
		})
	}
	out, err := exec.Command(python, append([]string{"-c", namesScript}, files...)...).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	wants := strings.Split(string(out), "== ")[1:]
	if len(wants) != len(files) {
		t.Fatalf("python3 printed %d dumps for %d files", len(wants), len(files))
	}
	compared := 0
	for i, file := range files {
		want := strings.TrimPrefix(wants[i], file+"\n")
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		code, err := compileSource(file, string(src))
		if err != nil || want == "ERR\n" {
			continue // rejected: TestSharedPrograms judges that
		}
		var b strings.Builder
		dumpNames(&b, code)
		if got := b.String(); got != want {
			t.Errorf("%s: code objects differ from CPython's\ngot:\n%swant:\n%s", file, got, want)
		}
		compared++
	}
	t.Logf("%d programs compared with CPython", compared)
}
