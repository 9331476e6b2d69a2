package browsertest

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitview"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/bf"
	"github.com/microjit/microjit/langs/toyvm"
)

// mandelbrot is the bf benchmark the bf page shows, from ../shared;
// polymorphic the toyvm example the toyvm page shows, and its arguments.
var (
	mandelbrot      = filepath.Join("..", "..", "shared", "bench", "bf", "mandelbrot.b")
	polymorphic     = filepath.Join("..", "langs", "toyvm", "examples", "polymorphic.tlc")
	polymorphicArgs = []string{"20000"}
)

// pagesDir holds the pages the tests make, once per test binary.
var pagesDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "jitview-pages")
	if err != nil {
		panic(err)
	}
	pagesDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// page is a page written by a run, and the run read back from it.
type page struct {
	path string
	html []byte
	run  *jitview.Run
}

// makePage runs file in l, with the JIT parameters params and its log
// written as a page, and reads the page back.
func makePage(t testing.TB, l *lang.Language, file, params string, args ...string) *page {
	t.Helper()
	p := &page{path: filepath.Join(pagesDir, l.Name+"-"+filepath.Base(file)+".html")}
	runLogged(t, l, file, params, p.path, args...)
	var err error
	if p.html, err = os.ReadFile(p.path); err != nil {
		t.Fatal(err)
	}
	if p.run, err = jitview.ReadPage(p.html); err != nil {
		t.Fatal(err)
	}
	return p
}

// runLogged runs file (by its absolute path, which the locations name)
// in l with the JIT parameters params and its log written to log.
func runLogged(t testing.TB, l *lang.Language, file, params, log string, args ...string) {
	t.Helper()
	abs, err := filepath.Abs(file)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(abs)
	if err != nil {
		t.Fatal(err)
	}
	jit := config.DefaultParams()
	if err := jit.Set(params); err != nil {
		t.Fatal(err)
	}
	if err := l.Run(abs, src, lang.Config{Args: args, JIT: config.Options{Params: jit, LogPath: log}}); err != nil {
		t.Fatalf("%s %s: %v", l.Name, file, err)
	}
}

var (
	bfOnce, toyOnce sync.Once
	bfPage, toyPage *page
)

// mandelbrotPage is the page of bf's mandelbrot.b (made once).
func mandelbrotPage(t testing.TB) *page {
	t.Helper()
	if _, err := os.Stat(mandelbrot); err != nil {
		t.Skip("no ../shared/bench/bf/mandelbrot.b here")
	}
	bfOnce.Do(func() { bfPage = makePage(t, bf.Language, mandelbrot, "") })
	if bfPage == nil {
		t.Fatal("the bf page could not be made")
	}
	return bfPage
}

// polymorphicPage is the page of toyvm's polymorphic.tlc (made once): a
// loop whose send sees three classes, with bridges off its guards.
func polymorphicPage(t testing.TB) *page {
	t.Helper()
	toyOnce.Do(func() {
		toyPage = makePage(t, toyvm.Language, polymorphic, "", polymorphicArgs...)
	})
	if toyPage == nil {
		t.Fatal("the toyvm page could not be made")
	}
	return toyPage
}

// externalRE matches a src or href attribute that leaves the page: a URL
// with a scheme, or one that starts with //.
var externalRE = regexp.MustCompile(`(?i)\b(src|href)\s*=\s*["']?\s*(//|[a-z][a-z0-9+.-]*:)`)

// selfRefRE matches the references a page may make to itself: an empty
// data: favicon and #fragments.
var selfRefRE = regexp.MustCompile(`(?i)\bhref\s*=\s*["']?data:,`)

// TestNoExternalReferences greps the pages of the bf and toyvm runs for
// references outside themselves.
func TestNoExternalReferences(t *testing.T) {
	if !externalRE.MatchString(`<script src="http://example.com/x.js">`) || !externalRE.MatchString(`<link href='//cdn/x.css'>`) {
		t.Fatal("externalRE misses external references")
	}
	for _, p := range []*page{mandelbrotPage(t), polymorphicPage(t)} {
		for _, m := range externalRE.FindAllIndex(p.html, -1) {
			ref := p.html[m[0]:min(len(p.html), m[1]+20)]
			if !selfRefRE.Match(ref) {
				t.Errorf("%s refers outside itself: %q", filepath.Base(p.path), ref)
			}
		}
		if bytes.Contains(p.html, []byte("@import")) || bytes.Contains(p.html, []byte("url(")) {
			t.Errorf("%s loads a style or an image", filepath.Base(p.path))
		}
	}
}

// TestPagesShowTheRun checks what the bf and toyvm pages hold, without a
// browser: loops with counted iterations, bridges linked to their guards,
// recorded ops placed in the program's source, which is in the page.
func TestPagesShowTheRun(t *testing.T) {
	for _, p := range []*page{mandelbrotPage(t), polymorphicPage(t)} {
		r := p.run
		name := filepath.Base(p.path)
		hot := hottestLoop(r)
		if hot == nil || hot.Arrivals <= 0 {
			t.Fatalf("%s: no loop counted iterations", name)
		}
		if len(r.Sources) != 1 || !bytes.Contains([]byte(r.Sources[0].Text), []byte("\n")) {
			t.Errorf("%s: sources %d, want the program's", name, len(r.Sources))
		}
		placed := 0
		for _, op := range hot.Recorded {
			if pos, ok := jitview.Position(op.Where); ok && pos.File == r.Sources[0].Name && pos.Line > 0 {
				placed++
			}
		}
		if placed*2 < len(hot.Recorded) {
			t.Errorf("%s: %d of %d recorded ops of the hottest loop have a source position", name, placed, len(hot.Recorded))
		}
		if _, _, ok := guardWithBridge(r, hot); !ok {
			t.Errorf("%s: no guard of the hottest loop #%d has a bridge", name, hot.ID)
		}
	}
	// toyvm keeps inline caches: its send of three classes is polymorphic.
	poly := false
	for _, c := range polymorphicPage(t).run.Caches {
		poly = poly || strings.Contains(c.Where, "SEND") && c.State == "polymorphic" && len(c.Entries) == 3
	}
	if !poly {
		t.Errorf("the toyvm page has no polymorphic send among its caches: %+v", polymorphicPage(t).run.Caches)
	}
}

// hottestLoop is the loop of r that iterated most.
func hottestLoop(r *jitview.Run) *jitview.Trace {
	var hot *jitview.Trace
	for i := range r.Traces {
		t := &r.Traces[i]
		if t.Kind == jitview.KindLoop && (hot == nil || t.Arrivals > hot.Arrivals) {
			hot = t
		}
	}
	return hot
}

// guardWithBridge finds a guard of t whose failures go to a bridge that
// was recorded from it, and that bridge.
func guardWithBridge(r *jitview.Run, t *jitview.Trace) (jitview.Guard, *jitview.Trace, bool) {
	for _, g := range t.Guards {
		if g.Bridge == 0 || g.Shared {
			continue
		}
		for i := range r.Traces {
			if b := &r.Traces[i]; b.ID == g.Bridge {
				return g, b, true
			}
		}
	}
	return jitview.Guard{}, nil, false
}
