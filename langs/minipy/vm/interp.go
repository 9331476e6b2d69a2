package vm

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// The recording instance reads no value without a guard: jitgen's
// check holds (TestNoUncheckedConcrete).
//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o interp_concrete.go -value heap.Value -domain domain.Concrete[heap.Value] interp.go calls.go

// konst is the heap word w as a constant of the trace, for words a
// recording may take as constants: a code object's constants (the code
// is green) and the VM's own objects, which live as long as it.
func konst[V, C any, D domain.Domain[V, C]](d D, w Value) V { return d.Const(int64(w)) }

// isWord reports whether v is the word w (a guard when recording).
func isWord[V, C any, D domain.Domain[V, C]](d D, v V, w Value) bool {
	return d.Branch(d.Eq(v, d.Const(int64(w))))
}

// isInt reports whether v is an immediate int (a guard on its tag).
func isInt[V, C any, D domain.Domain[V, C]](d D, v V) bool {
	return d.Branch(d.Eq(d.And(v, d.Const(heap.TagMask)), d.Const(int64(heap.IntTagBits))))
}

// bothInts reports whether a and b are both immediate ints: the low
// bits of their or are zero (one guard).
func bothInts[V, C any, D domain.Domain[V, C]](d D, a, b V) bool {
	return d.Branch(d.Eq(d.And(d.Or(a, b), d.Const(intTagMask)), d.Const(0)))
}

// The wrappers of the runtime functions' calls (runtime.go), by their
// results: each call names its function by a constant fnX, and the
// concrete instance calls the function's rtX itself (jitgen's direct
// calls: no table, no copy of the arguments), so that the interpreter's
// calls cost what a Go call costs.

// rcall calls the runtime function fn, which raises: its result, or
// the exception it raised.
//
//jitgen:direct fn* vm.rt*
func rcall[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) (V, error) {
	v := d.Call(fn, args...)
	return v, vm.pending()
}

// rcall2 is rcall for a function of two results.
//
//jitgen:direct fn* vm.rt*
func rcall2[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) (V, V, error) {
	var r [2]V
	d.CallResults(fn, r[:], args...)
	return r[0], r[1], vm.pending()
}

// reffect is rcall for a function of no result.
//
//jitgen:direct fn* vm.rt*
func reffect[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) error {
	d.Call(fn, args...)
	return vm.pending()
}

// rfunc calls the runtime function fn, which does not raise: its
// result, if it has one.
//
//jitgen:direct fn* vm.rt*
func rfunc[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) V {
	return d.Call(fn, args...)
}

// codeArg is f's code object as a runtime call's argument: a constant
// (the code is green).
func codeArg[V, C any, D domain.Domain[V, C]](d D, f *frame[V]) V { return konst(d, f.code.self) }

// dictArg is one of f's namespaces (its globals or builtins) as a
// runtime call's argument, a constant: a frame's namespaces are fixed
// for its code.
func dictArg[V, C any, D domain.Domain[V, C]](vm *VM, d D, ns *Dict) V {
	return konst(d, vm.nsValue(ns))
}

// nsArg is f's local namespace (a module's or class body's): its dict,
// or the mapping __prepare__ made.
func nsArg[V, C any, D domain.Domain[V, C]](vm *VM, d D, f *frame[V]) V {
	if f.hasNsMap {
		return konst(d, f.nsMap)
	}
	return dictArg(vm, d, f.ns)
}

// cellArg is f's cell i, a constant as long as the frame's cells are
// not among its slots (the attach makes them slots).
func cellArg[V, C any, D domain.Domain[V, C]](d D, f *frame[V], i int32) V {
	return konst(d, f.cells[i].self)
}

// The tag tests of immediate ints (see doc.go): an int's low 16 bits are
// zero, so two ints are both ints when their or is.
const intTagMask = 0xFFFF

// boolOf is True or False from a condition: False and True differ in
// payload bit 16 only.
func boolWord[V, C any, D domain.Domain[V, C]](d D, c C) V {
	return d.Add(d.Const(int64(False)), d.Shl(d.Value(c), d.Const(heap.PayloadShift)))
}

// stepOnly makes the interpreter run every instruction through step, as
// a recording does, so that tests run step's semantics on every program.
var stepOnly = false

// execute is minipy's interpreter loop, written once against a domain:
// it runs the thread's top frame, and the frames it calls, until the
// frame at index floor returns (its value) or an exception leaves it.
// The concrete instance is executeConcrete (generated).
//
// The loop is two: an inner one runs the common cases of the commonest
// instructions, which call no function, so that the running frame's
// state (its instructions, constants, values, sp and pc) stays in
// registers; any other instruction, or a case the inner loop does not
// take, leaves it with the state written to the frame, and step runs
// that one instruction. The inner loop's cases compute exactly what
// step's would.
func execute[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], floor int) (V, error) {
	var zero V
	f := t.frames[len(t.frames)-1]
	if f.throw != nil {
		err := f.throw
		f.throw = nil
		var uerr error
		if f, uerr = unwind(vm, d, t, floor, err); uerr != nil {
			return zero, uerr
		}
	}
	for {
		// A recording runs every instruction through step; the
		// interpreter runs the common ones in fastLoop, on words.
		var err error
		if !d.Tracing() && !stepOnly {
			var pc, sp int
			var cf *frame[Value]
			cf, pc, sp, err = fastLoop(vm, any(t).(*thread[Value]), any(f).(*frame[Value]), floor)
			f = any(cf).(*frame[V])
			f.pc, f.sp = pc, sp
			if err != nil {
				var uerr error
				if f, uerr = unwind(vm, d, t, floor, err); uerr != nil {
					return zero, uerr
				}
				continue
			}
		}
		if d.Tracing() && !recordable(d, t, f) {
			return zero, nil
		}
		var v V
		if f, v, err = step(vm, d, t, f, floor); f == nil {
			return v, err
		}
	}
}

