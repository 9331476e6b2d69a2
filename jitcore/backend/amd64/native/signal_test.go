//go:build linux && amd64

package native

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// loopHelperEnv makes the test binary run TestNativeLoopHelper as a
// helper process: it prints the id of the thread that runs native code and
// then loops in native code until it is killed.
const loopHelperEnv = "MICROJIT_NATIVE_LOOP_HELPER"

// nativeStartDelay is how long the helper gets to go from printing its
// thread id into native code.
const nativeStartDelay = 200 * time.Millisecond

// TestNativeLoopHelper is not a test: it is the helper process of
// TestSignalDuringNativeCode.
func TestNativeLoopHelper(t *testing.T) {
	if os.Getenv(loopHelperEnv) == "" {
		t.Skip("helper process of TestSignalDuringNativeCode")
	}
	runtime.LockOSThread()
	r := newFuelRunner(t)
	r.rec.limit = ^uint64(0)
	fmt.Println(unix.Gettid())
	for {
		r.enter(^uint64(0)) // no fuel exit in practice
	}
}

// TestSignalDuringNativeCode sends signals to the very thread that runs
// native code, in a helper process: each must end the process as it ends
// any Go program. A SIGQUIT (or another signal the runtime answers with a
// goroutine dump) used to crash the runtime's traceback, which walked into
// the native stack ("unknown pc", "fatal error: unsafe.Slice").
func TestSignalDuringNativeCode(t *testing.T) {
	for _, c := range []struct {
		sig syscall.Signal
		// dump: Go prints the goroutines and exits with status 2;
		// otherwise the process dies of the signal.
		dump bool
	}{
		{syscall.SIGQUIT, true},
		{syscall.SIGABRT, true},
		{syscall.SIGSEGV, true}, // sent by kill: the runtime throws
		{syscall.SIGTERM, false},
		{syscall.SIGHUP, false},
	} {
		t.Run(c.sig.String(), func(t *testing.T) {
			stderr := signalNativeLoop(t, c.sig)
			for _, bad := range []string{"unknown pc", "fatal error", "panic during panic"} {
				if strings.Contains(stderr, bad) {
					t.Errorf("stderr has %q:\n%s", bad, stderr)
				}
			}
			if c.dump && !strings.Contains(stderr, "native.enter") {
				t.Errorf("no goroutine dump down to the native entry:\n%s", stderr)
			}
		})
	}
}

// signalNativeLoop starts the helper process, sends sig to its thread in
// native code, checks that the process ends as Go ends on sig and returns
// its stderr.
func signalNativeLoop(t *testing.T, sig syscall.Signal) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestNativeLoopHelper$", "-test.count=1")
	cmd.Env = append(os.Environ(), loopHelperEnv+"=1", "GOTRACEBACK=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	tid, convErr := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || convErr != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("helper printed %q (%v), want its thread id; stderr:\n%s", line, err, stderr.String())
	}
	// The helper prints the id just before it enters native code, where
	// it then stays but for a few instructions per 2^64 iterations; the
	// checks of the dump tell whether the signal found it there.
	time.Sleep(nativeStartDelay)
	if err := unix.Tgkill(cmd.Process.Pid, tid, sig); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal(err)
	}
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("helper ended with %v, want an exit on %v", err, sig)
	}
	ws := exit.Sys().(syscall.WaitStatus)
	switch {
	case sig == syscall.SIGTERM || sig == syscall.SIGHUP:
		if !ws.Signaled() || ws.Signal() != sig {
			t.Errorf("helper ended with %v, want death by %v; stderr:\n%s", ws, sig, stderr.String())
		}
	case ws.Signaled() || ws.ExitStatus() != 2:
		t.Errorf("helper ended with %v, want exit status 2; stderr:\n%s", ws, stderr.String())
	}
	return stderr.String()
}
