package jitcore

import (
	"fmt"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
	"github.com/microjit/microjit/jitcore/resume"
	"github.com/microjit/microjit/jitcore/trace"
)

// Recording is one trace being recorded: a loop from a hot loop header, or
// a bridge from a guard that failed often. The language drives it through
// the embedded Recorder, one instruction at a time, and calls AtHeader at
// every loop header it reaches; the recording ends when AtHeader reports
// it closed, or when the language calls Abandon.
type Recording struct {
	*trace.Recorder
	d     *Driver
	site  *Site          // loop recordings: where the loop starts
	guard *backend.Guard // bridge recordings: where the bridge starts
	// counter is the guard that counts guard's failures and aborts: the
	// first of its twins (twins.go), or guard itself.
	counter *backend.Guard
	start   time.Time
	done    bool
	retry   bool // the abort is worth recording the bridge again later
	// limit is the most ops a bridge may record: fewer than trace_limit
	// when its guard has not failed often enough to pay for more
	// (policy.go: bridgeLimit).
	limit int
	full  bool // aborted because the heap was full (New)
	// threaded is set once a bridge has recorded through a compiled
	// loop that only passes on to another loop (AtHeader).
	threaded bool
	// stoppedAt is the loop header the recording stopped at to have
	// that loop recorded first (AtHeader), or nil.
	stoppedAt *Site
}

// RecordLoop starts recording the loop at s. name is a printable location;
// types and values are the loop's inputs (the red slots at the header,
// which the label carries round the loop).
func (d *Driver) RecordLoop(s *Site, name string, types []ir.Type, values []int64, mem ir.Memory) *Recording {
	rec := &Recording{d: d, site: s, start: time.Now()}
	d.ntraces++
	rec.Recorder = trace.New(ir.Loop, fmt.Sprintf("#%d at %s", d.ntraces, name), types, values, d.funcs, mem, d.params.TraceLimit)
	rec.T.ID = d.ntraces
	d.page.Recording(rec.Recorder)
	inputs := make([]ir.Value, len(types))
	for i := range inputs {
		inputs[i] = rec.Input(i)
	}
	rec.Label(inputs...)
	d.recording = true
	d.policy.noteStart()
	return rec
}

// RecordBridge starts recording a bridge from the guard that produced
// ex. It returns the recording and the snapshot's frames rewritten in
// the bridge's values, which are where the language's recording state
// starts (resume.Replay). Call it right after Run, before any safe point
// of the heap: the exit's values are not roots.
func (d *Driver) RecordBridge(ex *resume.Exit, mem ir.Memory) (*Recording, []ir.Frame) {
	g := ex.Guard()
	rec := &Recording{d: d, guard: g, counter: d.twins.counter(g), start: time.Now()}
	d.ntraces++
	where := g.Snapshot.Frames[len(g.Snapshot.Frames)-1].Where
	name := fmt.Sprintf("#%d at %s (guard op %d of #%d)", d.ntraces, where, g.Op, g.Trace.ID)
	types, values := ex.BridgeInputs()
	rec.limit = d.policy.bridgeLimit(rec.counter.Failures)
	rec.Recorder = trace.New(ir.Bridge, name, types, values, d.funcs, mem, rec.limit)
	rec.T.ID = d.ntraces
	d.page.Recording(rec.Recorder)
	d.recording = true
	frames, ok := resume.Replay(ex, rec.Recorder)
	rec.full = !ok
	return rec, frames
}

// New is Recorder.New. A recording that ends because the heap is full
// does not count against its loop header or guard: it is tried again.
func (r *Recording) New(region int, header int64) (ir.Value, bool) {
	v, ok := r.Recorder.New(region, header)
	r.full = r.full || !ok
	return v, ok
}

