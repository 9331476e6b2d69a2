package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestFindPrograms(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"b.b": "+.", "b.b.out": "\x01", "b.b.in": "",
		"a.b": ".", "a.b.out": "\x00", // no input file: empty input
		"notes.md": "not a program",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		only   string
		want   []string
		inputs []bool // has an input file
	}{
		{"", []string{"a.b", "b.b"}, []bool{false, true}},
		{"^b", []string{"b.b"}, []bool{true}},
		{"zzz", nil, nil},
	}
	for _, tt := range tests {
		progs, err := findPrograms(bfLanguage, dir, regexp.MustCompile(tt.only))
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		var inputs []bool
		for _, p := range progs {
			names = append(names, p.name)
			inputs = append(inputs, p.input != "")
		}
		if !slices.Equal(names, tt.want) || !slices.Equal(inputs, tt.inputs) {
			t.Errorf("-only %q: programs %v with inputs %v, want %v with %v", tt.only, names, inputs, tt.want, tt.inputs)
		}
	}
}

func TestFindProgramsNeedsExpectedOutput(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x.b"), []byte("."), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := findPrograms(bfLanguage, dir, regexp.MustCompile("")); err == nil {
		t.Error("a program without NAME.b.out was accepted")
	}
}

func TestChooseBase(t *testing.T) {
	ready := func(names ...string) []readyEngine {
		var es []readyEngine
		for _, n := range names {
			es = append(es, readyEngine{name: n})
		}
		return es
	}
	tests := []struct {
		name  string
		ready []readyEngine
		asked string
		want  string
	}{
		{"tritium first", ready("microjit", "gcc-O2", "tritium"), "", "tritium"},
		{"gcc without tritium", ready("microjit", "gcc-O2"), "", "gcc-O2"},
		{"no reference", ready("microjit"), "", ""},
		{"asked for", ready("microjit", "gcc-O2", "tritium"), "microjit", "microjit"},
		{"asked for but absent", ready("microjit", "gcc-O2"), "tritium", ""},
	}
	for _, tt := range tests {
		if got := chooseBase(bfLanguage, tt.ready, tt.asked); got != tt.want {
			t.Errorf("%s: chooseBase = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestFindProgramsArgs(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"a.tlc": "PUSHARG\nPRINT\n", "a.out": "5\n", "a.args": " 5\n  6\n",
		"b.tlc": "NOP\n", "b.out": "", // no arguments
		"a.c": "not a program",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	progs, err := findPrograms(toyvmLanguage, dir, regexp.MustCompile(""))
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) != 2 || progs[0].name != "a.tlc" || progs[1].name != "b.tlc" {
		t.Fatalf("programs %+v, want a.tlc and b.tlc", progs)
	}
	if !slices.Equal(progs[0].args, []string{"5", "6"}) || len(progs[1].args) != 0 {
		t.Errorf("arguments %q and %q, want [5 6] and none", progs[0].args, progs[1].args)
	}
}

// TestToyvmProgramsComplete checks that every toyvm benchmark program in
// the repository has its C twin, its arguments and its expected output.
func TestToyvmProgramsComplete(t *testing.T) {
	dir := toyvmLanguage.sets[0].folder(filepath.Join("..", "..", ".."))
	progs, err := findPrograms(toyvmLanguage, dir, regexp.MustCompile(""))
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) < 5 {
		t.Errorf("%d programs in %s, want at least 5", len(progs), dir)
	}
	for _, p := range progs {
		if _, err := os.Stat(strings.TrimSuffix(p.path, ".tlc") + ".c"); err != nil {
			t.Errorf("%s has no C equivalent: %v", p.name, err)
		}
		if len(p.args) == 0 {
			t.Errorf("%s has no arguments file: its size would be the C program's default", p.name)
		}
	}
}

// TestFindSets checks that a language's sets are found in the repository
// and beside it, that a missing shared folder is skipped with a note, and
// that -only matching nothing anywhere is an error.
func TestFindSets(t *testing.T) {
	top := t.TempDir()
	root := filepath.Join(top, "repo")
	for name, text := range map[string]string{
		"repo/bench/x/a.b": ".", "repo/bench/x/a.b.out": "\x00",
		"shared/bench/y/b.b": "+.", "shared/bench/y/b.b.out": "\x01",
	} {
		p := filepath.Join(top, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lang := bfLanguage
	lang.sets = []programSet{{title: "in the repository", repo: "bench/x"}, {title: "shared", shared: "y"}, {title: "gone", shared: "z"}}
	sets, missing, err := findSets(lang, root, regexp.MustCompile(""))
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].title != "in the repository" || sets[0].progs[0].name != "a.b" || sets[1].progs[0].name != "b.b" {
		t.Errorf("sets = %+v", sets)
	}
	if len(missing) != 1 || !strings.Contains(missing[0], filepath.Join("shared", "bench", "z")) {
		t.Errorf("missing = %q, want the note of shared/bench/z", missing)
	}
	sets, _, err = findSets(lang, root, regexp.MustCompile("^b"))
	if err != nil || len(sets) != 1 || sets[0].title != "shared" {
		t.Errorf("-only ^b: sets %+v, %v", sets, err)
	}
	if _, _, err := findSets(lang, root, regexp.MustCompile("nothing")); err == nil {
		t.Error("-only matching no program is not an error")
	}
}

// TestMinipyMicroBenchmarks checks that the micro-benchmarks in the
// repository are found, each with its expected output (CPython's).
func TestMinipyMicroBenchmarks(t *testing.T) {
	set := minipyLanguage.sets[1]
	progs, err := findPrograms(minipyLanguage, set.folder(filepath.Join("..", "..", "..")), regexp.MustCompile(""))
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) < 9 {
		t.Errorf("%d micro-benchmarks in %s, want at least 9", len(progs), set.repo)
	}
}
