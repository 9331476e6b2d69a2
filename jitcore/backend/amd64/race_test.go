//go:build linux && amd64 && race

package amd64

// raceEnabled is set when the tests run under the race detector.
const raceEnabled = true
