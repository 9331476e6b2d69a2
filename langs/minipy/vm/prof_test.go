package vm

import (
	"os"
	"testing"
)

func TestProfFile(t *testing.T) {
	p := os.Getenv("MINIPY_FILE")
	if p == "" {
		t.Skip("MINIPY_FILE not set")
	}
	src, _ := os.ReadFile(p)
	out, errText := runSource(t, string(src))
	os.Stdout.WriteString(out + errText)
}
