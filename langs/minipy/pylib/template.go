package pylib

import (
	"fmt"
	"math"
	"strings"
)

// Template is a str.format template parsed as CPython's MarkupIterator
// reads it: literal text and replacement fields in order. CPython renders
// each field as soon as it has parsed it, so a template that is wrong
// further on still raises the errors of its earlier fields first: Items
// are the parts before the mistake and Err, when not nil, is raised after
// they have been rendered. Expand does that.
type Template struct {
	Items []TemplateItem
	Err   error
}

// TemplateItem is literal text, then a field when Field is not nil.
type TemplateItem struct {
	Literal string
	Field   *Field
}

// Field is one replacement field, {name.attr[key]!conv:spec}.
type Field struct {
	// Index is the positional argument: given ({0}) or counted ({}).
	// It is -1 for a keyword argument, Name.
	Index int
	Name  string
	// Path is applied to the argument in order. An Accessor with Err set
	// ends it: the caller raises Err when it gets there.
	Path []Accessor
	// Conversion is 0, or the character after '!'; ConversionErr says
	// whether it is one of r, s, a.
	Conversion rune
	// Spec is the format spec, itself a template when it holds fields
	// ({:{width}}); nil when the field has none.
	Spec *Template
}

// Accessor is one step of a field's path: .Attr, or [Key] where Key is
// an int (IsInt, Int) when all digits, else a str.
type Accessor struct {
	IsAttr bool
	Attr   string
	Key    string
	IsInt  bool
	Int    int
	Err    error
}

// maxTemplateDepth is how deep specs may nest fields (CPython's
// recursion_depth of 2: "{:{}}" works, "{:{:{}}}" does not).
const maxTemplateDepth = 2

// autoState is CPython's auto-numbering state, shared by a template and
// the templates in its specs.
type autoState struct {
	mode int // 0 unset, 1 automatic, 2 manual
	next int
}

// ParseTemplate parses a str.format template.
func ParseTemplate(s string) *Template {
	return parseTemplate([]rune(s), maxTemplateDepth, &autoState{})
}

func parseTemplate(s []rune, depth int, auto *autoState) *Template {
	t := &Template{}
	if depth <= 0 {
		t.Err = newError(ValueError, "Max string recursion exceeded")
		return t
	}
	pos := 0
	for pos < len(s) {
		start := pos
		var c rune
		markup := false
		for pos < len(s) {
			c = s[pos]
			pos++
			if c == '{' || c == '}' {
				markup = true
				break
			}
		}
		atEnd := pos >= len(s)
		n := pos - start
		if c == '}' && markup && (atEnd || s[pos] != '}') {
			t.Err = newError(ValueError, "Single '}' encountered in format string")
			return t
		}
		if c == '{' && markup && atEnd {
			t.Err = newError(ValueError, "Single '{' encountered in format string")
			return t
		}
		if markup {
			if s[pos] == c {
				pos++
				markup = false
			} else {
				n--
			}
		}
		item := TemplateItem{Literal: string(s[start : start+n])}
		if !markup {
			t.Items = append(t.Items, item)
			continue
		}
		f, next, err := parseField(s, pos, depth, auto)
		if err != nil {
			t.Items = append(t.Items, item)
			t.Err = err
			return t
		}
		pos = next
		item.Field = f
		t.Items = append(t.Items, item)
		if f.Spec != nil && f.Spec.Err != nil {
			return t
		}
	}
	return t
}

// parseField parses the field after a '{' at s[pos:] as CPython's
// parse_field and field_name_split do, returning where it ends.
func parseField(s []rune, pos, depth int, auto *autoState) (*Field, int, error) {
	nameStart := pos
	var c rune
	found := false
	for pos < len(s) && !found {
		c = s[pos]
		pos++
		switch c {
		case '{':
			return nil, 0, newError(ValueError, "unexpected '{' in field name")
		case '[':
			for pos < len(s) && s[pos] != ']' {
				pos++
			}
		case '}', ':', '!':
			found = true
		}
	}
	if !found {
		return nil, 0, newError(ValueError, "expected '}' before end of string")
	}
	name := s[nameStart : pos-1]
	f := &Field{}
	if c == '!' || c == ':' {
		specDone := false
		if c == '!' {
			if pos >= len(s) {
				return nil, 0, newError(ValueError, "end of string while looking for conversion specifier")
			}
			f.Conversion = s[pos]
			pos++
			if pos < len(s) {
				c = s[pos]
				pos++
				if c == '}' {
					specDone = true
				} else if c != ':' {
					return nil, 0, newError(ValueError, "expected ':' after conversion specifier")
				}
			}
		}
		if !specDone {
			specStart, count, nested := pos, 1, false
			for ; pos < len(s) && count > 0; pos++ {
				switch s[pos] {
				case '{':
					nested = true
					count++
				case '}':
					count--
				}
			}
			if count > 0 {
				return nil, 0, newError(ValueError, "unmatched '{' in format spec")
			}
			spec := s[specStart : pos-1]
			if err := f.parseName(name, auto); err != nil {
				return nil, 0, err
			}
			if nested {
				f.Spec = parseTemplate(spec, depth-1, auto)
			} else {
				f.Spec = &Template{Items: []TemplateItem{{Literal: string(spec)}}}
			}
			return f, pos, nil
		}
	}
	if err := f.parseName(name, auto); err != nil {
		return nil, 0, err
	}
	return f, pos, nil
}

