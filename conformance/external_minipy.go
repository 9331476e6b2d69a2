package conformance

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// externalMinipy lists the third-party Python cases under dir
// (../shared/conformance-data/python):
//
//   - micropython/: the tests MANIFEST.tsv marks as core candidates, named
//     micropython/<test>, each against the expectation the manifest names
//     (CPython 3.11's output, generated beside the tests, or for a few
//     MicroPython's own .exp file);
//   - benchmarks-game/: each PROG/NAME.py with every PROG/ARGS_out beside
//     it, named benchmarks-game/PROG/NAME.py/ARGS, run with ARGS as its
//     arguments (see bgArgs; the upstream harness trims trailing white
//     space, so a missing final newline is forgiven);
//   - real/: the programs NNN_NAME.py taken from public repositories,
//     named real/NNN_NAME.py, each with CPython 3.11's output (NNN_NAME.out,
//     stdout and stderr together: none of them writes to stderr) and exit
//     status (NNN_NAME.rc).
func externalMinipy(_, dir string) ([]*Case, error) {
	var cases []*Case
	mp := filepath.Join(dir, "micropython")
	rows, err := readTSV(filepath.Join(mp, "MANIFEST.tsv"))
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if r["core_candidate"] != "yes" {
			continue
		}
		// generated:expected-cpython311/... or upstream:basics/...
		_, exp, ok := strings.Cut(r["expected"], ":")
		if !ok {
			return nil, fmt.Errorf("MANIFEST.tsv: %s: expected %q is not source:path", r["test"], r["expected"])
		}
		c := &Case{Name: "micropython/" + r["test"], Program: filepath.Join(mp, r["test"])}
		if err := c.loadWant(filepath.Join(mp, exp)); err != nil {
			return nil, err
		}
		cases = append(cases, c)
	}

	bg := filepath.Join(dir, "benchmarks-game")
	progs, err := filepath.Glob(filepath.Join(bg, "*", "*.py"))
	if err != nil {
		return nil, err
	}
	for _, prog := range progs {
		outs, err := filepath.Glob(filepath.Join(filepath.Dir(prog), "*_out"))
		if err != nil {
			return nil, err
		}
		for _, out := range outs {
			args := strings.TrimSuffix(filepath.Base(out), "_out")
			rel, _ := filepath.Rel(bg, prog)
			c := &Case{
				Name:    "benchmarks-game/" + filepath.ToSlash(rel) + "/" + args,
				Program: prog,
				Args:    bgArgs(args),
			}
			if c.Want, err = os.ReadFile(out); err != nil {
				return nil, err
			}
			c.TrimNewline = !bytes.HasSuffix(c.Want, []byte("\n"))
			cases = append(cases, c)
		}
	}
	real, err := realPrograms(filepath.Join(dir, "real"))
	if err != nil {
		return nil, err
	}
	cases = append(cases, real...)
	sort.Slice(cases, func(i, j int) bool { return cases[i].Name < cases[j].Name })
	return cases, nil
}

// bgArgs are the arguments an expected-output file's name gives: numbers
// joined by '_' are several (lru's 100_10000_out: 100 10000), any other
// name is one (helloworld's T_T_out: "T_T").
func bgArgs(name string) []string {
	parts := strings.Split(name, "_")
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return []string{name}
		}
	}
	return parts
}

// realPrograms lists the real-program set of dir (see externalMinipy).
func realPrograms(dir string) ([]*Case, error) {
	progs, err := filepath.Glob(filepath.Join(dir, "[0-9][0-9][0-9]_*.py"))
	if err != nil {
		return nil, err
	}
	var cases []*Case
	for _, prog := range progs {
		base := strings.TrimSuffix(prog, ".py")
		c := &Case{Name: "real/" + filepath.Base(prog), Program: prog}
		if c.Want, err = os.ReadFile(base + ".out"); err != nil {
			return nil, err
		}
		rc, err := os.ReadFile(base + ".rc")
		if err != nil {
			return nil, err
		}
		if c.WantExit, err = strconv.Atoi(strings.TrimSpace(string(rc))); err != nil {
			return nil, fmt.Errorf("%s.rc: %v", base, err)
		}
		cases = append(cases, c)
	}
	return cases, nil
}
