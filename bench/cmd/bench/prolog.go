package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// prologLanguage runs ../shared/bench/prolog/NAME.pl (each ends with
// `:- initialization((main, halt)).`) and expects NAME.out, against
// SWI-Prolog (swipl, the baseline) and GNU Prolog when they are installed.
// GNU Prolog's programs are compiled with gplc before timing starts (as
// gcc's are for bf and toyvm): its consult prints the compiler's messages
// on standard output.
var prologLanguage = language{
	ours: []string{prologPackage},
	sets: []programSet{{title: "prolog", shared: "prolog"}},
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
		{name: "gprolog", setup: gplcProlog},
	},
	baselines: []string{"swipl", "gprolog"},
}

// prologPackage is our prolog command, relative to the workspace root.
const prologPackage = "./langs/prolog/cmd/prolog"

// gplcProlog compiles each program with GNU Prolog's gplc into a fresh
// folder of the workspace and runs the executable.
func gplcProlog(ws *workspace) (commandFunc, error) {
	gplc, err := exec.LookPath("gplc")
	if err != nil {
		return nil, errors.New("gplc is not on the PATH (apt-get install gprolog)")
	}
	return func(file string) ([]string, error) {
		dir, err := os.MkdirTemp(ws.tmp, "gplc-")
		if err != nil {
			return nil, err
		}
		exe := filepath.Join(dir, "prog")
		if out, err := exec.Command(gplc, "-o", exe, file).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("gplc %s: %v\n%s", file, err, out)
		}
		return []string{exe}, nil
	}, nil
}
