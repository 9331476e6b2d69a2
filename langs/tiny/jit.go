package tiny

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
)

// EnableJIT attaches the JIT: the green is the pc, the reds are the
// frame's slots, and each while loop's header is a loop header.
func (m *Machine) EnableJIT(opts jitcore.Options) (err error) {
	var headers []int
	for _, in := range m.code.Instrs {
		if in.Op == OpLoop {
			headers = append(headers, int(in.K))
		}
	}
	reds := make([]ir.Type, len(m.slots))
	for i := range reds {
		reds[i] = ir.Int
	}
	m.jit, err = domain.NewLoops(opts, m.funcs, domain.Lang{
		Size: len(m.code.Instrs), Headers: headers, Reds: reds, Memory: m,
		Where: func(pc int) string {
			p := m.code.Pos[pc]
			return fmt.Sprintf("pc %d %s (%s:%d:%d)", pc, m.code.Instrs[pc].Op, m.code.File, p.Line, p.Col)
		},
		Record: func(d *domain.Recording, pc int, slots []ir.Value) (int, error) { return execute(m, d, pc, slots) },
		Exited: func(pc int, err error) error {
			if err != nil {
				return m.errorAt(pc, err.Error())
			}
			return m.out.Err() // a print in compiled code failed
		},
	})
	return err
}

// JIT is the machine's driver, or nil when the JIT is off.
func (m *Machine) JIT() *jitcore.Driver { return m.jit.Driver() }

// Regions implements ir.Memory: tiny has no memory but its slots.
func (m *Machine) Regions() [][]byte { return nil }
