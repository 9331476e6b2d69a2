// Package remod is minipy's _re module, the engine of re (lib/re is
// the rest): a pattern in Python's syntax is parsed as CPython's re
// parses it (parse.go: the same errors at the same positions), written
// in the syntax of regexp2 (emit.go), a backtracking engine with
// backreferences and lookaround, and searched with Python's semantics:
// match/fullmatch anchored at pos, endpos cutting the string, the empty
// matches of findall/sub/split that CPython 3.7 and later find
// (search.go), Match objects and the templates of sub (match.go).
package remod

import (
	"fmt"
	"strings"

	"github.com/dlclark/regexp2/v2"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_re", Init: initRe}) }

// The kinds of search a pattern runs, each a regexp of its own.
const (
	modeSearch   = iota // anywhere from pos
	modeMatch           // at pos
	modeFull            // at pos, to the end
	modeNonEmpty        // at pos, not empty (after an empty match)
	nModes
)

// A pattern is a compiled pattern (re.Pattern).
type pattern struct {
	src        Value // the pattern, str or bytes
	text       bool  // a str pattern
	flags      int
	groups     int
	names      map[string]int
	order      []string // the group names by number ("" for none)
	closeRank  []int    // by group number: the order of its ')' in the pattern
	translated string
	opts       regexp2.RegexOptions
	res        [nModes]*regexp2.Regexp
	groupindex Value
	cl         *classes
}

func (p *pattern) VisitRoots(visit func(*Value)) {
	visit(&p.src)
	visit(&p.groupindex)
}

// regexp is the engine's regexp for a kind of search, compiled once.
func (p *pattern) regexp(v *VM, mode int) (*regexp2.Regexp, error) {
	if r := p.res[mode]; r != nil {
		return r, nil
	}
	expr := p.translated
	switch mode {
	case modeMatch:
		expr = `\G(?:` + expr + `)`
	case modeFull:
		expr = `\G(?:` + expr + `)\z`
	case modeNonEmpty:
		expr = `\G(?:` + expr + `)(?!\G)`
	}
	r, err := regexp2.Compile(expr, p.opts, regexp2.OptionMaxBacktrackingStackSize(-1))
	if err != nil {
		return nil, reErr(v, p.src, "regular expression not supported: "+err.Error(), -1)
	}
	p.res[mode] = r
	return r, nil
}

// reErr raises re.error(msg, pattern, pos) (pos -1: none).
func reErr(v *VM, pat Value, msg string, pos int) error {
	mod, err := v.Import("re")
	if err != nil {
		return err
	}
	cls, err := v.GetAttr(mod, "error")
	if err != nil {
		return err
	}
	args := []Value{v.Str(msg)}
	if pos >= 0 {
		args = append(args, pat, v.Int(int64(pos)))
	}
	e, err := v.Call(cls, args, nil)
	if err != nil {
		return err
	}
	return v.RaiseValue(e)
}

// classes are the module's classes in one VM.
type classes struct {
	pattern, match, iter *vm.Class
}

func initRe(v *VM, m *vm.Module) error {
	cl := &classes{
		pattern: v.NewType("Pattern", "re"),
		match:   v.NewType("Match", "re"),
		iter:    v.NewIteratorType("callable_iterator", "builtins"),
	}
	m.Set("Pattern", cl.pattern.Value())
	m.Set("Match", cl.match.Value())
	m.Def("compile", func(v *VM, a []Value, kw []string) (Value, error) { return compileFn(v, cl, a, kw) })
	m.Set("MAXREPEAT", v.Int(maxRepeat))
	m.Set("MAXGROUPS", v.Int(1<<30))
	for _, c := range []*vm.Class{cl.pattern, cl.match} {
		c := c
		v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
			return 0, v.Raise("TypeError", "cannot create 're.%s' instances", c.Name())
		})
		v.DefClassMethod(c, "__class_getitem__", func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs("__class_getitem__", a[1:], kw, 1, 1); err != nil {
				return 0, err
			}
			return v.GenericAlias(a[0], a[1])
		})
	}
	initPattern(v, cl)
	initMatch(v, cl)
	return nil
}

