//go:build unix

package main

import (
	"os"
	"runtime"
	"syscall"
)

// peakBytes is the peak resident set size of an exited process, from the
// rusage its wait returned: ru_maxrss, in KiB on Linux and in bytes on
// macOS.
func peakBytes(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return ru.Maxrss
	}
	return ru.Maxrss * 1024
}
