// Package jitcore is microjit's language-agnostic meta-tracing JIT: the
// public hint API a language interpreter uses, and the JIT parameters and
// command-line options every binary shares (params.go, flags.go).
package jitcore
