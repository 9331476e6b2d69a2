package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// workspace is the repository checkout bench runs in, and the temporary
// directory it builds into.
type workspace struct {
	root  string            // the directory holding go.work
	tmp   string            // removed by close
	built map[string]string // package path to binary
	notes []string          // what engines' setups want said under the table
}

// note adds a line to the notes printed under the table.
func (ws *workspace) note(s string) { ws.notes = append(ws.notes, s) }

// openWorkspace makes the temporary directory for the workspace at root.
func openWorkspace(root string) (*workspace, error) {
	tmp, err := os.MkdirTemp("", "microjit-bench-")
	if err != nil {
		return nil, err
	}
	return &workspace{root: root, tmp: tmp, built: map[string]string{}}, nil
}

// findRoot walks up from the current directory to the one holding go.work.
func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.work in this directory or above: run bench inside the microjit checkout")
		}
		dir = parent
	}
}

// build compiles the command at pkg (relative to the root, such as
// "./langs/bf/cmd/bf") once and returns the binary's path.
func (ws *workspace) build(pkg string) (string, error) {
	if bin, ok := ws.built[pkg]; ok {
		return bin, nil
	}
	bin := filepath.Join(ws.tmp, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Dir = ws.root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
	}
	ws.built[pkg] = bin
	return bin, nil
}

// close removes the temporary directory.
func (ws *workspace) close() error { return os.RemoveAll(ws.tmp) }
