package jsonmod

import (
	"math"
	"sort"
	"strings"

	"github.com/microjit/microjit/langs/minipy/vm"
)

const hexDigits = "0123456789abcdef"

// escape appends s as a JSON string: with ascii, every code point
// outside printable ASCII becomes \uXXXX (a surrogate pair beyond the
// BMP), as encode_basestring_ascii does; else only the quote, the
// backslash and the control characters are escaped.
func escape(b *strings.Builder, s string, ascii bool) {
	b.WriteByte('"')
	u4 := func(r rune) {
		b.WriteString(`\u`)
		b.WriteByte(hexDigits[r>>12&0xF])
		b.WriteByte(hexDigits[r>>8&0xF])
		b.WriteByte(hexDigits[r>>4&0xF])
		b.WriteByte(hexDigits[r&0xF])
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c >= ' ' && c <= '~' && c != '"' && c != '\\' {
			j := i + 1
			for j < len(s) && s[j] >= ' ' && s[j] <= '~' && s[j] != '"' && s[j] != '\\' {
				j++
			}
			b.WriteString(s[i:j])
			i = j
			continue
		}
		r, n := rune(c), 1
		if c >= 0x80 {
			r, n = vm.CodePointAt(s, i)
		}
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			switch {
			case r < 0x20:
				u4(r)
			case !ascii:
				b.WriteString(s[i : i+n])
			case r >= 0x10000:
				r -= 0x10000
				u4(0xD800 | r>>10&0x3FF)
				u4(0xDC00 | r&0x3FF)
			default:
				u4(r)
			}
		}
		i += n
	}
	b.WriteByte('"')
}

func escapeFn(v *VM, a []Value, kw []string, name string, ascii bool) (Value, error) {
	if err := v.CheckArgs(name, a, kw, 1, 1); err != nil {
		return 0, err
	}
	s, ok := v.AsStr(a[0])
	if !ok {
		return 0, v.Raise("TypeError", "first argument must be a string, not %s", v.TypeName(a[0]))
	}
	var b strings.Builder
	escape(&b, s, ascii)
	return v.Str(b.String()), nil
}

// An encoder is what make_encoder returns: called with (obj,
// current_indent_level), it returns obj's document as a 1-tuple.
type encoder struct {
	checkCircular                 bool
	defaultFn, strEncoder, indent Value
	ascii, goEncoder              bool
	keySep, itemSep, indentStr    string
	sortKeys, skipKeys, allowNaN  bool

	types map[string]*vm.Class
}

func (e *encoder) VisitRoots(visit func(*Value)) {
	visit(&e.defaultFn)
	visit(&e.strEncoder)
	visit(&e.indent)
}

