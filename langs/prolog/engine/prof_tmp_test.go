package engine

import (
	"os"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
)

func TestTmpProf(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("PLFILE"))
	runProgram(t, heap.Config{}, string(src), "true")
}
