package domain

import "testing"

// Lax turns the rails' panics off for the test t: what production does
// (rails.go).
func Lax(t *testing.T) {
	strict = false
	t.Cleanup(func() { strict = true })
}

// Panics reports whether fn panics with a message containing want.
func Panics(fn func(), want string) bool { return panics(fn, want) }