// fastLoop is execute's inner loop, from frame f: it runs instructions
// until one it does not take, and returns the frame it is in with that
// one's pc and the stack's depth, or with an exception a built-in it
// called raised (the pc then past the CALL, for unwind). Plain calls,
// calls of built-ins and returns are made here; after the function that
// makes one, the state is read from the frame it returns, so that
// nothing lives across a call.
// It is a function of words, not of a domain: only the interpreter runs
// it (a recording runs step), so jitgen's check has no Concrete to find
// in it; what it computes is what step computes through the domain.
func fastLoop(vm *VM, t *thread[Value], f *frame[Value], floor int) (*frame[Value], int, int, error) {
	code, vals, sp, pc := f.code.quick, f.vals, f.sp, f.pc
	if f.half {
		return f, pc, sp, nil // an instruction's second half is step's
	}
	for {
		in := code[pc]
	dispatch:
		switch in.Op {
		case compile.NOP:
			pc++
			continue
		case compile.POP_TOP:
			sp--
			pc++
			continue
		case compile.PUSH_NULL:
			vals[sp] = Null
			sp++
			pc++
			continue
		case compile.COPY:
			vals[sp] = vals[sp-int(in.Arg)]
			sp++
			pc++
			continue
		case compile.SWAP:
			k := sp - int(in.Arg)
			vals[sp-1], vals[k] = vals[k], vals[sp-1]
			pc++
			continue
		case compile.LOAD_CONST:
			vals[sp] = f.code.consts[in.Arg]
			sp++
			pc++
			continue
		case opLoadFastLoadFast:
			v, w := vals[in.Arg], vals[in.Cache]
			if v == Null || w == Null {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp], vals[sp+1] = v, w
			sp += 2
			pc += 2
			continue
		case opLoadFastLoadConst:
			v := vals[in.Arg]
			if v == Null {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp], vals[sp+1] = v, f.code.consts[in.Cache]
			sp += 2
			pc += 2
			continue
		case opStoreFastLoadFast:
			v := vals[in.Cache]
			if v == Null || in.Cache == uint32(in.Arg) {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[in.Arg] = vals[sp-1]
			vals[sp-1] = v
			pc += 2
			continue
		case compile.LOAD_FAST:
			v := vals[in.Arg]
			if v == Null {
				return f, pc, sp, nil
			}
			vals[sp] = v
			sp++
			pc++
			continue
		case compile.STORE_FAST:
			sp--
			vals[in.Arg] = vals[sp]
			pc++
			continue
		case compile.IS_OP:
			vals[sp-2] = boolOf((vals[sp-2] == vals[sp-1]) != (in.Arg == 1))
			sp--
			pc++
			continue
		case opLoadConstBinaryOp:
			// LOAD_CONST, then BINARY_OP's body on its operator: a case
			// it leaves has done the LOAD_CONST and is at the BINARY_OP.
			vals[sp] = f.code.consts[in.Arg]
			sp++
			pc++
			in.Arg = int32(in.Cache &^ binTempMask)
			fallthrough
		case compile.BINARY_OP:
			x, y := vals[sp-2], vals[sp-1]
			var r Value
			if (x|y)&intTagMask == 0 {
				// Tagged ints add, subtract and compare as int64s; the
				// int64 overflow is the 48-bit one.
				i, j := int64(x), int64(y)
				var k int64
				switch in.Arg {
				case compile.NBAdd, compile.NBInplace + compile.NBAdd:
					if k = i + j; (k^i)&(k^j) < 0 {
						return f, pc, sp, nil
					}
				case compile.NBSubtract, compile.NBInplace + compile.NBSubtract:
					if k = i - j; (i^j)&(i^k) < 0 {
						return f, pc, sp, nil
					}
				case compile.NBMultiply, compile.NBInplace + compile.NBMultiply:
					i, j = x.Int(), y.Int()
					if i != int64(int32(i)) || j != int64(int32(j)) {
						return f, pc, sp, nil
					}
					if k = i * j; !heap.IntFits(k) {
						return f, pc, sp, nil
					}
					k <<= heap.PayloadShift
				case compile.NBAnd, compile.NBInplace + compile.NBAnd:
					k = i & j
				case compile.NBOr, compile.NBInplace + compile.NBOr:
					k = i | j
				case compile.NBXor, compile.NBInplace + compile.NBXor:
					k = i ^ j
				case compile.NBFloorDivide, compile.NBInplace + compile.NBFloorDivide:
					if j == 0 {
						return f, pc, sp, nil
					}
					if k = floorDiv(x.Int(), y.Int()); !heap.IntFits(k) {
						return f, pc, sp, nil
					}
					k <<= heap.PayloadShift
				case compile.NBRemainder, compile.NBInplace + compile.NBRemainder:
					if j == 0 {
						return f, pc, sp, nil
					}
					k = floorMod(x.Int(), y.Int()) << heap.PayloadShift
				case compile.NBRshift, compile.NBInplace + compile.NBRshift:
					if j < 0 {
						return f, pc, sp, nil
					}
					k = x.Int() >> min(y.Int(), 63) << heap.PayloadShift
				default:
					return f, pc, sp, nil
				}
				r = Value(k)
			} else {
				var p, q float64
				switch {
				case x.IsFloat() && y.IsFloat():
					p, q = x.Float(), y.Float()
				case x.IsFloat() && y.IsInt():
					p, q = x.Float(), float64(y.Int())
				case x.IsInt() && y.IsFloat():
					p, q = float64(x.Int()), y.Float()
				default:
					// anything else is binaryOp's, called here rather
					// than through step
					f.pc, f.sp = pc+1, sp
					var v Value
					var err error
					if in.Cache&binTempMask == 0 {
						v, err = vm.binaryOp(int(in.Arg), x, y)
					} else {
						v, err = vm.binaryOpTemp(int(in.Arg), in.Cache, x, y)
					}
					if err != nil {
						return f, f.pc, f.sp, err
					}
					f.sp--
					f.vals[f.sp-1] = v
					code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
					continue
				}
				switch in.Arg {
				case compile.NBAdd, compile.NBInplace + compile.NBAdd:
					r = heap.Float(p + q)
				case compile.NBSubtract, compile.NBInplace + compile.NBSubtract:
					r = heap.Float(p - q)
				case compile.NBMultiply, compile.NBInplace + compile.NBMultiply:
					r = heap.Float(p * q)
				case compile.NBTrueDivide, compile.NBInplace + compile.NBTrueDivide:
					if q == 0 {
						return f, pc, sp, nil
					}
					r = heap.Float(p / q)
				default:
					return f, pc, sp, nil
				}
			}
			vals[sp-2] = r
			sp--
			pc++
			continue
		case compile.COMPARE_OP:
			x, y := vals[sp-2], vals[sp-1]
			var c bool
			if (x|y)&intTagMask == 0 {
				i, j := int64(x), int64(y)
				switch in.Arg {
				case compile.CmpLt:
					c = i < j
				case compile.CmpLe:
					c = i <= j
				case compile.CmpEq:
					c = i == j
				case compile.CmpNe:
					c = i != j
				case compile.CmpGt:
					c = i > j
				default:
					c = i >= j
				}
				vals[sp-2] = boolOf(c)
				sp--
				pc++
				continue
			}
			if !x.IsFloat() || !y.IsFloat() {
				// One-character strings compare by their byte (UTF-8
				// keeps code point order); anything else is compare's,
				// called here rather than through step.
				a, aok := vm.obj(x).(*Str)
				b, bok := vm.obj(y).(*Str)
				if !aok || !bok || len(a.s) != 1 || len(b.s) != 1 {
					f.pc, f.sp = pc+1, sp
					v, err := vm.compare(int(in.Arg), x, y)
					if err != nil {
						return f, f.pc, f.sp, err
					}
					f.sp--
					f.vals[f.sp-1] = v
					code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
					continue
				}
				i, j := a.s[0], b.s[0]
				switch in.Arg {
				case compile.CmpLt:
					c = i < j
				case compile.CmpLe:
					c = i <= j
				case compile.CmpEq:
					c = i == j
				case compile.CmpNe:
					c = i != j
				case compile.CmpGt:
					c = i > j
				default:
					c = i >= j
				}
				vals[sp-2] = boolOf(c)
				sp--
				pc++
				continue
			}
			p, q := x.Float(), y.Float()
			switch in.Arg {
			case compile.CmpLt:
				c = p < q
			case compile.CmpLe:
				c = p <= q
			case compile.CmpEq:
				c = p == q
			case compile.CmpNe:
				c = p != q
			case compile.CmpGt:
				c = p > q
			default:
				c = p >= q
			}
			vals[sp-2] = boolOf(c)
			sp--
			pc++
			continue
		case opCompareJump:
			// COMPARE_OP of two ints or floats, then the jump's body on
			// the bool it pushes.
			x, y := vals[sp-2], vals[sp-1]
			var p, q float64
			switch {
			case (x|y)&intTagMask == 0:
				p, q = float64(x.Int()), float64(y.Int())
			case x.IsFloat() && y.IsFloat():
				p, q = x.Float(), y.Float()
			default:
				in = f.code.code.Code[pc] // COMPARE_OP on its own
				goto dispatch
			}
			var c bool
			switch in.Cache &^ compareJumpIfTrue {
			case compile.CmpLt:
				c = p < q
			case compile.CmpLe:
				c = p <= q
			case compile.CmpEq:
				c = p == q
			case compile.CmpNe:
				c = p != q
			case compile.CmpGt:
				c = p > q
			default:
				c = p >= q
			}
			vals[sp-2] = boolOf(c)
			sp--
			pc++
			in.Op = compile.POP_JUMP_IF_FALSE
			if in.Cache&compareJumpIfTrue != 0 {
				in.Op = compile.POP_JUMP_IF_TRUE
			}
			fallthrough
		case compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE:
			var b bool
			switch w := vals[sp-1]; {
			case w == True:
				b = true
			case w == False || w == None:
				b = false
			case w.IsInt():
				b = w != 0
			default:
				return f, pc, sp, nil
			}
			sp--
			pc++
			if b == (in.Op == compile.POP_JUMP_IF_TRUE) {
				pc = int(in.Arg)
			}
			continue
		case compile.JUMP_FORWARD, compile.JUMP_BACKWARD_NO_INTERRUPT:
			pc = int(in.Arg)
			continue
		case compile.JUMP_BACKWARD:
			if vm.pollDue() {
				return f, pc, sp, nil
			}
			if vm.jit != nil && in.Cache&jumpIdle == 0 {
				// step's merge point: compiled code, or a recording,
				// may leave the frame elsewhere
				jump := pc
				f.pc, f.sp = int(in.Arg), sp
				jc := vm.jitCode(f.code).Code
				err := vm.jit.j.LoopHeader(jc, int(in.Arg))
				if vm.jit.j.LoopIdle(jc, int(in.Arg)) {
					code[jump].Cache |= jumpIdle
				}
				if err != nil {
					return f, f.pc, f.sp, err
				}
				code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
				continue
			}
			pc = int(in.Arg)
			continue
		case compile.LOAD_GLOBAL:
			c := &f.code.caches[in.Cache]
			if c.dict != f.globals || c.layout != f.globals.layout {
				return f, pc, sp, nil
			}
			var v Value
			if !c.inBuiltins {
				v = f.globals.entries[c.idx].val
			} else if c.blayout == f.builtins.layout {
				v = f.builtins.entries[c.idx].val
			} else {
				return f, pc, sp, nil
			}
			vals[sp] = v
			sp++
			pc++
			continue
		case opLoadFastLoadAttr:
			v := vals[in.Arg]
			if v == Null {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp] = v
			sp++
			pc++
			fallthrough
		case compile.LOAD_ATTR:
			h := vm.obj(vals[sp-1])
			c := &f.code.caches[in.Cache]
			o, ok := h.(*Instance)
			if !ok {
				switch k := h.(type) {
				case *Class:
					if k == c.bcls && c.bver == vm.classVersion {
						vals[sp-1] = c.bmeth
						pc++
						continue
					}
				case *Module:
					if g := k.globals; g == c.dict && g.layout == c.layout {
						vals[sp-1] = g.entries[c.idx].val
						pc++
						continue
					}
				}
				return f, pc, sp, nil
			}
			if o.shape == nil || o.shape != c.shape || c.version != vm.classVersion || c.slot < 0 {
				return f, pc, sp, nil
			}
			vals[sp-1] = o.slots[c.slot]
			pc++
			continue
		case compile.STORE_ATTR:
			h := vm.obj(vals[sp-1])
			o, ok := h.(*Instance)
			if !ok {
				return f, pc, sp, nil
			}
			c := &f.code.caches[in.Cache]
			if o.shape == nil || o.shape != c.shape || c.version != vm.classVersion {
				return f, pc, sp, nil
			}
			switch n := len(o.slots); {
			case c.slot >= 0:
				o.slots[c.slot] = vals[sp-2]
			case c.slot == slotTransition && n < cap(o.slots):
				// a new attribute, with room for it (newInstance's)
				o.shape = c.next
				o.slots = o.slots[:n+1]
				o.slots[n] = vals[sp-2]
			default:
				return f, pc, sp, nil
			}
			sp -= 2
			pc++
			continue
		case compile.LOAD_METHOD:
			self := vals[sp-1]
			c := &f.code.caches[in.Cache]
			var m Value
			switch o := vm.obj(self).(type) {
			case *Instance:
				if o.shape == nil || o.shape != c.shape || c.version != vm.classVersion || c.slot != slotMethod {
					return f, pc, sp, nil
				}
				m = c.method
			case *Str, *List, *Tuple, *Dict, *Set:
				// A method of a built-in type, cached for its class.
				if cls := vm.builtinClassOf(o); cls == nil || cls != c.bcls || c.bver != vm.classVersion {
					return f, pc, sp, nil
				}
				m = c.bmeth
			default:
				return f, pc, sp, nil
			}
			vals[sp-1] = m
			vals[sp] = self
			sp++
			pc++
			continue
		case compile.BINARY_SUBSCR:
			k := vals[sp-1]
			if !k.IsInt() {
				return f, pc, sp, nil
			}
			var items []Value
			switch o := vm.obj(vals[sp-2]).(type) {
			case *List:
				items = o.items
			case *Tuple:
				items = o.items
			case *Str:
				i, ok := seqIndex(k.Int(), len(o.s))
				if !o.ascii || !ok {
					return f, pc, sp, nil
				}
				vals[sp-2] = vm.strs[o.s[i]]
				sp--
				pc++
				continue
			default:
				return f, pc, sp, nil
			}
			i, ok := seqIndex(k.Int(), len(items))
			if !ok {
				return f, pc, sp, nil
			}
			vals[sp-2] = items[i]
			sp--
			pc++
			continue
		case compile.STORE_SUBSCR:
			k := vals[sp-1]
			if !k.IsInt() {
				return f, pc, sp, nil
			}
			h := vm.obj(vals[sp-2])
			l, ok := h.(*List)
			if !ok {
				return f, pc, sp, nil
			}
			i, ok := seqIndex(k.Int(), len(l.items))
			if !ok {
				return f, pc, sp, nil
			}
			l.items[i] = vals[sp-3]
			sp -= 3
			pc++
			continue
		case compile.CALL:
			if f.kwnames != nil {
				return f, pc, sp, nil
			}
			f.pc, f.sp = pc+1, sp
			nf, done, err := fastCall(vm, t, f, int(in.Arg))
			f = nf
			if err != nil {
				return f, f.pc, f.sp, err
			}
			if !done {
				return f, f.pc - 1, f.sp, nil
			}
			code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
			continue
		case compile.RETURN_VALUE:
			if f.gen != nil || len(t.frames)-1 <= floor {
				return f, pc, sp, nil
			}
			v := vals[sp-1]
			if f.ret == retInit {
				if v != None {
					return f, pc, sp, nil
				}
				v = f.initSelf
			}
			f = returnTo(t, f, v)
			code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
			continue
		case compile.UNPACK_SEQUENCE:
			// a tuple or list of the length asked for; anything else
			// (and its errors) is step's
			var items []Value
			switch o := vm.obj(vals[sp-1]).(type) {
			case *Tuple:
				items = o.items
			case *List:
				items = o.items
			}
			n := int(in.Arg)
			if n == 0 || len(items) != n {
				return f, pc, sp, nil
			}
			sp--
			for i := n - 1; i >= 0; i-- {
				vals[sp] = items[i]
				sp++
			}
			pc++
			continue
		case compile.FOR_ITER:
			h := vm.obj(vals[sp-1])
			switch it := h.(type) {
			case *rangeIter:
				if (it.step > 0 && it.cur < it.stop) || (it.step < 0 && it.cur > it.stop) {
					if !heap.IntFits(it.cur) {
						return f, pc, sp, nil
					}
					vals[sp] = smallInt(it.cur)
					it.cur += it.step
					sp++
					pc++
					continue
				}
			case *listIter:
				if it.i < len(it.l.items) {
					vals[sp] = it.l.items[it.i]
					it.i++
					sp++
					pc++
					continue
				}
			case *dictIter:
				// Keys and values are pushed; an item only when
				// UNPACK_SEQUENCE 2 takes it apart next (no tuple made:
				// both are pushed as the unpacking would).
				unpack := code[pc+1].Op == compile.UNPACK_SEQUENCE && code[pc+1].Arg == 2
				if it.d.live != it.size || it.left == 0 || (it.kind == viewItems && !unpack) {
					return f, pc, sp, nil
				}
				for it.i < len(it.d.entries) && !it.d.entries[it.i].used {
					it.i++
				}
				// (past the end when a rebuild compacted the entries
				// under the iterator)
				if it.i >= len(it.d.entries) {
					return f, pc, sp, nil
				}
				e := &it.d.entries[it.i]
				it.i++
				it.left--
				switch it.kind {
				case viewKeys:
					vals[sp] = e.key
				case viewValues:
					vals[sp] = e.val
				default:
					vals[sp] = e.val
					vals[sp+1] = e.key
					sp++
					pc++
				}
				sp++
				pc++
				continue
			case *enumerateIter:
				// enumerate over a list, unpacked next, as above.
				inner, ok := vm.obj(it.it).(*listIter)
				n := it.n
				if !ok || inner.i >= len(inner.l.items) || !n.IsInt() || n.Int() == heap.MaxInt ||
					code[pc+1].Op != compile.UNPACK_SEQUENCE || code[pc+1].Arg != 2 {
					return f, pc, sp, nil
				}
				vals[sp] = inner.l.items[inner.i]
				vals[sp+1] = n
				inner.i++
				it.n = n + 1<<heap.PayloadShift
				sp += 2
				pc += 2
				continue
			default:
				// Any other iterator (a generator, itertools', map...)
				// is forIter's, called here rather than through step.
				f.pc, f.sp = pc+1, sp
				v, ok, err := vm.forIter(vals[sp-1])
				if err != nil {
					return f, f.pc, f.sp, err
				}
				if ok {
					f.vals[f.sp] = v
					f.sp++
				} else {
					f.sp--
					f.pc = int(in.Arg)
				}
				code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
				continue
			}
			return f, pc, sp, nil
		}
		return f, pc, sp, nil
	}
}

// step runs the instruction at f.pc, the running frame's, whose state is
// in the frame: the frame to go on with (f, a frame it called or
// returned to, or one whose handler caught an exception), or nil with
// the value or the exception that leaves the frame at floor. What it
// needs of Go it calls through the domain (runtime.go), so that a
// recording records the calls and reads no value.
func step[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], floor int) (*frame[V], V, error) {
	var zero V
	in := f.code.code.Code[f.pc]
	f.pc++
	st, sp := f.vals, f.sp
	code, arg := codeArg(d, f), d.Const(int64(in.Arg))
	var err error
	switch in.Op {
	case compile.NOP:
	case compile.POP_TOP:
		sp--
	case compile.PUSH_NULL:
		st[sp] = konst(d, Null)
		sp++
	case compile.COPY:
		st[sp] = st[sp-int(in.Arg)]
		sp++
	case compile.SWAP:
		k := sp - int(in.Arg)
		st[sp-1], st[k] = st[k], st[sp-1]
	case compile.LOAD_CONST:
		st[sp] = konst(d, f.code.consts[in.Arg])
		sp++
	case compile.LOAD_FAST:
		v := st[in.Arg]
		if isWord(d, v, Null) {
			if leave(d, f, "an unbound local") {
				return f, zero, nil
			}
			err = reffect(vm, d, fnUnboundLocal, code, arg)
			break
		}
		st[sp] = v
		sp++
	case compile.STORE_FAST:
		sp--
		st[in.Arg] = st[sp]
	case compile.DELETE_FAST:
		if isWord(d, st[in.Arg], Null) {
			err = reffect(vm, d, fnUnboundLocal, code, arg)
			break
		}
		st[in.Arg] = konst(d, Null)
	case compile.LOAD_DEREF, compile.LOAD_CLASSDEREF:
		ns := konst(d, Null)
		if in.Op == compile.LOAD_CLASSDEREF {
			ns = nsArg(vm, d, f)
		}
		st[sp], err = rcall(vm, d, fnLoadDeref, code, arg, cellArg(d, f, in.Arg), ns)
		sp++
	case compile.STORE_DEREF:
		sp--
		rfunc(vm, d, fnStoreDeref, cellArg(d, f, in.Arg), st[sp])
	case compile.DELETE_DEREF:
		err = reffect(vm, d, fnDeleteDeref, code, arg, cellArg(d, f, in.Arg))
	case compile.LOAD_CLOSURE:
		st[sp] = cellArg(d, f, in.Arg)
		sp++
	case compile.LOAD_NAME:
		st[sp], err = rcall(vm, d, fnLoadName, code, arg, nsArg(vm, d, f), dictArg(vm, d, f.globals), dictArg(vm, d, f.builtins))
		sp++
	case compile.STORE_NAME:
		sp--
		err = reffect(vm, d, fnStoreName, code, arg, nsArg(vm, d, f), st[sp])
	case compile.DELETE_NAME:
		err = reffect(vm, d, fnDeleteName, code, arg, nsArg(vm, d, f))
	case compile.LOAD_GLOBAL:
		st[sp], err = rcall(vm, d, fnLoadGlobal, code, d.Const(int64(in.Cache)), arg, dictArg(vm, d, f.globals), dictArg(vm, d, f.builtins))
		sp++
	case compile.STORE_GLOBAL:
		sp--
		err = reffect(vm, d, fnStoreGlobal, code, arg, dictArg(vm, d, f.globals), st[sp])
	case compile.DELETE_GLOBAL:
		err = reffect(vm, d, fnDeleteGlobal, code, arg, dictArg(vm, d, f.globals))
	case compile.LOAD_ATTR:
		st[sp-1], err = rcall(vm, d, fnLoadAttr, code, d.Const(int64(in.Cache)), arg, st[sp-1])
	case compile.STORE_ATTR:
		err = reffect(vm, d, fnStoreAttr, code, d.Const(int64(in.Cache)), arg, st[sp-1], st[sp-2])
		sp -= 2
	case compile.DELETE_ATTR:
		err = reffect(vm, d, fnDelAttr, code, arg, st[sp-1])
		sp--
	case compile.LOAD_METHOD:
		st[sp-1], st[sp], err = rcall2(vm, d, fnLoadMethod, code, d.Const(int64(in.Cache)), arg, st[sp-1])
		sp++
	case compile.UNARY_NOT:
		var b V
		b, err = rcall(vm, d, fnTruth, st[sp-1])
		st[sp-1] = d.Xor(b, konst(d, True^False))
	case compile.UNARY_NEGATIVE, compile.UNARY_POSITIVE, compile.UNARY_INVERT:
		v := st[sp-1]
		if in.Op == compile.UNARY_NEGATIVE && isInt(d, v) && !d.Branch(d.SubOvf(d.Const(0), v)) {
			st[sp-1] = d.Sub(d.Const(0), v)
			break
		}
		if leave(d, f, "a unary operator on other than an int") {
			return f, zero, nil
		}
		st[sp-1], err = rcall(vm, d, fnUnaryOp, d.Const(int64(in.Op)), v)
	case compile.BINARY_OP:
		a, b := st[sp-2], st[sp-1]
		if bothInts(d, a, b) {
			if v, ok := intArith(d, in.Arg, a, b); ok {
				st[sp-2] = v
				sp--
				break
			}
		}
		if leave(d, f, "BINARY_OP on other than ints") {
			return f, zero, nil
		}
		st[sp-2], err = rcall(vm, d, fnBinaryOp, arg, a, b)
		sp--
	case compile.COMPARE_OP:
		a, b := st[sp-2], st[sp-1]
		if bothInts(d, a, b) {
			st[sp-2] = intCompare(d, in.Arg, a, b)
			sp--
			break
		}
		if leave(d, f, "COMPARE_OP on other than ints") {
			return f, zero, nil
		}
		st[sp-2], err = rcall(vm, d, fnCompare, arg, a, b)
		sp--
	case compile.IS_OP:
		c := d.Eq(st[sp-2], st[sp-1])
		if in.Arg == 1 {
			c = d.Ne(st[sp-2], st[sp-1])
		}
		st[sp-2] = boolWord(d, c)
		sp--
	case compile.CONTAINS_OP:
		st[sp-2], err = rcall(vm, d, fnContains, st[sp-1], st[sp-2], arg)
		sp--
	case compile.BINARY_SUBSCR:
		st[sp-2], err = rcall(vm, d, fnGetItem, st[sp-2], st[sp-1])
		sp--
	case compile.STORE_SUBSCR:
		err = reffect(vm, d, fnSetItem, st[sp-2], st[sp-1], st[sp-3])
		sp -= 3
	case compile.DELETE_SUBSCR:
		err = reffect(vm, d, fnDelItem, st[sp-2], st[sp-1])
		sp -= 2
	case compile.BUILD_SLICE:
		k := int(in.Arg)
		step := konst(d, None)
		if k == 3 {
			step = st[sp-1]
		}
		st[sp-k], err = rcall(vm, d, fnBuildSlice, st[sp-k], st[sp-k+1], step)
		sp = sp - k + 1
	case compile.BUILD_TUPLE:
		k := int(in.Arg)
		st[sp-k], err = rcall(vm, d, fnBuildTuple, st[sp-k:sp]...)
		sp = sp - k + 1
	case compile.BUILD_LIST:
		k := int(in.Arg)
		st[sp-k], err = rcall(vm, d, fnBuildList, st[sp-k:sp]...)
		sp = sp - k + 1
	case compile.BUILD_SET:
		k := int(in.Arg)
		st[sp-k], err = rcall(vm, d, fnBuildSet, st[sp-k:sp]...)
		sp = sp - k + 1
	case compile.BUILD_MAP:
		k := int(in.Arg)
		st[sp-2*k], err = rcall(vm, d, fnBuildMap, st[sp-2*k:sp]...)
		sp = sp - 2*k + 1
	case compile.LIST_APPEND:
		err = reffect(vm, d, fnListAppend, st[sp-1-int(in.Arg)], st[sp-1])
		sp--
	case compile.SET_ADD:
		err = reffect(vm, d, fnSetAdd, st[sp-1-int(in.Arg)], st[sp-1])
		sp--
	case compile.MAP_ADD:
		err = reffect(vm, d, fnMapAdd, st[sp-2-int(in.Arg)], st[sp-2], st[sp-1])
		sp -= 2
	case compile.LIST_EXTEND, compile.SET_UPDATE:
		err = reffect(vm, d, fnExtend, st[sp-1-int(in.Arg)], st[sp-1])
		sp--
	case compile.DICT_UPDATE, compile.DICT_MERGE:
		err = reffect(vm, d, fnDictUpdate, st[sp-1-int(in.Arg)], st[sp-1], d.Value(d.Eq(d.Const(int64(in.Op)), d.Const(int64(compile.DICT_MERGE)))))
		sp--
	case compile.LIST_TO_TUPLE:
		st[sp-1], err = rcall(vm, d, fnListToTuple, st[sp-1])
	case compile.UNPACK_SEQUENCE:
		var items V
		if items, err = rcall(vm, d, fnUnpack, st[sp-1], arg); err == nil {
			sp = pushItems(vm, d, st, sp-1, items, int(in.Arg))
		}
	case compile.UNPACK_EX:
		var items V
		before, after := int(in.Arg&0xff), int(in.Arg>>8)
		if items, err = rcall(vm, d, fnUnpackEx, st[sp-1], d.Const(int64(before)), d.Const(int64(after))); err == nil {
			sp = pushItems(vm, d, st, sp-1, items, before+1+after)
		}
	case compile.FORMAT_VALUE:
		spec := konst(d, Null)
		k := sp - 1
		if in.Arg&compile.FormatWithSpec != 0 {
			spec = st[sp-1]
			k = sp - 2
		}
		st[k], err = rcall(vm, d, fnFormatValue, st[k], d.Const(int64(in.Arg&compile.FormatConvMask)), spec)
		sp = k + 1
	case compile.BUILD_STRING:
		k := int(in.Arg)
		st[sp-k], err = rcall(vm, d, fnBuildString, st[sp-k:sp]...)
		sp = sp - k + 1
	case compile.GET_ITER, compile.GET_YIELD_FROM_ITER:
		st[sp-1], err = rcall(vm, d, fnIter, st[sp-1])
	case compile.FOR_ITER:
		// the next value, or Null when the iterator is exhausted
		var v V
		if d.Tracing() {
			if it := f.iterAt(sp - 1); it != nil {
				if !nextInRange(d, f, it) {
					return f, zero, nil // left
				}
				st[sp] = it.cur
				it.cur = d.Add(it.cur, it.step)
				sp++
				break
			}
			if leave(d, f, "FOR_ITER of other than a range") {
				return f, zero, nil
			}
		}
		if f.half {
			f.half = false
			sp--
			v = st[sp]
		} else if v, err = rcall(vm, d, fnForIter, st[sp-1]); err != nil {
			break
		} else if halves(d, f) {
			f.half = true
			st[sp] = v
			sp++
			break
		}
		if !isWord(d, v, Null) {
			st[sp] = v
			sp++
		} else {
			sp--
			f.pc = int(in.Arg)
		}
	case compile.JUMP_FORWARD, compile.JUMP_BACKWARD_NO_INTERRUPT:
		f.pc = int(in.Arg)
	case compile.JUMP_BACKWARD:
		// what the safe point raises (Ctrl-C, MemoryError) is the
		// jump's, on its line, as in CPython
		if d.Tracing() && !pollSignals(vm, d, f) {
			return f, zero, nil
		}
		if !d.Tracing() {
			err = vm.safePoint()
		}
		if err == nil {
			f.pc = int(in.Arg)
			if vm.jit != nil {
				// the merge point: compiled code, or a recording, may
				// leave the frame elsewhere
				f.sp = sp
				err = domain.LoopHeader(vm.jit.j, d, t.jit, vm.jitCode(f.code).Code, f.pc)
				sp = f.sp
			}
		}
	case compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE:
		b, ok := plainTruth(d, st[sp-1])
		if !ok {
			if leave(d, f, "the truth of other than a bool, None or an int") {
				return f, zero, nil
			}
			// the second half branches on the value's truth, which
			// replaces it (no half flag: a bool is a plain truth)
			var t V
			if t, err = rcall(vm, d, fnTruth, st[sp-1]); err != nil {
				break
			}
			if halves(d, f) {
				st[sp-1] = t
				break
			}
			b = isWord(d, t, True)
		}
		sp--
		if b == (in.Op == compile.POP_JUMP_IF_TRUE) {
			f.pc = int(in.Arg)
		}
	case compile.JUMP_IF_FALSE_OR_POP, compile.JUMP_IF_TRUE_OR_POP:
		// the second half finds the truth above the value
		var b, ok bool
		if f.half {
			f.half = false
			sp--
			b = isWord(d, st[sp], True)
		} else if b, ok = plainTruth(d, st[sp-1]); !ok {
			var t V
			if t, err = rcall(vm, d, fnTruth, st[sp-1]); err != nil {
				break
			}
			if halves(d, f) {
				f.half = true
				st[sp] = t
				sp++
				break
			}
			b = isWord(d, t, True)
		}
		if b == (in.Op == compile.JUMP_IF_TRUE_OR_POP) {
			f.pc = int(in.Arg)
		} else {
			sp--
		}
	case compile.KW_NAMES:
		f.kwnames = vm.kwNames(f.code, int(in.Arg))
		f.kwConst = int(in.Arg) + 1
	case compile.CALL:
		kw, kwc := f.kwnames, f.kwConst
		f.kwnames, f.kwConst = nil, 0
		var nf *frame[V]
		nf, sp, err = call(vm, d, t, f, sp, int(in.Arg), kw, kwc)
		if err == nil && nf != nil {
			return nf, zero, nil
		}
	case compile.CALL_FUNCTION_EX:
		kwargs := konst(d, Null)
		k := sp - 1
		if in.Arg&compile.CallExKwargs != 0 {
			kwargs = st[sp-1]
			k--
		}
		st[k-2], err = rcall(vm, d, fnCallEx, st[k-1], st[k], kwargs)
		sp = k - 1
	case compile.MAKE_FUNCTION:
		k := sp - 1 - popCount(int(in.Arg))
		args := append([]V{dictArg(vm, d, f.globals), dictArg(vm, d, f.builtins), arg}, st[k:sp]...)
		st[k], err = rcall(vm, d, fnMakeFunction, args...)
		sp = k + 1
	case compile.LOAD_BUILD_CLASS:
		st[sp] = konst(d, vm.buildClass)
		sp++
	case compile.RETURN_VALUE:
		v := st[sp-1]
		var caller *frame[V]
		caller, v, err = ret(vm, d, t, f, v, floor)
		if err != nil {
			break
		}
		if caller == nil {
			return nil, v, nil
		}
		caller.push(v)
		return caller, zero, nil
	case compile.YIELD_VALUE:
		f.sp = sp - 1
		f.yielded = true
		t.frames = t.frames[:len(t.frames)-1]
		return nil, st[sp-1], nil
	case compile.SEND:
		// the second half finds whether the generator returned above
		// the value it gave
		var v, done V
		if f.half {
			f.half = false
			sp--
			v, done = st[sp-1], st[sp]
		} else if v, done, err = rcall2(vm, d, fnSend, st[sp-2], st[sp-1]); err != nil {
			break
		} else if halves(d, f) {
			f.half = true
			st[sp-1], st[sp] = v, done
			sp++
			break
		}
		if isWord(d, done, True) {
			st[sp-2] = v
			sp--
			f.pc = int(in.Arg)
		} else {
			st[sp-1] = v
		}
	case compile.RAISE_VARARGS:
		switch in.Arg {
		case 0:
			err = reffect(vm, d, fnReraise)
		case 1:
			err = reffect(vm, d, fnRaise, st[sp-1], konst(d, Null))
		default:
			err = reffect(vm, d, fnRaise, st[sp-2], st[sp-1])
		}
	case compile.RERAISE:
		// The handler is looked up at the RERAISE itself; the lasti
		// below the exception only matters to the frame's line (the
		// traceback already has it), as in CPython.
		err = reffect(vm, d, fnReraiseExc, st[sp-1])
	case compile.PUSH_EXC_INFO:
		exc := st[sp-1]
		st[sp-1] = rfunc(vm, d, fnSwapHandled, exc)
		st[sp] = exc
		sp++
	case compile.POP_EXCEPT:
		sp--
		rfunc(vm, d, fnSwapHandled, st[sp])
	case compile.CHECK_EXC_MATCH:
		st[sp-1], err = rcall(vm, d, fnExcMatch, st[sp-2], st[sp-1])
	case compile.LOAD_ASSERTION_ERROR:
		st[sp] = konst(d, vm.types.AssertionError.self)
		sp++
	case compile.BEFORE_WITH:
		st[sp-1], st[sp], err = rcall2(vm, d, fnBeforeWith, st[sp-1])
		sp++
	case compile.WITH_EXCEPT_START:
		st[sp], err = rcall(vm, d, fnWithExceptStart, st[sp-4], st[sp-1])
		sp++
	case compile.IMPORT_NAME:
		st[sp-2], err = rcall(vm, d, fnImportName, code, arg, st[sp-1], st[sp-2], dictArg(vm, d, f.globals))
		sp--
	case compile.IMPORT_FROM:
		st[sp], err = rcall(vm, d, fnImportFrom, code, arg, st[sp-1])
		sp++
	case compile.GET_LEN:
		st[sp], err = rcall(vm, d, fnGetLen, st[sp-1])
		sp++
	case compile.MATCH_MAPPING:
		st[sp], err = rcall(vm, d, fnMatchMapping, st[sp-1])
		sp++
	case compile.MATCH_SEQUENCE:
		st[sp], err = rcall(vm, d, fnMatchSequence, st[sp-1])
		sp++
	case compile.MATCH_KEYS:
		st[sp], err = rcall(vm, d, fnMatchKeys, st[sp-2], st[sp-1])
		sp++
	case compile.MATCH_CLASS:
		st[sp-3], err = rcall(vm, d, fnMatchClass, st[sp-3], st[sp-2], st[sp-1], arg)
		sp -= 2
	case compile.IMPORT_STAR:
		err = reffect(vm, d, fnImportStar, st[sp-1], nsArg(vm, d, f))
		sp--
	case compile.SETUP_ANNOTATIONS:
		err = reffect(vm, d, fnSetupAnnotations, nsArg(vm, d, f))
	case compile.PRINT_EXPR:
		err = reffect(vm, d, fnPrintExpr, st[sp-1])
		sp--
	default:
		err = reffect(vm, d, fnUnknownOp, d.Const(int64(in.Op)))
	}
	if err != nil {
		var uerr error
		if f, uerr = unwind(vm, d, t, floor, err); uerr != nil {
			return nil, zero, uerr
		}
		return f, zero, nil
	}
	f.sp = sp
	return f, zero, nil
}

