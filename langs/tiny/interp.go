package tiny

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/domain"
)

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o interp_concrete.go interp.go

// Run runs the program to its end or its first runtime error, and
// flushes its output.
func (m *Machine) Run() error {
	err := executeConcrete(m, domain.NewConcrete[int64](m.funcs), &m.th, 0)
	if ferr := m.out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// execute is tiny's semantics, written once: it runs the top frame of
// the stack t, and the frames its calls push, to the end of the program
// or its first error in the concrete domain (executeConcrete,
// generated), or until a return leaves floor frames; in the recording
// domain until the recording ends. t is left where the interpreter goes
// on, at the start of an instruction.
//
// Guards come before an instruction's effects: each resumes at the start
// of its instruction, with the frames MergePoint declared there.
func execute[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V], floor int) error {
	code := m.code.Instrs
	zero, one := d.Const(0), d.Const(1)
	for !d.Done() {
		f := t.top()
		pc := f.pc
		in := &code[pc]
		if d.Tracing() && domain.MergePoint(d, t) {
			return nil
		}
		slots := f.slots
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
				return m.errorAt(pc, "division by zero")
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
				return m.errorAt(pc, "pow: negative exponent")
			}
			a = one
			for d.Branch(d.Ne(e, zero)) {
				if d.Branch(d.Ne(d.And(e, one), zero)) {
					a = d.Mul(a, b)
				}
				b, e = d.Mul(b, b), d.Shr(e, one)
			}
		case OpJump:
			f.pc = int(in.K)
			continue
		case OpJumpIfZero:
			f.pc = pc + 1
			if d.Branch(d.Eq(a, zero)) {
				f.pc = int(in.K)
			}
			continue
		case OpLoop: // back to the loop's header, a merge point
			f.pc = int(in.K)
			if err := domain.LoopHeader(m.jit, d, t, m.prog, f.pc); err != nil || t.depth() == floor {
				return err
			}
			continue
		case OpCall: // a function's entry, a merge point
			if t.depth() >= MaxDepth {
				d.Abandon("call stack overflow")
				return m.errorAt(pc, fmt.Sprintf("call stack overflow (more than %d calls)", MaxDepth))
			}
			fn := &m.code.Funcs[in.K]
			f.pc = pc + 1
			t.push(fn, slots[in.B:in.B+in.C], zero)
			if err := domain.FuncEntry(m.jit, d, t, m.prog, fn.Entry); err != nil || t.depth() == floor {
				return err
			}
			continue
		case OpReturn:
			if !domain.Returns(d, t, a) { // a recording may end here
				t.pop(a)
			}
			if t.depth() == floor {
				return nil
			}
			continue
		case OpPrint:
			d.Call(fnPrint, a)
			if err := m.out.Err(); err != nil {
				d.Abandon("output error")
				return err
			}
			f.pc = pc + 1
			continue
		case OpHalt:
			d.Abandon("the program ends")
			return nil
		}
		slots[in.A] = a
		f.pc = pc + 1
	}
	return nil
}
