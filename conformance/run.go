package conformance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/google/go-cmp/cmp"
)

// Result is what one run of a case gave.
type Result struct {
	Case     *Case
	Mode     Mode
	Duration time.Duration
	Err      error // nil when the case passed
}

// Run runs c with the binary bin in mode m, killing it after timeout.
func (c *Case) Run(bin string, m Mode, timeout time.Duration) Result {
	start := time.Now()
	err := c.run(bin, m, timeout)
	return Result{Case: c, Mode: m, Duration: time.Since(start), Err: err}
}

func (c *Case) run(bin string, m Mode, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, append(append([]string(nil), c.Args...), c.Program)...)
	cmd.Env = append(os.Environ(), "MICROJIT="+m.Env)
	if c.Input != "" {
		in, err := os.Open(c.Input)
		if err != nil {
			return err
		}
		defer in.Close()
		cmd.Stdin = in
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	got, readErr := c.readOutput(stdout)
	if c.Prefix && readErr == nil {
		// Seen enough of a program that never ends.
		cmd.Process.Kill()
		cmd.Wait()
		return c.compare(got)
	}
	waitErr := cmd.Wait()
	if ctx.Err() != nil {
		return fmt.Errorf("timed out after %v (output so far: %d bytes)", timeout, len(got))
	}
	if readErr != nil {
		return readErr
	}
	code := 0
	var exitErr *exec.ExitError
	if errors.As(waitErr, &exitErr) {
		code = exitErr.ExitCode()
	} else if waitErr != nil {
		return waitErr
	}
	if code != c.WantExit {
		return fmt.Errorf("exit status %d, want %d; stderr:\n%s", code, c.WantExit, tail(stderr.String()))
	}
	if c.WantStderr != "" && !strings.Contains(stderr.String(), c.WantStderr) {
		return fmt.Errorf("stderr does not contain %q:\n%s", c.WantStderr, tail(stderr.String()))
	}
	if c.WantExit == 0 && stderr.Len() > 0 {
		return fmt.Errorf("unexpected stderr:\n%s", tail(stderr.String()))
	}
	return c.compare(got)
}

// readOutput reads stdout to its end, or, for a prefix case, until it has
// len(Want) bytes.
func (c *Case) readOutput(r io.Reader) ([]byte, error) {
	if !c.Prefix {
		return io.ReadAll(r)
	}
	got := make([]byte, len(c.Want))
	n, err := io.ReadFull(r, got)
	if err != nil {
		return got[:n], fmt.Errorf("program ended after %d of the %d expected output bytes", n, len(c.Want))
	}
	return got, nil
}

func (c *Case) compare(got []byte) error {
	want := c.Want
	if c.TrimNewline {
		got = bytes.TrimSuffix(got, []byte("\n"))
		want = bytes.TrimSuffix(want, []byte("\n"))
	}
	if bytes.Equal(got, want) {
		return nil
	}
	return fmt.Errorf("stdout differs (-want +got):\n%s", tail(cmp.Diff(lines(want), lines(got))))
}

// lines splits output for a readable diff; binary output still diffs.
func lines(b []byte) []string { return strings.SplitAfter(string(b), "\n") }

// tail keeps error messages readable when a program prints a lot.
func tail(s string) string {
	const max = 4000
	if len(s) > max {
		return "..." + s[len(s)-max:]
	}
	return s
}
