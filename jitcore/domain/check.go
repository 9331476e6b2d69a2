package domain

import "github.com/microjit/microjit/jitcore/ir"

// Both domains implement Domain.
var (
	_ Domain[int64, bool]        = Concrete{}
	_ Domain[ir.Value, ir.Value] = (*Recording)(nil)
)
