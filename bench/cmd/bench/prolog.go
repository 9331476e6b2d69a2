package main

import "strings"

// prologLanguage runs ../shared/bench/prolog/NAME.pl (each ends with
// `:- initialization((main, halt)).`) and expects NAME.out, against
// SWI-Prolog (swipl, the baseline) and GNU Prolog (gprolog, which consults
// the file with --consult-file) when they are installed.
var prologLanguage = language{
	ours: []string{prologPackage},
	dir:  "prolog",
	ext:  ".pl",
	sidecar: func(prog string) (string, string) {
		base := strings.TrimSuffix(prog, ".pl")
		return base + ".in", base + ".out"
	},
	probe: probe{src: ":- initialization((X is 3 + 4, write(X), nl, halt)).\n", want: "7\n"},
	engines: []engine{
		{name: engineJIT, setup: ourBinary(prologPackage)},
		{name: engineInterp, setup: ourBinary(prologPackage, "--jit=off")},
		{name: "swipl", setup: peer("swipl", "apt-get install swi-prolog-nox")},
		{name: "gprolog", setup: peer("gprolog", "apt-get install gprolog", "--consult-file")},
	},
	baselines: []string{"swipl", "gprolog"},
}

// prologPackage is our prolog command, relative to the workspace root.
const prologPackage = "./langs/prolog/cmd/prolog"
