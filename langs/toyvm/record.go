package toyvm

import (
	"math/bits"

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
	// ninit is how many of the machine's frames the recording started
	// from: one for a loop, every frame of the guard's snapshot for a
	// bridge. writeBack replaces them.
	ninit int
	// known are the trace values known to be immediate integers: tagged
	// results, and values an earlier guard has checked. Their checks are
	// not recorded again.
	known map[ir.Value]bool
	// headers are the header words of the refs the trace allocated or
	// guarded: later instructions on them need no guard.
	headers map[ir.Value]heap.Header
	// backTo is the pc a backward jump of the last instruction went to
	// (its header was handled there), or -1.
	backTo int
	// returned is the value the frame the recording started in returned
	// (the trace ended with it), or ir.None.
	returned ir.Value
	// machineState is set when the machine's frames already are where
	// the program is, after a call the recording ran (callFor) that
	// failed or collected the heap: writeBack leaves them.
	machineState bool
	// err is the runtime error of such a call.
	err error
}

// record is the recording interpreter: it executes from the machine's top
// frame (described by init, one ir.Frame per frame) through rec until the
// recording closes or is abandoned, and leaves the machine in the
// concrete state reached, where the interpreter carries on.
func (m *Machine) record(rec *jitcore.Recording, start *jitcore.Site, init []ir.Frame) error {
	r := &recorder{m: m, rec: rec, start: start, ninit: len(init), known: map[ir.Value]bool{}, headers: map[ir.Value]heap.Header{}, backTo: -1, returned: ir.None}
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
	for first := true; !rec.Done(); first = false {
		if why := rec.Aborted(); why != "" {
			rec.Abandon(why)
			break
		}
		f := r.top()
		if f.pc >= len(m.code.Instrs) {
			rec.Abandon(programEnds)
			break
		}
		rec.Begin(r.snapshot()...)
		back := r.backTo
		r.backTo = -1
		if !first && f.pc != back && r.entersLoop(f) {
			break
		}
		r.step(f, m.code.Instrs[f.pc])
	}
	if r.err == nil {
		r.err = m.out.Err() // a PRINT or DUMP recorded failed to write
	}
	return r.err
}

