package jitlog

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitview"
	"github.com/microjit/microjit/jitcore/trace"
)

// The trace log as a page: --jit-log=FILE.html makes the driver describe
// the run as a jitview.Run while it runs (Page), and write it at the end.
// Each trace's IR (recorded, with the positions the recorder marked, and
// optimized) and listing are taken when it is installed and packed at
// once, so a run of many traces keeps little of their text; the counters
// are read at the end. What the page counts costs compiled code nothing
// without such a log: the backend counts a trace's arrivals only when
// the driver asks (backend.Counting), and the driver counts entries and
// exits only into a Page, which is nil then.

// pageExt is the extension of a --jit-log file that makes it a page.
const pageExt = ".html"

// IsPage reports whether the log at path is a page.
func IsPage(path string) bool { return strings.EqualFold(filepath.Ext(path), pageExt) }

// Page is what the driver keeps of a run for its page. A nil *Page is no
// page: its methods do nothing.
type Page struct {
	path string
	// run holds the installed traces, packed as they come; installed
	// their code and IR, in the same order.
	run       jitview.Run
	installed []installed
	byID      map[int]int          // the index in run.Traces of each trace id
	byCode    map[backend.Code]int // the trace id of each installed code
	// entries counts the entries from the interpreter, by trace id;
	// exits the failures of each guard that went back to it.
	entries map[int]int64
	exits   map[*backend.Guard]int64
	aborts  []jitview.Abort
	events  []jitview.Event
	caches  []caches
}

// caches are a language's inline caches and how it names their sites.
type caches struct {
	c     *ic.Caches
	where func(pos int64) string
}

// installed is the code and the optimized IR of an installed trace.
type installed struct {
	code  backend.Code
	trace *ir.Trace
}

// createPage starts the page of a run that will be written to path; it
// checks that path can be written now, not at the end of the run.
func createPage(path string) (*Page, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	f.Close()
	return &Page{path: path, byID: map[int]int{}, byCode: map[backend.Code]int{},
		entries: map[int]int64{}, exits: map[*backend.Guard]int64{}}, nil
}

// Recording prepares recorder r for the page: it marks the position of
// each op.
func (p *Page) Recording(r *trace.Recorder) {
	if p != nil {
		r.KeepMarks()
	}
}

// Recorded is a trace as recorded, described for the page until it is
// installed.
type Recorded struct {
	ops      []jitview.Op
	recorded *ir.Trace
	start    time.Time
}

// Recorded describes the recorded trace t, about to be optimized and
// compiled: its ops, each at the position the recorder marked.
func (p *Page) Recorded(t *ir.Trace, marks []trace.Mark, funcs []*ir.Func) *Recorded {
	if p == nil {
		return nil
	}
	ops := make([]jitview.Op, len(t.Ops))
	m := 0
	for i := range t.Ops {
		for m < len(marks) && marks[m].Op <= i {
			m++
		}
		ops[i] = viewOp(t, i, funcs)
		if m > 0 {
			ops[i].Where = marks[m-1].Where
		}
	}
	return &Recorded{ops: ops, recorded: t, start: time.Now()}
}

// Compiled notes that the recorded trace compiled to opt: it marks the
// recorded allocations the optimizer removed. Call it before the
// recorded trace is recycled.
func (r *Recorded) Compiled(opt *ir.Trace) {
	if r == nil {
		return
	}
	markRemoved(r.ops, r.recorded, opt)
	r.recorded = nil
}

// viewOp describes op i of t: its text, and a guard's snapshot and the
// position it resumes at.
func viewOp(t *ir.Trace, i int, funcs []*ir.Func) jitview.Op {
	op := &t.Ops[i]
	text := t.OpString(ir.Value(i), funcs)
	if !op.Code.Info().Snap {
		return jitview.Op{Text: text}
	}
	snap := t.SnapshotString(int(op.Snap))
	return jitview.Op{Text: strings.TrimSuffix(text, " "+snap), Snapshot: snap, Where: snapWhere(t, op)}
}

