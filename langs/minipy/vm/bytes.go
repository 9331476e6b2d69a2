package vm

import (
	"bytes"
	"fmt"
	"math"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// bytes, bytearray and memoryview: sequences of small ints shown as
// ASCII. A bytes is immutable, a bytearray mutable; a memoryview shares
// the buffer of a bytes or bytearray (one dimension, format 'B').

// Bytes is a bytes object.
type Bytes struct{ b []byte }

// ByteArray is a bytearray.
type ByteArray struct{ b []byte }

// MemoryView is a memoryview of obj's bytes [start, stop).
type MemoryView struct {
	obj         Value
	start, stop int
	released    bool
}

func (*Bytes) class(vm *VM) *Class      { return vm.types.bytes }
func (*ByteArray) class(vm *VM) *Class  { return vm.types.bytearray }
func (*MemoryView) class(vm *VM) *Class { return vm.types.memoryview }

func (m *MemoryView) VisitRoots(visit func(*Value)) { visit(&m.obj) }

// Bytes makes a bytes object holding b (kept, not copied).
func (vm *VM) Bytes(b []byte) Value {
	vm.charge(len(b))
	return vm.newObj(&Bytes{b: b})
}

// bytesOf is the bytes of a bytes-like value (bytes, bytearray,
// memoryview, or a subclass's value), shared.
func (vm *VM) bytesOf(v Value) ([]byte, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	switch o := vm.obj(v).(type) {
	case *Bytes:
		return o.b, true
	case *ByteArray:
		return o.b, true
	case *MemoryView:
		if b, ok := vm.bytesOf(o.obj); ok && !o.released {
			return b[o.start:min(o.stop, len(b))], true
		}
	case *Instance:
		if o.hasNative {
			return vm.bytesOf(o.native)
		}
	}
	return nil, false
}

// AsBytes is the bytes of a bytes-like value, shared.
func (vm *VM) AsBytes(v Value) ([]byte, bool) { return vm.bytesOf(v) }

// byteSeq makes a value of the same kind as like (bytes or bytearray)
// holding b.
func (vm *VM) byteSeq(like any, b []byte) Value {
	if _, ok := like.(*ByteArray); ok {
		vm.charge(len(b))
		return vm.newObj(&ByteArray{b: b})
	}
	return vm.Bytes(b)
}

// bytesRepr is the repr of a bytes or bytearray.
func (vm *VM) bytesRepr(v Value) string {
	switch o := vm.obj(v).(type) {
	case *Bytes:
		return syntax.BytesRepr(string(o.b))
	case *ByteArray:
		return "bytearray(" + syntax.BytesRepr(string(o.b)) + ")"
	case *MemoryView:
		return fmt.Sprintf("<memory at 0x%x>", vm.id(v))
	}
	return ""
}

// byteValue is an int in range(256), as bytes items and arguments must
// be.
func (vm *VM) byteValue(x Value) (byte, error) {
	n, ok, err := vm.index(x)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(x))
	}
	if n < 0 || n > 255 {
		return 0, vm.raise(vm.types.ValueError, "byte must be in range(0, 256)")
	}
	return byte(n), nil
}

// bytesFrom is the bytes bytes(x) and bytearray(x) make of one
// argument (not a str): a count of zeros, a buffer, or an iterable of
// ints.
func (vm *VM) bytesFrom(name string, x Value) ([]byte, error) {
	if b, ok := vm.bytesOf(x); ok {
		return append([]byte(nil), b...), nil
	}
	if _, ok := vm.strValue(x); ok {
		return nil, vm.raise(vm.types.TypeError, "string argument without an encoding")
	}
	if n, ok, err := vm.index(x); ok || err != nil {
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, vm.raise(vm.types.ValueError, "negative count")
		}
		if err := vm.reserve(int(min(n, math.MaxInt))); err != nil {
			return nil, err
		}
		return make([]byte, n), nil
	}
	if r, ok, err := vm.callSpecial(x, "__bytes__"); ok && name == "bytes" {
		if err != nil {
			return nil, err
		}
		b, ok := vm.bytesOf(r)
		if !ok {
			return nil, vm.raise(vm.types.TypeError, "__bytes__ returned non-bytes (type %s)", vm.typeName(r))
		}
		return b, nil
	}
	if !vm.isIterable(x) {
		return nil, vm.raise(vm.types.TypeError, "cannot convert '%s' object to %s", vm.typeName(x), name)
	}
	items, err := vm.iterate(x)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(items))
	for i, it := range items {
		if out[i], err = vm.byteValue(it); err != nil {
			if vm.matches(err, vm.types.TypeError) {
				return nil, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(it))
			}
			if name == "bytes" {
				return nil, vm.raise(vm.types.ValueError, "bytes must be in range(0, 256)")
			}
			return nil, err
		}
	}
	return out, nil
}

