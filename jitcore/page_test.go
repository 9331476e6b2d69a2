package jitcore

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/jitview"
)

// runTinyLogged runs the tiny language with an HTML log on backend and
// returns the page read back and the driver's stats.
func runTinyLogged(t *testing.T, be string, params ...string) (*jitview.Run, jitlog.Stats) {
	t.Helper()
	p := config.DefaultParams()
	p.Backend = be
	if err := p.Set(strings.Join(append([]string{"threshold=50,trace_eagerness=20"}, params...), ",")); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "run.HTML")
	d, err := NewDriver(config.Options{Params: p, LogPath: path}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := tiny{n: 5000, mask: 8, d: d}
	m.interpret()
	stats := d.Stats()
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := jitview.ReadPage(page)
	if err != nil {
		t.Fatal(err)
	}
	return r, stats
}

// TestHTMLLog checks what the page of a run says against the driver's
// own counters, and that both backends count the same.
func TestHTMLLog(t *testing.T) {
	counted := map[string][]string{} // by backend: each trace's counters
	for _, be := range jittest.Backends() {
		r, s := runTinyLogged(t, be)
		if r.Backend != be || len(r.Stats) == 0 || r.Title != "run" {
			t.Errorf("%s: backend %q, title %q, %d stats lines", be, r.Backend, r.Title, len(r.Stats))
		}
		byID := map[int]*jitview.Trace{}
		var loops, bridges int
		var entries, exits int64
		for i := range r.Traces {
			tr := &r.Traces[i]
			byID[tr.ID] = tr
			switch tr.Kind {
			case jitview.KindLoop:
				loops++
			case jitview.KindBridge:
				bridges++
			}
			entries += tr.Entries
			if tr.Arrivals <= 0 {
				t.Errorf("%s: trace #%d counted %d arrivals", be, tr.ID, tr.Arrivals)
			}
			if len(tr.Recorded) == 0 || len(tr.Optimized) == 0 || tr.CodeBytes == 0 {
				t.Errorf("%s: trace #%d has no IR or code", be, tr.ID)
			}
			if !slices.ContainsFunc(tr.Recorded, func(op jitview.Op) bool { return op.Where == "pc" }) {
				t.Errorf("%s: no recorded op of trace #%d has its position", be, tr.ID)
			}
			line := fmt.Sprintf("%s #%d entries %d arrivals %d", tr.Kind, tr.ID, tr.Entries, tr.Arrivals)
			for _, g := range tr.Guards {
				exits += g.Exits
				if g.Reason == "" || g.Where != "pc" {
					t.Errorf("%s: guard op %d of #%d: reason %q, where %q", be, g.Op, tr.ID, g.Reason, g.Where)
				}
				line += fmt.Sprintf(", guard %d: %d exits, bridge #%d", g.Op, g.Exits, g.Bridge)
			}
			counted[be] = append(counted[be], line)
		}
		if loops != s.Loops || bridges != s.Bridges || entries != int64(s.Entries) || exits != int64(s.GuardFailures) {
			t.Errorf("%s: page has %d loops, %d bridges, %d entries, %d exits; stats %+v", be, loops, bridges, entries, exits, s)
		}
		if bridges == 0 {
			t.Fatalf("%s: the run made no bridge", be)
		}
		// Every bridge names its guard, and that guard names the bridge.
		for _, tr := range r.Traces {
			if tr.Kind != jitview.KindBridge {
				continue
			}
			parent := byID[tr.From.Trace]
			if parent == nil || !slices.ContainsFunc(parent.Guards, func(g jitview.Guard) bool { return g.Op == tr.From.Op && g.Bridge == tr.ID }) {
				t.Errorf("%s: bridge #%d starts at guard op %d of #%d, which does not lead to it", be, tr.ID, tr.From.Op, tr.From.Trace)
			}
		}
	}
	if native, ok := counted["native"]; ok {
		if d := cmp.Diff(counted["exec"], native); d != "" {
			t.Errorf("native code counts differently from the executor (-exec +native):\n%s", d)
		}
	}
}

// TestHTMLLogEvents checks that the page says when and why the JIT
// stopped compiling.
func TestHTMLLogEvents(t *testing.T) {
	r, s := runTinyLogged(t, "exec", "max_trace_memory=4096")
	if s.Stopped == "" || r.Stopped != s.Stopped {
		t.Fatalf("stopped %q, the page says %q", s.Stopped, r.Stopped)
	}
	if !slices.ContainsFunc(r.Events, func(e jitview.Event) bool { return e.Kind == "stopped" && e.Text == s.Stopped }) {
		t.Errorf("events %+v lack the stop", r.Events)
	}
	if len(r.Traces) != 1 {
		t.Errorf("%d traces after the JIT stopped at the first", len(r.Traces))
	}
}

// TestNoLogNoCounting checks that without an HTML log compiled code does
// not count (its cost rule: the counters cost nothing then), and with a
// text log neither.
func TestNoLogNoCounting(t *testing.T) {
	for _, be := range jittest.Backends() {
		for _, log := range []string{"", filepath.Join(t.TempDir(), "run.log")} {
			p := config.DefaultParams()
			p.Backend = be
			if err := p.Set("threshold=50,trace_eagerness=20"); err != nil {
				t.Fatal(err)
			}
			d, err := NewDriver(config.Options{Params: p, LogPath: log}, nil)
			if err != nil {
				t.Fatal(err)
			}
			m := tiny{n: 5000, mask: 8, d: d}
			m.interpret()
			if len(d.loops) == 0 {
				t.Fatalf("%s: nothing was compiled", be)
			}
			for _, l := range d.loops {
				if n := l.Code.(backend.Counted).Arrivals(); n != 0 {
					t.Errorf("%s, log %q: loop #%d counted %d arrivals", be, log, l.Trace.ID, n)
				}
			}
			if d.page != nil {
				t.Errorf("%s, log %q: the driver keeps a page", be, log)
			}
			d.Close()
		}
	}
}
