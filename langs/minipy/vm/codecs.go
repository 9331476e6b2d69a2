package vm

import (
	"bytes"
	"fmt"
	"math/big"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// str.encode and bytes.decode: UTF-8, ASCII and Latin-1 (with UTF-16
// and UTF-32), each with CPython's error handlers (strict, ignore,
// replace, backslashreplace, xmlcharrefreplace, namereplace,
// surrogateescape, surrogatepass) and CPython's UnicodeError messages.
// A str is UTF-8 with lone surrogates in their three-byte form.

// codec is a normalized encoding name.
type codec string

const (
	codecUTF8   codec = "utf-8"
	codecUTF8S  codec = "utf-8-sig" // UTF-8 after a byte order mark
	codecASCII  codec = "ascii"
	codecLatin1 codec = "latin-1"
	codecUTF16  codec = "utf-16"
	codecUTF16L codec = "utf-16-le"
	codecUTF16B codec = "utf-16-be"
	codecUTF32  codec = "utf-32"
	codecUTF32L codec = "utf-32-le"
	codecUTF32B codec = "utf-32-be"
)

var codecAliases = map[string]codec{
	"utf-8": codecUTF8, "utf8": codecUTF8, "u8": codecUTF8, "utf": codecUTF8, "cp65001": codecUTF8,
	"utf-8-sig": codecUTF8S, "utf8-sig": codecUTF8S,
	"ascii": codecASCII, "us-ascii": codecASCII, "646": codecASCII, "us": codecASCII,
	"latin-1": codecLatin1, "latin1": codecLatin1, "latin": codecLatin1, "l1": codecLatin1,
	"iso-8859-1": codecLatin1, "iso8859-1": codecLatin1, "8859": codecLatin1, "cp819": codecLatin1,
	"iso-ir-100": codecLatin1,
	"utf-16":     codecUTF16, "utf16": codecUTF16, "utf-16-le": codecUTF16L, "utf-16le": codecUTF16L,
	"utf-16-be": codecUTF16B, "utf-16be": codecUTF16B,
	"utf-32": codecUTF32, "utf32": codecUTF32, "utf-32-le": codecUTF32L, "utf-32le": codecUTF32L,
	"utf-32-be": codecUTF32B, "utf-32be": codecUTF32B,
}

// lookupCodec finds an encoding by name, as CPython normalizes names
// (case, spaces and underscores).
func (vm *VM) lookupCodec(v Value) (codec, error) {
	if v == Null || v == None {
		return codecUTF8, nil
	}
	name, ok := vm.strValue(v)
	if !ok {
		return "", vm.raise(vm.types.TypeError, "encode() argument 'encoding' must be str, not %s", vm.typeName(v))
	}
	n := strings.ToLower(strings.TrimSpace(name))
	n = strings.NewReplacer("_", "-", " ", "-").Replace(n)
	if c, ok := codecAliases[n]; ok {
		return c, nil
	}
	return "", vm.raise(vm.types.LookupError, "unknown encoding: %s", name)
}

// errorsName is an errors argument (default "strict").
func (vm *VM) errorsName(v Value) (string, error) {
	if v == Null || v == None {
		return "strict", nil
	}
	s, ok := vm.strValue(v)
	if !ok {
		return "", vm.raise(vm.types.TypeError, "encode() argument 'errors' must be str, not %s", vm.typeName(v))
	}
	return s, nil
}

// runeAt decodes the code point at s[i:] (a lone surrogate too).
func runeAt(s string, i int) (rune, int) { return pylib.DecodeRune(s[i:]) }

func isSurrogate(r rune) bool { return pylib.IsSurrogate(r) }

// charRepr is how a UnicodeEncodeError shows a character.
func charRepr(r rune) string {
	switch {
	case r < 0x100:
		return fmt.Sprintf(`\x%02x`, r)
	case r < 0x10000:
		return fmt.Sprintf(`\u%04x`, r)
	}
	return fmt.Sprintf(`\U%08x`, r)
}

// encode is str.encode(encoding, errors).
func (vm *VM) encode(s string, encV, errV Value) ([]byte, error) {
	enc, err := vm.lookupCodec(encV)
	if err != nil {
		return nil, err
	}
	errs, err := vm.errorsName(errV)
	if err != nil {
		return nil, err
	}
	if enc == codecUTF8S {
		// the mark, then UTF-8 (whose codec the errors name, as in CPython)
		b, err := vm.encode(s, vm.str(string(codecUTF8)), errV)
		return append([]byte{0xEF, 0xBB, 0xBF}, b...), err
	}
	runes := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		r, n := runeAt(s, i)
		runes = append(runes, r)
		i += n
	}
	limit := rune(-1)
	switch enc {
	case codecASCII:
		limit = 0x80
	case codecLatin1:
		limit = 0x100
	}
	var out []byte
	put := func(r rune) {
		switch enc {
		case codecASCII, codecLatin1:
			out = append(out, byte(r))
		case codecUTF16, codecUTF16L, codecUTF16B:
			for _, u := range utf16.Encode([]rune{r}) {
				if enc == codecUTF16B {
					out = append(out, byte(u>>8), byte(u))
				} else {
					out = append(out, byte(u), byte(u>>8))
				}
			}
		case codecUTF32, codecUTF32L, codecUTF32B:
			if enc == codecUTF32B {
				out = append(out, byte(r>>24), byte(r>>16), byte(r>>8), byte(r))
			} else {
				out = append(out, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
			}
		default:
			out = utf8.AppendRune(out, r)
		}
	}
	switch enc {
	case codecUTF16:
		out = append(out, 0xFF, 0xFE)
	case codecUTF32:
		out = append(out, 0xFF, 0xFE, 0, 0)
	}
	bad := func(r rune) bool {
		if limit >= 0 {
			return r >= limit
		}
		return isSurrogate(r)
	}
	for i := 0; i < len(runes); {
		if !bad(runes[i]) {
			put(runes[i])
			i++
			continue
		}
		j := i + 1
		for j < len(runes) && bad(runes[j]) {
			j++
		}
		reason := "surrogates not allowed"
		if limit >= 0 {
			reason = fmt.Sprintf("ordinal not in range(%d)", limit)
		}
		switch errs {
		case "strict":
			return nil, vm.unicodeEncodeError(string(enc), s, runes, i, j, reason)
		case "ignore":
		case "replace":
			for k := i; k < j; k++ {
				put('?')
			}
		case "backslashreplace":
			for _, r := range runes[i:j] {
				for _, c := range charRepr(r) {
					put(c)
				}
			}
		case "xmlcharrefreplace":
			for _, r := range runes[i:j] {
				for _, c := range fmt.Sprintf("&#%d;", r) {
					put(c)
				}
			}
		case "namereplace":
			for _, r := range runes[i:j] {
				rep := charRepr(r)
				if name, ok := syntax.UnicodeName(r); ok {
					rep = `\N{` + name + `}`
				}
				for _, c := range rep {
					put(c)
				}
			}
		case "surrogateescape":
			for k := i; k < j; k++ {
				r := runes[k]
				if r < 0xDC80 || r > 0xDCFF {
					return nil, vm.unicodeEncodeError(string(enc), s, runes, k, k+1, reason)
				}
				out = append(out, byte(r-0xDC00))
			}
		case "surrogatepass":
			if limit >= 0 {
				return nil, vm.unicodeEncodeError(string(enc), s, runes, i, j, reason)
			}
			for _, r := range runes[i:j] {
				if !isSurrogate(r) {
					return nil, vm.unicodeEncodeError(string(enc), s, runes, i, j, reason)
				}
				out = append(out, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
			}
		default:
			return nil, vm.raise(vm.types.LookupError, "unknown error handler name '%s'", errs)
		}
		i = j
	}
	if out == nil {
		out = []byte{}
	}
	return out, nil
}

// unicodeEncodeError is the error of encoding runes[start:end].
func (vm *VM) unicodeEncodeError(enc, s string, runes []rune, start, end int, reason string) error {
	e := vm.newException(vm.types.UnicodeEncodeError, []Value{vm.str(enc), vm.str(s), vm.Int(int64(start)), vm.Int(int64(end)), vm.str(reason)})
	return vm.raiseValue(e)
}

// decode is bytes.decode(encoding, errors).
func (vm *VM) decode(b []byte, encV, errV Value) (string, error) {
	enc, err := vm.lookupCodec(encV)
	if err != nil {
		return "", err
	}
	errs, err := vm.errorsName(errV)
	if err != nil {
		return "", err
	}
	if enc == codecUTF8S {
		return vm.decode(bytes.TrimPrefix(b, []byte{0xEF, 0xBB, 0xBF}), vm.str(string(codecUTF8)), errV)
	}
	var out strings.Builder
	out.Grow(len(b))
	// fail handles b[start:end], which does not decode.
	fail := func(start, end int, reason string) error {
		switch errs {
		case "strict":
			return vm.raiseValue(vm.newException(vm.types.UnicodeDecodeError, []Value{vm.str(string(enc)),
				vm.Bytes(append([]byte(nil), b...)), vm.Int(int64(start)), vm.Int(int64(end)), vm.str(reason)}))
		case "ignore":
		case "replace":
			out.WriteRune(utf8.RuneError)
		case "backslashreplace":
			for _, c := range b[start:end] {
				fmt.Fprintf(&out, `\x%02x`, c)
			}
		case "surrogateescape":
			for k, c := range b[start:end] {
				if c < 0x80 {
					return vm.raiseValue(vm.newException(vm.types.UnicodeDecodeError, []Value{vm.str(string(enc)),
						vm.Bytes(append([]byte(nil), b...)), vm.Int(int64(start + k)), vm.Int(int64(start + k + 1)), vm.str(reason)}))
				}
				writeCodePointTo(&out, 0xDC00+rune(c))
			}
		default:
			return vm.raise(vm.types.LookupError, "unknown error handler name '%s'", errs)
		}
		return nil
	}
	switch enc {
	case codecASCII:
		for i, c := range b {
			if c < 0x80 {
				out.WriteByte(c)
			} else if err := fail(i, i+1, "ordinal not in range(128)"); err != nil {
				return "", err
			}
		}
	case codecLatin1:
		for _, c := range b {
			out.WriteRune(rune(c))
		}
	case codecUTF16, codecUTF16L, codecUTF16B, codecUTF32, codecUTF32L, codecUTF32B:
		return vm.decodeWide(b, enc, fail, &out)
	default:
		if err := vm.decodeUTF8(b, errs == "surrogatepass", fail, &out); err != nil {
			return "", err
		}
	}
	return out.String(), nil
}

// writeCodePointTo appends r, a lone surrogate in its three-byte form.
func writeCodePointTo(out *strings.Builder, r rune) { pylib.WriteRune(out, r) }

// decodeUTF8 decodes b as CPython's UTF-8 decoder does, finding its
// errors where CPython finds them (a sequence is checked byte by byte:
// the bytes of a bad one up to the first that does not fit are its
// range).
func (vm *VM) decodeUTF8(b []byte, surrogatePass bool, fail func(start, end int, reason string) error, out *strings.Builder) error {
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			out.WriteByte(c)
			i++
			continue
		}
		var n int
		lo, hi := byte(0x80), byte(0xBF)
		switch {
		case c >= 0xC2 && c <= 0xDF:
			n = 2
		case c >= 0xE0 && c <= 0xEF:
			n = 3
			if c == 0xE0 {
				lo = 0xA0
			} else if c == 0xED && !surrogatePass {
				hi = 0x9F
			}
		case c >= 0xF0 && c <= 0xF4:
			n = 4
			if c == 0xF0 {
				lo = 0x90
			} else if c == 0xF4 {
				hi = 0x8F
			}
		default:
			if err := fail(i, i+1, "invalid start byte"); err != nil {
				return err
			}
			i++
			continue
		}
		k := 1
		for ; k < n; k++ {
			if i+k >= len(b) {
				break
			}
			x := b[i+k]
			l, h := byte(0x80), byte(0xBF)
			if k == 1 {
				l, h = lo, hi
			}
			if x < l || x > h {
				break
			}
		}
		switch {
		case k == n:
			r := rune(c & (0xFF >> (n + 1)))
			for j := 1; j < n; j++ {
				r = r<<6 | rune(b[i+j]&0x3F)
			}
			writeCodePointTo(out, r)
			i += n
		case i+k >= len(b):
			if err := fail(i, len(b), "unexpected end of data"); err != nil {
				return err
			}
			i = len(b)
		default:
			if err := fail(i, i+k, "invalid continuation byte"); err != nil {
				return err
			}
			i += k
		}
	}
	return nil
}