// parseName splits a field name into its argument and path.
func (f *Field) parseName(name []rune, auto *autoState) error {
	i := 0
	for i < len(name) && name[i] != '.' && name[i] != '[' {
		i++
	}
	first := name[:i]
	idx, err := decimalIndex(first)
	if err != nil {
		return err
	}
	empty := len(first) == 0
	if empty || idx >= 0 {
		mode := 2
		if empty {
			mode = 1
		}
		if auto.mode == 0 {
			auto.mode = mode
		}
		if auto.mode == 2 && empty {
			return newError(ValueError, "cannot switch from manual field specification to automatic field numbering")
		}
		if auto.mode == 1 && !empty {
			return newError(ValueError, "cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			idx = auto.next
			auto.next++
		}
	}
	f.Index = idx
	if idx < 0 {
		f.Name = string(first)
	}
	f.Path = parsePath(name[i:])
	return nil
}

// parsePath reads the .attr and [key] steps after a field's argument.
func parsePath(rest []rune) []Accessor {
	var path []Accessor
	for i := 0; i < len(rest); {
		var a Accessor
		c := rest[i]
		i++
		start := i
		switch c {
		case '.':
			a.IsAttr = true
			for i < len(rest) && rest[i] != '.' && rest[i] != '[' {
				i++
			}
			a.Attr = string(rest[start:i])
		case '[':
			for i < len(rest) && rest[i] != ']' {
				i++
			}
			if i >= len(rest) {
				return append(path, Accessor{Err: newError(ValueError, "Missing ']' in format string")})
			}
			a.Key = string(rest[start:i])
			i++
			n, err := decimalIndex([]rune(a.Key))
			if err != nil {
				return append(path, Accessor{Err: err})
			}
			a.IsInt, a.Int = n >= 0, n
		default:
			return append(path, Accessor{Err: newError(ValueError, "Only '.' or '[' may follow ']' in format field specifier")})
		}
		if a.Attr == "" && a.Key == "" {
			return append(path, Accessor{Err: newError(ValueError, "Empty attribute in format string")})
		}
		path = append(path, a)
	}
	return path
}

// decimalIndex is the value of s when it is all ASCII digits, else -1.
func decimalIndex(s []rune) (int, error) {
	if len(s) == 0 {
		return -1, nil
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return -1, nil
		}
		d := int(r - '0')
		if n > (math.MaxInt64-d)/10 {
			return -1, newError(ValueError, "Too many decimal digits in format string")
		}
		n = n*10 + d
	}
	return n, nil
}

// ConversionErr is the error CPython raises for the field's conversion
// (after looking the field's value up), or nil for none, !r, !s and !a.
func (f *Field) ConversionErr() error {
	switch c := f.Conversion; {
	case c == 0 || c == 'r' || c == 's' || c == 'a':
		return nil
	case c > 32 && c < 127:
		return newError(ValueError, fmt.Sprintf("Unknown conversion specifier %c", c))
	default:
		return newError(ValueError, fmt.Sprintf(`Unknown conversion specifier \x%x`, c))
	}
}

// Expand renders the template. field is called for each field in order
// with a function giving the field's spec, its own fields expanded; it
// looks the value up, converts it, asks for the spec and formats the
// value, in that order (CPython's), and returns the text.
func (t *Template) Expand(field func(f *Field, spec func() (string, error)) (string, error)) (string, error) {
	var b strings.Builder
	for _, it := range t.Items {
		b.WriteString(it.Literal)
		if it.Field == nil {
			continue
		}
		f := it.Field
		s, err := field(f, func() (string, error) {
			if f.Spec == nil {
				return "", nil
			}
			return f.Spec.Expand(field)
		})
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	if t.Err != nil {
		return "", t.Err
	}
	return b.String(), nil
}
