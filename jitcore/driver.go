package jitcore

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
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
	// switches counts the bridges grown from promotions, per position.
	switches map[string]int
	ntraces  int // traces started, numbering them for logs
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
	d := &Driver{params: opts.Params, backend: be, funcs: funcs, switches: map[string]int{}}
	if opts.LogPath != "" {
		f, err := os.Create(opts.LogPath)
		if err != nil {
			return nil, fmt.Errorf("--jit-log: %v", err)
		}
		d.logFile, d.log = f, f
		fmt.Fprintf(f, "# microjit trace log: backend %s, params %+v\n", be.Name(), opts.Params)
	}
	return d, nil
}

// Close flushes the log.
func (d *Driver) Close() error {
	if d.logFile != nil {
		return d.logFile.Close()
	}
	return nil
}

// Params are the driver's parameters.
func (d *Driver) Params() Params { return d.params }

// Hot counts one arrival at s and reports whether the loop starting there
// should be recorded now.
func (d *Driver) Hot(s *Site) bool {
	if s.blacklisted || s.Loop != nil {
		return false
	}
	s.count++
	return int(s.count) >= d.params.Threshold
}

// logf writes to the trace log, if there is one.
func (d *Driver) logf(format string, args ...any) {
	if d.log != nil {
		fmt.Fprintf(d.log, format, args...)
	}
}

// compile optimizes and compiles a finished recording's trace.
func (d *Driver) compile(t *ir.Trace) (backend.Code, error) {
	start := time.Now()
	defer func() { d.stats.CompileTime += time.Since(start) }()
	if err := t.Verify(); err != nil {
		return nil, fmt.Errorf("recorded trace is malformed: %v", err)
	}
	code, err := d.backend.Compile(t, d.funcs, func(id int) backend.Code { return d.loops[id].Code })
	if err != nil {
		return nil, err
	}
	d.stats.OpsCompiled += len(t.Ops)
	d.stats.CodeBytes += code.Size()
	if d.log != nil {
		d.logf("\n%s", t)
		if l := code.Listing(); l != "" {
			d.logf("  -- %s code, %d bytes\n%s", d.backend.Name(), code.Size(), indent(l))
		}
	}
	return code, nil
}

func indent(s string) string {
	out := ""
	for len(s) > 0 {
		line := s
		if i := indexByte(s, '\n'); i >= 0 {
			line, s = s[:i+1], s[i+1:]
		} else {
			line, s = s+"\n", ""
		}
		out += "    " + line
	}
	return out
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}