// AtHeader is called by the language at every loop header the recording
// reaches by a backward jump (the loop iterates), with the values of the
// red slots there. It closes the trace — back to its own label when s is
// where a loop recording started, or into s's compiled loop — compiles
// it, and returns true; it stops the recording at a loop not compiled yet
// to have that loop recorded first (StoppedAt), and returns true; or the
// recording goes on through that loop (unrolling it), and it returns
// false.
func (r *Recording) AtHeader(s *Site, vals ...ir.Value) bool {
	return r.atHeader(s, true, vals)
}

// AtEntry is AtHeader at a loop header the recording reaches by
// entering the loop rather than by a backward jump (bf's '[' with a
// cell that is not 0). That loop may not iterate at all (bf's ifs run
// their body once), so a recording never stops there: it closes, jumps
// into the compiled loop, or goes on.
func (r *Recording) AtEntry(s *Site, vals ...ir.Value) bool {
	return r.atHeader(s, false, vals)
}

// atHeader is AtHeader (back: reached by a backward jump) and AtEntry.
func (r *Recording) atHeader(s *Site, back bool, vals []ir.Value) bool {
	if r.done || r.Aborted() != "" {
		return r.done
	}
	switch {
	case s == r.site:
		r.CloseLoop(vals...)
	case s.Loop != nil && r.guard != nil && !r.threaded && passesOn(s.Loop):
		r.threaded = true
		return false
	case s.Loop != nil:
		r.jumpInto(s.Loop, vals)
	case !back:
		return false
	case s.blacklisted:
		// Its recordings never closed: unrolling it here would not
		// close either.
		r.Abandon("reaches a blacklisted loop header")
		return true
	case r.triesLeft():
		// Another loop that is not compiled yet (an inner loop, a
		// loop after this one, or the loop around this one): rather
		// than unroll it into this trace, stop and make it hot; the
		// attach layer records it from here at once (StoppedAt), and
		// a later recording jumps into it (LuaJIT also forms inner
		// loops first). The last try unrolls instead: the loop may
		// never iterate enough to be compiled on its own. Unrolling
		// first made traces of loops around large bodies run into
		// trace_limit: hanoi.b spent 12 of its 17 ms of recording in
		// three such traces, aborted; and a recording that left its
		// loop unrolled every loop after it (a program of 2,000 short
		// loops in a row compiled none).
		s.count = int32(r.d.params.Threshold)
		r.stoppedAt = s
		r.retry = r.guard != nil
		r.Abandon("reaches a loop header with no compiled loop yet")
		return true
	default:
		return false
	}
	r.finish()
	return true
}

// StoppedAt is the loop header, not compiled yet, where the recording
// stopped to have that loop recorded first, or nil. The interpreter is
// at that header, right after a backward jump: where a recording of it
// starts.
func (r *Recording) StoppedAt() *Site { return r.stoppedAt }

// jumpInto ends the recording with a jump into compiled loop l: to its
// label when l has an Entry whose guards hold here (the recording then
// does the Entry's work, and its optimizer drops what it proved
// already), else to its first op.
//
// Where the loop would keep a heap word of the recording as an integer
// (no root of a collection in it: ir.Trace.Keeps), it is not entered at
// its label, and not at all if its start does the same.
func (r *Recording) jumpInto(l *Loop, vals []ir.Value) {
	if e := l.Trace.Entry; e != nil {
		if args, ok := r.Enter(e, vals); ok && r.T.Passes(args, l.Trace.Keeps(true)) {
			r.JumpToLabel(l.ID, args...)
			return
		}
	}
	if !r.T.Passes(vals, l.Trace.Keeps(false)) {
		r.Abort("passes a heap word to a loop that keeps an integer there")
		return
	}
	r.JumpTo(l.ID, vals...)
}

// triesLeft reports whether the loop header or guard this recording
// started from may be recorded again after an abort (retries are counted
// against max_aborts).
func (r *Recording) triesLeft() bool {
	if r.site != nil {
		return int(r.site.aborts)+1 < r.d.params.MaxAborts
	}
	return r.counter.Aborts+1 < r.d.params.MaxAborts
}

