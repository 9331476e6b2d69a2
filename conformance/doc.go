// Package conformance runs every language's conformance cases through the
// language's real binary, in three JIT modes, and compares what the binary
// prints and how it exits with what the case expects.
//
// A case is conformance/cases/<lang>/NAME.<ext> with NAME.out (expected
// stdout) and optionally NAME.in (stdin), NAME.args (extra flags, separated
// by white space) and NAME.exit (line 1: the exit status; line 2: a string
// stderr must contain). Languages register in languages.go; a language may
// also bring third-party cases from ../shared/conformance-data, and every
// one of those it leaves out is listed with its reason in excluded.tsv.
//
// Besides the three modes (Modes), PassOffModes run jit-eager once per
// optimizer pass with that pass switched off (conform -mode passes-off,
// which ci/stress runs on the own cases).
package conformance
