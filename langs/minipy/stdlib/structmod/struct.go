// Package structmod is minipy's _struct module (struct's Go part):
// pack, unpack and calcsize of CPython 3.11, with its native sizes and
// alignment of x86-64 Linux for '@' formats, the standard sizes for
// '=', '<', '>' and '!', and its struct.error messages.
package structmod

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"strconv"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_struct", Init: initStruct}) }

// A code is one item of a format.
type code struct {
	c     byte
	count int // repeat count (the length for s and p)
	size  int // of one item
	off   int // offset of the first item
}

// A layout is a parsed format.
type layout struct {
	codes  []code
	size   int
	items  int // values packed
	order  binary.ByteOrder
	native bool
}

var nativeSizes = map[byte]int{'x': 1, 'c': 1, 'b': 1, 'B': 1, '?': 1, 'h': 2, 'H': 2, 'i': 4, 'I': 4,
	'l': 8, 'L': 8, 'q': 8, 'Q': 8, 'n': 8, 'N': 8, 'e': 2, 'f': 4, 'd': 8, 's': 1, 'p': 1, 'P': 8}
var stdSizes = map[byte]int{'x': 1, 'c': 1, 'b': 1, 'B': 1, '?': 1, 'h': 2, 'H': 2, 'i': 4, 'I': 4,
	'l': 4, 'L': 4, 'q': 8, 'Q': 8, 'e': 2, 'f': 4, 'd': 8, 's': 1, 'p': 1}

type structError struct{ msg string }

func (e *structError) Error() string { return e.msg }

func parseFormat(f string) (*layout, error) {
	l := &layout{order: binary.LittleEndian, native: true}
	i := 0
	if len(f) > 0 {
		switch f[0] {
		case '@':
			i = 1
		case '=', '<':
			l.native, i = false, 1
		case '>', '!':
			l.native, l.order, i = false, binary.BigEndian, 1
		}
	}
	sizes := nativeSizes
	if !l.native {
		sizes = stdSizes
	}
	off := 0
	for i < len(f) {
		c := f[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			i++
			continue
		}
		count, hasCount := 1, false
		if c >= '0' && c <= '9' {
			j := i
			for j < len(f) && f[j] >= '0' && f[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(f[i:j])
			if err != nil || n > math.MaxInt32 {
				return nil, &structError{"total struct size too long"}
			}
			count, hasCount = n, true
			i = j
			if i >= len(f) {
				return nil, &structError{"repeat count given without format specifier"}
			}
			c = f[i]
		}
		_ = hasCount
		size, ok := sizes[c]
		if !ok {
			return nil, &structError{"bad char in struct format"}
		}
		if l.native && size > 1 && c != 's' && c != 'p' {
			off = (off + size - 1) / size * size
		}
		cd := code{c: c, count: count, size: size, off: off}
		switch c {
		case 's', 'p':
			off += count
			l.items++
		case 'x':
			off += count
		default:
			off += count * size
			l.items += count
		}
		l.codes = append(l.codes, cd)
		i++
	}
	l.size = off
	return l, nil
}

func (v2 *structMod) err(v *VM, msg string, args ...any) error {
	return v.RaiseValue(v2.mkErr(v, fmt.Sprintf(msg, args...)))
}

// structMod is the module's state in one VM.
type structMod struct {
	errCls Value
	cache  map[string]*layout
}

func (s *structMod) mkErr(v *VM, msg string) Value {
	e, _ := v.Call(s.errCls, []Value{v.Str(msg)}, nil)
	return e
}

func (s *structMod) layout(v *VM, f Value) (*layout, error) {
	var text string
	if str, ok := v.AsStr(f); ok {
		text = str
	} else if b, ok := v.AsBytes(f); ok {
		text = string(b)
	} else {
		return nil, v.Raise("TypeError", "Struct() argument 1 must be a str or bytes object, not %s", v.TypeName(f))
	}
	if l, ok := s.cache[text]; ok {
		return l, nil
	}
	l, err := parseFormat(text)
	if err != nil {
		return nil, s.err(v, "%s", err.Error())
	}
	if len(s.cache) > 1000 {
		s.cache = map[string]*layout{}
	}
	s.cache[text] = l
	return l, nil
}

// intRange is the range of an integer code.
func intRange(c byte, size int) (lo, hi *big.Int, signed bool) {
	bits := uint(size * 8)
	switch c {
	case 'b', 'h', 'i', 'l', 'q', 'n':
		lo = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), bits-1))
		hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), bits-1), big.NewInt(1))
		return lo, hi, true
	}
	return big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), bits), big.NewInt(1)), false
}