// decodeWide decodes UTF-16 and UTF-32 (the unmarked forms read a byte
// order mark, little-endian without one).
func (vm *VM) decodeWide(b []byte, enc codec, fail func(start, end int, reason string) error, out *strings.Builder) (string, error) {
	big := enc == codecUTF16B || enc == codecUTF32B
	width := 2
	if enc == codecUTF32 || enc == codecUTF32L || enc == codecUTF32B {
		width = 4
	}
	i := 0
	if enc == codecUTF16 && len(b) >= 2 {
		switch {
		case b[0] == 0xFF && b[1] == 0xFE:
			i = 2
		case b[0] == 0xFE && b[1] == 0xFF:
			i, big = 2, true
		}
	}
	if enc == codecUTF32 && len(b) >= 4 {
		switch {
		case b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0:
			i = 4
		case b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF:
			i, big = 4, true
		}
	}
	word := func(j int) uint32 {
		var w uint32
		for k := 0; k < width; k++ {
			x := uint32(b[j+k])
			if big {
				w = w<<8 | x
			} else {
				w |= x << (8 * k)
			}
		}
		return w
	}
	for i < len(b) {
		if i+width > len(b) {
			if err := fail(i, len(b), "truncated data"); err != nil {
				return "", err
			}
			break
		}
		w := word(i)
		if width == 4 {
			if w > utf8.MaxRune {
				if err := fail(i, i+4, "code point not in range(0x110000)"); err != nil {
					return "", err
				}
			} else {
				writeCodePointTo(out, rune(w))
			}
			i += 4
			continue
		}
		if w >= 0xD800 && w < 0xDC00 && i+4 <= len(b) {
			if w2 := word(i + 2); w2 >= 0xDC00 && w2 < 0xE000 {
				out.WriteRune(utf16.DecodeRune(rune(w), rune(w2)))
				i += 4
				continue
			}
		}
		if w >= 0xD800 && w < 0xE000 {
			if err := fail(i, i+2, "illegal encoding"); err != nil {
				return "", err
			}
		} else {
			out.WriteRune(rune(w))
		}
		i += 2
	}
	return out.String(), nil
}