// bytesCtor is bytes() and bytearray(): nothing, a source, or a str
// with its encoding (and errors).
func (vm *VM) bytesCtor(name string, a []Value, kw []string) ([]byte, error) {
	args, err := vm.BindArgs(name, a, kw, "source=", "encoding=", "errors=")
	if err != nil {
		return nil, err
	}
	src, enc, errs := args[0], args[1], args[2]
	if src == Null {
		if enc != Null || errs != Null {
			return nil, vm.raise(vm.types.TypeError, "encoding or errors without sequence argument")
		}
		return []byte{}, nil
	}
	if s, ok := vm.strValue(src); ok {
		if enc == Null {
			return nil, vm.raise(vm.types.TypeError, "string argument without an encoding")
		}
		return vm.encode(s, enc, errs)
	}
	if enc != Null {
		return nil, vm.raise(vm.types.TypeError, "encoding without a string argument")
	}
	if errs != Null {
		return nil, vm.raise(vm.types.TypeError, "errors without a string argument")
	}
	return vm.bytesFrom(name, src)
}

// bytesGetItem is b[k] for an int or slice k; kind names b's type in
// messages.
func (vm *VM) bytesGetItem(o any, b []byte, k Value, kind string) (Value, error) {
	if i, ok, err := vm.index(k); ok || err != nil {
		if err != nil {
			return 0, err
		}
		j, ok := seqIndex(i, len(b))
		if !ok {
			if kind == "bytearray" {
				return 0, vm.raise(vm.types.IndexError, "bytearray index out of range")
			}
			return 0, vm.raise(vm.types.IndexError, "index out of range")
		}
		return smallInt(int64(b[j])), nil
	}
	if s, ok := vm.obj(k).(*Slice); ok && k.IsHandle() {
		start, stop, step, err := vm.sliceIndices(s, len(b))
		if err != nil {
			return 0, err
		}
		n := sliceLen(start, stop, step)
		out := make([]byte, 0, n)
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			out = append(out, b[j])
		}
		if mv, ok := o.(*MemoryView); ok {
			if step == 1 {
				return vm.newObj(&MemoryView{obj: mv.obj, start: mv.start + start, stop: mv.start + start + n}), nil
			}
			return vm.Bytes(out), nil
		}
		return vm.byteSeq(o, out), nil
	}
	if kind == "bytes" {
		kind = "byte"
	}
	return 0, vm.raise(vm.types.TypeError, "%s indices must be integers or slices, not %s", kind, vm.typeName(k))
}

// byteArraySetItem is a[k] = v for a bytearray.
func (vm *VM) byteArraySetItem(o *ByteArray, k, v Value) error {
	if i, ok, err := vm.index(k); ok || err != nil {
		if err != nil {
			return err
		}
		j, ok := seqIndex(i, len(o.b))
		if !ok {
			return vm.raise(vm.types.IndexError, "bytearray index out of range")
		}
		c, err := vm.byteValue(v)
		if err != nil {
			return err
		}
		o.b[j] = c
		return nil
	}
	s, ok := vm.obj(k).(*Slice)
	if !ok || !k.IsHandle() {
		return vm.raise(vm.types.TypeError, "bytearray indices must be integers or slices, not %s", vm.typeName(k))
	}
	src, err := vm.bytesFrom("bytearray", v)
	if err != nil {
		return err
	}
	start, stop, step, err := vm.sliceIndices(s, len(o.b))
	if err != nil {
		return err
	}
	if step == 1 {
		stop = max(stop, start)
		o.b = append(o.b[:start:start], append(src, o.b[stop:]...)...)
		return nil
	}
	n := sliceLen(start, stop, step)
	if len(src) != n {
		return vm.raise(vm.types.ValueError, "attempt to assign bytes of size %d to extended slice of size %d", len(src), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		o.b[j] = src[i]
	}
	return nil
}

// byteArrayDelItem is del a[k] for a bytearray.
func (vm *VM) byteArrayDelItem(o *ByteArray, k Value) error {
	if i, ok, err := vm.index(k); ok || err != nil {
		if err != nil {
			return err
		}
		j, ok := seqIndex(i, len(o.b))
		if !ok {
			return vm.raise(vm.types.IndexError, "bytearray index out of range")
		}
		o.b = append(o.b[:j], o.b[j+1:]...)
		return nil
	}
	s, ok := vm.obj(k).(*Slice)
	if !ok || !k.IsHandle() {
		return vm.raise(vm.types.TypeError, "bytearray indices must be integers or slices, not %s", vm.typeName(k))
	}
	start, stop, step, err := vm.sliceIndices(s, len(o.b))
	if err != nil {
		return err
	}
	n := sliceLen(start, stop, step)
	drop := map[int]bool{}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		drop[j] = true
	}
	out := o.b[:0]
	for i, c := range o.b {
		if !drop[i] {
			out = append(out, c)
		}
	}
	o.b = out
	return nil
}

// bytesContains is k in b: an int in range(256) or a subsequence.
func (vm *VM) bytesContains(b []byte, k Value) (bool, error) {
	if sub, ok := vm.bytesOf(k); ok {
		return bytes.Contains(b, sub), nil
	}
	c, err := vm.byteValue(k)
	if err != nil {
		if vm.matches(err, vm.types.TypeError) {
			return false, vm.raise(vm.types.TypeError, "a bytes-like object is required, not '%s'", vm.typeName(k))
		}
		return false, err
	}
	return bytes.IndexByte(b, c) >= 0, nil
}

