// Package term is the representation of Prolog terms that the reader
// produces and the writer prints: interned atoms, integers (int64 with a
// math/big fallback), floats, strings (SWI-Prolog's string type),
// variables, and compound terms. It is plain Go
// data, independent of the engine's heap layout; the engine converts.
//
// Lists are ISO lists: '.'/2 cells ending in the atom '[]' (which is the
// same atom as [], as ISO and GNU Prolog have it, unlike SWI-Prolog 7).
package term
