// Package jsonmod is minipy's _json module, the Go part of json
// (lib/json is the rest): the scanner that decodes a document, the
// string scanner and escapers, and the encoder, as CPython's C _json
// provides them, with its messages and error positions.
package jsonmod

import (
	"strconv"
	"strings"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_json", Init: initJSON}) }

func initJSON(v *VM, m *vm.Module) error {
	m.Def("scanstring", scanstringFn)
	m.Def("encode_basestring_ascii", func(v *VM, a []Value, kw []string) (Value, error) {
		return escapeFn(v, a, kw, "encode_basestring_ascii", true)
	})
	m.Def("encode_basestring", func(v *VM, a []Value, kw []string) (Value, error) {
		return escapeFn(v, a, kw, "encode_basestring", false)
	})
	initScanner(v, m)
	initEncoder(v, m)
	return nil
}

// text is a str as its code points, which the positions of the
// decoder's arguments and errors count.
func text(s string) []rune {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		r := make([]rune, len(s))
		for i := 0; i < len(s); i++ {
			r[i] = rune(s[i])
		}
		return r
	}
	r := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		c, n := vm.CodePointAt(s, i)
		r = append(r, c)
		i += n
	}
	return r
}

// decodeError raises json.decoder.JSONDecodeError(msg, doc, pos).
func decodeError(v *VM, doc Value, msg string, pos int) error {
	mod, err := v.Import("json.decoder")
	if err != nil {
		return err
	}
	cls, err := v.GetAttr(mod, "JSONDecodeError")
	if err != nil {
		return err
	}
	e, err := v.Call(cls, []Value{v.Str(msg), doc, v.Int(int64(pos))}, nil)
	if err != nil {
		return err
	}
	return v.RaiseValue(e)
}

// scanstringFn is scanstring(s, end, strict=True): the str whose
// opening quote is before s[end], and the position after its closing
// quote.
func scanstringFn(v *VM, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("scanstring", a, kw, "s", "end", "strict=")
	if err != nil {
		return 0, err
	}
	s, ok := v.AsStr(args[0])
	if !ok {
		return 0, v.Raise("TypeError", "first argument must be a string, not %s", v.TypeName(args[0]))
	}
	end, err := v.AsIndex(args[1])
	if err != nil {
		return 0, err
	}
	strict := true
	if args[2] != vm.Null {
		if strict, err = v.Truth(args[2]); err != nil {
			return 0, err
		}
	}
	d := &decoder{v: v, doc: args[0], s: text(s), strict: strict}
	if end < 0 || end > int64(len(d.s)) {
		return 0, v.Raise("ValueError", "end is out of bounds")
	}
	str, next, err := d.scanString(int(end))
	if err != nil {
		return 0, err
	}
	return v.Tuple([]Value{str, v.Int(int64(next))}), nil
}

// A decoder decodes one document.
type decoder struct {
	v      *VM
	doc    Value
	s      []rune
	strict bool
	sc     *scanner
	memo   map[string]Value
	depth  int
}

// scanString scans the str whose opening quote is before s[i].
func (d *decoder) scanString(i int) (Value, int, error) {
	begin := i - 1
	s := d.s
	var b strings.Builder
	for {
		j := i
		for j < len(s) && s[j] != '"' && s[j] != '\\' && (s[j] >= 0x20 || !d.strict) {
			j++
		}
		for _, c := range s[i:j] {
			vm.WriteCodePoint(&b, c)
		}
		if j >= len(s) {
			return 0, 0, decodeError(d.v, d.doc, "Unterminated string starting at", begin)
		}
		switch s[j] {
		case '"':
			return d.v.Str(b.String()), j + 1, nil
		case '\\':
		default:
			return 0, 0, decodeError(d.v, d.doc, "Invalid control character at", j)
		}
		j++
		if j >= len(s) {
			return 0, 0, decodeError(d.v, d.doc, "Unterminated string starting at", begin)
		}
		c := s[j]
		if c != 'u' {
			var r rune
			switch c {
			case '"', '\\', '/':
				r = c
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			case 'n':
				r = '\n'
			case 'r':
				r = '\r'
			case 't':
				r = '\t'
			default:
				return 0, 0, decodeError(d.v, d.doc, "Invalid \\escape", j-1)
			}
			b.WriteRune(r)
			i = j + 1
			continue
		}
		// \uXXXX, and a surrogate pair's second half
		j++
		if j+4 >= len(s) {
			return 0, 0, decodeError(d.v, d.doc, "Invalid \\uXXXX escape", j-1)
		}
		r, ok := hex4(s[j : j+4])
		if !ok {
			return 0, 0, decodeError(d.v, d.doc, "Invalid \\uXXXX escape", j-1)
		}
		j += 4
		if 0xD800 <= r && r <= 0xDBFF && j+6 < len(s) && s[j] == '\\' && s[j+1] == 'u' {
			r2, ok := hex4(s[j+2 : j+6])
			if !ok {
				return 0, 0, decodeError(d.v, d.doc, "Invalid \\uXXXX escape", j+1)
			}
			if 0xDC00 <= r2 && r2 <= 0xDFFF {
				r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
				j += 6
			}
		}
		vm.WriteCodePoint(&b, r)
		i = j
	}
}

