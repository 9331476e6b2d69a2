package browsertest

import (
	"os"
	"strings"
	"testing"
)

// readingTraces is the page that reads the bf page's hottest loop.
const readingTraces = "../docs/reading-traces.md"

// TestReadingTracesExcerpts checks that the IR docs/reading-traces.md
// quotes from mandelbrot.b's hottest loop is that loop's optimized IR
// today, and that the loop is where the page says: when the JIT changes
// what it makes of the loop, the worked example must change with it.
func TestReadingTracesExcerpts(t *testing.T) {
	doc, err := os.ReadFile(readingTraces)
	if err != nil {
		t.Fatal(err)
	}
	hot := hottestLoop(mandelbrotPage(t).run)
	if !strings.Contains(hot.Where, "mandelbrot.b:67:3)") {
		t.Errorf("%s works through the loop at mandelbrot.b:67:3; the hottest loop is now at %s", readingTraces, hot.Where)
	}
	have := map[string]bool{}
	for _, op := range hot.Optimized {
		have[op.Text] = true
	}
	_, block, ok := strings.Cut(string(doc), "```ir\n")
	if !ok {
		t.Fatalf("%s has no ```ir block", readingTraces)
	}
	block, _, _ = strings.Cut(block, "```")
	for _, line := range strings.Split(strings.TrimSpace(block), "\n") {
		if !have[line] {
			t.Errorf("%s quotes %q, which loop #%d's optimized IR no longer has", readingTraces, line, hot.ID)
		}
	}
}
