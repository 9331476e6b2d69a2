// Package cli holds what every microjit binary does the same way: exit
// codes, turning an internal panic into a one-line message instead of a Go
// stack trace, the Go collector's setting for short runs (GCPercent),
// the JIT's command-line options, and the command line of a language's
// binary (Run, Command), which runs the language through jitcore/lang.
package cli
