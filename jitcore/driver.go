package jitcore

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt"
)

// Driver is one language's JIT: it counts loop headers, hands out
// recordings, compiles the traces they produce, runs compiled loops, and
// turns guard failures into exits the interpreter resumes from (and, when
// a guard fails often, into bridges).
type Driver struct {
	params  Params
	backend backend.Backend
	funcs   []*ir.Func
	loops   []*Loop
	stats   Stats
	log     io.Writer // nil: no trace log
	logFile *os.File
	view    *viewLog // the HTML trace log (view.go), or nil
	opts    opt.Set  // optimizer passes to run
	// switches holds, per promotion position (a snapshot's greens), the
	// values compiled code is specialized to there: a flexswitch's cases.
	switches map[string]map[int64]bool
	// twins maps a guard to the first of its twins (twins.go).
	twins   map[*backend.Guard]*backend.Guard
	ntraces int  // traces started, numbering them for logs
	exit    Exit // what Run returns, reused
	// exitSnaps and exitLives are Run's snapshots of an exit and their
	// live values, reused.
	exitSnaps []liveGuard
	exitLives [][]int64
	// recording is set while a recording is under way: a call it runs
	// for its result starts no other (HotFunc, Hot).
	recording bool
	// stopped is why the JIT stopped compiling for good, or "";
	// payoff is its credit for compiling (policy.go).
	stopped string
	payoff  payoff
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
// traces may call (ir.Op.Aux of a call indexes them).
func NewDriver(opts Options, funcs []*ir.Func) (*Driver, error) {
	be, err := newBackend(opts.Params)
	if err != nil {
		return nil, err
	}
	passes, err := opt.Parse(opts.Params.EnableOpts)
	if err != nil {
		return nil, fmt.Errorf("enable_opts: %v", err)
	}
	d := &Driver{params: opts.Params, backend: be, funcs: funcs, opts: passes, switches: map[string]map[int64]bool{}, twins: map[*backend.Guard]*backend.Guard{},
		payoff: payoff{credit: maxCredit, threshold: opts.Params.Threshold, functionThreshold: opts.Params.FunctionThreshold}}
	if opts.LogPath != "" && isHTMLLog(opts.LogPath) {
		if d.view, err = newViewLog(opts.LogPath); err != nil {
			return nil, fmt.Errorf("--jit-log: %v", err)
		}
		if c, ok := be.(backend.Counting); ok {
			c.CountArrivals()
		}
	} else if opts.LogPath != "" {
		f, err := os.Create(opts.LogPath)
		if err != nil {
			return nil, fmt.Errorf("--jit-log: %v", err)
		}
		d.logFile, d.log = f, f
		fmt.Fprintf(f, "# microjit trace log: backend %s, params %+v\n", be.Name(), opts.Params)
	}
	return d, nil
}

// Close writes the HTML trace log, if there is one, releases the
// backend's code memory and closes the log.
func (d *Driver) Close() error {
	var err error
	if v := d.view; v != nil {
		d.view = nil // once
		if werr := v.write(d); werr != nil {
			err = fmt.Errorf("--jit-log: %v", werr)
		}
	}
	if c, ok := d.backend.(io.Closer); ok {
		if cerr := c.Close(); err == nil {
			err = cerr
		}
	}
	if d.logFile != nil {
		if lerr := d.logFile.Close(); err == nil {
			err = lerr
		}
	}
	return err
}

// Params are the driver's parameters.
func (d *Driver) Params() Params { return d.params }

// Hot counts one arrival at s and reports whether the loop starting there
// should be recorded now.
func (d *Driver) Hot(s *Site) bool { return d.hot(s, d.payoff.threshold) }

// hot counts s up to threshold and reports whether it is there. While a
// recording runs, nothing else becomes hot; once the JIT stopped
// compiling, nothing does (policy.go).
func (d *Driver) hot(s *Site, threshold int) bool {
	if s.blacklisted || s.Loop != nil || d.recording || d.stopped != "" {
		return false
	}
	if int(s.count) < threshold {
		s.count++
	}
	return int(s.count) >= threshold
}

// logf writes to the trace log, if there is one.
func (d *Driver) logf(format string, args ...any) {
	if d.log != nil {
		fmt.Fprintf(d.log, format, args...)
	}
}

// compile optimizes and compiles a finished recording's trace.
// The trace that was compiled (optimized, or as recorded) is stored in
// *out.
func (d *Driver) compile(t *ir.Trace, out **ir.Trace) (backend.Code, error) {
	start := time.Now()
	defer func() { d.stats.CompileTime += time.Since(start) }()
	if err := t.Verify(); err != nil {
		return nil, fmt.Errorf("recorded trace is malformed: %v", err)
	}
	d.logf("\n%s", t)
	if d.opts != 0 {
		optimized, err := opt.Optimize(t, d.opts)
		if err != nil {
			// The optimizer found itself at fault: run the trace as recorded.
			d.logf("  -- optimizer failed, using the recorded trace: %v\n", err)
		} else {
			t = optimized
			if d.log != nil {
				d.logf("  -- optimized (%s):\n%s", d.params.EnableOpts, indentLines(t.String()))
			}
		}
	}
	code, err := d.backend.Compile(t, d.funcs, func(id int) backend.Code { return d.loops[id].Code })
	if err != nil {
		return nil, err
	}
	*out = t
	d.noteCases(t)
	d.noteTwins(code)
	d.stats.OpsCompiled += len(t.Ops)
	return code, nil
}

// logCode writes code's listing to the trace log: after a bridge is
// attached, so that what attaching added (a native guard entry) shows.
func (d *Driver) logCode(code backend.Code) {
	if d.log != nil {
		if l := code.Listing(); l != "" {
			d.logf("  -- %s code, %d bytes\n%s", d.backend.Name(), code.Size(), indent(l))
		}
	}
}

// indent indents every line of s by four spaces.
func indent(s string) string {
	return indentLines(strings.TrimSuffix(s, "\n") + "\n")
}

func indentLines(s string) string {
	lines := strings.SplitAfter(strings.TrimSuffix(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "    " + strings.TrimSuffix(l, "\n")
	}
	return strings.Join(lines, "\n") + "\n"
}
