package bf

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/ir"
)

// The JIT's view of a bf machine (see jitcore's package comment):
//
//	greens: pc                    (one jitcore.Site per pc)
//	reds:   the tape pointer      (slot 0 of every snapshot)
//	memory: region 0 is the tape  (Machine.Regions)
//
// Loop headers are the first instruction of each loop body: the interpreter
// asks the driver at every backward jump, and the recording interpreter
// tells the recording at every jump into a loop body. Each guard resumes at
// the start of its instruction: moves and branches guard before they do
// anything, and the only effects (stores, output, input) are never
// followed by a guard of the same instruction.
const tapeRegion = 0

// jit is the machine's JIT state.
type jit struct {
	d     *jitcore.Driver
	sites []jitcore.Site
	where []string // printable location of each pc, made on first use
	in    [1]int64 // a compiled loop's input, the tape pointer
}

// Indexes of the functions traces call.
const (
	fnOutput = iota
	fnInput
)

// EnableJIT attaches a JIT driver with the given options; with the JIT
// switched off in opts it does nothing.
func (m *Machine) EnableJIT(opts jitcore.Options) error {
	if !opts.Params.Enabled {
		return nil
	}
	funcs := []*ir.Func{
		fnOutput: {Name: "output", Fn: func(a []int64) int64 { return m.outputValue(a[0]) }},
		fnInput:  {Name: "input", Fn: func(a []int64) int64 { return m.inputValue(a[0]) }},
	}
	d, err := jitcore.NewDriver(opts, funcs)
	if err != nil {
		return err
	}
	m.jit = &jit{d: d, sites: make([]jitcore.Site, len(m.code.Instrs)), where: make([]string, len(m.code.Instrs))}
	return nil
}

// JIT returns the machine's driver, or nil when the JIT is off.
func (m *Machine) JIT() *jitcore.Driver {
	if m.jit == nil {
		return nil
	}
	return m.jit.d
}

// Regions implements ir.Memory: the tape is region 0.
func (m *Machine) Regions() [][]byte { return m.regions[:] }

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

// outputValue is '.' for compiled code: it writes the cell's value c and
// returns 0, or 1 when the output failed (traces call it checked: they
// exit when it fails, and the error is Output's).
func (m *Machine) outputValue(c int64) int64 {
	if m.out.WriteByte(byte(c)) != nil {
		return 1
	}
	return 0
}

// whereAt is the printable location of pc for logs and snapshots.
func (j *jit) whereAt(c *Code, pc int) string {
	if j.where[pc] == "" {
		p, in := c.Pos[pc], c.Instrs[pc]
		op := in.Op.String()
		if in.Move != 0 {
			op = "move+" + op // at the move's position
		}
		j.where[pc] = fmt.Sprintf("pc %d %s (%s:%d:%d)", pc, op, c.File, p.Line, p.Col)
	}
	return j.where[pc]
}

