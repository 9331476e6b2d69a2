package engine

import (
	_ "embed"
	"strings"
)

// library is the part of the builtins written in Prolog that needs the
// solver's internals (control, the database, all-solutions, length): the
// system's predicates, protected as builtins are. The library predicates
// proper (lists, apply, error, phrase) are package lib's, loaded on
// demand (library.go).
//
//go:embed lib.pl
var library string

// loadLibrary consults the builtins in Prolog.
func (m *Machine) loadLibrary() error {
	m.loadingLibrary = true
	defer func() { m.loadingLibrary = false }()
	return m.Consult("lib.pl", strings.NewReader(library))
}