// snapWhere is the position op's snapshot resumes at: its innermost
// frame's.
func snapWhere(t *ir.Trace, op *ir.Op) string {
	if int(op.Snap) >= len(t.Snapshots) {
		return ""
	}
	frames := t.Snapshots[op.Snap].Frames
	if len(frames) == 0 {
		return ""
	}
	return frames[len(frames)-1].Where
}

// optimized describes the ops of the trace as compiled.
func optimized(t *ir.Trace, funcs []*ir.Func) []jitview.Op {
	ops := make([]jitview.Op, len(t.Ops))
	for i := range t.Ops {
		ops[i] = viewOp(t, i, funcs)
	}
	return ops
}

// markRemoved marks the recorded allocations of which the optimized
// trace allocates none (same heap, same header): the optimizer made them
// virtual.
func markRemoved(rec []jitview.Op, recorded, opt *ir.Trace) {
	type key struct {
		region int32
		header int64
	}
	kept := map[key]bool{}
	for _, t := range []*ir.Trace{opt, opt.Entry} {
		if t == nil {
			continue
		}
		for _, op := range t.Ops {
			if op.Code == ir.OpNew {
				kept[key{op.Region, op.Aux}] = true
			}
		}
	}
	for i, op := range recorded.Ops {
		if op.Code == ir.OpNew && !kept[key{op.Region, op.Aux}] {
			rec[i].Removed = true
		}
	}
}

// Install adds trace t, compiled to code and installed, recorded as r;
// from is the guard a bridge starts at, jumpsTo the trace t ends in a
// jump to (0: none).
func (p *Page) Install(r *Recorded, t *ir.Trace, code backend.Code, from *backend.Guard, jumpsTo int, funcs []*ir.Func) {
	if p == nil {
		return
	}
	kind := jitview.KindLoop
	switch t.Kind {
	case ir.Bridge:
		kind = jitview.KindBridge
	case ir.Function:
		kind = jitview.KindFunction
	}
	vt := jitview.Trace{ID: t.ID, Kind: kind, Where: traceWhere(t), Optimized: optimized(t, funcs), JumpsTo: jumpsTo,
		Code: listing(code), CodeBytes: code.Size(), Arrivals: -1}
	if r != nil {
		vt.Recorded, vt.CompileTime = r.ops, time.Since(r.start)
	}
	if t.Entry != nil {
		vt.Entry = optimized(t.Entry, funcs)
	}
	if from != nil {
		vt.From = jitview.GuardRef{Trace: from.Trace.ID, Op: from.Op}
	}
	p.byID[t.ID] = len(p.run.Traces)
	p.byCode[code] = t.ID
	p.run.Traces = append(p.run.Traces, vt)
	p.installed = append(p.installed, installed{code: code, trace: t})
	if err := p.run.Pack(); err != nil {
		p.Event("note", "", fmt.Sprintf("the page could not pack trace #%d: %v", t.ID, err))
	}
}

// listing is code's listing for the page: without the instructions'
// bytes when the backend can leave them out.
func listing(code backend.Code) string {
	if in, ok := code.(backend.Instructions); ok {
		return in.Instructions()
	}
	return code.Listing()
}

// traceWhere is the location a trace starts at: its name without the
// number the driver gave it ("#3 at ") and a bridge's guard.
func traceWhere(t *ir.Trace) string {
	name := t.Name
	if _, rest, ok := strings.Cut(name, " at "); ok {
		name = rest
	}
	if i := strings.LastIndex(name, " (guard op "); i >= 0 {
		name = name[:i]
	}
	return name
}

// Abort notes an abandoned recording of trace t (from guard from, for a
// bridge) after ops ops.
func (p *Page) Abort(t *ir.Trace, from *backend.Guard, reason string, ops int) {
	if p == nil {
		return
	}
	a := jitview.Abort{Kind: jitview.KindLoop, Where: traceWhere(t), Reason: reason, Ops: ops}
	switch t.Kind {
	case ir.Bridge:
		a.Kind = jitview.KindBridge
	case ir.Function:
		a.Kind = jitview.KindFunction
	}
	if from != nil {
		a.From = jitview.GuardRef{Trace: from.Trace.ID, Op: from.Op}
	}
	p.aborts = append(p.aborts, a)
}

