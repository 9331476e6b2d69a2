package main

import (
	"math"
	"slices"
	"time"
)

// median is the middle of xs, or the mean of the two middle values when
// there are an even number; xs must not be empty. xs is not changed.
func median(xs []time.Duration) time.Duration {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// geomean is the geometric mean of xs, all positive; xs must not be empty.
func geomean(xs []float64) float64 {
	var sum float64
	for _, x := range xs {
		sum += math.Log(x)
	}
	return math.Exp(sum / float64(len(xs)))
}
