package remod

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// The parser reads a pattern in Python's syntax, as the re module of
// CPython 3.11 does (with its error messages and positions), into a
// tree that emit writes in the engine's syntax.

// Python's flag values (re.IGNORECASE...).
const (
	flagTemplate   = 1
	flagIgnoreCase = 2
	flagLocale     = 4
	flagMultiline  = 8
	flagDotAll     = 16
	flagUnicode    = 32
	flagVerbose    = 64
	flagDebug      = 128
	flagASCII      = 256

	typeFlags   = flagASCII | flagLocale | flagUnicode
	globalFlags = flagDebug
)

const maxRepeat = 1<<32 - 1

var flagChars = map[rune]int{
	'i': flagIgnoreCase, 'L': flagLocale, 'm': flagMultiline, 's': flagDotAll,
	'x': flagVerbose, 'a': flagASCII, 't': flagTemplate, 'u': flagUnicode,
}

type kind uint8

const (
	nLit      kind = iota // r
	nAny                  // .
	nBol                  // ^
	nEol                  // $
	nBegin                // \A
	nEnd                  // \Z
	nWordB                // \b
	nNonWordB             // \B
	nCat                  // \d \D \w \W \s \S (cat)
	nClass                // [...]: items, neg
	nGroup                // (...): n (capture number, 0 for none), on/off flags, atomic
	nLook                 // lookaround: behind, neg
	nBackref              // \1, (?P=name): n
	nCond                 // (?(n)yes|no): n, subs[0], subs[1] (nil: none)
	nRepeat               // subs[0]{min,max}: mode
	nAlt                  // subs
	nSeq                  // subs
)

// A node is a part of the pattern. ascii records whether the ASCII
// flag was in force where it stood (for \w, \b...).
type node struct {
	k        kind
	r        rune
	cat      rune
	items    []classItem
	neg      bool
	n        int
	on, off  int
	atomic   bool
	behind   bool
	min, max int
	mode     byte // 0 greedy, '?' lazy, '+' possessive
	ascii    bool
	subs     []*node
}

// classItem is a range of a class, or a category (\d...) when cat is set.
type classItem struct {
	lo, hi rune
	cat    rune
}

// A reError is re.error: msg at pos (-1: no position).
type reError struct {
	msg string
	pos int
}

func (e *reError) Error() string { return e.msg }

type parser struct {
	src      []rune
	pos      int
	text     bool // a str pattern (else bytes)
	flags    int  // the global flags
	groups   int  // capturing groups opened so far
	names    map[string]int
	order    []string // the names by group number
	closed   map[int]bool
	closing  []int // the groups in the order their ')' close them
	widths   map[int][2]int
	condRefs map[int]int // group number -> position, for refs to later groups
	// lookbehind is the group count when the outermost lookbehind began
	// (-1: not in one)
	lookbehind int
}

func (p *parser) fail(msg string, pos int) error { return &reError{msg: msg, pos: pos} }

func (p *parser) peek() (rune, bool) {
	if p.pos < len(p.src) {
		return p.src[p.pos], true
	}
	return 0, false
}

func (p *parser) next() (rune, bool) {
	if p.pos < len(p.src) {
		p.pos++
		return p.src[p.pos-1], true
	}
	return 0, false
}

