package bf

import (
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// The JIT's view of a bf machine (see docs/language-manual.md):
//
//	greens: pc                    (one domain Site per loop)
//	reds:   the tape pointer      (slot 0 of every snapshot)
//	memory: region 0 is the tape  (Machine.Regions), region 1 the
//	        poll word (signals: Machine.Interrupt)
//
// Loop headers are the first instruction of each loop body: the
// interpreter (executeConcrete) asks the driver at every backward jump,
// and a recording (execute on domain.Recording) tells the recording at
// every jump into a loop body. Each guard resumes at the start of its
// instruction: moves and branches guard before they do anything, and the
// only effects (stores, output, input) are never followed by a guard of
// the same instruction.
const (
	tapeRegion = iota
	pollRegion
)

// Indexes of the functions traces call (Machine.funcs).
const (
	fnOutput = iota
	fnInput
)

// newFuncs is m's function table: ',' and '.'. Both raise: their status
// is 1 when the input or output failed (the error is the Machine's, or
// the Output's), and compiled code exits at the next instruction.
func (m *Machine) newFuncs() []*domain.Func {
	return []*domain.Func{
		fnOutput: {Name: "output", Effects: domain.Raises, Fn: func(a, r []int64) { r[0] = m.outputValue(a[0]) }},
		fnInput: {Name: "input", Effects: domain.Raises, Results: []domain.Type{domain.Int},
			Fn: func(a, r []int64) { r[0], r[1] = m.inputValue(a[0]) }},
	}
}

// EnableJIT attaches a JIT with the given options (jitcore/domain's
// Loops: a Site per loop, entered at its body's first instruction); with
// the JIT switched off in opts it does nothing.
func (m *Machine) EnableJIT(opts config.Options) (err error) {
	m.jit, err = domain.NewLoops(opts, m.funcs, domain.Lang{File: m.code.File, Size: len(m.code.Instrs), At: m.at,
		Memory: m, Record: m.record, Check: m.check,
		ErrorAt: func(pc int, err error) error { return m.errorAt(pc, err.Error()) }})
	return err
}

// JITStats are the JIT's counters, or nil when it is off.
func (m *Machine) JITStats() *jitlog.Stats { return m.jit.Stats() }

// Regions implements domain.Memory: the tape is region 0, the poll
// word region 1.
func (m *Machine) Regions() [][]byte { return m.regions[:] }

// tapeRegion is the tape as the domains see it (its bytes move when it
// grows).
func (m *Machine) tapeRegion() domain.Region {
	return domain.Region{Bytes: m.tape, Index: tapeRegion}
}

// inputValue is ',' for compiled code: the cell's new value given its old
// one, and 0, or 1 when reading failed: the error is kept, and reported
// when the trace exits.
func (m *Machine) inputValue(old int64) (int64, int64) {
	c, err := m.readByte()
	if err != nil {
		m.ioErr = err
		return old, 1
	}
	if c < 0 {
		return m.eofValue(old), 0
	}
	return int64(c), 0
}

// outputValue is '.': it writes the cell's value c and returns 0, or 1
// when the output failed (the domains call it checked; the error is
// Output's).
func (m *Machine) outputValue(c int64) int64 {
	if m.out.WriteByte(byte(c)) != nil {
		return 1
	}
	return 0
}

// at describes the instruction at pc for logs and snapshots.
func (m *Machine) at(pc int) (string, int, int) {
	c := m.code
	p, in := c.Pos[pc], c.Instrs[pc]
	op := in.Op.String()
	if in.Move != 0 {
		op = "move+" + op // at the move's position
	}
	return op, int(p.Line), int(p.Col)
}

// record runs the recording instance of execute from pc with the tape
// pointer reds[0] until the recording ends, and leaves the pointer
// reached in reds[0].
func (m *Machine) record(d *domain.Recording, pc int, reds []domain.Value) (int, error) {
	pc, p, err := execute(m, d, pc, reds[0])
	reds[0] = p
	return pc, err
}

// check is the I/O error that compiled code's calls met, if any.
func (m *Machine) check() error {
	if m.ioErr != nil {
		return m.ioErr
	}
	return m.out.Err()
}
