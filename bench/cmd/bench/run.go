package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// runError is why a run does not count: short goes in the table, detail
// in the notes below it.
type runError struct {
	short, detail string
}

func (e *runError) Error() string { return e.short + ": " + e.detail }

// sample is what one run measured.
type sample struct {
	wall time.Duration // start to exit
	cpu  time.Duration // user + system time of the process
	peak int64         // peak resident set size in bytes (0: unknown)
}

// timeRun runs argv once with the program's input on standard input and
// returns its wall time, start to exit, its CPU time and its peak memory.
// A run that times out, is interrupted (ctx is done), exits with an error
// or prints anything but the expected output is a *runError.
func timeRun(parent context.Context, argv []string, p program, timeout time.Duration) (sample, error) {
	ctx, cancel := context.WithTimeout(parent, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if p.input != "" {
		f, err := os.Open(p.input)
		if err != nil {
			return sample{}, err
		}
		defer f.Close()
		cmd.Stdin = f
	}
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	switch {
	case parent.Err() != nil:
		return sample{}, &runError{"interrupted", parent.Err().Error()}
	case ctx.Err() != nil:
		return sample{}, &runError{"timeout", fmt.Sprintf("no exit within %v", timeout)}
	case err != nil:
		return sample{}, &runError{"error", fmt.Sprintf("%v: %s", err, lastLine(stderr.String()))}
	case !bytes.Equal(stdout.Bytes(), p.want):
		return sample{}, &runError{"wrong output", diff(stdout.Bytes(), p.want)}
	}
	ps := cmd.ProcessState
	return sample{wall: wall, cpu: ps.UserTime() + ps.SystemTime(), peak: peakBytes(ps)}, nil
}

// diff describes where got first differs from want.
func diff(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	return fmt.Sprintf("%d bytes, want %d; first difference at byte %d", len(got), len(want), i)
}

// lastLine is the last non-empty line of s, for error messages.
func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return "(no message)"
	}
	return s[strings.LastIndexByte(s, '\n')+1:]
}
