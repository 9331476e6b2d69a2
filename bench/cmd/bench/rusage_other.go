//go:build !unix

package main

import "os"

// peakBytes is 0 (unknown) where the process's rusage has no peak
// resident set size.
func peakBytes(*os.ProcessState) int64 { return 0 }