// leave abandons the recording, when d records, before the instruction
// f runs (its pc already past it), which has done nothing yet but
// guards: the interpreter runs it. It reports whether it did, and the
// instruction then returns at once.
func leave[V, C any, D domain.Domain[V, C]](d D, f *frame[V], why string) bool {
	if !d.Tracing() {
		return false
	}
	f.pc--
	d.Abandon(why)
	return true
}

// pushItems pushes the n items of the tuple items on st from sp, the
// last first (an unpacking's order): the new depth.
func pushItems[V, C any, D domain.Domain[V, C]](vm *VM, d D, st []V, sp int, items V, n int) int {
	for i := n - 1; i >= 0; i-- {
		st[sp] = rfunc(vm, d, fnItem, items, d.Const(int64(i)))
		sp++
	}
	return sp
}

// plainTruth is the truth of v when v is a bool, None or an int, by its
// word (guards when recording); false for anything else, whose truth is
// the runtime's (fnTruth).
func plainTruth[V, C any, D domain.Domain[V, C]](d D, v V) (b, ok bool) {
	switch {
	case isWord(d, v, True):
		return true, true
	case isWord(d, v, False), isWord(d, v, None):
		return false, true
	case isInt(d, v):
		return d.Branch(d.Ne(v, d.Const(0))), true
	}
	return false, false
}

