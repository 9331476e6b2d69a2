package bf

import "github.com/microjit/microjit/jitcore/ir"

// Run executes the program to its end or to its first runtime error.
// Output is flushed before Run returns.
func (m *Machine) Run() error {
	err := m.interpret()
	if ferr := m.out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// interpret is the dispatch loop. pc and the tape pointer live in locals;
// they are written back to the machine only when the loop leaves.
func (m *Machine) interpret() error {
	code := m.code.Instrs
	tape := m.tape
	pc, p := m.pc, m.ptr
	var err error
	for {
		in := code[pc]
		if in.Move != 0 {
			p += int(in.Move)
			if uint(p) >= uint(len(tape)) {
				if tape, err = m.edge(pc, p, int(in.Move)); err != nil {
					return err
				}
			}
		}
		switch in.Op {
		case OpAdd:
			tape[p] += byte(in.Arg)
		case OpMove:
			p += int(in.Arg)
			if uint(p) >= uint(len(tape)) {
				if tape, err = m.edge(pc, p, int(in.Arg)); err != nil {
					return err
				}
			}
		case OpOut:
			if err := m.out.WriteByte(tape[p]); err != nil {
				m.pc, m.ptr = pc, p
				return err
			}
		case OpIn:
			if err := m.input(p); err != nil {
				return err
			}
		case OpJz:
			if tape[p] == 0 {
				pc = int(in.Arg)
				continue
			}
		case OpJnz:
			if tape[p] != 0 {
				pc = int(in.Arg)
				if m.jit != nil {
					m.pc, m.ptr = pc, p
					if err := m.loopHeader(); err != nil {
						return err
					}
					pc, p, tape = m.pc, m.ptr, m.tape
				}
				continue
			}
		case OpClear:
			tape[p] = 0
		case OpMul:
			ml := &m.code.Muls[in.Arg]
			n := tape[p]
			if ml.Up {
				n = -n
			}
			if n == 0 {
				pc = ml.Skip
				continue
			}
			if p+ml.Min < 0 {
				break // the ordinary loop reports the error where it happens
			}
			if p+ml.Max >= len(tape) {
				if err := m.grow(pc, p+ml.Max); err != nil {
					break // the ordinary loop runs into the limit itself
				}
				tape = m.tape
			}
			for _, t := range ml.Terms {
				tape[p+t.Offset] += n * t.Factor
			}
			for _, o := range ml.Clears {
				tape[p+o] = 0
			}
			tape[p] = 0
			pc = ml.Skip
			continue
		case OpScan:
			if q := ir.Scan8(tape, int64(p), int64(in.Arg)); uint64(q) < uint64(len(tape)) {
				p, pc = int(q), int(code[pc+1].Arg)
				continue
			}
			// The walk leaves the tape: the ordinary loop runs into the
			// edge itself.
		case OpHalt:
			m.pc, m.ptr = pc, p
			return nil
		}
		pc++
	}
}

// edge finishes a move by n from pc that took the pointer to p, off the
// tape: the tape grows and is returned, or the move fails and the machine
// stays where it was before it.
func (m *Machine) edge(pc, p, n int) ([]byte, error) {
	if err := m.grow(pc, p); err != nil {
		m.pc, m.ptr = pc, p-n
		return nil, err
	}
	return m.tape, nil
}