// entersLoop is for a recording that reaches f's pc other than by a
// backward jump (which handles its header itself): when that is the
// header of another compiled loop that f's layout fits, the recording
// jumps into it there (AtHeader) rather than record an iteration first,
// and entersLoop reports whether that ended the recording.
func (r *recorder) entersLoop(f *rframe) bool {
	j := r.m.jit
	s := &j.sites[f.pc]
	if len(r.frames) > 1 || s.Loop == nil || s == r.start || f.layout() != j.layouts[f.pc] {
		return false
	}
	return r.rec.AtHeader(s, f.slots()...)
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

func (f *rframe) layout() layout { return layout{len(f.regs), len(f.args), len(f.stack)} }

func (f *rframe) slots() []ir.Value {
	s := append([]ir.Value{f.a}, f.regs...)
	return append(append(s, f.args...), f.stack...)
}

// writeBack replaces the machine's frames the recording started from by
// the recorded frames' concrete state.
func (r *recorder) writeBack() {
	m := r.m
	if r.machineState {
		return
	}
	m.frames = r.concreteFrames()
	if r.returned != ir.None {
		c := m.frames[len(m.frames)-1]
		c.stack = append(c.stack, heap.Value(r.rec.Concrete(r.returned)))
	}
}

// concreteFrames are the machine's frames as the recording has them: the
// frames below the ones it started from, then its own, concrete.
func (r *recorder) concreteFrames() []*frame {
	m := r.m
	frames := append([]*frame(nil), m.frames[:len(m.frames)-r.ninit]...)
	for _, f := range r.frames {
		slots := make([]int64, 0, 8)
		for _, v := range f.slots() {
			slots = append(slots, r.rec.Concrete(v))
		}
		frames = append(frames, frameFrom([]int64{int64(f.pc), int64(len(f.regs)), int64(len(f.args))}, slots))
	}
	return frames
}

// Helpers on tagged integers: untag and tag are pure shifts, so the
// optimizer folds a tag followed by an untag.
func (r *recorder) c(x int64) ir.Value { return r.rec.Const(x) }
func (r *recorder) untag(v ir.Value) ir.Value {
	return r.rec.Op(ir.OpSar, v, r.c(heap.PayloadShift))
}
func (r *recorder) tag(x ir.Value) ir.Value {
	v := r.rec.Op(ir.OpShl, x, r.c(heap.PayloadShift))
	r.known[v] = true
	return v
}

// isKnownInt reports whether v is an immediate integer without a guard:
// a constant one, or one in r.known.
func (r *recorder) isKnownInt(v ir.Value) bool {
	return r.known[v] || v.IsConst() && heap.Value(r.rec.Concrete(v)).IsInt()
}

// ints guards that every v is an immediate integer, or reports false
// (recording nothing) when one is not. Values known to be immediate
// integers need no guard; the others share one.
func (r *recorder) ints(vs ...ir.Value) bool {
	or := ir.None
	for _, v := range vs {
		if !heap.Value(r.rec.Concrete(v)).IsInt() {
			return false
		}
		switch {
		case r.isKnownInt(v):
		case or == ir.None:
			or = v
		default:
			or = r.rec.Op(ir.OpOr, or, v)
		}
	}
	if or != ir.None {
		r.rec.Branch(r.rec.Op(ir.OpEq, r.rec.Op(ir.OpAnd, or, r.c(heap.TagMask)), r.c(0)))
		for _, v := range vs {
			r.known[v] = true
		}
	}
	return true
}

// intOf guards that v is an integer, immediate or boxed, as it is now,
// and returns its untagged value; it reports false (recording nothing)
// when v is not an integer.
func (r *recorder) intOf(v ir.Value) (ir.Value, bool) {
	if r.ints(v) {
		return r.untag(v), true
	}
	if _, ok := r.m.intOf(heap.Value(r.rec.Concrete(v))); !ok {
		return ir.None, false
	}
	r.header(v)
	return r.rec.LoadField(heapRegion, v, 0), true
}

// intPair is intOf of a and b, with one guard when both are immediate.
func (r *recorder) intPair(a, b ir.Value) (x, y ir.Value, ok bool) {
	if r.ints(a, b) {
		return r.untag(a), r.untag(b), true
	}
	_, okA := r.m.intOf(heap.Value(r.rec.Concrete(a)))
	_, okB := r.m.intOf(heap.Value(r.rec.Concrete(b)))
	if !okA || !okB {
		return ir.None, ir.None, false
	}
	x, _ = r.intOf(a)
	y, _ = r.intOf(b)
	return x, y, true
}

// box is the value of the untagged integer x: tagged when it fits,
// otherwise a new box. It reports false (after its guards) when the heap
// is full: the recording is then abandoned and the instruction runs in
// the interpreter, which collects.
func (r *recorder) box(x ir.Value) (ir.Value, bool) {
	if v, fits := r.rec.FitsImmediate(x); fits {
		r.known[v] = true
		return v, true
	}
	b, ok := r.alloc(heap.BoxedInt64Header)
	if ok {
		r.rec.StoreField(heapRegion, b, 0, x)
	}
	return b, ok
}

// alloc records the allocation of an object with header hd (its body
// zeroed); false when the heap is full and the recording was abandoned.
func (r *recorder) alloc(hd heap.Header) (ir.Value, bool) {
	v, ok := r.rec.New(heapRegion, int64(hd))
	if ok {
		r.headers[v] = hd
	}
	return v, ok
}

// header is the header word of v when v is a ref (false otherwise,
// recording nothing): a guard on v's tag and a guard on its header word,
// which a flexswitch grows one bridge per header seen. Everything known
// from a header — a value's class, its attribute slots, its methods — is
// then a constant of the trace.
func (r *recorder) header(v ir.Value) (heap.Header, bool) {
	if hd, ok := r.headers[v]; ok {
		return hd, true
	}
	if !heap.Value(r.rec.Concrete(v)).IsRef() {
		return 0, false
	}
	r.rec.Branch(r.rec.Op(ir.OpEq, r.rec.Op(ir.OpAnd, v, r.c(heap.TagMask)), r.c(int64(heap.RefTagBits))))
	hd := heap.Header(r.rec.Concrete(r.rec.Promote(r.rec.LoadHeader(heapRegion, v))))
	r.headers[v] = hd
	return hd, true
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

// arith adds, subtracts or multiplies the immediate integers a and b as
// tagged words: (x<<16) ± (y<<16) is (x±y)<<16 and (x<<16) * y is
// (x*y)<<16, and each overflows 64 bits exactly when the result leaves
// the 48-bit range, which the op's overflow test finds (native code: the
// add's own jo). The result is the tagged word, or a box of the 64-bit
// result when it overflows (false: the heap is full).
func (r *recorder) arith(op Op, a, b ir.Value) (ir.Value, bool) {
	rec := r.rec
	code, test, y := ir.OpAdd, ir.OpAddOvf, b
	switch op {
	case OpSub:
		code, test = ir.OpSub, ir.OpSubOvf
	case OpMul:
		code, test, y = ir.OpMul, ir.OpMulOvf, r.untag(b)
	}
	res := rec.Op(code, a, y)
	if !rec.IntOverflow(rec.Op(test, a, y), heapRegion) {
		r.known[res] = true
		return res, true
	}
	return r.box(rec.Op(code, r.untag(a), r.untag(b)))
}

// div is x/y truncated toward zero. By a constant power of two it is
// shifts (x + (2^k-1 if x < 0)) >> k; anything else calls divide.
func (r *recorder) div(x, y ir.Value) ir.Value {
	if d := r.rec.Concrete(y); y.IsConst() && d > 1 && d&(d-1) == 0 {
		k := int64(bits.TrailingZeros64(uint64(d)))
		neg := r.rec.Op(ir.OpSar, x, r.c(63)) // -1 or 0
		bias := r.rec.Op(ir.OpAnd, neg, r.c(d-1))
		return r.rec.Op(ir.OpSar, r.rec.Op(ir.OpAdd, x, bias), r.c(k))
	}
	return r.rec.Call(fnDiv, true, x, y)
}

// truth is BR_COND's test of v.
func (r *recorder) truth(v ir.Value) bool {
	if r.isKnownInt(v) {
		return r.rec.Branch(r.rec.Op(ir.OpNe, v, r.c(0)))
	}
	t := r.rec.Op(ir.OpAnd, r.rec.Op(ir.OpNe, v, r.c(0)), r.rec.Op(ir.OpNe, v, r.c(int64(heap.Nil))))
	return r.rec.Branch(t)
}

// classOf is v's class number, which the trace guards: the tag of an
// immediate integer, nil, or a ref's header word.
func (r *recorder) classOf(v ir.Value) int64 {
	k := r.m.classOf(heap.Value(r.rec.Concrete(v)))
	switch {
	case r.ints(v):
	case k == classNil:
		r.rec.Branch(r.rec.Op(ir.OpEq, v, r.c(int64(heap.Nil))))
	default:
		r.header(v)
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
	r.backTo = target
	j := r.m.jit
	s := &j.sites[target]
	lay := f.layout()
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
	if len(r.m.frames)-r.ninit+len(r.frames) >= r.m.cfg.MaxDepth {
		r.rec.Abandon("call stack overflow")
		return
	}
	base := len(f.stack) - n
	args := append([]ir.Value(nil), f.stack[base:]...)
	f.stack = f.stack[:base]
	f.pc++
	if s := &r.m.jit.funcs[target]; r.rec.CanCall(s) && r.m.jit.funcLayouts[target] == (layout{args: n}) {
		r.callTrace(f, s, target, args)
		return
	}
	r.frames = append(r.frames, r.callFrame(target, args))
	r.m.jit.maxFrames = max(r.m.jit.maxFrames, len(r.frames))
}

// callTrace records a call of the function at target, whose function
// trace (or the one being recorded) the trace calls as compiled code,
// with f already past the call and without its arguments: it runs the
// call in the interpreter for its result. When the call fails, or the
// heap collected meanwhile (the recording's values moved), the
// recording is abandoned and the machine goes on from where the call
// left it.
func (r *recorder) callTrace(f *rframe, s *jitcore.Site, target int, args []ir.Value) {
	snap := r.snapshot()
	vals := make([]heap.Value, len(args))
	for i, a := range args {
		vals[i] = heap.Value(r.rec.Concrete(a))
	}
	result, moved, err := r.m.callFor(r.concreteFrames(), target, vals)
	switch {
	case err != nil:
		r.err, r.machineState = err, true
		r.rec.Abandon("a call fails")
	case moved:
		r.machineState = true
		r.rec.Abandon("the heap was collected during a call")
	default:
		// The callee's inputs are its new frame's slots.
		in := r.callFrame(target, args).slots()
		f.stack = append(f.stack, r.rec.CallTrace(s, snap, in, int64(result)))
	}
}

// callFrame is the frame a call of target with args starts, as
// newCallFrame makes it: A is the first argument, or 0.
func (r *recorder) callFrame(target int, args []ir.Value) *rframe {
	nf := &rframe{pc: target, a: r.c(0), args: args}
	if len(args) > 0 {
		nf.a = args[0]
	}
	return nf
}

// returnsFromTrace is why a loop recording that reaches a return from
// the frame it started in stops: the loop does not close.
const returnsFromTrace = "returns from the traced frame"

// programEnds is why a recording that reaches the end of the program (its
// last instruction, main's return) stops.
const programEnds = "the program ends"

// ret returns v to the caller of an inlined frame; from the frame the
// recording started in (not main's, which ends the program: step), it
// ends the trace, a function's or a bridge's, with a return.
func (r *recorder) ret(v ir.Value) {
	if len(r.frames) > 1 {
		r.frames = r.frames[:len(r.frames)-1]
		c := r.top()
		c.stack = append(c.stack, v)
		return
	}
	if r.start != nil {
		r.rec.Abandon(returnsFromTrace)
		return
	}
	r.rec.Return(v)
	r.frames, r.returned = nil, v
}

// step records one instruction. Every case that abandons does so before
// it changes the frame, so the machine resumes at the instruction.
func (r *recorder) step(f *rframe, in Instr) {
	rec := r.rec
	m := r.m
	if (in.Op == OpReturn || in.Op == OpReturnA) && len(r.frames) == 1 && len(m.frames) == r.ninit {
		// Checked before the stack, as the interpreter does: main may
		// return with an empty stack (the program ends).
		rec.Abandon(programEnds)
		return
	}
	if n := stackNeeds(in); uint64(len(f.stack)) < n {
		rec.Abandon("stack underflow")
		return
	}
	st := f.stack
	top := len(st) - 1
	abandon := rec.Abandon
	switch in.Op {
	case OpNop:
	case OpPush, OpSetA:
		v := r.c(in.Arg << heap.PayloadShift)
		if !heap.IntFits(in.Arg) {
			var ok bool
			if v, ok = r.box(r.c(in.Arg)); !ok {
				return
			}
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
		if in.Op != OpDiv && r.ints(a, b) {
			v, ok := r.arith(in.Op, a, b)
			if !ok {
				return
			}
			f.stack = append(st[:top-1], v)
			break
		}
		x, y, ok := r.intPair(a, b)
		if !ok {
			abandon(in.Op.String() + " on lists")
			return
		}
		var res ir.Value
		switch in.Op {
		case OpAdd:
			res = rec.Op(ir.OpAdd, x, y)
		case OpSub:
			res = rec.Op(ir.OpSub, x, y)
		case OpMul:
			res = rec.Op(ir.OpMul, x, y)
		case OpDiv:
			if !r.check(rec.Op(ir.OpNe, y, r.c(0))) {
				abandon("division by zero")
				return
			}
			res = r.div(x, y)
		}
		v, ok := r.box(res)
		if !ok {
			return
		}
		f.stack = append(st[:top-1], v)
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		a, b := st[top-1], st[top]
		code := map[Op]ir.Opcode{OpEq: ir.OpEq, OpNe: ir.OpNe, OpLt: ir.OpLt, OpLe: ir.OpLe, OpGt: ir.OpGt, OpGe: ir.OpGe}[in.Op]
		if r.ints(a, b) {
			// Tagged integers compare as their values.
			f.stack = append(st[:top-1], r.tag(rec.Op(code, a, b)))
			break
		}
		x, y, ok := r.intPair(a, b)
		if !ok {
			abandon("comparison of non-integers")
			return
		}
		f.stack = append(st[:top-1], r.tag(rec.Op(code, x, y)))
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
		c, ok := r.alloc(consHeader)
		if !ok {
			return
		}
		rec.StoreField(heapRegion, c, 0, st[top-1])
		rec.StoreField(heapRegion, c, 1, st[top])
		f.stack = append(st[:top-1], c)
	case OpCar, OpCdr:
		if hd, ok := r.header(st[top]); !ok || hd != consHeader {
			abandon("CAR or CDR of a non-cons")
			return
		}
		i := 0
		if in.Op == OpCdr {
			i = 1
		}
		st[top] = rec.LoadField(heapRegion, st[top], i)
	case OpNew:
		o, ok := r.alloc(m.instanceHeader(int(in.Arg)))
		if !ok {
			return
		}
		for i := range m.code.Classes[in.Arg].Attrs {
			rec.StoreField(heapRegion, o, i, r.c(int64(heap.Nil)))
		}
		f.stack = append(st, o)
	case OpGetAttr, OpSetAttr:
		obj := st[top]
		if in.Op == OpSetAttr {
			obj = st[top-1]
		}
		k := r.classOf(obj)
		if k < classFirst {
			abandon("attribute of a non-instance")
			return
		}
		slot, ok := m.shapes[k-classFirst].Lookup(m.code.Names[in.Arg])
		if !ok {
			abandon("unknown attribute")
			return
		}
		if in.Op == OpGetAttr {
			st[top] = rec.LoadField(heapRegion, obj, slot)
		} else {
			rec.StoreField(heapRegion, obj, slot, st[top])
			f.stack = st[:top-1]
		}
	case OpSend:
		target := m.methodOf(r.classOf(st[top-int(in.N)]), int(in.Arg))
		if target < 0 {
			abandon("unknown method")
			return
		}
		r.call(f, target, int(in.N)+1)
		return
	case OpPrint:
		rec.CallChecked(fnPrint, st[top])
		f.stack = st[:top]
	case OpDump:
		rec.CallChecked(fnDump, st...)
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
			x, y, ok := r.intPair(f.a, f.regs[reg])
			if !ok {
				abandon("ADD_R_TO_A of a non-integer")
				return
			}
			v, ok := r.box(rec.Op(ir.OpAdd, x, y))
			if !ok {
				return
			}
			f.a = v
		}
	case OpJumpIfA:
		if r.truth(f.a) {
			r.jump(f, int(in.Arg))
			return
		}
	case OpNegA:
		x, ok := r.intOf(f.a)
		if !ok {
			abandon("NEG_A of a non-integer")
			return
		}
		v, ok := r.box(rec.Op(ir.OpNeg, x, ir.None))
		if !ok {
			return
		}
		f.a = v
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