// compileFn is _re.compile(pattern, flags).
func compileFn(v *VM, cl *classes, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("compile", a, kw, "pattern", "flags=")
	if err != nil {
		return 0, err
	}
	flags := 0
	if args[1] != vm.Null {
		f, err := v.AsIndex(args[1])
		if err != nil {
			return 0, err
		}
		flags = int(f)
	}
	src := args[0]
	p := &pattern{src: src, cl: cl}
	var runes []rune
	if s, ok := v.AsStr(src); ok {
		p.text = true
		runes = textRunes(s)
	} else if b, ok := v.AsBytes(src); ok {
		runes = make([]rune, len(b))
		for i, c := range b {
			runes[i] = rune(c)
		}
		p.src = v.Bytes(append([]byte(nil), b...))
	} else {
		return 0, v.Raise("TypeError", "first argument must be string or compiled pattern")
	}
	if p.text {
		if flags&flagLocale != 0 {
			return 0, v.Raise("ValueError", "cannot use LOCALE flag with a str pattern")
		}
	} else if flags&flagUnicode != 0 {
		return 0, v.Raise("ValueError", "cannot use UNICODE flag with a bytes pattern")
	}
	ps, tree, err := parse(runes, p.text, flags)
	if err != nil {
		if e, ok := err.(*reError); ok {
			return 0, reErr(v, p.src, e.msg, e.pos)
		}
		return 0, v.Raise("OverflowError", "%s", err.Error())
	}
	flags = ps.flags
	if p.text {
		if flags&flagLocale != 0 {
			return 0, v.Raise("ValueError", "cannot use LOCALE flag with a str pattern")
		}
		if flags&flagASCII == 0 {
			flags |= flagUnicode
		} else if flags&flagUnicode != 0 {
			return 0, v.Raise("ValueError", "ASCII and UNICODE flags are incompatible")
		}
	} else {
		if flags&flagUnicode != 0 {
			return 0, v.Raise("ValueError", "cannot use UNICODE flag with a bytes pattern")
		}
		if flags&flagLocale != 0 && flags&flagASCII != 0 {
			return 0, v.Raise("ValueError", "ASCII and LOCALE flags are incompatible")
		}
	}
	p.flags = flags
	p.groups = ps.groups
	p.names = ps.names
	p.order = ps.order
	p.closeRank = make([]int, p.groups+1)
	for i, g := range ps.closing {
		p.closeRank[g] = i
	}
	p.translated = translate(tree)
	if flags&flagIgnoreCase != 0 {
		p.opts |= regexp2.IgnoreCase
	}
	if flags&flagMultiline != 0 {
		p.opts |= regexp2.Multiline
	}
	if flags&flagDotAll != 0 {
		p.opts |= regexp2.Singleline
	}
	if _, err := p.regexp(v, modeSearch); err != nil {
		return 0, err
	}
	gi := v.NewDict()
	for n := 1; n < len(p.order); n++ {
		if p.order[n] != "" {
			if err := v.DictSet(gi, v.Str(p.order[n]), v.Int(int64(n))); err != nil {
				return 0, err
			}
		}
	}
	p.groupindex = gi
	return v.NewInstance(cl.pattern, p), nil
}

// textRunes is a str's code points (a lone surrogate is one).
func textRunes(s string) []rune {
	r := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < 0x80 {
			r = append(r, rune(c))
			i++
			continue
		}
		c, n := vm.CodePointAt(s, i)
		r = append(r, c)
		i += n
	}
	return r
}

// A subject is the string a pattern searches.
type subject struct {
	val   Value // the object given
	text  bool
	s     string // a str's text, when ascii
	ascii bool
	b     []byte // a bytes-like object's bytes
	runes []rune
}

// subjectOf checks that x suits p and makes its subject.
func (p *pattern) subjectOf(v *VM, x Value) (*subject, error) {
	if s, ok := v.AsStr(x); ok {
		if !p.text {
			return nil, v.Raise("TypeError", "cannot use a bytes pattern on a string-like object")
		}
		sub := &subject{val: x, text: true, s: s, ascii: true}
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				sub.ascii = false
				break
			}
		}
		if sub.ascii {
			sub.runes = make([]rune, len(s))
			for i := 0; i < len(s); i++ {
				sub.runes[i] = rune(s[i])
			}
		} else {
			sub.runes = textRunes(s)
		}
		return sub, nil
	}
	if b, ok := v.AsBytes(x); ok {
		if p.text {
			return nil, v.Raise("TypeError", "cannot use a string pattern on a bytes-like object")
		}
		sub := &subject{val: x, b: b, runes: make([]rune, len(b))}
		for i, c := range b {
			sub.runes[i] = rune(c)
		}
		return sub, nil
	}
	return nil, v.Raise("TypeError", "expected string or bytes-like object, got '%s'", v.TypeName(x))
}