// unicodeErrorMessage is str() of a UnicodeEncodeError or
// UnicodeDecodeError made with its five arguments.
func (vm *VM) unicodeErrorMessage(c *Class, args []Value) (string, bool) {
	if len(args) != 5 {
		return "", false
	}
	enc, _ := vm.strValue(args[0])
	reason, _ := vm.strValue(args[4])
	start, end := args[2], args[3]
	if !start.IsInt() || !end.IsInt() {
		return "", false
	}
	s, e := int(start.Int()), int(end.Int())
	if c.isSubclass(vm.types.UnicodeDecodeError) {
		b, ok := vm.bytesOf(args[1])
		if !ok || s < 0 || s >= len(b) {
			return "", false
		}
		if e == s+1 {
			return fmt.Sprintf("'%s' codec can't decode byte 0x%02x in position %d: %s", enc, b[s], s, reason), true
		}
		return fmt.Sprintf("'%s' codec can't decode bytes in position %d-%d: %s", enc, s, e-1, reason), true
	}
	str, ok := vm.strValue(args[1])
	if !ok {
		return "", false
	}
	var runes []rune
	for i := 0; i < len(str); {
		r, n := runeAt(str, i)
		runes = append(runes, r)
		i += n
	}
	if s < 0 || s >= len(runes) {
		return "", false
	}
	if e == s+1 {
		return fmt.Sprintf("'%s' codec can't encode character '%s' in position %d: %s", enc, charRepr(runes[s]), s, reason), true
	}
	return fmt.Sprintf("'%s' codec can't encode characters in position %d-%d: %s", enc, s, e-1, reason), true
}