// halves reports whether the instruction f runs splits in two after its
// runtime call, and if so sets f's pc back to it: a guard on the call's
// result may not follow the call in its instruction (the call's effects
// end it; trace.Recorder.Call), so when recording (and in the
// interpreter under stepOnly, so that the tests run the halves) the
// instruction leaves the result on the stack and runs again as its
// second half, which branches on it. The instruction sets f.half for
// its second half when the result alone does not say that it is one.
func halves[V, C any, D domain.Domain[V, C]](d D, f *frame[V]) bool {
	if !d.Tracing() && !stepOnly {
		return false
	}
	f.pc--
	return true
}

// popCount counts MAKE_FUNCTION's flag bits.
func popCount(flags int) int {
	n := 0
	for f := flags & 0xf; f != 0; f &= f - 1 {
		n++
	}
	return n
}

// unwind looks for a handler of err in the frames above floor, adding
// each frame it passes to the traceback: the frame that handles it (its
// pc at the handler), or err when it leaves the frame at floor.
func unwind[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], floor int, err error) (*frame[V], error) {
	pe, ok := err.(*PyError)
	if !ok {
		for len(t.frames) > floor {
			f := t.frames[len(t.frames)-1]
			t.frames = t.frames[:len(t.frames)-1]
			if f.gen != nil {
				f.gen.done = true
			}
		}
		return nil, err
	}
	es := vm.excOf(pe.Exc)
	if !pe.reraise && es != nil && es.context == None && vm.handled != None && vm.handled != pe.Exc {
		es.context = vm.handled
	}
	for {
		f := t.frames[len(t.frames)-1]
		if !pe.reraise && es != nil {
			es.tb = append(es.tb, tbEntry{f.code, f.pc - 1, f.globals})
		}
		pe.reraise = false
		if h, ok := f.code.code.HandlerAt(f.pc - 1); ok {
			f.sp = f.code.nlocals + h.Depth
			if h.Lasti {
				f.push(konst(d, smallInt(int64(f.pc-1))))
			}
			// the exception is the runtime's: the handler takes it
			vm.caught = pe.Exc
			f.push(rfunc(vm, d, fnCaught))
			f.pc = h.Target
			return f, nil
		}
		t.frames = t.frames[:len(t.frames)-1]
		if f.gen != nil {
			f.gen.done = true
		} else {
			t.release(f)
		}
		if len(t.frames) == floor {
			return nil, pe
		}
	}
}

