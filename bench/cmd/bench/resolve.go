package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// A version manager (pyenv, rbenv) puts shims on the PATH: shell scripts
// that find the selected version's executable and exec it. Timing a shim
// times the manager's shell work too (pyenv's adds 0.1 to 1.5 s to a run
// on the build machine), so a peer is resolved to the executable the shim
// would run before it is timed.

// shimExec matches the line of a pyenv-style shim that hands the program
// to its manager: exec "/root/.pyenv/libexec/pyenv" exec "$program" "$@".
var shimExec = regexp.MustCompile(`(?m)^\s*exec\s+"([^"]+)"\s+exec\s+"\$program"`)

// scriptPrefix is how a script starts; an executable that starts so is
// not timed unless it is a shim that resolves to something else.
const scriptPrefix = "#!"

// resolveExecutable finds name on the PATH and follows symbolic links and
// version-manager shims to the executable that really runs. note says
// what was followed ("" when the PATH's entry is the executable itself).
// A shell script that is not a shim bench knows is an error: timing it
// would time a shell.
func resolveExecutable(name string) (path, note string, err error) {
	found, err := exec.LookPath(name)
	if err != nil {
		return "", "", err
	}
	path, err = filepath.EvalSymlinks(found)
	if err != nil {
		return "", "", err
	}
	head, err := readHead(path)
	if err != nil {
		return "", "", err
	}
	if !bytes.HasPrefix(head, []byte(scriptPrefix)) {
		return path, "", nil
	}
	m := shimExec.FindSubmatch(head)
	if m == nil {
		return "", "", fmt.Errorf("%s is a script, not an executable: put the executable itself on the PATH", found)
	}
	manager := string(m[1])
	out, err := exec.Command(manager, "which", name).Output()
	if err != nil {
		return "", "", fmt.Errorf("%s is a shim, and %s which %s failed: %v", found, manager, name, err)
	}
	real := strings.TrimSpace(string(out))
	if real, err = filepath.EvalSymlinks(real); err != nil {
		return "", "", fmt.Errorf("%s is a shim for %q: %v", found, strings.TrimSpace(string(out)), err)
	}
	if head, err := readHead(real); err != nil || bytes.HasPrefix(head, []byte(scriptPrefix)) {
		return "", "", fmt.Errorf("%s is a shim for %s, which is a script too", found, real)
	}
	return real, fmt.Sprintf("%s is a shim of %s; timed %s", found, filepath.Base(manager), real), nil
}

// shimHeadBytes is how much of a file resolveExecutable reads: a shim's
// exec line comes within its first lines.
const shimHeadBytes = 4096

// readHead returns the first bytes of the file at path.
func readHead(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, shimHeadBytes)
	n, err := io.ReadFull(f, buf)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		err = nil
	}
	return buf[:n], err
}