// Abandon ends a recording that did not close; the reason is logged and
// counted. A loop header whose recordings fail MaxAborts times is
// blacklisted; a guard whose bridge fails gets no more bridges.
func (r *Recording) Abandon(reason string) {
	if r.done {
		return
	}
	r.done = true
	d := r.d
	d.recording = false
	d.stats.Aborts++
	if dep := r.Depends(); dep != nil {
		dep.Drop() // its fields need not keep it
	}
	d.stats.TraceTime += time.Since(r.start)
	what := r.T.Name
	short := r.guard != nil && r.limit < d.params.TraceLimit && r.Len() >= r.limit
	if short {
		// Tried again when its guard has failed twice as often, with
		// a limit twice as long; not an abort that counts.
		reason = fmt.Sprintf("bridge longer than %d ops, what %d failures of its guard pay for", r.limit, r.counter.Failures)
		r.counter.RetryAt = 2 * r.counter.Failures
	}
	d.aborts.note(reason, what)
	switch {
	case short:
	case r.full && r.site != nil:
		r.site.count = 0
	case r.full:
		r.counter.Failures = 0
	case r.site != nil:
		r.site.aborts++
		r.site.count = 0
		if int(r.site.aborts) >= d.params.MaxAborts {
			r.site.blacklisted = true
			d.stats.Blacklisted++
			reason += fmt.Sprintf("; blacklisted after %d aborts", r.site.aborts)
			d.page.Blacklisted(r.T, int(r.site.aborts))
		}
	case r.retry:
		r.counter.Aborts++
		r.counter.Failures = 0
	case r.guard != nil:
		// A bridge starts from a fixed snapshot; recording it again
		// would follow the same path to the same end, so one abort
		// retires the guard (and its twins, whose snapshots are the
		// same): it keeps exiting to the interpreter.
		r.counter.Aborts = d.params.MaxAborts
	}
	d.log.Printf("\nabort %s after %d ops: %s\n", what, r.Len(), reason)
	d.page.Abort(r.T, r.guard, reason, r.Len())
	ir.Recycle(r.T) // the language may still read concrete values, not ops
}

// Done reports whether the recording has ended (closed or abandoned).
func (r *Recording) Done() bool { return r.done }

// finish compiles the closed trace and installs it.
func (r *Recording) finish() {
	d := r.d
	if why := r.Aborted(); why != "" {
		r.Abandon(why)
		return
	}
	if dep := r.Depends(); dep != nil && dep.Invalid() {
		r.Abandon("a quasi-immutable value it read was written while recording")
		return
	}
	r.done = true
	d.recording = false
	d.stats.TraceTime += time.Since(r.start)
	d.stats.OpsRecorded += r.Len()
	recorded := r.T
	described := d.page.Recorded(recorded, r.Marks(), d.funcs)
	code, err := d.compile(r.T, &r.T)
	if err == nil {
		described.Compiled(r.T)
	}
	if r.T != recorded {
		ir.Recycle(recorded) // only the optimized trace lives on
	}
	if err != nil {
		r.done = false
		r.Abandon("compile: " + err.Error())
		d.policy.noteCompileError(err)
		return
	}
	if last := &r.T.Ops[len(r.T.Ops)-1]; last.ToLabel() {
		d.stats.LabelJumps++
	}
	if r.site != nil {
		d.stats.CodeBytes += code.Size()
		d.noteInstalled(r.T, code)
		d.logCode(code)
		d.page.Install(described, r.T, code, nil, d.jumpsTo(r.T), d.funcs)
		l := &Loop{ID: len(d.loops), Trace: r.T, Code: code}
		d.loops = append(d.loops, l)
		r.site.Loop = l
		s := r.site
		f := d.families.loop(r.T, code, func() {
			if s.Loop == l { // recorded again once hot
				s.Loop, s.count = nil, 0
			}
		})
		d.depend(f, r.Depends())
		d.families.enters(f, d.targets(r.T), d.backend, d.invalidated)
		if r.T.Kind == ir.Function {
			d.stats.Functions++
		} else {
			d.stats.Loops++
		}
		return
	}
	err = d.backend.Attach(r.guard, code)
	d.stats.CodeBytes += code.Size() // with what attaching added
	d.noteInstalled(r.T, code)
	d.logCode(code)
	if err != nil {
		d.log.Printf("bridge not attached: %v\n", err)
		d.page.Event("note", r.T.Name, fmt.Sprintf("bridge #%d not attached: %v", r.T.ID, err))
		return
	}
	d.page.Install(described, r.T, code, r.guard, d.jumpsTo(r.T), d.funcs)
	d.stats.Bridges++
	d.twins.share(r.guard, r.counter)
	f := d.families.bridge(r.T, code, r.guard)
	d.depend(f, r.Depends())
	d.families.enters(f, d.targets(r.T), d.backend, d.invalidated)
}

