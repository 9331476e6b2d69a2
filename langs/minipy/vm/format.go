package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// formatValue is FORMAT_VALUE: the conversion, then format(v, spec).
func (vm *VM) formatValue(v Value, conv int, spec Value) (Value, error) {
	switch conv {
	case compile.FormatStr:
		s, err := vm.strOf(v)
		if err != nil {
			return 0, err
		}
		v = vm.str(s)
	case compile.FormatRepr, compile.FormatASCII:
		s, err := vm.reprOf(v)
		if err != nil {
			return 0, err
		}
		if conv == compile.FormatASCII {
			s = asciiEscape(s)
		}
		v = vm.str(s)
	}
	sp := ""
	if spec != Null {
		sp, _ = vm.strValue(spec)
	}
	if sp == "" {
		if s, ok := vm.strValue(v); ok {
			return vm.str(s), nil
		}
	}
	s, err := vm.format(v, sp)
	if err != nil {
		return 0, err
	}
	return vm.str(s), nil
}

// asciiEscape is ascii()'s escaping of a repr.
func asciiEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 128:
			b.WriteRune(r)
		case r < 256:
			b.WriteString("\\x" + strconv.FormatInt(int64(r)|0x100, 16)[1:])
		case r < 0x10000:
			b.WriteString("\\u" + strconv.FormatInt(int64(r)|0x10000, 16)[1:])
		default:
			b.WriteString("\\U" + strconv.FormatInt(int64(r)|0x100000000, 16)[1:])
		}
	}
	return b.String()
}

// format is format(v, spec).
func (vm *VM) format(v Value, spec string) (string, error) {
	if r, ok, err := vm.callSpecial(v, "__format__", vm.str(spec)); ok {
		if err != nil {
			return "", err
		}
		s, _ := vm.strValue(r)
		return s, nil
	}
	fs, ok := parseSpec(spec)
	if !ok {
		return "", vm.raise(vm.types.ValueError, "Invalid format specifier '%s' for object of type '%s'", spec, vm.typeName(v))
	}
	switch vm.numKindOf(v) {
	case numSmall, numBig:
		if isBool(v) && fs.typ == 0 && spec == "" {
			break
		}
		return vm.formatInt(vm.bigOfValue(v), fs, v)
	case numFloat:
		return vm.formatFloat(v.Float(), fs)
	}
	if s, ok := vm.strValue(v); ok {
		if fs.typ != 0 && fs.typ != 's' {
			return "", vm.raise(vm.types.ValueError, "Unknown format code '%c' for object of type 'str'", fs.typ)
		}
		if fs.sign != 0 {
			return "", vm.raise(vm.types.ValueError, "Sign not allowed in string format specifier")
		}
		if fs.prec >= 0 && utf8.RuneCountInString(s) > fs.prec {
			s = string([]rune(s)[:fs.prec])
		}
		return fs.pad(s, '<'), nil
	}
	if spec != "" {
		return "", vm.raise(vm.types.TypeError, "unsupported format string passed to %s.__format__", vm.typeName(v))
	}
	return vm.strOf(v)
}

// formatSpec is a parsed format specification.
type formatSpec struct {
	fill     rune
	align    byte
	sign     byte
	alt      bool
	zero     bool
	width    int
	grouping byte
	prec     int
	typ      byte
}

