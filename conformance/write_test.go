package conformance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writeErrorTimeout bounds a run whose output fails: the program must stop
// at its first failed write, well within it; a program that goes on
// writing into the error is killed and fails the test instead of hanging.
const writeErrorTimeout = 30 * time.Second

// TestWriteErrorStops runs each language's endless-output programs with
// stdout on /dev/full (every write fails with ENOSPC) in every mode, and
// on the portable executor: each must end, and say in its language's
// words that the write failed (runIntoFull).
func TestWriteErrorStops(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	modes := append(Modes[:len(Modes):len(Modes)], Mode{Name: "jit-eager-exec", Env: Modes[1].Env + ",backend=exec"})
	for _, l := range Languages {
		if len(l.Endless) == 0 {
			t.Errorf("%s: no endless-output program (Lang.Endless)", l.Name)
			continue
		}
		bin, err := Build(".", l, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		for i, src := range l.Endless {
			prog := filepath.Join(t.TempDir(), fmt.Sprintf("endless%d%s", i, l.Ext()))
			if err := os.WriteFile(prog, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, m := range modes {
				t.Run(fmt.Sprintf("%s/%s/%d", l.Name, m.Name, i), func(t *testing.T) {
					t.Parallel()
					if err := runIntoFull(bin, prog, m); err != nil {
						t.Errorf("%q in mode %s: %v", src, m.Name, err)
					}
				})
			}
		}
	}
}

// runIntoFull runs prog with stdout on /dev/full and checks how it ended.
func runIntoFull(bin, prog string, m Mode) error {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	defer full.Close()
	ctx, cancel := context.WithTimeout(context.Background(), writeErrorTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, prog)
	cmd.Env = append(os.Environ(), "MICROJIT="+m.Env)
	cmd.Stdout = full
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ctx.Err() != nil {
		return fmt.Errorf("still running after %v: a failed write did not stop it", writeErrorTimeout)
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return fmt.Errorf("did not run: %v", err)
	}
	// The failed write is reported in the language's words (a Python
	// OSError with its traceback, SWI's io_error message, one line for
	// bf, toyvm and tiny); the status is the language's: minipy and the
	// others end 1, prolog's failed initialization goal is a warning,
	// after which its toplevel meets the end of its input, as SWI's.
	msg := strings.ToLower(stderr.String())
	if !strings.Contains(msg, "no space left on device") {
		return fmt.Errorf("stderr does not name the failed write (status %v):\n%s", err, tail(stderr.String()))
	}
	if err == nil && !strings.Contains(msg, "initialization goal raised exception") {
		return fmt.Errorf("ended with status 0 after a failed write; stderr:\n%s", tail(stderr.String()))
	}
	return nil
}
