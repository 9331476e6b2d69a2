package pylib

import (
	"fmt"
	"math"
)

// Spec is a parsed format specification, the part after the colon in
// "{x:>10.3f}":
//
//	[[fill]align][sign][z][#][0][width][grouping][.precision][type]
//
// Width and Precision are -1 when absent. Fill, Align and Type hold the
// defaults of the type being formatted when the spec gives none (a space;
// '>' for numbers, '<' for str; 'd' for int, 's' for str, 0 for float).
type Spec struct {
	Fill      rune
	Align     byte // '<', '>', '^' or '='
	Sign      byte // 0, '+', '-' or ' '
	NoNegZero bool // 'z': negative zero formats as zero
	Alt       bool // '#'
	Width     int
	Grouping  byte // 0, ',' or '_'
	Precision int
	Type      rune
}

// maxWidth bounds widths and precisions; CPython would try to allocate
// such a string and fail with MemoryError.
const maxWidth = 1 << 28

// ParseSpec parses spec as CPython's parse_internal_render_format_spec
// does for an object of type typeName whose default alignment is
// defaultAlign and default presentation type defaultType.
func ParseSpec(spec string, typeName string, defaultAlign byte, defaultType rune) (Spec, error) {
	s := []rune(spec)
	f := Spec{Fill: ' ', Align: defaultAlign, Width: -1, Precision: -1, Type: defaultType}
	pos := 0
	fillGiven, alignGiven := false, false
	if len(s) >= 2 && isAlign(s[1]) {
		f.Fill, f.Align = s[0], byte(s[1])
		fillGiven, alignGiven = true, true
		pos = 2
	} else if len(s) >= 1 && isAlign(s[0]) {
		f.Align = byte(s[0])
		alignGiven = true
		pos = 1
	}
	if pos < len(s) && (s[pos] == '+' || s[pos] == '-' || s[pos] == ' ') {
		f.Sign = byte(s[pos])
		pos++
	}
	if pos < len(s) && s[pos] == 'z' {
		f.NoNegZero = true
		pos++
	}
	if pos < len(s) && s[pos] == '#' {
		f.Alt = true
		pos++
	}
	if !fillGiven && pos < len(s) && s[pos] == '0' {
		f.Fill = '0'
		if !alignGiven && defaultAlign == '>' {
			f.Align = '='
		}
		pos++
	}
	var err error
	var n int
	if f.Width, n, err = parseDecimal(s, pos); err != nil {
		return f, err
	}
	if n == 0 {
		f.Width = -1
	}
	pos += n
	if pos < len(s) && s[pos] == ',' {
		f.Grouping = ','
		pos++
	}
	if pos < len(s) && s[pos] == '_' {
		if f.Grouping != 0 {
			return f, newError(ValueError, "Cannot specify both ',' and '_'.")
		}
		f.Grouping = '_'
		pos++
	}
	if pos < len(s) && s[pos] == ',' && f.Grouping == '_' {
		return f, newError(ValueError, "Cannot specify both ',' and '_'.")
	}
	if pos < len(s) && s[pos] == '.' {
		pos++
		if f.Precision, n, err = parseDecimal(s, pos); err != nil {
			return f, err
		}
		if n == 0 {
			return f, newError(ValueError, "Format specifier missing precision")
		}
		pos += n
	}
	if len(s)-pos > 1 {
		return f, newError(ValueError, fmt.Sprintf("Invalid format specifier '%s' for object of type '%s'", spec, typeName))
	}
	if pos < len(s) {
		f.Type = s[pos]
	}
	if f.Grouping != 0 {
		switch f.Type {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if f.Grouping != '_' {
				return f, badGrouping(f.Grouping, f.Type)
			}
		default:
			return f, badGrouping(f.Grouping, f.Type)
		}
	}
	if f.Width > maxWidth || f.Precision > maxWidth {
		return f, newError(MemoryError, "")
	}
	return f, nil
}

func isAlign(r rune) bool { return r == '<' || r == '>' || r == '^' || r == '=' }

// parseDecimal reads the digits at s[pos:], returning their value and
// how many there were.
func parseDecimal(s []rune, pos int) (value, n int, err error) {
	for ; pos+n < len(s) && s[pos+n] >= '0' && s[pos+n] <= '9'; n++ {
		d := int(s[pos+n] - '0')
		if value > (math.MaxInt64-d)/10 {
			return 0, 0, newError(ValueError, "Too many decimal digits in format string")
		}
		value = value*10 + d
	}
	return value, n, nil
}

// quoteCode renders a presentation type in an error message as CPython
// does: the character itself when printable ASCII, else \x and its hex.
func quoteCode(r rune) string {
	if r > 32 && r < 128 {
		return string(r)
	}
	return fmt.Sprintf(`\x%x`, r)
}

func badGrouping(g byte, typ rune) error {
	return newError(ValueError, fmt.Sprintf("Cannot specify '%c' with '%s'.", g, quoteCode(typ)))
}

func unknownCode(typ rune, typeName string) error {
	return newError(ValueError, fmt.Sprintf("Unknown format code '%s' for object of type '%s'", quoteCode(typ), typeName))
}
