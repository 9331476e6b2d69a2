package resume

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Exit is where compiled code handed control back: the interpreter
// state of the failing guard's snapshot, with concrete values, or the
// value the frame it was entered in returned.
type Exit struct {
	// Frames are the frames to resume, outermost first: those of the
	// calls of compiled functions the guard failed in (their callers),
	// then the guard's snapshot's.
	Frames []Frame
	// Returned is set when the frame compiled code was entered in
	// returned Result (ir.OpReturn): Frames is then empty, and the
	// language pops that frame.
	Returned bool
	Result   int64
	// Bridge is set when the guard has failed often enough that the
	// language should record a bridge from here (the driver's
	// RecordBridge) instead of interpreting.
	Bridge bool
	// Err is set when the snapshots' virtual objects could not be
	// allocated (a *heap.LimitError), or when compiled code could not
	// run on the memory it was given (backend.Stop.Err: a heap it
	// allocates in is missing or malformed): Frames is then empty, and
	// the language reports it as it reports its own failed allocations.
	Err      error
	guard    *backend.Guard
	values   []int64 // the guard's live values
	virtuals []int64 // the refs of the guard's snapshot's materialized virtuals
}

// Frame is one interpreter frame to resume.
type Frame struct {
	Greens []int64
	Slots  []int64
}

// Guard is the guard whose failure the exit is, or nil.
func (ex *Exit) Guard() *backend.Guard { return ex.guard }

// Exits makes the Exits of one driver's runs. A busy program exits
// compiled code tens of thousands of times a second, so an Exit and its
// slices are reused: each is valid until the next one is made.
type Exits struct {
	exit Exit
	// snaps and lives are an exit's snapshots and their live values.
	snaps []liveGuard
	lives [][]int64
}

// Lend is storage for the live values of the next exit (the backend's
// Run's live): the array of the last exit's, which Guard copies them
// into anyway.
func (b *Exits) Lend() []int64 { return b.exit.values[:0] }

// Returned is the exit of code whose entry frame returned result.
func (b *Exits) Returned(result int64) *Exit {
	ex := &b.exit
	*ex = Exit{Frames: ex.Frames[:0], Returned: true, Result: result}
	return ex
}

// Failed is the exit of code that could not run (backend.Stop.Err), or
// whose virtuals could not be allocated.
func (b *Exits) Failed(err error) *Exit {
	ex := &b.exit
	*ex = Exit{Frames: ex.Frames[:0], Err: err}
	return ex
}

// Guard is the exit at st's failed guard: the frames of the calls it
// failed below, then the guard's, with the virtual objects of their
// snapshots allocated in mem (a HeapMemory when there are any), and how
// many were. When they cannot be, the exit has only Err.
func (b *Exits) Guard(st backend.Stop, mem ir.Memory) (*Exit, int) {
	g := st.Guard
	ex := &b.exit
	*ex = Exit{Frames: ex.Frames[:0], guard: g, values: append(ex.values[:0], st.Live...)}
	if len(st.Calls) == 0 && len(g.Snapshot.Virtuals) == 0 {
		// Most exits: the guard's snapshot alone, nothing to allocate.
		lg := liveGuard{t: g.Trace, snap: g.Snapshot, live: g.Live}
		ex.appendFrames(&lg, ex.values, nil)
		return ex, 0
	}
	// The calls' snapshots, outermost first, then the guard's.
	snaps, lives := b.snaps[:0], b.lives[:0]
	virtual := false
	for _, call := range st.Calls {
		s := call.Site
		snaps = append(snaps, liveGuard{t: s.Trace, snap: s.Snapshot, live: s.Live})
		lives = append(lives, call.Live)
		virtual = virtual || len(s.Snapshot.Virtuals) > 0
	}
	snaps = append(snaps, liveGuard{t: g.Trace, snap: g.Snapshot, live: g.Live})
	lives = append(lives, ex.values)
	virtual = virtual || len(g.Snapshot.Virtuals) > 0
	b.snaps, b.lives = snaps, lives
	var virtuals [][]int64 // by snapshot, when there are any
	materialized := 0
	if virtual {
		var err error
		if virtuals, err = materialize(snaps, lives, mem); err != nil {
			return b.Failed(err), 0
		}
		for _, v := range virtuals {
			materialized += len(v)
		}
		ex.virtuals = virtuals[len(virtuals)-1]
	}
	for k := range snaps {
		var vs []int64
		if virtuals != nil {
			vs = virtuals[k]
		}
		ex.appendFrames(&snaps[k], lives[k], vs)
	}
	return ex, materialized
}

// appendFrames appends the frames of lg's snapshot, with the concrete
// values of its slots (live: the guard's live values, virtuals: the
// refs of its materialized virtuals), reusing the slot storage of the
// last exit's frames.
func (ex *Exit) appendFrames(lg *liveGuard, live, virtuals []int64) {
	for _, f := range lg.snap.Frames {
		var slots []int64 // the storage this frame had at the last exit
		if n := len(ex.Frames); n < cap(ex.Frames) {
			slots = ex.Frames[:n+1][n].Slots[:0]
		}
		for _, v := range f.Slots {
			slots = append(slots, lg.value(v, live, virtuals))
		}
		ex.Frames = append(ex.Frames, Frame{Greens: f.Greens, Slots: slots})
	}
}
