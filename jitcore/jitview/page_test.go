package jitview

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// sampleRun is a run of a loop and its bridge whose source, IR and
// locations hold what a page must not let through as markup or as a
// reference: tags, quotes, script ends, URLs.
func sampleRun() *Run {
	loc := func(line, col int) string { return fmt.Sprintf("pc %d op (prog.src:%d:%d)", line*10+col, line, col) }
	return &Run{
		Title:   `prog.src <script>`,
		Backend: "native", Params: "{Threshold:1039}",
		Stats: []string{"jit: loops 1, functions 0, bridges 1", "jit: trace time 1ms, compile time 2ms (3µs per op)"},
		Traces: []Trace{
			{ID: 1, Kind: KindLoop, Where: loc(1, 2), Entries: 3, Arrivals: 3000, CodeBytes: 120, CompileTime: 250 * time.Microsecond,
				Recorded: []Op{{Text: "i0 = input 0"}, {Text: "label i0", Where: loc(1, 2)},
					{Text: "i2 = new m0 0x13", Where: loc(1, 2), Snapshot: "[pc 12: i0]", Removed: true},
					{Text: `guard_true i2`, Where: loc(2, 1), Snapshot: `[pc 21 </script><a href="http://x">: i0]`}},
				Optimized: []Op{{Text: "i0 = input 0"}, {Text: "label i0"}, {Text: "guard_true i0", Where: loc(2, 1), Snapshot: "[pc 21: i0 ; v0 = new m0 0x13 (i0)]"}},
				Entry:     []Op{{Text: "i0 = input 0"}},
				Code:      "  40  48 8b 97 c0 01 00 00   mov rdx, qword ptr [rdi+0x1c0]\n",
				Guards:    []Guard{{Op: 2, Where: loc(2, 1), Reason: "branch: ne i1, 0 is true", Exits: 200, Bridge: 2}}},
			{ID: 2, Kind: KindBridge, Where: loc(2, 1), From: GuardRef{Trace: 1, Op: 2}, JumpsTo: 1, Arrivals: 2800,
				Recorded: []Op{{Text: "i0 = input 0"}}, Optimized: []Op{{Text: "i0 = input 0"}}},
		},
		Aborts:  []Abort{{Kind: KindBridge, Where: loc(2, 1), From: GuardRef{Trace: 1, Op: 2}, Reason: "trace too long", Ops: 6001}},
		Events:  []Event{{Kind: "paused", Text: "compiling did not pay"}, {Kind: "blacklisted", Where: loc(1, 2), Text: "after 3 aborts"}},
		Caches:  []CacheSite{{Where: loc(2, 1), State: "polymorphic", Entries: []CacheEntry{{Shape: 3, Hits: 90}, {Shape: 4, Hits: 10}}}},
		Sources: []Source{{Name: "prog.src", Text: "x = 1\n<script src=\"http://example.com/a.js\"></script> // href='//x'\n"}},
	}
}

func writePage(t *testing.T, r *Run) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, r); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestPageRoundTrip reads back what Write wrote: every field of the run
// reaches the page.
func TestPageRoundTrip(t *testing.T) {
	page := writePage(t, sampleRun())
	got, err := ReadPage(page)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(sampleRun(), got, cmpopts.EquateEmpty(), cmpopts.IgnoreUnexported(Run{}, Trace{})); d != "" {
		t.Errorf("read back (-wrote +read):\n%s", d)
	}
}

// externalRE matches a src or href attribute that leaves the page.
var externalRE = regexp.MustCompile(`(?i)\b(src|href)\s*=\s*["']?\s*(https?:|//|[a-z][a-z0-9+.-]*://)`)

// TestNoExternalReferences checks that a page refers to nothing outside
// itself, even when the program's source and locations hold markup.
func TestNoExternalReferences(t *testing.T) {
	page := writePage(t, sampleRun())
	if m := externalRE.FindAll(page, -1); len(m) > 0 {
		t.Errorf("the page refers outside itself: %q", m)
	}
	if !externalRE.MatchString(`<script src="http://example.com/a.js">`) || !externalRE.MatchString(`<a href='//x'>`) {
		t.Fatal("externalRE does not match external references")
	}
	// The markup the run's strings hold is data, never markup.
	for _, tag := range []string{"<script src=", `<a href="http`} {
		if bytes.Contains(page, []byte(tag)) {
			t.Errorf("the page holds %q", tag)
		}
	}
	if n := bytes.Count(page, []byte("</script>")); n != 1+len(sampleRun().Sources)+2 {
		t.Errorf("%d script ends: a string of the run closed a script element", n)
	}
	if !bytes.Contains(page, []byte("<title>prog.src &lt;script&gt; — jitview</title>")) {
		t.Error("the title is not escaped")
	}
}

