package conformance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"
)

// Binary runs cases as subprocesses of the language's binary at this
// path (Build makes it), with the mode in $MICROJIT. Unlike InProcess it
// can stop a program that hangs.
type Binary string

func (b Binary) run(c *Case, m Mode, timeout time.Duration) (outcome, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, string(b), append(append(append([]string(nil), c.Args...), c.Program), c.After...)...)
	cmd.Env = append(os.Environ(), "MICROJIT="+m.Env)
	in, err := c.stdin()
	if err != nil {
		return outcome{}, err
	}
	if in != nil {
		defer in.Close()
		cmd.Stdin = in
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return outcome{}, err
	}
	if c.MergeStderr {
		cmd.Stderr = cmd.Stdout // the pipe's write end: one stream
	}
	if err := cmd.Start(); err != nil {
		return outcome{}, err
	}
	got, readErr := c.readOutput(stdout)
	if c.Prefix && readErr == nil {
		// Seen enough of a program that never ends.
		cmd.Process.Kill()
		cmd.Wait()
		return outcome{stdout: got, stopped: true}, nil
	}
	waitErr := cmd.Wait()
	if ctx.Err() != nil {
		return outcome{}, fmt.Errorf("timed out after %v (output so far: %d bytes)", timeout, len(got))
	}
	if readErr != nil {
		return outcome{}, readErr
	}
	o := outcome{stdout: got, stderr: stderr.String()}
	var exitErr *exec.ExitError
	if errors.As(waitErr, &exitErr) {
		o.exit = exitErr.ExitCode()
	} else if waitErr != nil {
		return outcome{}, waitErr
	}
	return o, nil
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
