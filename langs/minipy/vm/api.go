package vm

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
)

// This file is the API of the module packages (registry.go): what Go
// code outside vm uses to make values, call back into Python, raise
// exceptions and read its arguments. A BuiltinFunc may hold Values in
// Go variables while it calls back into Python (Call, Iterate, Repr...):
// no collection runs until it returns. Values it keeps beyond its
// return must be reachable from the roots: a module's namespace, or the
// state of an object (NewType, NewIterator) that implements heap.Roots.

// Bool is True or False.
func Bool(b bool) Value { return boolOf(b) }

// BigInt makes the int n (immediate when it fits); n is not copied.
func (vm *VM) BigInt(n *big.Int) Value { return vm.bigOf(n) }

// Str makes a str.
func (vm *VM) Str(s string) Value { return vm.str(s) }

// List makes a list holding items (kept, not copied).
func (vm *VM) List(items []Value) Value { return vm.list(items) }

// Tuple makes a tuple holding items (kept, not copied).
func (vm *VM) Tuple(items []Value) Value { return vm.tuple(items) }

// NewDict makes an empty dict.
func (vm *VM) NewDict() Value { return vm.newObj(newDict()) }

// DictSet is d[k] = v for a dict d.
func (vm *VM) DictSet(d, k, v Value) error {
	m, ok := vm.obj(vm.unwrapNative(d)).(*Dict)
	if !ok {
		return vm.raise(vm.types.TypeError, "expected a dict, not %s", vm.typeName(d))
	}
	return vm.dictSet(m, k, v)
}

// DictItems lists a dict's (key, value) pairs in order; ok is false when
// d is no dict.
func (vm *VM) DictItems(d Value) (pairs [][2]Value, ok bool) {
	m, ok := vm.obj(vm.unwrapNative(d)).(*Dict)
	if !ok {
		return nil, false
	}
	for _, e := range m.entries {
		if e.used {
			pairs = append(pairs, [2]Value{e.key, e.val})
		}
	}
	return pairs, true
}

// AsStr is the Go string of a str (or of a str subclass's value).
func (vm *VM) AsStr(v Value) (string, bool) { return vm.strValue(v) }

// Items is the items of a list or tuple (shared, not copied).
func (vm *VM) Items(v Value) ([]Value, bool) {
	switch o := vm.obj(vm.unwrapNative(v)).(type) {
	case *List:
		return o.items, true
	case *Tuple:
		return o.items, true
	}
	return nil, false
}

// IsInt reports whether v is an int (bool included).
func (vm *VM) IsInt(v Value) bool {
	k := vm.numKindOf(v)
	return k == numSmall || k == numBig
}

// AsIndex is an int-like value (__index__) as int64: TypeError for
// other values, OverflowError beyond int64.
func (vm *VM) AsIndex(v Value) (int64, error) { return vm.toInt(v) }

// AsBigInt is an int (bool included) as a *big.Int, not to be
// modified; ok is false for other values.
func (vm *VM) AsBigInt(v Value) (*big.Int, bool) {
	if !vm.IsInt(v) {
		return nil, false
	}
	return vm.bigOfValue(v), true
}

// AsFloat converts a real number (int, float, __float__) to float64, or
// raises TypeError ("must be real number, not T").
func (vm *VM) AsFloat(v Value) (float64, error) { return vm.floatArg(v) }

// Call calls fn with positional args followed by the values of the
// keyword arguments kwnames names.
func (vm *VM) Call(fn Value, args []Value, kwnames []string) (Value, error) {
	return vm.callFromGo(fn, args, kwnames)
}

// CallMethod calls v.name(*args).
func (vm *VM) CallMethod(v Value, name string, args ...Value) (Value, error) {
	return vm.callMethodByName(v, name, args...)
}

// Iter is iter(v).
func (vm *VM) Iter(v Value) (Value, error) { return vm.iter(v) }

// Next advances an iterator: false when it is exhausted.
func (vm *VM) Next(it Value) (Value, bool, error) {
	return vm.next(it)
}

