package pylib

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// PrintfValues tells Printf about the operands that are not Python
// numbers or strings. Printf itself handles int64, *big.Int, float64,
// bool and string (a Python int, float, bool and str); any other value
// is the interpreter's and is rendered by these functions.
type PrintfValues struct {
	Str      func(v any) (string, error) // str(v)
	Repr     func(v any) (string, error) // repr(v)
	ASCII    func(v any) (string, error) // ascii(v)
	TypeName func(v any) string          // type(v).__name__, for errors
	// MaxStrDigits bounds the decimal digits of an int %d, %s, %r or %a
	// writes (sys.get_int_max_str_digits(); 0: no limit).
	MaxStrDigits int
	// Number converts an operand of %d (index false) or %x and %o
	// (index true) with its __index__ or __int__, or of %f with its
	// __float__ or __index__ (float true): the int or float it gives,
	// false when it has no such method. Nil: no conversions.
	Number func(v any, index, float bool) (any, bool, error)
}

// convert is vals.Number, when there is one.
func (vals *PrintfValues) convert(v any, index, float bool) (any, bool, error) {
	if vals == nil || vals.Number == nil {
		return nil, false, nil
	}
	return vals.Number(v, index, float)
}

// printf flags.
const (
	flagLeft  = 1 << iota // '-'
	flagSign              // '+'
	flagBlank             // ' '
	flagAlt               // '#'
	flagZero              // '0'
)

// printfState is CPython's unicode_formatter_t: where the next argument
// comes from. A tuple gives its items in turn; any other right operand,
// or the value a %(key) fetched, is a single argument (n -1, idx -2 until
// it is used).
type printfState struct {
	args    []any
	n, idx  int
	mapping func(key string) (any, error)
}

func (st *printfState) next() (any, error) {
	if st.idx < st.n {
		st.idx++
		if st.n < 0 {
			return st.args[0], nil
		}
		return st.args[st.idx-1], nil
	}
	return nil, newError(TypeError, "not enough arguments for format string")
}

// Printf is format % operand. args are the items when the operand is a
// tuple (isTuple), else the operand alone; mapping looks a %(key) up and
// is nil unless the operand is a mapping other than a tuple or str (a
// dict, or any object with __getitem__, as CPython's PyMapping_Check
// says).
func Printf(format string, args []any, isTuple bool, mapping func(key string) (any, error), vals *PrintfValues) (string, error) {
	st := &printfState{args: args, n: len(args), mapping: mapping}
	if !isTuple {
		st.n, st.idx = -1, -2
	}
	f := []rune(format)
	var b strings.Builder
	for i := 0; i < len(f); {
		if f[i] != '%' {
			j := i
			for j < len(f) && f[j] != '%' {
				j++
			}
			b.WriteString(string(f[i:j]))
			i = j
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		var err error
		if i, err = printfOne(&b, f, i, st, vals); err != nil {
			return "", err
		}
	}
	if st.idx < st.n && st.mapping == nil {
		return "", newError(TypeError, "not all arguments converted during string formatting")
	}
	return b.String(), nil
}

// printfOne formats the conversion whose text starts at f[i], after the
// '%', and returns where the text goes on.
func printfOne(b *strings.Builder, f []rune, i int, st *printfState, vals *PrintfValues) (int, error) {
	incomplete := newError(ValueError, "incomplete format")
	if i < len(f) && f[i] == '(' {
		if st.mapping == nil {
			return 0, newError(TypeError, "format requires a mapping")
		}
		depth, start := 1, i+1
		for i++; i < len(f) && depth > 0; i++ {
			switch f[i] {
			case '(':
				depth++
			case ')':
				depth--
			}
		}
		if depth > 0 {
			return 0, newError(ValueError, "incomplete format key")
		}
		v, err := st.mapping(string(f[start : i-1]))
		if err != nil {
			return 0, err
		}
		st.args, st.n, st.idx = []any{v}, -1, -2
	}
	flags := 0
flagLoop:
	for ; i < len(f); i++ {
		switch f[i] {
		case '-':
			flags |= flagLeft
		case '+':
			flags |= flagSign
		case ' ':
			flags |= flagBlank
		case '#':
			flags |= flagAlt
		case '0':
			flags |= flagZero
		default:
			break flagLoop
		}
	}
	width, prec := -1, -1
	var err error
	if i < len(f) && f[i] == '*' {
		if width, err = starArg(st); err != nil {
			return 0, err
		}
		if width < 0 {
			flags |= flagLeft
			width = -width
		}
		i++
	} else if width, i, err = printfNumber(f, i, "width too big"); err != nil {
		return 0, err
	}
	if i < len(f) && f[i] == '.' {
		i++
		if i < len(f) && f[i] == '*' {
			if prec, err = starArg(st); err != nil {
				return 0, err
			}
			prec = max(prec, 0)
			i++
		} else if prec, i, err = printfNumber(f, i, "precision too big"); err != nil {
			return 0, err
		}
		prec = max(prec, 0)
	}
	for i < len(f) && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L') {
		i++
	}
	if i >= len(f) {
		return 0, incomplete
	}
	ch := f[i]
	v, err := st.next()
	if err != nil {
		return 0, err
	}
	var s string
	numeric := false
	switch ch {
	case 's', 'r', 'a':
		if s, err = printfText(v, ch, vals); err != nil {
			return 0, err
		}
		if prec >= 0 && Len(s) > prec {
			s = FromRunes(Runes(s)[:prec])
		}
	case 'd', 'i', 'u', 'o', 'x', 'X':
		numeric = true
		if s, err = printfInt(v, ch, flags&flagAlt != 0, prec, vals); err != nil {
			return 0, err
		}
	case 'e', 'E', 'f', 'F', 'g', 'G':
		numeric = true
		x, ok, err := toFloat(v)
		if err != nil {
			return 0, err
		}
		if !ok {
			var c any
			if c, ok, err = vals.convert(v, false, true); err != nil {
				return 0, err
			}
			if ok {
				x, ok, err = toFloat(c)
				if err != nil {
					return 0, err
				}
			}
		}
		if !ok {
			return 0, newError(TypeError, "must be real number, not "+typeName(v, vals))
		}
		if prec < 0 {
			prec = defaultPrecision
		}
		lower := byte(ch | 0x20)
		s = formatFloatMode(x, lower, prec, flags&flagAlt != 0, false, false)
		if ch != rune(lower) {
			s = strings.ToUpper(s)
		}
	case 'c':
		if s, err = printfChar(v); err != nil {
			return 0, err
		}
	default:
		c := '?'
		if ch >= 32 && ch <= 126 {
			c = ch
		}
		return 0, newError(ValueError, fmt.Sprintf("unsupported format character '%c' (0x%x) at index %d", c, ch, i))
	}
	printfPad(b, s, ch, flags, width, numeric)
	return i + 1, nil
}

