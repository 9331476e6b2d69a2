package tiny

import (
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// EnableJIT attaches the JIT: the greens are the pc, the reds the
// frame's slots; a while loop's header is a loop header, a function's
// first instruction a function entry.
func (m *Machine) EnableJIT(opts config.Options) (err error) {
	m.jit, err = domain.Attach(opts, m.funcs, domain.Spec[int64]{
		Memory: domain.NoMemory{}, Stack: &m.th, MaxDepth: MaxDepth, Check: m.out.Err,
		Record: m.record, RunCall: m.runCall,
	})
	m.prog = m.jit.NewCode(m.code.File, len(m.code.Instrs), m.code.at)
	return err
}

// record runs the recording instance of execute on frames, the top of
// the machine's stack, until the recording ends.
func (m *Machine) record(d *domain.Recording, frames []domain.Frame[domain.Value]) (domain.Stack[domain.Value], error) {
	t := &thread[domain.Value]{code: m.code.Instrs, below: m.th.depth() - len(frames)}
	t.Replace(0, frames)
	return t, execute(m, d, t, 0)
}

// runCall runs the call on top of the machine's stack to its return,
// for a recording that records it as a call of a compiled function, and
// returns its result.
func (m *Machine) runCall(floor int) (int64, error) {
	if m.th.depth() > floor {
		if err := executeConcrete(m, domain.NewConcrete[int64](m.funcs), &m.th, floor); err != nil {
			return 0, err
		}
	}
	c := m.th.top()
	return c.slots[m.code.Instrs[c.pc-1].A], nil
}

// JITStats are the JIT's counters, or nil when it is off.
func (m *Machine) JITStats() *jitlog.Stats { return m.jit.Stats() }
