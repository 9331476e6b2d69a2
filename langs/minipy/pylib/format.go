package pylib

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FormatStr is format(s, spec) for a str.
func FormatStr(s, spec string) (string, error) {
	if spec == "" {
		return s, nil
	}
	f, err := ParseSpec(spec, "str", '<', 's')
	if err != nil {
		return "", err
	}
	if f.Type != 's' {
		return "", unknownCode(f.Type, "str")
	}
	switch {
	case f.Sign == ' ':
		return "", newError(ValueError, "Space not allowed in string format specifier")
	case f.Sign != 0:
		return "", newError(ValueError, "Sign not allowed in string format specifier")
	case f.NoNegZero:
		return "", newError(ValueError, "Negative zero coercion (z) not allowed in string format specifier")
	case f.Alt:
		return "", newError(ValueError, "Alternate form (#) not allowed in string format specifier")
	case f.Align == '=':
		return "", newError(ValueError, "'=' alignment not allowed in string format specifier")
	}
	if f.Precision >= 0 && Len(s) > f.Precision {
		s = FromRunes(Runes(s)[:f.Precision])
	}
	return Pad(s, f.Width, f.Fill, f.Align), nil
}

// Pad pads s to width code points with fill, placing s as align says
// ('<' left, '>' right, '^' centred with the extra fill on the right).
func Pad(s string, width int, fill rune, align byte) string {
	n := width - Len(s)
	if n <= 0 {
		return s
	}
	left := 0
	switch align {
	case '>', '=':
		left = n
	case '^':
		left = n / 2
	}
	f := string(fill)
	return strings.Repeat(f, left) + s + strings.Repeat(f, n-left)
}

// FormatObject is object.__format__: str(x) for an empty spec, else the
// TypeError CPython raises for a class without its own __format__.
func FormatObject(str, spec, typeName string) (string, error) {
	if spec != "" {
		return "", newError(TypeError, "unsupported format string passed to "+typeName+".__format__")
	}
	return str, nil
}

// FormatInt is format(x, spec) for an int that fits a machine word.
func FormatInt(x int64, spec string) (string, error) {
	if spec == "" {
		return strconv.FormatInt(x, 10), nil
	}
	return formatInteger(big.NewInt(x), spec, "int")
}

// FormatBigInt is format(x, spec) for an int of any size.
func FormatBigInt(x *big.Int, spec string) (string, error) {
	if spec == "" {
		return x.String(), nil
	}
	return formatInteger(x, spec, "int")
}

// FormatBool is format(b, spec): the word with an empty spec, else the
// int 0 or 1.
func FormatBool(b bool, spec string) (string, error) {
	if spec == "" {
		if b {
			return "True", nil
		}
		return "False", nil
	}
	x := int64(0)
	if b {
		x = 1
	}
	return formatInteger(big.NewInt(x), spec, "bool")
}