// initCodecMethods defines str.encode, int.to_bytes and int.from_bytes.
func (vm *VM) initCodecMethods() {
	t := &vm.types
	vm.methodKw(t.str, "encode", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("encode", a[1:], kw, "encoding=", "errors=")
		if err != nil {
			return 0, err
		}
		s, _ := vm.strValue(a[0])
		b, err := vm.encode(s, args[0], args[1])
		if err != nil {
			return 0, err
		}
		return vm.Bytes(b), nil
	})
	vm.methodKw(t.int, "to_bytes", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("to_bytes", a[1:], kw, "length=", "byteorder=", "*", "signed=")
		if err != nil {
			return 0, err
		}
		length := int64(1)
		if args[0] != Null {
			if length, err = vm.toInt(args[0]); err != nil {
				return 0, err
			}
			if length < 0 {
				return 0, vm.raise(vm.types.ValueError, "length argument must be non-negative")
			}
		}
		little, err := vm.byteOrder(args[1])
		if err != nil {
			return 0, err
		}
		signed := false
		if args[2] != Null {
			signed, _ = vm.truth(args[2])
		}
		n := new(big.Int).Set(vm.bigOfValue(a[0]))
		if n.Sign() < 0 && !signed {
			return 0, vm.raise(vm.types.OverflowError, "can't convert negative int to unsigned")
		}
		if uint64(length) > vm.mem.limit {
			return 0, vm.raise(vm.types.OverflowError, "int too big to convert")
		}
		if err := vm.reserve(int(length)); err != nil {
			return 0, err
		}
		bits := uint(length) * 8
		if signed {
			lim := new(big.Int).Lsh(big.NewInt(1), bits-1)
			if bits == 0 || n.Cmp(lim) >= 0 || n.Cmp(new(big.Int).Neg(lim)) < 0 {
				if !(bits == 0 && n.Sign() == 0) {
					return 0, vm.raise(vm.types.OverflowError, "int too big to convert")
				}
			}
			if n.Sign() < 0 {
				n.Add(n, new(big.Int).Lsh(big.NewInt(1), bits))
			}
		} else if n.BitLen() > int(bits) {
			return 0, vm.raise(vm.types.OverflowError, "int too big to convert")
		}
		out := make([]byte, length)
		n.FillBytes(out)
		if little {
			for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
				out[i], out[j] = out[j], out[i]
			}
		}
		return vm.Bytes(out), nil
	})
	fromBytes := vm.newObj(&Builtin{name: "from_bytes", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("from_bytes", a[1:], kw, "bytes", "byteorder=", "*", "signed=")
		if err != nil {
			return 0, err
		}
		b, ok := vm.bytesOf(args[0])
		if !ok {
			if b, err = vm.bytesFrom("bytes", args[0]); err != nil {
				return 0, err
			}
		}
		little, err := vm.byteOrder(args[1])
		if err != nil {
			return 0, err
		}
		signed := false
		if args[2] != Null {
			signed, _ = vm.truth(args[2])
		}
		be := append([]byte(nil), b...)
		if little {
			for i, j := 0, len(be)-1; i < j; i, j = i+1, j-1 {
				be[i], be[j] = be[j], be[i]
			}
		}
		n := new(big.Int).SetBytes(be)
		if signed && len(be) > 0 && be[0]&0x80 != 0 {
			n.Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(8*len(be))))
		}
		r := vm.bigOf(n)
		if cls := vm.obj(a[0]).(*Class); cls != vm.types.int {
			return vm.call(cls.self, []Value{r}, nil)
		}
		return r, nil
	}})
	t.int.attrs["from_bytes"] = vm.keep(vm.newObj(&ClassMethod{fn: vm.keep(fromBytes)}))
}

