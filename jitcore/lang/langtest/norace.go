//go:build !race

package langtest

// raceEnabled is set when the tests run with the race detector.
const raceEnabled = false
