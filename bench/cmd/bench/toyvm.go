package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// toyvmLanguage runs bench/toyvm/NAME.tlc with the arguments in NAME.args
// and expects NAME.out. Its C reference is NAME.c beside it, a faithful
// hand translation (same algorithm, same wrapping 64-bit arithmetic) that
// takes the same arguments.
var toyvmLanguage = language{
	ours: []string{toyvmPackage},
	sets: []programSet{{title: "toyvm", repo: "bench/toyvm"}},
	ext:  ".tlc",
	sidecar: func(prog string) (string, string) {
		base := strings.TrimSuffix(prog, ".tlc")
		return base + ".in", base + ".out"
	},
	argsFile: func(prog string) string { return strings.TrimSuffix(prog, ".tlc") + ".args" },
	// The probe's C twin is probe.c, written beside it by setupEngines'
	// probe file: see gccToyvm.
	probe: probe{src: toyvmProbe, want: "7\n"},
	engines: []engine{
		{name: engineJIT, setup: ourBinary(toyvmPackage)},
		{name: engineInterp, setup: ourBinary(toyvmPackage, "--jit=off")},
		{name: "gcc-O2", setup: gccToyvm},
	},
	baselines: []string{"gcc-O2"},
}

// toyvmPackage is our toyvm command, relative to the workspace root.
const toyvmPackage = "./langs/toyvm/cmd/toyvm"

// toyvmProbe prints 7; probeC is its C equivalent.
const (
	toyvmProbe = "PUSH 3\nPUSH 4\nADD\nPRINT\n"
	probeC     = "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 3 + 4); return 0; }\n"
)

// gccToyvm compiles the C program beside each toyvm program (NAME.c for
// NAME.tlc) with gcc -O2. The probe program, which has no C file, gets
// probeC.
func gccToyvm(ws *workspace) (commandFunc, error) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return nil, errors.New("gcc is not on the PATH")
	}
	return func(file string) ([]string, error) {
		src, err := os.ReadFile(strings.TrimSuffix(file, ".tlc") + ".c")
		if errors.Is(err, os.ErrNotExist) && filepath.Dir(file) == ws.tmp {
			src, err = []byte(probeC), nil
		}
		if err != nil {
			return nil, err
		}
		return compileC(ws, gcc, src, file)
	}, nil
}
