package bf

import "github.com/microjit/microjit/jitcore/domain"

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o interp_concrete.go interp.go

// Run executes the program to its end or to its first runtime error.
// Output is flushed before Run returns.
func (m *Machine) Run() error {
	err := m.interpret()
	if ferr := m.out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// interpret runs the concrete instance of execute from the machine's state.
func (m *Machine) interpret() error {
	pc, p, err := executeConcrete(m, domain.NewConcrete[int64](m.funcs), m.pc, int64(m.ptr))
	m.pc, m.ptr = pc, int(p)
	return err
}

// execute is bf's semantics, written once against a domain (see jitcore's
// package comment): from pc with the tape pointer p, it runs to the end
// of the program or its first runtime error in the concrete domain
// (executeConcrete, generated), and until the recording ends in the
// recording domain. It returns the state reached, at the start of an
// instruction.
//
// Each guard resumes at the start of its instruction, so an instruction
// guards before it has any effect: the move folded into it and its own
// tests first, then its stores, output or input. Where the JIT does not
// follow (the tape grows, the program ends, input fails), the recording
// is abandoned at the instruction's start and the interpreter does it.
func execute[V, C any, D domain.Domain[V, C]](m *Machine, d D, pc int, p V) (int, V, error) {
	code := m.code.Instrs
	tape := m.tapeRegion()
	zero := d.Const(0)
	for !d.Done() {
		// The instructions that call no Go function run in this inner
		// loop, and it leaves at any other, or where one
		// of them would: the concrete instance then keeps its state in
		// registers, where a call in any case of one switch made the
		// compiler spill it at every instruction. Each case that stays
		// continues; one that leaves breaks out of the switch, or
		// falls out of it, into the break after it. The loop leaves
		// with the instruction's move made (but when off is set: the
		// move would leave the tape). No break is labelled: jitgen
		// then sees that the loop around this one ends only by return.
		var (
			in    Instr
			start V // p before the instruction, for a recording that abandons it
			off   bool
			ml    *MulLoop
			n     V // a multiply loop's count
		)
		for {
			if d.Done() {
				return pc, p, nil
			}
			in = code[pc]
			if d.Tracing() {
				d.Begin(domain.FrameAt(m.jit, pc, p))
				start = p
			}
			if in.Move != 0 {
				q, inside := d.Step(tape, p, int64(in.Move))
				if !d.Branch(inside) {
					off = true
					break
				}
				p = q
			}
			switch in.Op {
			case OpAdd:
				d.Store8(tape, p, 0, d.Add(d.Load8U(tape, p, 0), d.Const(int64(in.Arg))))
				pc++
				continue
			case OpClear:
				d.Store8(tape, p, 0, zero)
				pc++
				continue
			case OpSet:
				d.Store8(tape, p, 0, d.Const(int64(in.Arg)))
				pc++
				continue
			case OpJz:
				if d.Branch(d.Ne(d.Load8U(tape, p, 0), zero)) {
					pc++
					if d.Tracing() {
						domain.AtEntry(m.jit, d, pc, p) // a loop's body starts here
					}
				} else {
					pc = int(in.Arg)
				}
				continue
			case OpJnz:
				if !d.Branch(d.Ne(d.Load8U(tape, p, 0), zero)) {
					pc++
					continue
				}
				if m.jit != nil || d.Poll(m.poll) {
					break // the JIT's loop header, or a signal
				}
				pc = int(in.Arg)
				continue
			case OpMul:
				// Branch-free in traces: with n = 0 every add adds 0 and
				// every clear keeps its cell. The interpreter skips the
				// work then (a shortcut that traces do not take).
				ml = &m.code.Muls[in.Arg]
				n = d.Load8U(tape, p, 0)
				if ml.Up {
					n = d.And(d.Sub(zero, n), d.Const(0xff))
				}
				if !d.Tracing() && d.Concrete(n) == 0 {
					pc = ml.Skip
					continue
				}
				lo := d.Add(p, d.Const(int64(ml.Min)))
				hi := d.Add(p, d.Const(int64(ml.Max)))
				// Peek: a trace guards the reach right after (the two
				// Branches on lo and hi below).
				if d.Peek(lo) < 0 || d.Peek(hi) >= int64(len(tape.Bytes)) {
					break // at the tape's edge
				}
				d.Branch(d.Ge(lo, zero))
				d.Branch(d.Lt(hi, d.RegionLen(tape)))
				for _, t := range ml.Terms {
					c := d.Load8U(tape, p, int64(t.Offset))
					d.Store8(tape, p, int64(t.Offset), d.Add(c, d.Mul(n, d.Const(int64(t.Factor)))))
				}
				// Each cleared cell & keep, with keep = (n != 0) - 1: 0 or
				// all ones. The interpreter only gets here with n != 0.
				keep := zero
				if d.Tracing() && len(ml.Clears) > 0 {
					keep = d.Add(d.Value(d.Ne(n, zero)), d.Const(-1))
				}
				for _, o := range ml.Clears {
					c := d.Load8U(tape, p, int64(o))
					d.Store8(tape, p, int64(o), d.And(c, keep))
				}
				d.Store8(tape, p, 0, zero)
				pc = ml.Skip
				continue
			case OpMove, OpOut, OpIn, OpScan, OpHalt:
				// Listed, so that the compiler dispatches with a
				// jump table (it takes one for 8 cases or more).
			}
			break
		}
		// Here the instruction goes on even when the recording ended
		// in it (Done), as the concrete run does: it returns at the
		// start of the next one.
		if off {
			// The move leaves the tape: the tape grows, and the
			// instruction runs again from its start, or the move fails.
			var err error
			if tape, err = offTape(m, d, pc, d.Add(p, d.Const(int64(in.Move)))); err != nil || d.Done() {
				return pc, start, err
			}
			continue
		}
		switch in.Op {
		case OpMove:
			var inside C
			if p, inside = d.Step(tape, p, int64(in.Arg)); !d.Branch(inside) {
				var err error
				if tape, err = offTape(m, d, pc, p); err != nil || d.Done() {
					return pc, start, err
				}
			}
		case OpOut:
			d.Call(fnOutput, d.Load8U(tape, p, 0))
			if err := m.out.Err(); err != nil {
				d.Abandon("output error")
				return pc + 1, p, err // the program ends
			}
		case OpIn:
			d.Store8(tape, p, 0, d.Call(fnInput, d.Load8U(tape, p, 0)))
			if m.ioErr != nil {
				d.Abandon("input error")
				return pc, p, m.ioErr // the program ends
			}
		case OpJnz: // taken: a backward jump
			if d.Poll(m.poll) { // a signal came: every loop takes it here
				if d.Tracing() {
					return pc, start, nil // the interpreter takes it
				}
				return pc, p, m.takeSignal()
			}
			pc = int(in.Arg)
			if d.Tracing() {
				domain.AtHeader(m.jit, d, pc, p)
			} else if m.jit != nil {
				m.pc, m.ptr = pc, int(d.Concrete(p))
				err := m.enter()
				pc, p, tape = m.pc, d.Const(int64(m.ptr)), m.tapeRegion()
				if err != nil {
					return pc, p, err
				}
			}
			continue
		case OpMul: // at the tape's edge
			// Only n = 0 skips the loop here; otherwise the tape
			// grows, or the ordinary loop that follows fails at the
			// exact move that leaves it.
			if !d.Branch(d.Ne(n, zero)) {
				pc = ml.Skip
				continue
			}
			if d.Tracing() {
				d.Abandon("multiply loop leaves the tape")
				return pc, start, nil
			}
			lo, hi := d.Concrete(p)+int64(ml.Min), d.Concrete(p)+int64(ml.Max)
			if lo < 0 || m.grow(pc, int(hi)) != nil {
				break // into the ordinary loop
			}
			// The instruction runs again, from before its move.
			tape, p = m.tapeRegion(), d.Add(p, d.Const(-int64(in.Move)))
			continue
		case OpScan:
			q := d.Scan8(tape, p, 0, int64(in.Arg))
			if d.Branch(d.Ult(q, d.RegionLen(tape))) {
				p, pc = q, int(code[pc+1].Arg)
				continue
			}
			// The walk leaves the tape: on into the ordinary loop,
			// which grows the tape or fails at the exact move.
		case OpHalt:
			if d.Tracing() {
				d.Abandon("the program ends")
				return pc, start, nil
			}
			return pc, p, nil
		}
		pc++
	}
	return pc, p, nil
}

// offTape is a move of the instruction at pc that took the pointer to np,
// off the tape: the tape grows (and offTape returns it) or the move
// fails; the recording is abandoned (the interpreter grows the tape).
func offTape[V, C any, D domain.Domain[V, C]](m *Machine, d D, pc int, np V) (domain.Region, error) {
	if d.Tracing() {
		d.Abandon("tape pointer leaves the tape")
		return domain.Region{}, nil
	}
	if err := m.grow(pc, int(d.Concrete(np))); err != nil {
		return domain.Region{}, err
	}
	return m.tapeRegion(), nil
}

// enter is domain.Enter at the loop header m.pc with the tape pointer
// m.ptr, which it updates. It is a method, out of execute: a call of the
// generic Enter there cost the interpreter's loop 3% more instructions
// on hanoi.b, with the JIT off too.
func (m *Machine) enter() error {
	reds := [1]int64{int64(m.ptr)}
	pc, err := m.jit.EnterInts(m.pc, reds[:])
	m.pc, m.ptr = pc, int(reds[0])
	return err
}
