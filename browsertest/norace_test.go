//go:build !race

package browsertest

// raceEnabled is set when the tests run with the race detector.
const raceEnabled = false
