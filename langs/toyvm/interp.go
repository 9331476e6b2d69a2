package toyvm

import (
	"math/bits"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
)

//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o interp_concrete.go -value heap.Value -domain domain.Concrete[heap.Value] interp.go

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
	return executeConcrete(m, domain.NewConcrete[heap.Value](m.funcs), &m.th, floor)
}

// execute is toyvm's semantics, written once against a domain (see
// docs/language-manual.md): it runs thread t's top frame in the
// concrete domain (executeConcrete, generated) until the program ends,
// fails, or a return leaves floor frames, and in the recording domain
// until the recording ends, leaving t where the interpreter goes on.
//
// Each guard resumes at the start of its instruction, so an instruction
// records its guards and allocations before its one effect (a store into
// an object, output, the new frame state), and a case that cannot go on
// returns before it changed anything: a runtime error in the
// interpreter, an abandoned recording (fail) that the interpreter redoes.
func execute[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V], floor int) error {
	code := m.code.Instrs
	zero := d.Const(0)
	for !d.Done() {
		f := t.frames[len(t.frames)-1]
		pc := f.pc
		if pc >= len(code) {
			d.Abandon(programEnds)
			return nil
		}
		in := code[pc]
		if d.Tracing() && domain.MergePoint(d, t) {
			return nil
		}
		if n := stackNeeds(in); uint64(len(f.stack)) < n {
			values := "values"
			if n == 1 {
				values = "value"
			}
			return fail(m, d, pc, "stack underflow (needs %d %s, has %d)", n, values, len(f.stack))
		}
		st := f.stack
		top := len(st) - 1
		switch in.Op {
		case OpNop:
		case OpPush, OpSetA:
			v, err := box(d, m.objects, d.Const(in.Arg))
			if err != nil {
				return m.allocFailed(pc, err)
			}
			if in.Op == OpPush {
				f.stack = append(st, v)
			} else {
				f.a = v
			}
		case OpPop, OpSwap, OpRoll, OpPick, OpPut:
			f.stack = shuffle(st, in)
		case OpAdd, OpSub, OpMul, OpDiv:
			a, b := st[top-1], st[top]
			v, ok, err := arith(m, d, pc, in.Op, a, b)
			switch {
			case err != nil || d.Done():
				return err
			case ok:
			case in.Op == OpAdd || in.Op == OpDiv:
				// Lists: the interpreter's alone (a recording stops).
				if d.Tracing() {
					d.Abandon(in.Op.String() + " of lists")
					return nil
				}
				w, err := m.listOp(pc, in.Op, heap.Value(d.Concrete(a)), heap.Value(d.Concrete(b)))
				if err != nil {
					return err
				}
				v = d.Const(int64(w))
			default:
				return fail(m, d, pc, "expected two integers, got %s and %s", describe(m, d, a), describe(m, d, b))
			}
			f.stack = append(st[:top-1], v)
		case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
			a, b := st[top-1], st[top]
			var c C
			if d.Branch(isInt(d, d.Or(a, b))) {
				c = compare(d, in.Op, a, b) // tagged integers compare as their values
			} else {
				x, okA := intOf(m, d, a)
				y, okB := intOf(m, d, b)
				if !okA || !okB {
					return fail(m, d, pc, "expected two integers, got %s and %s", describe(m, d, a), describe(m, d, b))
				}
				c = compare(d, in.Op, x, y)
			}
			f.stack = append(st[:top-1], tag(d, d.Value(c)))
		case OpBr:
			if err := jump(m, d, t, f, pc, int(in.Arg)); err != nil || len(t.frames) == floor {
				return err
			}
			continue
		case OpBrCond:
			f.stack = st[:top]
			if truthy(d, st[top]) {
				if err := jump(m, d, t, f, pc, int(in.Arg)); err != nil || len(t.frames) == floor {
					return err
				}
				continue
			}
		case OpBrCondStk:
			off, ok := intOf(m, d, st[top])
			if !ok {
				return fail(m, d, pc, "expected an integer offset, got %s", describe(m, d, st[top]))
			}
			target := int64(pc) + d.Concrete(d.Promote(off))
			if target < 0 || target > int64(len(code)) {
				return fail(m, d, pc, "branch out of range: target %d is outside 0..%d", target, len(code))
			}
			f.stack = st[:top-1]
			if truthy(d, st[top-1]) {
				if err := jump(m, d, t, f, pc, int(target)); err != nil || len(t.frames) == floor {
					return err
				}
				continue
			}
		case OpCall:
			if err := call(m, d, t, f, pc, int(in.Arg), int(in.N)); err != nil {
				return err
			}
			continue
		case OpSend:
			k := classOf(m, d, st[top-int(in.N)])
			target := m.method(pc, k, !d.Tracing())
			if target < 0 {
				return fail(m, d, pc, "unknown method %s of class %s", m.code.Names[in.Arg], m.className(k))
			}
			if err := call(m, d, t, f, pc, target, int(in.N)+1); err != nil {
				return err
			}
			continue
		case OpReturn, OpReturnA:
			if t.depth() == 1 {
				// main returns: the program ends
				if d.Tracing() {
					d.Abandon(programEnds)
					return nil
				}
				if in.Op == OpReturn {
					return nil
				}
				d.Call(fnPrint, f.a)
				return m.out.Err()
			}
			v := f.a
			if in.Op == OpReturn {
				if len(st) == 0 {
					return fail(m, d, pc, "stack underflow (needs 1 value, has 0)")
				}
				v = st[top]
			}
			ret(d, t, v)
			if len(t.frames) == floor {
				return nil
			}
			continue
		case OpPushArg, OpPushArgN:
			if int(in.Arg) >= len(f.args) {
				return fail(m, d, pc, "no argument %d (the frame has %d)", in.Arg, len(f.args))
			}
			f.stack = append(st, f.args[in.Arg])
		case OpNil:
			f.stack = append(st, d.Const(int64(heap.Nil)))
		case OpCons:
			c, err := d.New(m.objects, consHeader)
			if err != nil {
				return m.allocFailed(pc, err)
			}
			// Read the stack again: an allocation may move every object.
			d.StoreField(m.objects, c, 0, st[top-1])
			d.StoreField(m.objects, c, 1, st[top])
			f.stack = append(st[:top-1], c)
		case OpCar, OpCdr:
			if classOf(m, d, st[top]) != classCons {
				return fail(m, d, pc, "expected a cons cell, got %s", describe(m, d, st[top]))
			}
			st[top] = d.LoadField(m.objects, st[top], int(in.Op-OpCar))
		case OpNew:
			o, err := d.New(m.objects, m.instanceHeader(int(in.Arg)))
			if err != nil {
				return m.allocFailed(pc, err)
			}
			for i := range m.code.Classes[in.Arg].Attrs {
				d.StoreField(m.objects, o, i, d.Const(int64(heap.Nil)))
			}
			f.stack = append(st, o)
		case OpGetAttr, OpSetAttr:
			obj := st[top]
			if in.Op == OpSetAttr {
				obj = st[top-1]
			}
			k := classOf(m, d, obj)
			if k < classFirst {
				return fail(m, d, pc, "expected an instance, got %s", describe(m, d, obj))
			}
			slot := m.attrSlot(pc, k, !d.Tracing())
			if slot < 0 {
				return fail(m, d, pc, "unknown attribute %s of class %s", m.code.Names[in.Arg], m.className(k))
			}
			if in.Op == OpGetAttr {
				st[top] = d.LoadField(m.objects, obj, slot)
			} else {
				d.StoreField(m.objects, obj, slot, st[top])
				f.stack = st[:top-1]
			}
		case OpPrint:
			d.Call(fnPrint, st[top])
			if err := m.out.Err(); err != nil {
				d.Abandon(outputFails)
				return err
			}
			f.stack = st[:top]
		case OpDump:
			d.Call(fnDump, st...)
			if err := m.out.Err(); err != nil {
				d.Abandon(outputFails)
				return err
			}
		case OpMovAR, OpMovRA, OpAddRToA:
			r := int(in.Arg)
			if r >= len(f.regs) {
				return fail(m, d, pc, "no register %d (the frame has %d)", r, len(f.regs))
			}
			switch in.Op {
			case OpMovAR:
				f.regs[r] = f.a
			case OpMovRA:
				f.a = f.regs[r]
			default:
				v, ok, err := arith(m, d, pc, OpAdd, f.a, f.regs[r])
				switch {
				case err != nil || d.Done():
					return err
				case !ok:
					return fail(m, d, pc, "expected two integers, got %s and %s", describe(m, d, f.a), describe(m, d, f.regs[r]))
				}
				f.a = v
			}
		case OpJumpIfA:
			if truthy(d, f.a) {
				if err := jump(m, d, t, f, pc, int(in.Arg)); err != nil || len(t.frames) == floor {
					return err
				}
				continue
			}
		case OpNegA:
			x, ok := intOf(m, d, f.a)
			if !ok {
				return fail(m, d, pc, "expected an integer, got %s", describe(m, d, f.a))
			}
			v, err := box(d, m.objects, d.Neg(x))
			if err != nil {
				return m.allocFailed(pc, err)
			}
			f.a = v
		case OpAllocate:
			if in.Arg > MaxRegisters {
				return fail(m, d, pc, "at most %d registers", MaxRegisters)
			}
			f.regs = make([]V, in.Arg)
			for i := range f.regs {
				f.regs[i] = zero
			}
		}
		f.pc = pc + 1
	}
	return nil
}

