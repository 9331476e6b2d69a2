package tiny

import (
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// EnableJIT attaches the JIT: the green is the pc, the reds are the
// frame's slots, and each while loop's header is a loop header.
func (m *Machine) EnableJIT(opts config.Options) (err error) {
	m.jit, err = domain.NewLoops(opts, m.funcs, domain.Lang{
		Size: len(m.code.Instrs), Headers: m.code.Headers, Reds: domain.Ints(len(m.slots)),
		Memory: domain.NoMemory{}, Where: m.code.where, Check: m.out.Err,
		Record: func(d *domain.Recording, pc int, slots []ir.Value) (int, error) { return execute(m, d, pc, slots) },
	})
	return err
}

// JITStats are the JIT's counters, or nil when it is off.
func (m *Machine) JITStats() *jitlog.Stats { return m.jit.Stats() }
