//go:build !linux

package osmod

import (
	"os"
	"runtime"
)

func statOf(fi os.FileInfo) statInfo { return portableStat(fi) }

func unameFields() ([]string, error) {
	host, _ := os.Hostname()
	return []string{runtime.GOOS, host, "", "", runtime.GOARCH}, nil
}
