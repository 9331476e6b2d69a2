package remod

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/microjit/microjit/langs/minipy/vm"
)

// A match is a re.Match: the spans of its groups in the subject.
type match struct {
	pv       Value // the pattern
	p        *pattern
	sub      *subject
	spans    []int
	pos, end int
}

func (m *match) VisitRoots(visit func(*Value)) {
	visit(&m.pv)
	visit(&m.sub.val)
}

func newMatch(v *VM, pv Value, p *pattern, sub *subject, spans []int, pos, end int) Value {
	return v.NewInstance(p.cl.match, &match{pv: pv, p: p, sub: sub, spans: spans, pos: pos, end: end})
}

func matchOf(v *VM, x Value) (*match, error) {
	m, ok := vm.State[*match](v, x)
	if !ok {
		return nil, v.Raise("TypeError", "descriptor requires a 're.Match' object but received '%s'", v.TypeName(x))
	}
	return m, nil
}

// index is the number of the group g names (a number or a name).
func (m *match) index(v *VM, g Value) (int, error) {
	if s, ok := v.AsStr(g); ok {
		if n, ok := m.p.names[s]; ok {
			return n, nil
		}
		return 0, v.Raise("IndexError", "no such group")
	}
	if v.IsInt(g) {
		n, err := v.AsIndex(g)
		if err != nil || n < 0 || n > int64(m.p.groups) {
			return 0, v.Raise("IndexError", "no such group")
		}
		return int(n), nil
	}
	if _, err := v.AsIndex(g); err == nil {
		n, _ := v.AsIndex(g)
		if n < 0 || n > int64(m.p.groups) {
			return 0, v.Raise("IndexError", "no such group")
		}
		return int(n), nil
	}
	return 0, v.Raise("IndexError", "no such group")
}

// group is group n's text, or def when it did not take part.
func (m *match) group(v *VM, n int, def Value) Value {
	if m.spans[2*n] < 0 {
		return def
	}
	return m.sub.slice(v, m.spans[2*n], m.spans[2*n+1])
}

// lastIndex is the group that closed last (-1: none): the one that
// ended last, and of those that ended there the one whose ')' comes
// last in the pattern (an enclosing group, or a later one that matched
// empty).
func (m *match) lastIndex() int {
	last, end := -1, -1
	for g := 1; g <= m.p.groups; g++ {
		if m.spans[2*g] < 0 {
			continue
		}
		if e := m.spans[2*g+1]; e > end || e == end && m.p.closeRank[g] > m.p.closeRank[last] {
			last, end = g, e
		}
	}
	return last
}