// TestPackDropsText checks that a packed trace keeps no text of its own
// but writes the same page.
func TestPackDropsText(t *testing.T) {
	r := sampleRun()
	want := writePage(t, sampleRun())
	if err := r.Pack(); err != nil {
		t.Fatal(err)
	}
	for _, tr := range r.Traces {
		if tr.Recorded != nil || tr.Optimized != nil || tr.Code != "" || tr.chunk == 0 {
			t.Errorf("trace #%d keeps its text after Pack", tr.ID)
		}
	}
	if got := writePage(t, r); !bytes.Equal(got, want) {
		t.Error("a run with packed traces writes another page")
	}
}

// TestChunks packs enough traces for several chunks, adding them one at
// a time as the driver does, and reads them all back.
func TestChunks(t *testing.T) {
	var r, want Run
	for id := 1; id <= 3000; id++ {
		tr := Trace{ID: id, Kind: KindLoop, Where: fmt.Sprintf("pc %d (p.b:1:%d)", id, id%80+1), Arrivals: int64(id),
			Optimized: []Op{{Text: "i0 = input 0"}, {Text: fmt.Sprintf("guard_true i%d", id), Where: "pc 1 (p.b:1:1)", Snapshot: "[pc 1: i0]"}},
			Code:      strings.Repeat(fmt.Sprintf("  %x  48 8b 97 c0 01 00 00   mov rdx, qword ptr [rdi+0x1c0]\n", id), 20)}
		want.Traces = append(want.Traces, tr)
		r.Traces = append(r.Traces, tr)
		if err := r.Pack(); err != nil {
			t.Fatal(err)
		}
	}
	if len(r.packing.chunks) < 2 {
		t.Fatalf("%d chunks: the test packs too little", len(r.packing.chunks))
	}
	got, err := ReadPage(writePage(t, &r))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want.Traces, got.Traces, cmpopts.EquateEmpty(), cmpopts.IgnoreUnexported(Trace{})); d != "" {
		t.Errorf("read back (-wrote +read):\n%s", d)
	}
}

func TestPosition(t *testing.T) {
	tests := []struct {
		where string
		want  Pos
		ok    bool
	}{
		{"pc 17 [ (mandelbrot.b:3:5)", Pos{"mandelbrot.b", 3, 5}, true},
		{"pc 186 move+mul (/work/shared/bench/bf/mandelbrot.b:16:4)", Pos{"/work/shared/bench/bf/mandelbrot.b", 16, 4}, true},
		{"pc 47 PICK (examples/polymorphic.tlc:76:5)", Pos{"examples/polymorphic.tlc", 76, 5}, true},
		{"f in prog.py:12", Pos{"prog.py", 12, 0}, true},
		{"append/3 clause 2 (lists.pl:40)", Pos{"lists.pl", 40, 0}, true},
		{"inlined a.x:1:2 into (b.x:7:9)", Pos{"b.x", 7, 9}, true},
		{`C:\src\x.b:4:1`, Pos{`C:\src\x.b`, 4, 1}, true},
		{"pc 12 (end)", Pos{}, false},
		{"pc 3", Pos{}, false},
		{"x.b:0:1", Pos{}, false},
		{"", Pos{}, false},
	}
	for _, tt := range tests {
		got, ok := Position(tt.where)
		if ok != tt.ok || got != tt.want {
			t.Errorf("Position(%q) = %+v, %v; want %+v, %v", tt.where, got, ok, tt.want, tt.ok)
		}
	}
}

// TestReadSources reads the files the locations name, once each, and
// leaves out those it cannot read or that are too large.
func TestReadSources(t *testing.T) {
	r := sampleRun()
	r.Sources = nil
	r.Traces[1].Where = "pc 1 (other.src:1:1)"
	r.Aborts[0].Where = "pc 9 (big.src:1:1)"
	var asked []string
	r.ReadSources(func(name string) ([]byte, error) {
		asked = append(asked, name)
		switch name {
		case "prog.src":
			return []byte("x\n"), nil
		case "big.src":
			return make([]byte, MaxSourceBytes+1), nil
		}
		return nil, fmt.Errorf("no %s", name)
	})
	if want := []string{"big.src", "other.src", "prog.src"}; !cmp.Equal(asked, want) {
		t.Errorf("asked for %q, want %q", asked, want)
	}
	if want := []Source{{"prog.src", "x\n"}}; !cmp.Equal(r.Sources, want) {
		t.Errorf("sources %+v, want %+v", r.Sources, want)
	}
}

// TestPageTemplate checks that the page template has every part Write
// fills in, and that the script reads the ids Write writes.
func TestPageTemplate(t *testing.T) {
	for _, part := range []string{"{{title}}", "{{css}}", "{{data}}", "{{js}}"} {
		if !strings.Contains(pageHTML, part) {
			t.Errorf("page.html has no %s", part)
		}
	}
	for _, id := range []string{"'" + runID + "'", "'" + chunkID + "'", "'" + fileID + "'"} {
		if !strings.Contains(viewJS, id) {
			t.Errorf("view.js does not read %s", id)
		}
	}
}
