package conformance

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Build compiles l's binary into dir and returns its path. It runs the go
// tool from root, inside the workspace, so the binary is built from this
// checkout.
func Build(root string, l *Lang, dir string) (string, error) {
	bin := filepath.Join(dir, l.Name)
	cmd := exec.Command("go", "build", "-o", bin, l.Cmd)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building %s: %v\n%s", l.Cmd, err, out)
	}
	return bin, nil
}

// Set is one language's cases, ready to run.
type Set struct {
	Lang     *Lang
	Own      []*Case
	Cross    []*Case // the language's programs in cases/cross/
	External []*Case
	Excluded []Exclusion
	// NoShared says why there are no external cases, when there are none
	// because the shared data is missing.
	NoShared string
}

// Collect gathers l's own cases and, when withExternal is set, its
// third-party cases.
func Collect(root string, l *Lang, withExternal bool) (*Set, error) {
	s := &Set{Lang: l}
	var err error
	if s.Own, err = OwnCases(root, l); err != nil {
		return nil, err
	}
	if s.Cross, err = CrossCases(root, l); err != nil {
		return nil, err
	}
	if !withExternal || l.External == nil {
		return s, nil
	}
	excl, err := LoadExclusions(root)
	if err != nil {
		return nil, err
	}
	s.External, s.Excluded, err = ExternalCases(root, l, excl)
	if errors.Is(err, ErrNoShared) {
		s.NoShared = err.Error()
		return s, nil
	}
	if err != nil {
		return nil, err
	}
	for _, c := range s.External {
		c.Lang = l
		c.Name = "ext/" + c.Name
	}
	return s, nil
}

// All is every case of the set: own, cross, then external.
func (s *Set) All() []*Case {
	return slices.Concat(s.Own, s.Cross, s.External)
}

// ModuleRoot finds the conformance module's directory from the working
// directory: itself, or the conformance folder of the workspace root.
func ModuleRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, ExclusionFile)); err == nil && strings.HasSuffix(dir, "conformance") {
			return dir, nil
		}
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			return filepath.Join(dir, "conformance"), nil
		}
		if filepath.Dir(dir) == dir {
			return "", fmt.Errorf("not inside the microjit workspace (no go.work above %s)", wd)
		}
	}
}
