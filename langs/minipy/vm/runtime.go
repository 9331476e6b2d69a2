package vm

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// The runtime functions the eval loop calls through the domain
// (domain.Domain.Call): every Go helper an instruction needs on values,
// so that a recording records a call with its effects where the
// interpreter calls, and never reads a value to hand it to Go. Their
// arguments are words: values, and for what an instruction names (a
// code object's names and caches, a frame's namespaces) the handle of
// the code object or dict with an index, constants of a trace (the code
// is green; the namespaces are the frame's, fixed for its code).
//
// A function that raises keeps its exception in vm.pending and returns
// its status last (domain.Raises); the loop takes the exception right
// after the call (pending), which a recording's next Begin guards.
const (
	fnBinaryOp = iota
	fnBinaryOpTemp
	fnCompare
	fnTruth
	fnUnaryOp
	fnContains
	fnGetItem
	fnSetItem
	fnDelItem
	fnLoadAttr
	fnStoreAttr
	fnDelAttr
	fnLoadMethod
	fnIter
	fnForIter
	fnUnpack
	fnUnpackEx
	fnItem
	fnFormatValue
	fnBuildString
	fnBuildTuple
	fnBuildList
	fnBuildSet
	fnBuildMap
	fnBuildSlice
	fnListAppend
	fnSetAdd
	fnMapAdd
	fnExtend
	fnDictUpdate
	fnListToTuple
	fnCallEx
	fnMakeFunction
	fnSend
	fnRaise
	fnReraise
	fnReraiseExc
	fnSwapHandled
	fnExcMatch
	fnBeforeWith
	fnWithExceptStart
	fnImportName
	fnImportFrom
	fnImportStar
	fnGetLen
	fnMatchMapping
	fnMatchSequence
	fnMatchKeys
	fnMatchClass
	fnPrintExpr
	fnLoadName
	fnStoreName
	fnDeleteName
	fnLoadGlobal
	fnStoreGlobal
	fnDeleteGlobal
	fnLoadDeref
	fnStoreDeref
	fnDeleteDeref
	fnSetupAnnotations
	fnUnboundLocal
	fnCaught
	fnUnknownOp
	fnCall
	fnNewInstance
	fnBindArgs
	fnGenResult
	fnInitResult
	numRuntimeFuncs
)

// pending takes the exception the last runtime call raised, if any.
func (vm *VM) pending() error {
	err := vm.raised
	vm.raised = nil
	return err
}

// status keeps err for pending and is a raising function's status.
func (vm *VM) status(err error) int64 {
	if err == nil {
		return 0
	}
	vm.raised = err
	return 1
}

// word is argument i of a runtime call as a Value.
func word(a []int64, i int) Value { return Value(a[i]) }

// words copies runtime call arguments into Values (a function may keep
// neither slice it gets).
func words(a []int64) []Value {
	out := make([]Value, len(a))
	for i, x := range a {
		out[i] = Value(x)
	}
	return out
}

// codeArg is the code object whose handle is argument i.
func (vm *VM) codeArg(a []int64, i int) *codeInfo { return vm.obj(word(a, i)).(*codeInfo) }

// dictArg is the dict whose handle is argument i.
func (vm *VM) dictArg(a []int64, i int) *Dict { return vm.obj(word(a, i)).(*Dict) }