// ret returns v from frame f: the caller to go on with (v is to be
// pushed on its stack), or nil when f was the frame at the floor (v is
// then execute's result).
func ret[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], v V, floor int) (*frame[V], V, error) {
	if f.ret == retInit {
		if !isWord(d, v, None) {
			return nil, v, reffect(vm, d, fnInitResult, v)
		}
		v = f.initSelf
	}
	t.frames = t.frames[:len(t.frames)-1]
	if f.gen != nil {
		f.gen.done = true
		rfunc(vm, d, fnGenResult, konst(d, f.gen.self), v)
		return nil, v, nil
	}
	t.release(f)
	if len(t.frames) == floor {
		return nil, v, nil
	}
	return t.frames[len(t.frames)-1], v, nil
}

// intArith is BINARY_OP's + - * // % & | ^ on immediate ints a and b
// (the caller checked that both are): the result, or false when it is
// no immediate int, a division by zero (the runtime raises) or op is
// another operator.
func intArith[V, C any, D domain.Domain[V, C]](d D, op int32, a, b V) (V, bool) {
	// (an int that overflows is a BigInt, the runtime's: no
	// IntOverflow, whose exits would box it as jitcore's heap does)
	switch op {
	case compile.NBAdd, compile.NBInplace + compile.NBAdd:
		if !d.Branch(d.AddOvf(a, b)) {
			return d.Add(a, b), true
		}
	case compile.NBSubtract, compile.NBInplace + compile.NBSubtract:
		if !d.Branch(d.SubOvf(a, b)) {
			return d.Sub(a, b), true
		}
	case compile.NBMultiply, compile.NBInplace + compile.NBMultiply:
		x := d.Sar(a, d.Const(heap.PayloadShift))
		if !d.Branch(d.MulOvf(x, b)) {
			return d.Mul(x, b), true
		}
	case compile.NBFloorDivide, compile.NBInplace + compile.NBFloorDivide:
		if !d.Branch(d.Eq(b, d.Const(0))) {
			q, _ := floorDivMod(d, a, b)
			return d.FitsImmediate(q)
		}
	case compile.NBRemainder, compile.NBInplace + compile.NBRemainder:
		if !d.Branch(d.Eq(b, d.Const(0))) {
			_, r := floorDivMod(d, a, b)
			return r, true
		}
	case compile.NBAnd, compile.NBInplace + compile.NBAnd:
		return d.And(a, b), true
	case compile.NBOr, compile.NBInplace + compile.NBOr:
		return d.Or(a, b), true
	case compile.NBXor, compile.NBInplace + compile.NBXor:
		return d.Xor(a, b), true
	}
	return a, false
}

