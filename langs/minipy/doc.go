// Package minipy is the home of minipy, a Python 3.11 subset for
// microjit. So far: package syntax reads a program into CPython's
// syntax tree and resolves its scopes; package compile turns that into
// CPython 3.11-style bytecode. The interpreter follows. See README.md.
package minipy