// runtimeFuncs is the table of the runtime functions, in the order of
// their indexes.
func (vm *VM) runtimeFuncs() []*domain.Func {
	ref := []domain.Type{domain.Ref}
	ref2 := []domain.Type{domain.Ref, domain.Ref}
	h := vm.heap
	// raising makes a function that may raise and allocate (and so run
	// the interpreter, which collects) with the results res.
	raising := func(name string, res []domain.Type, fn func(a, r []int64)) *domain.Func {
		return &domain.Func{Name: name, Effects: domain.Raises | domain.Collects, Heap: h, Results: res, Fn: fn}
	}
	// value1 is a raising function of one Value result.
	value1 := func(name string, fn func(a []int64) (Value, error)) *domain.Func {
		return raising(name, ref, func(a, r []int64) {
			v, err := fn(a)
			r[0], r[1] = int64(v), vm.status(err)
		})
	}
	// effect is a raising function of no result.
	effect := func(name string, fn func(a []int64) error) *domain.Func {
		return raising(name, nil, func(a, r []int64) { r[0] = vm.status(fn(a)) })
	}
	// truth1 is a raising function of a bool result, as a bool word.
	truth1 := func(name string, fn func(a []int64) (bool, error)) *domain.Func {
		return value1(name, func(a []int64) (Value, error) {
			b, err := fn(a)
			return boolOf(b), err
		})
	}
	// value2 is a raising function of two Value results.
	value2 := func(name string, fn func(a []int64) (Value, Value, error)) *domain.Func {
		return raising(name, ref2, func(a, r []int64) {
			v, w, err := fn(a)
			r[0], r[1], r[2] = int64(v), int64(w), vm.status(err)
		})
	}
	fs := []*domain.Func{
		fnBinaryOp: value1("binaryOp", func(a []int64) (Value, error) {
			vm.fresh = 0 // see binaryOpTemp
			return vm.binaryOp(int(a[0]), word(a, 1), word(a, 2))
		}),
		fnBinaryOpTemp: value1("binaryOpTemp", func(a []int64) (Value, error) {
			return vm.binaryOpTemp(int(a[0]), uint32(a[1]), word(a, 2), word(a, 3))
		}),
		fnCompare: value1("compare", func(a []int64) (Value, error) { return vm.compare(int(a[0]), word(a, 1), word(a, 2)) }),
		fnTruth:   truth1("truth", func(a []int64) (bool, error) { return vm.truth(word(a, 0)) }),
		fnUnaryOp: value1("unaryOp", func(a []int64) (Value, error) { return vm.unaryOp(compile.Opcode(a[0]), word(a, 1)) }),
		fnContains: truth1("contains", func(a []int64) (bool, error) {
			b, err := vm.contains(word(a, 0), word(a, 1))
			return b != (a[2] != 0), err
		}),
		fnGetItem: value1("getItem", func(a []int64) (Value, error) { return vm.getItem(word(a, 0), word(a, 1)) }),
		fnSetItem: effect("setItem", func(a []int64) error { return vm.setItem(word(a, 0), word(a, 1), word(a, 2)) }),
		fnDelItem: effect("delItem", func(a []int64) error { return vm.delItem(word(a, 0), word(a, 1)) }),
		// attributes: code, cache, name, object (, value)
		fnLoadAttr: value1("loadAttr", func(a []int64) (Value, error) {
			ci := vm.codeArg(a, 0)
			return vm.loadAttr(&ci.caches[a[1]], word(a, 3), ci.code.Names[a[2]])
		}),
		fnStoreAttr: effect("storeAttr", func(a []int64) error {
			ci := vm.codeArg(a, 0)
			return vm.storeAttr(&ci.caches[a[1]], word(a, 3), ci.code.Names[a[2]], word(a, 4))
		}),
		fnDelAttr: effect("delAttr", func(a []int64) error {
			return vm.delAttr(word(a, 2), vm.codeArg(a, 0).code.Names[a[1]])
		}),
		fnLoadMethod: value2("loadMethod", func(a []int64) (Value, Value, error) {
			ci := vm.codeArg(a, 0)
			return vm.loadMethod(&ci.caches[a[1]], word(a, 3), ci.code.Names[a[2]])
		}),
		fnIter: value1("iter", func(a []int64) (Value, error) { return vm.iter(word(a, 0)) }),
		// forIter's second result is 1 when it gave a value (also when
		// it raised: FOR_ITER then does not jump)
		fnForIter: value2("forIter", func(a []int64) (Value, Value, error) {
			v, ok, err := vm.forIter(word(a, 0))
			return v, boolOf(ok || err != nil), err
		}),
		// the unpackings return the items as a tuple, for fnItem
		fnUnpack: value1("unpack", func(a []int64) (Value, error) {
			items, err := vm.unpack(word(a, 0), int(a[1]))
			return vm.tupleOrNull(items, err), err
		}),
		fnUnpackEx: value1("unpackEx", func(a []int64) (Value, error) {
			items, err := vm.unpackEx(word(a, 0), int(a[1]), int(a[2]))
			return vm.tupleOrNull(items, err), err
		}),
		// item i of a tuple the runtime made: its items never change
		fnItem: {Name: "item", Effects: domain.Elidable, Results: ref, Fn: func(a, r []int64) {
			r[0] = int64(vm.obj(word(a, 0)).(*Tuple).items[a[1]])
		}},
		fnFormatValue: value1("formatValue", func(a []int64) (Value, error) {
			return vm.formatValue(word(a, 0), int(a[1]), word(a, 2))
		}),
		fnBuildString: value1("buildString", func(a []int64) (Value, error) { return vm.concatStrs(words(a)), nil }),
		fnBuildTuple:  value1("buildTuple", func(a []int64) (Value, error) { return vm.tuple(words(a)), nil }),
		fnBuildList:   value1("buildList", func(a []int64) (Value, error) { return vm.list(words(a)), nil }),
		fnBuildSet:    value1("buildSet", func(a []int64) (Value, error) { return vm.newSet(words(a), false) }),
		fnBuildMap: value1("buildMap", func(a []int64) (Value, error) {
			m := newDict()
			for i := 0; i < len(a); i += 2 {
				if err := vm.dictSet(m, word(a, i), word(a, i+1)); err != nil {
					return 0, err
				}
			}
			return vm.newObj(m), nil
		}),
		fnBuildSlice: value1("buildSlice", func(a []int64) (Value, error) {
			return vm.newObj(&Slice{start: word(a, 0), stop: word(a, 1), step: word(a, 2)}), nil
		}),
		fnListAppend: effect("listAppend", func(a []int64) error { return vm.listAppend(vm.obj(word(a, 0)).(*List), word(a, 1)) }),
		fnSetAdd: effect("setAdd", func(a []int64) error {
			return vm.setAddAll(&vm.obj(word(a, 0)).(*Set).t, []Value{word(a, 1)})
		}),
		fnMapAdd: effect("mapAdd", func(a []int64) error { return vm.dictSet(vm.obj(word(a, 0)).(*Dict), word(a, 1), word(a, 2)) }),
		fnExtend: effect("extend", func(a []int64) error { return vm.extend(word(a, 0), word(a, 1)) }),
		fnDictUpdate: effect("dictUpdate", func(a []int64) error {
			return vm.dictUpdate(vm.obj(word(a, 0)).(*Dict), word(a, 1), a[2] != 0)
		}),
		fnListToTuple: value1("listToTuple", func(a []int64) (Value, error) { return vm.tuple(vm.obj(word(a, 0)).(*List).items), nil }),
		fnCallEx:      value1("callEx", func(a []int64) (Value, error) { return vm.callEx(word(a, 0), word(a, 1), word(a, 2)) }),
		// globals, builtins, flags, then MAKE_FUNCTION's operands
		fnMakeFunction: value1("makeFunction", func(a []int64) (Value, error) {
			return vm.makeFunction(vm.dictArg(a, 0), vm.dictArg(a, 1), int(a[2]), words(a[3:]))
		}),
		// send's second result is 1 when the generator returned
		fnSend: value2("send", func(a []int64) (Value, Value, error) {
			v, done, err := vm.send(word(a, 0), word(a, 1))
			return v, boolOf(done && err == nil), err
		}),
		fnRaise: effect("raise", func(a []int64) error { return vm.makeRaise(word(a, 0), word(a, 1)) }),
		fnReraise: effect("reraise", func([]int64) error {
			if vm.handled == None {
				return vm.raise(vm.types.RuntimeError, "No active exception to reraise")
			}
			return &PyError{vm: vm, Exc: vm.handled, reraise: true}
		}),
		fnReraiseExc: effect("reraiseExc", func(a []int64) error { return &PyError{vm: vm, Exc: word(a, 0), reraise: true} }),
		// the exception being handled, replaced by argument 0
		fnSwapHandled: {Name: "swapHandled", Results: ref, Fn: func(a, r []int64) {
			r[0] = int64(vm.handled)
			vm.handled = word(a, 0)
		}},
		fnExcMatch:   truth1("excMatch", func(a []int64) (bool, error) { return vm.excMatch(word(a, 0), word(a, 1)) }),
		fnBeforeWith: value2("beforeWith", func(a []int64) (Value, Value, error) { return vm.beforeWith(word(a, 0)) }),
		fnWithExceptStart: value1("withExceptStart", func(a []int64) (Value, error) {
			exc := word(a, 1)
			return vm.callFromGo(word(a, 0), []Value{vm.typeOf(exc).self, exc, None}, nil)
		}),
		// code, name, fromlist, level, globals
		fnImportName: value1("importName", func(a []int64) (Value, error) {
			return vm.importName(vm.codeArg(a, 0).code.Names[a[1]], word(a, 2), word(a, 3), vm.dictArg(a, 4))
		}),
		fnImportFrom: value1("importFrom", func(a []int64) (Value, error) {
			return vm.importFrom(word(a, 2), vm.codeArg(a, 0).code.Names[a[1]])
		}),
		fnImportStar: effect("importStar", func(a []int64) error { return vm.importStar(word(a, 0), vm.dictArg(a, 1)) }),
		fnGetLen: value1("getLen", func(a []int64) (Value, error) {
			k, err := vm.length(word(a, 0))
			return vm.Int(int64(k)), err
		}),
		fnMatchMapping: truth1("matchMapping", func(a []int64) (bool, error) { return vm.matchMapping(word(a, 0)), nil }),
		fnMatchSequence: truth1("matchSequence", func(a []int64) (bool, error) {
			return vm.matchSequence(word(a, 0)), nil
		}),
		fnMatchKeys: value1("matchKeys", func(a []int64) (Value, error) { return vm.matchKeys(word(a, 0), word(a, 1)) }),
		fnMatchClass: value1("matchClass", func(a []int64) (Value, error) {
			return vm.matchClass(word(a, 0), word(a, 1), word(a, 2), int(a[3]))
		}),
		fnPrintExpr: effect("printExpr", func(a []int64) error { return vm.printExpr(word(a, 0)) }),
		// names: code, name, then the frame's namespaces (ns or its
		// mapping, globals, builtins) and the value stored
		fnLoadName: value1("loadName", func(a []int64) (Value, error) {
			name := vm.codeArg(a, 0).code.Names[a[1]]
			if ns, ok := vm.obj(word(a, 2)).(*Dict); ok {
				return vm.loadName(ns, vm.dictArg(a, 3), vm.dictArg(a, 4), name)
			}
			return vm.loadNameMap(word(a, 2), vm.dictArg(a, 3), vm.dictArg(a, 4), name)
		}),
		fnStoreName: effect("storeName", func(a []int64) error {
			name := vm.codeArg(a, 0).code.Names[a[1]]
			if ns, ok := vm.obj(word(a, 2)).(*Dict); ok {
				ns.strSet(name, vm.str(name), word(a, 3))
				return nil
			}
			return vm.setItem(word(a, 2), vm.str(name), word(a, 3))
		}),
		fnDeleteName: effect("deleteName", func(a []int64) error {
			name := vm.codeArg(a, 0).code.Names[a[1]]
			if ns, ok := vm.obj(word(a, 2)).(*Dict); ok {
				if ok, _ := vm.dictDel(ns, vm.str(name)); !ok {
					return vm.raise(vm.types.NameError, "name '%s' is not defined", name)
				}
				return nil
			}
			err := vm.delItem(word(a, 2), vm.str(name))
			if err != nil && vm.matches(err, vm.types.KeyError) {
				err = vm.raise(vm.types.NameError, "name '%s' is not defined", name)
			}
			return err
		}),
		// code, cache, name, globals, builtins
		fnLoadGlobal: value1("loadGlobal", func(a []int64) (Value, error) {
			ci := vm.codeArg(a, 0)
			return vm.loadGlobal(&ci.caches[a[1]], vm.dictArg(a, 3), vm.dictArg(a, 4), ci.code.Names[a[2]])
		}),
		fnStoreGlobal: effect("storeGlobal", func(a []int64) error {
			name := vm.codeArg(a, 0).code.Names[a[1]]
			vm.dictArg(a, 2).strSet(name, vm.str(name), word(a, 3))
			return nil
		}),
		fnDeleteGlobal: effect("deleteGlobal", func(a []int64) error {
			name := vm.codeArg(a, 0).code.Names[a[1]]
			if ok, _ := vm.dictDel(vm.dictArg(a, 2), vm.str(name)); !ok {
				return vm.raise(vm.types.NameError, "name '%s' is not defined", name)
			}
			return nil
		}),
		// cells: code, index, cell (, value); LOAD_CLASSDEREF looks in
		// the class body's namespace first (Null for LOAD_DEREF)
		fnLoadDeref: value1("loadDeref", func(a []int64) (Value, error) {
			ci := vm.codeArg(a, 0)
			if ns := word(a, 3); ns != Null {
				if v, ok := vm.obj(ns).(*Dict).strGet(vm.cellName(ci.code, int(a[1]))); ok {
					return v, nil
				}
			}
			if c := vm.obj(word(a, 2)).(*Cell); c.v != Null {
				return c.v, nil
			}
			return 0, vm.unboundCell(ci.code, int(a[1]))
		}),
		fnStoreDeref: {Name: "storeDeref", Fn: func(a, _ []int64) { vm.obj(word(a, 0)).(*Cell).v = word(a, 1) }},
		fnDeleteDeref: effect("deleteDeref", func(a []int64) error {
			c := vm.obj(word(a, 2)).(*Cell)
			if c.v == Null {
				return vm.unboundCell(vm.codeArg(a, 0).code, int(a[1]))
			}
			c.v = Null
			return nil
		}),
		fnSetupAnnotations: effect("setupAnnotations", func(a []int64) error {
			ns, ok := vm.obj(word(a, 0)).(*Dict)
			if !ok {
				return vm.setupAnnotationsMap(word(a, 0))
			}
			if _, ok := ns.strGet("__annotations__"); !ok {
				ns.strSet("__annotations__", vm.str("__annotations__"), vm.newObj(newDict()))
			}
			return nil
		}),
		fnUnboundLocal: effect("unboundLocal", func(a []int64) error {
			return vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", vm.codeArg(a, 0).code.Varnames[a[1]])
		}),
		// the exception unwind found a handler for
		fnCaught: {Name: "caught", Results: ref, Fn: func(_, r []int64) { r[0] = int64(vm.caught) }},
		fnUnknownOp: effect("unknownOp", func(a []int64) error {
			return vm.raise(vm.types.SystemError(), "unknown opcode %v", compile.Opcode(a[0]))
		}),
		// code, keyword names' constant (or -1), the callable, its
		// arguments; it may look at the frames (locals(), vars())
		fnCall: {Name: "call", Effects: domain.Raises | domain.Collects | domain.ForcesFrames, Heap: h, Results: ref, Fn: func(a, r []int64) {
			var kw []string
			if a[1] >= 0 {
				kw = vm.kwNames(vm.codeArg(a, 0), int(a[1]))
			}
			v, err := vm.call(word(a, 2), words(a[3:]), kw)
			r[0], r[1] = int64(v), vm.status(err)
		}},
		fnNewInstance: {Name: "newInstance", Effects: domain.Collects, Heap: h, Results: ref, Fn: func(a, r []int64) {
			r[0] = int64(vm.newInstance(vm.obj(word(a, 0)).(*Class), nil))
		}},
		// bindArgs binds a call's arguments (code, keyword names'
		// constant, the function, self or NULL, the arguments) to a
		// tuple of the new frame's locals, for fnItem
		fnBindArgs: value1("bindArgs", func(a []int64) (Value, error) {
			var kw []string
			if a[1] >= 0 {
				kw = vm.kwNames(vm.codeArg(a, 0), int(a[1]))
			}
			fn := vm.obj(word(a, 2)).(*Function)
			locals := make([]Value, fn.code.nlocals)
			if err := vm.bindArgs(fn, locals, word(a, 3), words(a[4:]), kw); err != nil {
				return 0, err
			}
			return vm.tuple(locals), nil
		}),
		// a generator's return value
		fnGenResult: {Name: "genResult", Fn: func(a, _ []int64) { vm.obj(word(a, 0)).(*Generator).result = word(a, 1) }},
		// __init__'s result, which must be None
		fnInitResult: effect("initResult", func(a []int64) error {
			if w := word(a, 0); w != None {
				return vm.raise(vm.types.TypeError, "__init__() should return None, not '%s'", vm.typeName(w))
			}
			return nil
		}),
	}
	if len(fs) != numRuntimeFuncs {
		panic("vm: the runtime function table misses an entry")
	}
	return fs
}

// tupleOrNull is the tuple of items, or Null after an error.
func (vm *VM) tupleOrNull(items []Value, err error) Value {
	if err != nil {
		return Null
	}
	return vm.tuple(items)
}

// extend is LIST_EXTEND's and SET_UPDATE's body: target (a list or a
// set) takes the items of x.
func (vm *VM) extend(target, x Value) error {
	var err error
	if s, ok := vm.obj(target).(*Set); ok {
		err = vm.setUpdate(&s.t, x)
	} else {
		var items []Value
		if items, err = vm.iterate(x); err == nil {
			err = vm.listExtend(vm.obj(target).(*List), items)
		}
	}
	if err != nil && vm.matches(err, vm.types.TypeError) && !vm.isIterable(x) {
		err = vm.raise(vm.types.TypeError, "Value after * must be an iterable, not %s", vm.typeName(x))
	}
	return err
}
