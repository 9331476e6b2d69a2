package main

import "strings"

// minipyLanguage runs ../shared/bench/minipy/NAME.py and expects NAME.out,
// against CPython (python3, the baseline) and PyPy (pypy3) when they are
// installed.
var minipyLanguage = language{
	ours: []string{minipyPackage},
	sets: []programSet{
		{title: "minipy", shared: "minipy"},
		{title: "minipy micro-benchmarks", repo: "bench/minipy"},
	},
	ext: ".py",
	sidecar: func(prog string) (string, string) {
		base := strings.TrimSuffix(prog, ".py")
		return base + ".in", base + ".out"
	},
	probe: probe{src: "print(3 + 4)\n", want: "7\n"},
	engines: []engine{
		{name: engineJIT, setup: ourBinary(minipyPackage)},
		{name: engineInterp, setup: ourBinary(minipyPackage, "--jit=off")},
		{name: "python3", setup: peer("python3", "CPython 3.11: the machine's python3")},
		{name: "pypy3", setup: peer("pypy3", "apt-get install pypy3")},
	},
	baselines: []string{"python3", "pypy3"},
}

// minipyPackage is our minipy command, relative to the workspace root.
const minipyPackage = "./langs/minipy/cmd/minipy"