func (s *structMod) pack(v *VM, l *layout, args []Value) ([]byte, error) {
	if len(args) != l.items {
		return nil, s.err(v, "pack expected %d items for packing (got %d)", l.items, len(args))
	}
	buf := make([]byte, l.size)
	k := 0
	for _, cd := range l.codes {
		switch cd.c {
		case 'x':
			continue
		case 's', 'p':
			b, ok := v.AsBytes(args[k])
			if !ok {
				return nil, s.err(v, "argument for '%c' must be a bytes object", cd.c)
			}
			k++
			n := cd.count
			if cd.c == 'p' {
				if n == 0 {
					continue
				}
				m := min(len(b), n-1, 255)
				copy(buf[cd.off+1:], b[:m])
				buf[cd.off] = byte(m)
				continue
			}
			copy(buf[cd.off:cd.off+n], b)
			continue
		}
		for j := 0; j < cd.count; j++ {
			x := args[k]
			k++
			at := buf[cd.off+j*cd.size:]
			if err := s.packOne(v, l, cd, x, at); err != nil {
				return nil, err
			}
		}
	}
	return buf, nil
}

func (s *structMod) packOne(v *VM, l *layout, cd code, x Value, at []byte) error {
	switch cd.c {
	case 'c':
		b, ok := v.AsBytes(x)
		if !ok || len(b) != 1 {
			return s.err(v, "char format requires a bytes object of length 1")
		}
		at[0] = b[0]
	case '?':
		t, err := v.Truth(x)
		if err != nil {
			return err
		}
		if t {
			at[0] = 1
		}
	case 'e', 'f', 'd':
		f, err := v.AsFloat(x)
		if err != nil {
			return s.err(v, "required argument is not a float")
		}
		switch cd.c {
		case 'd':
			l.order.PutUint64(at, math.Float64bits(f))
		case 'f':
			f32 := float32(f)
			if !l.native && math.IsInf(float64(f32), 0) && !math.IsInf(f, 0) {
				return v.Raise("OverflowError", "float too large to pack with f format")
			}
			l.order.PutUint32(at, math.Float32bits(f32))
		default:
			h, ok := halfBits(f)
			if !ok {
				return v.Raise("OverflowError", "float too large to pack with e format")
			}
			l.order.PutUint16(at, h)
		}
	default:
		bn, err := s.intArg(v, x)
		if err != nil {
			return err
		}
		lo, hi, signed := intRange(cd.c, cd.size)
		if bn.Cmp(lo) < 0 || bn.Cmp(hi) > 0 {
			if cd.size == 8 || !signed && bn.Sign() < 0 && cd.c != 'B' && cd.c != 'H' {
				return s.err(v, "argument out of range")
			}
			name := map[byte]string{'b': "byte", 'B': "ubyte", 'h': "short", 'H': "ushort"}[cd.c]
			if name == "" {
				name = "'" + string(cd.c) + "'"
			}
			return s.err(v, "%s format requires %s <= number <= %s", name, lo, hi)
		}
		var u uint64
		if bn.Sign() < 0 {
			u = uint64(bn.Int64())
		} else {
			u = bn.Uint64()
		}
		switch cd.size {
		case 1:
			at[0] = byte(u)
		case 2:
			l.order.PutUint16(at, uint16(u))
		case 4:
			l.order.PutUint32(at, uint32(u))
		case 8:
			l.order.PutUint64(at, u)
		}
	}
	return nil
}

// halfBits is f as an IEEE half, rounded to nearest even.
// intArg is an integer argument (through __index__).
func (s *structMod) intArg(v *VM, x Value) (*big.Int, error) {
	if !v.IsInt(x) {
		r, err := v.CallMethod(x, "__index__")
		if err != nil {
			if v.Matches(err, "AttributeError") || v.Matches(err, "TypeError") {
				return nil, s.err(v, "required argument is not an integer")
			}
			return nil, err
		}
		x = r
	}
	b, ok := v.AsBigInt(x)
	if !ok {
		return nil, s.err(v, "required argument is not an integer")
	}
	return b, nil
}

