// Package jittest holds what the languages' JIT tests share: the backends
// to run on, the IR of the first traces of a --jit-log file, and golden
// file comparison with an -update mode.
package jittest
