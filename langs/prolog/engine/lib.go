package engine

import (
	_ "embed"
	"strings"
)

// library is the part of the builtins written in Prolog.
//
//go:embed lib.pl
var library string

// loadLibrary consults the library.
func (m *Machine) loadLibrary() error {
	m.loadingLibrary = true
	defer func() { m.loadingLibrary = false }()
	return m.Consult("lib.pl", strings.NewReader(library))
}