// byteOrder reads to_bytes and from_bytes's byteorder ("big" by
// default), reporting whether it is little-endian.
func (vm *VM) byteOrder(v Value) (bool, error) {
	if v == Null {
		return false, nil
	}
	s, ok := vm.strValue(v)
	if !ok {
		return false, vm.raise(vm.types.TypeError, "to_bytes() argument 'byteorder' must be str, not %s", vm.typeName(v))
	}
	switch s {
	case "big":
		return false, nil
	case "little":
		return true, nil
	}
	return false, vm.raise(vm.types.ValueError, "byteorder must be either 'little' or 'big'")
}

// initStrTranslate defines str.translate and str.maketrans.
func (vm *VM) initStrTranslate() {
	t := &vm.types
	vm.method(t.str, "translate", func(vm *VM, a []Value) (Value, error) {
		s, _ := vm.strValue(a[0])
		var out strings.Builder
		for i := 0; i < len(s); {
			r, n := runeAt(s, i)
			i += n
			x, err := vm.getItem(a[1], vm.Int(int64(r)))
			if err != nil {
				if vm.matches(err, vm.types.LookupError) {
					writeCodePointTo(&out, r)
					continue
				}
				return 0, err
			}
			switch {
			case x == None:
			case x.IsInt():
				c := x.Int()
				if c < 0 || c > utf8.MaxRune {
					return 0, vm.raise(vm.types.ValueError, "character mapping must be in range(0x110000)")
				}
				writeCodePointTo(&out, rune(c))
			default:
				rs, ok := vm.strValue(x)
				if !ok {
					return 0, vm.raise(vm.types.TypeError, "character mapping must return integer, None or str")
				}
				out.WriteString(rs)
			}
		}
		return vm.str(out.String()), nil
	}, 2)
	maketrans := vm.newObj(&Builtin{name: "maketrans", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("maketrans", a, kw, 1, 3); err != nil {
			return 0, err
		}
		d := newDict()
		runes := func(s string) []rune {
			var out []rune
			for i := 0; i < len(s); {
				r, n := runeAt(s, i)
				out = append(out, r)
				i += n
			}
			return out
		}
		if len(a) == 1 {
			src, ok := vm.obj(a[0]).(*Dict)
			if !ok || !a[0].IsHandle() {
				return 0, vm.raise(vm.types.TypeError, "if you give only one argument to maketrans it must be a dict")
			}
			for _, e := range src.entries {
				if !e.used {
					continue
				}
				k := e.key
				if s, ok := vm.strValue(k); ok {
					rs := runes(s)
					if len(rs) != 1 {
						return 0, vm.raise(vm.types.ValueError, "string keys in translate table must be of length 1")
					}
					k = vm.Int(int64(rs[0]))
				} else if !k.IsInt() {
					return 0, vm.raise(vm.types.TypeError, "keys in translate table must be strings or integers")
				}
				if err := vm.dictSet(d, k, e.val); err != nil {
					return 0, err
				}
			}
			return vm.newObj(d), nil
		}
		x, ok1 := vm.strValue(a[0])
		y, ok2 := vm.strValue(a[1])
		if !ok1 || !ok2 {
			return 0, vm.raise(vm.types.TypeError, "maketrans() argument 2 must be str, not %s", vm.typeName(a[1]))
		}
		xs, ys := runes(x), runes(y)
		if len(xs) != len(ys) {
			return 0, vm.raise(vm.types.ValueError, "the first two maketrans arguments must have equal length")
		}
		for i, r := range xs {
			if err := vm.dictSet(d, vm.Int(int64(r)), vm.Int(int64(ys[i]))); err != nil {
				return 0, err
			}
		}
		if len(a) == 3 {
			z, ok := vm.strValue(a[2])
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "maketrans() argument 3 must be str, not %s", vm.typeName(a[2]))
			}
			for _, r := range runes(z) {
				if err := vm.dictSet(d, vm.Int(int64(r)), None); err != nil {
					return 0, err
				}
			}
		}
		return vm.newObj(d), nil
	}})
	t.str.attrs["maketrans"] = vm.keep(vm.newObj(&StaticMethod{fn: vm.keep(maketrans)}))
}