// floorDivMod is Python's a // b, untagged, and a % b, an immediate
// int, of immediate ints a and b (b not 0), in the domain's ops: the
// quotient truncated through float64, which is exact (an immediate's
// 48 significant bits convert exactly, and a quotient that is not an
// integer lies further from one than the division's rounding), then
// floored: one less, and b added to the remainder, when the remainder
// is not 0 and its sign is not b's. No branch, so a trace has no guard
// on the operands' signs.
func floorDivMod[V, C any, D domain.Domain[V, C]](d D, a, b V) (q, r V) {
	zero := d.Const(0)
	q = d.FloatToInt(d.FDiv(d.IntToFloat(a), d.IntToFloat(b)))
	r = d.Sub(a, d.Mul(q, b))
	adj := d.And(d.Value(d.Ne(r, zero)), d.Value(d.Lt(d.Xor(r, b), zero)))
	return d.Sub(q, adj), d.Add(r, d.And(b, d.Neg(adj)))
}

// intCompare is COMPARE_OP on immediate ints a and b.
func intCompare[V, C any, D domain.Domain[V, C]](d D, op int32, a, b V) V {
	var c C
	switch op {
	case compile.CmpLt:
		c = d.Lt(a, b)
	case compile.CmpLe:
		c = d.Le(a, b)
	case compile.CmpEq:
		c = d.Eq(a, b)
	case compile.CmpNe:
		c = d.Ne(a, b)
	case compile.CmpGt:
		c = d.Gt(a, b)
	default:
		c = d.Ge(a, b)
	}
	return boolWord(d, c)
}
