package vm

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unsafe"

	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// str makes a str.
func (vm *VM) str(s string) Value {
	if len(s) == 1 && s[0] < 128 {
		return vm.strs[s[0]]
	}
	if s == "" && vm.empty != 0 {
		return vm.empty
	}
	vm.charge(len(s))
	o := vm.strHeads.take()
	o.s, o.ascii = s, pylib.IsASCII(s)
	return vm.newObj(o)
}

// strASCII makes a str whose text the caller knows is ASCII (no scan).
func (vm *VM) strASCII(s string) Value {
	if len(s) <= 1 {
		return vm.str(s)
	}
	vm.charge(len(s))
	o := vm.strHeads.take()
	o.s, o.ascii = s, true
	return vm.newObj(o)
}

// intStr makes str(n) of an immediate int: the str and its digits in
// one allocation (shortStr).
func (vm *VM) intStr(n int64) Value {
	if 0 <= n && n < 10 {
		return vm.strs['0'+n]
	}
	o := &shortStr{}
	d := strconv.AppendInt(o.buf[:0], n, 10)
	o.s, o.ascii = unsafe.String(&o.buf[0], len(d)), true
	vm.charge(len(d))
	return vm.newObj(&o.Str)
}

// shortStr is a Str with room for its text (intStr): its text points
// into its own buffer, which is never written again.
type shortStr struct {
	Str
	buf [shortStrBytes]byte
}

// shortStrBytes is the most characters a shortStr holds: those of
// str(n) for an immediate int (a sign and 15 digits: |n| < 2**47),
// rounded up to fill the allocation's size class.
const shortStrBytes = 24

// tuple makes a tuple holding items (kept, not copied).
func (vm *VM) tuple(items []Value) Value {
	if len(items) == 0 && vm.emptyT != 0 {
		return vm.emptyT
	}
	vm.charge(8 * len(items))
	return vm.newObj(&Tuple{items})
}

// list makes a list holding items (kept, not copied).
func (vm *VM) list(items []Value) Value {
	vm.charge(8 * len(items))
	return vm.newObj(&List{items})
}

// strValue returns the Go string of a str value.
func (vm *VM) strValue(v Value) (string, bool) {
	if !v.IsHandle() {
		return "", false
	}
	switch o := vm.obj(v).(type) {
	case *Str:
		return o.s, true
	case *Instance:
		if o.hasNative {
			return vm.strValue(o.native)
		}
	}
	return "", false
}

// exactStr is the string of v when v is a str (not a subclass's
// instance, whose __str__ and __format__ may differ).
func (vm *VM) exactStr(v Value) (string, bool) {
	if !v.IsHandle() {
		return "", false
	}
	if o, ok := vm.obj(v).(*Str); ok {
		return o.s, true
	}
	return "", false
}

// typeName is the name of v's type, as messages quote it.
func (vm *VM) typeName(v Value) string { return vm.typeOf(v).name }