// depend makes dep, the dependency of a trace of family f on the
// quasi-immutable fields it read, invalidate f when one is written.
func (d *Driver) depend(f *family, dep *quasi.Dependency) {
	if dep == nil || f == nil {
		return
	}
	dep.OnInvalidate(func() { f.invalidate(d.backend, nil, d.invalidated) })
}

// invalidated counts and logs the invalidation of family f, which a
// write of a field it read made, or the invalidation of the family by,
// whose code it enters.
func (d *Driver) invalidated(f, by *family) {
	d.stats.Invalidated++
	why := "a quasi-immutable value they depend on was written"
	if by != nil {
		why = fmt.Sprintf("they enter #%d, invalidated", by.id)
	}
	d.log.Printf("\ninvalidated #%d and %d bridges: %s\n", f.id, len(f.codes)-1, why)
}

// targets are the compiled traces whose code t's enters: the functions
// it calls (call_trace, but for t's own function) and the loop it jumps
// into.
func (d *Driver) targets(t *ir.Trace) []*ir.Trace {
	var out []*ir.Trace
	for i := range t.Ops {
		op := &t.Ops[i]
		if (op.Code == ir.OpCallTrace || op.Code == ir.OpJump) && op.Aux >= 0 && int(op.Aux) < len(d.loops) {
			out = append(out, d.loops[op.Aux].Trace)
		}
	}
	return out
}

// jumpsTo is the trace id of the loop t ends in a jump to, or 0.
func (d *Driver) jumpsTo(t *ir.Trace) int {
	if last := t.Ops[len(t.Ops)-1]; last.Code == ir.OpJump && last.Aux >= 0 && int(last.Aux) < len(d.loops) {
		return d.loops[last.Aux].Trace.ID
	}
	return 0
}

// passesOn reports whether loop l's trace is short and never returns to
// its own label: it ends in a jump to another loop, like a round loop
// that only re-enters the inner loop it was recorded around. A bridge
// that reaches its header records its code too, once, and jumps straight
// on.
func passesOn(l *Loop) bool {
	ops := l.Trace.Ops
	return len(ops) > 0 && len(ops) <= maxPassedOn && ops[len(ops)-1].Code == ir.OpJump && ops[len(ops)-1].Aux >= 0
}

// maxPassedOn is the longest trace, in ops, of a loop that passes on
// that a bridge records through. factorial.tlc's round loop (about 20
// ops) gained 6% (68.2 -> 64.1 ms); with no limit, mandelbrot.b's bridges
// took in outer loops whose guards then failed into 19 more bridges, 4%
// slower. 40 takes in long.b's outer loop (38 ops), whose inner loop's
// bridge otherwise jumps into it: 12% fewer instructions (callgrind,
// 159.7M -> 140.5M); mandelbrot.b's loop of 33 ops changes nothing
// (5,991M -> 5,997M), and no other bf or toyvm benchmark has one between
// 32 and 40. 64 cost awib.b 5.7% (2,336M -> 2,469M) for its loops of 42
// and 43 ops.
const maxPassedOn = 40
