// Package cli holds what every microjit binary does the same way: exit
// codes, turning an internal panic into a one-line message instead of a Go
// stack trace, the Go collector's setting for short runs (GCPercent),
// and the JIT's command-line options.
package cli
