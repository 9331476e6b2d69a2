package jitcore

import (
	"fmt"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
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
	start time.Time
	done  bool
	retry bool // the abort is worth recording the bridge again later
}

// RecordLoop starts recording the loop at s. name is a printable location;
// types and values are the loop's inputs (the red slots at the header,
// which the label carries round the loop).
func (d *Driver) RecordLoop(s *Site, name string, types []ir.Type, values []int64, mem ir.Memory) *Recording {
	rec := &Recording{d: d, site: s, start: time.Now()}
	d.ntraces++
	rec.Recorder = trace.New(ir.Loop, fmt.Sprintf("#%d at %s", d.ntraces, name), types, values, d.funcs, mem, d.params.TraceLimit)
	rec.T.ID = d.ntraces
	inputs := make([]ir.Value, len(types))
	for i := range inputs {
		inputs[i] = rec.Input(i)
	}
	rec.Label(inputs...)
	return rec
}

// RecordBridge starts recording a bridge from the guard that produced ex.
// It returns the recording and the snapshot's frames rewritten in the
// bridge's values, which are where the language's recording state starts.
func (d *Driver) RecordBridge(ex *Exit, mem ir.Memory) (*Recording, []ir.Frame) {
	g := ex.guard
	types := make([]ir.Type, len(g.Live))
	index := map[ir.Value]int{}
	for i, v := range g.Live {
		types[i] = g.Trace.TypeOf(v)
		index[v] = i
	}
	rec := &Recording{d: d, guard: g, start: time.Now()}
	d.ntraces++
	where := g.Snapshot.Frames[len(g.Snapshot.Frames)-1].Where
	name := fmt.Sprintf("#%d at %s (guard op %d of #%d)", d.ntraces, where, g.Op, g.Trace.ID)
	rec.Recorder = trace.New(ir.Bridge, name, types, ex.values, d.funcs, mem, d.params.TraceLimit)
	rec.T.ID = d.ntraces
	frames := make([]ir.Frame, len(g.Snapshot.Frames))
	for fi, f := range g.Snapshot.Frames {
		slots := make([]ir.Value, len(f.Slots))
		for i, v := range f.Slots {
			switch {
			case v == ir.None:
				slots[i] = ir.None
			case v.IsConst():
				c := g.Trace.Consts[v.ConstIndex()]
				slots[i] = rec.T.Const(c.Type, c.Bits)
			default:
				slots[i] = rec.Input(index[v])
			}
		}
		frames[fi] = ir.Frame{Greens: f.Greens, Where: f.Where, Slots: slots}
	}
	return rec, frames
}

// AtHeader is called by the language at every loop header the recording
// reaches, with the values of the red slots there. It closes the trace —
// back to its own label when s is where a loop recording started, or into
// s's compiled loop — compiles it, and returns true; otherwise the
// recording goes on (through an inner loop that is not compiled yet).
func (r *Recording) AtHeader(s *Site, vals ...ir.Value) bool {
	if r.done || r.Aborted() != "" {
		return r.done
	}
	switch {
	case s == r.site:
		r.CloseLoop(vals...)
	case s.Loop != nil:
		r.JumpTo(s.Loop.ID, vals...)
	case s.blacklisted:
		// Its recordings never closed: unrolling it here would not
		// close either.
		r.Abandon("reaches a blacklisted loop header")
		return true
	case r.guard != nil && r.guard.Aborts+1 < r.d.params.MaxAborts:
		// A bridge into a loop that is not compiled yet: rather than
		// unroll the loop into the bridge, stop, make the loop hot so
		// the interpreter records it at its next backward jump, and let
		// the guard try again later to jump into it. The guard's last
		// try unrolls instead (the loop may never iterate enough to be
		// compiled on its own).
		s.count = int32(r.d.params.Threshold)
		r.retry = true
		r.Abandon("reaches a loop header with no compiled loop yet")
		return true
	default:
		return false
	}
	r.finish()
	return true
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
	d.stats.Aborts++
	d.stats.TraceTime += time.Since(r.start)
	what := r.T.Name
	switch {
	case r.site != nil:
		r.site.aborts++
		r.site.count = 0
		if int(r.site.aborts) >= d.params.MaxAborts {
			r.site.blacklisted = true
			d.stats.Blacklisted++
			reason += fmt.Sprintf("; blacklisted after %d aborts", r.site.aborts)
		}
	case r.retry:
		r.guard.Aborts++
		r.guard.Failures = 0
	case r.guard != nil:
		// A bridge starts from a fixed snapshot; recording it again
		// would follow the same path to the same end, so one abort
		// retires the guard: it keeps exiting to the interpreter.
		r.guard.Aborts = d.params.MaxAborts
	}
	d.logf("\nabort %s after %d ops: %s\n", what, r.Len(), reason)
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
	r.done = true
	d.stats.TraceTime += time.Since(r.start)
	d.stats.OpsRecorded += r.Len()
	code, err := d.compile(r.T, &r.T)
	if err != nil {
		r.done = false
		r.Abandon("compile: " + err.Error())
		return
	}
	if r.site != nil {
		l := &Loop{ID: len(d.loops), Trace: r.T, Code: code}
		d.loops = append(d.loops, l)
		r.site.Loop = l
		d.stats.Loops++
		return
	}
	if err := d.backend.Attach(r.guard, code); err != nil {
		d.logf("bridge not attached: %v\n", err)
		return
	}
	d.stats.Bridges++
	if r.guard.Trace.Ops[r.guard.Op].Code == ir.OpGuardValue {
		// Bridges grown from promotions at one position are the cases
		// of one flexswitch, whichever guard of the chain they hang on.
		d.switches[fmt.Sprint(r.guard.Snapshot.Frames[len(r.guard.Snapshot.Frames)-1].Greens)]++
	}
}
