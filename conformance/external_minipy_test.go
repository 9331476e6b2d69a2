package conformance

import (
	"strings"
	"testing"
)

// TestMinipyExternalCases checks what the Python material becomes: the
// manifest's core candidates and every (program, arguments) pair of the
// Benchmarks Game folder.
func TestMinipyExternalCases(t *testing.T) {
	shared := SharedDir(".")
	if shared == "" {
		t.Skip("no ../shared: the Python material is in ../shared/conformance-data/python")
	}
	cases, err := externalMinipy(".", shared+"/conformance-data/python")
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	byName := map[string]*Case{}
	for _, c := range cases {
		n[c.Name[:len("micropython")]]++
		byName[c.Name] = c
	}
	// SOURCES.md: 418 core candidates; 23 program/argument pairs with a
	// program; real/SOURCES.md: 44 programs.
	if n["micropython"] != 418 {
		t.Errorf("%d micropython cases, want 418", n["micropython"])
	}
	real := 0
	for name := range byName {
		if strings.HasPrefix(name, "real/") {
			real++
		}
	}
	if real != 44 {
		t.Errorf("%d real programs, want 44", real)
	}
	if c := byName["real/002_crossword_solver.py"]; c == nil || c.WantExit != 0 || len(c.Want) == 0 {
		t.Errorf("a real program's case: %+v", c)
	}
	if c := byName["benchmarks-game/lru/1.py/100_10000"]; c == nil || len(c.Args) != 2 || c.Args[0] != "100" || c.Args[1] != "10000" {
		t.Errorf("lru's case: %+v", c)
	}
	if c := byName["benchmarks-game/helloworld/1.py/T_T"]; c == nil || len(c.Args) != 1 || c.Args[0] != "T_T" {
		t.Errorf("helloworld's T_T case: %+v", c)
	}
	t.Logf("%d cases: %v", len(cases), n)
}