func (p *parser) match(c rune) bool {
	if p.pos < len(p.src) && p.src[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// parse parses the whole pattern.
func parse(src []rune, text bool, flags int) (*parser, *node, error) {
	p := &parser{src: src, text: text, flags: flags, names: map[string]int{}, closed: map[int]bool{},
		widths: map[int][2]int{}, condRefs: map[int]int{}, lookbehind: -1, order: []string{""}}
	tree, err := p.alternation(flags&flagVerbose != 0, flags&flagASCII != 0 || !text, 0, true)
	if err != nil {
		return nil, nil, err
	}
	if p.pos < len(p.src) {
		// only a ')' stops the top level early
		return nil, nil, p.fail("unbalanced parenthesis", p.pos)
	}
	for g, pos := range p.condRefs {
		if g > p.groups {
			return nil, nil, p.fail(fmt.Sprintf("invalid group reference %d", g), pos)
		}
	}
	return p, tree, nil
}

// alternation parses branches separated by '|' up to a ')' or the end.
func (p *parser) alternation(verbose, ascii bool, nested int, first bool) (*node, error) {
	var branches []*node
	for {
		seq, err := p.sequence(&verbose, &ascii, nested, first && len(branches) == 0)
		if err != nil {
			return nil, err
		}
		branches = append(branches, seq)
		if !p.match('|') {
			break
		}
	}
	if len(branches) == 1 {
		return branches[0], nil
	}
	return &node{k: nAlt, subs: branches}, nil
}

func isRepeatChar(c rune) bool { return c == '*' || c == '+' || c == '?' || c == '{' }

// sequence parses the items of a branch.
func (p *parser) sequence(verbose, ascii *bool, nested int, first bool) (*node, error) {
	seq := &node{k: nSeq}
	for {
		c, ok := p.peek()
		if !ok || c == '|' || c == ')' {
			return seq, nil
		}
		start := p.pos
		p.pos++
		if *verbose {
			if strings.ContainsRune(" \t\n\r\v\f", c) {
				continue
			}
			if c == '#' {
				for {
					c, ok := p.next()
					if !ok || c == '\n' {
						break
					}
				}
				continue
			}
		}
		var item *node
		var err error
		switch c {
		case '\\':
			item, err = p.escape(start, *ascii)
		case '[':
			item, err = p.class(start, *ascii)
		case '.':
			item = &node{k: nAny}
		case '^':
			item = &node{k: nBol}
		case '$':
			item = &node{k: nEol}
		case '(':
			var global bool
			item, global, err = p.group(start, *verbose, *ascii, nested)
			if err == nil && global {
				if !first || len(seq.subs) > 0 || nested > 0 {
					return nil, p.fail("global flags not at the start of the expression", start)
				}
				*verbose = p.flags&flagVerbose != 0
				*ascii = p.flags&flagASCII != 0 || !p.text
				continue
			}
		default:
			if isRepeatChar(c) {
				p.pos = start
				if err := p.repeat(seq, *verbose); err != nil {
					return nil, err
				}
				continue
			}
			item = &node{k: nLit, r: c}
		}
		if err != nil {
			return nil, err
		}
		if item != nil {
			seq.subs = append(seq.subs, item)
		}
	}
}

// repeat applies the quantifier at p.pos to the last item of seq.
func (p *parser) repeat(seq *node, verbose bool) error {
	here := p.pos
	c, _ := p.next()
	min, max := 0, maxRepeat
	switch c {
	case '*':
	case '+':
		min = 1
	case '?':
		max = 1
	case '{':
		if n, ok := p.peek(); ok && n == '}' {
			seq.subs = append(seq.subs, &node{k: nLit, r: '{'})
			return nil
		}
		lo, hi := p.digits(), ""
		if p.match(',') {
			hi = p.digits()
		} else {
			hi = lo
		}
		if !p.match('}') {
			// not a quantifier: a literal '{'
			p.pos = here + 1
			seq.subs = append(seq.subs, &node{k: nLit, r: '{'})
			return nil
		}
		if lo != "" {
			n, err := strconv.ParseUint(lo, 10, 64)
			if err != nil || n >= maxRepeat {
				return &overflow{}
			}
			min = int(n)
		}
		if hi != "" {
			n, err := strconv.ParseUint(hi, 10, 64)
			if err != nil || n >= maxRepeat {
				return &overflow{}
			}
			max = int(n)
			if max < min {
				return p.fail("min repeat greater than max repeat", here+1)
			}
		}
	}
	if len(seq.subs) == 0 {
		return p.fail("nothing to repeat", here)
	}
	last := seq.subs[len(seq.subs)-1]
	switch last.k {
	case nBol, nEol, nBegin, nEnd, nWordB, nNonWordB:
		return p.fail("nothing to repeat", here)
	case nRepeat:
		return p.fail("multiple repeat", here)
	}
	r := &node{k: nRepeat, min: min, max: max, subs: []*node{last}}
	if p.match('?') {
		r.mode = '?'
	} else if p.match('+') {
		r.mode = '+'
	}
	seq.subs[len(seq.subs)-1] = r
	return nil
}

// overflow is the OverflowError of a repeat count too large.
type overflow struct{}

func (*overflow) Error() string { return "the repetition number is too large" }

func (p *parser) digits() string {
	start := p.pos
	for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
		p.pos++
	}
	return string(p.src[start:p.pos])
}

func isOct(c rune) bool   { return c >= '0' && c <= '7' }
func isDigit(c rune) bool { return c >= '0' && c <= '9' }
func isHex(c rune) bool {
	return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}
func isASCIILetter(c rune) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// hexEscape reads n hex digits of the escape that began at start (\x,
// \u, \U).
func (p *parser) hexEscape(start, n int) (rune, error) {
	k := p.pos
	for p.pos < len(p.src) && p.pos-k < n && isHex(p.src[p.pos]) {
		p.pos++
	}
	esc := string(p.src[start:p.pos])
	if p.pos-k != n {
		return 0, p.fail("incomplete escape "+esc, start)
	}
	v, _ := strconv.ParseUint(string(p.src[k:p.pos]), 16, 64)
	if v > unicode.MaxRune {
		return 0, p.fail("bad escape "+esc, start)
	}
	return rune(v), nil
}

// codeEscape reads the escapes that name a character (\x, \u, \U, \N),
// or reports that c begins none.
func (p *parser) codeEscape(start int, c rune) (rune, bool, error) {
	switch {
	case c == 'x':
		r, err := p.hexEscape(start, 2)
		return r, true, err
	case c == 'u' && p.text:
		r, err := p.hexEscape(start, 4)
		return r, true, err
	case c == 'U' && p.text:
		r, err := p.hexEscape(start, 8)
		return r, true, err
	case c == 'N' && p.text:
		if !p.match('{') {
			return 0, true, p.fail("missing {", p.pos)
		}
		k := p.pos
		for p.pos < len(p.src) && p.src[p.pos] != '}' {
			p.pos++
		}
		if p.pos >= len(p.src) {
			if p.pos == k {
				return 0, true, p.fail("missing character name", k)
			}
			return 0, true, p.fail("missing }, unterminated name", k)
		}
		name := string(p.src[k:p.pos])
		if name == "" {
			return 0, true, p.fail("missing character name", k)
		}
		p.pos++
		r, ok := syntax.UnicodeLookup(name)
		if !ok {
			return 0, true, p.fail(fmt.Sprintf("undefined character name %s", pyRepr(name)), start)
		}
		return r, true, nil
	}
	return 0, false, nil
}

var simpleEscapes = map[rune]rune{'a': '\a', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v', '\\': '\\'}

// escape parses an escape outside a class; start is its backslash.
func (p *parser) escape(start int, ascii bool) (*node, error) {
	c, ok := p.next()
	if !ok {
		return nil, p.fail("bad escape (end of pattern)", start)
	}
	switch c {
	case 'A':
		return &node{k: nBegin}, nil
	case 'Z':
		return &node{k: nEnd}, nil
	case 'b':
		return &node{k: nWordB, ascii: ascii}, nil
	case 'B':
		return &node{k: nNonWordB, ascii: ascii}, nil
	case 'd', 'D', 'w', 'W', 's', 'S':
		return &node{k: nCat, cat: c, ascii: ascii}, nil
	}
	if r, ok := simpleEscapes[c]; ok {
		return &node{k: nLit, r: r}, nil
	}
	if r, ok, err := p.codeEscape(start, c); ok {
		return &node{k: nLit, r: r}, err
	}
	switch {
	case c == '0':
		k := p.pos
		for p.pos < len(p.src) && p.pos-k < 2 && isOct(p.src[p.pos]) {
			p.pos++
		}
		v, _ := strconv.ParseUint(string(p.src[start+1:p.pos]), 8, 32)
		return &node{k: nLit, r: rune(v)}, nil
	case isDigit(c):
		// an octal escape of three digits, else a group reference
		if n, ok := p.peek(); ok && isDigit(n) {
			p.pos++
			if isOct(c) && isOct(n) {
				if m, ok := p.peek(); ok && isOct(m) {
					p.pos++
					v, _ := strconv.ParseUint(string(p.src[start+1:p.pos]), 8, 32)
					if v > 0o377 {
						return nil, p.fail(fmt.Sprintf("octal escape value %s outside of range 0-0o377", string(p.src[start:p.pos])), start)
					}
					return &node{k: nLit, r: rune(v)}, nil
				}
			}
		}
		g, _ := strconv.Atoi(string(p.src[start+1 : p.pos]))
		if g <= p.groups {
			if !p.closed[g] {
				return nil, p.fail("cannot refer to an open group", start)
			}
			if err := p.checkLookbehindGroup(g, start); err != nil {
				return nil, err
			}
			return &node{k: nBackref, n: g}, nil
		}
		return nil, p.fail(fmt.Sprintf("invalid group reference %d", g), start+1)
	case c < 128 && isASCIILetter(c):
		return nil, p.fail("bad escape \\"+string(c), start)
	}
	return &node{k: nLit, r: c}, nil
}

// checkLookbehindGroup refuses a reference, inside a lookbehind, to a
// group that the lookbehind defines.
func (p *parser) checkLookbehindGroup(g, pos int) error {
	if p.lookbehind >= 0 && g > p.lookbehind {
		return p.fail("cannot refer to group defined in the same lookbehind subpattern", pos)
	}
	return nil
}

// classEscape parses an escape inside a class.
func (p *parser) classEscape(start int) (classItem, error) {
	c, ok := p.next()
	if !ok {
		return classItem{}, p.fail("bad escape (end of pattern)", start)
	}
	if c == 'b' {
		return classItem{lo: '\b', hi: '\b'}, nil
	}
	if r, ok := simpleEscapes[c]; ok {
		return classItem{lo: r, hi: r}, nil
	}
	switch c {
	case 'd', 'D', 'w', 'W', 's', 'S':
		return classItem{cat: c}, nil
	}
	if r, ok, err := p.codeEscape(start, c); ok {
		return classItem{lo: r, hi: r}, err
	}
	switch {
	case isOct(c):
		k := p.pos
		for p.pos < len(p.src) && p.pos-k < 2 && isOct(p.src[p.pos]) {
			p.pos++
		}
		v, _ := strconv.ParseUint(string(p.src[start+1:p.pos]), 8, 32)
		if v > 0o377 {
			return classItem{}, p.fail(fmt.Sprintf("octal escape value %s outside of range 0-0o377", string(p.src[start:p.pos])), start)
		}
		return classItem{lo: rune(v), hi: rune(v)}, nil
	case isDigit(c) || (c < 128 && isASCIILetter(c)):
		return classItem{}, p.fail("bad escape \\"+string(c), start)
	}
	return classItem{lo: c, hi: c}, nil
}

// class parses a class; start is its '['.
func (p *parser) class(start int, ascii bool) (*node, error) {
	n := &node{k: nClass, ascii: ascii}
	n.neg = p.match('^')
	for {
		here := p.pos
		c, ok := p.next()
		if !ok {
			return nil, p.fail("unterminated character set", start)
		}
		if c == ']' && len(n.items) > 0 {
			return n, nil
		}
		var it classItem
		if c == '\\' {
			var err error
			if it, err = p.classEscape(here); err != nil {
				return nil, err
			}
		} else {
			it = classItem{lo: c, hi: c}
		}
		if p.match('-') {
			there := p.pos
			d, ok := p.next()
			if !ok {
				return nil, p.fail("unterminated character set", start)
			}
			if d == ']' {
				n.items = append(n.items, it, classItem{lo: '-', hi: '-'})
				return n, nil
			}
			var it2 classItem
			if d == '\\' {
				var err error
				if it2, err = p.classEscape(there); err != nil {
					return nil, err
				}
			} else {
				it2 = classItem{lo: d, hi: d}
			}
			if it.cat != 0 || it2.cat != 0 || it2.lo < it.lo {
				return nil, p.fail("bad character range "+string(p.src[here:p.pos]), here)
			}
			n.items = append(n.items, classItem{lo: it.lo, hi: it2.lo})
			continue
		}
		n.items = append(n.items, it)
	}
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if c == '_' || unicode.IsLetter(c) || (i > 0 && (unicode.IsDigit(c) || unicode.Is(unicode.Mn, c) || unicode.Is(unicode.Mc, c) || unicode.Is(unicode.Pc, c))) {
			continue
		}
		return false
	}
	return true
}

// groupName reads a name up to end (the name's start is p.pos).
func (p *parser) groupName(end rune) (string, int, error) {
	k := p.pos
	for p.pos < len(p.src) && p.src[p.pos] != end {
		p.pos++
	}
	if p.pos >= len(p.src) {
		if p.pos == k {
			return "", k, p.fail("missing group name", k)
		}
		return "", k, p.fail(fmt.Sprintf("missing %c, unterminated name", end), k)
	}
	name := string(p.src[k:p.pos])
	p.pos++
	if name == "" {
		return "", k, p.fail("missing group name", k)
	}
	return name, k, nil
}

func (p *parser) checkName(name string, at int) error {
	if !isIdentifier(name) {
		return p.fail("bad character in group name "+pyRepr(name), at)
	}
	return nil
}

// group parses what begins with '(' at start: global reports flags
// that apply to the whole pattern (item is then nil).
func (p *parser) group(start int, verbose, ascii bool, nested int) (item *node, global bool, err error) {
	capture, atomic := true, false
	name := ""
	nameAt := 0
	on, off := 0, 0
	if p.match('?') {
		c, ok := p.next()
		if !ok {
			return nil, false, p.fail("unexpected end of pattern", p.pos)
		}
		switch {
		case c == 'P':
			switch {
			case p.match('<'):
				if name, nameAt, err = p.groupName('>'); err != nil {
					return nil, false, err
				}
				if err := p.checkName(name, nameAt); err != nil {
					return nil, false, err
				}
			case p.match('='):
				ref, at, err := p.groupName(')')
				if err != nil {
					return nil, false, err
				}
				if err := p.checkName(ref, at); err != nil {
					return nil, false, err
				}
				g, ok := p.names[ref]
				if !ok {
					return nil, false, p.fail("unknown group name "+pyRepr(ref), at)
				}
				if !p.closed[g] {
					return nil, false, p.fail("cannot refer to an open group", at)
				}
				if err := p.checkLookbehindGroup(g, at); err != nil {
					return nil, false, err
				}
				return &node{k: nBackref, n: g}, false, nil
			default:
				d, ok := p.next()
				if !ok {
					return nil, false, p.fail("unexpected end of pattern", p.pos)
				}
				return nil, false, p.fail("unknown extension ?P"+string(d), p.pos-3)
			}
		case c == ':':
			capture = false
		case c == '#':
			for {
				d, ok := p.next()
				if !ok {
					return nil, false, p.fail("missing ), unterminated comment", start)
				}
				if d == ')' {
					return nil, false, nil
				}
			}
		case c == '=' || c == '!' || c == '<':
			behind := false
			if c == '<' {
				d, ok := p.next()
				if !ok {
					return nil, false, p.fail("unexpected end of pattern", p.pos)
				}
				if d != '=' && d != '!' {
					return nil, false, p.fail("unknown extension ?<"+string(d), p.pos-3)
				}
				c, behind = d, true
			}
			outer := p.lookbehind
			if behind && outer < 0 {
				p.lookbehind = p.groups
			}
			sub, err := p.alternation(verbose, ascii, nested+1, false)
			if behind {
				p.lookbehind = outer
			}
			if err != nil {
				return nil, false, err
			}
			if !p.match(')') {
				return nil, false, p.fail("missing ), unterminated subpattern", start)
			}
			if behind {
				lo, hi := p.width(sub)
				if lo != hi {
					return nil, false, &reError{msg: "look-behind requires fixed-width pattern", pos: -1}
				}
			}
			return &node{k: nLook, behind: behind, neg: c == '!', subs: []*node{sub}}, false, nil
		case c == '(':
			ref, at, err := p.groupName(')')
			if err != nil {
				return nil, false, err
			}
			var g int
			if isIdentifier(ref) {
				var ok bool
				if g, ok = p.names[ref]; !ok {
					return nil, false, p.fail("unknown group name "+pyRepr(ref), at)
				}
			} else {
				n, err := strconv.Atoi(ref)
				if err != nil || n < 0 || strings.HasPrefix(ref, "+") {
					return nil, false, p.fail("bad character in group name "+pyRepr(ref), at)
				}
				if n == 0 {
					return nil, false, p.fail("bad group number", at)
				}
				if n > 100 {
					return nil, false, p.fail(fmt.Sprintf("invalid group reference %d", n), at)
				}
				if _, ok := p.condRefs[n]; !ok {
					p.condRefs[n] = at
				}
				g = n
			}
			if err := p.checkLookbehindGroup(g, at); err != nil {
				return nil, false, err
			}
			v, a := verbose, ascii
			yes, err := p.sequence(&v, &a, nested+1, false)
			if err != nil {
				return nil, false, err
			}
			cond := &node{k: nCond, n: g, subs: []*node{yes, nil}}
			if p.match('|') {
				v, a := verbose, ascii
				no, err := p.sequence(&v, &a, nested+1, false)
				if err != nil {
					return nil, false, err
				}
				if c, ok := p.peek(); ok && c == '|' {
					return nil, false, p.fail("conditional backref with more than two branches", p.pos)
				}
				cond.subs[1] = no
			}
			if !p.match(')') {
				return nil, false, p.fail("missing ), unterminated subpattern", start)
			}
			return cond, false, nil
		case c == '>':
			capture, atomic = false, true
		case c == '-' || flagChars[c] != 0:
			g, a, o, err := p.inlineFlags(c)
			if err != nil {
				return nil, false, err
			}
			if g {
				return nil, true, nil
			}
			on, off, capture = a, o, false
		default:
			return nil, false, p.fail("unknown extension ?"+string(c), p.pos-2)
		}
	}
	group := 0
	if capture {
		p.groups++
		group = p.groups
		p.order = append(p.order, name)
		if name != "" {
			if old, ok := p.names[name]; ok {
				return nil, false, p.fail(fmt.Sprintf("redefinition of group name %s as group %d; was group %d", pyRepr(name), group, old), nameAt)
			}
			p.names[name] = group
		}
	}
	subVerbose := (verbose || on&flagVerbose != 0) && off&flagVerbose == 0
	subASCII := ascii
	if on&flagASCII != 0 {
		subASCII = true
	} else if on&(flagUnicode|flagLocale) != 0 {
		subASCII = false
	}
	sub, err := p.alternation(subVerbose, subASCII, nested+1, false)
	if err != nil {
		return nil, false, err
	}
	if !p.match(')') {
		return nil, false, p.fail("missing ), unterminated subpattern", start)
	}
	if group > 0 {
		p.closed[group] = true
		p.closing = append(p.closing, group)
		lo, hi := p.width(sub)
		p.widths[group] = [2]int{lo, hi}
	}
	return &node{k: nGroup, n: group, on: on, off: off, atomic: atomic, subs: []*node{sub}}, false, nil
}

// inlineFlags parses the flags of (?flags) or (?on-off: ... after its
// first character c: global when they apply to the whole pattern.
func (p *parser) inlineFlags(c rune) (global bool, on, off int, err error) {
	ok := true
	if c != '-' {
		for {
			f := flagChars[c]
			if p.text && c == 'L' {
				return false, 0, 0, p.fail("bad inline flags: cannot use 'L' flag with a str pattern", p.pos)
			}
			if !p.text && c == 'u' {
				return false, 0, 0, p.fail("bad inline flags: cannot use 'u' flag with a bytes pattern", p.pos)
			}
			on |= f
			if f&typeFlags != 0 && on&typeFlags != f {
				return false, 0, 0, p.fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible", p.pos)
			}
			if c, ok = p.next(); !ok {
				return false, 0, 0, p.fail("missing -, : or )", p.pos)
			}
			if c == ')' || c == '-' || c == ':' {
				break
			}
			if flagChars[c] == 0 {
				msg := "missing -, : or )"
				if unicode.IsLetter(c) {
					msg = "unknown flag"
				}
				return false, 0, 0, p.fail(msg, p.pos-1)
			}
		}
	}
	if c == ')' {
		p.flags |= on
		return true, 0, 0, nil
	}
	if on&globalFlags != 0 {
		return false, 0, 0, p.fail("bad inline flags: cannot turn on global flag", p.pos-1)
	}
	if c == '-' {
		if c, ok = p.next(); !ok {
			return false, 0, 0, p.fail("missing flag", p.pos)
		}
		if flagChars[c] == 0 {
			msg := "missing flag"
			if unicode.IsLetter(c) {
				msg = "unknown flag"
			}
			return false, 0, 0, p.fail(msg, p.pos-1)
		}
		for {
			f := flagChars[c]
			if f&typeFlags != 0 {
				return false, 0, 0, p.fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", p.pos)
			}
			off |= f
			if c, ok = p.next(); !ok {
				return false, 0, 0, p.fail("missing :", p.pos)
			}
			if c == ':' {
				break
			}
			if flagChars[c] == 0 {
				msg := "missing :"
				if unicode.IsLetter(c) {
					msg = "unknown flag"
				}
				return false, 0, 0, p.fail(msg, p.pos-1)
			}
		}
	}
	if off&globalFlags != 0 {
		return false, 0, 0, p.fail("bad inline flags: cannot turn off global flag", p.pos-1)
	}
	if on&off != 0 {
		return false, 0, 0, p.fail("bad inline flags: flag turned on and off", p.pos-1)
	}
	return false, on, off, nil
}

// width is the least and the most characters n matches (maxRepeat: no
// bound), for the fixed-width check of lookbehinds.
func (p *parser) width(n *node) (int, int) {
	add := func(a, b int) int {
		if a >= maxRepeat || b >= maxRepeat {
			return maxRepeat
		}
		return min(a+b, maxRepeat)
	}
	switch n.k {
	case nLit, nAny, nCat, nClass:
		return 1, 1
	case nBol, nEol, nBegin, nEnd, nWordB, nNonWordB, nLook:
		return 0, 0
	case nGroup:
		return p.width(n.subs[0])
	case nBackref:
		w := p.widths[n.n]
		return w[0], w[1]
	case nCond:
		lo, hi := p.width(n.subs[0])
		if n.subs[1] != nil {
			l2, h2 := p.width(n.subs[1])
			return min(lo, l2), max(hi, h2)
		}
		return 0, hi
	case nRepeat:
		lo, hi := p.width(n.subs[0])
		l := lo * n.min
		if n.min > 0 && lo > maxRepeat/n.min {
			l = maxRepeat
		}
		h := maxRepeat
		if n.max < maxRepeat && (hi == 0 || hi <= maxRepeat/max(n.max, 1)) {
			h = hi * n.max
		}
		return min(l, maxRepeat), h
	case nAlt:
		lo, hi := maxRepeat, 0
		for _, s := range n.subs {
			l, h := p.width(s)
			lo, hi = min(lo, l), max(hi, h)
		}
		return lo, hi
	case nSeq:
		lo, hi := 0, 0
		for _, s := range n.subs {
			l, h := p.width(s)
			lo, hi = add(lo, l), add(hi, h)
		}
		return lo, hi
	}
	return 0, 0
}

// pyRepr is repr of a str, as messages quote names.
func pyRepr(s string) string {
	q := "'"
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		q = `"`
	}
	var b strings.Builder
	b.WriteString(q)
	for _, c := range s {
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case string(c) == q:
			b.WriteString(`\` + q)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		case !unicode.IsPrint(c) && c >= 0x80:
			if c < 0x10000 {
				fmt.Fprintf(&b, `\u%04x`, c)
			} else {
				fmt.Fprintf(&b, `\U%08x`, c)
			}
		default:
			b.WriteRune(c)
		}
	}
	b.WriteString(q)
	return b.String()
}
