package vm

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// The JIT is not attached to minipy yet: its recording instance never
// runs, and low reads values without the guards a recording needs.
// -unchecked-concrete says so until the minipy JIT issue attaches it.
//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -unchecked-concrete "minipy's JIT is not attached: low reads values without guards" -o interp_concrete.go -value heap.Value -domain domain.Concrete[heap.Value] interp.go calls.go

// low is v as a heap word (its concrete value).
func low[V, C any, D domain.Domain[V, C]](d D, v V) Value { return heap.Value(d.Concrete(v)) }

// up is the heap word w as a V.
func up[V, C any, D domain.Domain[V, C]](d D, w Value) V { return d.Const(int64(w)) }

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
		// A recording runs every instruction through step.
		if !d.Tracing() {
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
		}
		var v V
		var err error
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
func fastLoop[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], floor int) (*frame[V], int, int, error) {
	code, vals, sp, pc := f.code.quick, f.vals, f.sp, f.pc
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
			vals[sp] = d.Const(int64(Null))
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
			vals[sp] = up(d, f.code.consts[in.Arg])
			sp++
			pc++
			continue
		case opLoadFastLoadFast:
			v, w := vals[in.Arg], vals[in.Cache]
			if low(d, v) == Null || low(d, w) == Null {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp], vals[sp+1] = v, w
			sp += 2
			pc += 2
			continue
		case opLoadFastLoadConst:
			v := vals[in.Arg]
			if low(d, v) == Null {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp], vals[sp+1] = v, up(d, f.code.consts[in.Cache])
			sp += 2
			pc += 2
			continue
		case opStoreFastLoadFast:
			v := vals[in.Cache]
			if low(d, v) == Null || in.Cache == uint32(in.Arg) {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[in.Arg] = vals[sp-1]
			vals[sp-1] = v
			pc += 2
			continue
		case compile.LOAD_FAST:
			v := vals[in.Arg]
			if low(d, v) == Null {
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
			vals[sp] = up(d, f.code.consts[in.Arg])
			sp++
			pc++
			in.Arg = int32(in.Cache &^ binTempMask)
			fallthrough
		case compile.BINARY_OP:
			x, y := low(d, vals[sp-2]), low(d, vals[sp-1])
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
					f.vals[f.sp-1] = up(d, v)
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
			vals[sp-2] = up(d, r)
			sp--
			pc++
			continue
		case compile.COMPARE_OP:
			x, y := low(d, vals[sp-2]), low(d, vals[sp-1])
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
				vals[sp-2] = up(d, boolOf(c))
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
					f.vals[f.sp-1] = up(d, v)
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
				vals[sp-2] = up(d, boolOf(c))
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
			vals[sp-2] = up(d, boolOf(c))
			sp--
			pc++
			continue
		case opCompareJump:
			// COMPARE_OP of two ints or floats, then the jump's body on
			// the bool it pushes.
			x, y := low(d, vals[sp-2]), low(d, vals[sp-1])
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
			vals[sp-2] = up(d, boolOf(c))
			sp--
			pc++
			in.Op = compile.POP_JUMP_IF_FALSE
			if in.Cache&compareJumpIfTrue != 0 {
				in.Op = compile.POP_JUMP_IF_TRUE
			}
			fallthrough
		case compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE:
			var b bool
			switch w := low(d, vals[sp-1]); {
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
			if !d.Tracing() && vm.pollDue() {
				return f, pc, sp, nil
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
			vals[sp] = up(d, v)
			sp++
			pc++
			continue
		case opLoadFastLoadAttr:
			v := vals[in.Arg]
			if low(d, v) == Null {
				in = f.code.code.Code[pc]
				goto dispatch
			}
			vals[sp] = v
			sp++
			pc++
			fallthrough
		case compile.LOAD_ATTR:
			h := vm.obj(low(d, vals[sp-1]))
			c := &f.code.caches[in.Cache]
			o, ok := h.(*Instance)
			if !ok {
				switch k := h.(type) {
				case *Class:
					if k == c.bcls && c.bver == vm.classVersion {
						vals[sp-1] = up(d, c.bmeth)
						pc++
						continue
					}
				case *Module:
					if g := k.globals; g == c.dict && g.layout == c.layout {
						vals[sp-1] = up(d, g.entries[c.idx].val)
						pc++
						continue
					}
				}
				return f, pc, sp, nil
			}
			if o.shape == nil || o.shape != c.shape || c.version != vm.classVersion || c.slot < 0 {
				return f, pc, sp, nil
			}
			vals[sp-1] = up(d, o.slots[c.slot])
			pc++
			continue
		case compile.STORE_ATTR:
			h := vm.obj(low(d, vals[sp-1]))
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
				o.slots[c.slot] = low(d, vals[sp-2])
			case c.slot == slotTransition && n < cap(o.slots):
				// a new attribute, with room for it (newInstance's)
				o.shape = c.next
				o.slots = o.slots[:n+1]
				o.slots[n] = low(d, vals[sp-2])
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
			switch o := vm.obj(low(d, self)).(type) {
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
			vals[sp-1] = up(d, m)
			vals[sp] = self
			sp++
			pc++
			continue
		case compile.BINARY_SUBSCR:
			k := low(d, vals[sp-1])
			if !k.IsInt() {
				return f, pc, sp, nil
			}
			var items []Value
			switch o := vm.obj(low(d, vals[sp-2])).(type) {
			case *List:
				items = o.items
			case *Tuple:
				items = o.items
			case *Str:
				i, ok := seqIndex(k.Int(), len(o.s))
				if !o.ascii || !ok {
					return f, pc, sp, nil
				}
				vals[sp-2] = up(d, vm.strs[o.s[i]])
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
			vals[sp-2] = up(d, items[i])
			sp--
			pc++
			continue
		case compile.STORE_SUBSCR:
			k := low(d, vals[sp-1])
			if !k.IsInt() {
				return f, pc, sp, nil
			}
			h := vm.obj(low(d, vals[sp-2]))
			l, ok := h.(*List)
			if !ok {
				return f, pc, sp, nil
			}
			i, ok := seqIndex(k.Int(), len(l.items))
			if !ok {
				return f, pc, sp, nil
			}
			l.items[i] = low(d, vals[sp-3])
			sp -= 3
			pc++
			continue
		case compile.CALL:
			if f.kwnames != nil {
				return f, pc, sp, nil
			}
			f.pc, f.sp = pc+1, sp
			nf, done, err := fastCall(vm, d, t, f, int(in.Arg))
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
				if low(d, v) != None {
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
			switch o := vm.obj(low(d, vals[sp-1])).(type) {
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
				vals[sp] = up(d, items[i])
				sp++
			}
			pc++
			continue
		case compile.FOR_ITER:
			h := vm.obj(low(d, vals[sp-1]))
			switch it := h.(type) {
			case *rangeIter:
				if (it.step > 0 && it.cur < it.stop) || (it.step < 0 && it.cur > it.stop) {
					if !heap.IntFits(it.cur) {
						return f, pc, sp, nil
					}
					vals[sp] = up(d, smallInt(it.cur))
					it.cur += it.step
					sp++
					pc++
					continue
				}
			case *listIter:
				if it.i < len(it.l.items) {
					vals[sp] = up(d, it.l.items[it.i])
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
					vals[sp] = up(d, e.key)
				case viewValues:
					vals[sp] = up(d, e.val)
				default:
					vals[sp] = up(d, e.val)
					vals[sp+1] = up(d, e.key)
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
				vals[sp] = up(d, inner.l.items[inner.i])
				vals[sp+1] = up(d, n)
				inner.i++
				it.n = n + 1<<heap.PayloadShift
				sp += 2
				pc += 2
				continue
			default:
				// Any other iterator (a generator, itertools', map...)
				// is forIter's, called here rather than through step.
				f.pc, f.sp = pc+1, sp
				v, ok, err := vm.forIter(low(d, vals[sp-1]))
				if err != nil {
					return f, f.pc, f.sp, err
				}
				if ok {
					f.vals[f.sp] = up(d, v)
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
// the value or the exception that leaves the frame at floor.
func step[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], floor int) (*frame[V], V, error) {
	var zero V
	in := f.code.code.Code[f.pc]
	f.pc++
	st, sp := f.vals, f.sp
	var err error
	switch in.Op {
	case compile.NOP:
	case compile.POP_TOP:
		sp--
	case compile.PUSH_NULL:
		st[sp] = d.Const(int64(Null))
		sp++
	case compile.COPY:
		st[sp] = st[sp-int(in.Arg)]
		sp++
	case compile.SWAP:
		k := sp - int(in.Arg)
		st[sp-1], st[k] = st[k], st[sp-1]
	case compile.LOAD_CONST:
		st[sp] = up(d, f.code.consts[in.Arg])
		sp++
	case compile.LOAD_FAST:
		v := st[in.Arg]
		if low(d, v) == Null {
			err = vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", f.code.code.Varnames[in.Arg])
			break
		}
		st[sp] = v
		sp++
	case compile.STORE_FAST:
		sp--
		st[in.Arg] = st[sp]
	case compile.DELETE_FAST:
		if low(d, st[in.Arg]) == Null {
			err = vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", f.code.code.Varnames[in.Arg])
			break
		}
		st[in.Arg] = up(d, Null)
	case compile.LOAD_DEREF, compile.LOAD_CLASSDEREF:
		c := f.cells[in.Arg]
		if in.Op == compile.LOAD_CLASSDEREF {
			name := vm.cellName(f.code.code, int(in.Arg))
			if v, ok := f.ns.strGet(name); ok {
				st[sp] = up(d, v)
				sp++
				break
			}
		}
		if c.v == Null {
			err = vm.unboundCell(f.code.code, int(in.Arg))
			break
		}
		st[sp] = up(d, c.v)
		sp++
	case compile.STORE_DEREF:
		sp--
		f.cells[in.Arg].v = low(d, st[sp])
	case compile.DELETE_DEREF:
		c := f.cells[in.Arg]
		if c.v == Null {
			err = vm.unboundCell(f.code.code, int(in.Arg))
			break
		}
		c.v = Null
	case compile.LOAD_CLOSURE:
		st[sp] = up(d, f.cells[in.Arg].self)
		sp++
	case compile.LOAD_NAME:
		var v Value
		if f.hasNsMap {
			v, err = vm.loadNameMap(f.nsMap, f.globals, f.builtins, f.code.code.Names[in.Arg])
		} else {
			v, err = vm.loadName(f.ns, f.globals, f.builtins, f.code.code.Names[in.Arg])
		}
		if err == nil {
			st[sp] = up(d, v)
			sp++
		}
	case compile.STORE_NAME:
		name := f.code.code.Names[in.Arg]
		if f.hasNsMap {
			if err = vm.setItem(f.nsMap, vm.str(name), low(d, st[sp-1])); err == nil {
				sp--
			}
			break
		}
		sp--
		f.ns.strSet(name, vm.str(name), low(d, st[sp]))
	case compile.DELETE_NAME:
		name := f.code.code.Names[in.Arg]
		if f.hasNsMap {
			if err = vm.delItem(f.nsMap, vm.str(name)); err != nil && vm.matches(err, vm.types.KeyError) {
				err = vm.raise(vm.types.NameError, "name '%s' is not defined", name)
			}
			break
		}
		if ok, _ := vm.dictDel(f.ns, vm.str(name)); !ok {
			err = vm.raise(vm.types.NameError, "name '%s' is not defined", name)
		}
	case compile.LOAD_GLOBAL:
		var v Value
		v, err = vm.loadGlobal(&f.code.caches[in.Cache], f.globals, f.builtins, f.code.code.Names[in.Arg])
		if err == nil {
			st[sp] = up(d, v)
			sp++
		}
	case compile.STORE_GLOBAL:
		name := f.code.code.Names[in.Arg]
		sp--
		f.globals.strSet(name, vm.str(name), low(d, st[sp]))
	case compile.DELETE_GLOBAL:
		name := f.code.code.Names[in.Arg]
		if ok, _ := vm.dictDel(f.globals, vm.str(name)); !ok {
			err = vm.raise(vm.types.NameError, "name '%s' is not defined", name)
		}
	case compile.LOAD_ATTR:
		var v Value
		v, err = vm.loadAttr(&f.code.caches[in.Cache], low(d, st[sp-1]), f.code.code.Names[in.Arg])
		if err == nil {
			st[sp-1] = up(d, v)
		}
	case compile.STORE_ATTR:
		err = vm.storeAttr(&f.code.caches[in.Cache], low(d, st[sp-1]), f.code.code.Names[in.Arg], low(d, st[sp-2]))
		if err == nil {
			sp -= 2
		}
	case compile.DELETE_ATTR:
		err = vm.delAttr(low(d, st[sp-1]), f.code.code.Names[in.Arg])
		if err == nil {
			sp--
		}
	case compile.LOAD_METHOD:
		var m, self Value
		m, self, err = vm.loadMethod(&f.code.caches[in.Cache], low(d, st[sp-1]), f.code.code.Names[in.Arg])
		if err == nil {
			st[sp-1] = up(d, m)
			st[sp] = up(d, self)
			sp++
		}
	case compile.UNARY_NOT:
		var b bool
		b, err = vm.truth(low(d, st[sp-1]))
		if err == nil {
			st[sp-1] = up(d, boolOf(!b))
		}
	case compile.UNARY_NEGATIVE, compile.UNARY_POSITIVE, compile.UNARY_INVERT:
		var v Value
		v, err = vm.unaryOp(in.Op, low(d, st[sp-1]))
		if err == nil {
			st[sp-1] = up(d, v)
		}
	case compile.BINARY_OP:
		a, b := st[sp-2], st[sp-1]
		if d.Branch(d.Eq(d.And(d.Or(a, b), d.Const(intTagMask)), d.Const(0))) {
			if v, ok := intArith(vm, d, in.Arg, a, b); ok {
				st[sp-2] = v
				sp--
				break
			}
		}
		var v Value
		vm.fresh = 0 // see binaryOpTemp
		v, err = vm.binaryOp(int(in.Arg), low(d, a), low(d, b))
		if err == nil {
			st[sp-2] = up(d, v)
			sp--
		}
	case compile.COMPARE_OP:
		a, b := st[sp-2], st[sp-1]
		if d.Branch(d.Eq(d.And(d.Or(a, b), d.Const(intTagMask)), d.Const(0))) {
			st[sp-2] = intCompare(d, in.Arg, a, b)
			sp--
			break
		}
		var v Value
		v, err = vm.compare(int(in.Arg), low(d, a), low(d, b))
		if err == nil {
			st[sp-2] = up(d, v)
			sp--
		}
	case compile.IS_OP:
		c := d.Eq(st[sp-2], st[sp-1])
		if in.Arg == 1 {
			c = d.Ne(st[sp-2], st[sp-1])
		}
		st[sp-2] = boolWord(d, c)
		sp--
	case compile.CONTAINS_OP:
		var b bool
		b, err = vm.contains(low(d, st[sp-1]), low(d, st[sp-2]))
		if err == nil {
			st[sp-2] = up(d, boolOf(b != (in.Arg == 1)))
			sp--
		}
	case compile.BINARY_SUBSCR:
		var v Value
		v, err = vm.getItem(low(d, st[sp-2]), low(d, st[sp-1]))
		if err == nil {
			st[sp-2] = up(d, v)
			sp--
		}
	case compile.STORE_SUBSCR:
		err = vm.setItem(low(d, st[sp-2]), low(d, st[sp-1]), low(d, st[sp-3]))
		if err == nil {
			sp -= 3
		}
	case compile.DELETE_SUBSCR:
		err = vm.delItem(low(d, st[sp-2]), low(d, st[sp-1]))
		if err == nil {
			sp -= 2
		}
	case compile.BUILD_SLICE:
		k := int(in.Arg)
		s := &Slice{start: low(d, st[sp-k]), stop: low(d, st[sp-k+1]), step: None}
		if k == 3 {
			s.step = low(d, st[sp-1])
		}
		st[sp-k] = up(d, vm.newObj(s))
		sp = sp - k + 1
	case compile.BUILD_TUPLE, compile.BUILD_LIST, compile.BUILD_SET:
		k := int(in.Arg)
		items := make([]Value, k)
		for i := range items {
			items[i] = low(d, st[sp-k+i])
		}
		var v Value
		switch in.Op {
		case compile.BUILD_TUPLE:
			v = vm.tuple(items)
		case compile.BUILD_LIST:
			v = vm.list(items)
		default:
			v, err = vm.newSet(items, false)
		}
		if err == nil {
			st[sp-k] = up(d, v)
			sp = sp - k + 1
		}
	case compile.BUILD_MAP:
		k := int(in.Arg)
		m := newDict()
		for i := 0; i < k && err == nil; i++ {
			err = vm.dictSet(m, low(d, st[sp-2*k+2*i]), low(d, st[sp-2*k+2*i+1]))
		}
		if err == nil {
			st[sp-2*k] = up(d, vm.newObj(m))
			sp = sp - 2*k + 1
		}
	case compile.LIST_APPEND:
		l := vm.obj(low(d, st[sp-1-int(in.Arg)])).(*List)
		err = vm.listAppend(l, low(d, st[sp-1]))
		sp--
	case compile.SET_ADD:
		s := vm.obj(low(d, st[sp-1-int(in.Arg)])).(*Set)
		err = vm.setAddAll(&s.t, []Value{low(d, st[sp-1])})
		sp--
	case compile.MAP_ADD:
		m := vm.obj(low(d, st[sp-2-int(in.Arg)])).(*Dict)
		err = vm.dictSet(m, low(d, st[sp-2]), low(d, st[sp-1]))
		sp -= 2
	case compile.LIST_EXTEND, compile.SET_UPDATE:
		target := vm.obj(low(d, st[sp-1-int(in.Arg)]))
		if s, ok := target.(*Set); ok {
			err = vm.setUpdate(&s.t, low(d, st[sp-1]))
		} else {
			var items []Value
			items, err = vm.iterate(low(d, st[sp-1]))
			if err == nil {
				err = vm.listExtend(target.(*List), items)
			}
		}
		if err != nil {
			if vm.matches(err, vm.types.TypeError) && !vm.isIterable(low(d, st[sp-1])) {
				err = vm.raise(vm.types.TypeError, "Value after * must be an iterable, not %s", vm.typeName(low(d, st[sp-1])))
			}
			break
		}
		sp--
	case compile.DICT_UPDATE, compile.DICT_MERGE:
		m := vm.obj(low(d, st[sp-1-int(in.Arg)])).(*Dict)
		err = vm.dictUpdate(m, low(d, st[sp-1]), in.Op == compile.DICT_MERGE)
		sp--
	case compile.LIST_TO_TUPLE:
		l := vm.obj(low(d, st[sp-1])).(*List)
		st[sp-1] = up(d, vm.tuple(l.items))
	case compile.UNPACK_SEQUENCE:
		var items []Value
		items, err = vm.unpack(low(d, st[sp-1]), int(in.Arg))
		if err == nil {
			sp--
			for i := len(items) - 1; i >= 0; i-- {
				st[sp] = up(d, items[i])
				sp++
			}
		}
	case compile.UNPACK_EX:
		var items []Value
		items, err = vm.unpackEx(low(d, st[sp-1]), int(in.Arg&0xff), int(in.Arg>>8))
		if err == nil {
			sp--
			for i := len(items) - 1; i >= 0; i-- {
				st[sp] = up(d, items[i])
				sp++
			}
		}
	case compile.FORMAT_VALUE:
		spec := Null
		k := sp - 1
		if in.Arg&compile.FormatWithSpec != 0 {
			spec = low(d, st[sp-1])
			k = sp - 2
		}
		var v Value
		v, err = vm.formatValue(low(d, st[k]), int(in.Arg&compile.FormatConvMask), spec)
		if err == nil {
			st[k] = up(d, v)
			sp = k + 1
		}
	case compile.BUILD_STRING:
		k := int(in.Arg)
		parts := make([]Value, k)
		for i := range parts {
			parts[i] = low(d, st[sp-k+i])
		}
		st[sp-k] = up(d, vm.concatStrs(parts))
		sp = sp - k + 1
	case compile.GET_ITER, compile.GET_YIELD_FROM_ITER:
		var it Value
		it, err = vm.iter(low(d, st[sp-1]))
		if err == nil {
			st[sp-1] = up(d, it)
		}
	case compile.FOR_ITER:
		var v Value
		var ok bool
		v, ok, err = vm.forIter(low(d, st[sp-1]))
		if err != nil {
			break
		}
		if ok {
			st[sp] = up(d, v)
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
		if !d.Tracing() {
			err = vm.safePoint()
		}
		if err == nil {
			f.pc = int(in.Arg)
		}
	case compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE:
		sp--
		v := st[sp]
		var b bool
		if w := low(d, v); w == True || w == False {
			b = d.Branch(d.Eq(v, d.Const(int64(True))))
		} else {
			b, err = vm.truth(w)
		}
		if b == (in.Op == compile.POP_JUMP_IF_TRUE) {
			f.pc = int(in.Arg)
		}
	case compile.JUMP_IF_FALSE_OR_POP, compile.JUMP_IF_TRUE_OR_POP:
		var b bool
		b, err = vm.truth(low(d, st[sp-1]))
		if err != nil {
			break
		}
		if b == (in.Op == compile.JUMP_IF_TRUE_OR_POP) {
			f.pc = int(in.Arg)
		} else {
			sp--
		}
	case compile.KW_NAMES:
		f.kwnames = vm.kwNames(f.code, int(in.Arg))
	case compile.CALL:
		kw := f.kwnames
		f.kwnames = nil
		var nf *frame[V]
		nf, sp, err = call(vm, d, t, f, sp, int(in.Arg), kw)
		if err == nil && nf != nil {
			return nf, zero, nil
		}
	case compile.CALL_FUNCTION_EX:
		var v Value
		kwargs := Null
		k := sp - 1
		if in.Arg&compile.CallExKwargs != 0 {
			kwargs = low(d, st[sp-1])
			k--
		}
		v, err = vm.callEx(low(d, st[k-1]), low(d, st[k]), kwargs)
		if err == nil {
			st[k-2] = up(d, v)
			sp = k - 1
		}
	case compile.MAKE_FUNCTION:
		var v Value
		k := sp - 1 - popCount(int(in.Arg))
		args := make([]Value, sp-k)
		for i := range args {
			args[i] = low(d, st[k+i])
		}
		v, err = vm.makeFunction(f.globals, f.builtins, int(in.Arg), args)
		if err == nil {
			st[k] = up(d, v)
			sp = k + 1
		}
	case compile.LOAD_BUILD_CLASS:
		st[sp] = up(d, vm.buildClass)
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
		var v Value
		var done bool
		v, done, err = vm.send(low(d, st[sp-2]), low(d, st[sp-1]))
		if err != nil {
			break
		}
		if done {
			st[sp-2] = up(d, v)
			sp--
			f.pc = int(in.Arg)
		} else {
			st[sp-1] = up(d, v)
		}
	case compile.RAISE_VARARGS:
		switch in.Arg {
		case 0:
			if vm.handled == None {
				err = vm.raise(vm.types.RuntimeError, "No active exception to reraise")
			} else {
				err = &PyError{vm: vm, Exc: vm.handled, reraise: true}
			}
		case 1:
			err = vm.makeRaise(low(d, st[sp-1]), Null)
		default:
			err = vm.makeRaise(low(d, st[sp-2]), low(d, st[sp-1]))
		}
	case compile.RERAISE:
		// The handler is looked up at the RERAISE itself; the lasti
		// below the exception only matters to the frame's line (the
		// traceback already has it), as in CPython.
		err = &PyError{vm: vm, Exc: low(d, st[sp-1]), reraise: true}
	case compile.PUSH_EXC_INFO:
		exc := st[sp-1]
		st[sp-1] = up(d, vm.handled)
		st[sp] = exc
		sp++
		vm.handled = low(d, exc)
	case compile.POP_EXCEPT:
		sp--
		vm.handled = low(d, st[sp])
	case compile.CHECK_EXC_MATCH:
		var b bool
		b, err = vm.excMatch(low(d, st[sp-2]), low(d, st[sp-1]))
		if err == nil {
			st[sp-1] = up(d, boolOf(b))
		}
	case compile.LOAD_ASSERTION_ERROR:
		st[sp] = up(d, vm.types.AssertionError.self)
		sp++
	case compile.BEFORE_WITH:
		var exit, entered Value
		exit, entered, err = vm.beforeWith(low(d, st[sp-1]))
		if err == nil {
			st[sp-1] = up(d, exit)
			st[sp] = up(d, entered)
			sp++
		}
	case compile.WITH_EXCEPT_START:
		exc := low(d, st[sp-1])
		var v Value
		v, err = vm.callFromGo(low(d, st[sp-4]), []Value{vm.typeOf(exc).self, exc, None}, nil)
		if err == nil {
			st[sp] = up(d, v)
			sp++
		}
	case compile.IMPORT_NAME:
		var v Value
		v, err = vm.importName(f.code.code.Names[in.Arg], low(d, st[sp-1]), low(d, st[sp-2]), f.globals)
		if err == nil {
			st[sp-2] = up(d, v)
			sp--
		}
	case compile.IMPORT_FROM:
		var v Value
		v, err = vm.importFrom(low(d, st[sp-1]), f.code.code.Names[in.Arg])
		if err == nil {
			st[sp] = up(d, v)
			sp++
		}
	case compile.GET_LEN:
		var k int
		if k, err = vm.length(low(d, st[sp-1])); err == nil {
			st[sp] = up(d, vm.Int(int64(k)))
			sp++
		}
	case compile.MATCH_MAPPING:
		st[sp] = up(d, boolOf(vm.matchMapping(low(d, st[sp-1]))))
		sp++
	case compile.MATCH_SEQUENCE:
		st[sp] = up(d, boolOf(vm.matchSequence(low(d, st[sp-1]))))
		sp++
	case compile.MATCH_KEYS:
		var v Value
		if v, err = vm.matchKeys(low(d, st[sp-2]), low(d, st[sp-1])); err == nil {
			st[sp] = up(d, v)
			sp++
		}
	case compile.MATCH_CLASS:
		var v Value
		if v, err = vm.matchClass(low(d, st[sp-3]), low(d, st[sp-2]), low(d, st[sp-1]), int(in.Arg)); err == nil {
			st[sp-3] = up(d, v)
			sp -= 2
		}
	case compile.IMPORT_STAR:
		err = vm.importStar(low(d, st[sp-1]), f.ns)
		sp--
	case compile.SETUP_ANNOTATIONS:
		if f.hasNsMap {
			err = vm.setupAnnotationsMap(f.nsMap)
			break
		}
		if _, ok := f.ns.strGet("__annotations__"); !ok {
			f.ns.strSet("__annotations__", vm.str("__annotations__"), vm.newObj(newDict()))
		}
	case compile.PRINT_EXPR:
		err = vm.printExpr(low(d, st[sp-1]))
		sp--
	default:
		err = vm.raise(vm.types.SystemError(), "unknown opcode %v", in.Op)
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
				f.push(up(d, smallInt(int64(f.pc-1))))
			}
			f.push(up(d, pe.Exc))
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
		if w := low(d, v); w != None {
			return nil, v, vm.raise(vm.types.TypeError, "__init__() should return None, not '%s'", vm.typeName(w))
		}
		v = f.initSelf
	}
	t.frames = t.frames[:len(t.frames)-1]
	if f.gen != nil {
		f.gen.done = true
		f.gen.result = low(d, v)
		return nil, v, nil
	}
	t.release(f)
	if len(t.frames) == floor {
		return nil, v, nil
	}
	return t.frames[len(t.frames)-1], v, nil
}

// intArith is BINARY_OP's + - * & | ^ on immediate ints a and b (the
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
	}
	return a, false
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
