package browsertest

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/jitview"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/bf"
	"github.com/microjit/microjit/langs/toyvm"
)

// callRE matches a call's function name.
var callRE = regexp.MustCompile(`\b(call(?:_pure)?) [^ (]+\(`)

// TestTextLogPage reads the text logs of mandelbrot.b's and
// polymorphic.tlc's runs back as pages (what cmd/jitview does) and
// compares them with the pages the same runs write: the same traces,
// IR, guards and what they check, bridges, aborts. Only the counters and
// the recorded ops' positions, which a text log does not keep, and the
// code, which counts arrivals only in the page's run, differ.
func TestTextLogPage(t *testing.T) {
	t.Run("bf", func(t *testing.T) { compareTextLog(t, mandelbrotPage(t), bf.Language, mandelbrot) })
	t.Run("toyvm", func(t *testing.T) {
		compareTextLog(t, polymorphicPage(t), toyvm.Language, polymorphic, polymorphicArgs...)
	})
}

// compareTextLog runs file in l with a text log and compares what
// ReadText reads from it with page, the page of the same run.
func compareTextLog(t *testing.T, page *page, l *lang.Language, file string, args ...string) {
	want := page.run
	path := filepath.Join(t.TempDir(), "run.log")
	runLogged(t, l, file, "", path, args...)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	read, err := jitlog.ReadText(f)
	if err != nil {
		t.Fatal(err)
	}
	var html bytes.Buffer // ReadText packs its traces: read them back from its page
	if err := jitview.Write(&html, read); err != nil {
		t.Fatal(err)
	}
	got, err := jitview.ReadPage(html.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Traces) != len(want.Traces) || len(got.Traces) == 0 {
		t.Fatalf("the text log has %d traces, the page %d", len(got.Traces), len(want.Traces))
	}
	ignore := []cmp.Option{
		cmpopts.IgnoreFields(jitview.Trace{}, "Entries", "Arrivals", "CodeBytes", "CompileTime", "Code"),
		cmpopts.IgnoreFields(jitview.Guard{}, "Exits", "Shared"),
		cmpopts.IgnoreUnexported(jitview.Trace{}), cmpopts.EquateEmpty(),
	}
	for i := range want.Traces {
		w, g := want.Traces[i], got.Traces[i]
		for _, tr := range []*jitview.Trace{&w, &g} {
			for k := range tr.Recorded { // marks in the page; a text log places only guards, by their snapshots
				tr.Recorded[k].Where = ""
			}
			for _, ops := range [][]jitview.Op{tr.Recorded, tr.Optimized, tr.Entry} {
				for k := range ops { // a text log names the functions a trace calls by number
					ops[k].Text = callRE.ReplaceAllString(ops[k].Text, "$1 f(")
				}
			}
		}
		for k := range w.Guards { // a text log knows the bridges recorded from a guard, not those shared
			if w.Guards[k].Shared {
				w.Guards[k].Bridge = 0
			}
		}
		if d := cmp.Diff(w, g, ignore...); d != "" {
			t.Fatalf("trace #%d (-page +text log):\n%s", w.ID, d)
		}
		if g.Code == "" {
			t.Errorf("trace #%d has no listing", g.ID)
		}
	}
	if d := cmp.Diff(want.Aborts, got.Aborts, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("aborts (-page +text log):\n%s", d)
	}
}
