// Package cputime reads the process's CPU clock, which times work apart
// from what a loaded machine runs beside it (the JIT's compile time in
// --jit-stats).
package cputime