// Iterate collects the items of an iterable.
func (vm *VM) Iterate(v Value) ([]Value, error) {
	return vm.iterate(v)
}

// GetAttr is getattr(v, name).
func (vm *VM) GetAttr(v Value, name string) (Value, error) {
	return vm.getAttr(v, name)
}

// SetAttr is setattr(v, name, x).
func (vm *VM) SetAttr(v Value, name string, x Value) error {
	return vm.setAttr(v, name, x)
}

// Repr is repr(v).
func (vm *VM) Repr(v Value) (string, error) {
	return vm.reprOf(v)
}

// ToStr is str(v).
func (vm *VM) ToStr(v Value) (string, error) {
	return vm.strOf(v)
}

// Hash is hash(v).
func (vm *VM) Hash(v Value) (int64, error) {
	return vm.hash(v)
}

// Equal is a == b as a Go bool.
func (vm *VM) Equal(a, b Value) (bool, error) {
	return vm.eq(a, b)
}

// Less is a < b as a Go bool.
func (vm *VM) Less(a, b Value) (bool, error) {
	r, err := vm.compare(compile.CmpLt, a, b)
	if err != nil {
		return false, err
	}
	return vm.truth(r)
}

// Truth is bool(v).
func (vm *VM) Truth(v Value) (bool, error) {
	return vm.truth(v)
}

// Len is len(v).
func (vm *VM) Len(v Value) (int, error) {
	return vm.length(v)
}

// GetItem is c[k].
func (vm *VM) GetItem(c, k Value) (Value, error) {
	return vm.getItem(c, k)
}

// SetItem is c[k] = v.
func (vm *VM) SetItem(c, k, v Value) error {
	return vm.setItem(c, k, v)
}

// Contains is k in c.
func (vm *VM) Contains(c, k Value) (bool, error) {
	return vm.contains(c, k)
}

// BinaryOp is a op b, op one of compile's NB* numbers (NBAdd...), the
// in-place forms included.
func (vm *VM) BinaryOp(op int, a, b Value) (Value, error) {
	return vm.binaryOp(op, a, b)
}

// Positive is +v (int(v) for an int subclass or bool).
func (vm *VM) Positive(v Value) (Value, error) {
	return vm.unaryOp(compile.UNARY_POSITIVE, v)
}

// TypeOf is type(v).
func (vm *VM) TypeOf(v Value) *Class { return vm.typeOf(v) }

// TypeName is type(v).__name__, as messages quote it.
func (vm *VM) TypeName(v Value) string { return vm.typeName(v) }

// IsInstance is isinstance(v, c) for a class c (no __instancecheck__).
func (vm *VM) IsInstance(v Value, c *Class) bool { return vm.isInstance(v, c) }

// IsCallable is callable(v).
func (vm *VM) IsCallable(v Value) bool { return vm.isCallable(v) }

// BuiltinValue is the built-in of that name (builtins.NAME).
func (vm *VM) BuiltinValue(name string) (Value, bool) { return vm.builtins.strGet(name) }

// ClassOf is the class v is, when it is one.
func (vm *VM) ClassOf(v Value) (*Class, bool) {
	c, ok := vm.obj(v).(*Class)
	return c, ok && v.IsHandle()
}

// Value is the class as a Python value.
func (c *Class) Value() Value { return c.self }

// Name is the class's __name__.
func (c *Class) Name() string { return c.name }

// Raise makes the built-in exception excName (such as "ValueError")
// with a formatted message.
func (vm *VM) Raise(excName string, format string, args ...any) error {
	return vm.raise(vm.excClass(excName), format, args...)
}

// RaiseArgs makes the built-in exception excName with these args.
func (vm *VM) RaiseArgs(excName string, args ...Value) error {
	return vm.raiseValue(vm.newException(vm.excClass(excName), args))
}

// RaiseValue raises exc, an exception instance.
func (vm *VM) RaiseValue(exc Value) error { return vm.raiseValue(exc) }

