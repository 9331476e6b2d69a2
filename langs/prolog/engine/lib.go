package engine

import (
	_ "embed"
	"strings"

	"github.com/microjit/microjit/langs/prolog/lib"
)

// library is the part of the builtins written in Prolog that needs the
// solver's internals (control, the database, all-solutions, length);
// the library predicates proper (lists, apply, error, phrase) are
// package lib's.
//
//go:embed lib.pl
var library string

// loadLibrary consults the builtins in Prolog, then package lib's files.
func (m *Machine) loadLibrary() error {
	m.loadingLibrary = true
	defer func() { m.loadingLibrary = false }()
	if err := m.Consult("lib.pl", strings.NewReader(library)); err != nil {
		return err
	}
	for _, f := range lib.Files() {
		if err := m.Consult(f.Name, strings.NewReader(f.Text)); err != nil {
			return err
		}
	}
	return nil
}
