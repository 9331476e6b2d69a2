// Package tiny is the language that docs/new-language.md builds step by
// step: integer variables, arithmetic, while and if, a call of the
// builtin pow, and print, compiled from a participle grammar
// (grammar.go) to a register bytecode (compile.go) and run by one
// interpreter written once against jitcore/domain (interp.go; its
// concrete instance interp_concrete.go is generated). The JIT's share is
// three hints in the interpreter (a loop header, an elidable call, a
// promoted value) and jit.go, which describes the language to
// domain.Loops.
//
// Semantics: 64-bit integers that wrap; every variable the program
// assigns starts at 0, and reading a name it never assigns is a compile
// error; / and % truncate toward zero, and dividing by zero is a runtime
// error, as is pow with a negative exponent; print writes a value and a
// newline; comparisons are 1 or 0, and while and if take any non-zero
// value as true.
package tiny