// printfPad writes s padded to width as CPython's
// unicode_format_arg_output does: zeros go between a number's sign or
// 0x prefix and its digits.
func printfPad(b *strings.Builder, s string, ch rune, flags, width int, numeric bool) {
	fill := " "
	if numeric && flags&flagZero != 0 {
		fill = "0"
	}
	sign := ""
	if numeric {
		switch {
		case s[0] == '-' || s[0] == '+':
			sign, s = s[:1], s[1:]
		case flags&flagSign != 0:
			sign = "+"
		case flags&flagBlank != 0:
			sign = " "
		}
	}
	prefix := ""
	if numeric && flags&flagAlt != 0 && (ch == 'x' || ch == 'X' || ch == 'o') {
		prefix, s = s[:2], s[2:]
	}
	n := len(sign) + len(prefix) + Len(s)
	pad := max(width-n, 0)
	if flags&flagLeft != 0 {
		b.WriteString(sign + prefix + s + strings.Repeat(" ", pad))
		return
	}
	if fill == "0" {
		b.WriteString(sign + prefix + strings.Repeat("0", pad) + s)
		return
	}
	b.WriteString(strings.Repeat(" ", pad) + sign + prefix + s)
}

// starArg is the argument a '*' width or precision takes.
func starArg(st *printfState) (int, error) {
	v, err := st.next()
	if err != nil {
		return 0, err
	}
	switch v := v.(type) {
	case int64:
		if v > maxWidth || v < -maxWidth {
			return 0, newError(MemoryError, "")
		}
		return int(v), nil
	case bool:
		if v {
			return 1, nil
		}
		return 0, nil
	case *big.Int:
		return 0, newError(OverflowError, "Python int too large to convert to C int")
	}
	return 0, newError(TypeError, "* wants int")
}

// printfNumber reads a decimal width or precision at f[i:], -1 if none.
func printfNumber(f []rune, i int, tooBig string) (int, int, error) {
	if i >= len(f) || f[i] < '0' || f[i] > '9' {
		return -1, i, nil
	}
	n := 0
	for ; i < len(f) && f[i] >= '0' && f[i] <= '9'; i++ {
		n = n*10 + int(f[i]-'0')
		if n > math.MaxInt32 {
			return 0, 0, newError(ValueError, tooBig)
		}
	}
	if n > maxWidth {
		return 0, 0, newError(MemoryError, "")
	}
	return n, i, nil
}