// excClass is the built-in exception class excName; an unknown name
// is the module's mistake.
func (vm *VM) excClass(name string) *Class {
	if v, ok := vm.builtins.strGet(name); ok {
		if c, ok := vm.obj(v).(*Class); ok && c.isExc {
			return c
		}
	}
	panic(fmt.Sprintf("minipy: %q is not a built-in exception", name))
}

// Matches reports whether err is a Python exception of the built-in
// class excName (or of a subclass).
func (vm *VM) Matches(err error, excName string) bool { return vm.matches(err, vm.excClass(excName)) }

// PyErr turns an error of package pylib into the Python exception it
// names; other errors pass through.
func (vm *VM) PyErr(err error) error { return vm.pyErr(err) }

// CheckArgs checks a built-in function's positional argument count
// (between lo and hi) and that it got no keyword arguments, with
// CPython's messages.
func (vm *VM) CheckArgs(fname string, args []Value, kwnames []string, lo, hi int) error {
	return vm.nargs(fname, args, kwnames, lo, hi)
}

// Kwargs splits a built-in's arguments into positional ones and the
// keywords, refusing names not in allowed.
func (vm *VM) Kwargs(fname string, args []Value, kwnames []string, allowed ...string) ([]Value, map[string]Value, error) {
	return vm.kwargs(fname, args, kwnames, allowed...)
}

// BindArgs binds a built-in's arguments to its parameters as a def
// would: params are names, "name=" for an optional one, and a "*"
// entry before the keyword-only ones (a "/" entry ends the positional-
// only ones). The result has one Value per name (Null where an optional
// argument was not given).
func (vm *VM) BindArgs(fname string, args []Value, kwnames []string, params ...string) ([]Value, error) {
	type param struct {
		name             string
		optional, kwonly bool
		posonly          bool
	}
	var ps []param
	kwonly := false
	for _, p := range params {
		switch p {
		case "*":
			kwonly = true
			continue
		case "/":
			for i := range ps {
				ps[i].posonly = true
			}
			continue
		}
		name, opt := strings.CutSuffix(p, "=")
		ps = append(ps, param{name: name, optional: opt, kwonly: kwonly})
	}
	out := make([]Value, len(ps))
	for i := range out {
		out[i] = Null
	}
	npos := len(args) - len(kwnames)
	maxPos := 0
	for _, p := range ps {
		if !p.kwonly {
			maxPos++
		}
	}
	if npos > maxPos {
		return nil, vm.raise(vm.types.TypeError, "%s() takes at most %d positional argument%s (%d given)", fname, maxPos, plural(maxPos), npos)
	}
	copy(out, args[:npos])
	for i, k := range kwnames {
		j := -1
		for pi, p := range ps {
			if p.name == k && !p.posonly {
				j = pi
				break
			}
		}
		if j < 0 {
			return nil, vm.raise(vm.types.TypeError, "%s() got an unexpected keyword argument '%s'", fname, k)
		}
		if out[j] != Null {
			return nil, vm.raise(vm.types.TypeError, "argument for %s() given by name ('%s') and position (%d)", fname, k, j+1)
		}
		out[j] = args[npos+i]
	}
	for i, p := range ps {
		if out[i] == Null && !p.optional {
			if p.kwonly {
				return nil, vm.raise(vm.types.TypeError, "%s() missing required keyword-only argument: '%s'", fname, p.name)
			}
			return nil, vm.raise(vm.types.TypeError, "%s() missing required argument '%s' (pos %d)", fname, p.name, i+1)
		}
	}
	return out, nil
}

// Collect runs a collection now (gc.collect; safePoint when one is due)
// and returns how many objects it released. It does nothing while a Go
// built-in below holds values the roots do not see (a collection then
// waits for a safe point).
func (vm *VM) Collect() (released int, err error) {
	if vm.nativeDepth > 0 {
		return 0, nil
	}
	before := vm.heap.Stats().HandlesReleased
	vm.heap.Collect()
	vm.newHandles = 0
	s := vm.heap.Stats()
	return int(s.HandlesReleased - before), vm.collected(s)
}