// loopHeader runs at a backward jump to m.pc: it counts the loop, records
// it when hot, or runs its compiled code and resumes where that exits.
func (m *Machine) loopHeader() error {
	j := m.jit
	s := &j.sites[m.pc]
	if s.Loop == nil {
		if !j.d.Hot(s) {
			return nil
		}
		rec := j.d.RecordLoop(s, j.whereAt(m.code, m.pc), []ir.Type{ir.Int}, []int64{int64(m.ptr)}, m)
		return m.record(rec, rec.Input(0))
	}
	j.in[0] = int64(m.ptr)
	ex := j.d.Run(s.Loop, j.in[:], m, 0) // bf has no calls
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

// record is the recording interpreter: it executes from m.pc, with the
// tape pointer's value pv, one instruction at a time through rec, until
// the recording closes or is abandoned. It leaves m.pc and m.ptr at the
// concrete state reached, where the interpreter carries on.
func (m *Machine) record(rec *jitcore.Recording, pv ir.Value) error {
	code := m.code.Instrs
	pc := m.pc
	defer func() { m.pc, m.ptr = pc, int(rec.Concrete(pv)) }()
	for !rec.Done() {
		if why := rec.Aborted(); why != "" {
			rec.Abandon(why)
			break
		}
		in := code[pc]
		rec.Begin(ir.Frame{Greens: []int64{int64(pc)}, Where: m.jit.whereAt(m.code, pc), Slots: []ir.Value{pv}})
		// Where an early return leaves the machine must be the start of
		// an instruction: the interpreter then makes its move again.
		start := pv
		var ok bool
		if in.Move != 0 {
			if pv, ok = recordMove(rec, pv, int32(in.Move)); !ok {
				return nil
			}
		}
		switch in.Op {
		case OpAdd:
			c := rec.Load8U(tapeRegion, pv, 0)
			rec.Store8(tapeRegion, pv, 0, rec.Op(ir.OpAdd, c, rec.Const(int64(in.Arg))))
		case OpMove:
			if pv, ok = recordMove(rec, pv, in.Arg); !ok {
				return nil
			}
		case OpOut:
			rec.CallChecked(fnOutput, rec.Load8U(tapeRegion, pv, 0))
			if err := m.out.Err(); err != nil {
				rec.Abandon("output error")
				pc++ // the output happened
				return err
			}
		case OpIn:
			v := rec.Call(fnInput, false, rec.Load8U(tapeRegion, pv, 0))
			rec.Store8(tapeRegion, pv, 0, v)
			if m.ioErr != nil {
				rec.Abandon("input error")
				pv = start
				return m.ioErr
			}
		case OpJz:
			if rec.Branch(rec.Op(ir.OpNe, rec.Load8U(tapeRegion, pv, 0), rec.Const(0))) {
				pc++
				rec.AtHeader(&m.jit.sites[pc], pv)
			} else {
				pc = int(in.Arg)
			}
			continue
		case OpJnz:
			if rec.Branch(rec.Op(ir.OpNe, rec.Load8U(tapeRegion, pv, 0), rec.Const(0))) {
				pc = int(in.Arg)
				rec.AtHeader(&m.jit.sites[pc], pv)
			} else {
				pc++
			}
			continue
		case OpClear:
			rec.Store8(tapeRegion, pv, 0, rec.Const(0))
		case OpMul:
			// Branch-free when the loop's cells are on the tape: with
			// n = 0 every add adds 0. At the tape's edge only n = 0 is
			// recorded (the loop is skipped); otherwise the interpreter
			// grows the tape or reports the error.
			ml := &m.code.Muls[in.Arg]
			n := rec.Load8U(tapeRegion, pv, 0)
			if ml.Up {
				n = rec.Op(ir.OpAnd, rec.Op(ir.OpSub, rec.Const(0), n), rec.Const(0xff))
			}
			lo := rec.Op(ir.OpAdd, pv, rec.Const(int64(ml.Min)))
			hi := rec.Op(ir.OpAdd, pv, rec.Const(int64(ml.Max)))
			p := rec.Concrete(pv)
			if p+int64(ml.Min) < 0 || p+int64(ml.Max) >= int64(len(m.tape)) {
				if rec.Branch(rec.Op(ir.OpNe, n, rec.Const(0))) {
					rec.Abandon("multiply loop leaves the tape")
					pv = start
					return nil
				}
				pc = ml.Skip
				continue
			}
			rec.Branch(rec.Op(ir.OpGe, lo, rec.Const(0)))
			rec.Branch(rec.Op(ir.OpLt, hi, rec.RegionLen(tapeRegion)))
			for _, t := range ml.Terms {
				c := rec.Load8U(tapeRegion, pv, int64(t.Offset))
				rec.Store8(tapeRegion, pv, int64(t.Offset), rec.Op(ir.OpAdd, c, rec.Op(ir.OpMul, n, rec.Const(int64(t.Factor)))))
			}
			if len(ml.Clears) > 0 {
				// Cleared when n > 0, kept when n = 0: and with
				// (n != 0) - 1, which is 0 or all ones.
				keep := rec.Op(ir.OpAdd, rec.Op(ir.OpNe, n, rec.Const(0)), rec.Const(-1))
				for _, o := range ml.Clears {
					c := rec.Load8U(tapeRegion, pv, int64(o))
					rec.Store8(tapeRegion, pv, int64(o), rec.Op(ir.OpAnd, c, keep))
				}
			}
			rec.Store8(tapeRegion, pv, 0, rec.Const(0))
			pc = ml.Skip
			continue
		case OpScan:
			q := rec.Scan8(tapeRegion, pv, 0, int64(in.Arg))
			if rec.Branch(rec.Op(ir.OpUlt, q, rec.RegionLen(tapeRegion))) {
				pv, pc = q, int(code[pc+1].Arg)
				continue
			}
			// The walk leaves the tape: on into the ordinary loop, as
			// the interpreter goes.
		case OpHalt:
			rec.Abandon("the program ends")
			pv = start
			return nil
		}
		pc++
	}
	return nil
}

// recordMove records moving the tape pointer pv by n: the new pointer,
// guarded to be on the tape. When the concrete move leaves the tape, the
// recording is abandoned (the interpreter grows the tape or fails) and ok
// is false.
func recordMove(rec *jitcore.Recording, pv ir.Value, n int32) (np ir.Value, ok bool) {
	np = rec.Op(ir.OpAdd, pv, rec.Const(int64(n)))
	var inside ir.Value
	if n < 0 {
		inside = rec.Op(ir.OpGe, np, rec.Const(0))
	} else {
		inside = rec.Op(ir.OpLt, np, rec.RegionLen(tapeRegion))
	}
	if !rec.Branch(inside) {
		rec.Abandon("tape pointer leaves the tape")
		return pv, false
	}
	return np, true
}
