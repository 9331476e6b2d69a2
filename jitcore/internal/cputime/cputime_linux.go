//go:build linux

package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Thread is the CPU time the calling OS thread has run so far (0 when
// the clock cannot be read): with the goroutine locked to its thread, the
// difference of two readings is what the work between them cost, without
// the time a loaded machine gave other processes meanwhile.
func Thread() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