// Flush writes the buffered standard output.
func (vm *VM) FlushOutput() error { return vm.flushOut() }

// Stdio is what the VM reads its standard input from and writes its
// standard output and sys.stderr to, below its buffers: for a child
// process that shares them (flush the output first; what the VM has
// read ahead of stdin the child does not see).
func (vm *VM) Stdio() (stdin io.Reader, stdout, stderr io.Writer) {
	return vm.rawIn, vm.rawOut, vm.errOut
}

// Name is the module's __name__.
func (m *Module) Name() string { return m.name }

// Set binds name in the module's namespace.
func (m *Module) Set(name string, v Value) { m.globals.strSet(name, m.vm.str(name), v) }

// Get is the module's global name.
func (m *Module) Get(name string) (Value, bool) { return m.globals.strGet(name) }

// Def defines the built-in function name in the module.
func (m *Module) Def(name string, fn BuiltinFunc) Value {
	v := m.vm.newObj(&Builtin{name: name, fn: fn, self: Null, module: m.name})
	m.Set(name, v)
	return v
}

// Lookup finds name along the class's MRO.
func (c *Class) Lookup(name string) (Value, bool) { return c.lookup(name) }

// Compare is a op b, op one of compile's Cmp* numbers.
func (vm *VM) Compare(op int, a, b Value) (Value, error) { return vm.compare(op, a, b) }

// ReprEnter marks v as being printed by a repr that may reach it again,
// reporting whether it already is (then print "[...]" or the like
// instead); each false answer must be followed by ReprLeave(v).
func (vm *VM) ReprEnter(v Value) bool { return vm.reprActive(v) }

// ReprLeave ends what ReprEnter began.
func (vm *VM) ReprLeave(v Value) { vm.reprDone(v) }

// ListItems is the items of a list (or of a list subclass's value),
// shared: setting one sets the list's.
func (vm *VM) ListItems(v Value) ([]Value, bool) {
	if l, ok := vm.obj(vm.unwrapNative(v)).(*List); ok {
		return l.items, true
	}
	return nil, false
}

// ListAppend appends x to the list v (its growth counts against the
// memory limit at the next safe point).
func (vm *VM) ListAppend(v, x Value) {
	if l, ok := vm.obj(vm.unwrapNative(v)).(*List); ok {
		if len(l.items) == cap(l.items) {
			vm.charge(valueBytes * len(l.items))
		}
		l.items = append(l.items, x)
	}
}

// ListPop removes and returns the last item of the list v; ok is false
// when it is empty.
func (vm *VM) ListPop(v Value) (Value, bool) {
	l, ok := vm.obj(vm.unwrapNative(v)).(*List)
	if !ok || len(l.items) == 0 {
		return 0, false
	}
	x := l.items[len(l.items)-1]
	l.items[len(l.items)-1] = 0
	l.items = l.items[:len(l.items)-1]
	return x, true
}

// dictOfValue is the Dict of a dict (or of a dict subclass's value).
func (vm *VM) dictOfValue(d Value) (*Dict, error) {
	m, ok := vm.obj(vm.unwrapNative(d)).(*Dict)
	if !ok {
		return nil, vm.raise(vm.types.TypeError, "expected a dict, not %s", vm.typeName(d))
	}
	return m, nil
}

// PlainDict reports whether v is a dict, or an instance of a subclass
// of dict that defines none of methods in Python: then the dict's own
// operations (DictGet, DictSet...) do what those methods would.
func (vm *VM) PlainDict(v Value, methods ...string) bool {
	if _, ok := vm.obj(vm.unwrapNative(v)).(*Dict); !ok || !v.IsHandle() {
		return false
	}
	c := vm.typeOf(v)
	for _, name := range methods {
		if _, ok := vm.userMethod(c, name); ok {
			return false
		}
	}
	return true
}

// DictGet is d.get(k): ok is false when d lacks k.
func (vm *VM) DictGet(d, k Value) (Value, bool, error) {
	m, err := vm.dictOfValue(d)
	if err != nil {
		return 0, false, err
	}
	return vm.dictGet(m, k)
}

