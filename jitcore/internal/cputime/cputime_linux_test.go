//go:build linux

package cputime

import (
	"testing"
	"time"
)

// TestProcessCountsWork spins for 20 ms of wall time: the process ran at
// least part of it, and no more than the wall time on one thread allows
// (other threads idle meanwhile).
func TestProcessCountsWork(t *testing.T) {
	before, start := Process(), time.Now()
	for time.Since(start) < 20*time.Millisecond {
	}
	spent, wall := Process()-before, time.Since(start)
	if spent <= 0 || spent > 4*wall {
		t.Errorf("a %v spin took %v of CPU", wall, spent)
	}
}
