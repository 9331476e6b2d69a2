package browsertest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/jitview"
	"github.com/microjit/microjit/langs/bf"
)

// Sizes of the large page: the bar.
const (
	largeTraces   = 20000
	maxLargeBytes = 50 << 20
)

// smallLoops is a bf program of n blocks, each a loop around an inner
// loop: with threshold=2 each block compiles one loop (its inner loop
// is a multiplication, no loop of its own) and aborts one recording.
func smallLoops(n int) string {
	return strings.Repeat(">+++[>+++[->+<]<-]>>[-]<[-]<", n)
}

// largeRun is a run of largeTraces traces: a real run of a bf program of
// many small loops, its traces copied until there are largeTraces (a
// real run of that many takes the JIT 20 s to log; the copies have their
// own numbers and locations, and compress no better than new traces,
// being a chunk of bodies apart).
func largeRun(t *testing.T) *jitview.Run {
	t.Helper()
	file := filepath.Join(t.TempDir(), "loops.b")
	if err := os.WriteFile(file, []byte(smallLoops(2000)), 0o644); err != nil {
		t.Fatal(err)
	}
	base := makePage(t, bf.Language, file, "threshold=2,min_payoff=0").run
	if len(base.Traces) < 500 {
		t.Fatalf("the run made %d traces", len(base.Traces))
	}
	r := &jitview.Run{Title: "20,000 traces", Backend: base.Backend, Params: base.Params, Stats: base.Stats, Sources: base.Sources}
	step := 0
	for _, tr := range base.Traces {
		step = max(step, tr.ID)
	}
	for c := 0; len(r.Traces) < largeTraces; c++ {
		suffix := fmt.Sprintf(" [copy %d]", c)
		shift := func(id int) int {
			if id == 0 {
				return 0
			}
			return id + c*step
		}
		for _, tr := range base.Traces {
			if len(r.Traces) == largeTraces {
				break
			}
			tr.ID, tr.From.Trace, tr.JumpsTo = shift(tr.ID), shift(tr.From.Trace), shift(tr.JumpsTo)
			tr.Where += suffix
			tr.Guards = append([]jitview.Guard(nil), tr.Guards...)
			for k := range tr.Guards {
				tr.Guards[k].Where += suffix
				tr.Guards[k].Bridge = shift(tr.Guards[k].Bridge)
			}
			for _, ops := range []*[]jitview.Op{&tr.Recorded, &tr.Optimized} {
				*ops = append([]jitview.Op(nil), *ops...)
				for k := range *ops {
					if (*ops)[k].Where != "" {
						(*ops)[k].Where += suffix
					}
				}
			}
			r.Traces = append(r.Traces, tr)
			if err := r.Pack(); err != nil {
				t.Fatal(err)
			}
		}
		for _, a := range base.Aborts {
			a.Where += suffix
			r.Aborts = append(r.Aborts, a)
		}
	}
	return r
}

// Test20000Traces writes the page of a run of 20,000 traces, checks its
// size, and opens it in Chromium: the figures of the issue (the load
// time, from navigation to the page's first render, is logged, not
// asserted).
func Test20000Traces(t *testing.T) {
	if jittest.Race {
		t.Skip("the page of 20,000 traces is measured without the race detector (ci/test)")
	}
	r := largeRun(t)
	var buf bytes.Buffer
	if err := jitview.Write(&buf, r); err != nil {
		t.Fatal(err)
	}
	size := buf.Len()
	if size > maxLargeBytes {
		t.Errorf("the page of %d traces is %.1f MB, more than %d MB", len(r.Traces), float64(size)/(1<<20), maxLargeBytes>>20)
	}
	path := filepath.Join(t.TempDir(), "large.html")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t)
	b.open(t, path)
	ready := eval[float64](t, b, `window.jitviewReady`)
	rows := eval[int](t, b, `document.querySelectorAll('#traces tr.row').length`)
	t.Logf("%d traces: page %.1f MB (%d bytes per trace), ready %.0f ms after navigation, %d rows rendered",
		len(r.Traces), float64(size)/(1<<20), size/len(r.Traces), ready, rows)
	if rows == 0 || rows >= len(r.Traces) {
		t.Errorf("%d rows rendered at first: the list is not lazy", rows)
	}
	// A trace whose body is in the last chunk opens too.
	last := r.Traces[len(r.Traces)-1]
	b.do(t, "open the last trace", chromedp.Evaluate[chromedp.Void](fmt.Sprintf("location.hash = '#t%d'", last.ID)))
	b.heading(t, fmt.Sprintf("%s #%d", last.Kind, last.ID))
	b.checkConsole(t)
}
