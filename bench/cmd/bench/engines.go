package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
)

// ourBinary runs our binary built from pkg (relative to the workspace
// root) with the given flags.
func ourBinary(pkg string, flags ...string) func(ws *workspace) (commandFunc, error) {
	return func(ws *workspace) (commandFunc, error) {
		bin, err := ws.build(pkg)
		if err != nil {
			return nil, err
		}
		return fixedCommand(bin, flags...), nil
	}
}

// peer runs the program name found on the PATH, resolved to the
// executable that really runs (resolveExecutable: never a version
// manager's shim), with the given flags; when it is missing, the engine
// is skipped with install as the hint.
func peer(name, install string, flags ...string) func(*workspace) (commandFunc, error) {
	return func(ws *workspace) (commandFunc, error) {
		if _, err := exec.LookPath(name); err != nil {
			return nil, fmt.Errorf("%s is not on the PATH (%s)", name, install)
		}
		bin, note, err := resolveExecutable(name)
		if err != nil {
			return nil, err
		}
		if note != "" {
			ws.note(name + ": " + note)
		}
		return fixedCommand(bin, flags...), nil
	}
}

// fixedCommand runs bin with flags, then the program file. The file is
// made absolute so that no engine can mistake it for a flag.
func fixedCommand(bin string, flags ...string) commandFunc {
	return func(file string) ([]string, error) {
		abs, err := filepath.Abs(file)
		if err != nil {
			return nil, err
		}
		return append(append([]string{bin}, flags...), abs), nil
	}
}
