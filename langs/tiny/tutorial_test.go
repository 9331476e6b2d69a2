package tiny

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
)

// tutorial is the page that builds this language step by step, and
// calls the page that adds functions.
const (
	tutorial = "../../docs/new-language.md"
	calls    = "../../docs/new-language-calls.md"
)

// excerpt is a fenced block of Go or tiny in the tutorial.
var excerpt = regexp.MustCompile("(?s)```(go|tiny)\n(.*?)```")

// TestTutorialExcerpts checks that every Go and tiny excerpt of the
// tutorial appears verbatim in this package's source or examples, so the
// page cannot drift from the code.
func TestTutorialExcerpts(t *testing.T) {
	for _, page := range []string{tutorial, calls} {
		checkExcerpts(t, page)
	}
}

// checkExcerpts checks the Go and tiny excerpts of the page at path.
func checkExcerpts(t *testing.T, tutorial string) {
	page, err := os.ReadFile(tutorial)
	if err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	for _, pattern := range []string{"*.go", "cmd/*/*.go", "examples/*.tiny"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src.Write(b)
		}
	}
	blocks := excerpt.FindAllStringSubmatch(string(page), -1)
	if len(blocks) < 6 {
		t.Fatalf("%s has %d Go and tiny excerpts; the tutorial has more", tutorial, len(blocks))
	}
	for _, b := range blocks {
		if !strings.Contains(src.String(), b[2]) {
			t.Errorf("%s: this %s excerpt is not in langs/tiny's source:\n%s", tutorial, b[1], b[2])
		}
	}
}

// command is a fenced block of a command's output in a tutorial page.
var command = regexp.MustCompile("(?s)```text\n\\$ tiny ([^\n]*)\n(.*?)```")

// TestTutorialOutputs runs each "$ tiny ARGS" command of the functions
// page and checks that its output (standard output, standard error,
// then the --jit-log file) has the lines the page shows, in order; a
// line "..." stands for lines left out.
func TestTutorialOutputs(t *testing.T) {
	page, err := os.ReadFile(calls)
	if err != nil {
		t.Fatal(err)
	}
	blocks := command.FindAllStringSubmatch(string(page), -1)
	if len(blocks) < 4 {
		t.Fatalf("%s has %d command outputs; it has more", calls, len(blocks))
	}
	for _, b := range blocks {
		args := strings.Fields(b[1])
		var log string
		for i, a := range args {
			if name, ok := strings.CutPrefix(a, "--jit-log="); ok {
				log = filepath.Join(t.TempDir(), name)
				args[i] = "--jit-log=" + log
			}
		}
		var stdout, stderr strings.Builder
		cli.Command(Language, args, strings.NewReader(""), &stdout, &stderr)
		out := stdout.String() + stderr.String()
		if log != "" {
			data, err := os.ReadFile(log)
			if err != nil {
				t.Fatal(err)
			}
			out += string(data)
		}
		lines := strings.Split(out, "\n")
		for _, want := range strings.Split(strings.TrimSuffix(b[2], "\n"), "\n") {
			if want == "..." {
				continue
			}
			for len(lines) > 0 && lines[0] != want {
				lines = lines[1:]
			}
			if len(lines) == 0 {
				t.Errorf("$ tiny %s: the output has no line %q here (in order)", b[1], want)
				break
			}
			lines = lines[1:]
		}
	}
}
