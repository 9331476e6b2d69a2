package conformance

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/lang"
)

// InProcess runs cases in this process through the language's
// jitcore/lang API, the way its binary would (cli.Report prints the
// error): the mode's parameters are the JIT options, the case's .args the
// language's flags. A prefix case's output stops accepting bytes once it
// has enough, which ends the program at its next write. A program cannot
// be stopped otherwise: after timeout the case fails, its output refuses
// every write (a program that prints stops there), and a program that
// computes without printing goes on in the background until this process
// exits (Binary kills it instead).
type InProcess struct{}

func (InProcess) run(c *Case, m Mode, timeout time.Duration) (outcome, error) {
	params := config.DefaultParams()
	if err := params.Set(m.Env); err != nil {
		return outcome{}, fmt.Errorf("mode %s: %v", m.Name, err)
	}
	src, err := os.ReadFile(c.Program)
	if err != nil {
		return outcome{}, err
	}
	cfg := lang.Config{Args: append(append([]string(nil), c.Args...), c.After...), JIT: config.Options{Params: params}}
	in, err := c.stdin()
	if err != nil {
		return outcome{}, err
	}
	if in != nil {
		defer in.Close()
		cfg.Stdin = in
	}
	stdout := &output{limit: -1}
	if c.Prefix {
		stdout.limit = len(c.Want)
	}
	var stderrBuf bytes.Buffer
	var stderr io.Writer = &stderrBuf
	if c.MergeStderr {
		stderr = stdout
	}
	cfg.Stdout, cfg.Stderr = stdout, stderr
	done := make(chan int, 1)
	go func() {
		err := c.Lang.Language.Run(c.Program, src, cfg)
		done <- cli.Report(stderr, err)
	}()
	select {
	case exit := <-done:
		got, full := stdout.result()
		if c.Prefix {
			if !full {
				return outcome{}, fmt.Errorf("program ended after %d of the %d expected output bytes", len(got), len(c.Want))
			}
			return outcome{stdout: got, stopped: true}, nil
		}
		return outcome{stdout: got, stderr: stderrBuf.String(), exit: exit}, nil
	case <-time.After(timeout):
		stdout.close()
		return outcome{}, fmt.Errorf("timed out after %v (the program keeps running in this process)", timeout)
	}
}

// errEnough is what a prefix case's output answers to the write that
// gives it every byte the case checks, and to every later one.
var errEnough = errors.New("conformance: seen enough output")

// output collects a program's standard output; with a limit ≥ 0 it keeps
// that many bytes, failing with errEnough the write that reaches it and
// every later one. A program
// that outlived its timeout may still write: the lock keeps that safe.
type output struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	limit int
}

func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.limit < 0 {
		return o.buf.Write(p)
	}
	room := o.limit - o.buf.Len()
	if len(p) < room {
		return o.buf.Write(p)
	}
	// The write that fills the output fails too: a program that has
	// printed all the case checks may compute on without writing again
	// (cristofd's impeccable.b), and the failed write stops it at its
	// next check of its output.
	o.buf.Write(p[:room])
	return room, errEnough
}

// close makes every later write fail with errEnough.
func (o *output) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.limit = o.buf.Len()
}

// result is what was written, and whether a limit was reached.
func (o *output) result() ([]byte, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.Bytes(), o.limit >= 0 && o.buf.Len() == o.limit
}
