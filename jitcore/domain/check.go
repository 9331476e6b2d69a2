package domain

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Both domains implement Domain, the concrete one on both kinds of word.
var (
	_ Domain[int64, bool]        = Concrete[int64]{}
	_ Domain[heap.Value, bool]   = Concrete[heap.Value]{}
	_ Domain[ir.Value, ir.Value] = (*Recording)(nil)
)