// Event notes something the JIT did outside any trace ("paused",
// "resumed", "stopped", "blacklisted", "note"), at location where or "".
func (p *Page) Event(kind, where, text string) {
	if p != nil {
		p.events = append(p.events, jitview.Event{Kind: kind, Where: where, Text: text})
	}
}

// Caches adds the inline caches c to the page: their sites' states at the
// end of the run, each site named by where(its position).
func (p *Page) Caches(c *ic.Caches, where func(pos int64) string) {
	if p != nil {
		p.caches = append(p.caches, caches{c, where})
	}
}

// cacheSites describes the sites of the caches that saw a lookup.
func (p *Page) cacheSites() []jitview.CacheSite {
	var out []jitview.CacheSite
	for _, cs := range p.caches {
		for _, s := range cs.c.Sites() {
			if s.State() == ic.Empty {
				continue
			}
			site := jitview.CacheSite{Where: cs.where(s.Pos()), State: s.State().String()}
			for _, e := range s.Observed() {
				site.Entries = append(site.Entries, jitview.CacheEntry{Shape: uint32(e.Shape), Hits: e.Hits})
			}
			out = append(out, site)
		}
	}
	return out
}

// Blacklisted notes that the loop header trace t was recorded from is
// blacklisted after aborts aborts.
func (p *Page) Blacklisted(t *ir.Trace, aborts int) {
	p.Event("blacklisted", traceWhere(t), fmt.Sprintf("loop header blacklisted after %d aborts", aborts))
}

// Entered counts an entry from the interpreter into trace t.
func (p *Page) Entered(t *ir.Trace) {
	if p != nil {
		p.entries[t.ID]++
	}
}

// Exited counts a failure of guard g that went back to the interpreter.
func (p *Page) Exited(g *backend.Guard) {
	if p != nil {
		p.exits[g]++
	}
}

// Write writes the page of the run so far, with its counters stats and
// its parameters params, printed.
func (p *Page) Write(stats Stats, params string) error {
	if p == nil {
		return nil
	}
	r := &p.run
	r.Backend, r.Params, r.Stopped = stats.Backend, params, stats.Stopped
	r.Aborts, r.Events, r.Caches = p.aborts, p.events, p.cacheSites()
	var lines strings.Builder
	stats.Write(&lines)
	r.Stats = strings.Split(strings.TrimSuffix(lines.String(), "\n"), "\n")
	for i := range r.Traces {
		t, in := &r.Traces[i], p.installed[i]
		t.Entries = p.entries[t.ID]
		if c, ok := in.code.(backend.Counted); ok {
			t.Arrivals = c.Arrivals()
		}
		t.Guards = nil
		for _, g := range in.code.Guards() {
			op := &in.trace.Ops[g.Op]
			vg := jitview.Guard{Op: g.Op, Where: snapWhere(in.trace, op), Reason: guardReason(in.trace, g.Op), Exits: p.exits[g]}
			if g.Bridge != nil {
				vg.Bridge = p.byCode[g.Bridge]
				if k, ok := p.byID[vg.Bridge]; ok {
					vg.Shared = r.Traces[k].From != jitview.GuardRef{Trace: t.ID, Op: g.Op}
				}
			}
			t.Guards = append(t.Guards, vg)
		}
	}
	r.Title = title(r, p.path)
	return jitview.WriteFile(p.path, r)
}

// title names a run's page after the source file of its first trace, or
// else the page's own file.
func title(r *jitview.Run, path string) string {
	for _, t := range r.Traces {
		if p, ok := jitview.Position(t.Where); ok {
			return filepath.Base(p.File)
		}
	}
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}