func initMatch(v *VM, cl *classes) {
	c := cl.match
	groupFn := func(v *VM, a []Value, kw []string) (Value, error) {
		m, err := matchOf(v, a[0])
		if err != nil {
			return 0, err
		}
		if len(kw) > 0 {
			return 0, v.Raise("TypeError", "group() takes no keyword arguments")
		}
		if len(a) == 1 {
			return m.group(v, 0, vm.None), nil
		}
		out := make([]Value, len(a)-1)
		for i, g := range a[1:] {
			n, err := m.index(v, g)
			if err != nil {
				return 0, err
			}
			out[i] = m.group(v, n, vm.None)
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return v.Tuple(out), nil
	}
	v.DefMethod(c, "group", groupFn)
	v.DefMethod(c, "__getitem__", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("__getitem__", a[1:], kw, 1, 1); err != nil {
			return 0, err
		}
		return groupFn(v, a, kw)
	})
	v.DefMethod(c, "groups", func(v *VM, a []Value, kw []string) (Value, error) {
		m, err := matchOf(v, a[0])
		if err != nil {
			return 0, err
		}
		args, err := v.BindArgs("groups", a[1:], kw, "default=")
		if err != nil {
			return 0, err
		}
		def := vm.None
		if args[0] != vm.Null {
			def = args[0]
		}
		out := make([]Value, m.p.groups)
		for g := range out {
			out[g] = m.group(v, g+1, def)
		}
		return v.Tuple(out), nil
	})
	v.DefMethod(c, "groupdict", func(v *VM, a []Value, kw []string) (Value, error) {
		m, err := matchOf(v, a[0])
		if err != nil {
			return 0, err
		}
		args, err := v.BindArgs("groupdict", a[1:], kw, "default=")
		if err != nil {
			return 0, err
		}
		def := vm.None
		if args[0] != vm.Null {
			def = args[0]
		}
		d := v.NewDict()
		for g := 1; g <= m.p.groups; g++ {
			if name := m.p.order[g]; name != "" {
				if err := v.DictSet(d, v.Str(name), m.group(v, g, def)); err != nil {
					return 0, err
				}
			}
		}
		return d, nil
	})
	spanFn := func(name string, what func(s, e int) Value) {
		v.DefMethod(c, name, func(v *VM, a []Value, kw []string) (Value, error) {
			m, err := matchOf(v, a[0])
			if err != nil {
				return 0, err
			}
			args, err := v.BindArgs(name, a[1:], kw, "group=")
			if err != nil {
				return 0, err
			}
			n := 0
			if args[0] != vm.Null {
				if n, err = m.index(v, args[0]); err != nil {
					return 0, err
				}
			}
			return what(m.spans[2*n], m.spans[2*n+1]), nil
		})
	}
	spanFn("start", func(s, e int) Value { return v.Int(int64(s)) })
	spanFn("end", func(s, e int) Value { return v.Int(int64(e)) })
	spanFn("span", func(s, e int) Value { return v.Tuple([]Value{v.Int(int64(s)), v.Int(int64(e))}) })
	v.DefMethod(c, "expand", func(v *VM, a []Value, kw []string) (Value, error) {
		m, err := matchOf(v, a[0])
		if err != nil {
			return 0, err
		}
		args, err := v.BindArgs("expand", a[1:], kw, "template")
		if err != nil {
			return 0, err
		}
		t, err := m.p.template(v, args[0])
		if err != nil {
			return 0, err
		}
		return t.expand(v, m.sub, m.spans)
	})
	prop := func(name string, get func(m *match) Value) {
		v.DefProperty(c, name, func(v *VM, self Value) (Value, error) {
			m, err := matchOf(v, self)
			if err != nil {
				return 0, err
			}
			return get(m), nil
		})
	}
	prop("pos", func(m *match) Value { return v.Int(int64(m.pos)) })
	prop("endpos", func(m *match) Value { return v.Int(int64(m.end)) })
	prop("re", func(m *match) Value { return m.pv })
	prop("string", func(m *match) Value { return m.sub.val })
	prop("lastindex", func(m *match) Value {
		if g := m.lastIndex(); g > 0 {
			return v.Int(int64(g))
		}
		return vm.None
	})
	prop("lastgroup", func(m *match) Value {
		if g := m.lastIndex(); g > 0 && m.p.order[g] != "" {
			return v.Str(m.p.order[g])
		}
		return vm.None
	})
	prop("regs", func(m *match) Value {
		out := make([]Value, m.p.groups+1)
		for g := range out {
			out[g] = v.Tuple([]Value{v.Int(int64(m.spans[2*g])), v.Int(int64(m.spans[2*g+1]))})
		}
		return v.Tuple(out)
	})
	v.DefMethod(c, "__repr__", func(v *VM, a []Value, kw []string) (Value, error) {
		m, err := matchOf(v, a[0])
		if err != nil {
			return 0, err
		}
		r, err := v.Repr(m.group(v, 0, vm.None))
		if err != nil {
			return 0, err
		}
		if rs := []rune(r); len(rs) > 50 {
			r = string(rs[:50])
		}
		return v.Str(fmt.Sprintf("<re.Match object; span=(%d, %d), match=%s>", m.spans[0], m.spans[1], r)), nil
	})
	self := func(v *VM, a []Value, kw []string) (Value, error) { return a[0], nil }
	v.DefMethod(c, "__copy__", self)
	v.DefMethod(c, "__deepcopy__", self)
}

// A template is a parsed replacement of sub: literal pieces and group
// references, as CPython's re parses it.
type template struct {
	lits   []string // literal text before each group reference, and after the last
	groups []int
}

// template parses repl (a str or bytes of the pattern's kind).
func (p *pattern) template(v *VM, repl Value) (*template, error) {
	var src []rune
	if s, ok := v.AsStr(repl); ok {
		if !p.text {
			return nil, v.Raise("TypeError", "expected a bytes-like object, %s found", v.TypeName(repl))
		}
		src = textRunes(s)
	} else if b, ok := v.AsBytes(repl); ok {
		if p.text {
			return nil, v.Raise("TypeError", "expected str instance, %s found", v.TypeName(repl))
		}
		src = make([]rune, len(b))
		for i, c := range b {
			src[i] = rune(c)
		}
	} else {
		return nil, v.Raise("TypeError", "expected str instance, %s found", v.TypeName(repl))
	}
	t := &template{}
	var lit strings.Builder
	fail := func(msg string, pos int) error { return reErr(v, repl, msg, pos) }
	addGroup := func(n, at int) error {
		if n > p.groups {
			return fail(fmt.Sprintf("invalid group reference %d", n), at)
		}
		t.lits = append(t.lits, lit.String())
		lit.Reset()
		t.groups = append(t.groups, n)
		return nil
	}
	for i := 0; i < len(src); {
		c := src[i]
		if c != '\\' {
			vm.WriteCodePoint(&lit, c)
			i++
			continue
		}
		start := i
		if i+1 >= len(src) {
			return nil, fail("bad escape (end of pattern)", start)
		}
		c = src[i+1]
		i += 2
		switch {
		case c == 'g':
			if i >= len(src) || src[i] != '<' {
				return nil, fail("missing <", i)
			}
			k := i + 1
			j := k
			for j < len(src) && src[j] != '>' {
				j++
			}
			if j >= len(src) {
				if j == k {
					return nil, fail("missing group name", k)
				}
				return nil, fail("missing >, unterminated name", k)
			}
			name := string(src[k:j])
			i = j + 1
			if name == "" {
				return nil, fail("missing group name", k)
			}
			var n int
			if isIdentifier(name) {
				g, ok := p.names[name]
				if !ok {
					return nil, v.Raise("IndexError", "unknown group name %s", pyRepr(name))
				}
				n = g
			} else {
				g, err := strconv.Atoi(name)
				if err != nil || g < 0 || strings.HasPrefix(name, "+") {
					return nil, fail("bad character in group name "+pyRepr(name), k)
				}
				n = g
			}
			if err := addGroup(n, k); err != nil {
				return nil, err
			}
		case c == '0':
			val := 0
			for k := 0; k < 2 && i < len(src) && isOct(src[i]); k++ {
				val = val*8 + int(src[i]-'0')
				i++
			}
			lit.WriteRune(rune(val & 0xff))
		case isDigit(c):
			if i < len(src) && isDigit(src[i]) {
				d := src[i]
				i++
				if isOct(c) && isOct(d) && i < len(src) && isOct(src[i]) {
					i++
					val, _ := strconv.ParseUint(string(src[start+1:i]), 8, 32)
					if val > 0o377 {
						return nil, fail(fmt.Sprintf("octal escape value %s outside of range 0-0o377", string(src[start:i])), start)
					}
					lit.WriteRune(rune(val))
					continue
				}
			}
			n, _ := strconv.Atoi(string(src[start+1 : i]))
			if err := addGroup(n, start+1); err != nil {
				return nil, err
			}
		default:
			if r, ok := simpleEscapes[c]; ok {
				lit.WriteRune(r)
			} else if c == 'b' {
				lit.WriteByte('\b')
			} else if c < 128 && isASCIILetter(c) {
				return nil, fail("bad escape \\"+string(c), start)
			} else {
				lit.WriteByte('\\')
				vm.WriteCodePoint(&lit, c)
			}
		}
	}
	t.lits = append(t.lits, lit.String())
	return t, nil
}

