// Package gcwait measures how long the collector's stop-the-worlds waited
// for every goroutine to stop: the bound DESIGN.md §5 rule 4 puts on
// compiled code, which the backends' tests check.
package gcwait

import (
	"runtime/metrics"
	"time"
)

// stopping is the runtime metric of how long GC stop-the-worlds waited
// for all goroutines to stop.
const stopping = "/sched/pauses/stopping/gc:seconds"

// Mark is the metric's histogram now.
func Mark() *metrics.Float64Histogram {
	s := []metrics.Sample{{Name: stopping}}
	metrics.Read(s)
	return s[0].Value.Float64Histogram()
}

// Slowest returns the upper bound of the highest bucket of the histogram
// that grew since before (a Mark): the longest wait since then, or 0.
func Slowest(before *metrics.Float64Histogram) time.Duration {
	after := Mark()
	for k := len(after.Counts) - 1; k >= 0; k-- {
		if after.Counts[k] > before.Counts[k] {
			return time.Duration(after.Buckets[k+1] * float64(time.Second))
		}
	}
	return 0
}