func formatInteger(x *big.Int, spec, typeName string) (string, error) {
	f, err := ParseSpec(spec, typeName, '>', 'd')
	if err != nil {
		return "", err
	}
	switch f.Type {
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		v, err := BigToFloat(x)
		if err != nil {
			return "", err
		}
		return formatFloatSpec(v, f)
	case 'd', 'n', 'b', 'o', 'x', 'X', 'c':
	default:
		return "", unknownCode(f.Type, typeName)
	}
	if f.Precision >= 0 {
		return "", newError(ValueError, "Precision not allowed in integer format specifier")
	}
	if f.NoNegZero {
		return "", newError(ValueError, "Negative zero coercion (z) not allowed in integer format specifier")
	}
	if f.Type == 'c' {
		if f.Sign != 0 {
			return "", newError(ValueError, "Sign not allowed with integer format specifier 'c'")
		}
		if f.Alt {
			return "", newError(ValueError, "Alternate form (#) not allowed with integer format specifier 'c'")
		}
		if !x.IsInt64() {
			return "", newError(OverflowError, "Python int too large to convert to C long")
		}
		if x.Sign() < 0 || x.Cmp(big.NewInt(utf8.MaxRune)) > 0 {
			return "", newError(OverflowError, "%c arg not in range(0x110000)")
		}
		return layoutNumber(0, "", string(rune(x.Int64())), "", f), nil
	}
	base, prefix := 10, ""
	switch f.Type {
	case 'b':
		base, prefix = 2, "0b"
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if !f.Alt {
		prefix = ""
	}
	digits := new(big.Int).Abs(x).Text(base)
	if f.Type == 'X' {
		digits = strings.ToUpper(digits)
	}
	sign := byte(0)
	if x.Sign() < 0 {
		sign = '-'
	}
	return layoutNumber(sign, prefix, digits, "", f), nil
}

// layoutNumber assembles a formatted number as CPython's
// calc_number_widths and fill_number do:
//
//	<lpadding> <sign> <prefix> <spadding> <grouped digits> <rest> <rpadding>
//
// sign is '-' for a negative number, else 0; digits are the integer
// digits, rest the decimal point, fraction, exponent and percent sign.
// With fill '0' and align '=' the digits themselves are padded with
// zeros, grouping separators included.
func layoutNumber(sign byte, prefix, digits, rest string, f Spec) string {
	switch {
	case sign == '-':
	case f.Sign == '+' || f.Sign == ' ':
		sign = f.Sign
	default:
		sign = 0
	}
	nSign := 0
	if sign != 0 {
		nSign = 1
	}
	nonDigits := nSign + len(prefix) + Len(rest)
	minWidth := 0
	if f.Fill == '0' && f.Align == '=' {
		minWidth = f.Width - nonDigits
	}
	sep, group := "", 0
	switch {
	case f.Grouping == 0 || f.Type == 'c':
	case f.Type == 'b' || f.Type == 'o' || f.Type == 'x' || f.Type == 'X':
		sep, group = string(f.Grouping), 4
	default:
		sep, group = string(f.Grouping), 3
	}
	if digits != "" {
		digits = groupDigits(digits, minWidth, sep, group)
	}
	var b strings.Builder
	pad := f.Width - nonDigits - Len(digits)
	fill := string(f.Fill)
	var lpad, spad, rpad int
	if pad > 0 {
		switch f.Align {
		case '<':
			rpad = pad
		case '^':
			lpad = pad / 2
			rpad = pad - lpad
		case '=':
			spad = pad
		default:
			lpad = pad
		}
	}
	b.WriteString(strings.Repeat(fill, lpad))
	if sign != 0 {
		b.WriteByte(sign)
	}
	b.WriteString(prefix)
	b.WriteString(strings.Repeat(fill, spad))
	b.WriteString(digits)
	b.WriteString(rest)
	b.WriteString(strings.Repeat(fill, rpad))
	return b.String()
}

// groupDigits inserts sep between groups of size digits counted from the
// right, padding with zeros (and separators) up to minWidth characters,
// as CPython's _PyUnicode_InsertThousandsGrouping does. size 0 means no
// grouping.
func groupDigits(digits string, minWidth int, sep string, size int) string {
	var parts []string // groups, rightmost first
	remaining := len(digits)
	take := func(l int) {
		zeros := max(0, l-remaining)
		chars := max(0, min(remaining, l))
		parts = append(parts, strings.Repeat("0", zeros)+digits[remaining-chars:remaining])
		remaining -= chars
	}
	done := false
	if size > 0 {
		for {
			l := min(size, max(remaining, minWidth, 1))
			take(l)
			minWidth -= l
			if remaining <= 0 && minWidth <= 0 {
				done = true
				break
			}
			minWidth -= len(sep)
		}
	}
	if !done {
		take(max(remaining, minWidth, 1))
	}
	var b strings.Builder
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteString(parts[i])
		if i > 0 {
			b.WriteString(sep)
		}
	}
	return b.String()
}