// expand is the template's text for a match (a group that did not take
// part is empty).
func (t *template) expand(v *VM, sub *subject, spans []int) (Value, error) {
	if sub.text {
		var b strings.Builder
		t.write(&b, sub, spans)
		return v.Str(b.String()), nil
	}
	var b strings.Builder
	t.write(&b, sub, spans)
	return v.Bytes(latin1(b.String())), nil
}

// write appends the expansion: for a bytes subject the text holds the
// bytes as the code points 0-255.
func (t *template) write(b *strings.Builder, sub *subject, spans []int) {
	for i, g := range t.groups {
		b.WriteString(t.lits[i])
		if s := spans[2*g]; s >= 0 {
			if sub.text && sub.ascii {
				b.WriteString(sub.s[s:spans[2*g+1]])
			} else {
				for _, c := range sub.runes[s:spans[2*g+1]] {
					vm.WriteCodePoint(b, c)
				}
			}
		}
	}
	b.WriteString(t.lits[len(t.lits)-1])
}

// latin1 is the bytes whose code points s holds.
func latin1(s string) []byte {
	out := make([]byte, 0, len(s))
	for _, c := range s {
		out = append(out, byte(c))
	}
	return out
}

// subn replaces the first count matches (0: all) by repl, a template or
// a function of the match.
func (p *pattern) subn(v *VM, pv, repl, str Value, count int64) (Value, int, error) {
	sub, err := p.subjectOf(v, str)
	if err != nil {
		return 0, 0, err
	}
	var t *template
	call := v.IsCallable(repl)
	if !call {
		if t, err = p.template(v, repl); err != nil {
			return 0, 0, err
		}
	}
	var b strings.Builder
	piece := func(i, j int) {
		if sub.text && sub.ascii {
			b.WriteString(sub.s[i:j])
			return
		}
		for _, c := range sub.runes[i:j] {
			vm.WriteCodePoint(&b, c)
		}
	}
	s := &scan{p: p, sub: sub, end: len(sub.runes)}
	last, n, items := 0, 0, 0
	for count <= 0 || int64(n) < count {
		spans, err := s.next(v)
		if err != nil {
			return 0, 0, err
		}
		if spans == nil {
			break
		}
		if last < spans[0] {
			piece(last, spans[0])
			items++
		}
		if call {
			r, err := v.Call(repl, []Value{newMatch(v, pv, p, sub, spans, 0, len(sub.runes))}, nil)
			if err != nil {
				return 0, 0, err
			}
			if r != vm.None {
				if sub.text {
					rs, ok := v.AsStr(r)
					if !ok {
						return 0, 0, v.Raise("TypeError", "sequence item %d: expected str instance, %s found", items, v.TypeName(r))
					}
					b.WriteString(rs)
				} else {
					rb, ok := v.AsBytes(r)
					if !ok {
						return 0, 0, v.Raise("TypeError", "sequence item %d: expected a bytes-like object, %s found", items, v.TypeName(r))
					}
					for _, c := range rb {
						b.WriteRune(rune(c))
					}
				}
				items++
			}
		} else {
			t.write(&b, sub, spans)
			items++
		}
		last = spans[1]
		n++
	}
	piece(last, len(sub.runes))
	if sub.text {
		return v.Str(b.String()), n, nil
	}
	return v.Bytes(latin1(b.String())), n, nil
}