// slice is subject[i:j] as a str or bytes.
func (s *subject) slice(v *VM, i, j int) Value {
	if !s.text {
		return v.Bytes(append([]byte(nil), s.b[i:j]...))
	}
	if s.ascii {
		return v.Str(s.s[i:j])
	}
	var b strings.Builder
	for _, c := range s.runes[i:j] {
		vm.WriteCodePoint(&b, c)
	}
	return v.Str(b.String())
}

// empty is the empty str or bytes.
func (s *subject) empty(v *VM) Value {
	if s.text {
		return v.Str("")
	}
	return v.Bytes(nil)
}

// search finds the first match of kind mode in runes[:end] from pos:
// the spans of its groups (-1 for a group that did not take part), or
// nil.
func (p *pattern) search(v *VM, runes []rune, pos, end, mode int) ([]int, error) {
	if pos > end {
		return nil, nil
	}
	re, err := p.regexp(v, mode)
	if err != nil {
		return nil, err
	}
	var spans []int
	err = re.FindRunesMatches(runes[:end], pos, func(m regexp2.MatchView) bool {
		spans = make([]int, 2*(p.groups+1))
		for g := 0; g <= p.groups; g++ {
			if i, n, ok := m.GroupRange(g); ok {
				spans[2*g], spans[2*g+1] = i, i+n
			} else {
				spans[2*g], spans[2*g+1] = -1, -1
			}
		}
		return false
	})
	if err != nil {
		return nil, v.Raise("RuntimeError", "%s", err.Error())
	}
	return spans, nil
}

// scan is the successive matches of findall, finditer, sub and split:
// after an empty match the next must not be empty where it ended, as
// in CPython 3.7 and later.
type scan struct {
	p        *pattern
	sub      *subject
	pos, end int
	// afterEmpty says the last match was empty (at pos)
	afterEmpty bool
	done       bool
}

func (s *scan) next(v *VM) ([]int, error) {
	if s.done {
		return nil, nil
	}
	runes := s.sub.runes
	var spans []int
	var err error
	if s.afterEmpty {
		if spans, err = s.p.search(v, runes, s.pos, s.end, modeNonEmpty); err != nil {
			return nil, err
		}
		if spans == nil && s.pos < s.end {
			spans, err = s.p.search(v, runes, s.pos+1, s.end, modeSearch)
		}
	} else {
		spans, err = s.p.search(v, runes, s.pos, s.end, modeSearch)
	}
	if err != nil || spans == nil {
		s.done = true
		return nil, err
	}
	s.afterEmpty = spans[0] == spans[1]
	s.pos = spans[1]
	return spans, nil
}

// bounds are a search's pos and endpos, clamped to the subject.
func bounds(v *VM, sub *subject, posV, endV Value) (int, int, error) {
	n := len(sub.runes)
	pos, end := 0, n
	if posV != vm.Null {
		x, err := v.AsIndex(posV)
		if err != nil {
			return 0, 0, err
		}
		pos = int(max(0, min(x, int64(n))))
	}
	if endV != vm.Null {
		x, err := v.AsIndex(endV)
		if err != nil {
			return 0, 0, err
		}
		end = int(max(0, min(x, int64(n))))
	}
	return pos, end, nil
}

func patternOf(v *VM, x Value) (*pattern, error) {
	p, ok := vm.State[*pattern](v, x)
	if !ok {
		return nil, v.Raise("TypeError", "descriptor requires a 're.Pattern' object but received '%s'", v.TypeName(x))
	}
	return p, nil
}

