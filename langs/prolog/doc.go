// Package prolog is microjit's ISO Prolog (ISO/IEC 13211-1): Language
// declares it for jitcore/lang (cmd/prolog is cli.Run(Language)). The
// reader and writer are package syntax, the terms they share package
// term, the solver, builtins, consult and toplevel package engine,
// arithmetic package arith, format/2 package format, and the library
// written in Prolog package lib.
package prolog