func parseSpec(s string) (formatSpec, bool) {
	fs := formatSpec{fill: ' ', prec: -1}
	r := []rune(s)
	i := 0
	isAlign := func(c rune) bool { return c == '<' || c == '>' || c == '^' || c == '=' }
	if len(r) >= 2 && isAlign(r[1]) {
		fs.fill, fs.align = r[0], byte(r[1])
		i = 2
	} else if len(r) >= 1 && isAlign(r[0]) {
		fs.align = byte(r[0])
		i = 1
	}
	if i < len(r) && (r[i] == '+' || r[i] == '-' || r[i] == ' ') {
		fs.sign = byte(r[i])
		i++
	}
	if i < len(r) && r[i] == '#' {
		fs.alt = true
		i++
	}
	if i < len(r) && r[i] == '0' {
		fs.zero = true
		i++
	}
	start := i
	for i < len(r) && r[i] >= '0' && r[i] <= '9' {
		i++
	}
	if i > start {
		fs.width, _ = strconv.Atoi(string(r[start:i]))
	}
	if i < len(r) && (r[i] == ',' || r[i] == '_') {
		fs.grouping = byte(r[i])
		i++
	}
	if i < len(r) && r[i] == '.' {
		i++
		start = i
		for i < len(r) && r[i] >= '0' && r[i] <= '9' {
			i++
		}
		if i == start {
			return fs, false
		}
		fs.prec, _ = strconv.Atoi(string(r[start:i]))
	}
	if i < len(r) {
		fs.typ = byte(r[i])
		i++
	}
	if i != len(r) {
		return fs, false
	}
	if fs.zero && fs.align == 0 {
		fs.fill, fs.align = '0', '='
	}
	return fs, true
}

// pad aligns s in the field (def: the default alignment).
func (fs formatSpec) pad(s string, def byte) string {
	n := utf8.RuneCountInString(s)
	if n >= fs.width {
		return s
	}
	fill := strings.Repeat(string(fs.fill), fs.width-n)
	align := fs.align
	if align == 0 {
		align = def
	}
	switch align {
	case '<':
		return s + fill
	case '^':
		left := (fs.width - n) / 2
		return strings.Repeat(string(fs.fill), left) + s + strings.Repeat(string(fs.fill), fs.width-n-left)
	}
	return fill + s
}

// padNumber aligns a number: sign and prefix, then digits; '=' pads
// between them.
func (fs formatSpec) padNumber(sign, prefix, digits string) string {
	if fs.align == '=' {
		n := utf8.RuneCountInString(sign + prefix + digits)
		if n < fs.width {
			fill := fs.width - n
			if fs.fill == '0' && fs.grouping != 0 {
				return sign + prefix + groupZeroPad(digits, fill, fs.grouping)
			}
			return sign + prefix + strings.Repeat(string(fs.fill), fill) + digits
		}
		return sign + prefix + digits
	}
	return fs.pad(sign+prefix+digits, '>')
}

// groupZeroPad pads grouped digits with zeros that are grouped too.
func groupZeroPad(digits string, fill int, sep byte) string {
	intPart := digits
	rest := ""
	if i := strings.IndexAny(digits, ".eE%"); i >= 0 {
		intPart, rest = digits[:i], digits[i:]
	}
	plain := strings.ReplaceAll(intPart, string(sep), "")
	target := len(digits) + fill
	for {
		g := group(plain, 3, sep)
		if len(g)+len(rest) >= target {
			return g + rest
		}
		plain = "0" + plain
	}
}

// group inserts sep every n digits from the right.
func group(digits string, n int, sep byte) string {
	if len(digits) <= n {
		return digits
	}
	var b strings.Builder
	first := len(digits) % n
	if first > 0 {
		b.WriteString(digits[:first])
	}
	for i := first; i < len(digits); i += n {
		if b.Len() > 0 {
			b.WriteByte(sep)
		}
		b.WriteString(digits[i : i+n])
	}
	return b.String()
}

func (fs formatSpec) signOf(neg bool) string {
	switch {
	case neg:
		return "-"
	case fs.sign == '+':
		return "+"
	case fs.sign == ' ':
		return " "
	}
	return ""
}

