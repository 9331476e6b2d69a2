package vm

import (
	"os"
	"testing"
)

// TestProfFile runs the program MINIPY_FILE names, for profiling the
// interpreter with the test binary's flags:
//
//	MINIPY_FILE=x.py go test -run TestProfFile -cpuprofile cpu.prof
func TestProfFile(t *testing.T) {
	p := os.Getenv("MINIPY_FILE")
	if p == "" {
		t.Skip("MINIPY_FILE not set")
	}
	src, _ := os.ReadFile(p)
	out, errText := runSource(t, string(src))
	os.Stdout.WriteString(out + errText)
}