// DictDel removes k from d, reporting whether it was there.
func (vm *VM) DictDel(d, k Value) (bool, error) {
	m, err := vm.dictOfValue(d)
	if err != nil {
		return false, err
	}
	return vm.dictDel(m, k)
}

// DictLen is len(d) for a dict.
func (vm *VM) DictLen(d Value) int {
	m, err := vm.dictOfValue(d)
	if err != nil {
		return 0
	}
	return m.live
}

// DictFirstKey is the oldest key of a dict; ok is false when it is
// empty.
func (vm *VM) DictFirstKey(d Value) (Value, bool) {
	m, err := vm.dictOfValue(d)
	if err != nil {
		return 0, false
	}
	for _, e := range m.entries {
		if e.used {
			return e.key, true
		}
	}
	return 0, false
}

// DictClear empties a dict.
func (vm *VM) DictClear(d Value) {
	if m, err := vm.dictOfValue(d); err == nil {
		*m = Dict{layout: m.layout + 1, self: m.self, hasSelf: m.hasSelf}
	}
}

// BindMethod is fn bound to self, a method object.
func (vm *VM) BindMethod(fn, self Value) Value { return vm.newObj(&BoundMethod{self: self, fn: fn}) }

// NewTuple makes a tuple of n items and returns its items for the
// caller to fill (they are None until then). The combinatoric
// iterators make a tuple per step, which a Go allocation each made a
// fifth of their time: a small tuple comes from the tuple slab
// (tupleslab.go).
func (vm *VM) NewTuple(n int) (Value, []Value) {
	var t *Tuple
	switch {
	case n == 0:
		return vm.emptyT, nil
	case n <= tupleSlabMost:
		t = vm.tuples.take(n)
	default:
		t = &Tuple{items: make([]Value, n)}
	}
	vm.charge(8 * n)
	return vm.newObj(t), t.items
}

// OSError is the OSError of a failed system call (a Go *os.PathError,
// *os.LinkError or syscall.Errno), as CPython raises it: the subclass
// its errno names (FileNotFoundError, PermissionError...), with errno,
// strerror and the file name.
func (vm *VM) OSError(err error) error { return vm.osError(err) }

// Decode is bytes.decode(encoding, errors): encoding and errors are str
// or None (UTF-8, strict), and a failure is the codec's Python error.
func (vm *VM) Decode(b []byte, encoding, errors Value) (string, error) {
	return vm.decode(b, encoding, errors)
}

// Encode is str.encode(encoding, errors), as Decode.
func (vm *VM) Encode(s string, encoding, errors Value) ([]byte, error) {
	return vm.encode(s, encoding, errors)
}

// Import imports the module name (a dotted name imports the packages on
// the way) and returns it, as importlib.import_module does.
func (vm *VM) Import(name string) (Value, error) {
	var mod Value
	parts := strings.Split(name, ".")
	for i := range parts {
		m, err := vm.importOne(strings.Join(parts[:i+1], "."), mod)
		if err != nil {
			return 0, err
		}
		mod = m
	}
	return mod, nil
}

// RecursionRoom is how many more calls deep the program may go before
// RecursionError: Go code that recurses over the program's data (a
// nested list it encodes...) counts its depth against it, as CPython's C
// code does.
func (vm *VM) RecursionRoom() int { return vm.dataLimit - len(vm.th.frames) - vm.dataDepth }

// CodePointAt decodes the code point at s[i:] and its length in bytes:
// a str is UTF-8 with lone surrogates in their three-byte form.
func CodePointAt(s string, i int) (rune, int) { return runeAt(s, i) }

// WriteCodePoint appends r to out as a str holds it (a lone surrogate
// in its three-byte form).
func WriteCodePoint(out *strings.Builder, r rune) { writeCodePointTo(out, r) }

// Native is the built-in value v extends when v is an instance of a
// class deriving from a built-in type (int, str, dict...), else v.
func (vm *VM) Native(v Value) Value { return vm.unwrapNative(v) }
