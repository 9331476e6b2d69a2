package tiny

import "github.com/microjit/microjit/jitcore/domain"

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o interp_concrete.go interp.go

// Run runs the program to its end or its first runtime error, and
// flushes its output.
func (m *Machine) Run() error {
	_, err := executeConcrete(m, domain.NewConcrete[int64](m.funcs), 0, m.slots)
	if ferr := m.out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// execute is tiny's semantics, written once: from pc, with the frame's
// slots (updated in place), it runs to the end of the program or its
// first error in the concrete domain (executeConcrete, generated), and
// until the recording ends in the recording domain. It returns the pc
// reached, at the start of an instruction.
//
// Guards come before an instruction's effects: each resumes at the start
// of its instruction, with the slots Begin declared there.
func execute[V, C any, D domain.Domain[V, C]](m *Machine, d D, pc int, slots []V) (int, error) {
	code := m.code.Instrs
	zero, one := d.Const(0), d.Const(1)
	for !d.Done() {
		in := &code[pc]
		if d.Tracing() {
			d.Begin(domain.FrameAt(m.jit, pc, slots...))
		}
		a, b, c := slots[in.A], slots[in.B], slots[in.C]
		switch in.Op {
		case OpConst:
			a = d.Const(in.K)
		case OpMove:
			a = b
		case OpAdd:
			a = d.Add(b, c)
		case OpSub:
			a = d.Sub(b, c)
		case OpMul:
			a = d.Mul(b, c)
		case OpDiv, OpMod:
			if !d.Branch(d.Ne(c, zero)) {
				d.Abandon("division by zero")
				return pc, m.errorAt(pc, "division by zero")
			}
			fn := fnDiv
			if in.Op == OpMod {
				fn = fnMod
			}
			a = d.Call(fn, b, c) // div and mod are elidable: pure, they fold on constants
		case OpNeg:
			a = d.Neg(b)
		case OpLt:
			a = d.Value(d.Lt(b, c))
		case OpLe:
			a = d.Value(d.Le(b, c))
		case OpEq:
			a = d.Value(d.Eq(b, c))
		case OpNe:
			a = d.Value(d.Ne(b, c))
		case OpPow:
			e := d.Promote(c) // the exponent steers the loop below: a constant
			if !d.Branch(d.Ge(e, zero)) {
				d.Abandon("negative exponent")
				return pc, m.errorAt(pc, "pow: negative exponent")
			}
			a = one
			for d.Branch(d.Ne(e, zero)) {
				if d.Branch(d.Ne(d.And(e, one), zero)) {
					a = d.Mul(a, b)
				}
				b, e = d.Mul(b, b), d.Shr(e, one)
			}
		case OpJump:
			pc = int(in.K)
			continue
		case OpJumpIfZero:
			if d.Branch(d.Eq(a, zero)) {
				pc = int(in.K)
				continue
			}
			pc++
			continue
		case OpLoop: // back to the loop's header, a merge point
			var err error
			if pc, err = domain.Header(m.jit, d, int(in.K), slots); err != nil {
				return pc, err
			}
			continue
		case OpPrint:
			d.Call(fnPrint, a)
			if err := m.out.Err(); err != nil {
				d.Abandon("output error")
				return pc, err
			}
			pc++
			continue
		case OpHalt:
			d.Abandon("the program ends")
			return pc, nil
		}
		slots[in.A] = a
		pc++
	}
	return pc, nil
}
