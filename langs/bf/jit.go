package bf

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/ir"
)

// The JIT's view of a bf machine (see jitcore's package comment):
//
//	greens: pc                    (one jitcore.Site per loop)
//	reds:   the tape pointer      (slot 0 of every snapshot)
//	memory: region 0 is the tape  (Machine.Regions)
//
// Loop headers are the first instruction of each loop body: the
// interpreter (executeConcrete) asks the driver at every backward jump,
// and a recording (execute on domain.Recording) tells the recording at
// every jump into a loop body. Each guard resumes at the start of its
// instruction: moves and branches guard before they do anything, and the
// only effects (stores, output, input) are never followed by a guard of
// the same instruction.
const tapeRegion = 0

// jit is the machine's JIT state.
type jit struct {
	d *jitcore.Driver
	// sites holds one Site per loop, and siteOf[pc] is 1 + the index in
	// sites of the loop whose body starts at pc (0 elsewhere). A Site
	// per instruction was 16 bytes per instruction that the hot counters
	// touch: 16 MB of a program of 100,000 loops, whose interpreter
	// needs 33 MB in all.
	sites  []jitcore.Site
	siteOf []int32
	// where is the printable location of each pc, made on first use: a
	// map, since a []string per instruction is memory the runtime zeroes
	// (200 MB of RSS for a program of 25 million instructions).
	where map[int]string
	in    [1]int64 // a compiled loop's input, the tape pointer
}

// Indexes of the functions traces call (Machine.funcs).
const (
	fnOutput = iota
	fnInput
)

// newFuncs is m's function table: ',' and '.'.
func (m *Machine) newFuncs() []*ir.Func {
	return []*ir.Func{
		fnOutput: {Name: "output", Fn: func(a []int64) int64 { return m.outputValue(a[0]) }},
		fnInput:  {Name: "input", Fn: func(a []int64) int64 { return m.inputValue(a[0]) }},
	}
}

// EnableJIT attaches a JIT driver with the given options; with the JIT
// switched off in opts it does nothing.
func (m *Machine) EnableJIT(opts jitcore.Options) error {
	if !opts.Params.Enabled {
		return nil
	}
	d, err := jitcore.NewDriver(opts, m.funcs)
	if err != nil {
		return err
	}
	j := &jit{d: d, siteOf: make([]int32, len(m.code.Instrs)), where: map[int]string{}}
	loops := int32(0)
	for pc, in := range m.code.Instrs {
		if in.Op == OpJz { // a loop's body starts after it
			loops++
			j.siteOf[pc+1] = loops
		}
	}
	j.sites = make([]jitcore.Site, loops)
	m.jit = j
	return nil
}

// site is the Site of the loop whose body starts at pc.
func (j *jit) site(pc int) *jitcore.Site { return &j.sites[j.siteOf[pc]-1] }

// JIT returns the machine's driver, or nil when the JIT is off.
func (m *Machine) JIT() *jitcore.Driver {
	if m.jit == nil {
		return nil
	}
	return m.jit.d
}

// Regions implements ir.Memory: the tape is region 0.
func (m *Machine) Regions() [][]byte { return m.regions[:] }

// tapeRegion is the tape as the domains see it (its bytes move when it
// grows).
func (m *Machine) tapeRegion() domain.Region {
	return domain.Region{Bytes: m.tape, Index: tapeRegion}
}

// inputValue is ',' for compiled code: the cell's new value given its old
// one. An I/O error is kept and reported when the trace exits.
func (m *Machine) inputValue(old int64) int64 {
	c, err := m.readByte()
	if err != nil {
		m.ioErr = err
		return old
	}
	if c < 0 {
		return m.eofValue(old)
	}
	return int64(c)
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

// whereAt is the printable location of pc for logs and snapshots.
func (j *jit) whereAt(c *Code, pc int) string {
	if w, ok := j.where[pc]; ok {
		return w
	}
	p, in := c.Pos[pc], c.Instrs[pc]
	op := in.Op.String()
	if in.Move != 0 {
		op = "move+" + op // at the move's position
	}
	w := fmt.Sprintf("pc %d %s (%s:%d:%d)", pc, op, c.File, p.Line, p.Col)
	j.where[pc] = w
	return w
}

// loopHeader runs at a backward jump to m.pc: it counts the loop, records
// it when hot, or runs its compiled code and resumes where that exits.
func (m *Machine) loopHeader() error {
	j := m.jit
	s := j.site(m.pc)
	if s.Loop == nil {
		if !j.d.Hot(s) {
			return nil
		}
		rec := j.d.RecordLoop(s, j.whereAt(m.code, m.pc), []ir.Type{ir.Int}, []int64{int64(m.ptr)}, m)
		return m.record(rec, rec.Input(0))
	}
	j.in[0] = int64(m.ptr)
	ex := j.d.Run(s.Loop, j.in[:], m, 0) // bf has no calls
	if ex.Err != nil {
		return m.errorAt(m.pc, ex.Err.Error()) // the machine stays at the loop's header
	}
	m.pc, m.ptr = int(ex.Frames[0].Greens[0]), int(ex.Frames[0].Slots[0])
	if m.ioErr != nil {
		return m.ioErr
	}
	if err := m.out.Err(); err != nil {
		return err
	}
	if ex.Bridge {
		rec, frames := j.d.RecordBridge(ex, m)
		return m.record(rec, frames[0].Slots[0])
	}
	return nil
}

// record runs the recording instance of execute from m.pc, with the tape
// pointer's value pv, until the recording closes or is abandoned, and
// leaves m.pc and m.ptr at the concrete state reached, where the
// interpreter carries on.
func (m *Machine) record(rec *jitcore.Recording, pv ir.Value) error {
	pc, pv, err := execute(m, domain.NewRecording(rec), m.pc, pv)
	m.pc, m.ptr = pc, int(rec.Concrete(pv))
	return err
}
