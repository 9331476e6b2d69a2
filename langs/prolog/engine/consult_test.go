package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
)

// writeFiles writes files (relative path → text) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// consultAndRun consults file and runs goal once; it returns what they
// wrote.
func consultAndRun(t *testing.T, file, goal string) string {
	t.Helper()
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	if err := m.ConsultFile(file); err != nil {
		t.Fatalf("consult: %v", err)
	}
	g, err := m.ParseGoal(goal)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("%s: %v, %v (output %q)", goal, ok, err, out.String())
	}
	m.Flush()
	return out.String()
}

// TestInclude: include/1 reads a file's clauses and directives in its
// place, found from the including file's directory, nested includes from
// theirs; an initialization goal of an included file runs once the
// including file is loaded. ?- G in a file is a directive. open/3 takes
// a string for the file in SWI-Prolog's dialect.
func TestInclude(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"main.pl": ":- include(parts/facts).\n?- write(query), nl.\n:- include('parts/more.pl').\n" +
			":- set_prolog_flag(double_quotes, string).\n" +
			"run :- findall(X, f(X), L), write(L), nl, open(" + strconv.Quote(filepath.Join(dir, "main.pl")) + ", read, S), read(S, T), close(S), write(T).\n",
		"parts/facts.pl":  "f(1).\n:- initialization((write(init), nl)).\n:- include(deeper).\n",
		"parts/deeper.pl": "f(2).\n",
		"parts/more.pl":   "f(3).\n",
	})
	got := consultAndRun(t, filepath.Join(dir, "main.pl"), "run")
	if want := "query\ninit\n[1,2,3]\n:-include(parts/facts)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestUseModuleRelative: a file that a loaded file names by a relative
// path is found in the loading file's directory, as SWI-Prolog finds it
// (not in the working directory), with or without .pl, and loaded once
// whichever way it is named.
func TestUseModuleRelative(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"src/main.pl":    ":- use_module('../lib/helper').\n:- ensure_loaded('../lib/helper.pl').\n:- use_module(sibling).\nrun :- h(X), s(Y), write(X-Y).\n",
		"src/sibling.pl": ":- module(sibling, [s/1]).\ns(2).\n",
		"lib/helper.pl":  ":- module(helper, [h/1]).\n:- write(loaded), nl.\nh(1).\n",
	})
	if got, want := consultAndRun(t, filepath.Join(dir, "src", "main.pl"), "run"), "loaded\n1-2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