// reprOf is repr(v).
func (vm *VM) reprOf(v Value) (string, error) {
	switch {
	case v.IsInt():
		return strconv.FormatInt(v.Int(), 10), nil
	case v.IsFloat():
		return syntax.FloatRepr(v.Float()), nil
	case v == None:
		return "None", nil
	case v == True:
		return "True", nil
	case v == False:
		return "False", nil
	case v == NotImplemented:
		return "NotImplemented", nil
	case v == Ellipsis:
		return "Ellipsis", nil
	}
	if err := vm.nest(inRepr); err != nil {
		return "", err
	}
	defer vm.unnest()
	switch o := vm.obj(v).(type) {
	case *Str:
		return syntax.PyRepr(o.s), nil
	case *BigInt:
		return vm.bigString(o.big())
	case *List:
		if vm.reprActive(v) {
			return "[...]", nil
		}
		defer vm.reprDone(v)
		return vm.seqRepr("[", "]", o.items, false)
	case *Tuple:
		if vm.reprActive(v) {
			return "(...)", nil
		}
		defer vm.reprDone(v)
		return vm.seqRepr("(", ")", o.items, len(o.items) == 1)
	case *Dict:
		if vm.reprActive(v) {
			return "{...}", nil
		}
		defer vm.reprDone(v)
		var b strings.Builder
		b.WriteByte('{')
		first := true
		for _, e := range o.entries {
			if !e.used {
				continue
			}
			if !first {
				b.WriteString(", ")
			}
			first = false
			k, err := vm.reprOf(e.key)
			if err != nil {
				return "", err
			}
			x, err := vm.reprOf(e.val)
			if err != nil {
				return "", err
			}
			b.WriteString(k)
			b.WriteString(": ")
			b.WriteString(x)
		}
		b.WriteByte('}')
		return b.String(), nil
	case *Set:
		keys := o.t.elements()
		if len(keys) == 0 {
			if o.frozen {
				return "frozenset()", nil
			}
			return "set()", nil
		}
		s, err := vm.seqRepr("{", "}", keys, false)
		if o.frozen {
			s = "frozenset(" + s + ")"
		}
		return s, err
	case *dictView:
		items, err := vm.iterate(v)
		if err != nil {
			return "", err
		}
		s, err := vm.seqRepr("[", "]", items, false)
		return vm.typeName(v) + "(" + s + ")", err
	case *Bytes, *ByteArray, *MemoryView:
		return vm.bytesRepr(v), nil
	case *Complex:
		return syntax.ComplexRepr(o.c), nil
	case *GenericAlias:
		return vm.genericAliasRepr(o)
	case *frameObj:
		return vm.frameRepr(o, v), nil
	case *codeInfo:
		return fmt.Sprintf("<code object %s at 0x%x, file \"%s\", line %d>", o.code.Name, vm.id(v), o.code.File, o.code.FirstLine), nil
	case *UnionType:
		return vm.unionRepr(o)
	case *Super:
		return "<super: <class '" + o.cls.name + "'>, <" + vm.typeName(o.obj) + " object>>", nil
	case *BigRange:
		if o.step.Cmp(big.NewInt(1)) == 0 {
			return fmt.Sprintf("range(%v, %v)", o.start, o.stop), nil
		}
		return fmt.Sprintf("range(%v, %v, %v)", o.start, o.stop, o.step), nil
	case *Range:
		if o.step == 1 {
			return fmt.Sprintf("range(%d, %d)", o.start, o.stop), nil
		}
		return fmt.Sprintf("range(%d, %d, %d)", o.start, o.stop, o.step), nil
	case *Slice:
		s, err := vm.seqRepr("slice(", ")", []Value{o.start, o.stop, o.step}, false)
		return s, err
	case *Function:
		return fmt.Sprintf("<function %s at 0x%x>", o.qualname, vm.id(v)), nil
	case *Builtin:
		if o.self != Null {
			return fmt.Sprintf("<built-in method %s of %s object at 0x%x>", o.name, vm.typeName(o.self), vm.id(o.self)), nil
		}
		return fmt.Sprintf("<built-in function %s>", o.name), nil
	case *BoundMethod:
		f := vm.obj(o.fn)
		name := "?"
		if fn, ok := f.(*Function); ok {
			name = fn.qualname
		}
		s, err := vm.reprOf(o.self)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("<bound method %s of %s>", name, s), nil
	case *Class:
		if r, ok, err := vm.callSpecial(v, "__repr__"); ok {
			if err != nil {
				return "", err
			}
			s, ok := vm.strValue(r)
			if !ok {
				return "", vm.raise(vm.types.TypeError, "__repr__ returned non-string (type %s)", vm.typeName(r))
			}
			return s, nil
		}
		if o.builtin && o.module == "builtins" {
			return fmt.Sprintf("<class '%s'>", o.name), nil
		}
		if o.builtin {
			return fmt.Sprintf("<class '%s.%s'>", o.module, o.name), nil
		}
		return fmt.Sprintf("<class '%s.%s'>", o.module, o.qualname), nil
	case *Stream:
		name, mode := "<stdout>", "w"
		switch {
		case o.in:
			name, mode = "<stdin>", "r"
		case o.err:
			name = "<stderr>"
		}
		return fmt.Sprintf("<_io.TextIOWrapper name='%s' mode='%s' encoding='utf-8'>", name, mode), nil
	case *Module:
		if o.name == "sys" || o.name == "builtins" || o.name == "math" || o.name == "time" {
			return fmt.Sprintf("<module '%s' (built-in)>", o.name), nil
		}
		return fmt.Sprintf("<module '%s'>", o.name), nil
	case *Instance:
		if m, ok := vm.userMethod(o.cls, "__repr__"); ok {
			r, err := vm.callFromGo(m, []Value{v}, nil)
			if err != nil {
				return "", err
			}
			s, ok := vm.strValue(r)
			if !ok {
				return "", vm.raise(vm.types.TypeError, "__repr__ returned non-string (type %s)", vm.typeName(r))
			}
			return s, nil
		}
		if o.hasNative {
			return vm.reprOf(o.native)
		}
		if o.exc != nil {
			args := vm.excArgs(v)
			s, err := vm.seqRepr("(", ")", args, false)
			return o.cls.name + s, err
		}
		name := o.cls.module + "." + o.cls.qualname
		if o.cls.module == "builtins" {
			name = o.cls.qualname
		}
		return fmt.Sprintf("<%s object at 0x%x>", name, vm.id(v)), nil
	case *extIter:
		if m, ok := o.cls.lookup("__repr__"); ok {
			if _, isBuiltin := vm.obj(m).(*Builtin); isBuiltin && m != vm.types.object.attrs["__repr__"] {
				r, err := vm.callFromGo(m, []Value{v}, nil)
				if err != nil {
					return "", err
				}
				s, _ := vm.strValue(r)
				return s, nil
			}
		}
	case *Generator:
		return fmt.Sprintf("<generator object %s at 0x%x>", o.frame.code.code.QualName, vm.id(v)), nil
	case *Cell:
		return fmt.Sprintf("<cell at 0x%x>", vm.id(v)), nil
	}
	if c := vm.typeOf(v); c.module != "builtins" && c.module != "" {
		return fmt.Sprintf("<%s.%s object at 0x%x>", c.module, c.qualname, vm.id(v)), nil
	}
	return fmt.Sprintf("<%s object at 0x%x>", vm.typeName(v), vm.id(v)), nil
}

