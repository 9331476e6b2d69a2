package conformance

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// inriaCases loads the INRIA suite's cases, or skips the test.
func inriaCases(t *testing.T) []*Case {
	t.Helper()
	shared := SharedDir(".")
	if shared == "" {
		t.Skip("no ../shared: the INRIA suite is in ../shared/conformance-data/prolog")
	}
	cases, err := inriaSuite(".", shared+"/conformance-data/prolog")
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestINRIACases checks how the suite's files become cases: one per test
// term, each with the earlier terms, the atom check and its own term.
func TestINRIACases(t *testing.T) {
	cases := inriaCases(t)
	// SOURCES.md: 444 [Goal, Expected] terms in 61 files, and t's one
	// [Goal, File, Expected].
	if len(cases) != 445 {
		t.Errorf("%d cases, want 445", len(cases))
	}
	byName := map[string]*Case{}
	for _, c := range cases {
		byName[c.Name] = c
	}
	c := byName["inriasuite/atom_concat/3"]
	if c == nil {
		t.Fatal("no case inriasuite/atom_concat/3")
	}
	in := string(c.Stdin)
	before, last, ok := strings.Cut(in, "\ncheck.\n")
	if !ok || strings.Count(before, "[atom_concat(") != 2 ||
		!strings.HasPrefix(last, "[atom_concat('hello',' world','small world'), failure].") {
		t.Errorf("atom_concat/3's input:\n%s", in)
	}
}

// gnuFailures are the INRIA goals, not excluded, on which GNU Prolog
// 1.4.5 departs from ISO (and SWI-Prolog agrees with the suite).
var gnuFailures = map[string]bool{
	"inriasuite/current_predicate/5": true, // type_error(atom, 0) for 0/dog
}

// TestINRIADriverOnGNU runs every case that is not excluded on GNU
// Prolog, a strict ISO system, to check the driver and the exclusions:
// each must pass but those in gnuFailures.
func TestINRIADriverOnGNU(t *testing.T) {
	gprolog, err := exec.LookPath("gprolog")
	if err != nil {
		t.Skip("gprolog is not installed (apt-get install gprolog)")
	}
	if testing.Short() {
		t.Skip("runs GNU Prolog once per case: 427 times")
	}
	excl, err := LoadExclusions(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range inriaCases(t) {
		if _, skip := excl["prolog/"+c.Name]; skip {
			continue
		}
		cmd := exec.Command(gprolog, "--consult-file", c.Program)
		cmd.Stdin = bytes.NewReader(c.Stdin)
		out, _ := cmd.Output()
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		got := lines[len(lines)-1]
		if (got == "pass") == gnuFailures[c.Name] {
			t.Errorf("%s on GNU Prolog: %s", c.Name, got)
		}
	}
}

// TestRealCases checks how the real programs become cases: one per
// program, run as SWI-Prolog ran them, stdout and stderr as one.
func TestRealCases(t *testing.T) {
	shared := SharedDir(".")
	if shared == "" {
		t.Skip("no ../shared: the real programs are in ../shared/conformance-data/prolog/real")
	}
	cases, err := realCases(shared + "/conformance-data/prolog/real")
	if err != nil {
		t.Fatal(err)
	}
	// SOURCES.md: 16 programs.
	if len(cases) != 16 {
		t.Fatalf("%d cases, want 16", len(cases))
	}
	for _, c := range cases {
		if !strings.HasPrefix(c.Name, "real/") || !c.MergeStderr || strings.Join(c.Args, " ") != "-g main -t halt" ||
			filepath.Base(c.Program) != realQuiet || len(c.After) != 1 || len(c.Want) == 0 {
			t.Errorf("case %s: %+v", c.Name, c)
		}
	}
}