// bytesOp is +, * and % for bytes and bytearray (x is a's object).
func (vm *VM) bytesOp(op int, x any, a, b Value) (Value, bool, error) {
	ab, _ := vm.bytesOf(a)
	switch op {
	case compile.NBAdd:
		bb, ok := vm.bytesOf(b)
		if !ok {
			return 0, true, vm.raise(vm.types.TypeError, "can't concat %s to %s", vm.typeName(b), vm.typeName(a))
		}
		out := make([]byte, 0, len(ab)+len(bb))
		return vm.byteSeq(x, append(append(out, ab...), bb...)), true, nil
	case compile.NBRemainder:
		r, err := vm.percentFormat(latin1(ab), vm.bytesFormatArgs(b))
		if err != nil {
			return 0, true, err
		}
		s, _ := vm.strValue(r)
		out, err := vm.encode(s, vm.str("latin-1"), Null)
		if err != nil {
			return 0, true, vm.raise(vm.types.TypeError, "%%b requires a bytes-like object, or an object that implements __bytes__, not 'str'")
		}
		return vm.byteSeq(x, out), true, nil
	}
	return 0, false, nil
}

// bytesRepeat is b * n.
func (vm *VM) bytesRepeat(x any, b []byte, n int) (Value, error) {
	if n > 0 && len(b) > maxSeqLen/n {
		return 0, vm.memoryError()
	}
	if err := vm.reserveItems(max(n, 0), len(b)); err != nil {
		return 0, err
	}
	return vm.byteSeq(x, bytes.Repeat(b, max(n, 0))), nil
}

// bytesIter iterates the ints of a bytes-like object.
type bytesIter struct {
	v Value
	i int
}

func (*bytesIter) class(vm *VM) *Class { return vm.types.iterator }

func (it *bytesIter) VisitRoots(visit func(*Value)) { visit(&it.v) }

func (it *bytesIter) next(vm *VM) (Value, bool, error) {
	b, _ := vm.bytesOf(it.v)
	if it.i < len(b) {
		it.i++
		return smallInt(int64(b[it.i-1])), true, nil
	}
	it.i = 1 << 62
	return 0, false, nil
}

// memoryview(obj): a view of a bytes or bytearray.
func (vm *VM) newMemoryView(a []Value, kw []string) (Value, error) {
	args, err := vm.BindArgs("memoryview", a, kw, "object")
	if err != nil {
		return 0, err
	}
	obj := args[0]
	if mv, ok := vm.obj(obj).(*MemoryView); ok && obj.IsHandle() {
		return vm.newObj(&MemoryView{obj: mv.obj, start: mv.start, stop: mv.stop}), nil
	}
	b, ok := vm.bytesOf(obj)
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "memoryview: a bytes-like object is required, not '%s'", vm.typeName(obj))
	}
	return vm.newObj(&MemoryView{obj: obj, start: 0, stop: len(b)}), nil
}

// initBytes makes the classes and their constructors and methods.
func (vm *VM) initBytes() {
	t := &vm.types
	vm.ctors[t.bytes] = func(vm *VM, a []Value, kw []string) (Value, error) {
		b, err := vm.bytesCtor("bytes", a, kw)
		if err != nil {
			return 0, err
		}
		return vm.Bytes(b), nil
	}
	vm.ctors[t.bytearray] = func(vm *VM, a []Value, kw []string) (Value, error) {
		b, err := vm.bytesCtor("bytearray", a, kw)
		if err != nil {
			return 0, err
		}
		return vm.newObj(&ByteArray{b: b}), nil
	}
	vm.ctors[t.memoryview] = func(vm *VM, a []Value, kw []string) (Value, error) { return vm.newMemoryView(a, kw) }
	vm.initCodecMethods()
	vm.initStrTranslate()
	vm.initBytesMethods(t.bytes)
	vm.initBytesMethods(t.bytearray)
	vm.initByteArrayMethods()
	vm.initMemoryViewMethods()
}

// bytesKind names a bytes method's receiver for messages.
func bytesKind(o any) string {
	if _, ok := o.(*ByteArray); ok {
		return "bytearray"
	}
	return "bytes"
}

// latin1 is b as text, one code point per byte.
func latin1(b []byte) string {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}

// bytesFormatArgs turns the bytes among the arguments of bytes % args
// into the latin-1 text that %s then inserts as they are.
func (vm *VM) bytesFormatArgs(args Value) Value {
	conv := func(x Value) Value {
		if b, ok := vm.bytesOf(x); ok {
			return vm.str(latin1(b))
		}
		return x
	}
	if t, ok := vm.obj(args).(*Tuple); ok && args.IsHandle() {
		items := make([]Value, len(t.items))
		for i, x := range t.items {
			items[i] = conv(x)
		}
		return vm.tuple(items)
	}
	return conv(args)
}