func halfBits(f float64) (uint16, bool) {
	bits := math.Float64bits(f)
	sign := uint16(bits>>48) & 0x8000
	if math.IsNaN(f) {
		return sign | 0x7e00, true
	}
	a := math.Abs(f)
	if math.IsInf(f, 0) {
		return sign | 0x7c00, true
	}
	if a >= 65520 {
		return 0, false
	}
	if a < 0x1p-24/2 {
		return sign, true
	}
	// scale to an integer count of the smallest units of its binade
	e := math.Floor(math.Log2(a))
	if e < -14 {
		m := math.RoundToEven(a / 0x1p-24)
		return sign | uint16(m), true
	}
	m := math.RoundToEven(a/math.Pow(2, e-10)) - 1024
	if m >= 1024 {
		m -= 1024
		e++
	}
	if e > 15 {
		return 0, false
	}
	return sign | uint16(e+15)<<10 | uint16(m), true
}

func halfFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * m * 0x1p-24
	case 31:
		if m == 0 {
			return sign * math.Inf(1)
		}
		return math.NaN()
	}
	return sign * (1 + m/1024) * math.Pow(2, float64(e-15))
}

func (s *structMod) unpack(v *VM, l *layout, b []byte) (Value, error) {
	if len(b) != l.size {
		return 0, s.err(v, "unpack requires a buffer of %d bytes", l.size)
	}
	return s.unpackAt(v, l, b), nil
}

func (s *structMod) unpackAt(v *VM, l *layout, b []byte) Value {
	var out []Value
	for _, cd := range l.codes {
		switch cd.c {
		case 'x':
			continue
		case 's':
			out = append(out, v.Bytes(append([]byte(nil), b[cd.off:cd.off+cd.count]...)))
			continue
		case 'p':
			if cd.count == 0 {
				out = append(out, v.Bytes(nil))
				continue
			}
			n := min(int(b[cd.off]), cd.count-1)
			out = append(out, v.Bytes(append([]byte(nil), b[cd.off+1:cd.off+1+n]...)))
			continue
		}
		for j := 0; j < cd.count; j++ {
			at := b[cd.off+j*cd.size:]
			out = append(out, unpackOne(v, l, cd, at))
		}
	}
	return v.Tuple(out)
}

func unpackOne(v *VM, l *layout, cd code, at []byte) Value {
	switch cd.c {
	case 'c':
		return v.Bytes([]byte{at[0]})
	case '?':
		return vm.Bool(at[0] != 0)
	case 'd':
		return v.Float(math.Float64frombits(l.order.Uint64(at)))
	case 'f':
		return v.Float(float64(math.Float32frombits(l.order.Uint32(at))))
	case 'e':
		return v.Float(halfFloat(l.order.Uint16(at)))
	}
	var u uint64
	switch cd.size {
	case 1:
		u = uint64(at[0])
	case 2:
		u = uint64(l.order.Uint16(at))
	case 4:
		u = uint64(l.order.Uint32(at))
	case 8:
		u = l.order.Uint64(at)
	}
	_, _, signed := intRange(cd.c, cd.size)
	if signed {
		shift := 64 - uint(cd.size*8)
		return v.Int(int64(u<<shift) >> shift)
	}
	if u > math.MaxInt64 {
		return v.BigInt(new(big.Int).SetUint64(u))
	}
	return v.Int(int64(u))
}

