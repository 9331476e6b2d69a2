package toyvm

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ic"
)

// Run executes the program to its end or to its first runtime error.
// Output is flushed before Run returns.
func (m *Machine) Run() error {
	err := m.interpret()
	if ferr := m.out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// interpret is the dispatch loop. It ends when main runs off the end of
// the code or returns.
func (m *Machine) interpret() error { return m.interpretAbove(0) }

// interpretAbove is the dispatch loop, which also ends when a return
// leaves floor frames (a call that a recording runs for its result).
func (m *Machine) interpretAbove(floor int) error {
	code := m.code.Instrs
	for {
		f := m.frames[len(m.frames)-1]
		pc := f.pc
		if pc >= len(code) {
			return nil
		}
		in := code[pc]
		f.pc++
		if in.Op == OpReturn && len(m.frames) == 1 {
			return nil // main returns: the program ends
		}
		if n := stackNeeds(in); uint64(len(f.stack)) < n {
			values := "values"
			if n == 1 {
				values = "value"
			}
			return m.errorAt(pc, "stack underflow (needs %d %s, has %d)", n, values, len(f.stack))
		}
		st := f.stack
		top := len(st) - 1
		switch in.Op {
		case OpNop:
		case OpPush:
			v, err := m.newInt(in.Arg)
			if err != nil {
				return m.errorAt(pc, "%v", err)
			}
			f.stack = append(f.stack, v)
		case OpPop, OpSwap, OpRoll, OpPick, OpPut:
			f.stack = shuffle(st, in)
		case OpAdd, OpSub, OpMul, OpDiv, OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
			if err := m.binary(pc, f); err != nil {
				return err
			}
		case OpBr:
			if err := m.jump(f, pc, int(in.Arg)); err != nil {
				return err
			}
		case OpBrCond:
			f.stack = st[:top]
			if truthy(st[top]) {
				if err := m.jump(f, pc, int(in.Arg)); err != nil {
					return err
				}
			}
		case OpBrCondStk:
			off, ok := m.intOf(st[top])
			if !ok {
				return m.errorAt(pc, "expected an integer offset, got %s", m.describe(st[top]))
			}
			f.stack = st[:top-1]
			if truthy(st[top-1]) {
				t := int64(pc) + off
				if t < 0 || t > int64(len(code)) {
					return m.errorAt(pc, "branch out of range: target %d is outside 0..%d", t, len(code))
				}
				if err := m.jump(f, pc, int(t)); err != nil {
					return err
				}
			}
		case OpCall:
			if err := m.call(pc, f, int(in.Arg), int(in.N)); err != nil {
				return err
			}
		case OpReturn:
			m.ret(st[top])
			if len(m.frames) == floor {
				return nil
			}
		case OpPushArg, OpPushArgN:
			if int(in.Arg) >= len(f.args) {
				return m.errorAt(pc, "no argument %d (the frame has %d)", in.Arg, len(f.args))
			}
			f.stack = append(st, f.args[in.Arg])
		case OpNil:
			f.stack = append(st, heap.Nil)
		case OpCons:
			if err := m.cons(f); err != nil {
				return m.errorAt(pc, "%v", err)
			}
		case OpCar, OpCdr:
			if m.classOf(st[top]) != classCons {
				return m.errorAt(pc, "expected a cons cell, got %s", m.describe(st[top]))
			}
			st[top] = m.heap.Slot(st[top], int(in.Op-OpCar))
		case OpNew:
			o, err := m.newInstance(int(in.Arg))
			if err != nil {
				return m.errorAt(pc, "%v", err)
			}
			f.stack = append(f.stack, o)
		case OpGetAttr:
			slot, err := m.attrSlot(pc, st[top])
			if err != nil {
				return err
			}
			st[top] = m.heap.Slot(st[top], slot)
		case OpSetAttr:
			slot, err := m.attrSlot(pc, st[top-1])
			if err != nil {
				return err
			}
			m.heap.SetSlot(st[top-1], slot, st[top])
			f.stack = st[:top-1]
		case OpSend:
			recv := top - int(in.N)
			target, err := m.method(pc, st[recv])
			if err != nil {
				return err
			}
			if err := m.call(pc, f, target, int(in.N)+1); err != nil {
				return err
			}
		case OpPrint:
			f.stack = st[:top]
			if err := m.print(st[top]); err != nil {
				return err
			}
		case OpDump:
			if err := m.dump(st); err != nil {
				return err
			}
		case OpMovAR, OpMovRA, OpAddRToA:
			r := int(in.Arg)
			if r >= len(f.regs) {
				return m.errorAt(pc, "no register %d (the frame has %d)", r, len(f.regs))
			}
			switch in.Op {
			case OpMovAR:
				f.regs[r] = f.a
			case OpMovRA:
				f.a = f.regs[r]
			default:
				a, ok1 := m.intOf(f.a)
				b, ok2 := m.intOf(f.regs[r])
				if !ok1 || !ok2 {
					return m.errorAt(pc, "expected two integers, got %s and %s", m.describe(f.a), m.describe(f.regs[r]))
				}
				v, err := m.newInt(a + b)
				if err != nil {
					return m.errorAt(pc, "%v", err)
				}
				f.a = v
			}
		case OpJumpIfA:
			if truthy(f.a) {
				if err := m.jump(f, pc, int(in.Arg)); err != nil {
					return err
				}
			}
		case OpSetA, OpNegA:
			n := in.Arg
			if in.Op == OpNegA {
				a, ok := m.intOf(f.a)
				if !ok {
					return m.errorAt(pc, "expected an integer, got %s", m.describe(f.a))
				}
				n = -a
			}
			v, err := m.newInt(n)
			if err != nil {
				return m.errorAt(pc, "%v", err)
			}
			f.a = v
		case OpReturnA:
			if len(m.frames) == 1 {
				return m.print(f.a)
			}
			m.ret(f.a)
			if len(m.frames) == floor {
				return nil
			}
		case OpAllocate:
			if in.Arg > MaxRegisters {
				return m.errorAt(pc, "at most %d registers", MaxRegisters)
			}
			f.regs = make([]heap.Value, in.Arg)
		}
	}
}

// stackNeeds is how many stack values in needs. It is a uint64 so that
// the depths of ROLL, PICK and PUT (any int64) cannot overflow: |Arg|+2
// always fits.
func stackNeeds(in Instr) uint64 {
	switch in.Op {
	case OpPop, OpBrCond, OpReturn, OpCar, OpCdr, OpGetAttr, OpPrint:
		return 1
	case OpSwap, OpAdd, OpSub, OpMul, OpDiv, OpEq, OpNe, OpLt, OpLe, OpGt, OpGe, OpBrCondStk, OpCons, OpSetAttr:
		return 2
	case OpRoll:
		if in.Arg < 0 {
			return -uint64(in.Arg) // exact for math.MinInt64 too
		}
		return uint64(in.Arg)
	case OpPick:
		return uint64(in.Arg) + 1 // Arg >= 0 (a count)
	case OpPut:
		return uint64(in.Arg) + 2
	case OpCall:
		return uint64(in.N)
	case OpSend:
		return uint64(in.N) + 1
	}
	return 0
}

// MaxRegisters bounds ALLOCATE.
const MaxRegisters = 1 << 16

// roll rotates the top |n| values: for n > 0 the value at depth n-1 comes
// to the top, for n < 0 the top goes down to depth -n-1. The recording
// interpreter rolls trace values the same way.
// shuffle performs the stack-only instructions (POP, SWAP, ROLL, PICK,
// PUT) on st, which holds at least stackNeeds(in) values, and returns the
// new stack. The interpreter shuffles heap values, the recorder IR values:
// one definition keeps them in step.
func shuffle[T any](st []T, in Instr) []T {
	top := len(st) - 1
	switch in.Op {
	case OpPop:
		return st[:top]
	case OpSwap:
		st[top], st[top-1] = st[top-1], st[top]
	case OpRoll:
		roll(st, in.Arg)
	case OpPick:
		return append(st, st[top-int(in.Arg)])
	case OpPut:
		st[top-1-int(in.Arg)] = st[top]
		return st[:top]
	}
	return st
}

func roll[T any](st []T, n int64) {
	switch {
	case n > 1:
		s := st[len(st)-int(n):]
		v := s[0]
		copy(s, s[1:])
		s[len(s)-1] = v
	case n < -1:
		s := st[len(st)-int(-n):]
		v := s[len(s)-1]
		copy(s[1:], s)
		s[0] = v
	}
}

// jump goes to target; a backward jump is a loop header.
func (m *Machine) jump(f *frame, pc, target int) error {
	f.pc = target
	if target <= pc && m.jit != nil {
		return m.loopHeader()
	}
	return nil
}

// call pops n arguments off f's stack into a new frame at target.
func (m *Machine) call(pc int, f *frame, target, n int) error {
	if len(m.frames) >= m.cfg.MaxDepth {
		return m.errorAt(pc, "call stack overflow (more than %d frames)", m.cfg.MaxDepth)
	}
	base := len(f.stack) - n
	nf := m.newCallFrame(target, f.stack[base:])
	f.stack = f.stack[:base]
	m.frames = append(m.frames, nf)
	if m.jit != nil {
		return m.funcEntry()
	}
	return nil
}

// newCallFrame is a frame at target with a copy of args, reusing a frame
// (and its slices) that returned earlier when there is one.
func (m *Machine) newCallFrame(target int, args []heap.Value) *frame {
	k := len(m.spare) - 1
	if k < 0 {
		return newFrame(target, append([]heap.Value(nil), args...))
	}
	nf := m.spare[k]
	m.spare = m.spare[:k]
	*nf = frame{pc: target, args: append(nf.args[:0], args...), stack: nf.stack[:0]}
	if len(args) > 0 {
		nf.a = nf.args[0]
	}
	return nf
}

// ret pops the top frame and pushes v on its caller's stack. The popped
// frame is kept for reuse.
func (m *Machine) ret(v heap.Value) {
	done := m.frames[len(m.frames)-1]
	m.frames = m.frames[:len(m.frames)-1]
	c := m.frames[len(m.frames)-1]
	c.stack = append(c.stack, v)
	if len(m.spare) < maxSpare {
		m.spare = append(m.spare, done)
	}
}

// maxSpare bounds the frames kept for reuse.
const maxSpare = 64

// binary performs an arithmetic or comparison opcode on the top two
// values, which stay on the stack (rooted) until the result replaces them.
func (m *Machine) binary(pc int, f *frame) error {
	in := m.code.Instrs[pc]
	st := f.stack
	n := len(st)
	a, b := st[n-2], st[n-1]
	x, okA := m.intOf(a)
	y, okB := m.intOf(b)
	var r int64
	switch {
	case in.Op == OpAdd && !(okA && okB):
		if !m.isList(a) || !m.isList(b) {
			return m.errorAt(pc, "cannot add %s and %s", m.describe(a), m.describe(b))
		}
		if err := m.concat(f); err != nil {
			return m.errorAt(pc, "%v", err)
		}
		return nil
	case in.Op == OpDiv && okB && m.isList(a):
		v, ok := m.nth(a, y)
		if !ok {
			return m.errorAt(pc, "index %d out of range", y)
		}
		f.stack = append(st[:n-2], v)
		return nil
	case !(okA && okB):
		return m.errorAt(pc, "expected two integers, got %s and %s", m.describe(a), m.describe(b))
	}
	switch in.Op {
	case OpAdd:
		r = x + y
	case OpSub:
		r = x - y
	case OpMul:
		r = x * y
	case OpDiv:
		if y == 0 {
			return m.errorAt(pc, "division by zero")
		}
		r = divide(x, y)
	default:
		r = compare(in.Op, x, y)
	}
	v, err := m.newInt(r)
	if err != nil {
		return m.errorAt(pc, "%v", err)
	}
	f.stack = append(f.stack[:n-2], v)
	return nil
}

// divide truncates toward zero; MinInt64 / -1 wraps to MinInt64.
func divide(x, y int64) int64 {
	if y == -1 {
		return -x
	}
	return x / y
}

// compare is a comparison opcode's result, 1 or 0.
func compare(op Op, x, y int64) int64 {
	var r bool
	switch op {
	case OpEq:
		r = x == y
	case OpNe:
		r = x != y
	case OpLt:
		r = x < y
	case OpLe:
		r = x <= y
	case OpGt:
		r = x > y
	case OpGe:
		r = x >= y
	}
	if r {
		return 1
	}
	return 0
}

// attrSlot is the slot of GETATTR/SETATTR's attribute in obj, through the
// instruction's inline cache.
func (m *Machine) attrSlot(pc int, obj heap.Value) (int, error) {
	k := m.classOf(obj)
	if k < classFirst {
		return 0, m.errorAt(pc, "expected an instance, got %s", m.describe(obj))
	}
	shape, cls := m.shapes[k-classFirst], m.versions[k-classFirst]
	site := m.sites[pc]
	if e := site.Lookup(shape.ID(), cls.Version()); e != nil {
		return e.Slot, nil
	}
	name := m.code.Names[m.code.Instrs[pc].Arg]
	slot, ok := shape.Lookup(name)
	if !ok {
		return 0, m.errorAt(pc, "unknown attribute %s of class %s", name, m.className(k))
	}
	site.Record(shape.ID(), cls.Version(), ic.Result{Slot: slot})
	return slot, nil
}

// methodOf is the entry pc of method name in class k, or -1.
func (m *Machine) methodOf(k int64, name int) int {
	if k < classFirst {
		return -1
	}
	pc, ok := m.code.Classes[k-classFirst].Methods[name]
	if !ok {
		return -1
	}
	return pc
}

// method is the entry of SEND's method for recv, through the
// instruction's inline cache.
func (m *Machine) method(pc int, recv heap.Value) (int, error) {
	k := m.classOf(recv)
	name := int(m.code.Instrs[pc].Arg)
	if k < classFirst {
		return 0, m.errorAt(pc, "unknown method %s of class %s", m.code.Names[name], m.className(k))
	}
	shape, cls := m.shapes[k-classFirst], m.versions[k-classFirst]
	site := m.sites[pc]
	if e := site.Lookup(shape.ID(), cls.Version()); e != nil {
		return e.Target.(int), nil
	}
	target := m.methodOf(k, name)
	if target < 0 {
		return 0, m.errorAt(pc, "unknown method %s of class %s", m.code.Names[name], m.className(k))
	}
	site.Record(shape.ID(), cls.Version(), ic.Result{Target: target})
	return target, nil
}
