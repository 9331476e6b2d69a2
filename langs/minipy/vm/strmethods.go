package vm

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/minipy/pylib"
)

// strArg returns argument i as a Go string, or a TypeError.
func (vm *VM) strArg(fname string, a []Value, i int) (string, error) {
	s, ok := vm.strValue(a[i])
	if !ok {
		return "", vm.raise(vm.types.TypeError, "%s() argument %d must be str, not %s", fname, i, vm.typeName(a[i]))
	}
	return s, nil
}

func (vm *VM) initStrMethods() {
	c := vm.types.str
	self := func(a []Value) *Str { return vm.obj(a[0]).(*Str) }
	simple := func(name string, f func(string) string) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) { return vm.str(f(self(a).s)), nil }, 1)
	}
	simple("upper", pylib.Upper)
	simple("lower", pylib.Lower)
	simple("casefold", pylib.CaseFold)
	simple("swapcase", pylib.SwapCase)
	simple("capitalize", pylib.Capitalize)
	simple("title", pylib.Title)
	pred := func(name string, f func(string) bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) { return boolOf(f(self(a).s)), nil }, 1)
	}
	pred("isdigit", pylib.IsDigit)
	pred("isdecimal", pylib.IsDecimal)
	pred("isnumeric", pylib.IsNumeric)
	pred("isalpha", pylib.IsAlpha)
	pred("isalnum", pylib.IsAlnum)
	pred("isspace", pylib.IsSpaceStr)
	pred("isascii", pylib.IsASCII)
	pred("isupper", pylib.IsUpper)
	pred("islower", pylib.IsLower)
	pred("istitle", pylib.IsTitle)
	pred("isidentifier", pylib.IsIdentifier)
	strip := func(name string, f func(string, string) string, def func(string) string) {
		vm.methodRange(c, name, 0, 1, func(vm *VM, a []Value) (Value, error) {
			s := self(a).s
			if len(a) == 1 || a[1] == None {
				return vm.str(def(s)), nil
			}
			chars, err := vm.strArg(name, a, 1)
			if err != nil {
				return 0, err
			}
			return vm.str(f(s, chars)), nil
		})
	}
	strip("strip", strings.Trim, pylib.StripSpace)
	strip("lstrip", strings.TrimLeft, pylib.LStripSpace)
	strip("rstrip", strings.TrimRight, pylib.RStripSpace)
	vm.methodKw(c, "split", func(vm *VM, a []Value, kw []string) (Value, error) { return vm.strSplit(a, kw, false) })
	vm.methodKw(c, "rsplit", func(vm *VM, a []Value, kw []string) (Value, error) { return vm.strSplit(a, kw, true) })
	vm.methodKw(c, "splitlines", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("splitlines", a, kw, "keepends")
		if err != nil {
			return 0, err
		}
		if err := vm.atMostArgs("splitlines", len(pos)-1, 1); err != nil {
			return 0, err
		}
		keep := false
		if v, ok := kws["keepends"]; ok {
			pos = append(pos[:1:1], v)
		}
		if len(pos) > 1 {
			n, err := vm.toInt(pos[1])
			if err != nil {
				return 0, err
			}
			keep = n != 0
		}
		o := self(a)
		return vm.strList(pylib.SplitLines(o.s, keep), o.ascii), nil
	})
	vm.method(c, "join", func(vm *VM, a []Value) (Value, error) {
		var items []Value
		switch o := vm.obj(a[1]).(type) {
		case *List:
			items = o.items // read once, below, before anything can run
		case *Tuple:
			items = o.items
		default:
			var err error
			if items, err = vm.iterate(a[1]); err != nil {
				return 0, err
			}
		}
		sep := self(a)
		n, ascii := len(sep.s)*max(len(items)-1, 0), sep.ascii
		for i, x := range items {
			if s, ok := vm.obj(x).(*Str); ok {
				n, ascii = n+len(s.s), ascii && s.ascii
				continue
			}
			s, ok := vm.strValue(x)
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "sequence item %d: expected str instance, %s found", i, vm.typeName(x))
			}
			n, ascii = n+len(s), false
		}
		if err := vm.reserve(n); err != nil {
			return 0, err
		}
		var b strings.Builder
		b.Grow(n)
		for i, x := range items {
			if i > 0 {
				b.WriteString(sep.s)
			}
			s, _ := vm.strValue(x)
			b.WriteString(s)
		}
		if ascii {
			return vm.strASCII(b.String()), nil
		}
		return vm.str(b.String()), nil
	}, 2)
	vm.methodRange(c, "replace", 2, 3, func(vm *VM, a []Value) (Value, error) {
		old, err := vm.strArg("replace", a, 1)
		if err != nil {
			return 0, err
		}
		nw, err := vm.strArg("replace", a, 2)
		if err != nil {
			return 0, err
		}
		n := -1
		if len(a) == 4 {
			k, err := vm.toInt(a[3])
			if err != nil {
				return 0, err
			}
			n = int(k)
		}
		s := self(a).s
		if len(nw) > len(old) {
			k := strings.Count(s, old)
			if n >= 0 {
				k = min(k, n)
			}
			if err := vm.reserveItems(k, len(nw)-len(old)); err != nil {
				return 0, err
			}
		}
		return vm.str(strings.Replace(s, old, nw, n)), nil
	})
	// bounds are the optional start and end arguments, as pylib takes
	// them (end: the length when absent).
	bounds := func(a []Value, from int) (int, int, error) {
		start, end := 0, 1<<62
		for i, p := range []*int{&start, &end} {
			if from+i < len(a) && a[from+i] != None {
				n, err := vm.toInt(a[from+i])
				if err != nil {
					return 0, 0, err
				}
				*p = int(max(min(n, 1<<62), -1<<62))
			}
		}
		return start, end, nil
	}
	// find is find/rfind/index/rindex: last searches from the end; a
	// miss is -1, or for index ValueError.
	find := func(name string, last, raise bool) {
		vm.methodRange(c, name, 1, 3, func(vm *VM, a []Value) (Value, error) {
			sub, err := vm.strArg(name, a, 1)
			if err != nil {
				return 0, err
			}
			start, end, err := bounds(a, 2)
			if err != nil {
				return 0, err
			}
			i := pylib.FindText(self(a).text(), sub, start, end, last)
			if i < 0 && raise {
				return 0, vm.raise(vm.types.ValueError, "substring not found")
			}
			return vm.Int(int64(i)), nil
		})
	}
	find("find", false, false)
	find("rfind", true, false)
	find("index", false, true)
	find("rindex", true, true)
	vm.methodRange(c, "count", 1, 3, func(vm *VM, a []Value) (Value, error) {
		sub, err := vm.strArg("count", a, 1)
		if err != nil {
			return 0, err
		}
		start, end, err := bounds(a, 2)
		if err != nil {
			return 0, err
		}
		return vm.Int(int64(pylib.Count(self(a).s, sub, start, end))), nil
	})
	affix := func(name string, suffix bool) {
		vm.methodRange(c, name, 1, 3, func(vm *VM, a []Value) (Value, error) {
			start, end, err := bounds(a, 2)
			if err != nil {
				return 0, err
			}
			var cands []Value
			if t, ok := vm.obj(a[1]).(*Tuple); ok {
				cands = t.items
			} else {
				cands = []Value{a[1]}
			}
			for _, x := range cands {
				p, ok := vm.strValue(x)
				if !ok {
					return 0, vm.raise(vm.types.TypeError, "%s first arg must be str or a tuple of str, not %s", name, vm.typeName(x))
				}
				if pylib.AffixText(self(a).text(), p, start, end, suffix) {
					return True, nil
				}
			}
			return False, nil
		})
	}
	affix("startswith", false)
	affix("endswith", true)
	pad := func(name string, align byte) {
		vm.methodRange(c, name, 1, 2, func(vm *VM, a []Value) (Value, error) {
			w, err := vm.toInt(a[1])
			if err != nil {
				return 0, err
			}
			fill := ' '
			if len(a) == 3 {
				f, _ := vm.strValue(a[2])
				if utf8.RuneCountInString(f) != 1 {
					return 0, vm.raise(vm.types.TypeError, "The fill character must be exactly one character long")
				}
				fill, _ = utf8.DecodeRuneInString(f)
			}
			s := self(a)
			n := s.length()
			if int(w) <= n {
				return a[0], nil
			}
			total := int(w) - n
			if err := vm.reserveItems(total, utf8.RuneLen(fill)); err != nil {
				return 0, err
			}
			var left int
			switch align {
			case '<':
				left = 0
			case '>':
				left = total
			default:
				left = total / 2
				if total%2 == 1 && int(w)%2 == 1 {
					left++
				}
			}
			return vm.str(strings.Repeat(string(fill), left) + s.s + strings.Repeat(string(fill), total-left)), nil
		})
	}
	pad("ljust", '<')
	pad("rjust", '>')
	pad("center", '^')
	vm.method(c, "zfill", func(vm *VM, a []Value) (Value, error) {
		w, err := vm.toInt(a[1])
		if err != nil {
			return 0, err
		}
		s := self(a)
		n := s.length()
		if int(w) <= n {
			return a[0], nil
		}
		if err := vm.reserve(int(w) - n); err != nil {
			return 0, err
		}
		sign := ""
		body := s.s
		if body != "" && (body[0] == '+' || body[0] == '-') {
			sign, body = body[:1], body[1:]
		}
		return vm.str(sign + strings.Repeat("0", int(w)-n) + body), nil
	}, 2)
	part := func(name string, last bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			sep, err := vm.strArg(name, a, 1)
			if err != nil {
				return 0, err
			}
			if sep == "" {
				return 0, vm.raise(vm.types.ValueError, "empty separator")
			}
			s := self(a).s
			var i int
			if last {
				i = strings.LastIndex(s, sep)
			} else {
				i = strings.Index(s, sep)
			}
			if i < 0 {
				if last {
					return vm.tuple([]Value{vm.empty, vm.empty, a[0]}), nil
				}
				return vm.tuple([]Value{a[0], vm.empty, vm.empty}), nil
			}
			return vm.tuple([]Value{vm.str(s[:i]), a[1], vm.str(s[i+len(sep):])}), nil
		}, 2)
	}
	part("partition", false)
	part("rpartition", true)
	vm.methodKw(c, "format", func(vm *VM, a []Value, kw []string) (Value, error) {
		kwvals := a[len(a)-len(kw):]
		s, err := vm.strFormat(self(a).s, a[1:len(a)-len(kw)], func(name string) (Value, error) {
			for i, k := range kw {
				if k == name {
					return kwvals[i], nil
				}
			}
			return 0, vm.raiseValue(vm.newException(vm.types.KeyError, []Value{vm.str(name)}))
		})
		return vm.str(s), err
	})
	vm.method(c, "format_map", func(vm *VM, a []Value) (Value, error) {
		// the mapping itself, not a copy: a dict subclass's __missing__
		// and any object with __getitem__ answer the names
		s, err := vm.strFormat(self(a).s, nil, func(name string) (Value, error) {
			return vm.getItem(a[1], vm.str(name))
		})
		return vm.str(s), err
	}, 2)
	vm.method(c, "removeprefix", func(vm *VM, a []Value) (Value, error) {
		p, err := vm.strArg("removeprefix", a, 1)
		return vm.str(strings.TrimPrefix(self(a).s, p)), err
	}, 2)
	vm.method(c, "removesuffix", func(vm *VM, a []Value) (Value, error) {
		p, err := vm.strArg("removesuffix", a, 1)
		return vm.str(strings.TrimSuffix(self(a).s, p)), err
	}, 2)
	vm.methodRange(c, "expandtabs", 0, 1, func(vm *VM, a []Value) (Value, error) {
		size := 8
		if len(a) == 2 {
			n, err := vm.toInt(a[1])
			if err != nil {
				return 0, err
			}
			if n != int64(int32(n)) {
				return 0, vm.raise(vm.types.OverflowError, "Python int too large to convert to C int")
			}
			size = int(n)
		}
		if err := vm.reserve(expandedLen(self(a).s, size)); err != nil {
			return 0, err
		}
		var b strings.Builder
		col := 0
		for _, r := range self(a).s {
			switch r {
			case '\t':
				if size > 0 {
					k := size - col%size
					b.WriteString(strings.Repeat(" ", k))
					col += k
				}
			case '\n', '\r':
				b.WriteRune(r)
				col = 0
			default:
				b.WriteRune(r)
				col++
			}
		}
		return vm.str(b.String()), nil
	})
}

