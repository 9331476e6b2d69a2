package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// asMinipy makes the test binary run as minipy (TestMain calls main),
// with the arguments after "--".
const asMinipy = "MICROJIT_TEST_AS_MINIPY"

func TestMain(m *testing.M) {
	if os.Getenv(asMinipy) != "" {
		for k, arg := range os.Args {
			if arg == "--" {
				os.Args = append([]string{"minipy"}, os.Args[k+1:]...)
				break
			}
		}
		main()
		return
	}
	os.Exit(m.Run())
}

// minipyCmd is the test binary as minipy with args, under an address
// space limit of ulimitKB kilobytes (0: none).
func minipyCmd(ulimitKB int, args ...string) *exec.Cmd {
	self := []string{os.Args[0], "-test.run=^$", "--"}
	var cmd *exec.Cmd
	if ulimitKB > 0 {
		cmd = exec.Command("/bin/sh", append([]string{"-c", `ulimit -v "$0" && exec "$@"`, strconv.Itoa(ulimitKB)}, append(self, args...)...)...)
	} else {
		cmd = exec.Command(self[0], append(self[1:], args...)...)
	}
	cmd.Env = append(os.Environ(), asMinipy+"=1")
	return cmd
}

// run runs cmd and returns its output, error output and exit status.
func run(t *testing.T, cmd *exec.Cmd) (stdout, stderr string, status int) {
	t.Helper()
	var out strings.Builder
	cmd.Stdout = &out
	stderr, status = runTo(t, cmd, cmd.Stdout)
	return out.String(), stderr, status
}

// runTo runs cmd writing its output to stdout and returns its error
// output and exit status.
func runTo(t *testing.T, cmd *exec.Cmd, stdout io.Writer) (stderr string, status int) {
	t.Helper()
	var errOut strings.Builder
	cmd.Stdout, cmd.Stderr = stdout, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return errOut.String(), status
}

// Under a limit on its address space, as in a container, minipy starts
// (the heap reserves what it uses, not 2 GiB), and a program that
// allocates without end gets MemoryError (its default memory limit fits
// under the address space), never Go's fatal "out of memory".
func TestAddressSpaceLimit(t *testing.T) {
	langtest.SkipUnderRace(t)
	for _, c := range []struct {
		name     string
		ulimitKB int
		src      string
		out      string
		errEnd   string
		status   int
	}{
		{"start", 1_000_000, "print(1)", "1\n", "", 0},
		{"append", 1_000_000, "x = []\nwhile True: x.append(1)", "", "MemoryError\n", 1},
		{"doubling", 1_000_000, "x = 'x'\nwhile True: x = x + x", "", "MemoryError\n", 1},
		{"caught", 1_000_000, "x = []\ntry:\n    while True: x.append(1)\nexcept MemoryError:\n    x = None\n    print('caught')\n", "caught\n", "", 0},
		// issue 43's cap: the data's limit is then 833 MB, and the list's
		// last growths are hundreds of megabytes each (not under -short:
		// it fills them).
		{"append 4 GB", 4_000_000, "x = []\nwhile True: x.append(1)", "", "MemoryError\n", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.ulimitKB > 1_000_000 && testing.Short() {
				t.Skip("fills 833 MB")
			}
			out, errOut, status := run(t, minipyCmd(c.ulimitKB, "-c", c.src))
			if out != c.out || !strings.HasSuffix(errOut, c.errEnd) || status != c.status || c.errEnd == "" && errOut != "" {
				t.Errorf("got %q, stderr %q, status %d; want %q, stderr ending %q, status %d", out, errOut, status, c.out, c.errEnd, c.status)
			}
		})
	}
}

// A signal reaches the program where it is: SIGINT raises
// KeyboardInterrupt there (its finally runs; uncaught, CPython's
// traceback, and minipy dies of SIGINT as CPython does: status -2),
// SIGTERM ends it with status 143; either way what it printed is
// flushed first. (Without the handling Go's runtime dies at once: the
// output lost.) A KeyboardInterrupt the program raises ends it so too;
// sys.exit(130) is a status.
func TestSignals(t *testing.T) {
	prog := "print('ready', flush=True)\nprint('buffered')\ntry:\n    while True:\n        x = 1\nfinally:\n    print('finally')\n"
	for _, c := range []struct {
		name   string
		sig    syscall.Signal
		out    string
		errOut string
		status int
	}{
		{"SIGINT", syscall.SIGINT, "ready\nbuffered\nfinally\n", "Traceback (most recent call last):\n  File \"<string>\", line 4, in <module>\nKeyboardInterrupt\n", -2},
		{"SIGTERM", syscall.SIGTERM, "ready\nbuffered\n", "", 143},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, status, err := signalAfterLine(t, minipyCmd(0, "-c", prog), c.sig)
			if out != c.out || errOut != c.errOut || status != c.status {
				t.Errorf("got %q, stderr %q, status %d (%v); want %q, stderr %q, status %d", out, errOut, status, err, c.out, c.errOut, c.status)
			}
		})
	}
}

