package jitcore

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitview"
	"github.com/microjit/microjit/jitcore/trace"
)

// The HTML trace log. --jit-log=FILE.html makes the driver describe the
// run as a jitview.Run while it runs, and write it as a page at Close:
// each trace's IR (recorded, with the positions the recorder marked, and
// optimized) and listing when it is installed (packed at once: a run of
// many traces keeps little of their text), the counters at the end. The
// counters a page shows cost compiled code nothing when there is no
// such log: the backend counts a trace's arrivals only when asked
// (backend.Counting), and the driver counts entries and exits only when
// d.view is set.

// htmlExt is the extension of a --jit-log file that makes it a page.
const htmlExt = ".html"

// isHTMLLog reports whether the log at path is a page.
func isHTMLLog(path string) bool { return strings.EqualFold(filepath.Ext(path), htmlExt) }

// viewLog is what the driver keeps of a run for its page.
type viewLog struct {
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
}

// installed is the code and the optimized IR of an installed trace.
type installed struct {
	code  backend.Code
	trace *ir.Trace
}

// newViewLog starts the page of a run that will be written to path;
// it checks that path can be written now, not at the end of the run.
func newViewLog(path string) (*viewLog, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	f.Close()
	return &viewLog{path: path, byID: map[int]int{}, byCode: map[backend.Code]int{},
		entries: map[int]int64{}, exits: map[*backend.Guard]int64{}}, nil
}