func hex4(h []rune) (rune, bool) {
	var r rune
	for _, c := range h {
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | (c - '0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | (c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | (c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}

// A scanner is what make_scanner(context) returns: called with (s,
// idx), it decodes the value at s[idx] and returns it with the position
// after it, or raises StopIteration(idx) when no value starts there.
type scanner struct {
	strict                                                     bool
	objectHook, pairsHook, parseFloat, parseInt, parseConstant Value
	floatIsFloat, intIsInt                                     bool
}

func (sc *scanner) VisitRoots(visit func(*Value)) {
	visit(&sc.objectHook)
	visit(&sc.pairsHook)
	visit(&sc.parseFloat)
	visit(&sc.parseInt)
	visit(&sc.parseConstant)
}

func initScanner(v *VM, m *vm.Module) {
	c := v.NewType("Scanner", "_json")
	v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("make_scanner", a[1:], kw, "context")
		if err != nil {
			return 0, err
		}
		ctx := args[0]
		sc := &scanner{}
		st, err := v.GetAttr(ctx, "strict")
		if err != nil {
			return 0, err
		}
		if sc.strict, err = v.Truth(st); err != nil {
			return 0, err
		}
		for _, f := range []struct {
			name string
			p    *Value
		}{{"object_hook", &sc.objectHook}, {"object_pairs_hook", &sc.pairsHook},
			{"parse_float", &sc.parseFloat}, {"parse_int", &sc.parseInt}, {"parse_constant", &sc.parseConstant}} {
			if *f.p, err = v.GetAttr(ctx, f.name); err != nil {
				return 0, err
			}
		}
		fl, _ := v.BuiltinValue("float")
		in, _ := v.BuiltinValue("int")
		sc.floatIsFloat = sc.parseFloat == fl
		sc.intIsInt = sc.parseInt == in
		return v.NewInstance(c, sc), nil
	})
	v.DefMethod(c, "__call__", func(v *VM, a []Value, kw []string) (Value, error) {
		sc, _ := vm.State[*scanner](v, a[0])
		args, err := v.BindArgs("scan_once", a[1:], kw, "string", "idx")
		if err != nil {
			return 0, err
		}
		s, ok := v.AsStr(args[0])
		if !ok {
			return 0, v.Raise("TypeError", "first argument must be a string, not %s", v.TypeName(args[0]))
		}
		idx, err := v.AsIndex(args[1])
		if err != nil {
			return 0, err
		}
		if idx < 0 {
			return 0, v.Raise("ValueError", "idx cannot be negative")
		}
		d := &decoder{v: v, doc: args[0], s: text(s), strict: sc.strict, sc: sc, memo: map[string]Value{}}
		val, end, err := d.value(int(idx))
		if err != nil {
			return 0, err
		}
		if end < 0 {
			return 0, v.RaiseArgs("StopIteration", v.Int(idx))
		}
		return v.Tuple([]Value{val, v.Int(int64(end))}), nil
	})
	m.Set("make_scanner", c.Value())
}

func isSpace(c rune) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (d *decoder) skip(i int) int {
	for i < len(d.s) && isSpace(d.s[i]) {
		i++
	}
	return i
}

func (d *decoder) has(i int, word string) bool {
	if i+len(word) > len(d.s) {
		return false
	}
	for k := 0; k < len(word); k++ {
		if d.s[i+k] != rune(word[k]) {
			return false
		}
	}
	return true
}

// value decodes the value at s[i]: end is -1 when none starts there.
func (d *decoder) value(i int) (v Value, end int, err error) {
	s := d.s
	if i >= len(s) {
		return 0, -1, nil
	}
	switch c := s[i]; {
	case c == '"':
		return d.scanString(i + 1)
	case c == '{':
		return d.nested(i, "object", d.object)
	case c == '[':
		return d.nested(i, "array", d.array)
	case c == 'n' && d.has(i, "null"):
		return vm.None, i + 4, nil
	case c == 't' && d.has(i, "true"):
		return vm.Bool(true), i + 4, nil
	case c == 'f' && d.has(i, "false"):
		return vm.Bool(false), i + 5, nil
	case c == 'N' && d.has(i, "NaN"):
		return d.constant("NaN", i+3)
	case c == 'I' && d.has(i, "Infinity"):
		return d.constant("Infinity", i+8)
	case c == '-' && d.has(i, "-Infinity"):
		return d.constant("-Infinity", i+9)
	}
	return d.number(i)
}

func (d *decoder) constant(name string, end int) (Value, int, error) {
	r, err := d.v.Call(d.sc.parseConstant, []Value{d.v.Str(name)}, nil)
	return r, end, err
}

// nested decodes an object or an array, counting its depth against the
// recursion limit as CPython does.
func (d *decoder) nested(i int, what string, f func(int) (Value, int, error)) (Value, int, error) {
	d.depth++
	defer func() { d.depth-- }()
	if d.depth > d.v.RecursionRoom() {
		return 0, 0, d.v.Raise("RecursionError", "maximum recursion depth exceeded while decoding a JSON %s from a unicode string", what)
	}
	return f(i + 1)
}

// object decodes the object whose '{' is before s[i].
func (d *decoder) object(i int) (Value, int, error) {
	v, s := d.v, d.s
	var pairs [][2]Value
	i = d.skip(i)
	if i >= len(s) || s[i] != '}' {
		for {
			if i >= len(s) || s[i] != '"' {
				return 0, 0, decodeError(v, d.doc, "Expecting property name enclosed in double quotes", i)
			}
			key, next, err := d.scanString(i + 1)
			if err != nil {
				return 0, 0, err
			}
			ks, _ := v.AsStr(key)
			if k, ok := d.memo[ks]; ok {
				key = k
			} else {
				d.memo[ks] = key
			}
			i = d.skip(next)
			if i >= len(s) || s[i] != ':' {
				return 0, 0, decodeError(v, d.doc, "Expecting ':' delimiter", i)
			}
			i = d.skip(i + 1)
			val, end, err := d.value(i)
			if err != nil {
				return 0, 0, err
			}
			if end < 0 {
				return 0, 0, decodeError(v, d.doc, "Expecting value", i)
			}
			pairs = append(pairs, [2]Value{key, val})
			i = d.skip(end)
			if i < len(s) && s[i] == '}' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return 0, 0, decodeError(v, d.doc, "Expecting ',' delimiter", i)
			}
			i = d.skip(i + 1)
		}
	}
	end := i + 1
	if d.sc.pairsHook != vm.None {
		items := make([]Value, len(pairs))
		for k, p := range pairs {
			items[k] = v.Tuple([]Value{p[0], p[1]})
		}
		r, err := v.Call(d.sc.pairsHook, []Value{v.List(items)}, nil)
		return r, end, err
	}
	dict := v.NewDict()
	for _, p := range pairs {
		if err := v.DictSet(dict, p[0], p[1]); err != nil {
			return 0, 0, err
		}
	}
	if d.sc.objectHook != vm.None {
		r, err := v.Call(d.sc.objectHook, []Value{dict}, nil)
		return r, end, err
	}
	return dict, end, nil
}