func printfText(v any, ch rune, vals *PrintfValues) (string, error) {
	switch v := v.(type) {
	case string:
		switch ch {
		case 's':
			return v, nil
		case 'r':
			return syntax.PyRepr(v), nil
		}
		return ASCIIRepr(v), nil
	case int64, *big.Int, float64, bool:
		if x, ok := v.(*big.Int); ok && vals != nil {
			if err := CheckStrDigits(x, vals.MaxStrDigits); err != nil {
				return "", err
			}
		}
		return numberStr(v), nil
	}
	switch ch {
	case 's':
		return vals.Str(v)
	case 'r':
		return vals.Repr(v)
	}
	return vals.ASCII(v)
}

// numberStr is str() of a Python number given as a Go value.
func numberStr(v any) string {
	switch v := v.(type) {
	case int64:
		return fmt.Sprint(v)
	case *big.Int:
		return v.String()
	case float64:
		return syntax.FloatRepr(v)
	case bool:
		if v {
			return "True"
		}
		return "False"
	}
	return ""
}

func printfInt(v any, ch rune, alt bool, prec int, vals *PrintfValues) (string, error) {
	var x *big.Int
	switch v := v.(type) {
	case int64:
		x = big.NewInt(v)
	case *big.Int:
		x = v
	case bool:
		x = big.NewInt(0)
		if v {
			x.SetInt64(1)
		}
	case float64:
		if ch == 'o' || ch == 'x' || ch == 'X' {
			return "", newError(TypeError, fmt.Sprintf("%%%c format: an integer is required, not float", ch))
		}
		var err error
		if x, err = FloatToInt(v); err != nil {
			return "", err
		}
	default:
		index := ch == 'o' || ch == 'x' || ch == 'X'
		if c, ok, err := vals.convert(v, index, false); err != nil || ok {
			if err != nil {
				return "", err
			}
			return printfInt(c, ch, alt, prec, nil)
		}
		what := "a real number"
		if index {
			what = "an integer"
		}
		return "", newError(TypeError, fmt.Sprintf("%%%c format: %s is required, not %s", ch, what, typeName(v, vals)))
	}
	base, prefix := 10, ""
	switch ch {
	case 'o':
		base, prefix = 8, "0o"
	case 'x':
		base, prefix = 16, "0x"
	case 'X':
		base, prefix = 16, "0X"
	}
	if base == 10 && vals != nil {
		if err := CheckStrDigits(x, vals.MaxStrDigits); err != nil {
			return "", err
		}
	}
	digits := new(big.Int).Abs(x).Text(base)
	if ch == 'X' {
		digits = strings.ToUpper(digits)
	}
	if prec > len(digits) {
		digits = strings.Repeat("0", prec-len(digits)) + digits
	}
	if !alt {
		prefix = ""
	}
	if x.Sign() < 0 {
		prefix = "-" + prefix
	}
	return prefix + digits, nil
}

func printfChar(v any) (string, error) {
	switch v := v.(type) {
	case string:
		if Len(v) == 1 {
			return v, nil
		}
	case int64, *big.Int, bool:
		x, _ := toBig(v)
		if x.Sign() < 0 || x.Cmp(big.NewInt(utf8.MaxRune)) > 0 {
			return "", newError(OverflowError, "%c arg not in range(0x110000)")
		}
		return string(rune(x.Int64())), nil
	}
	return "", newError(TypeError, "%c requires int or char")
}

// toBig is the value of a Python int or bool given as a Go value.
func toBig(v any) (*big.Int, bool) {
	switch v := v.(type) {
	case int64:
		return big.NewInt(v), true
	case *big.Int:
		return v, true
	case bool:
		if v {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	}
	return nil, false
}

// toFloat is float(v) for a Python number given as a Go value.
func toFloat(v any) (float64, bool, error) {
	if f, ok := v.(float64); ok {
		return f, true, nil
	}
	x, ok := toBig(v)
	if !ok {
		return 0, false, nil
	}
	f, err := BigToFloat(x)
	return f, true, err
}

func typeName(v any, vals *PrintfValues) string {
	switch v.(type) {
	case string:
		return "str"
	case int64, *big.Int:
		return "int"
	case float64:
		return "float"
	case bool:
		return "bool"
	}
	return vals.TypeName(v)
}

// ASCIIRepr is ascii(s): repr(s) with every character beyond ASCII
// escaped as \x.., \u.... or \U.........
func ASCIIRepr(s string) string { return ASCIIEscape(syntax.PyRepr(s)) }

// ASCIIEscape is ascii() of an object whose repr is r: r with every
// character beyond ASCII escaped.
func ASCIIEscape(r string) string {
	var b strings.Builder
	for _, c := range r {
		switch {
		case c < 0x80:
			b.WriteRune(c)
		case c <= 0xff:
			fmt.Fprintf(&b, `\x%02x`, c)
		case c <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			fmt.Fprintf(&b, `\U%08x`, c)
		}
	}
	return b.String()
}
