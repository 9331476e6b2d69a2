// Command bench times microjit's binaries against reference
// implementations on the benchmark programs in ../shared/bench and prints
// a table of wall times, CPU times, peak memory and ratios, then the
// JIT's speed-up over our own interpreter.
//
//	bench [-lang bf|toyvm|minipy|prolog|clpfd] [-only REGEX] [-runs N] [-timeout D] [-slow] [-base ENGINE]
//
// ci/bench runs it from the repository root. For each program it builds
// the command of every engine that works on this machine (our binaries
// are built with go build into a temporary directory; a C reference is
// compiled before timing starts, so compile time is not counted), runs
// each engine once as a warm-up, then -runs counted rounds. A round runs
// every engine once, so slow drifts in the machine's load touch all
// engines alike. Each run is the whole process, start to exit, with the
// program's input file on standard input; its output must equal the
// expected output byte for byte, or the table says FAIL instead of a time
// and bench exits with status 1. A run's wall time is taken from outside,
// its CPU time (user + system) and peak resident memory from the rusage
// of its wait: on a shared machine CPU time is the steadier measure.
//
// Peers found on the PATH are timed as the executable that really runs:
// symbolic links are followed, and a version manager's shim (pyenv's
// python3 is a shell script that looks up the selected version on every
// start, adding 0.1 to 1.5 s to each run) is resolved with the manager's
// which; a script that is no known shim is not timed. The notes under
// the table say what was resolved.
//
// The ratio columns divide each engine's median wall and CPU time by the
// baseline engine's for the same program (-base; by default tritium when
// it is installed, else gcc-O2), and the geomean rows summarize those
// ratios over the programs every engine passed. A language's programs
// may come in several sets (folders), each with its table and geomeans.
// Below each table a second one divides the median of microjit-interp
// (our binary with --jit=off) by microjit's, per program and as a
// geometric mean: the JIT's speed-up over its own interpreter, in which
// some of the JIT's goals are written. The load average before and after
// is printed with the tables: on a shared machine, compare ratios, not
// absolute times.
//
// Languages are table-driven: a language names the folders of its
// programs under ../shared/bench or inside the repository, how to find
// its programs, expected outputs and arguments, and its engines (see
// lang.go, bf.go and toyvm.go). toyvm's programs are bench/toyvm/NAME.tlc,
// each with NAME.args (the arguments every engine gets after the
// program), NAME.out and NAME.c, its C translation, which the gcc-O2
// engine compiles. minipy's programs (../shared/bench/minipy, then the
// micro-benchmarks of bench/minipy: each one of the slow paths real
// programs hit, with CPython's output) are timed against python3
// (CPython, the baseline) and pypy3, prolog's (../shared/bench/prolog)
// against swipl (the baseline) and GNU Prolog (compiled with gplc), each
// when it is on the PATH; clpfd's, the constraint puzzles of bench/clpfd,
// against swipl and GNU Prolog's versions of them (NAME.gpl), where a
// puzzle has one (else the table says n/a). When ../shared/bench is
// missing, as in a plain clone, bench says so and times the language's
// sets inside the repository, or exits 0 when it has none.
package main
