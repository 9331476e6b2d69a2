package jitlog

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/jitview"
)

func TestIndent(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"a", "    a\n"},
		{"a\n", "    a\n"},
		{"a\nb\n", "    a\n    b\n"},
		{"a\n\n", "    a\n    \n"},
	} {
		if got := Indent(tt.in); got != tt.want {
			t.Errorf("Indent(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestNilLog checks that no log takes every call and writes nothing.
func TestNilLog(t *testing.T) {
	var l *Log
	l.Printf("x %d", 1)
	l.Block("h", "t")
	if l.Enabled() || l.Close() != nil {
		t.Error("a nil Log is enabled or fails to close")
	}
	var b strings.Builder
	l = New(&b)
	l.Printf("trace %d\n", 7)
	l.Block("optimized:", "op\n")
	if want := "trace 7\n  -- optimized:\n    op\n"; b.String() != want || !l.Enabled() || l.Close() != nil {
		t.Errorf("log has %q, want %q", b.String(), want)
	}
}

// TestStatsWrite checks the lines that depend on the backend and on the
// JIT having stopped.
func TestStatsWrite(t *testing.T) {
	for _, tt := range []struct {
		s         Stats
		has, hasn []string
	}{
		{Stats{Backend: "exec"}, []string{"jit: backend exec\n", "jit: flexswitches 0 with 0 cases\n"}, []string{"left to the executor", "stopped"}},
		{Stats{Backend: "native", Fallbacks: true, ExecFallbacks: 3, Switches: 1, SwitchCases: 2},
			[]string{"memory native code may not touch) 3\n", "jit: flexswitches 1 with 2 cases\n"}, []string{"stopped"}},
		{Stats{Stopped: "code memory full", Memory: Memory{Traces: 2, IR: 10}}, []string{"jit: stopped compiling: code memory full\n", "(per trace 5, 0, 0, 0)"}, []string{"by phase"}},
		{Stats{OpsCompiled: 1000, Phases: []Phase{{"record", 3 * time.Millisecond}, {"fold", 500 * time.Microsecond}, {"lower", 2 * time.Millisecond}}},
			[]string{"jit: time by phase, in all and per op compiled:\njit:   record 3ms (3µs) fold 500µs (500ns) lower 2ms (2µs)\n"}, nil},
		{Stats{Aborts: 6, AbortReasons: []AbortReason{{"too long", 6, []AbortSite{{"a", 3}, {"b", 1}, {"c", 1}, {"d", 1}}}}},
			[]string{"jit:   aborted 6 times: too long (3 at a; 1 at b; 1 at c; and 1 other site)\n"}, nil},
	} {
		var b strings.Builder
		tt.s.Write(&b)
		for _, h := range tt.has {
			if !strings.Contains(b.String(), h) {
				t.Errorf("%+v: no %q in\n%s", tt.s, h, b.String())
			}
		}
		for _, h := range tt.hasn {
			if strings.Contains(b.String(), h) {
				t.Errorf("%+v: %q in\n%s", tt.s, h, b.String())
			}
		}
	}
}

// TestPageLog checks that a log whose file ends in .html is a page, not
// text, and that an event reaches the text log as a line.
func TestPageLog(t *testing.T) {
	dir := t.TempDir()
	page, err := Create(filepath.Join(dir, "run.HTML"))
	if err != nil {
		t.Fatal(err)
	}
	if page.Enabled() || page.Page() == nil {
		t.Errorf("a .html log: text %v, page %v", page.Enabled(), page.Page() != nil)
	}
	page.Event("paused", "compiling did not pay")
	if ev := page.Page().events; len(ev) != 1 || ev[0].Kind != "paused" || ev[0].Text != "compiling did not pay" {
		t.Errorf("page events %+v", ev)
	}
	var b strings.Builder
	text := New(&b)
	text.Event("stopped", "code memory full")
	if want := "\nJIT stopped: code memory full\n"; b.String() != want || text.Page() != nil {
		t.Errorf("text log has %q, want %q", b.String(), want)
	}
	var none *Log
	none.Event("stopped", "x")
	if none.Page() != nil {
		t.Error("no log has a page")
	}
}

// TestLocationPosition checks that the page finds the source position
// in every location Location prints.
func TestLocationPosition(t *testing.T) {
	p, ok := jitview.Position(Location(17, "BR_COND", "dir/prog.tlc", 12, 5))
	if want := (jitview.Pos{File: "dir/prog.tlc", Line: 12, Col: 5}); !ok || p != want {
		t.Errorf("position %+v, %v; want %+v", p, ok, want)
	}
	if _, ok := jitview.Position(End(30)); ok {
		t.Error("the end of a program has a source position")
	}
}

// TestLocation checks Location's text, which logs, pages and abort
// counts print, against the format it stands for.
func TestLocation(t *testing.T) {
	for _, c := range []struct {
		pc, line, col int
		op, file      string
	}{
		{0, 1, 1, "add", "a.b"},
		{17, 12, 5, "BR_COND", "dir/prog.tlc"},
		{1234567890, 9876543, 123456789, "move+jz", ""},
		{-1, 0, -3, "", "x"},
	} {
		got := Location(c.pc, c.op, c.file, c.line, c.col)
		if want := fmt.Sprintf("pc %d %s (%s:%d:%d)", c.pc, c.op, c.file, c.line, c.col); got != want {
			t.Errorf("Location = %q, want %q", got, want)
		}
	}
}