// reprActive marks v as being printed, reporting whether it already was.
func (vm *VM) reprActive(v Value) bool {
	for _, x := range vm.reprStack {
		if x == v {
			return true
		}
	}
	vm.reprStack = append(vm.reprStack, v)
	return false
}

func (vm *VM) reprDone(Value) { vm.reprStack = vm.reprStack[:len(vm.reprStack)-1] }

func (vm *VM) seqRepr(open, close string, items []Value, comma bool) (string, error) {
	var b strings.Builder
	b.WriteString(open)
	for i, x := range items {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := vm.reprOf(x)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	if comma {
		b.WriteByte(',')
	}
	b.WriteString(close)
	return b.String(), nil
}

// strOf is str(v).
func (vm *VM) strOf(v Value) (string, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Str:
			return o.s, nil
		case *Class:
			if m, ok := vm.metaMethod(o, "__str__"); ok {
				r, err := vm.callFromGo(m, []Value{v}, nil)
				if err != nil {
					return "", err
				}
				s, ok := vm.strValue(r)
				if !ok {
					return "", vm.raise(vm.types.TypeError, "__str__ returned non-string (type %s)", vm.typeName(r))
				}
				return s, nil
			}
		case *Instance:
			if m, ok := vm.userMethod(o.cls, "__str__"); ok {
				r, err := vm.callFromGo(m, []Value{v}, nil)
				if err != nil {
					return "", err
				}
				s, ok := vm.strValue(r)
				if !ok {
					return "", vm.raise(vm.types.TypeError, "__str__ returned non-string (type %s)", vm.typeName(r))
				}
				return s, nil
			}
			if _, ok := vm.userMethod(o.cls, "__repr__"); !ok && o.hasNative {
				return vm.strOf(o.native)
			}
			if o.exc != nil {
				if _, ok := vm.userMethod(o.cls, "__repr__"); !ok {
					args := vm.excArgs(v)
					if o.cls.isSubclass(vm.types.UnicodeError) {
						if msg, ok := vm.unicodeErrorMessage(o.cls, args); ok {
							return msg, nil
						}
					}
					if o.cls.isSubclass(vm.types.SyntaxError) && len(args) == 2 {
						return vm.syntaxErrorStr(v)
					}
					if o.cls.isSubclass(vm.types.OSError) && (len(args) == 2 || len(args) == 3) && args[0].IsInt() {
						msg, err := vm.strOf(args[1])
						if err != nil {
							return "", err
						}
						msg = fmt.Sprintf("[Errno %d] %s", args[0].Int(), msg)
						if len(args) == 3 {
							f, err := vm.reprOf(args[2])
							if err != nil {
								return "", err
							}
							msg += ": " + f
						}
						return msg, nil
					}
					switch len(args) {
					case 0:
						return "", nil
					case 1:
						if o.cls.isSubclass(vm.types.KeyError) {
							return vm.reprOf(args[0])
						}
						return vm.strOf(args[0])
					}
					return vm.seqRepr("(", ")", args, false)
				}
			}
		}
	}
	return vm.reprOf(v)
}

// id is id(v): the handle's index for objects, the word for immediates.
func (vm *VM) id(v Value) uint64 {
	if v.IsHandle() {
		return 0x7f0000000000 + (uint64(v)>>16&0xffffffff)*16
	}
	return uint64(v)
}

// bigString is str of a big int, with CPython's digit limit
// (sys.set_int_max_str_digits).
func (vm *VM) bigString(n *big.Int) (string, error) {
	if err := pylib.CheckStrDigits(n, vm.maxStrDigits); err != nil {
		return "", vm.pyErr(err)
	}
	return n.String(), nil
}
