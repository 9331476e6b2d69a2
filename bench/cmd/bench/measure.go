package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"
)

// readyEngine is an engine that passed its setup and probe.
type readyEngine struct {
	name    string
	command commandFunc
}

// cell is one program on one engine.
type cell struct {
	runs []sample  // the counted runs
	err  *runError // why the program failed on the engine, if it did
	// na marks a program the engine has no version of (commandFunc's
	// errNotApplicable): no runs, no failure.
	na bool
}

// walls and cpus are the counted runs' wall and CPU times.
func (c cell) walls() []time.Duration {
	return c.durations(func(s sample) time.Duration { return s.wall })
}
func (c cell) cpus() []time.Duration {
	return c.durations(func(s sample) time.Duration { return s.cpu })
}

func (c cell) durations(of func(sample) time.Duration) []time.Duration {
	ds := make([]time.Duration, len(c.runs))
	for i, s := range c.runs {
		ds[i] = of(s)
	}
	return ds
}

// peak is the largest peak memory of the counted runs (0: unknown).
func (c cell) peak() int64 {
	var p int64
	for _, s := range c.runs {
		p = max(p, s.peak)
	}
	return p
}

// errNotApplicable is a commandFunc's error for a program the engine has
// no version of (GNU Prolog's for a clpfd program it cannot express).
var errNotApplicable = errors.New("no version of the program for this engine")

// results are one invocation's measurements, cells[program][engine].
type results struct {
	programs []string
	engines  []string
	cells    [][]cell
}

// failed reports whether any program failed on any engine.
func (r *results) failed() bool {
	for _, row := range r.cells {
		for _, c := range row {
			if c.err != nil {
				return true
			}
		}
	}
	return false
}

// measure runs every program on every engine: a warm-up run each, then
// runs rounds in which each engine runs once. An engine stops on a
// program at its first failed run; everything stops when ctx is done.
// Progress goes to w.
func measure(ctx context.Context, progs []program, engines []readyEngine, runs int, timeout time.Duration, w io.Writer) *results {
	r := &results{}
	for _, e := range engines {
		r.engines = append(r.engines, e.name)
	}
	for _, p := range progs {
		if ctx.Err() != nil {
			break
		}
		fmt.Fprintf(w, "bench: %s\n", p.name)
		r.programs = append(r.programs, p.name)
		row := make([]cell, len(engines))
		argv := make([][]string, len(engines))
		for i, e := range engines {
			var err error
			if argv[i], err = e.command(p.path); err != nil {
				if errors.Is(err, errNotApplicable) {
					row[i].na = true
					continue
				}
				row[i].err = &runError{"setup", err.Error()}
				continue
			}
			argv[i] = append(argv[i], p.args...)
			if _, err := timeRun(ctx, argv[i], p, timeout); err != nil {
				row[i].err = asRunError(err)
			}
		}
		for range runs {
			for i := range engines {
				if row[i].err != nil || row[i].na {
					continue
				}
				s, err := timeRun(ctx, argv[i], p, timeout)
				if err != nil {
					row[i].err = asRunError(err)
					continue
				}
				row[i].runs = append(row[i].runs, s)
			}
		}
		r.cells = append(r.cells, row)
	}
	return r
}

// asRunError wraps an error that is not already a *runError.
func asRunError(err error) *runError {
	if re, ok := errors.AsType[*runError](err); ok {
		return re
	}
	return &runError{"error", err.Error()}
}
