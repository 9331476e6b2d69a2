// Package minipy is the home of minipy, a Python 3.11 subset for
// microjit. Only the front end exists so far: package syntax reads a
// program into CPython's syntax tree and resolves its scopes; the
// bytecode compiler and interpreter follow. See README.md.
package minipy