func (vm *VM) formatInt(n *big.Int, fs formatSpec, v Value) (string, error) {
	switch fs.typ {
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		f, err := vm.toFloat(v, vm.numKindOf(v))
		if err != nil {
			return "", err
		}
		return vm.formatFloat(f, fs)
	}
	if fs.prec >= 0 {
		return "", vm.raise(vm.types.ValueError, "Precision not allowed in integer format specifier")
	}
	neg := n.Sign() < 0
	a := new(big.Int).Abs(n)
	var digits, prefix string
	base := 10
	switch fs.typ {
	case 0, 'd', 'n':
	case 'b':
		base, prefix = 2, "0b"
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	case 'c':
		if neg || !n.IsInt64() || n.Int64() > 0x10ffff {
			return "", vm.raise(vm.types.OverflowError, "%%c arg not in range(0x110000)")
		}
		return fs.pad(string(rune(n.Int64())), '>'), nil
	default:
		return "", vm.raise(vm.types.ValueError, "Unknown format code '%c' for object of type '%s'", fs.typ, vm.typeName(v))
	}
	digits = a.Text(base)
	if fs.typ == 'X' {
		digits = strings.ToUpper(digits)
	}
	if !fs.alt {
		prefix = ""
	}
	if fs.grouping != 0 {
		size := 3
		if base != 10 {
			size = 4
		}
		digits = group(digits, size, fs.grouping)
	}
	return fs.padNumber(fs.signOf(neg), prefix, digits), nil
}

func (vm *VM) formatFloat(f float64, fs formatSpec) (string, error) {
	neg := math.Signbit(f) && !math.IsNaN(f)
	a := math.Abs(f)
	var digits string
	prec := fs.prec
	switch fs.typ {
	case 'f', 'F', '%':
		if prec < 0 {
			prec = 6
		}
		if fs.typ == '%' {
			a *= 100
		}
		digits = strconv.FormatFloat(a, 'f', prec, 64)
		if fs.alt && prec == 0 {
			digits += "."
		}
		if fs.typ == '%' {
			digits += "%"
		}
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		digits = pyExp(strconv.FormatFloat(a, 'e', prec, 64))
		if fs.alt && prec == 0 {
			digits = strings.Replace(digits, "e", ".e", 1)
		}
	case 'g', 'G', 'n':
		if prec < 0 {
			prec = 6
		}
		if prec == 0 {
			prec = 1
		}
		digits = formatG(a, prec, fs.alt)
	case 0:
		if prec < 0 {
			digits = syntax.FloatRepr(a)
		} else {
			digits = formatG(a, max(prec, 1), fs.alt)
			if !strings.ContainsAny(digits, ".enai") {
				digits += ".0"
			}
		}
	default:
		return "", vm.raise(vm.types.ValueError, "Unknown format code '%c' for object of type 'float'", fs.typ)
	}
	if math.IsInf(a, 0) {
		digits = "inf"
		if fs.typ == '%' {
			digits = "inf%"
		}
	} else if math.IsNaN(a) {
		digits = "nan"
		if fs.typ == '%' {
			digits = "nan%"
		}
	}
	if fs.typ == 'E' || fs.typ == 'G' || fs.typ == 'F' {
		digits = strings.ToUpper(digits)
	}
	if fs.grouping != 0 {
		intPart, rest := digits, ""
		if i := strings.IndexAny(digits, ".eE%"); i >= 0 {
			intPart, rest = digits[:i], digits[i:]
		}
		if intPart != "inf" && intPart != "nan" {
			digits = group(intPart, 3, fs.grouping) + rest
		}
	}
	return fs.padNumber(fs.signOf(neg), "", digits), nil
}

// pyExp rewrites Go's exponent (e+07) to Python's (e+07: two digits at
// least, which Go already gives).
func pyExp(s string) string { return s }

// formatG is the 'g' presentation with precision p.
func formatG(a float64, p int, alt bool) string {
	if a == 0 {
		if alt {
			return "0." + strings.Repeat("0", p-1)
		}
		return "0"
	}
	e := strconv.FormatFloat(a, 'e', p-1, 64)
	exp, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	var s string
	if exp >= -4 && exp < p {
		s = strconv.FormatFloat(a, 'f', p-1-exp, 64)
		if !alt && strings.Contains(s, ".") {
			s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		}
		return s
	}
	mant, ex := e[:strings.IndexByte(e, 'e')], e[strings.IndexByte(e, 'e'):]
	if !alt && strings.Contains(mant, ".") {
		mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
	}
	return mant + ex
}
