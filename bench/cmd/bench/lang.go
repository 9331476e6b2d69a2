package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A language is one front end and everything it is measured against.
type language struct {
	// ours are the packages of our binaries, built before anything runs:
	// a build failure stops bench, as there would be nothing to measure.
	ours []string
	// sets are the folders of its programs, each timed and reported as a
	// table of its own.
	sets    []programSet
	ext     string // programs' file extension, such as ".b"
	sidecar func(prog string) (input, want string)
	// argsFile, when set, names a program's optional file of
	// command-line arguments (white-space separated), which every engine
	// gets after the program file.
	argsFile func(prog string) string
	probe    probe // a tiny program every engine must run before it is used
	engines  []engine
	// baselines are the engines ratios are taken against by default, in
	// order of preference: the first that runs here is used.
	baselines []string
}

// languages are the languages bench knows, by -lang name.
var languages = map[string]language{
	"bf":     bfLanguage,
	"toyvm":  toyvmLanguage,
	"minipy": minipyLanguage,
	"prolog": prologLanguage,
	"clpfd":  clpfdLanguage,
}

// programSet is one folder of a language's programs: either under
// ../shared/bench (shared, which a plain clone does not have) or inside
// the repository (repo, relative to the root).
type programSet struct {
	title  string // the heading of its table
	shared string
	repo   string
}

// folder is where the set's programs are, given the repository root.
func (s programSet) folder(root string) string {
	if s.repo != "" {
		return filepath.Join(root, s.repo)
	}
	return filepath.Join(filepath.Dir(root), "shared", "bench", s.shared)
}

// The engines that are our own binary with the JIT on and off: every
// language has both, and speedups (report.go) compares them.
const (
	engineJIT    = "microjit"
	engineInterp = "microjit-interp"
)

// An engine is one way to run a language's programs.
type engine struct {
	name string
	slow bool // run only with -slow
	// setup readies the engine once per invocation; an error says why it
	// cannot run on this machine, and the engine is skipped.
	setup func(ws *workspace) (commandFunc, error)
}

// A commandFunc returns the command line that runs one program file.
// Any preparation it does (compiling, say) is not timed.
type commandFunc func(file string) ([]string, error)

// probe is a program with its expected output.
type probe struct {
	src  string
	want string
}

// program is one benchmark program.
type program struct {
	name  string // file name, such as "mandelbrot.b"
	path  string
	input string   // file for standard input, or "" for none
	args  []string // command-line arguments after the program file
	want  []byte
}

// findPrograms lists the programs in dir whose names match only, in
// name order. A program without its expected-output file is an error; one
// without an input file runs with empty input.
func findPrograms(lang language, dir string, only *regexp.Regexp) ([]program, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var progs []program
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, lang.ext) || !only.MatchString(name) {
			continue
		}
		path := filepath.Join(dir, name)
		input, wantFile := lang.sidecar(path)
		want, err := os.ReadFile(wantFile)
		if err != nil {
			return nil, fmt.Errorf("program %s has no expected output: %w", name, err)
		}
		if _, err := os.Stat(input); errors.Is(err, fs.ErrNotExist) {
			input = ""
		}
		var args []string
		if lang.argsFile != nil {
			text, err := os.ReadFile(lang.argsFile(path))
			if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
			args = strings.Fields(string(text))
		}
		progs = append(progs, program{name: name, path: path, input: input, args: args, want: want})
	}
	return progs, nil
}
