package jitcore

import (
	"errors"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
)

// errBackend is a backend whose Runs fail as on a malformed heap.
type errBackend struct{ backend.Backend }

var errHeap = errors.New("jit: no heap in memory regions 0 and 1")

func (errBackend) Run(backend.Code, []int64, ir.Memory, int, []int64) backend.Stop {
	return backend.Stop{Err: errHeap}
}

// TestRunError: a Run the backend could not do is an Exit with Err and
// nothing to resume, not a return.
func TestRunError(t *testing.T) {
	d := &Driver{backend: errBackend{}}
	d.policy = newPolicy(config.DefaultParams(), &d.stats, nil)
	ex := d.Run(&Loop{}, nil, nil, 0)
	if !errors.Is(ex.Err, errHeap) || ex.Returned || len(ex.Frames) != 0 {
		t.Errorf("exit %+v, want Err %v and nothing else", ex, errHeap)
	}
}