func initStruct(v *VM, m *vm.Module) error {
	st := &structMod{cache: map[string]*layout{}}
	exc, _ := v.BuiltinValue("Exception")
	excCls, _ := v.ClassOf(exc)
	errCls := v.NewType("error", "struct", excCls)
	st.errCls = errCls.Value()
	m.Set("error", st.errCls)
	m.Def("calcsize", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("calcsize", a, kw, 1, 1); err != nil {
			return 0, err
		}
		l, err := st.layout(v, a[0])
		if err != nil {
			return 0, err
		}
		return v.Int(int64(l.size)), nil
	})
	m.Def("pack", func(v *VM, a []Value, kw []string) (Value, error) {
		if len(a) == 0 {
			return 0, v.Raise("TypeError", "pack expected at least 1 argument, got 0")
		}
		l, err := st.layout(v, a[0])
		if err != nil {
			return 0, err
		}
		b, err := st.pack(v, l, a[1:])
		if err != nil {
			return 0, err
		}
		return v.Bytes(b), nil
	})
	m.Def("pack_into", func(v *VM, a []Value, kw []string) (Value, error) {
		if len(a) < 3 {
			return 0, v.Raise("TypeError", "pack_into expected at least 3 arguments, got %d", len(a))
		}
		l, err := st.layout(v, a[0])
		if err != nil {
			return 0, err
		}
		b, err := st.pack(v, l, a[3:])
		if err != nil {
			return 0, err
		}
		off, err := v.AsIndex(a[2])
		if err != nil {
			return 0, err
		}
		buf, ok := v.AsBytes(a[1])
		if !ok {
			return 0, v.Raise("TypeError", "argument must be read-write bytes-like object, not %s", v.TypeName(a[1]))
		}
		if off < 0 {
			off += int64(len(buf))
		}
		if off < 0 || int(off)+len(b) > len(buf) {
			return 0, st.err(v, "pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d (actual buffer size is %d)",
				int(off)+len(b), len(b), off, len(buf))
		}
		for i, c := range b {
			if _, err := v.CallMethod(a[1], "__setitem__", v.Int(off+int64(i)), v.Int(int64(c))); err != nil {
				return 0, err
			}
		}
		return vm.None, nil
	})
	m.Def("unpack", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("unpack", a, kw, 2, 2); err != nil {
			return 0, err
		}
		l, err := st.layout(v, a[0])
		if err != nil {
			return 0, err
		}
		b, ok := v.AsBytes(a[1])
		if !ok {
			return 0, v.Raise("TypeError", "a bytes-like object is required, not '%s'", v.TypeName(a[1]))
		}
		return st.unpack(v, l, b)
	})
	m.Def("unpack_from", func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("unpack_from", a, kw, "format", "/", "buffer", "offset=")
		if err != nil {
			return 0, err
		}
		l, err := st.layout(v, args[0])
		if err != nil {
			return 0, err
		}
		b, ok := v.AsBytes(args[1])
		if !ok {
			return 0, v.Raise("TypeError", "a bytes-like object is required, not '%s'", v.TypeName(args[1]))
		}
		off := int64(0)
		if args[2] != vm.Null {
			if off, err = v.AsIndex(args[2]); err != nil {
				return 0, err
			}
		}
		if off < 0 {
			off += int64(len(b))
		}
		if off < 0 || int(off)+l.size > len(b) {
			if off >= 0 && int(off) <= len(b) {
				return 0, st.err(v, "unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d (actual buffer size is %d)",
					int(off)+l.size, l.size, off, len(b))
			}
			return 0, st.err(v, "offset %d out of range for %d-byte buffer", off, len(b))
		}
		return st.unpackAt(v, l, b[off:]), nil
	})
	m.Def("iter_unpack", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("iter_unpack", a, kw, 2, 2); err != nil {
			return 0, err
		}
		l, err := st.layout(v, a[0])
		if err != nil {
			return 0, err
		}
		b, ok := v.AsBytes(a[1])
		if !ok {
			return 0, v.Raise("TypeError", "a bytes-like object is required, not '%s'", v.TypeName(a[1]))
		}
		if l.size == 0 {
			return 0, st.err(v, "cannot iteratively unpack with a struct of length 0")
		}
		if len(b)%l.size != 0 {
			return 0, st.err(v, "iterative unpacking requires a buffer of a multiple of %d bytes", l.size)
		}
		var out []Value
		for i := 0; i < len(b); i += l.size {
			out = append(out, st.unpackAt(v, l, b[i:]))
		}
		return v.Iter(v.List(out))
	})
	m.Def("_clearcache", func(v *VM, a []Value, kw []string) (Value, error) {
		st.cache = map[string]*layout{}
		return vm.None, nil
	})
	return nil
}
