package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/microjit/microjit/bench/bf2c"
)

// bfLanguage runs ../shared/bench/bf/NAME.b with NAME.b.in on standard
// input and expects NAME.b.out.
var bfLanguage = language{
	ours: []string{bfPackage},
	sets: []programSet{{title: "bf", shared: "bf"}},
	ext:  ".b",
	sidecar: func(prog string) (string, string) {
		return prog + ".in", prog + ".out"
	},
	// '-' on a zero cell must give 255: the flags work and cells are 8 bits.
	probe: probe{src: "-.", want: "\xff"},
	engines: []engine{
		{name: engineJIT, setup: ourBinary(bfPackage)},
		{name: engineInterp, setup: ourBinary(bfPackage, "--jit=off")},
		{name: "microjit-exec", setup: ourBinary(bfPackage, "--jit-param", "backend=exec")},
		{name: "gcc-O2", setup: gccBF},
		{name: "tritium", setup: tritiumBF},
		{name: "beef", slow: true, setup: beefBF},
	},
	baselines: []string{"tritium", "gcc-O2"},
}

// bfPackage is our bf command, relative to the workspace root.
const bfPackage = "./langs/bf/cmd/bf"

// gccBF translates each program with bf2c and compiles it with gcc -O2.
func gccBF(ws *workspace) (commandFunc, error) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return nil, errors.New("gcc is not on the PATH")
	}
	return func(file string) ([]string, error) {
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		c, err := bf2c.Translate(src)
		if err != nil {
			return nil, fmt.Errorf("bf2c %s:%v", file, err)
		}
		return compileC(ws, gcc, c, file)
	}, nil
}

// compileC compiles the C program src (made for file) with gcc -O2 in a
// fresh folder of the workspace and returns the command that runs it.
func compileC(ws *workspace, gcc string, src []byte, file string) ([]string, error) {
	dir, err := os.MkdirTemp(ws.tmp, "gcc-")
	if err != nil {
		return nil, err
	}
	cfile := filepath.Join(dir, "prog.c")
	exe := filepath.Join(dir, "prog")
	if err := os.WriteFile(cfile, src, 0o644); err != nil {
		return nil, err
	}
	if out, err := exec.Command(gcc, "-O2", "-o", exe, cfile).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("gcc -O2 %s: %v\n%s", file, err, out)
	}
	return []string{exe}, nil
}

// tritiumBF runs Robert de Bath's tritium, found as $TRITIUM or on the
// PATH, with its default engine (the fastest it has, normally its JIT).
// Its flags: -B binary I/O (no UTF-8 or CR filtering), -n leave the cell
// unchanged at end of input, -b8 8-bit cells (its default is int-sized
// cells). -b8 is written joined: a bare -b would take a following
// argument that starts with '-' as its bit count.
func tritiumBF(*workspace) (commandFunc, error) {
	bin := os.Getenv("TRITIUM")
	if bin == "" {
		var err error
		if bin, err = exec.LookPath("tritium"); err != nil {
			return nil, errors.New("not found: put tritium on the PATH or set TRITIUM (README.md, Benchmarks)")
		}
	}
	return fixedCommand(bin, "-B", "-n", "-b8"), nil
}

// beefBF runs Debian's beef, a plain interpreter, leaving the cell
// unchanged at end of input (its default stores 0).
func beefBF(*workspace) (commandFunc, error) {
	bin, err := exec.LookPath("beef")
	if err != nil {
		return nil, errors.New("beef is not on the PATH (apt-get install beef)")
	}
	return fixedCommand(bin, "--store=same"), nil
}
