package vm

import (
	"slices"
	"unsafe"

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
// Function fnX is the method rtX of Values, and the loop calls it
// through one of the wrappers rcall, rcall2, reffect and rfunc
// (interp.go), whose results rtX has: the concrete instance calls rtX
// itself (jitgen's direct calls), and the table below, which a
// recording calls, calls rtX on the call's words. A function that
// raises keeps its exception in vm.raised and returns its status last
// (domain.Raises); the recording instance takes the exception right
// after the call (pending), which a recording's next Begin guards.
const (
	fnBinaryOp = iota
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

// asValues is a runtime call's arguments as Values, without a copy: a
// function reads them before anything can change the words (the ones
// that keep their variadic arguments get a copy, words).
func asValues(a []int64) []Value {
	return unsafe.Slice((*Value)(unsafe.Pointer(unsafe.SliceData(a))), len(a))
}

// words copies runtime call arguments into Values.
func words(a []int64) []Value { return slices.Clone(asValues(a)) }

// codeObj is the code object whose handle is w.
func (vm *VM) codeObj(w Value) *codeInfo { return vm.obj(w).(*codeInfo) }

// dictObj is the dict whose handle is w.
func (vm *VM) dictObj(w Value) *Dict { return vm.obj(w).(*Dict) }

// runtimeFuncs is the table of the runtime functions, in the order of
// their indexes: each calls its rtX on the call's words.
func (vm *VM) runtimeFuncs() []*domain.Func {
	ref := []domain.Type{domain.Ref}
	ref2 := []domain.Type{domain.Ref, domain.Ref}
	h := vm.heap
	// raising makes a function that may raise and allocate (and so run
	// the interpreter, which collects) with the results res.
	raising := func(name string, res []domain.Type, fn func(a, r []int64)) *domain.Func {
		return &domain.Func{Name: name, Effects: domain.Raises | domain.Collects, Heap: h, Results: res, Fn: fn}
	}
	// value1 is a raising function of one Value result (rcall's).
	value1 := func(name string, fn func(a []Value) (Value, error)) *domain.Func {
		return raising(name, ref, func(a, r []int64) {
			v, err := fn(asValues(a))
			r[0], r[1] = int64(v), vm.status(err)
		})
	}
	// value2 is a raising function of two Value results (rcall2's).
	value2 := func(name string, fn func(a []Value) (Value, Value, error)) *domain.Func {
		return raising(name, ref2, func(a, r []int64) {
			v, w, err := fn(asValues(a))
			r[0], r[1], r[2] = int64(v), int64(w), vm.status(err)
		})
	}
	// effect is a raising function of no result (reffect's).
	effect := func(name string, fn func(a []Value) error) *domain.Func {
		return raising(name, nil, func(a, r []int64) { r[0] = vm.status(fn(asValues(a))) })
	}
	// plain is a function that neither raises nor allocates, of one
	// Value result (rfunc's).
	plain := func(name string, eff domain.Effects, fn func(a []Value) Value) *domain.Func {
		return &domain.Func{Name: name, Effects: eff, Results: ref, Fn: func(a, r []int64) { r[0] = int64(fn(asValues(a))) }}
	}
	// plainEffect is plain for a function of no result.
	plainEffect := func(name string, fn func(a []Value)) *domain.Func {
		return &domain.Func{Name: name, Fn: func(a, _ []int64) { fn(asValues(a)) }}
	}
	fs := []*domain.Func{
		fnBinaryOp:  value1("binaryOp", func(a []Value) (Value, error) { return vm.rtBinaryOp(a[0], a[1], a[2]) }),
		fnCompare:   value1("compare", func(a []Value) (Value, error) { return vm.rtCompare(a[0], a[1], a[2]) }),
		fnTruth:     value1("truth", func(a []Value) (Value, error) { return vm.rtTruth(a[0]) }),
		fnUnaryOp:   value1("unaryOp", func(a []Value) (Value, error) { return vm.rtUnaryOp(a[0], a[1]) }),
		fnContains:  value1("contains", func(a []Value) (Value, error) { return vm.rtContains(a[0], a[1], a[2]) }),
		fnGetItem:   value1("getItem", func(a []Value) (Value, error) { return vm.rtGetItem(a[0], a[1]) }),
		fnSetItem:   effect("setItem", func(a []Value) error { return vm.rtSetItem(a[0], a[1], a[2]) }),
		fnDelItem:   effect("delItem", func(a []Value) error { return vm.rtDelItem(a[0], a[1]) }),
		fnLoadAttr:  value1("loadAttr", func(a []Value) (Value, error) { return vm.rtLoadAttr(a[0], a[1], a[2], a[3]) }),
		fnStoreAttr: effect("storeAttr", func(a []Value) error { return vm.rtStoreAttr(a[0], a[1], a[2], a[3], a[4]) }),
		fnDelAttr:   effect("delAttr", func(a []Value) error { return vm.rtDelAttr(a[0], a[1], a[2]) }),
		fnLoadMethod: value2("loadMethod", func(a []Value) (Value, Value, error) {
			return vm.rtLoadMethod(a[0], a[1], a[2], a[3])
		}),
		fnIter:         value1("iter", func(a []Value) (Value, error) { return vm.rtIter(a[0]) }),
		fnForIter:      value1("forIter", func(a []Value) (Value, error) { return vm.rtForIter(a[0]) }),
		fnUnpack:       value1("unpack", func(a []Value) (Value, error) { return vm.rtUnpack(a[0], a[1]) }),
		fnUnpackEx:     value1("unpackEx", func(a []Value) (Value, error) { return vm.rtUnpackEx(a[0], a[1], a[2]) }),
		fnItem:         plain("item", domain.Elidable, func(a []Value) Value { return vm.rtItem(a[0], a[1]) }),
		fnFormatValue:  value1("formatValue", func(a []Value) (Value, error) { return vm.rtFormatValue(a[0], a[1], a[2]) }),
		fnBuildString:  value1("buildString", func(a []Value) (Value, error) { return vm.rtBuildString(a...) }),
		fnBuildTuple:   value1("buildTuple", func(a []Value) (Value, error) { return vm.rtBuildTuple(a...) }),
		fnBuildList:    value1("buildList", func(a []Value) (Value, error) { return vm.rtBuildList(a...) }),
		fnBuildSet:     value1("buildSet", func(a []Value) (Value, error) { return vm.rtBuildSet(a...) }),
		fnBuildMap:     value1("buildMap", func(a []Value) (Value, error) { return vm.rtBuildMap(a...) }),
		fnBuildSlice:   value1("buildSlice", func(a []Value) (Value, error) { return vm.rtBuildSlice(a[0], a[1], a[2]) }),
		fnListAppend:   effect("listAppend", func(a []Value) error { return vm.rtListAppend(a[0], a[1]) }),
		fnSetAdd:       effect("setAdd", func(a []Value) error { return vm.rtSetAdd(a[0], a[1]) }),
		fnMapAdd:       effect("mapAdd", func(a []Value) error { return vm.rtMapAdd(a[0], a[1], a[2]) }),
		fnExtend:       effect("extend", func(a []Value) error { return vm.rtExtend(a[0], a[1]) }),
		fnDictUpdate:   effect("dictUpdate", func(a []Value) error { return vm.rtDictUpdate(a[0], a[1], a[2]) }),
		fnListToTuple:  value1("listToTuple", func(a []Value) (Value, error) { return vm.rtListToTuple(a[0]) }),
		fnCallEx:       value1("callEx", func(a []Value) (Value, error) { return vm.rtCallEx(a[0], a[1], a[2]) }),
		fnMakeFunction: value1("makeFunction", func(a []Value) (Value, error) { return vm.rtMakeFunction(slices.Clone(a)...) }),
		fnSend:         value2("send", func(a []Value) (Value, Value, error) { return vm.rtSend(a[0], a[1]) }),
		fnRaise:        effect("raise", func(a []Value) error { return vm.rtRaise(a[0], a[1]) }),
		fnReraise:      effect("reraise", func([]Value) error { return vm.rtReraise() }),
		fnReraiseExc:   effect("reraiseExc", func(a []Value) error { return vm.rtReraiseExc(a[0]) }),
		fnSwapHandled:  plain("swapHandled", 0, func(a []Value) Value { return vm.rtSwapHandled(a[0]) }),
		fnExcMatch:     value1("excMatch", func(a []Value) (Value, error) { return vm.rtExcMatch(a[0], a[1]) }),
		fnBeforeWith:   value2("beforeWith", func(a []Value) (Value, Value, error) { return vm.rtBeforeWith(a[0]) }),
		fnWithExceptStart: value1("withExceptStart", func(a []Value) (Value, error) {
			return vm.rtWithExceptStart(a[0], a[1])
		}),
		fnImportName: value1("importName", func(a []Value) (Value, error) {
			return vm.rtImportName(a[0], a[1], a[2], a[3], a[4])
		}),
		fnImportFrom:       value1("importFrom", func(a []Value) (Value, error) { return vm.rtImportFrom(a[0], a[1], a[2]) }),
		fnImportStar:       effect("importStar", func(a []Value) error { return vm.rtImportStar(a[0], a[1]) }),
		fnGetLen:           value1("getLen", func(a []Value) (Value, error) { return vm.rtGetLen(a[0]) }),
		fnMatchMapping:     value1("matchMapping", func(a []Value) (Value, error) { return vm.rtMatchMapping(a[0]) }),
		fnMatchSequence:    value1("matchSequence", func(a []Value) (Value, error) { return vm.rtMatchSequence(a[0]) }),
		fnMatchKeys:        value1("matchKeys", func(a []Value) (Value, error) { return vm.rtMatchKeys(a[0], a[1]) }),
		fnMatchClass:       value1("matchClass", func(a []Value) (Value, error) { return vm.rtMatchClass(a[0], a[1], a[2], a[3]) }),
		fnPrintExpr:        effect("printExpr", func(a []Value) error { return vm.rtPrintExpr(a[0]) }),
		fnLoadName:         value1("loadName", func(a []Value) (Value, error) { return vm.rtLoadName(a[0], a[1], a[2], a[3], a[4]) }),
		fnStoreName:        effect("storeName", func(a []Value) error { return vm.rtStoreName(a[0], a[1], a[2], a[3]) }),
		fnDeleteName:       effect("deleteName", func(a []Value) error { return vm.rtDeleteName(a[0], a[1], a[2]) }),
		fnLoadGlobal:       value1("loadGlobal", func(a []Value) (Value, error) { return vm.rtLoadGlobal(a[0], a[1], a[2], a[3], a[4]) }),
		fnStoreGlobal:      effect("storeGlobal", func(a []Value) error { return vm.rtStoreGlobal(a[0], a[1], a[2], a[3]) }),
		fnDeleteGlobal:     effect("deleteGlobal", func(a []Value) error { return vm.rtDeleteGlobal(a[0], a[1], a[2]) }),
		fnLoadDeref:        value1("loadDeref", func(a []Value) (Value, error) { return vm.rtLoadDeref(a[0], a[1], a[2], a[3]) }),
		fnStoreDeref:       plainEffect("storeDeref", func(a []Value) { vm.rtStoreDeref(a[0], a[1]) }),
		fnDeleteDeref:      effect("deleteDeref", func(a []Value) error { return vm.rtDeleteDeref(a[0], a[1], a[2]) }),
		fnSetupAnnotations: effect("setupAnnotations", func(a []Value) error { return vm.rtSetupAnnotations(a[0]) }),
		fnUnboundLocal:     effect("unboundLocal", func(a []Value) error { return vm.rtUnboundLocal(a[0], a[1]) }),
		fnCaught:           plain("caught", 0, func([]Value) Value { return vm.rtCaught() }),
		fnUnknownOp:        effect("unknownOp", func(a []Value) error { return vm.rtUnknownOp(a[0]) }),
		// it may look at the frames (locals(), vars())
		fnCall: {Name: "call", Effects: domain.Raises | domain.Collects | domain.ForcesFrames, Heap: h, Results: ref, Fn: func(a, r []int64) {
			v, err := vm.rtCall(words(a)...)
			r[0], r[1] = int64(v), vm.status(err)
		}},
		fnNewInstance: {Name: "newInstance", Effects: domain.Collects, Heap: h, Results: ref, Fn: func(a, r []int64) {
			r[0] = int64(vm.rtNewInstance(Value(a[0])))
		}},
		fnBindArgs:   value1("bindArgs", func(a []Value) (Value, error) { return vm.rtBindArgs(a...) }),
		fnGenResult:  plainEffect("genResult", func(a []Value) { vm.rtGenResult(a[0], a[1]) }),
		fnInitResult: effect("initResult", func(a []Value) error { return vm.rtInitResult(a[0]) }),
	}
	if len(fs) != numRuntimeFuncs {
		panic("vm: the runtime function table misses an entry")
	}
	return fs
}

// The runtime functions, rtX for function fnX (see above): their
// arguments are words, the code object and dicts by their handles.

// rtBinaryOp: operator, operands.
func (vm *VM) rtBinaryOp(op, a, b Value) (Value, error) {
	vm.fresh = 0 // see binaryOpTemp
	return vm.binaryOp(int(op), a, b)
}

// rtCompare: operator, operands.
func (vm *VM) rtCompare(op, a, b Value) (Value, error) { return vm.compare(int(op), a, b) }

// rtTruth is v's truth as a bool.
func (vm *VM) rtTruth(v Value) (Value, error) {
	b, err := vm.truth(v)
	return boolOf(b), err
}

// rtUnaryOp: the opcode, the operand.
func (vm *VM) rtUnaryOp(op, v Value) (Value, error) { return vm.unaryOp(compile.Opcode(op), v) }

// rtContains is x in container, or not in when invert is 1.
func (vm *VM) rtContains(container, x, invert Value) (Value, error) {
	b, err := vm.contains(container, x)
	return boolOf(b != (invert != 0)), err
}

func (vm *VM) rtGetItem(obj, key Value) (Value, error) { return vm.getItem(obj, key) }
func (vm *VM) rtSetItem(obj, key, v Value) error       { return vm.setItem(obj, key, v) }
func (vm *VM) rtDelItem(obj, key Value) error          { return vm.delItem(obj, key) }

// The attributes' functions: code, cache, name, object (, value).

func (vm *VM) rtLoadAttr(code, cache, name, obj Value) (Value, error) {
	ci := vm.codeObj(code)
	return vm.loadAttr(&ci.caches[cache], obj, ci.code.Names[name])
}

func (vm *VM) rtStoreAttr(code, cache, name, obj, v Value) error {
	ci := vm.codeObj(code)
	return vm.storeAttr(&ci.caches[cache], obj, ci.code.Names[name], v)
}

// rtDelAttr: code, name, object.
func (vm *VM) rtDelAttr(code, name, obj Value) error {
	return vm.delAttr(obj, vm.codeObj(code).code.Names[name])
}

func (vm *VM) rtLoadMethod(code, cache, name, obj Value) (Value, Value, error) {
	ci := vm.codeObj(code)
	return vm.loadMethod(&ci.caches[cache], obj, ci.code.Names[name])
}

func (vm *VM) rtIter(v Value) (Value, error) { return vm.iter(v) }

// rtForIter is the next value, or Null when the iterator is exhausted.
func (vm *VM) rtForIter(it Value) (Value, error) {
	v, ok, err := vm.forIter(it)
	if !ok {
		v = Null
	}
	return v, err
}

// The unpackings return the items as a tuple, for rtItem.

func (vm *VM) rtUnpack(v, n Value) (Value, error) {
	items, err := vm.unpack(v, int(n))
	return vm.tupleOrNull(items, err), err
}

func (vm *VM) rtUnpackEx(v, before, after Value) (Value, error) {
	items, err := vm.unpackEx(v, int(before), int(after))
	return vm.tupleOrNull(items, err), err
}

// rtItem is item i of a tuple the runtime made: its items never change
// (elidable).
func (vm *VM) rtItem(t, i Value) Value { return vm.obj(t).(*Tuple).items[i] }

// rtFormatValue: the value, the conversion, the spec (or Null).
func (vm *VM) rtFormatValue(v, conv, spec Value) (Value, error) {
	return vm.formatValue(v, int(conv), spec)
}

// The builders take the items (the stack's: copied when kept).

func (vm *VM) rtBuildString(parts ...Value) (Value, error) { return vm.concatStrs(parts), nil }
func (vm *VM) rtBuildTuple(items ...Value) (Value, error) {
	t, dst := vm.NewTuple(len(items))
	copy(dst, items)
	return t, nil
}
func (vm *VM) rtBuildList(items ...Value) (Value, error) { return vm.list(slices.Clone(items)), nil }
func (vm *VM) rtBuildSet(items ...Value) (Value, error)  { return vm.newSet(items, false) }

// rtBuildMap takes keys and values in turn.
func (vm *VM) rtBuildMap(kv ...Value) (Value, error) {
	m := newDict()
	for i := 0; i < len(kv); i += 2 {
		if err := vm.dictSet(m, kv[i], kv[i+1]); err != nil {
			return 0, err
		}
	}
	return vm.newObj(m), nil
}

func (vm *VM) rtBuildSlice(start, stop, step Value) (Value, error) {
	return vm.newObj(&Slice{start: start, stop: stop, step: step}), nil
}

func (vm *VM) rtListAppend(l, v Value) error { return vm.listAppend(vm.obj(l).(*List), v) }

func (vm *VM) rtSetAdd(s, v Value) error {
	return vm.setAddAll(&vm.obj(s).(*Set).t, []Value{v})
}

func (vm *VM) rtMapAdd(m, k, v Value) error   { return vm.dictSet(vm.obj(m).(*Dict), k, v) }
func (vm *VM) rtExtend(target, x Value) error { return vm.extend(target, x) }

// rtDictUpdate merges (DICT_MERGE: duplicate keys raise) when merge is 1.
func (vm *VM) rtDictUpdate(m, x, merge Value) error {
	return vm.dictUpdate(vm.obj(m).(*Dict), x, merge != 0)
}

func (vm *VM) rtListToTuple(l Value) (Value, error)           { return vm.tuple(vm.obj(l).(*List).items), nil }
func (vm *VM) rtCallEx(fn, args, kwargs Value) (Value, error) { return vm.callEx(fn, args, kwargs) }

// rtMakeFunction: globals, builtins, flags, then MAKE_FUNCTION's
// operands.
func (vm *VM) rtMakeFunction(a ...Value) (Value, error) {
	return vm.makeFunction(vm.dictObj(a[0]), vm.dictObj(a[1]), int(a[2]), a[3:])
}

// rtSend: the value, and True when the generator returned.
func (vm *VM) rtSend(gen, v Value) (Value, Value, error) {
	r, done, err := vm.send(gen, v)
	return r, boolOf(done && err == nil), err
}

func (vm *VM) rtRaise(exc, cause Value) error { return vm.makeRaise(exc, cause) }

func (vm *VM) rtReraise() error {
	if vm.handled == None {
		return vm.raise(vm.types.RuntimeError, "No active exception to reraise")
	}
	return &PyError{vm: vm, Exc: vm.handled, reraise: true}
}

func (vm *VM) rtReraiseExc(exc Value) error { return &PyError{vm: vm, Exc: exc, reraise: true} }

// rtSwapHandled is the exception being handled, replaced by exc.
func (vm *VM) rtSwapHandled(exc Value) Value {
	old := vm.handled
	vm.handled = exc
	return old
}

func (vm *VM) rtExcMatch(exc, typ Value) (Value, error) {
	b, err := vm.excMatch(exc, typ)
	return boolOf(b), err
}

func (vm *VM) rtBeforeWith(mgr Value) (Value, Value, error) { return vm.beforeWith(mgr) }

func (vm *VM) rtWithExceptStart(exit, exc Value) (Value, error) {
	return vm.callFromGo(exit, []Value{vm.typeOf(exc).self, exc, None}, nil)
}

// rtImportName: code, name, fromlist, level, globals.
func (vm *VM) rtImportName(code, name, fromlist, level, globals Value) (Value, error) {
	return vm.importName(vm.codeObj(code).code.Names[name], fromlist, level, vm.dictObj(globals))
}

// rtImportFrom: code, name, module.
func (vm *VM) rtImportFrom(code, name, module Value) (Value, error) {
	return vm.importFrom(module, vm.codeObj(code).code.Names[name])
}

func (vm *VM) rtImportStar(module, ns Value) error { return vm.importStar(module, vm.dictObj(ns)) }

func (vm *VM) rtGetLen(v Value) (Value, error) {
	k, err := vm.length(v)
	return vm.Int(int64(k)), err
}

func (vm *VM) rtMatchMapping(v Value) (Value, error)    { return boolOf(vm.matchMapping(v)), nil }
func (vm *VM) rtMatchSequence(v Value) (Value, error)   { return boolOf(vm.matchSequence(v)), nil }
func (vm *VM) rtMatchKeys(v, keys Value) (Value, error) { return vm.matchKeys(v, keys) }

func (vm *VM) rtMatchClass(v, cls, names, n Value) (Value, error) {
	return vm.matchClass(v, cls, names, int(n))
}

func (vm *VM) rtPrintExpr(v Value) error { return vm.printExpr(v) }

// The names' functions: code, name, then the frame's namespaces (ns or
// its mapping, globals, builtins) and the value stored.

func (vm *VM) rtLoadName(code, name, ns, globals, builtins Value) (Value, error) {
	s := vm.codeObj(code).code.Names[name]
	if d, ok := vm.obj(ns).(*Dict); ok {
		return vm.loadName(d, vm.dictObj(globals), vm.dictObj(builtins), s)
	}
	return vm.loadNameMap(ns, vm.dictObj(globals), vm.dictObj(builtins), s)
}

func (vm *VM) rtStoreName(code, name, ns, v Value) error {
	s := vm.codeObj(code).code.Names[name]
	if d, ok := vm.obj(ns).(*Dict); ok {
		d.strSet(s, vm.str(s), v)
		return nil
	}
	return vm.setItem(ns, vm.str(s), v)
}

func (vm *VM) rtDeleteName(code, name, ns Value) error {
	s := vm.codeObj(code).code.Names[name]
	if d, ok := vm.obj(ns).(*Dict); ok {
		if ok, _ := vm.dictDel(d, vm.str(s)); !ok {
			return vm.raise(vm.types.NameError, "name '%s' is not defined", s)
		}
		return nil
	}
	err := vm.delItem(ns, vm.str(s))
	if err != nil && vm.matches(err, vm.types.KeyError) {
		err = vm.raise(vm.types.NameError, "name '%s' is not defined", s)
	}
	return err
}

// rtLoadGlobal: code, cache, name, globals, builtins.
func (vm *VM) rtLoadGlobal(code, cache, name, globals, builtins Value) (Value, error) {
	ci := vm.codeObj(code)
	return vm.loadGlobal(&ci.caches[cache], vm.dictObj(globals), vm.dictObj(builtins), ci.code.Names[name])
}

func (vm *VM) rtStoreGlobal(code, name, globals, v Value) error {
	s := vm.codeObj(code).code.Names[name]
	vm.dictObj(globals).strSet(s, vm.str(s), v)
	return nil
}

func (vm *VM) rtDeleteGlobal(code, name, globals Value) error {
	s := vm.codeObj(code).code.Names[name]
	if ok, _ := vm.dictDel(vm.dictObj(globals), vm.str(s)); !ok {
		return vm.raise(vm.types.NameError, "name '%s' is not defined", s)
	}
	return nil
}

// The cells' functions: code, index, cell (, value); LOAD_CLASSDEREF
// looks in the class body's namespace ns first (Null for LOAD_DEREF).

func (vm *VM) rtLoadDeref(code, i, cell, ns Value) (Value, error) {
	ci := vm.codeObj(code)
	if ns != Null {
		if v, ok := vm.dictObj(ns).strGet(vm.cellName(ci.code, int(i))); ok {
			return v, nil
		}
	}
	if c := vm.obj(cell).(*Cell); c.v != Null {
		return c.v, nil
	}
	return 0, vm.unboundCell(ci.code, int(i))
}

// rtStoreDeref: the cell, the value.
func (vm *VM) rtStoreDeref(cell, v Value) { vm.obj(cell).(*Cell).v = v }

func (vm *VM) rtDeleteDeref(code, i, cell Value) error {
	c := vm.obj(cell).(*Cell)
	if c.v == Null {
		return vm.unboundCell(vm.codeObj(code).code, int(i))
	}
	c.v = Null
	return nil
}

func (vm *VM) rtSetupAnnotations(ns Value) error {
	d, ok := vm.obj(ns).(*Dict)
	if !ok {
		return vm.setupAnnotationsMap(ns)
	}
	if _, ok := d.strGet("__annotations__"); !ok {
		d.strSet("__annotations__", vm.str("__annotations__"), vm.newObj(newDict()))
	}
	return nil
}

// rtUnboundLocal: code, the local's index.
func (vm *VM) rtUnboundLocal(code, i Value) error {
	return vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", vm.codeObj(code).code.Varnames[i])
}

// rtCaught is the exception the unwind found a handler for.
func (vm *VM) rtCaught() Value { return vm.caught }

func (vm *VM) rtUnknownOp(op Value) error {
	return vm.raise(vm.types.SystemError(), "unknown opcode %v", compile.Opcode(op))
}

// rtCall: code, the keyword names' constant (or -1), the callable, its
// arguments (a slice of the caller's own, kept).
func (vm *VM) rtCall(a ...Value) (Value, error) {
	var kw []string
	if int64(a[1]) >= 0 {
		kw = vm.kwNames(vm.codeObj(a[0]), int(a[1]))
	}
	return vm.call(a[2], a[3:], kw)
}

func (vm *VM) rtNewInstance(cls Value) Value { return vm.newInstance(vm.obj(cls).(*Class), nil) }

// rtBindArgs binds a call's arguments (code, keyword names' constant,
// the function, self or Null, the arguments) to a tuple of the new
// frame's locals, for rtItem.
func (vm *VM) rtBindArgs(a ...Value) (Value, error) {
	var kw []string
	if int64(a[1]) >= 0 {
		kw = vm.kwNames(vm.codeObj(a[0]), int(a[1]))
	}
	fn := vm.obj(a[2]).(*Function)
	locals := make([]Value, fn.code.nlocals)
	if err := vm.bindArgs(fn, locals, a[3], a[4:], kw); err != nil {
		return 0, err
	}
	return vm.tuple(locals), nil
}

// rtGenResult keeps a generator's return value.
func (vm *VM) rtGenResult(gen, v Value) { vm.obj(gen).(*Generator).result = v }

// rtInitResult checks __init__'s result, which must be None.
func (vm *VM) rtInitResult(v Value) error {
	if v != None {
		return vm.raise(vm.types.TypeError, "__init__() should return None, not '%s'", vm.typeName(v))
	}
	return nil
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
