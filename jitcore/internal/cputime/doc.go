// Package cputime reads the CPU clock of the calling OS thread, which
// times work apart from what a loaded machine runs beside it (the JIT's
// compile time in --jit-stats).
package cputime