func initEncoder(v *VM, m *vm.Module) {
	c := v.NewType("Encoder", "_json")
	asciiFn, _ := m.Get("encode_basestring_ascii")
	plainFn, _ := m.Get("encode_basestring")
	v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("make_encoder", a[1:], kw, "markers", "default", "encoder", "indent",
			"key_separator", "item_separator", "sort_keys", "skipkeys", "allow_nan")
		if err != nil {
			return 0, err
		}
		e := &encoder{defaultFn: args[1], strEncoder: args[2], indent: args[3], types: map[string]*vm.Class{}}
		if args[0] != vm.None {
			if _, ok := v.DictItems(args[0]); !ok {
				return 0, v.Raise("TypeError", "make_encoder() argument 1 must be dict or None, not %s", v.TypeName(args[0]))
			}
			e.checkCircular = true
		}
		switch args[2] {
		case asciiFn:
			e.goEncoder, e.ascii = true, true
		case plainFn:
			e.goEncoder = true
		}
		if args[3] != vm.None {
			s, ok := v.AsStr(args[3])
			if !ok {
				return 0, v.Raise("TypeError", "make_encoder() argument 4 must be str or None, not %s", v.TypeName(args[3]))
			}
			e.indentStr = s
		}
		for k, p := range []*string{&e.keySep, &e.itemSep} {
			s, ok := v.AsStr(args[4+k])
			if !ok {
				return 0, v.Raise("TypeError", "make_encoder() argument %d must be str, not %s", 5+k, v.TypeName(args[4+k]))
			}
			*p = s
		}
		for k, p := range []*bool{&e.sortKeys, &e.skipKeys, &e.allowNaN} {
			if *p, err = v.Truth(args[6+k]); err != nil {
				return 0, err
			}
		}
		for _, n := range []string{"str", "int", "float", "list", "tuple", "dict"} {
			b, _ := v.BuiltinValue(n)
			e.types[n], _ = v.ClassOf(b)
		}
		return v.NewInstance(c, e), nil
	})
	v.DefMethod(c, "__call__", func(v *VM, a []Value, kw []string) (Value, error) {
		e, _ := vm.State[*encoder](v, a[0])
		args, err := v.BindArgs("_iterencode", a[1:], kw, "obj", "_current_indent_level")
		if err != nil {
			return 0, err
		}
		level, err := v.AsIndex(args[1])
		if err != nil {
			return 0, err
		}
		w := &writer{v: v, e: e, level: int(level), markers: map[Value]bool{}}
		if err := w.encode(args[0]); err != nil {
			return 0, err
		}
		return v.Tuple([]Value{v.Str(w.b.String())}), nil
	})
	m.Set("make_encoder", c.Value())
}

// A writer encodes one object.
type writer struct {
	v       *VM
	e       *encoder
	b       strings.Builder
	level   int
	depth   int
	markers map[Value]bool
}

func (w *writer) is(o Value, name string) bool { return w.v.IsInstance(o, w.e.types[name]) }

// str appends the JSON string of s.
func (w *writer) str(o Value) error {
	if w.e.goEncoder {
		s, _ := w.v.AsStr(o)
		escape(&w.b, s, w.e.ascii)
		return nil
	}
	r, err := w.v.Call(w.e.strEncoder, []Value{o}, nil)
	if err != nil {
		return err
	}
	s, ok := w.v.AsStr(r)
	if !ok {
		return w.v.Raise("TypeError", "encoder() must return a string, not %s", w.v.TypeName(r))
	}
	w.b.WriteString(s)
	return nil
}

// intRepr is int.__repr__(o), whatever o's class's __repr__.
func (w *writer) intRepr(o Value) (string, error) {
	return w.v.Repr(w.v.Native(o))
}

// floatRepr is float.__repr__(o), or NaN, Infinity and -Infinity.
func (w *writer) floatRepr(o Value) (string, error) {
	f, err := w.v.AsFloat(w.v.Native(o))
	if err != nil {
		return "", err
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		if !w.e.allowNaN {
			return "", w.v.Raise("ValueError", "Out of range float values are not JSON compliant")
		}
		switch {
		case math.IsNaN(f):
			return "NaN", nil
		case f > 0:
			return "Infinity", nil
		}
		return "-Infinity", nil
	}
	return w.v.Repr(w.v.Float(f))
}

func (w *writer) enter(o Value, what string) error {
	w.depth++
	if w.depth > w.v.RecursionRoom() {
		return w.v.Raise("RecursionError", "maximum recursion depth exceeded while encoding a JSON %s", what)
	}
	if w.e.checkCircular {
		if w.markers[o] {
			return w.v.Raise("ValueError", "Circular reference detected")
		}
		w.markers[o] = true
	}
	return nil
}

func (w *writer) leave(o Value) {
	w.depth--
	delete(w.markers, o)
}

// newline starts a line of the current level when indenting.
func (w *writer) newline() {
	if w.e.indent == vm.None {
		return
	}
	w.b.WriteByte('\n')
	for range w.level {
		w.b.WriteString(w.e.indentStr)
	}
}

