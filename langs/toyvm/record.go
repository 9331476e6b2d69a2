package toyvm

import (
	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// rframe is a frame as the recording interpreter sees it: its slots are
// trace values.
type rframe struct {
	pc    int
	a     ir.Value
	regs  []ir.Value
	args  []ir.Value
	stack []ir.Value
}

// recorder is the recording interpreter's state.
type recorder struct {
	m      *Machine
	rec    *jitcore.Recording
	start  *jitcore.Site // the loop being recorded, or nil for a bridge
	frames []*rframe     // the traced frame, then the inlined calls
}

// record is the recording interpreter: it executes from the machine's top
// frame (described by init, one ir.Frame per frame) through rec until the
// recording closes or is abandoned, and leaves the machine in the
// concrete state reached, where the interpreter carries on.
func (m *Machine) record(rec *jitcore.Recording, start *jitcore.Site, init []ir.Frame) error {
	r := &recorder{m: m, rec: rec, start: start}
	for _, f := range init {
		nregs, nargs := int(f.Greens[1]), int(f.Greens[2])
		s := f.Slots
		r.frames = append(r.frames, &rframe{
			pc:    int(f.Greens[0]),
			a:     s[0],
			regs:  append([]ir.Value(nil), s[1:1+nregs]...),
			args:  append([]ir.Value(nil), s[1+nregs:1+nregs+nargs]...),
			stack: append([]ir.Value(nil), s[1+nregs+nargs:]...),
		})
	}
	defer r.writeBack()
	for !rec.Done() {
		if why := rec.Aborted(); why != "" {
			rec.Abandon(why)
			break
		}
		f := r.top()
		if f.pc >= len(m.code.Instrs) {
			rec.Abandon("the program ends")
			break
		}
		rec.Begin(r.snapshot()...)
		r.step(f, m.code.Instrs[f.pc])
	}
	return nil
}

func (r *recorder) top() *rframe { return r.frames[len(r.frames)-1] }

// snapshot is the frames' state as guards resume it.
func (r *recorder) snapshot() []ir.Frame {
	out := make([]ir.Frame, len(r.frames))
	for i, f := range r.frames {
		out[i] = ir.Frame{
			Greens: []int64{int64(f.pc), int64(len(f.regs)), int64(len(f.args))},
			Where:  r.m.jit.whereAt(r.m.code, f.pc),
			Slots:  f.slots(),
		}
	}
	return out
}

func (f *rframe) slots() []ir.Value {
	s := append([]ir.Value{f.a}, f.regs...)
	return append(append(s, f.args...), f.stack...)
}

// writeBack replaces the machine's top frame by the recorded frames'
// concrete state.
func (r *recorder) writeBack() {
	m := r.m
	m.frames = m.frames[:len(m.frames)-1]
	for _, f := range r.frames {
		slots := make([]int64, 0, 8)
		for _, v := range f.slots() {
			slots = append(slots, r.rec.Concrete(v))
		}
		m.frames = append(m.frames, frameFrom([]int64{int64(f.pc), int64(len(f.regs)), int64(len(f.args))}, slots))
	}
}

// Helpers on tagged integers: untag and tag are pure shifts, so the
// optimizer folds a tag followed by an untag.
func (r *recorder) c(x int64) ir.Value { return r.rec.Const(x) }
func (r *recorder) untag(v ir.Value) ir.Value {
	return r.rec.Op(ir.OpSar, v, r.c(heap.PayloadShift))
}
func (r *recorder) tag(x ir.Value) ir.Value { return r.rec.Op(ir.OpShl, x, r.c(heap.PayloadShift)) }

// ints guards that every v is an immediate integer, or reports false
// (recording nothing) when one is not.
func (r *recorder) ints(vs ...ir.Value) bool {
	or := vs[0]
	for _, v := range vs {
		if !heap.Value(r.rec.Concrete(v)).IsInt() {
			return false
		}
		or = r.rec.Op(ir.OpOr, or, v)
	}
	r.rec.Branch(r.rec.Op(ir.OpEq, r.rec.Op(ir.OpAnd, or, r.c(heap.TagMask)), r.c(0)))
	return true
}

// check guards that cond holds, or reports false (recording nothing) when
// it does not.
func (r *recorder) check(cond ir.Value) bool {
	if r.rec.Concrete(cond) == 0 {
		return false
	}
	r.rec.Branch(cond)
	return true
}

// fits guards that the untagged integer x is immediate.
func (r *recorder) fits(x ir.Value) bool {
	back := r.untag(r.tag(x))
	return r.check(r.rec.Op(ir.OpEq, back, x))
}

// room guards that n words can be allocated without a collection.
func (r *recorder) room(n int64) bool {
	have := r.rec.Load64(roomRegion, r.c(0), 0)
	return r.check(r.rec.Op(ir.OpGe, have, r.c(n)))
}

// truth is BR_COND's test of v.
func (r *recorder) truth(v ir.Value) bool {
	t := r.rec.Op(ir.OpAnd, r.rec.Op(ir.OpNe, v, r.c(0)), r.rec.Op(ir.OpNe, v, r.c(int64(heap.Nil))))
	return r.rec.Branch(t)
}

// classOf is v's class number, promoted when promote is set.
func (r *recorder) classOf(v ir.Value, promote bool) ir.Value {
	k := r.rec.Call(fnClassOf, true, v)
	if promote {
		k = r.rec.Promote(k)
	}
	return k
}

// jump goes to target; at a backward jump of the traced frame the loop
// may close, or jump into another compiled loop.
func (r *recorder) jump(f *rframe, target int) {
	pc := f.pc
	f.pc = target
	if target > pc {
		return
	}
	if len(r.frames) > 1 {
		r.rec.Abandon("loop inside an inlined call")
		return
	}
	j := r.m.jit
	s := &j.sites[target]
	lay := layout{len(f.regs), len(f.args), len(f.stack)}
	switch {
	case s == r.start && lay != j.layouts[target]:
		r.rec.Abandon("the frame's layout changes around the loop")
		return
	case s != r.start && s.Loop != nil && lay != j.layouts[target]:
		return // unroll: the compiled loop expects another layout
	}
	r.rec.AtHeader(s, f.slots()...)
}

// call pushes a frame for target with the top n values as arguments.
func (r *recorder) call(f *rframe, target, n int) {
	if len(r.m.frames)+len(r.frames) > r.m.cfg.MaxDepth {
		r.rec.Abandon("call stack overflow")
		return
	}
	base := len(f.stack) - n
	nf := &rframe{pc: target, a: r.c(0), args: append([]ir.Value(nil), f.stack[base:]...)}
	if n > 0 {
		nf.a = nf.args[0]
	}
	f.stack = f.stack[:base]
	f.pc++
	r.frames = append(r.frames, nf)
}

// ret returns v to the caller of an inlined frame.
func (r *recorder) ret(v ir.Value) {
	if len(r.frames) == 1 {
		r.rec.Abandon("returns from the traced frame")
		return
	}
	r.frames = r.frames[:len(r.frames)-1]
	c := r.top()
	c.stack = append(c.stack, v)
}

// step records one instruction. Every case that abandons does so before
// it changes the frame, so the machine resumes at the instruction.
func (r *recorder) step(f *rframe, in Instr) {
	rec := r.rec
	m := r.m
	if n := stackNeeds(in); len(f.stack) < n {
		rec.Abandon("stack underflow")
		return
	}
	st := f.stack
	top := len(st) - 1
	abandon := rec.Abandon
	switch in.Op {
	case OpNop:
	case OpPush, OpSetA:
		if !heap.IntFits(in.Arg) {
			abandon("boxed integer literal")
			return
		}
		v := r.c(in.Arg << heap.PayloadShift)
		if in.Op == OpPush {
			f.stack = append(st, v)
		} else {
			f.a = v
		}
	case OpPop:
		f.stack = st[:top]
	case OpSwap:
		st[top], st[top-1] = st[top-1], st[top]
	case OpRoll:
		roll(st, in.Arg)
	case OpPick:
		f.stack = append(st, st[top-int(in.Arg)])
	case OpPut:
		st[top-1-int(in.Arg)] = st[top]
		f.stack = st[:top]
	case OpAdd, OpSub, OpMul, OpDiv:
		a, b := st[top-1], st[top]
		if !r.ints(a, b) {
			abandon(in.Op.String() + " on boxed integers or lists")
			return
		}
		x, y := r.untag(a), r.untag(b)
		var res ir.Value
		switch in.Op {
		case OpAdd:
			res = rec.Op(ir.OpAdd, x, y)
		case OpSub:
			res = rec.Op(ir.OpSub, x, y)
		case OpMul:
			res = rec.Op(ir.OpMul, x, y)
		case OpDiv:
			if !r.check(rec.Op(ir.OpNe, b, r.c(0))) {
				abandon("division by zero")
				return
			}
			res = rec.Call(fnDiv, true, x, y)
		}
		if !r.fits(res) {
			abandon("integer result needs a box")
			return
		}
		f.stack = append(st[:top-1], r.tag(res))
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		a, b := st[top-1], st[top]
		if !r.ints(a, b) {
			abandon("comparison of boxed integers")
			return
		}
		code := map[Op]ir.Opcode{OpEq: ir.OpEq, OpNe: ir.OpNe, OpLt: ir.OpLt, OpLe: ir.OpLe, OpGt: ir.OpGt, OpGe: ir.OpGe}[in.Op]
		f.stack = append(st[:top-1], r.tag(rec.Op(code, a, b)))
	case OpBr:
		r.jump(f, int(in.Arg))
		return
	case OpBrCond:
		f.stack = st[:top]
		if r.truth(st[top]) {
			r.jump(f, int(in.Arg))
			return
		}
	case OpBrCondStk:
		off := st[top]
		if !r.ints(off) {
			abandon("branch offset is not an integer")
			return
		}
		t := int64(f.pc) + heap.Value(rec.Concrete(off)).Int()
		if t < 0 || t > int64(len(m.code.Instrs)) {
			abandon("branch out of range")
			return
		}
		rec.Promote(off)
		f.stack = st[:top-1]
		if r.truth(st[top-1]) {
			r.jump(f, int(t))
			return
		}
	case OpCall:
		r.call(f, int(in.Arg), int(in.N))
		return
	case OpReturn:
		r.ret(st[top])
		return
	case OpReturnA:
		r.ret(f.a)
		return
	case OpPushArg, OpPushArgN:
		if int(in.Arg) >= len(f.args) {
			abandon("no such argument")
			return
		}
		f.stack = append(st, f.args[in.Arg])
	case OpNil:
		f.stack = append(st, r.c(int64(heap.Nil)))
	case OpCons:
		if !r.room(consWords) {
			abandon("the heap needs a collection")
			return
		}
		f.stack = append(st[:top-1], rec.Call(fnCons, false, st[top-1], st[top]))
	case OpCar, OpCdr:
		if !r.check(rec.Op(ir.OpEq, r.classOf(st[top], false), r.c(classCons))) {
			abandon("CAR or CDR of a non-cons")
			return
		}
		fn := fnCar
		if in.Op == OpCdr {
			fn = fnCdr
		}
		st[top] = rec.Call(fn, true, st[top])
	case OpNew:
		if !r.room(m.instanceWords(int(in.Arg))) {
			abandon("the heap needs a collection")
			return
		}
		f.stack = append(st, rec.Call(fnNew, false, r.c(in.Arg)))
	case OpGetAttr, OpSetAttr:
		obj := st[top]
		if in.Op == OpSetAttr {
			obj = st[top-1]
		}
		if rec.Concrete(r.rec.Call(fnClassOf, true, obj)) < classFirst {
			abandon("attribute of a non-instance")
			return
		}
		slot := rec.Call(fnSlotOf, true, r.classOf(obj, true), r.c(in.Arg))
		if rec.Concrete(slot) < 0 {
			abandon("unknown attribute")
			return
		}
		if in.Op == OpGetAttr {
			st[top] = rec.Call(fnGetSlot, false, obj, slot)
		} else {
			rec.Call(fnSetSlot, false, obj, slot, st[top])
			f.stack = st[:top-1]
		}
	case OpSend:
		recv := st[top-int(in.N)]
		target := rec.Call(fnMethodOf, true, r.classOf(recv, true), r.c(in.Arg))
		if rec.Concrete(target) < 0 {
			abandon("unknown method")
			return
		}
		r.call(f, int(rec.Concrete(target)), int(in.N)+1)
		return
	case OpPrint:
		rec.Call(fnPrint, false, st[top])
		f.stack = st[:top]
	case OpDump:
		rec.Call(fnDump, false, st...)
	case OpMovAR, OpMovRA, OpAddRToA:
		reg := int(in.Arg)
		if reg >= len(f.regs) {
			abandon("no such register")
			return
		}
		switch in.Op {
		case OpMovAR:
			f.regs[reg] = f.a
		case OpMovRA:
			f.a = f.regs[reg]
		default:
			if !r.ints(f.a, f.regs[reg]) {
				abandon("ADD_R_TO_A on boxed integers")
				return
			}
			sum := rec.Op(ir.OpAdd, r.untag(f.a), r.untag(f.regs[reg]))
			if !r.fits(sum) {
				abandon("integer result needs a box")
				return
			}
			f.a = r.tag(sum)
		}
	case OpJumpIfA:
		if r.truth(f.a) {
			r.jump(f, int(in.Arg))
			return
		}
	case OpNegA:
		if !r.ints(f.a) {
			abandon("NEG_A of a boxed integer")
			return
		}
		neg := rec.Op(ir.OpNeg, r.untag(f.a), ir.None)
		if !r.fits(neg) {
			abandon("integer result needs a box")
			return
		}
		f.a = r.tag(neg)
	case OpAllocate:
		if in.Arg > MaxRegisters {
			abandon("too many registers")
			return
		}
		f.regs = make([]ir.Value, in.Arg)
		for i := range f.regs {
			f.regs[i] = r.c(0)
		}
	}
	f.pc++
}