// stackNeeds is how many stack values in needs (RETURN's one is checked
// where main's RETURN, which may find the stack empty, is told apart).
// It is a uint64 so that
// the depths of ROLL, PICK and PUT (any int64) cannot overflow: |Arg|+2
// always fits.
func stackNeeds(in Instr) uint64 {
	switch in.Op {
	case OpPop, OpBrCond, OpCar, OpCdr, OpGetAttr, OpPrint:
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

// shuffle performs the stack-only instructions (POP, SWAP, ROLL, PICK,
// PUT) on st, which holds at least stackNeeds(in) values, and returns the
// new stack.
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

// roll rotates the top |n| values: for n > 0 the value at depth n-1 comes
// to the top, for n < 0 the top goes down to depth -n-1.
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

// fail is a runtime error of the instruction at pc. A recording is
// abandoned instead, with the instruction undone: the interpreter runs
// it again and reports the error.
func fail[V, C any, D domain.Domain[V, C]](m *Machine, d D, pc int, format string, args ...any) error {
	err := m.errorAt(pc, format, args...)
	if d.Tracing() {
		d.Abandon(err.(*RuntimeError).Msg)
		return nil
	}
	return err
}

// describe is v's printed form for an error message.
func describe[V, C any, D domain.Domain[V, C]](m *Machine, d D, v V) string {
	return m.describe(heap.Value(d.Peek(v))) // for a message: the recording abandons
}

// Integers. An immediate integer is x<<16 (heap.PayloadShift) with its
// low 16 bits zero, so tagged integers add, subtract and compare as
// their values; integers beyond 48 bits are boxed, so arithmetic wraps
// at 64 bits.

func isInt[V, C any, D domain.Domain[V, C]](d D, v V) C {
	return d.Eq(d.And(v, d.Const(heap.TagMask)), d.Const(int64(heap.IntTagBits)))
}

func isRef[V, C any, D domain.Domain[V, C]](d D, v V) C {
	return d.Eq(d.And(v, d.Const(heap.TagMask)), d.Const(int64(heap.RefTagBits)))
}

func untag[V, C any, D domain.Domain[V, C]](d D, v V) V {
	return d.Sar(v, d.Const(heap.PayloadShift))
}

func tag[V, C any, D domain.Domain[V, C]](d D, x V) V {
	return d.Shl(x, d.Const(heap.PayloadShift))
}

// box is the value of the 64-bit integer x: immediate when it fits,
// otherwise a new box (a safe point).
func box[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, x V) (V, error) {
	if v, fits := d.FitsImmediate(x); fits {
		return v, nil
	}
	b, err := d.New(h, heap.BoxedInt64Header)
	if err != nil {
		return b, err
	}
	d.StoreField(h, b, 0, x)
	return b, nil
}

// intOf is the integer in v, immediate or boxed, or false when v is not
// an integer.
func intOf[V, C any, D domain.Domain[V, C]](m *Machine, d D, v V) (V, bool) {
	if d.Branch(isInt(d, v)) {
		return untag(d, v), true
	}
	if d.Branch(isRef(d, v)) && headerOf(m, d, v) == heap.BoxedInt64Header {
		return d.LoadRaw(m.objects, v, 0), true
	}
	return v, false
}

// arith is ADD, SUB, MUL or DIV of a and b, or false when they are not
// both integers. Immediate integers add, subtract and multiply as tagged
// words ((x<<16) ± (y<<16) = (x±y)<<16, (x<<16) * y = (x*y)<<16), each
// overflowing 64 bits exactly when the result leaves the 48-bit range:
// then (IntOverflow, which lets a trace carry the integer untagged) the
// wrapped 64-bit result is boxed.
func arith[V, C any, D domain.Domain[V, C]](m *Machine, d D, pc int, op Op, a, b V) (V, bool, error) {
	h := m.objects
	var x, y V
	if d.Branch(isInt(d, d.Or(a, b))) {
		if op != OpDiv {
			r, ovf := taggedArith(d, op, a, b)
			if !d.IntOverflow(ovf, h) {
				return r, true, nil
			}
		}
		x, y = untag(d, a), untag(d, b)
	} else {
		var okA, okB bool
		x, okA = intOf(m, d, a)
		y, okB = intOf(m, d, b)
		if !okA || !okB {
			return a, false, nil
		}
	}
	var r V
	switch op {
	case OpAdd:
		r = d.Add(x, y)
	case OpSub:
		r = d.Sub(x, y)
	case OpMul:
		r = d.Mul(x, y)
	case OpDiv:
		if !d.Branch(d.Ne(y, d.Const(0))) {
			return a, true, fail(m, d, pc, "division by zero")
		}
		r = quotient(d, x, y)
	}
	v, err := box(d, m.objects, r)
	if err != nil {
		return v, true, m.allocFailed(pc, err)
	}
	return v, true, nil
}

// taggedArith is ADD, SUB or MUL of the immediate integers a and b as
// tagged words, and its overflow test.
func taggedArith[V, C any, D domain.Domain[V, C]](d D, op Op, a, b V) (V, C) {
	switch op {
	case OpAdd:
		return d.Add(a, b), d.AddOvf(a, b)
	case OpSub:
		return d.Sub(a, b), d.SubOvf(a, b)
	}
	y := untag(d, b)
	return d.Mul(a, y), d.MulOvf(a, y)
}

// quotient is x/y truncated toward zero (y != 0). A trace divides by a
// constant power of two with shifts, (x + (2^k-1 if x < 0)) >> k, and
// by anything else with a call of divide.
func quotient[V, C any, D domain.Domain[V, C]](d D, x, y V) V {
	if !d.Tracing() {
		return d.Const(divide(d.Concrete(x), d.Concrete(y)))
	}
	if c := d.Peek(y); d.IsConstant(y) && c > 1 && c&(c-1) == 0 { // c is used when constant
		bias := d.And(d.Sar(x, d.Const(63)), d.Const(c-1)) // 2^k-1 or 0
		return d.Sar(d.Add(x, bias), d.Const(int64(bits.TrailingZeros64(uint64(c)))))
	}
	return d.Call(fnDiv, x, y)
}

// divide truncates toward zero; MinInt64 / -1 wraps to MinInt64.
func divide(x, y int64) int64 {
	if y == -1 {
		return -x
	}
	return x / y
}

// compare is a comparison opcode's test of a and b.
func compare[V, C any, D domain.Domain[V, C]](d D, op Op, a, b V) C {
	switch op {
	case OpEq:
		return d.Eq(a, b)
	case OpNe:
		return d.Ne(a, b)
	case OpLt:
		return d.Lt(a, b)
	case OpLe:
		return d.Le(a, b)
	case OpGt:
		return d.Gt(a, b)
	}
	return d.Ge(a, b)
}

// truthy is BR_COND's test: everything but the integer 0 and nil is true
// (boxed integers are never 0).
func truthy[V, C any, D domain.Domain[V, C]](d D, v V) bool {
	return d.Branch(d.Ne(v, d.Const(0))) && d.Branch(d.Ne(v, d.Const(int64(heap.Nil))))
}

// headerOf is the header word of the object v refers to, a constant of
// the trace from here on: a guard on it, which a flexswitch grows one
// bridge per header seen. Everything known from a header — a value's
// class, its attribute slots, its methods — is then known in the trace.
func headerOf[V, C any, D domain.Domain[V, C]](m *Machine, d D, v V) heap.Header {
	return heap.Header(d.Concrete(d.Promote(d.LoadHeader(m.objects, v))))
}

// classOf is v's class number, which a trace guards: a ref's header
// word, or the tag of an immediate integer, or nil.
func classOf[V, C any, D domain.Domain[V, C]](m *Machine, d D, v V) int64 {
	switch {
	case d.Branch(isRef(d, v)):
		return m.classOfHeader(headerOf(m, d, v))
	case d.Branch(isInt(d, v)):
		return classInt
	}
	return classNil
}

// jump goes to target from the instruction at pc. A backward jump is a
// loop header (domain.LoopHeader): the interpreter may run compiled code
// there, which (or a bridge's recording) may return from f: execute then
// ends if that left floor frames.
func jump[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V], f *frame[V], pc, target int) error {
	f.pc = target
	if target > pc {
		return nil
	}
	return domain.LoopHeader(m.jit, d, t, m.prog, target)
}

// call calls target with the top n values of f's stack as its arguments,
// from the instruction at pc: the new frame is a function entry
// (domain.FuncEntry).
func call[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V], f *frame[V], pc, target, n int) error {
	if t.depth() >= m.cfg.MaxDepth {
		return fail(m, d, pc, "call stack overflow (more than %d frames)", m.cfg.MaxDepth)
	}
	base := len(f.stack) - n
	args := f.stack[base:]
	f.stack = f.stack[:base]
	f.pc = pc + 1
	t.push(target, args, d.Const(0))
	return domain.FuncEntry(m.jit, d, t, m.prog, target)
}

// ret returns v from the top frame (never main's: execute ends the
// program there), unless that ends a recording (domain.Returns).
func ret[V, C any, D domain.Domain[V, C]](d D, t *thread[V], v V) {
	if !domain.Returns(d, t, v) {
		t.pop(v)
	}
}

// Why a recording stops.
const (
	// programEnds: the recording reached the end of the program (its
	// last instruction, or main's return).
	programEnds = "the program ends"
	// outputFails: a PRINT or DUMP failed to write; the program ends.
	outputFails = "output fails"
)
