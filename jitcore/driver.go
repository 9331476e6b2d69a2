package jitcore

import (
	"fmt"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/jitcore/internal/cputime"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/opt"
	"github.com/microjit/microjit/jitcore/resume"
)

// Driver is one language's JIT: it counts loop headers, hands out
// recordings, compiles the traces they produce, runs compiled loops, and
// turns guard failures into exits the interpreter resumes from (and, when
// a guard fails often, into bridges).
type Driver struct {
	params   config.Params
	backend  backend.Backend
	funcs    []*ir.Func
	loops    []*Loop
	stats    jitlog.Stats
	log      *jitlog.Log  // nil: no trace log
	page     *jitlog.Page // the log's page, or nil (jitlog/page.go)
	opts     opt.Set      // optimizer passes to run
	switches switches     // the flexswitches' cases (switches.go)
	twins    twins        // guards that share failures and bridges (twins.go)
	ntraces  int          // traces started, numbering them for logs
	exits    resume.Exits
	// recording is set while a recording is under way: a call it runs
	// for its result starts no other (HotFunc, Hot).
	recording bool
	policy    policy // when to compile, and whether the JIT stopped (policy.go)
	// passTime is what each optimizer pass took (opt.Passes order),
	// verifyTime the verification of traces before and after them.
	passTime   []time.Duration
	verifyTime time.Duration
	aborts     aborts // abandoned recordings by reason and site (aborts.go)
	// families are the compiled traces by family (invalidate.go).
	families families
}

// Site is the JIT's state for one loop header of the user program. A
// language keeps one per possible header (bf: one per pc) and passes it to
// Hot, RecordLoop and AtHeader.
type Site struct {
	count       int32
	aborts      int32
	blacklisted bool
	// Loop is the compiled loop starting here, or nil.
	Loop *Loop
}

// Loop is a compiled loop.
type Loop struct {
	ID    int
	Trace *ir.Trace
	Code  backend.Code
}

// NewDriver makes the JIT for a language. funcs are the functions its
// traces may call (ir.Op.Aux of a call indexes them), each with its
// effects declared (ir.Func.Check).
func NewDriver(opts config.Options, funcs []*ir.Func) (*Driver, error) {
	if err := ir.CheckFuncs(funcs); err != nil {
		return nil, err
	}
	be, err := config.NewBackend(opts.Params)
	if err != nil {
		return nil, err
	}
	passes, err := opt.Parse(opts.Params.EnableOpts)
	if err != nil {
		return nil, fmt.Errorf("enable_opts: %v", err)
	}
	d := &Driver{params: opts.Params, backend: be, funcs: funcs, opts: passes, switches: switches{}, families: families{}}
	if opts.LogPath != "" {
		if d.log, err = jitlog.Create(opts.LogPath); err != nil {
			return nil, fmt.Errorf("--jit-log: %v", err)
		}
		d.log.Printf("# microjit trace log: backend %s, params %+v\n", be.Name(), opts.Params)
	}
	if d.page = d.log.Page(); d.page != nil {
		if c, ok := be.(backend.Counting); ok {
			c.CountArrivals() // what the page shows: iterations, entries
		}
	}
	d.twins = newTwins(be, &d.stats, d.log)
	d.policy = newPolicy(opts.Params, &d.stats, d.log)
	return d, nil
}

// ShowCaches gives the log's page the language's inline caches: the page
// shows each site's state at the end of the run, named by where(the
// site's position, ic.Caches.NewSiteAt).
func (d *Driver) ShowCaches(c *ic.Caches, where func(pos int64) string) { d.page.Caches(c, where) }

// Params are the driver's parameters.
func (d *Driver) Params() config.Params { return d.params }

// Hot counts one arrival at s and reports whether the loop starting there
// should be recorded now.
func (d *Driver) Hot(s *Site) bool { return d.hot(s, d.policy.threshold) }

// hot counts s up to threshold and reports whether it is there. While a
// recording runs, nothing else becomes hot; once the JIT stopped
// compiling, nothing does (policy.go).
func (d *Driver) hot(s *Site, threshold int) bool {
	if s.blacklisted || s.Loop != nil || d.recording || d.policy.stopped != "" {
		return false
	}
	if int(s.count) < threshold {
		s.count++
	}
	return int(s.count) >= threshold
}

// compile optimizes and compiles a finished recording's trace.
// The trace that was compiled (optimized, or as recorded) is stored in
// *out.
func (d *Driver) compile(t *ir.Trace, out **ir.Trace) (backend.Code, error) {
	start := time.Now()
	// The process's CPU clock times the compile apart from what other
	// processes ran meanwhile on a loaded machine, which the wall time
	// counts. (It counts the collector's threads, which the compile's
	// allocations keep busy too. A thread's clock would need the
	// goroutine locked to its thread while it compiles, which changes
	// how the runtime schedules it.)
	cpu := cputime.Process()
	defer func() {
		d.stats.CompileCPU += cputime.Process() - cpu
		d.stats.CompileTime += time.Since(start)
	}()
	// The optimizer verifies what it makes, and its input when that
	// fails (Optimize); without it, the recorded trace is compiled.
	if d.opts == 0 {
		if err := t.Verify(); err != nil {
			return nil, fmt.Errorf("recorded trace is malformed: %v", err)
		}
	}
	d.log.Printf("\n%s", t)
	if d.opts != 0 {
		if d.passTime == nil {
			d.passTime = make([]time.Duration, len(opt.Passes))
		}
		var passes time.Duration
		for _, p := range d.passTime {
			passes -= p
		}
		begin := time.Now()
		optimized, err := opt.OptimizeTimed(t, d.opts, d.passTime)
		for _, p := range d.passTime {
			passes += p
		}
		// What Optimize spent outside its passes is verifying.
		d.verifyTime += begin.Sub(start) + time.Since(begin) - passes
		if err != nil {
			if err := t.Verify(); err != nil {
				return nil, fmt.Errorf("recorded trace is malformed: %v", err)
			}
			// The optimizer found itself at fault: run the trace as recorded.
			d.log.Printf("  -- optimizer failed, using the recorded trace: %v\n", err)
		} else {
			t = optimized
			if d.log.Enabled() {
				d.log.Block(fmt.Sprintf("optimized (%s):", d.params.EnableOpts), t.String())
			}
		}
	}
	code, err := d.backend.Compile(t, d.funcs, func(id int) backend.Code { return d.loops[id].Code })
	if err != nil {
		return nil, err
	}
	*out = t
	d.switches.note(t)
	d.twins.note(code)
	d.stats.OpsCompiled += len(t.Ops)
	return code, nil
}

// logCode writes code's listing to the trace log: after a bridge is
// attached, so that what attaching added (a native guard entry) shows.
func (d *Driver) logCode(code backend.Code) {
	if d.log.Enabled() {
		if l := code.Listing(); l != "" {
			d.log.Block(fmt.Sprintf("%s code, %d bytes", d.backend.Name(), code.Size()), l)
		}
	}
}