// An uncaught KeyboardInterrupt ends minipy as SIGINT does (CPython's
// status -2); sys.exit(130) is an exit status.
func TestKeyboardInterruptStatus(t *testing.T) {
	for _, c := range []struct {
		src    string
		status int
	}{{"raise KeyboardInterrupt", -2}, {"import sys; sys.exit(130)", 130}} {
		err := minipyCmd(0, "-c", c.src).Run()
		if status := waitStatus(err); status != c.status {
			t.Errorf("%q: status %d (%v); want %d", c.src, status, err, c.status)
		}
	}
}

// A SIGINT ignored when minipy started stays ignored, as CPython
// leaves it (a shell's background job, nohup): the program runs on.
// (Go's signal.Notify installs a handler regardless.)
func TestIgnoredSIGINT(t *testing.T) {
	cmd := minipyCmd(0, "-c", "import time\nprint('ready', flush=True)\ntime.sleep(0.5)\nprint('survived')")
	cmd.Args = append([]string{"/bin/sh", "-c", `trap '' INT && exec "$@"`, "sh"}, cmd.Args...)
	cmd.Path = "/bin/sh"
	out, _, status, err := signalAfterLine(t, cmd, syscall.SIGINT)
	if out != "ready\nsurvived\n" || status != 0 {
		t.Errorf("got %q, status %d (%v); want ready, survived and status 0", out, status, err)
	}
}

// signalAfterLine starts cmd, sends it sig once it printed a line and
// returns what it printed, its error output and its exit status (and
// Wait's error).
func signalAfterLine(t *testing.T, cmd *exec.Cmd, sig syscall.Signal) (out, errOut string, status int, err error) {
	t.Helper()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errBuf strings.Builder
	cmd.Stderr = &errBuf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(stdout)
	first, _ := r.ReadString('\n')
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(r)
	err = cmd.Wait()
	return first + string(rest), errBuf.String(), waitStatus(err), err
}

// waitStatus is the exit status of a process that Wait returned err
// for, or minus the signal that ended it (as Python's subprocess
// reports it).
func waitStatus(err error) int {
	exit, ok := errors.AsType[*exec.ExitError](err)
	if !ok {
		return 0
	}
	if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -int(ws.Signal())
	}
	return exit.ExitCode()
}

// flushIgnored is what CPython 3.11 prints (buffered, as without
// PYTHONUNBUFFERED) when its standard output cannot be flushed at its
// end, err the OSError's line; it then exits with 120.
func flushIgnored(err string) string {
	return "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n" + err + "\n"
}

// A write to a closed pipe fails as any failed write does: at the end
// of the run, CPython's message and status 120; where Go's default died
// of SIGPIPE at the write.
func TestBrokenPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	defer w.Close()
	cmd := minipyCmd(0, "-c", "import sys\nsys.stderr.write('before\\n')\nprint('hello')")
	errOut, status := runTo(t, cmd, w)
	if want := "before\n" + flushIgnored("BrokenPipeError: [Errno 32] Broken pipe"); status != 120 || errOut != want {
		t.Errorf("print to a closed pipe: status %d, stderr %q; want 120, %q", status, errOut, want)
	}
}

// Output that cannot be written fails the run as in CPython, whatever
// way it ends: a write that fails while the program runs is OSError
// there (the loop's output fills the buffer), and the flush at the end
// that fails prints CPython's message after what the run ended with
// and exits 120, whatever the program's status.
func TestFullDisk(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	const enospc = "OSError: [Errno 28] No space left on device"
	atEnd := flushIgnored(enospc)
	for _, c := range []struct {
		src, errOut string
		status      int
	}{
		{"print('hello')", atEnd, 120},
		{"import sys\nprint('hello'); sys.exit(0)", atEnd, 120},
		{"import sys\nprint('hello'); sys.exit(3)", atEnd, 120},
		{"import sys\nprint('hello'); sys.exit('bye')", "bye\n" + atEnd, 120},
		{"print('hello'); raise SystemExit", atEnd, 120},
		{"print('hello'); exit()", atEnd, 120},
		{"print('hello'); 1/0", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nZeroDivisionError: division by zero\n" + atEnd, 120},
		{"print('hello', flush=True)", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n" + enospc + "\n" + atEnd, 120},
		{"for i in range(10000): print(i)", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n" + enospc + "\n", 1},
		{"try:\n    for i in range(10000): print(i)\nexcept OSError as e:\n    raise SystemExit(repr(e))", "OSError(28, 'No space left on device')\n", 1},
	} {
		cmd := minipyCmd(0, "-c", c.src)
		errOut, status := runTo(t, cmd, full)
		if status != c.status || errOut != c.errOut {
			t.Errorf("%q to /dev/full: status %d, stderr %q; want %d, %q", c.src, status, errOut, c.status, c.errOut)
		}
	}
}
