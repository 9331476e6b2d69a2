package tiny

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// tutorial is the page that builds this language step by step.
const tutorial = "../../docs/new-language.md"

// excerpt is a fenced block of Go or tiny in the tutorial.
var excerpt = regexp.MustCompile("(?s)```(go|tiny)\n(.*?)```")

// TestTutorialExcerpts checks that every Go and tiny excerpt of the
// tutorial appears verbatim in this package's source or examples, so the
// page cannot drift from the code.
func TestTutorialExcerpts(t *testing.T) {
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
	if len(blocks) < 10 {
		t.Fatalf("%s has %d Go and tiny excerpts; the tutorial has more", tutorial, len(blocks))
	}
	for _, b := range blocks {
		if !strings.Contains(src.String(), b[2]) {
			t.Errorf("%s: this %s excerpt is not in langs/tiny's source:\n%s", tutorial, b[1], b[2])
		}
	}
}
