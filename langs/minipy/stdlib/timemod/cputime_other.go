//go:build !unix

package timemod

import "time"

var processStart = time.Now()

// cpuTime stands in for the CPU time where the system does not tell it:
// the time since the process started.
func cpuTime() time.Duration { return time.Since(processStart) }