// FormatFloat is format(x, spec) for a float.
func FormatFloat(x float64, spec string) (string, error) {
	if spec == "" {
		return formatFloatMode(x, 'r', 0, false, true, false), nil
	}
	f, err := ParseSpec(spec, "float", '>', 0)
	if err != nil {
		return "", err
	}
	switch f.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", unknownCode(f.Type, "float")
	}
	return formatFloatSpec(x, f)
}

// defaultPrecision is the precision of 'e', 'f', 'g' and '%' when the spec
// gives none.
const defaultPrecision = 6

func formatFloatSpec(x float64, f Spec) (string, error) {
	if f.Precision > math.MaxInt32 {
		return "", newError(ValueError, "precision too big")
	}
	typ := byte(f.Type)
	addDot0 := false
	prec := f.Precision
	switch typ {
	case 0:
		addDot0 = true
		typ = 'r'
		if prec >= 0 {
			typ = 'g'
		}
	case 'n':
		typ = 'g'
	case '%':
		typ = 'f'
		x *= 100
	}
	if prec < 0 {
		prec = defaultPrecision
	}
	upper := false
	if typ >= 'A' && typ <= 'Z' {
		upper = true
		typ += 'a' - 'A'
	}
	s := formatFloatMode(x, typ, prec, f.Alt, addDot0, f.NoNegZero)
	if upper {
		s = strings.ToUpper(s)
	}
	if f.Type == '%' {
		s += "%"
	}
	sign := byte(0)
	if s[0] == '-' {
		sign, s = '-', s[1:]
	}
	// The digits before the decimal point or exponent are grouped and
	// zero-padded; the rest is written as it is.
	n := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	if n < 0 {
		n = len(s)
	}
	return layoutNumber(sign, "", s[:n], s[n:], f), nil
}

// FormatComplex formats re+imj as format(complex, spec) does: each part
// as a float, the imaginary one always signed, the whole padded to the
// width; without a type the parts are as repr writes them (and the
// whole parenthesized unless the real part is +0).
func FormatComplex(re, im float64, spec string) (string, error) {
	f, err := ParseSpec(spec, "complex", '>', 0)
	if err != nil {
		return "", err
	}
	if f.Fill == '0' {
		return "", newError(ValueError, "Zero padding is not allowed in complex format specifier")
	}
	if f.Align == '=' {
		return "", newError(ValueError, "'=' alignment flag is not allowed in complex format specifier")
	}
	typ := f.Type
	skipRe, parens := false, false
	switch typ {
	case 0:
		typ = 'r'
		if re == 0 && !math.Signbit(re) {
			skipRe = true
		} else {
			parens = true
		}
	case 'n':
		typ = 'g'
	case 'e', 'E', 'f', 'F', 'g', 'G':
	default:
		return "", unknownCode(f.Type, "complex")
	}
	if typ == 'r' && f.Precision >= 0 {
		typ = 'g'
	}
	part := func(x float64, sign byte) string {
		if typ == 'r' {
			s := formatFloatMode(x, 'r', 0, false, false, false)
			if !strings.HasPrefix(s, "-") && (sign == '+' || sign == ' ') {
				s = string(sign) + s
			}
			return s
		}
		sub := f
		sub.Width, sub.Sign, sub.Type, sub.Fill, sub.Align = -1, sign, typ, ' ', '>'
		s, _ := formatFloatSpec(x, sub)
		return s
	}
	var out string
	if skipRe {
		out = part(im, f.Sign) + "j"
	} else {
		out = part(re, f.Sign) + part(im, '+') + "j"
	}
	if parens {
		out = "(" + out + ")"
	}
	if n := utf8.RuneCountInString(out); f.Width > n {
		fill := strings.Repeat(string(f.Fill), f.Width-n)
		switch f.Align {
		case '<':
			out += fill
		case '^':
			half := (f.Width - n) / 2
			out = strings.Repeat(string(f.Fill), half) + out + strings.Repeat(string(f.Fill), f.Width-n-half)
		default:
			out = fill + out
		}
	}
	return out, nil
}
