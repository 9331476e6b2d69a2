package vm

import (
	"bytes"
	gohex "encoding/hex"
	"strings"
)

// The methods bytes and bytearray share (they return a value of their
// receiver's kind), bytearray's mutators, and memoryview's few.

// isASCIISpace is bytes' notion of white space.
func isASCIISpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

func isASCIILower(c byte) bool { return 'a' <= c && c <= 'z' }
func isASCIIUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isASCIIAlpha(c byte) bool { return isASCIILower(c) || isASCIIUpper(c) }
func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }

// isASCII reports whether b is all ASCII.
func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

func mapBytes(b []byte, f func(byte) byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = f(c)
	}
	return out
}

func toUpper(c byte) byte {
	if isASCIILower(c) {
		return c - 32
	}
	return c
}

func toLower(c byte) byte {
	if isASCIIUpper(c) {
		return c + 32
	}
	return c
}

// byteArg is a method's bytes-like argument (or, where allowed, an int
// in range(256) as a one-byte sequence).
func (vm *VM) byteArg(x Value, allowInt bool) ([]byte, error) {
	if b, ok := vm.bytesOf(x); ok {
		return b, nil
	}
	if allowInt {
		if _, ok, _ := vm.index(x); ok {
			c, err := vm.byteValue(x)
			return []byte{c}, err
		}
		return nil, vm.raise(vm.types.TypeError, "argument should be integer or bytes-like object, not '%s'", vm.typeName(x))
	}
	return nil, vm.raise(vm.types.TypeError, "a bytes-like object is required, not '%s'", vm.typeName(x))
}

// bounds is the [start, end) of a find-like method's optional slice
// arguments.
func (vm *VM) bounds(a []Value, n int) (int, int, error) {
	start, end := 0, n
	norm := func(x Value) (int, error) {
		i, err := vm.toInt(x)
		if err != nil {
			return 0, err
		}
		if i < 0 {
			i += int64(n)
		}
		return int(min(max(i, 0), int64(n))), nil
	}
	var err error
	if len(a) > 0 && a[0] != None {
		if start, err = norm(a[0]); err != nil {
			return 0, 0, err
		}
	}
	if len(a) > 1 && a[1] != None {
		if end, err = norm(a[1]); err != nil {
			return 0, 0, err
		}
	}
	return start, end, nil
}

