//go:build linux

package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Process is the CPU time the process has run so far, all its threads
// (0 when the clock cannot be read): the difference of two readings is
// what the process ran between them, without the time a loaded machine
// gave other processes meanwhile.
func Process() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