// recorded describes the recorded trace t, before it is optimized:
// its ops, each at the position the recorder marked.
func (v *viewLog) recorded(t *ir.Trace, marks []trace.Mark, funcs []*ir.Func) []jitview.Op {
	ops := make([]jitview.Op, len(t.Ops))
	m := 0
	for i := range t.Ops {
		for m < len(marks) && marks[m].Op <= i {
			m++
		}
		where := ""
		if m > 0 {
			where = marks[m-1].Where
		}
		ops[i] = viewOp(t, i, funcs)
		ops[i].Where = where
	}
	return ops
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

// install describes trace t, compiled to code and installed, from the
// recorded ops rec; from is the guard a bridge starts at.
func (v *viewLog) install(d *Driver, rec []jitview.Op, t *ir.Trace, code backend.Code, from *backend.Guard, compile time.Duration) {
	kind := jitview.KindLoop
	switch t.Kind {
	case ir.Bridge:
		kind = jitview.KindBridge
	case ir.Function:
		kind = jitview.KindFunction
	}
	vt := jitview.Trace{ID: t.ID, Kind: kind, Where: traceWhere(t), Recorded: rec, Optimized: optimized(t, d.funcs),
		Code: listing(code), CodeBytes: code.Size(), CompileTime: compile, Arrivals: -1}
	if t.Entry != nil {
		vt.Entry = optimized(t.Entry, d.funcs)
	}
	if from != nil {
		vt.From = jitview.GuardRef{Trace: from.Trace.ID, Op: from.Op}
	}
	if last := t.Ops[len(t.Ops)-1]; last.Code == ir.OpJump && last.Aux >= 0 && int(last.Aux) < len(d.loops) {
		vt.JumpsTo = d.loops[last.Aux].Trace.ID
	}
	v.byID[t.ID] = len(v.run.Traces)
	v.byCode[code] = t.ID
	v.run.Traces = append(v.run.Traces, vt)
	v.installed = append(v.installed, installed{code: code, trace: t})
	if err := v.run.Pack(); err != nil {
		v.event("note", "", "the page could not pack trace #%d: %v", t.ID, err)
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

// abort notes an abandoned recording.
func (v *viewLog) abort(r *Recording, reason string) {
	a := jitview.Abort{Kind: jitview.KindLoop, Where: traceWhere(r.T), Reason: reason, Ops: r.Len()}
	switch r.T.Kind {
	case ir.Bridge:
		a.Kind = jitview.KindBridge
	case ir.Function:
		a.Kind = jitview.KindFunction
	}
	if r.guard != nil {
		a.From = jitview.GuardRef{Trace: r.guard.Trace.ID, Op: r.guard.Op}
	}
	v.aborts = append(v.aborts, a)
}

// event notes something the JIT did outside any trace.
func (v *viewLog) event(kind, where, format string, args ...any) {
	v.events = append(v.events, jitview.Event{Kind: kind, Where: where, Text: fmt.Sprintf(format, args...)})
}

// write writes the page of the run so far.
func (v *viewLog) write(d *Driver) error {
	r := &v.run
	r.Backend, r.Params, r.Stopped = d.backend.Name(), fmt.Sprintf("%+v", d.params), d.stopped
	r.Aborts, r.Events = v.aborts, v.events
	var stats strings.Builder
	d.WriteStats(&stats)
	r.Stats = strings.Split(strings.TrimSuffix(stats.String(), "\n"), "\n")
	for i := range r.Traces {
		t, in := &r.Traces[i], v.installed[i]
		t.Entries = v.entries[t.ID]
		if c, ok := in.code.(backend.Counted); ok {
			t.Arrivals = c.Arrivals()
		}
		t.Guards = nil
		for _, g := range in.code.Guards() {
			op := &in.trace.Ops[g.Op]
			vg := jitview.Guard{Op: g.Op, Where: snapWhere(in.trace, op), Reason: guardReason(in.trace, g.Op), Exits: v.exits[g]}
			if g.Bridge != nil {
				vg.Bridge = v.byCode[g.Bridge]
				if k, ok := v.byID[vg.Bridge]; ok {
					vg.Shared = r.Traces[k].From != jitview.GuardRef{Trace: t.ID, Op: g.Op}
				}
			}
			t.Guards = append(t.Guards, vg)
		}
	}
	r.Title = title(r, v.path)
	r.ReadSources(os.ReadFile)
	f, err := os.Create(v.path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := jitview.Write(w, r); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
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

// guardReason says what guard op i of t checks, from the IR that makes
// its condition: a promoted value, an object's class, an overflow, a
// bounds check against a memory region's length, a value's tag bits,
// the depth of compiled calls, room in the heap, or the path a branch
// took.
func guardReason(t *ir.Trace, i int) string {
	op := &t.Ops[i]
	switch op.Code {
	case ir.OpGuardValue:
		if a := opOf(t, op.Args[0]); a != nil && a.Code == ir.OpLoad64 && a.Aux == 0 && isOp(t, a.Args[0], ir.OpRefAddr) {
			return "class check: the object's header is " + t.ValueString(op.Args[1])
		}
		return "promoted value: " + t.ValueString(op.Args[1])
	case ir.OpEnter:
		return "call depth: compiled calls nest too deep"
	case ir.OpNew:
		return "heap full: the allocation needs a collection"
	case ir.OpCallTrace:
		return "the called function left compiled code"
	case ir.OpGuardTrue, ir.OpGuardFalse:
	default:
		return ""
	}
	cond := opOf(t, op.Args[0])
	switch {
	case cond == nil:
		return "branch"
	case cond.Code.IsOverflowTest() && op.Aux == ir.BoxesOnOverflow:
		return "overflow: the result no longer fits an immediate integer (it is boxed)"
	case cond.Code.IsOverflowTest():
		return "overflow of " + strings.TrimSuffix(cond.Code.String(), "_ovf")
	case cond.Code == ir.OpCall || cond.Code == ir.OpCallPure:
		return "the result of a call"
	case isCompare(cond.Code):
		for _, a := range cond.Args {
			if m, ok := regionLen(t, a, 0); ok {
				return fmt.Sprintf("bounds check: memory region m%d", m)
			}
		}
		for _, a := range cond.Args {
			if m := opOf(t, a); m != nil && m.Code == ir.OpAnd && (m.Args[0].IsConst() || m.Args[1].IsConst()) {
				return "type check: the value's tag bits"
			}
		}
		if cond.Code != ir.OpEq && cond.Code != ir.OpNe && (cond.Args[0].IsConst() || cond.Args[1].IsConst()) {
			for _, a := range cond.Args {
				if m, ok := addressIn(t, a); ok {
					return fmt.Sprintf("bounds check: memory region m%d", m)
				}
			}
		}
	}
	verb := "is true"
	if op.Code == ir.OpGuardFalse {
		verb = "is false"
	}
	return fmt.Sprintf("branch: %s %s", strings.TrimPrefix(t.OpString(op.Args[0], nil), t.ValueString(op.Args[0])+" = "), verb)
}

// opOf is the op that makes v, or nil when v is a constant, a virtual
// or None.
func opOf(t *ir.Trace, v ir.Value) *ir.Op {
	if v < 0 || v.IsVirtual() || int(v) >= len(t.Ops) {
		return nil
	}
	return &t.Ops[v]
}

func isOp(t *ir.Trace, v ir.Value, code ir.Opcode) bool {
	op := opOf(t, v)
	return op != nil && op.Code == code
}

func isCompare(c ir.Opcode) bool {
	switch c {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt:
		return true
	}
	return false
}

// regionLen finds the region whose length v is, or is computed from by
// additions and subtractions (at most maxLenDepth deep).
func regionLen(t *ir.Trace, v ir.Value, depth int) (int32, bool) {
	op := opOf(t, v)
	switch {
	case op == nil || depth > maxLenDepth:
		return 0, false
	case op.Code == ir.OpRegionLen:
		return op.Region, true
	case op.Code == ir.OpAdd || op.Code == ir.OpSub:
		for _, a := range op.Args {
			if m, ok := regionLen(t, a, depth+1); ok {
				return m, true
			}
		}
	}
	return 0, false
}

// addressIn finds a memory region of which v is the base address of a
// load or a store of t.
func addressIn(t *ir.Trace, v ir.Value) (int32, bool) {
	if opOf(t, v) == nil {
		return 0, false
	}
	for i := range t.Ops {
		if op := &t.Ops[i]; op.Code.IsMemory() && op.Code != ir.OpRegionLen && len(op.Args) > 0 && op.Args[0] == v {
			return op.Region, true
		}
	}
	return 0, false
}

// maxLenDepth bounds the search of regionLen.
const maxLenDepth = 3