func (vm *VM) initBytesMethods(c *Class) {
	self := func(a []Value) []byte { b, _ := vm.bytesOf(a[0]); return b }
	like := func(a []Value) any { return vm.obj(vm.unwrapNative(a[0])) }
	simple := func(name string, f func([]byte) []byte) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) { return vm.byteSeq(like(a), f(self(a))), nil }, 1)
	}
	simple("upper", func(b []byte) []byte { return mapBytes(b, toUpper) })
	simple("lower", func(b []byte) []byte { return mapBytes(b, toLower) })
	simple("swapcase", func(b []byte) []byte {
		return mapBytes(b, func(c byte) byte {
			if isASCIILower(c) {
				return c - 32
			}
			return toLower(c)
		})
	})
	simple("capitalize", func(b []byte) []byte {
		out := mapBytes(b, toLower)
		if len(out) > 0 {
			out[0] = toUpper(out[0])
		}
		return out
	})
	simple("title", func(b []byte) []byte {
		out := make([]byte, len(b))
		prev := false
		for i, c := range b {
			if prev {
				out[i] = toLower(c)
			} else {
				out[i] = toUpper(c)
			}
			prev = isASCIIAlpha(c)
		}
		return out
	})
	pred := func(name string, f func(byte) bool, emptyOK bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			b := self(a)
			if len(b) == 0 {
				return boolOf(emptyOK), nil
			}
			for _, x := range b {
				if !f(x) {
					return False, nil
				}
			}
			return True, nil
		}, 1)
	}
	pred("isalpha", isASCIIAlpha, false)
	pred("isdigit", isASCIIDigit, false)
	pred("isalnum", func(c byte) bool { return isASCIIAlpha(c) || isASCIIDigit(c) }, false)
	pred("isspace", isASCIISpace, false)
	pred("isascii", func(c byte) bool { return c < 0x80 }, true)
	caseTest := func(name string, want, other func(byte) bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			found := false
			for _, x := range self(a) {
				if other(x) {
					return False, nil
				}
				found = found || want(x)
			}
			return boolOf(found), nil
		}, 1)
	}
	caseTest("islower", isASCIILower, isASCIIUpper)
	caseTest("isupper", isASCIIUpper, isASCIILower)
	vm.method(c, "istitle", func(vm *VM, a []Value) (Value, error) {
		cased, prev := false, false
		for _, x := range self(a) {
			switch {
			case isASCIIUpper(x):
				if prev {
					return False, nil
				}
				prev, cased = true, true
			case isASCIILower(x):
				if !prev {
					return False, nil
				}
				prev, cased = true, true
			default:
				prev = false
			}
		}
		return boolOf(cased), nil
	}, 1)
	strip := func(name string, left, right bool) {
		vm.methodRange(c, name, 0, 1, func(vm *VM, a []Value) (Value, error) {
			b := self(a)
			in := isASCIISpace
			if len(a) == 2 && a[1] != None {
				chars, err := vm.byteArg(a[1], false)
				if err != nil {
					return 0, err
				}
				in = func(c byte) bool { return bytes.IndexByte(chars, c) >= 0 }
			}
			i, j := 0, len(b)
			for left && i < j && in(b[i]) {
				i++
			}
			for right && j > i && in(b[j-1]) {
				j--
			}
			return vm.byteSeq(like(a), append([]byte(nil), b[i:j]...)), nil
		})
	}
	strip("strip", true, true)
	strip("lstrip", true, false)
	strip("rstrip", false, true)
	find := func(name string, last, raise bool) {
		vm.methodKw(c, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if len(kw) > 0 {
				return 0, vm.raise(vm.types.TypeError, "%s() takes no keyword arguments", name)
			}
			if len(a) < 2 {
				return 0, vm.raise(vm.types.TypeError, "%s() takes at least 1 argument (0 given)", name)
			}
			b := self(a)
			sub, err := vm.byteArg(a[1], true)
			if err != nil {
				return 0, err
			}
			start, end, err := vm.bounds(a[2:], len(b))
			if err != nil {
				return 0, err
			}
			i := -1
			if start <= end {
				if last {
					i = bytes.LastIndex(b[start:end], sub)
				} else {
					i = bytes.Index(b[start:end], sub)
				}
				if i >= 0 {
					i += start
				}
			}
			if i < 0 && raise {
				return 0, vm.raise(vm.types.ValueError, "subsection not found")
			}
			return vm.Int(int64(i)), nil
		})
	}
	find("find", false, false)
	find("rfind", true, false)
	find("index", false, true)
	find("rindex", true, true)
	vm.methodKw(c, "count", func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) < 2 {
			return 0, vm.raise(vm.types.TypeError, "count() takes at least 1 argument (0 given)")
		}
		b := self(a)
		sub, err := vm.byteArg(a[1], true)
		if err != nil {
			return 0, err
		}
		start, end, err := vm.bounds(a[2:], len(b))
		if err != nil {
			return 0, err
		}
		if start > end {
			return smallInt(0), nil
		}
		return vm.Int(int64(bytes.Count(b[start:end], sub))), nil
	})
	affix := func(name string, test func(b, p []byte) bool) {
		vm.methodRange(c, name, 1, 3, func(vm *VM, a []Value) (Value, error) {
			b := self(a)
			start, end, err := vm.bounds(a[2:], len(b))
			if err != nil {
				return 0, err
			}
			if start > end {
				return False, nil
			}
			seg := b[start:end]
			if t, ok := vm.obj(a[1]).(*Tuple); ok && a[1].IsHandle() {
				for _, x := range t.items {
					p, err := vm.byteArg(x, false)
					if err != nil {
						return 0, err
					}
					if test(seg, p) {
						return True, nil
					}
				}
				return False, nil
			}
			p, ok := vm.bytesOf(a[1])
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name, vm.typeName(a[1]))
			}
			return boolOf(test(seg, p)), nil
		})
	}
	affix("startswith", bytes.HasPrefix)
	affix("endswith", bytes.HasSuffix)
	vm.methodRange(c, "replace", 2, 3, func(vm *VM, a []Value) (Value, error) {
		old, err := vm.byteArg(a[1], false)
		if err != nil {
			return 0, err
		}
		nw, err := vm.byteArg(a[2], false)
		if err != nil {
			return 0, err
		}
		n := int64(-1)
		if len(a) == 4 {
			if n, err = vm.toInt(a[3]); err != nil {
				return 0, err
			}
		}
		return vm.byteSeq(like(a), bytes.Replace(self(a), old, nw, int(n))), nil
	})
	vm.method(c, "join", func(vm *VM, a []Value) (Value, error) {
		items, err := vm.iterate(a[1])
		if err != nil {
			return 0, err
		}
		parts := make([][]byte, len(items))
		for i, x := range items {
			p, ok := vm.bytesOf(x)
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "sequence item %d: expected a bytes-like object, %s found", i, vm.typeName(x))
			}
			parts[i] = p
		}
		return vm.byteSeq(like(a), bytes.Join(parts, self(a))), nil
	}, 2)
	split := func(name string, right bool) {
		vm.methodKw(c, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			args, err := vm.BindArgs(name, a[1:], kw, "sep=", "maxsplit=")
			if err != nil {
				return 0, err
			}
			b := self(a)
			max := int64(-1)
			if args[1] != Null {
				if max, err = vm.toInt(args[1]); err != nil {
					return 0, err
				}
			}
			var parts [][]byte
			if args[0] == Null || args[0] == None {
				parts = splitSpace(b, int(max), right)
			} else {
				sep, err := vm.byteArg(args[0], false)
				if err != nil {
					return 0, err
				}
				if len(sep) == 0 {
					return 0, vm.raise(vm.types.ValueError, "empty separator")
				}
				parts = splitSep(b, sep, int(max), right)
			}
			out := make([]Value, len(parts))
			for i, p := range parts {
				out[i] = vm.byteSeq(like(a), append([]byte(nil), p...))
			}
			return vm.list(out), nil
		})
	}
	split("split", false)
	split("rsplit", true)
	vm.methodKw(c, "splitlines", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("splitlines", a[1:], kw, "keepends=")
		if err != nil {
			return 0, err
		}
		keep := false
		if args[0] != Null {
			keep, _ = vm.truth(args[0])
		}
		b := self(a)
		var out []Value
		for len(b) > 0 {
			i := bytes.IndexAny(b, "\n\r")
			if i < 0 {
				out = append(out, vm.byteSeq(like(a), append([]byte(nil), b...)))
				break
			}
			end := i + 1
			if b[i] == '\r' && end < len(b) && b[end] == '\n' {
				end++
			}
			line := b[:i]
			if keep {
				line = b[:end]
			}
			out = append(out, vm.byteSeq(like(a), append([]byte(nil), line...)))
			b = b[end:]
		}
		return vm.list(out), nil
	})
	part := func(name string, right bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			b := self(a)
			sep, err := vm.byteArg(a[1], false)
			if err != nil {
				return 0, err
			}
			if len(sep) == 0 {
				return 0, vm.raise(vm.types.ValueError, "empty separator")
			}
			i := bytes.Index(b, sep)
			if right {
				i = bytes.LastIndex(b, sep)
			}
			mk := func(p []byte) Value { return vm.byteSeq(like(a), append([]byte(nil), p...)) }
			if i < 0 {
				if right {
					return vm.tuple([]Value{mk(nil), mk(nil), mk(b)}), nil
				}
				return vm.tuple([]Value{mk(b), mk(nil), mk(nil)}), nil
			}
			return vm.tuple([]Value{mk(b[:i]), mk(sep), mk(b[i+len(sep):])}), nil
		}, 2)
	}
	part("partition", false)
	part("rpartition", true)
	justify := func(name string, where int) {
		vm.methodRange(c, name, 1, 2, func(vm *VM, a []Value) (Value, error) {
			width, err := vm.toInt(a[1])
			if err != nil {
				return 0, err
			}
			fill := byte(' ')
			if len(a) == 3 {
				f, ok := vm.bytesOf(a[2])
				if !ok || len(f) != 1 {
					return 0, vm.raise(vm.types.TypeError, "%s() argument 2 must be a byte string of length 1, not %s", name, vm.typeName(a[2]))
				}
				fill = f[0]
			}
			b := self(a)
			pad := int(width) - len(b)
			if pad <= 0 {
				return vm.byteSeq(like(a), append([]byte(nil), b...)), nil
			}
			left := 0
			switch where {
			case 1: // rjust
				left = pad
			case 2: // center, as CPython: the extra space goes left when the width is odd and the length even
				left = pad / 2
				if pad%2 == 1 && int(width)%2 == 1 {
					left++
				}
			}
			out := append(bytes.Repeat([]byte{fill}, left), b...)
			out = append(out, bytes.Repeat([]byte{fill}, pad-left)...)
			return vm.byteSeq(like(a), out), nil
		})
	}
	justify("ljust", 0)
	justify("rjust", 1)
	justify("center", 2)
	vm.method(c, "zfill", func(vm *VM, a []Value) (Value, error) {
		width, err := vm.toInt(a[1])
		if err != nil {
			return 0, err
		}
		b := self(a)
		pad := int(width) - len(b)
		if pad <= 0 {
			return vm.byteSeq(like(a), append([]byte(nil), b...)), nil
		}
		zeros := bytes.Repeat([]byte{'0'}, pad)
		var out []byte
		if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
			out = append(append([]byte{b[0]}, zeros...), b[1:]...)
		} else {
			out = append(zeros, b...)
		}
		return vm.byteSeq(like(a), out), nil
	}, 2)
	vm.methodKw(c, "expandtabs", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("expandtabs", a[1:], kw, "tabsize=")
		if err != nil {
			return 0, err
		}
		size := int64(8)
		if args[0] != Null {
			if size, err = vm.toInt(args[0]); err != nil {
				return 0, err
			}
		}
		var out []byte
		col := 0
		for _, ch := range self(a) {
			switch ch {
			case '\t':
				if size > 0 {
					n := int(size) - col%int(size)
					out = append(out, bytes.Repeat([]byte{' '}, n)...)
					col += n
				}
			case '\n', '\r':
				out = append(out, ch)
				col = 0
			default:
				out = append(out, ch)
				col++
			}
		}
		return vm.byteSeq(like(a), out), nil
	})
	fix := func(name string, prefix bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			b := self(a)
			p, err := vm.byteArg(a[1], false)
			if err != nil {
				return 0, err
			}
			out := b
			if prefix {
				out = bytes.TrimPrefix(b, p)
			} else {
				out = bytes.TrimSuffix(b, p)
			}
			return vm.byteSeq(like(a), append([]byte(nil), out...)), nil
		}, 2)
	}
	fix("removeprefix", true)
	fix("removesuffix", false)
	vm.methodKw(c, "decode", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("decode", a[1:], kw, "encoding=", "errors=")
		if err != nil {
			return 0, err
		}
		s, err := vm.decode(self(a), args[0], args[1])
		if err != nil {
			return 0, err
		}
		return vm.str(s), nil
	})
	vm.methodKw(c, "hex", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("hex", a[1:], kw, "sep=", "bytes_per_sep=")
		if err != nil {
			return 0, err
		}
		return vm.hexOf(self(a), args[0], args[1])
	})
	vm.methodRange(c, "translate", 1, 2, func(vm *VM, a []Value) (Value, error) {
		b := self(a)
		var table []byte
		if a[1] != None {
			t, ok := vm.bytesOf(a[1])
			if !ok || len(t) != 256 {
				return 0, vm.raise(vm.types.ValueError, "translation table must be 256 characters long")
			}
			table = t
		}
		var del []byte
		if len(a) == 3 {
			d, err := vm.byteArg(a[2], false)
			if err != nil {
				return 0, err
			}
			del = d
		}
		out := make([]byte, 0, len(b))
		for _, ch := range b {
			if bytes.IndexByte(del, ch) >= 0 {
				continue
			}
			if table != nil {
				ch = table[ch]
			}
			out = append(out, ch)
		}
		return vm.byteSeq(like(a), out), nil
	})
	fromhex := vm.newObj(&Builtin{name: "fromhex", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("fromhex", a[1:], kw, 1, 1); err != nil {
			return 0, err
		}
		s, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "fromhex() argument must be str, not %s", vm.typeName(a[1]))
		}
		var out []byte
		for i := 0; i < len(s); {
			if isASCIISpace(s[i]) {
				i++
				continue
			}
			if i+1 >= len(s) {
				return 0, vm.raise(vm.types.ValueError, "non-hexadecimal number found in fromhex() arg at position %d", i+1)
			}
			v, err := gohex.DecodeString(s[i : i+2])
			if err != nil {
				pos := i
				if _, err := gohex.DecodeString(string(s[i]) + "0"); err == nil {
					pos = i + 1
				}
				return 0, vm.raise(vm.types.ValueError, "non-hexadecimal number found in fromhex() arg at position %d", pos)
			}
			out = append(out, v[0])
			i += 2
		}
		cls := vm.obj(a[0]).(*Class)
		if cls == vm.types.bytearray {
			return vm.newObj(&ByteArray{b: out}), nil
		}
		if cls == vm.types.bytes {
			return vm.Bytes(out), nil
		}
		return vm.call(cls.self, []Value{vm.Bytes(out)}, nil)
	}})
	c.attrs["fromhex"] = vm.keep(vm.newObj(&ClassMethod{fn: vm.keep(fromhex)}))
	maketrans := vm.newObj(&Builtin{name: "maketrans", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("maketrans", a, kw, 2, 2); err != nil {
			return 0, err
		}
		from, err := vm.byteArg(a[0], false)
		if err != nil {
			return 0, err
		}
		to, err := vm.byteArg(a[1], false)
		if err != nil {
			return 0, err
		}
		if len(from) != len(to) {
			return 0, vm.raise(vm.types.ValueError, "maketrans arguments must have same length")
		}
		table := make([]byte, 256)
		for i := range table {
			table[i] = byte(i)
		}
		for i, f := range from {
			table[f] = to[i]
		}
		return vm.Bytes(table), nil
	}})
	c.attrs["maketrans"] = vm.keep(vm.newObj(&StaticMethod{fn: vm.keep(maketrans)}))
}

