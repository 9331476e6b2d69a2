//go:build race

package jittest

// Race is set when the tests run with the race detector (go test -race).
const Race = true
