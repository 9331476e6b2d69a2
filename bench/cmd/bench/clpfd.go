package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// clpfdLanguage runs the constraint puzzles of bench/clpfd: NAME.pl, a
// program for SWI-Prolog's library(clpfd) that prints NAME.out (SWI-
// Prolog's answers), against swipl (the baseline) and, for the puzzles
// GNU Prolog's FD solver can give the same answers to, NAME.gpl,
// compiled with gplc.
var clpfdLanguage = language{
	ours:    []string{prologPackage},
	sets:    []programSet{{title: "clpfd", repo: "bench/clpfd"}},
	ext:     ".pl",
	sidecar: prologLanguage.sidecar,
	probe:   probe{src: ":- use_module(library(clpfd)).\n:- initialization((X #= 3 + 4, write(X), nl, halt)).\n", want: "7\n"},
	engines: []engine{
		{name: engineJIT, setup: ourBinary(prologPackage)},
		{name: engineInterp, setup: ourBinary(prologPackage, "--jit=off")},
		{name: "swipl", setup: peer("swipl", "apt-get install swi-prolog-nox")},
		{name: "gprolog", setup: gplcFD},
	},
	baselines: []string{"swipl"},
}

// gplcFD is gplcProlog for NAME.gpl beside each program (no version:
// errNotApplicable); the probe, which has none, runs as it is.
func gplcFD(ws *workspace) (commandFunc, error) {
	gplc, err := gplcProlog(ws)
	if err != nil {
		return nil, err
	}
	return func(file string) ([]string, error) {
		src, err := os.ReadFile(strings.TrimSuffix(file, ".pl") + ".gpl")
		switch {
		case errors.Is(err, os.ErrNotExist) && filepath.Dir(file) == ws.tmp:
			src = []byte(gprologProbe) // the probe
		case errors.Is(err, os.ErrNotExist):
			return nil, errNotApplicable
		case err != nil:
			return nil, err
		}
		// gplc wants a .pl file: a copy in the workspace.
		dir, err := os.MkdirTemp(ws.tmp, "gpl-")
		if err != nil {
			return nil, err
		}
		copyPath := filepath.Join(dir, filepath.Base(strings.TrimSuffix(file, ".pl"))+".pl")
		if err := os.WriteFile(copyPath, src, 0o644); err != nil {
			return nil, err
		}
		return gplc(copyPath)
	}, nil
}

// gprologProbe is the probe in GNU Prolog's FD syntax.
const gprologProbe = ":- initialization((X #= 3 + 4, fd_labeling([X]), write(X), nl, halt)).\n"