func (w *writer) encode(o Value) error {
	v := w.v
	switch {
	case o == vm.None:
		w.b.WriteString("null")
		return nil
	case o == vm.Bool(true):
		w.b.WriteString("true")
		return nil
	case o == vm.Bool(false):
		w.b.WriteString("false")
		return nil
	case w.is(o, "str"):
		return w.str(o)
	case w.is(o, "int"):
		s, err := w.intRepr(o)
		w.b.WriteString(s)
		return err
	case w.is(o, "float"):
		s, err := w.floatRepr(o)
		w.b.WriteString(s)
		return err
	case w.is(o, "list") || w.is(o, "tuple"):
		return w.list(o)
	case w.is(o, "dict"):
		return w.dict(o)
	}
	if err := w.enter(o, "object"); err != nil {
		return err
	}
	r, err := v.Call(w.e.defaultFn, []Value{o}, nil)
	if err != nil {
		return err
	}
	if err := w.encode(r); err != nil {
		return err
	}
	w.leave(o)
	return nil
}

func (w *writer) list(o Value) error {
	items, ok := w.v.Items(o)
	if !ok {
		var err error
		if items, err = w.v.Iterate(o); err != nil {
			return err
		}
	}
	if len(items) == 0 {
		w.b.WriteString("[]")
		return nil
	}
	if err := w.enter(o, "list"); err != nil {
		return err
	}
	w.b.WriteByte('[')
	w.level++
	w.newline()
	for i, x := range items {
		if i > 0 {
			w.b.WriteString(w.e.itemSep)
			w.newline()
		}
		if err := w.encode(x); err != nil {
			return err
		}
	}
	w.level--
	w.newline()
	w.b.WriteByte(']')
	w.leave(o)
	return nil
}

func (w *writer) dict(o Value) error {
	v := w.v
	var pairs [][2]Value
	if v.TypeOf(o) == w.e.types["dict"] {
		pairs, _ = v.DictItems(o)
	} else {
		items, err := v.CallMethod(o, "items")
		if err != nil {
			return err
		}
		all, err := v.Iterate(items)
		if err != nil {
			return err
		}
		for _, it := range all {
			kv, ok := v.Items(it)
			if !ok || len(kv) != 2 {
				return v.Raise("ValueError", "items must return 2-tuples")
			}
			pairs = append(pairs, [2]Value{kv[0], kv[1]})
		}
	}
	if len(pairs) == 0 {
		w.b.WriteString("{}")
		return nil
	}
	if err := w.enter(o, "object"); err != nil {
		return err
	}
	if w.e.sortKeys {
		var err error
		sort.SliceStable(pairs, func(i, j int) bool {
			if err != nil {
				return false
			}
			var less bool
			less, err = v.Less(pairs[i][0], pairs[j][0])
			return less
		})
		if err != nil {
			return err
		}
	}
	w.b.WriteByte('{')
	w.level++
	w.newline()
	first := true
	for _, p := range pairs {
		k := p[0]
		var key string
		var err error
		switch {
		case w.is(k, "str"):
		case w.is(k, "float"):
			key, err = w.floatRepr(k)
		case k == vm.Bool(true):
			key = "true"
		case k == vm.Bool(false):
			key = "false"
		case k == vm.None:
			key = "null"
		case w.is(k, "int"):
			key, err = w.intRepr(k)
		case w.e.skipKeys:
			continue
		default:
			return v.Raise("TypeError", "keys must be str, int, float, bool or None, not %s", v.TypeName(k))
		}
		if err != nil {
			return err
		}
		if !w.is(k, "str") {
			k = v.Str(key)
		}
		if first {
			first = false
		} else {
			w.b.WriteString(w.e.itemSep)
			w.newline()
		}
		if err := w.str(k); err != nil {
			return err
		}
		w.b.WriteString(w.e.keySep)
		if err := w.encode(p[1]); err != nil {
			return err
		}
	}
	w.level--
	w.newline()
	w.b.WriteByte('}')
	w.leave(o)
	return nil
}
