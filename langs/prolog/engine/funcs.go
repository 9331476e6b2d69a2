package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
)

// The solver's functions that its recording instance calls out of a
// trace (domain.Call): the machine state a trace reads or changes but
// does not hold. Machine.funcs is the table, Machine.fns their indexes.

// solverFuncs are the indexes of the functions in Machine.funcs.
type solverFuncs struct {
	// height is the height of the choicepoint stack as an immediate
	// integer: what a cut compares its barrier with. It reads the
	// machine (not elidable: the height changes) and has no effect.
	height int
}

// makeFuncs makes the machine's function table.
func (m *Machine) makeFuncs() {
	m.fns.height = len(m.funcs)
	m.funcs = append(m.funcs, &domain.Func{Name: "cp_height", Results: []domain.Type{domain.Int},
		Fn: func(_, res []int64) { res[0] = int64(intWord(len(m.cps))) }})
}