func initPattern(v *VM, cl *classes) {
	c := cl.pattern
	searcher := func(name string, mode int) {
		v.DefMethod(c, name, func(v *VM, a []Value, kw []string) (Value, error) {
			p, sub, pos, end, err := searchArgs(v, name, a, kw)
			if err != nil {
				return 0, err
			}
			spans, err := p.search(v, sub.runes, pos, end, mode)
			if err != nil || spans == nil {
				return vm.None, err
			}
			return newMatch(v, a[0], p, sub, spans, pos, end), nil
		})
	}
	searcher("search", modeSearch)
	searcher("match", modeMatch)
	searcher("fullmatch", modeFull)
	v.DefMethod(c, "findall", func(v *VM, a []Value, kw []string) (Value, error) {
		p, sub, pos, end, err := searchArgs(v, "findall", a, kw)
		if err != nil {
			return 0, err
		}
		s := &scan{p: p, sub: sub, pos: pos, end: end}
		var out []Value
		for {
			spans, err := s.next(v)
			if err != nil {
				return 0, err
			}
			if spans == nil {
				break
			}
			group := func(g int) Value {
				if spans[2*g] < 0 {
					return sub.empty(v)
				}
				return sub.slice(v, spans[2*g], spans[2*g+1])
			}
			switch p.groups {
			case 0:
				out = append(out, group(0))
			case 1:
				out = append(out, group(1))
			default:
				items := make([]Value, p.groups)
				for g := range items {
					items[g] = group(g + 1)
				}
				out = append(out, v.Tuple(items))
			}
		}
		return v.List(out), nil
	})
	v.DefMethod(c, "finditer", func(v *VM, a []Value, kw []string) (Value, error) {
		p, sub, pos, end, err := searchArgs(v, "finditer", a, kw)
		if err != nil {
			return 0, err
		}
		return v.NewIterator(cl.iter, &matchIter{pv: a[0], s: &scan{p: p, sub: sub, pos: pos, end: end}, start: pos}), nil
	})
	v.DefMethod(c, "split", func(v *VM, a []Value, kw []string) (Value, error) {
		p, err := patternOf(v, a[0])
		if err != nil {
			return 0, err
		}
		args, err := v.BindArgs("split", a[1:], kw, "string", "maxsplit=")
		if err != nil {
			return 0, err
		}
		sub, err := p.subjectOf(v, args[0])
		if err != nil {
			return 0, err
		}
		maxsplit := int64(0)
		if args[1] != vm.Null {
			if maxsplit, err = v.AsIndex(args[1]); err != nil {
				return 0, err
			}
		}
		var out []Value
		last := 0
		if maxsplit >= 0 {
			s := &scan{p: p, sub: sub, end: len(sub.runes)}
			for n := int64(0); maxsplit == 0 || n < maxsplit; n++ {
				spans, err := s.next(v)
				if err != nil {
					return 0, err
				}
				if spans == nil {
					break
				}
				out = append(out, sub.slice(v, last, spans[0]))
				for g := 1; g <= p.groups; g++ {
					if spans[2*g] < 0 {
						out = append(out, vm.None)
					} else {
						out = append(out, sub.slice(v, spans[2*g], spans[2*g+1]))
					}
				}
				last = spans[1]
			}
		}
		out = append(out, sub.slice(v, last, len(sub.runes)))
		return v.List(out), nil
	})
	for _, name := range []string{"sub", "subn"} {
		name := name
		v.DefMethod(c, name, func(v *VM, a []Value, kw []string) (Value, error) {
			p, err := patternOf(v, a[0])
			if err != nil {
				return 0, err
			}
			args, err := v.BindArgs(name, a[1:], kw, "repl", "string", "count=")
			if err != nil {
				return 0, err
			}
			count := int64(0)
			if args[2] != vm.Null {
				if count, err = v.AsIndex(args[2]); err != nil {
					return 0, err
				}
			}
			r, n, err := p.subn(v, a[0], args[0], args[1], count)
			if err != nil {
				return 0, err
			}
			if name == "sub" {
				return r, nil
			}
			return v.Tuple([]Value{r, v.Int(int64(n))}), nil
		})
	}
	v.DefProperty(c, "pattern", func(v *VM, self Value) (Value, error) {
		p, err := patternOf(v, self)
		if err != nil {
			return 0, err
		}
		return p.src, nil
	})
	v.DefProperty(c, "flags", func(v *VM, self Value) (Value, error) {
		p, err := patternOf(v, self)
		if err != nil {
			return 0, err
		}
		return v.Int(int64(p.flags)), nil
	})
	v.DefProperty(c, "groups", func(v *VM, self Value) (Value, error) {
		p, err := patternOf(v, self)
		if err != nil {
			return 0, err
		}
		return v.Int(int64(p.groups)), nil
	})
	v.DefProperty(c, "groupindex", func(v *VM, self Value) (Value, error) {
		p, err := patternOf(v, self)
		if err != nil {
			return 0, err
		}
		return v.CallMethod(p.groupindex, "copy")
	})
	v.DefMethod(c, "__repr__", func(v *VM, a []Value, kw []string) (Value, error) {
		p, err := patternOf(v, a[0])
		if err != nil {
			return 0, err
		}
		r, err := v.Repr(p.src)
		if err != nil {
			return 0, err
		}
		if rs := []rune(r); len(rs) > 200 {
			r = string(rs[:200])
		}
		f := p.flags
		if p.text && f&(flagLocale|flagUnicode|flagASCII) == flagUnicode {
			f &^= flagUnicode
		}
		var names []string
		for _, fl := range []struct {
			bit  int
			name string
		}{{flagTemplate, "re.TEMPLATE"}, {flagIgnoreCase, "re.IGNORECASE"}, {flagLocale, "re.LOCALE"},
			{flagMultiline, "re.MULTILINE"}, {flagDotAll, "re.DOTALL"}, {flagUnicode, "re.UNICODE"},
			{flagVerbose, "re.VERBOSE"}, {flagDebug, "re.DEBUG"}, {flagASCII, "re.ASCII"}} {
			if f&fl.bit != 0 {
				names = append(names, fl.name)
				f &^= fl.bit
			}
		}
		if f != 0 {
			names = append(names, fmt.Sprintf("0x%x", f))
		}
		if len(names) == 0 {
			return v.Str("re.compile(" + r + ")"), nil
		}
		return v.Str("re.compile(" + r + ", " + strings.Join(names, "|") + ")"), nil
	})
	v.DefMethod(c, "__eq__", func(v *VM, a []Value, kw []string) (Value, error) {
		p, err := patternOf(v, a[0])
		if err != nil {
			return 0, err
		}
		q, ok := vm.State[*pattern](v, a[1])
		if !ok {
			ni, _ := v.BuiltinValue("NotImplemented")
			return ni, nil
		}
		if p == q {
			return vm.Bool(true), nil
		}
		if p.flags != q.flags || p.text != q.text {
			return vm.Bool(false), nil
		}
		eq, err := v.Equal(p.src, q.src)
		return vm.Bool(eq), err
	})
	v.DefMethod(c, "__hash__", func(v *VM, a []Value, kw []string) (Value, error) {
		p, err := patternOf(v, a[0])
		if err != nil {
			return 0, err
		}
		h, err := v.Hash(p.src)
		return v.Int(h ^ int64(p.flags)*1000003), err
	})
	self := func(v *VM, a []Value, kw []string) (Value, error) { return a[0], nil }
	v.DefMethod(c, "__copy__", self)
	v.DefMethod(c, "__deepcopy__", self)
}

// searchArgs reads the arguments of the pattern methods that search
// (self, string, pos=, endpos=): the pattern, its subject and the
// bounds of the search in it.
func searchArgs(v *VM, name string, a []Value, kw []string) (p *pattern, sub *subject, pos, end int, err error) {
	if p, err = patternOf(v, a[0]); err != nil {
		return
	}
	args, err := v.BindArgs(name, a[1:], kw, "string", "pos=", "endpos=")
	if err != nil {
		return
	}
	if sub, err = p.subjectOf(v, args[0]); err != nil {
		return
	}
	pos, end, err = bounds(v, sub, args[1], args[2])
	return
}

// matchIter is finditer's iterator.
type matchIter struct {
	pv    Value
	s     *scan
	start int
}

func (it *matchIter) VisitRoots(visit func(*Value)) {
	visit(&it.pv)
	visit(&it.s.sub.val)
}

func (it *matchIter) Next(v *VM) (Value, bool, error) {
	spans, err := it.s.next(v)
	if err != nil || spans == nil {
		return 0, false, err
	}
	return newMatch(v, it.pv, it.s.p, it.s.sub, spans, it.start, it.s.end), true, nil
}