// expandedLen is the length in bytes of s.expandtabs(size), or -1 when
// it does not fit an int.
func expandedLen(s string, size int) int {
	n, col := 0, 0
	for _, r := range s {
		switch {
		case r == '\t' && size > 0:
			k := size - col%size
			if n > math.MaxInt-k {
				return -1
			}
			n += k
			col += k
		case r == '\n' || r == '\r':
			n++
			col = 0
		default:
			n += utf8.RuneLen(r)
			col++
		}
	}
	return n
}

// strSplit is str.split and str.rsplit.
func (vm *VM) strSplit(a []Value, kw []string, right bool) (Value, error) {
	name := "split"
	if right {
		name = "rsplit"
	}
	pos, kws, err := vm.kwargs(name, a, kw, "sep", "maxsplit")
	if err != nil {
		return 0, err
	}
	if err := vm.atMostArgs(name, len(pos)-1, 2); err != nil {
		return 0, err
	}
	self := vm.obj(pos[0]).(*Str)
	s := self.s
	sep := None
	maxsplit := int64(-1)
	if len(pos) > 1 {
		sep = pos[1]
	}
	if len(pos) > 2 {
		if maxsplit, err = vm.toInt(pos[2]); err != nil {
			return 0, err
		}
	}
	if v, ok := kws["sep"]; ok {
		sep = v
	}
	if v, ok := kws["maxsplit"]; ok {
		if maxsplit, err = vm.toInt(v); err != nil {
			return 0, err
		}
	}
	var parts []string
	if sep == None {
		if right {
			parts = pylib.RSplitWhitespace(s, int(maxsplit))
		} else {
			parts = pylib.SplitWhitespace(s, int(maxsplit))
		}
	} else {
		sp, ok := vm.strValue(sep)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "must be str or None, not %s", vm.typeName(sep))
		}
		split := pylib.Split
		if right {
			split = pylib.RSplit
		}
		if parts, err = split(s, sp, int(maxsplit)); err != nil {
			return 0, vm.pyErr(err)
		}
	}
	return vm.strList(parts, self.ascii), nil
}

