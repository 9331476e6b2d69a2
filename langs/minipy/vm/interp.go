package vm

import (
	"math"

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

// rcall calls the runtime function fn, which raises: its result, or
// the exception it raised.
func rcall[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) (V, error) {
	v := d.Call(fn, args...)
	return v, vm.pending()
}

// rcall2 is rcall for a function of two results.
func rcall2[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) (V, V, error) {
	var r [2]V
	d.CallResults(fn, r[:], args...)
	return r[0], r[1], vm.pending()
}

// reffect is rcall for a function of no result.
func reffect[V, C any, D domain.Domain[V, C]](vm *VM, d D, fn int, args ...V) error {
	d.Call(fn, args...)
	return vm.pending()
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
		var pc, sp int
		var err error
		f, pc, sp, err = fastLoop(vm, d, t, f, floor)
		f.pc, f.sp = pc, sp
		if err != nil {
			var uerr error
			if f, uerr = unwind(vm, d, t, floor, err); uerr != nil {
				return zero, uerr
			}
			continue
		}
		var v V
		if f, v, err = step(vm, d, t, f, floor); f == nil {
			return v, err
		}
	}
}

// fastLoop is the interpreter loop, from frame f, in both domains: it
// runs instructions, the running frame's state (its instructions, values,
// sp and pc) in locals, until one it does not run, and returns the frame
// it is in with that one's pc and the stack's depth, or with the
// exception an instruction raised (the pc then past it, for unwind).
// What an instruction does on words it does through the domain; the
// common cases on objects (hits.go) it takes on concrete words where the
// recording does not go (!d.Tracing()): there the runtime function of
// the instruction, which takes the same case first, is called, as it is
// on a miss. Calls and returns are made here; after a runtime call that
// may run Python the state is the frame's again. The instructions it
// leaves are step's: fastLoop and step are one interpreter, each
// instruction written in one of them.
func fastLoop[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], floor int) (*frame[V], int, int, error) {
	code, vals, sp, pc := f.code.quick, f.vals, f.sp, f.pc
	// sync writes the state to the frame before a call that may run
	// Python or raise (the pc past the instruction).
	sync := func() { f.pc, f.sp = pc+1, sp }
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
			vals[sp] = konst(d, Null)
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
			vals[sp] = konst(d, f.code.consts[in.Arg])
			sp++
			pc++
			continue
		case opLoadFastLoadFast:
			v, w := vals[in.Arg], vals[in.Cache]
			if isWord(d, v, Null) || isWord(d, w, Null) {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp], vals[sp+1] = v, w
			sp += 2
			pc += 2
			continue
		case opLoadFastLoadConst:
			v := vals[in.Arg]
			if isWord(d, v, Null) {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp], vals[sp+1] = v, konst(d, f.code.consts[in.Cache])
			sp += 2
			pc += 2
			continue
		case opStoreFastLoadFast:
			v := vals[in.Cache]
			if in.Cache == uint32(in.Arg) || isWord(d, v, Null) {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[in.Arg] = vals[sp-1]
			vals[sp-1] = v
			pc += 2
			continue
		case compile.LOAD_FAST:
			v := vals[in.Arg]
			if isWord(d, v, Null) {
				sync()
				return f, pc + 1, sp, reffect(vm, d, fnUnboundLocal, codeArg(d, f), d.Const(int64(in.Arg)))
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
			c := d.Eq(vals[sp-2], vals[sp-1])
			if in.Arg == 1 {
				c = d.Ne(vals[sp-2], vals[sp-1])
			}
			vals[sp-2] = boolWord(d, c)
			sp--
			pc++
			continue
		case opLoadConstBinaryOp:
			// LOAD_CONST, then BINARY_OP's body on its operator: a case
			// it leaves has done the LOAD_CONST and is at the BINARY_OP.
			vals[sp] = konst(d, f.code.consts[in.Arg])
			sp++
			pc++
			in.Arg = int32(in.Cache &^ binTempMask)
			fallthrough
		case compile.BINARY_OP:
			a, b := vals[sp-2], vals[sp-1]
			if bothInts(d, a, b) {
				if r, ok := intArith(vm, d, in.Arg, a, b); ok {
					vals[sp-2] = r
					sp--
					pc++
					continue
				}
			} else if r, ok := floatArith(d, in.Arg, a, b); ok {
				vals[sp-2] = r
				sp--
				pc++
				continue
			}
			sync()
			var r V
			var err error
			if in.Cache&binTempMask == 0 {
				r, err = rcall(vm, d, fnBinaryOp, d.Const(int64(in.Arg)), a, b)
			} else {
				r, err = rcall(vm, d, fnBinaryOpTemp, d.Const(int64(in.Arg)), d.Const(int64(in.Cache)), a, b)
			}
			if err != nil {
				return f, f.pc, f.sp, err
			}
			sp--
			vals[sp-1] = r
			pc++
			continue
		case compile.COMPARE_OP:
			a, b := vals[sp-2], vals[sp-1]
			var r V
			switch {
			case bothInts(d, a, b):
				r = intCompare(d, in.Arg, a, b)
			case isFloat(d, a) && isFloat(d, b):
				r = boolWord(d, floatCompare(d, in.Arg, floatBits(d, a), floatBits(d, b)))
			default:
				if !d.Tracing() {
					if w, ok := vm.compareHit(in.Arg, Value(d.Concrete(a)), Value(d.Concrete(b))); ok {
						r = konst(d, w)
						break
					}
				}
				sync()
				var err error
				if r, err = rcall(vm, d, fnCompare, d.Const(int64(in.Arg)), a, b); err != nil {
					return f, f.pc, f.sp, err
				}
			}
			vals[sp-2] = r
			sp--
			pc++
			continue
		case opCompareJump:
			// COMPARE_OP of two ints or floats, then the jump's body on
			// the bool it pushes.
			a, b := vals[sp-2], vals[sp-1]
			var c C
			op := int32(in.Cache &^ compareJumpIfTrue)
			switch {
			case bothInts(d, a, b):
				c = intCond(d, op, a, b)
			case isFloat(d, a) && isFloat(d, b):
				c = floatCompare(d, op, floatBits(d, a), floatBits(d, b))
			default:
				in = f.code.code.Code[pc] // COMPARE_OP on its own
				goto dispatch
			}
			// (the COMPARE_OP pushes the bool the jump pops)
			sp -= 2
			pc += 2
			if d.Branch(c) == (in.Cache&compareJumpIfTrue != 0) {
				pc = int(in.Arg)
			}
			continue
		case compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE:
			b, err := truth(vm, d, vals[sp-1])
			if err != nil {
				sp--
				sync()
				return f, f.pc, f.sp, err
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
			// what the safe point raises (Ctrl-C, MemoryError) is the
			// jump's, on its line, as in CPython
			if !d.Tracing() && vm.pollDue() {
				sync()
				if err := vm.safePoint(); err != nil {
					return f, f.pc, f.sp, err
				}
			}
			pc = int(in.Arg)
			continue
		case compile.LOAD_GLOBAL:
			c := &f.code.caches[in.Cache]
			if !d.Tracing() {
				if w, ok := c.globalHit(f.globals, f.builtins); ok {
					vals[sp] = konst(d, w)
					sp++
					pc++
					continue
				}
			}
			sync()
			v, err := rcall(vm, d, fnLoadGlobal, codeArg(d, f), d.Const(int64(in.Cache)), d.Const(int64(in.Arg)), dictArg(vm, d, f.globals), dictArg(vm, d, f.builtins))
			if err != nil {
				return f, f.pc, f.sp, err
			}
			vals[sp] = v
			sp++
			pc++
			continue
		case opLoadFastLoadAttr:
			v := vals[in.Arg]
			if isWord(d, v, Null) {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp] = v
			sp++
			pc++
			fallthrough
		case compile.LOAD_ATTR:
			c := &f.code.caches[in.Cache]
			if !d.Tracing() {
				if w, ok := vm.attrHit(c, Value(d.Concrete(vals[sp-1]))); ok {
					vals[sp-1] = konst(d, w)
					pc++
					continue
				}
			}
			sync()
			name := f.code.code.Code[pc].Arg // (a fused instruction's Arg is its load's)
			v, err := rcall(vm, d, fnLoadAttr, codeArg(d, f), d.Const(int64(in.Cache)), d.Const(int64(name)), vals[sp-1])
			if err != nil {
				return f, f.pc, f.sp, err
			}
			vals[sp-1] = v
			pc++
			continue
		case compile.STORE_ATTR:
			c := &f.code.caches[in.Cache]
			if d.Tracing() || !vm.storeAttrHit(c, Value(d.Concrete(vals[sp-1])), Value(d.Concrete(vals[sp-2]))) {
				sync()
				if err := reffect(vm, d, fnStoreAttr, codeArg(d, f), d.Const(int64(in.Cache)), d.Const(int64(in.Arg)), vals[sp-1], vals[sp-2]); err != nil {
					return f, f.pc, f.sp, err
				}
			}
			sp -= 2
			pc++
			continue
		case compile.LOAD_METHOD:
			self := vals[sp-1]
			c := &f.code.caches[in.Cache]
			if !d.Tracing() {
				if m, ok := vm.methodHit(c, Value(d.Concrete(self))); ok {
					vals[sp-1] = konst(d, m)
					vals[sp] = self
					sp++
					pc++
					continue
				}
			}
			sync()
			m, s, err := rcall2(vm, d, fnLoadMethod, codeArg(d, f), d.Const(int64(in.Cache)), d.Const(int64(in.Arg)), self)
			if err != nil {
				return f, f.pc, f.sp, err
			}
			vals[sp-1], vals[sp] = m, s
			sp++
			pc++
			continue
		case compile.BINARY_SUBSCR:
			if !d.Tracing() {
				if w, ok := vm.subscrHit(Value(d.Concrete(vals[sp-2])), Value(d.Concrete(vals[sp-1]))); ok {
					vals[sp-2] = konst(d, w)
					sp--
					pc++
					continue
				}
			}
			sync()
			v, err := rcall(vm, d, fnGetItem, vals[sp-2], vals[sp-1])
			if err != nil {
				return f, f.pc, f.sp, err
			}
			vals[sp-2] = v
			sp--
			pc++
			continue
		case compile.STORE_SUBSCR:
			if d.Tracing() || !vm.storeSubscrHit(Value(d.Concrete(vals[sp-2])), Value(d.Concrete(vals[sp-1])), Value(d.Concrete(vals[sp-3]))) {
				sync()
				if err := reffect(vm, d, fnSetItem, vals[sp-2], vals[sp-1], vals[sp-3]); err != nil {
					return f, f.pc, f.sp, err
				}
			}
			sp -= 3
			pc++
			continue
		case compile.CALL:
			kw, kwc := f.kwnames, f.kwConst
			f.kwnames, f.kwConst = nil, 0
			sync()
			nf, nsp, err := call(vm, d, t, f, sp, int(in.Arg), kw, kwc)
			if err != nil {
				if nf == nil {
					return f, f.pc, f.sp, err
				}
				return nf, nf.pc, nf.sp, err
			}
			if nf != nil {
				f = nf
			} else {
				f.sp = nsp
			}
			code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
			continue
		case compile.RETURN_VALUE:
			if f.gen != nil || len(t.frames)-1 <= floor {
				return f, pc, sp, nil // step's: the value leaves the loop
			}
			sync()
			caller, v, err := ret(vm, d, t, f, vals[sp-1], floor)
			if err != nil {
				return f, f.pc, f.sp, err
			}
			caller.push(v)
			f = caller
			code, vals, sp, pc = f.code.quick, f.vals, f.sp, f.pc
			continue
		case compile.UNPACK_SEQUENCE:
			n := int(in.Arg)
			if !d.Tracing() {
				if items, ok := vm.unpackHit(Value(d.Concrete(vals[sp-1])), n); ok {
					sp--
					for i := n - 1; i >= 0; i-- {
						vals[sp] = konst(d, items[i])
						sp++
					}
					pc++
					continue
				}
			}
			sync()
			items, err := rcall(vm, d, fnUnpack, vals[sp-1], d.Const(int64(n)))
			if err != nil {
				return f, f.pc, f.sp, err
			}
			sp = pushItems(d, vals, sp-1, items, n)
			pc++
			continue
		case compile.FOR_ITER:
			if !d.Tracing() {
				it := Value(d.Concrete(vals[sp-1]))
				switch v, k := vm.forIterHit(it); k {
				case 1:
					vals[sp] = konst(d, v)
					sp++
					pc++
					continue
				case 0:
					sp--
					pc = int(in.Arg)
					continue
				}
				// a dict's keys, values or items, or enumerate of a list,
				// unpacked next (no tuple made: both are pushed as the
				// unpacking would)
				unpack := code[pc+1].Op == compile.UNPACK_SEQUENCE && code[pc+1].Arg == 2
				if first, second, one, ok := vm.pairHit(it, unpack); ok {
					if one {
						vals[sp] = konst(d, first)
						sp++
						pc++
						continue
					}
					vals[sp], vals[sp+1] = konst(d, second), konst(d, first)
					sp += 2
					pc += 2
					continue
				}
			}
			sync()
			v, more, err := rcall2(vm, d, fnForIter, vals[sp-1])
			if err != nil {
				return f, f.pc, f.sp, err
			}
			if isWord(d, more, True) {
				vals[sp] = v
				sp++
				pc++
			} else {
				sp--
				pc = int(in.Arg)
			}
			continue
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
	case compile.DELETE_FAST:
		if isWord(d, st[in.Arg], Null) {
			err = reffect(vm, d, fnUnboundLocal, code, arg)
			break
		}
		st[in.Arg] = konst(d, Null)
	case compile.LOAD_DEREF, compile.LOAD_CLASSDEREF:
		ns := konst(d, Null)
		if in.Op == compile.LOAD_CLASSDEREF {
			ns = dictArg(vm, d, f.ns)
		}
		st[sp], err = rcall(vm, d, fnLoadDeref, code, arg, cellArg(d, f, in.Arg), ns)
		sp++
	case compile.STORE_DEREF:
		sp--
		d.Call(fnStoreDeref, cellArg(d, f, in.Arg), st[sp])
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
	case compile.STORE_GLOBAL:
		sp--
		err = reffect(vm, d, fnStoreGlobal, code, arg, dictArg(vm, d, f.globals), st[sp])
	case compile.DELETE_GLOBAL:
		err = reffect(vm, d, fnDeleteGlobal, code, arg, dictArg(vm, d, f.globals))
	case compile.DELETE_ATTR:
		err = reffect(vm, d, fnDelAttr, code, arg, st[sp-1])
		sp--
	case compile.UNARY_NOT:
		var b V
		b, err = rcall(vm, d, fnTruth, st[sp-1])
		st[sp-1] = d.Xor(b, konst(d, True^False))
	case compile.UNARY_NEGATIVE, compile.UNARY_POSITIVE, compile.UNARY_INVERT:
		st[sp-1], err = rcall(vm, d, fnUnaryOp, d.Const(int64(in.Op)), st[sp-1])
	case compile.CONTAINS_OP:
		st[sp-2], err = rcall(vm, d, fnContains, st[sp-1], st[sp-2], arg)
		sp--
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
	case compile.BUILD_TUPLE, compile.BUILD_LIST, compile.BUILD_SET:
		k := int(in.Arg)
		fn := fnBuildTuple
		switch in.Op {
		case compile.BUILD_LIST:
			fn = fnBuildList
		case compile.BUILD_SET:
			fn = fnBuildSet
		}
		st[sp-k], err = rcall(vm, d, fn, st[sp-k:sp]...)
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
		merge := int64(0)
		if in.Op == compile.DICT_MERGE {
			merge = 1
		}
		err = reffect(vm, d, fnDictUpdate, st[sp-1-int(in.Arg)], st[sp-1], d.Const(merge))
		sp--
	case compile.LIST_TO_TUPLE:
		st[sp-1], err = rcall(vm, d, fnListToTuple, st[sp-1])
	case compile.UNPACK_EX:
		var items V
		before, after := int(in.Arg&0xff), int(in.Arg>>8)
		if items, err = rcall(vm, d, fnUnpackEx, st[sp-1], d.Const(int64(before)), d.Const(int64(after))); err == nil {
			sp = pushItems(d, st, sp-1, items, before+1+after)
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
	case compile.JUMP_IF_FALSE_OR_POP, compile.JUMP_IF_TRUE_OR_POP:
		var b bool
		if b, err = truth(vm, d, st[sp-1]); err != nil {
			break
		}
		if b == (in.Op == compile.JUMP_IF_TRUE_OR_POP) {
			f.pc = int(in.Arg)
		} else {
			sp--
		}
	case compile.KW_NAMES:
		f.kwnames = vm.kwNames(f.code, int(in.Arg))
		f.kwConst = int(in.Arg) + 1
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
		var v, done V
		if v, done, err = rcall2(vm, d, fnSend, st[sp-2], st[sp-1]); err != nil {
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
		st[sp-1] = d.Call(fnSwapHandled, exc)
		st[sp] = exc
		sp++
	case compile.POP_EXCEPT:
		sp--
		d.Call(fnSwapHandled, st[sp])
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

// pushItems pushes the n items of the tuple items on st from sp, the
// last first (an unpacking's order): the new depth.
func pushItems[V, C any, D domain.Domain[V, C]](d D, st []V, sp int, items V, n int) int {
	for i := n - 1; i >= 0; i-- {
		st[sp] = d.Call(fnItem, items, d.Const(int64(i)))
		sp++
	}
	return sp
}

// truth is the truth of v: bools, None and ints by their word (guards
// when recording), anything else by the runtime.
func truth[V, C any, D domain.Domain[V, C]](vm *VM, d D, v V) (bool, error) {
	switch {
	case isWord(d, v, True):
		return true, nil
	case isWord(d, v, False), isWord(d, v, None):
		return false, nil
	case isInt(d, v):
		return d.Branch(d.Ne(v, d.Const(0))), nil
	}
	b, err := rcall(vm, d, fnTruth, v)
	return isWord(d, b, True), err
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
			f.push(d.Call(fnCaught))
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
		d.Call(fnGenResult, konst(d, f.gen.self), v)
		return nil, v, nil
	}
	t.release(f)
	if len(t.frames) == floor {
		return nil, v, nil
	}
	return t.frames[len(t.frames)-1], v, nil
}

// intArith is BINARY_OP's + - * & | ^ // % >> on immediate ints a and b (the
// caller checked that both are): the result, or false when it is no
// immediate int or op is another operator.
func intArith[V, C any, D domain.Domain[V, C]](vm *VM, d D, op int32, a, b V) (V, bool) {
	switch op {
	case compile.NBAdd, compile.NBInplace + compile.NBAdd:
		if !d.IntOverflow(d.AddOvf(a, b), domain.Heap{H: vm.heap}) {
			return d.Add(a, b), true
		}
	case compile.NBSubtract, compile.NBInplace + compile.NBSubtract:
		if !d.IntOverflow(d.SubOvf(a, b), domain.Heap{H: vm.heap}) {
			return d.Sub(a, b), true
		}
	case compile.NBMultiply, compile.NBInplace + compile.NBMultiply:
		x := d.Sar(a, d.Const(heap.PayloadShift))
		if !d.IntOverflow(d.MulOvf(x, b), domain.Heap{H: vm.heap}) {
			return d.Mul(x, b), true
		}
	case compile.NBAnd, compile.NBInplace + compile.NBAnd:
		return d.And(a, b), true
	case compile.NBOr, compile.NBInplace + compile.NBOr:
		return d.Or(a, b), true
	case compile.NBXor, compile.NBInplace + compile.NBXor:
		return d.Xor(a, b), true
	case compile.NBFloorDivide, compile.NBInplace + compile.NBFloorDivide:
		if !d.Branch(d.Eq(b, d.Const(0))) {
			// (the one quotient that does not fit is MinInt // -1)
			return d.FitsImmediate(intDivision(d, fnFloorDiv, a, b))
		}
	case compile.NBRemainder, compile.NBInplace + compile.NBRemainder:
		if !d.Branch(d.Eq(b, d.Const(0))) {
			return d.Shl(intDivision(d, fnFloorMod, a, b), d.Const(heap.PayloadShift)), true
		}
	case compile.NBRshift, compile.NBInplace + compile.NBRshift:
		if !d.Branch(d.Lt(b, d.Const(0))) {
			n := d.Sar(b, d.Const(heap.PayloadShift))
			if d.Branch(d.Gt(n, d.Const(63))) {
				n = d.Const(63)
			}
			return d.Shl(d.Sar(d.Sar(a, d.Const(heap.PayloadShift)), n), d.Const(heap.PayloadShift)), true
		}
	}
	return a, false
}

// intCompare is COMPARE_OP on immediate ints a and b.
func intCompare[V, C any, D domain.Domain[V, C]](d D, op int32, a, b V) V {
	return boolWord(d, intCond(d, op, a, b))
}

// intCond is the condition of COMPARE_OP op on immediate ints a and b
// (tagged ints compare as int64s).
func intCond[V, C any, D domain.Domain[V, C]](d D, op int32, a, b V) C {
	switch op {
	case compile.CmpLt:
		return d.Lt(a, b)
	case compile.CmpLe:
		return d.Le(a, b)
	case compile.CmpEq:
		return d.Eq(a, b)
	case compile.CmpNe:
		return d.Ne(a, b)
	case compile.CmpGt:
		return d.Gt(a, b)
	}
	return d.Ge(a, b)
}

// floatCompare is the condition of COMPARE_OP op on the IEEE bits p and
// q (a NaN is unequal to everything, and neither less nor more).
func floatCompare[V, C any, D domain.Domain[V, C]](d D, op int32, p, q V) C {
	switch op {
	case compile.CmpLt:
		return d.FLt(p, q)
	case compile.CmpLe:
		return d.FLe(p, q)
	case compile.CmpEq:
		return d.FEq(p, q)
	case compile.CmpNe:
		return d.Eq(d.Value(d.FEq(p, q)), d.Const(0))
	case compile.CmpGt:
		return d.FLt(q, p)
	}
	return d.FLe(q, p)
}

// isFloat reports whether v is a float (a guard on its tag bits).
func isFloat[V, C any, D domain.Domain[V, C]](d D, v V) bool {
	return d.Branch(d.Ne(d.And(v, d.Const(heap.FloatMask)), d.Const(0)))
}

// floatBits is the IEEE bits of the float v (heap.Value.Float).
func floatBits[V, C any, D domain.Domain[V, C]](d D, v V) V {
	x := d.Xor(v, d.Const(heap.FloatXor))
	return d.Or(d.Shr(x, d.Const(heap.FloatRotate)), d.Shl(x, d.Const(64-heap.FloatRotate)))
}

// floatWord is the float of IEEE bits x as a value (heap.Float): a NaN
// whose word would not be a float's is the canonical NaN.
func floatWord[V, C any, D domain.Domain[V, C]](d D, x V) V {
	v := d.Xor(d.Or(d.Shl(x, d.Const(heap.FloatRotate)), d.Shr(x, d.Const(64-heap.FloatRotate))), d.Const(heap.FloatXor))
	if d.Branch(d.Eq(d.And(v, d.Const(heap.FloatMask)), d.Const(0))) {
		return konst(d, heap.Float(math.NaN()))
	}
	return v
}

// asFloat is the IEEE bits of the float or immediate int v, and whether
// it is one.
func asFloat[V, C any, D domain.Domain[V, C]](d D, v V) (V, bool) {
	if isFloat(d, v) {
		return floatBits(d, v), true
	}
	if isInt(d, v) {
		return d.IntToFloat(d.Sar(v, d.Const(heap.PayloadShift))), true
	}
	return v, false
}

// floatArith is BINARY_OP's + - * / on a float and a float or an
// immediate int (the caller found that a and b are not both ints): the
// result, or false for another operator or operand, or a division by
// zero (binaryOp's to raise).
func floatArith[V, C any, D domain.Domain[V, C]](d D, op int32, a, b V) (V, bool) {
	if op >= compile.NBInplace {
		op -= compile.NBInplace
	}
	switch op {
	case compile.NBAdd, compile.NBSubtract, compile.NBMultiply, compile.NBTrueDivide:
	default:
		return a, false
	}
	p, ok := asFloat(d, a)
	if !ok {
		return a, false
	}
	q, ok := asFloat(d, b)
	if !ok {
		return a, false
	}
	switch op {
	case compile.NBAdd:
		return floatWord(d, d.FAdd(p, q)), true
	case compile.NBSubtract:
		return floatWord(d, d.FSub(p, q)), true
	case compile.NBMultiply:
		return floatWord(d, d.FMul(p, q)), true
	}
	if d.Branch(d.FEq(q, d.ConstFloat(0))) {
		return a, false
	}
	return floatWord(d, d.FDiv(p, q)), true
}

// intDivision is the floor division (fn is fnFloorDiv) or the floor
// remainder (fnFloorMod) of the immediate ints a and b, b not 0, as an
// untagged int64: an elidable call when recording, the Go function it
// calls otherwise.
func intDivision[V, C any, D domain.Domain[V, C]](d D, fn int, a, b V) V {
	if d.Tracing() {
		return d.Call(fn, a, b)
	}
	return d.Const(divisions[fn-fnFloorDiv](Value(d.Concrete(a)).Int(), Value(d.Concrete(b)).Int()))
}

// divisions are fnFloorDiv's and fnFloorMod's Go functions.
var divisions = [...]func(i, j int64) int64{floorDiv, floorMod}
