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
func execute[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], floor int) (V, error) {
	var zero V
	f := t.frames[len(t.frames)-1]
	code := f.code.code.Code
	if f.throw != nil {
		err := f.throw
		f.throw = nil
		var uerr error
		if f, uerr = unwind(vm, d, t, floor, err); uerr != nil {
			return zero, uerr
		}
		code = f.code.code.Code
	}
	intMask := d.Const(intTagMask)
	zeroW := d.Const(0)
	for {
		pc := f.pc
		in := code[pc]
		f.pc = pc + 1
		var err error
		st := f.stack
		n := len(st)
		switch in.Op {
		case compile.NOP:
		case compile.POP_TOP:
			f.stack = st[:n-1]
		case compile.PUSH_NULL:
			f.stack = append(st, d.Const(int64(Null)))
		case compile.COPY:
			f.stack = append(st, st[n-int(in.Arg)])
		case compile.SWAP:
			k := n - int(in.Arg)
			st[n-1], st[k] = st[k], st[n-1]
		case compile.LOAD_CONST:
			f.stack = append(st, up(d, f.code.consts[in.Arg]))
		case compile.LOAD_FAST:
			v := f.locals[in.Arg]
			if low(d, v) == Null {
				err = vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", f.code.code.Varnames[in.Arg])
				break
			}
			f.stack = append(st, v)
		case compile.STORE_FAST:
			f.locals[in.Arg] = st[n-1]
			f.stack = st[:n-1]
		case compile.DELETE_FAST:
			if low(d, f.locals[in.Arg]) == Null {
				err = vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", f.code.code.Varnames[in.Arg])
				break
			}
			f.locals[in.Arg] = up(d, Null)
		case compile.LOAD_DEREF, compile.LOAD_CLASSDEREF:
			c := f.cells[in.Arg]
			if in.Op == compile.LOAD_CLASSDEREF {
				name := vm.cellName(f.code.code, int(in.Arg))
				if v, ok := f.ns.strGet(name); ok {
					f.stack = append(st, up(d, v))
					break
				}
			}
			if c.v == Null {
				err = vm.unboundCell(f.code.code, int(in.Arg))
				break
			}
			f.stack = append(st, up(d, c.v))
		case compile.STORE_DEREF:
			f.cells[in.Arg].v = low(d, st[n-1])
			f.stack = st[:n-1]
		case compile.DELETE_DEREF:
			c := f.cells[in.Arg]
			if c.v == Null {
				err = vm.unboundCell(f.code.code, int(in.Arg))
				break
			}
			c.v = Null
		case compile.LOAD_CLOSURE:
			f.stack = append(st, up(d, f.cells[in.Arg].self))
		case compile.LOAD_NAME:
			var v Value
			if f.hasNsMap {
				v, err = vm.loadNameMap(f.nsMap, f.globals, f.builtins, f.code.code.Names[in.Arg])
			} else {
				v, err = vm.loadName(f.ns, f.globals, f.builtins, f.code.code.Names[in.Arg])
			}
			if err == nil {
				f.stack = append(st, up(d, v))
			}
		case compile.STORE_NAME:
			name := f.code.code.Names[in.Arg]
			if f.hasNsMap {
				if err = vm.setItem(f.nsMap, vm.str(name), low(d, st[n-1])); err == nil {
					f.stack = st[:n-1]
				}
				break
			}
			f.ns.strSet(name, vm.str(name), low(d, st[n-1]))
			f.stack = st[:n-1]
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
				f.stack = append(st, up(d, v))
			}
		case compile.STORE_GLOBAL:
			name := f.code.code.Names[in.Arg]
			f.globals.strSet(name, vm.str(name), low(d, st[n-1]))
			f.stack = st[:n-1]
		case compile.DELETE_GLOBAL:
			name := f.code.code.Names[in.Arg]
			if ok, _ := vm.dictDel(f.globals, vm.str(name)); !ok {
				err = vm.raise(vm.types.NameError, "name '%s' is not defined", name)
			}
		case compile.LOAD_ATTR:
			var v Value
			v, err = vm.loadAttr(&f.code.caches[in.Cache], low(d, st[n-1]), f.code.code.Names[in.Arg])
			if err == nil {
				st[n-1] = up(d, v)
			}
		case compile.STORE_ATTR:
			err = vm.storeAttr(&f.code.caches[in.Cache], low(d, st[n-1]), f.code.code.Names[in.Arg], low(d, st[n-2]))
			if err == nil {
				f.stack = st[:n-2]
			}
		case compile.DELETE_ATTR:
			err = vm.delAttr(low(d, st[n-1]), f.code.code.Names[in.Arg])
			if err == nil {
				f.stack = st[:n-1]
			}
		case compile.LOAD_METHOD:
			var m, self Value
			m, self, err = vm.loadMethod(&f.code.caches[in.Cache], low(d, st[n-1]), f.code.code.Names[in.Arg])
			if err == nil {
				st[n-1] = up(d, m)
				f.stack = append(st, up(d, self))
			}
		case compile.UNARY_NOT:
			v := low(d, st[n-1])
			var b bool
			b, err = vm.truth(v)
			if err == nil {
				st[n-1] = up(d, boolOf(!b))
			}
		case compile.UNARY_NEGATIVE, compile.UNARY_POSITIVE, compile.UNARY_INVERT:
			var v Value
			v, err = vm.unaryOp(in.Op, low(d, st[n-1]))
			if err == nil {
				st[n-1] = up(d, v)
			}
		case compile.BINARY_OP:
			a, b := st[n-2], st[n-1]
			if d.Branch(d.Eq(d.And(d.Or(a, b), intMask), zeroW)) {
				switch in.Arg {
				case compile.NBAdd, compile.NBInplace + compile.NBAdd:
					if !d.IntOverflow(d.AddOvf(a, b), domain.Heap{H: vm.heap}) {
						st[n-2] = d.Add(a, b)
						f.stack = st[:n-1]
						continue
					}
				case compile.NBSubtract, compile.NBInplace + compile.NBSubtract:
					if !d.IntOverflow(d.SubOvf(a, b), domain.Heap{H: vm.heap}) {
						st[n-2] = d.Sub(a, b)
						f.stack = st[:n-1]
						continue
					}
				case compile.NBMultiply, compile.NBInplace + compile.NBMultiply:
					x := d.Sar(a, d.Const(heap.PayloadShift))
					if !d.IntOverflow(d.MulOvf(x, b), domain.Heap{H: vm.heap}) {
						st[n-2] = d.Mul(x, b)
						f.stack = st[:n-1]
						continue
					}
				}
			}
			if v, ok := fastFloat(in.Arg, low(d, a), low(d, b)); ok {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
				continue
			}
			var v Value
			v, err = vm.binaryOp(int(in.Arg), low(d, a), low(d, b))
			if err == nil {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
			}
		case compile.COMPARE_OP:
			a, b := st[n-2], st[n-1]
			if d.Branch(d.Eq(d.And(d.Or(a, b), intMask), zeroW)) {
				var c C
				switch in.Arg {
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
				st[n-2] = boolWord(d, c)
				f.stack = st[:n-1]
				continue
			}
			if v, ok := fastFloatCompare(in.Arg, low(d, a), low(d, b)); ok {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
				continue
			}
			var v Value
			v, err = vm.compare(int(in.Arg), low(d, a), low(d, b))
			if err == nil {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
			}
		case compile.IS_OP:
			c := d.Eq(st[n-2], st[n-1])
			if in.Arg == 1 {
				c = d.Ne(st[n-2], st[n-1])
			}
			st[n-2] = boolWord(d, c)
			f.stack = st[:n-1]
		case compile.CONTAINS_OP:
			var b bool
			b, err = vm.contains(low(d, st[n-1]), low(d, st[n-2]))
			if err == nil {
				st[n-2] = up(d, boolOf(b != (in.Arg == 1)))
				f.stack = st[:n-1]
			}
		case compile.BINARY_SUBSCR:
			if v, ok := vm.fastGetItem(low(d, st[n-2]), low(d, st[n-1])); ok {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
				continue
			}
			var v Value
			v, err = vm.getItem(low(d, st[n-2]), low(d, st[n-1]))
			if err == nil {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
			}
		case compile.STORE_SUBSCR:
			if vm.fastSetItem(low(d, st[n-2]), low(d, st[n-1]), low(d, st[n-3])) {
				f.stack = st[:n-3]
				continue
			}
			err = vm.setItem(low(d, st[n-2]), low(d, st[n-1]), low(d, st[n-3]))
			if err == nil {
				f.stack = st[:n-3]
			}
		case compile.DELETE_SUBSCR:
			err = vm.delItem(low(d, st[n-2]), low(d, st[n-1]))
			if err == nil {
				f.stack = st[:n-2]
			}
		case compile.BUILD_SLICE:
			k := int(in.Arg)
			s := &Slice{start: low(d, st[n-k]), stop: low(d, st[n-k+1]), step: None}
			if k == 3 {
				s.step = low(d, st[n-1])
			}
			st[n-k] = up(d, vm.newObj(s))
			f.stack = st[:n-k+1]
		case compile.BUILD_TUPLE, compile.BUILD_LIST, compile.BUILD_SET:
			k := int(in.Arg)
			items := make([]Value, k)
			for i := range items {
				items[i] = low(d, st[n-k+i])
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
				f.stack = append(st[:n-k], up(d, v))
			}
		case compile.BUILD_MAP:
			k := int(in.Arg)
			m := newDict()
			for i := 0; i < k && err == nil; i++ {
				err = vm.dictSet(m, low(d, st[n-2*k+2*i]), low(d, st[n-2*k+2*i+1]))
			}
			if err == nil {
				f.stack = append(st[:n-2*k], up(d, vm.newObj(m)))
			}
		case compile.LIST_APPEND:
			l := vm.obj(low(d, st[n-1-int(in.Arg)])).(*List)
			err = vm.listAppend(l, low(d, st[n-1]))
			f.stack = st[:n-1]
		case compile.SET_ADD:
			s := vm.obj(low(d, st[n-1-int(in.Arg)])).(*Set)
			err = vm.dictSet(s.d, low(d, st[n-1]), None)
			f.stack = st[:n-1]
		case compile.MAP_ADD:
			m := vm.obj(low(d, st[n-2-int(in.Arg)])).(*Dict)
			err = vm.dictSet(m, low(d, st[n-2]), low(d, st[n-1]))
			f.stack = st[:n-2]
		case compile.LIST_EXTEND, compile.SET_UPDATE:
			var items []Value
			items, err = vm.iterate(low(d, st[n-1]))
			if err != nil {
				if vm.matches(err, vm.types.TypeError) && !vm.isIterable(low(d, st[n-1])) {
					err = vm.raise(vm.types.TypeError, "Value after * must be an iterable, not %s", vm.typeName(low(d, st[n-1])))
				}
				break
			}
			target := vm.obj(low(d, st[n-1-int(in.Arg)]))
			if l, ok := target.(*List); ok {
				err = vm.listExtend(l, items)
			} else {
				s := target.(*Set)
				for _, x := range items {
					if err = vm.dictSet(s.d, x, None); err != nil {
						break
					}
				}
			}
			f.stack = st[:n-1]
		case compile.DICT_UPDATE, compile.DICT_MERGE:
			m := vm.obj(low(d, st[n-1-int(in.Arg)])).(*Dict)
			err = vm.dictUpdate(m, low(d, st[n-1]), in.Op == compile.DICT_MERGE)
			f.stack = st[:n-1]
		case compile.LIST_TO_TUPLE:
			l := vm.obj(low(d, st[n-1])).(*List)
			st[n-1] = up(d, vm.tuple(l.items))
		case compile.UNPACK_SEQUENCE:
			var items []Value
			items, err = vm.unpack(low(d, st[n-1]), int(in.Arg))
			if err == nil {
				f.stack = st[:n-1]
				for i := len(items) - 1; i >= 0; i-- {
					f.stack = append(f.stack, up(d, items[i]))
				}
			}
		case compile.UNPACK_EX:
			var items []Value
			items, err = vm.unpackEx(low(d, st[n-1]), int(in.Arg&0xff), int(in.Arg>>8))
			if err == nil {
				f.stack = st[:n-1]
				for i := len(items) - 1; i >= 0; i-- {
					f.stack = append(f.stack, up(d, items[i]))
				}
			}
		case compile.FORMAT_VALUE:
			spec := Null
			k := n - 1
			if in.Arg&compile.FormatWithSpec != 0 {
				spec = low(d, st[n-1])
				k = n - 2
			}
			var v Value
			v, err = vm.formatValue(low(d, st[k]), int(in.Arg&compile.FormatConvMask), spec)
			if err == nil {
				st[k] = up(d, v)
				f.stack = st[:k+1]
			}
		case compile.BUILD_STRING:
			k := int(in.Arg)
			parts := make([]Value, k)
			for i := range parts {
				parts[i] = low(d, st[n-k+i])
			}
			f.stack = append(st[:n-k], up(d, vm.concatStrs(parts)))
		case compile.GET_ITER, compile.GET_YIELD_FROM_ITER:
			var it Value
			it, err = vm.iter(low(d, st[n-1]))
			if err == nil {
				st[n-1] = up(d, it)
			}
		case compile.FOR_ITER:
			var v Value
			var ok bool
			v, ok, err = vm.forIter(low(d, st[n-1]))
			if err != nil {
				break
			}
			if ok {
				f.stack = append(st, up(d, v))
			} else {
				f.stack = st[:n-1]
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
			v := st[n-1]
			f.stack = st[:n-1]
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
			b, err = vm.truth(low(d, st[n-1]))
			if err != nil {
				break
			}
			if b == (in.Op == compile.JUMP_IF_TRUE_OR_POP) {
				f.pc = int(in.Arg)
			} else {
				f.stack = st[:n-1]
			}
		case compile.KW_NAMES:
			f.kwnames = vm.kwNames(f.code, int(in.Arg))
		case compile.CALL:
			kw := f.kwnames
			f.kwnames = nil
			var nf *frame[V]
			nf, err = call(vm, d, t, f, int(in.Arg), kw)
			if err == nil && nf != nil {
				f = nf
				code = f.code.code.Code
			}
		case compile.CALL_FUNCTION_EX:
			var v Value
			kwargs := Null
			k := n - 1
			if in.Arg&compile.CallExKwargs != 0 {
				kwargs = low(d, st[n-1])
				k--
			}
			v, err = vm.callEx(low(d, st[k-1]), low(d, st[k]), kwargs)
			if err == nil {
				f.stack = append(st[:k-2], up(d, v))
			}
		case compile.MAKE_FUNCTION:
			var v Value
			k := n - 1 - popCount(int(in.Arg))
			args := make([]Value, n-k)
			for i := range args {
				args[i] = low(d, st[k+i])
			}
			v, err = vm.makeFunction(f.globals, f.builtins, int(in.Arg), args)
			if err == nil {
				f.stack = append(st[:k], up(d, v))
			}
		case compile.LOAD_BUILD_CLASS:
			f.stack = append(st, up(d, vm.buildClass))
		case compile.RETURN_VALUE:
			v := st[n-1]
			f.stack = st[:n-1]
			var caller *frame[V]
			caller, v, err = ret(vm, d, t, f, v, floor)
			if err != nil {
				break
			}
			if caller == nil {
				return v, nil
			}
			f = caller
			code = f.code.code.Code
		case compile.YIELD_VALUE:
			f.stack = st[:n-1]
			f.yielded = true
			t.frames = t.frames[:len(t.frames)-1]
			return st[n-1], nil
		case compile.SEND:
			var v Value
			var done bool
			v, done, err = vm.send(low(d, st[n-2]), low(d, st[n-1]))
			if err != nil {
				break
			}
			if done {
				f.stack = append(st[:n-2], up(d, v))
				f.pc = int(in.Arg)
			} else {
				st[n-1] = up(d, v)
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
				err = vm.makeRaise(low(d, st[n-1]), Null)
			default:
				err = vm.makeRaise(low(d, st[n-2]), low(d, st[n-1]))
			}
		case compile.RERAISE:
			// The handler is looked up at the RERAISE itself; the lasti
			// below the exception only matters to the frame's line (the
			// traceback already has it), as in CPython.
			err = &PyError{vm: vm, Exc: low(d, st[n-1]), reraise: true}
		case compile.PUSH_EXC_INFO:
			exc := st[n-1]
			st[n-1] = up(d, vm.handled)
			f.stack = append(st, exc)
			vm.handled = low(d, exc)
		case compile.POP_EXCEPT:
			vm.handled = low(d, st[n-1])
			f.stack = st[:n-1]
		case compile.CHECK_EXC_MATCH:
			var b bool
			b, err = vm.excMatch(low(d, st[n-2]), low(d, st[n-1]))
			if err == nil {
				st[n-1] = up(d, boolOf(b))
			}
		case compile.LOAD_ASSERTION_ERROR:
			f.stack = append(st, up(d, vm.types.AssertionError.self))
		case compile.BEFORE_WITH:
			var exit, entered Value
			exit, entered, err = vm.beforeWith(low(d, st[n-1]))
			if err == nil {
				st[n-1] = up(d, exit)
				f.stack = append(st, up(d, entered))
			}
		case compile.WITH_EXCEPT_START:
			exc := low(d, st[n-1])
			var v Value
			v, err = vm.callFromGo(low(d, st[n-4]), []Value{vm.typeOf(exc).self, exc, None}, nil)
			if err == nil {
				f.stack = append(st, up(d, v))
			}
		case compile.IMPORT_NAME:
			var v Value
			v, err = vm.importName(f.code.code.Names[in.Arg], low(d, st[n-1]), low(d, st[n-2]), f.globals)
			if err == nil {
				st[n-2] = up(d, v)
				f.stack = st[:n-1]
			}
		case compile.IMPORT_FROM:
			var v Value
			v, err = vm.importFrom(low(d, st[n-1]), f.code.code.Names[in.Arg])
			if err == nil {
				f.stack = append(st, up(d, v))
			}
		case compile.GET_LEN:
			var k int
			if k, err = vm.length(low(d, st[n-1])); err == nil {
				f.stack = append(st, up(d, vm.Int(int64(k))))
			}
		case compile.MATCH_MAPPING:
			f.stack = append(st, up(d, boolOf(vm.matchMapping(low(d, st[n-1])))))
		case compile.MATCH_SEQUENCE:
			f.stack = append(st, up(d, boolOf(vm.matchSequence(low(d, st[n-1])))))
		case compile.MATCH_KEYS:
			var v Value
			if v, err = vm.matchKeys(low(d, st[n-2]), low(d, st[n-1])); err == nil {
				f.stack = append(st, up(d, v))
			}
		case compile.MATCH_CLASS:
			var v Value
			if v, err = vm.matchClass(low(d, st[n-3]), low(d, st[n-2]), low(d, st[n-1]), int(in.Arg)); err == nil {
				st[n-3] = up(d, v)
				f.stack = st[:n-2]
			}
		case compile.IMPORT_STAR:
			err = vm.importStar(low(d, st[n-1]), f.ns)
			f.stack = st[:n-1]
		case compile.SETUP_ANNOTATIONS:
			if f.hasNsMap {
				err = vm.setupAnnotationsMap(f.nsMap)
				break
			}
			if _, ok := f.ns.strGet("__annotations__"); !ok {
				f.ns.strSet("__annotations__", vm.str("__annotations__"), vm.newObj(newDict()))
			}
		case compile.PRINT_EXPR:
			err = vm.printExpr(low(d, st[n-1]))
			f.stack = st[:n-1]
		default:
			err = vm.raise(vm.types.SystemError(), "unknown opcode %v", in.Op)
		}
		if err != nil {
			var uerr error
			if f, uerr = unwind(vm, d, t, floor, err); uerr != nil {
				return zero, uerr
			}
			code = f.code.code.Code
		}
	}
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
			f.stack = f.stack[:h.Depth]
			if h.Lasti {
				f.stack = append(f.stack, up(d, smallInt(int64(f.pc-1))))
			}
			f.stack = append(f.stack, up(d, pe.Exc))
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

// ret returns v from frame f: the caller to go on with, or nil when f
// was the frame at the floor (the value is then execute's result).
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
	caller := t.frames[len(t.frames)-1]
	caller.stack = append(caller.stack, v)
	return caller, v, nil
}
