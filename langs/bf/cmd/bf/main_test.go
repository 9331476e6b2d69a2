package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// asBF makes the test binary run as bf (TestMain calls main), with the
// arguments after "--".
const asBF = "MICROJIT_TEST_AS_BF"

func TestMain(m *testing.M) {
	if os.Getenv(asBF) != "" {
		for k, arg := range os.Args {
			if arg == "--" {
				os.Args = append([]string{"bf"}, os.Args[k+1:]...)
				break
			}
		}
		main()
		return
	}
	os.Exit(m.Run())
}

// TestQuitInCompiledLoop sends SIGQUIT to bf while it spins in a compiled
// loop: Go's answer, a goroutine dump and exit status 2, not a crash of
// the runtime's traceback in native code (issue 27: "unknown pc", "fatal
// error: unsafe.Slice", then SIGSEGV). The largest fuel period keeps the
// loop in native code nearly all the time.
func TestQuitInCompiledLoop(t *testing.T) {
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("native code runs on linux/amd64 only")
	}
	const (
		runs = 3
		// compileDelay is ample time to compile the loop and enter it.
		compileDelay = 300 * time.Millisecond
	)
	prog := filepath.Join(t.TempDir(), "spin.b")
	if err := os.WriteFile(prog, []byte("+[]"), 0o644); err != nil {
		t.Fatal(err)
	}
	for range runs {
		cmd := exec.Command(os.Args[0], "-test.run=^$", "--", "--jit-param", "fuel_bits=22", prog)
		cmd.Env = append(os.Environ(), asBF+"=1", "GOTRACEBACK=")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(compileDelay)
		if err := cmd.Process.Signal(syscall.SIGQUIT); err != nil {
			t.Fatal(err)
		}
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signaled() || exit.ExitCode() != 2 {
			t.Errorf("bf ended with %v, want exit status 2; stderr:\n%s", err, stderr.String())
		}
		out := stderr.String()
		if !strings.HasPrefix(out, "SIGQUIT: quit") || !strings.Contains(out, "goroutine 1 ") {
			t.Errorf("stderr is not Go's SIGQUIT dump:\n%s", out)
		}
		for _, bad := range []string{"unknown pc", "fatal error", "panic during panic"} {
			if strings.Contains(out, bad) {
				t.Errorf("stderr has %q:\n%s", bad, out)
			}
		}
	}
}