// splitSpace splits at runs of white space (at most max splits, from
// the right when right).
func splitSpace(b []byte, max int, right bool) [][]byte {
	var parts [][]byte
	if !right {
		for len(b) > 0 {
			i := 0
			for i < len(b) && isASCIISpace(b[i]) {
				i++
			}
			b = b[i:]
			if len(b) == 0 {
				break
			}
			if max >= 0 && len(parts) == max {
				parts = append(parts, b)
				break
			}
			j := 0
			for j < len(b) && !isASCIISpace(b[j]) {
				j++
			}
			parts = append(parts, b[:j])
			b = b[j:]
		}
		return parts
	}
	for len(b) > 0 {
		j := len(b)
		for j > 0 && isASCIISpace(b[j-1]) {
			j--
		}
		b = b[:j]
		if len(b) == 0 {
			break
		}
		if max >= 0 && len(parts) == max {
			parts = append(parts, b)
			break
		}
		i := len(b)
		for i > 0 && !isASCIISpace(b[i-1]) {
			i--
		}
		parts = append(parts, b[i:])
		b = b[:i]
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts
}

// splitSep splits at sep (at most max splits, from the right when right).
func splitSep(b, sep []byte, max int, right bool) [][]byte {
	if !right {
		n := -1
		if max >= 0 {
			n = max + 1
		}
		return bytes.SplitN(b, sep, n)
	}
	var parts [][]byte
	for max < 0 || len(parts) < max {
		i := bytes.LastIndex(b, sep)
		if i < 0 {
			break
		}
		parts = append(parts, b[i+len(sep):])
		b = b[:i]
	}
	parts = append(parts, b)
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts
}

// hexOf is bytes.hex([sep[, bytes_per_sep]]).
func (vm *VM) hexOf(b []byte, sepV, perV Value) (Value, error) {
	h := gohex.EncodeToString(b)
	if sepV == Null {
		return vm.str(h), nil
	}
	sep, ok := vm.strValue(sepV)
	if !ok {
		if sb, ok := vm.bytesOf(sepV); ok {
			sep = string(sb)
		} else {
			return 0, vm.raise(vm.types.TypeError, "object of type '%s' has no len()", vm.typeName(sepV))
		}
	}
	if len(sep) != 1 {
		return 0, vm.raise(vm.types.ValueError, "sep must be length 1.")
	}
	per := int64(1)
	if perV != Null {
		var err error
		if per, err = vm.toInt(perV); err != nil {
			return 0, err
		}
	}
	if per == 0 || len(b) == 0 {
		return vm.str(h), nil
	}
	n := int(per)
	fromLeft := n < 0
	if fromLeft {
		n = -n
	}
	var groups []string
	if fromLeft {
		for i := 0; i < len(b); i += n {
			groups = append(groups, gohex.EncodeToString(b[i:min(i+n, len(b))]))
		}
	} else {
		for i := len(b); i > 0; i -= n {
			groups = append([]string{gohex.EncodeToString(b[max(i-n, 0):i])}, groups...)
		}
	}
	return vm.str(strings.Join(groups, sep)), nil
}

func (vm *VM) initByteArrayMethods() {
	c := vm.types.bytearray
	self := func(a []Value) *ByteArray { return vm.obj(vm.unwrapNative(a[0])).(*ByteArray) }
	vm.method(c, "append", func(vm *VM, a []Value) (Value, error) {
		b, err := vm.byteValue(a[1])
		if err != nil {
			return 0, err
		}
		o := self(a)
		o.b = append(o.b, b)
		return None, nil
	}, 2)
	vm.method(c, "extend", func(vm *VM, a []Value) (Value, error) {
		b, err := vm.bytesFrom("bytearray", a[1])
		if err != nil {
			return 0, err
		}
		o := self(a)
		o.b = append(o.b, b...)
		return None, nil
	}, 2)
	vm.methodRange(c, "pop", 0, 1, func(vm *VM, a []Value) (Value, error) {
		o := self(a)
		if len(o.b) == 0 {
			return 0, vm.raise(vm.types.IndexError, "pop from empty bytearray")
		}
		i := int64(len(o.b) - 1)
		if len(a) == 2 {
			var err error
			if i, err = vm.toInt(a[1]); err != nil {
				return 0, err
			}
		}
		j, ok := seqIndex(i, len(o.b))
		if !ok {
			return 0, vm.raise(vm.types.IndexError, "pop index out of range")
		}
		x := o.b[j]
		o.b = append(o.b[:j], o.b[j+1:]...)
		return smallInt(int64(x)), nil
	})
	vm.method(c, "insert", func(vm *VM, a []Value) (Value, error) {
		o := self(a)
		i, err := vm.toInt(a[1])
		if err != nil {
			return 0, err
		}
		x, err := vm.byteValue(a[2])
		if err != nil {
			return 0, err
		}
		n := int64(len(o.b))
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		o.b = append(o.b[:i], append([]byte{x}, o.b[i:]...)...)
		return None, nil
	}, 3)
	vm.method(c, "remove", func(vm *VM, a []Value) (Value, error) {
		o := self(a)
		x, err := vm.byteValue(a[1])
		if err != nil {
			return 0, err
		}
		i := bytes.IndexByte(o.b, x)
		if i < 0 {
			return 0, vm.raise(vm.types.ValueError, "value not found in bytearray")
		}
		o.b = append(o.b[:i], o.b[i+1:]...)
		return None, nil
	}, 2)
	vm.method(c, "clear", func(vm *VM, a []Value) (Value, error) {
		self(a).b = nil
		return None, nil
	}, 1)
	vm.method(c, "copy", func(vm *VM, a []Value) (Value, error) {
		return vm.newObj(&ByteArray{b: append([]byte(nil), self(a).b...)}), nil
	}, 1)
	vm.method(c, "reverse", func(vm *VM, a []Value) (Value, error) {
		b := self(a).b
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
		return None, nil
	}, 1)
	c.attrs["__hash__"] = None
}

func (vm *VM) initMemoryViewMethods() {
	c := vm.types.memoryview
	self := func(a []Value) *MemoryView { return vm.obj(a[0]).(*MemoryView) }
	view := func(a []Value) ([]byte, error) {
		m := self(a)
		if m.released {
			return nil, vm.raise(vm.types.ValueError, "operation forbidden on released memoryview object")
		}
		b, _ := vm.bytesOf(a[0])
		return b, nil
	}
	vm.method(c, "tobytes", func(vm *VM, a []Value) (Value, error) {
		b, err := view(a)
		if err != nil {
			return 0, err
		}
		return vm.Bytes(append([]byte(nil), b...)), nil
	}, 1)
	vm.method(c, "tolist", func(vm *VM, a []Value) (Value, error) {
		b, err := view(a)
		if err != nil {
			return 0, err
		}
		out := make([]Value, len(b))
		for i, x := range b {
			out[i] = smallInt(int64(x))
		}
		return vm.list(out), nil
	}, 1)
	vm.methodKw(c, "hex", func(vm *VM, a []Value, kw []string) (Value, error) {
		b, err := view(a)
		if err != nil {
			return 0, err
		}
		args, err := vm.BindArgs("hex", a[1:], kw, "sep=", "bytes_per_sep=")
		if err != nil {
			return 0, err
		}
		return vm.hexOf(b, args[0], args[1])
	})
	vm.method(c, "release", func(vm *VM, a []Value) (Value, error) {
		self(a).released = true
		return None, nil
	}, 1)
	vm.method(c, "__enter__", func(vm *VM, a []Value) (Value, error) { return a[0], nil }, 1)
	vm.method(c, "__exit__", func(vm *VM, a []Value) (Value, error) {
		self(a).released = true
		return None, nil
	}, -1)
	prop := func(name string, get func(m *MemoryView, b []byte) Value) {
		fget := vm.newObj(&Builtin{name: name, self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
			b, err := view(a)
			if err != nil {
				return 0, err
			}
			return get(self(a), b), nil
		}})
		c.attrs[name] = vm.keep(vm.newObj(&Property{fget: vm.keep(fget), fset: None, fdel: None}))
	}
	prop("nbytes", func(m *MemoryView, b []byte) Value { return vm.Int(int64(len(b))) })
	prop("readonly", func(m *MemoryView, b []byte) Value {
		_, mutable := vm.obj(vm.unwrapNative(m.obj)).(*ByteArray)
		return boolOf(!mutable)
	})
	prop("itemsize", func(m *MemoryView, b []byte) Value { return smallInt(1) })
	prop("ndim", func(m *MemoryView, b []byte) Value { return smallInt(1) })
	prop("format", func(m *MemoryView, b []byte) Value { return vm.str("B") })
	prop("obj", func(m *MemoryView, b []byte) Value { return m.obj })
	prop("shape", func(m *MemoryView, b []byte) Value { return vm.tuple([]Value{vm.Int(int64(len(b)))}) })
}