// array decodes the array whose '[' is before s[i].
func (d *decoder) array(i int) (Value, int, error) {
	v, s := d.v, d.s
	var items []Value
	i = d.skip(i)
	if i >= len(s) || s[i] != ']' {
		for {
			val, end, err := d.value(i)
			if err != nil {
				return 0, 0, err
			}
			if end < 0 {
				return 0, 0, decodeError(v, d.doc, "Expecting value", i)
			}
			items = append(items, val)
			i = d.skip(end)
			if i < len(s) && s[i] == ']' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return 0, 0, decodeError(v, d.doc, "Expecting ',' delimiter", i)
			}
			i = d.skip(i + 1)
		}
	}
	return v.List(items), i + 1, nil
}

// number decodes -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)? at s[i].
func (d *decoder) number(start int) (Value, int, error) {
	s := d.s
	i := start
	digit := func(k int) bool { return k < len(s) && '0' <= s[k] && s[k] <= '9' }
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && '1' <= s[i] && s[i] <= '9':
		for digit(i) {
			i++
		}
	default:
		return 0, -1, nil
	}
	isFloat := false
	if i < len(s) && s[i] == '.' && digit(i+1) {
		i += 2
		for digit(i) {
			i++
		}
		isFloat = true
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		k := i + 1
		if k < len(s) && (s[k] == '-' || s[k] == '+') {
			k++
		}
		if digit(k) {
			for digit(k) {
				k++
			}
			i = k
			isFloat = true
		}
	}
	lit := string(s[start:i])
	v := d.v
	if isFloat {
		if d.sc.floatIsFloat {
			// lit is well-formed: an error is only an overflow (to ±inf)
			// or an underflow (to 0), as float() rounds them
			f, _ := strconv.ParseFloat(lit, 64)
			return v.Float(f), i, nil
		}
		r, err := v.Call(d.sc.parseFloat, []Value{v.Str(lit)}, nil)
		return r, i, err
	}
	if d.sc.intIsInt && len(lit) <= 18 {
		n, _ := strconv.ParseInt(lit, 10, 64)
		return v.Int(n), i, nil
	}
	r, err := v.Call(d.sc.parseInt, []Value{v.Str(lit)}, nil)
	return r, i, err
}