// atMostArgs is the TypeError of a method given n positional
// arguments when it takes at most max, in Argument Clinic's words.
func (vm *VM) atMostArgs(name string, n, max int) error {
	if n <= max {
		return nil
	}
	return vm.raise(vm.types.TypeError, "%s() takes at most %d argument%s (%d given)", name, max, plural(max), n)
}

// strList is a list of the strs parts, pieces of a str that is ASCII
// when ascii is set (then so is every piece, and none is scanned).
func (vm *VM) strList(parts []string, ascii bool) Value {
	out := make([]Value, len(parts))
	for i, p := range parts {
		if ascii {
			out[i] = vm.strASCII(p)
		} else {
			out[i] = vm.str(p)
		}
	}
	return vm.list(out)
}

// strFormat is str.format and str.format_map: pylib parses the
// template, the fields are looked up (in args by number, by named by
// name; args nil: a numbered field is an error, as in format_map) and
// formatted here.
func (vm *VM) strFormat(f string, args []Value, named func(string) (Value, error)) (string, error) {
	t := pylib.ParseTemplate(f)
	if t.Err != nil {
		return "", vm.pyErr(t.Err)
	}
	s, err := t.Expand(func(fd *pylib.Field, spec func() (string, error)) (string, error) {
		var v Value
		if fd.Index >= 0 {
			if args == nil {
				return "", vm.raise(vm.types.ValueError, "Format string contains positional fields")
			}
			if fd.Index >= len(args) {
				return "", vm.raise(vm.types.IndexError, "Replacement index %d out of range for positional args tuple", fd.Index)
			}
			v = args[fd.Index]
		} else {
			var err error
			if v, err = named(fd.Name); err != nil {
				return "", err
			}
		}
		for _, acc := range fd.Path {
			if acc.Err != nil {
				return "", vm.pyErr(acc.Err)
			}
			var err error
			switch {
			case acc.IsAttr:
				v, err = vm.getAttr(v, acc.Attr)
			case acc.IsInt:
				v, err = vm.getItem(v, vm.Int(int64(acc.Int)))
			default:
				v, err = vm.getItem(v, vm.str(acc.Key))
			}
			if err != nil {
				return "", err
			}
		}
		if err := fd.ConversionErr(); err != nil {
			return "", vm.pyErr(err)
		}
		switch fd.Conversion {
		case 'r', 'a':
			r, err := vm.reprOf(v)
			if err != nil {
				return "", err
			}
			if fd.Conversion == 'a' {
				r = pylib.ASCIIEscape(r)
			}
			v = vm.str(r)
		case 's':
			r, err := vm.strOf(v)
			if err != nil {
				return "", err
			}
			v = vm.str(r)
		}
		sp, err := spec()
		if err != nil {
			return "", err
		}
		return vm.format(v, sp)
	})
	if err != nil {
		return "", vm.pyErr(err)
	}
	return s, nil
}
