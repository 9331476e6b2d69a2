// Package conformance runs every language's conformance cases in three JIT
// modes, in-process through the language's jitcore/lang API (InProcess) or
// as subprocesses of its binary (Binary), and compares what the program
// prints and how it ends with what the case expects.
//
// A case is conformance/cases/<lang>/NAME.<ext> with NAME.out (expected
// stdout) and optionally NAME.in (stdin), NAME.args (extra flags, separated
// by white space) and NAME.exit (line 1: the exit status; line 2: a string
// stderr must contain). Languages register in languages.go; a language may
// also bring third-party cases from ../shared/conformance-data, and every
// one of those it leaves out is listed with its reason in excluded.tsv.
// A third-party case may want stdout and stderr as one stream, in the
// order written (Case.MergeStderr: prolog's real programs, whose
// expectations are swipl's combined output).
//
// cases/cross/ holds algorithms written in several languages: NAME.<ext>
// of every language must print the one NAME.out (case cross/NAME). A case
// that fails with the JIT on because of a bug not yet fixed is listed in
// its language's KnownBugs and counts as excluded; so does an own case of
// a feature not built yet, listed in its language's Missing.
//
// Besides the three modes (Modes), PassOffModes run jit-eager once per
// optimizer pass with that pass switched off (conform -mode passes-off,
// which ci/stress runs on the own cases).
package conformance
