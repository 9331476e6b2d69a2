package pylib

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// CPython 3.11's limits on the decimal digits of an int converted from
// or to text (sys.int_info): bases that are powers of two are not
// limited, sys.set_int_max_str_digits(n) sets the limit (0: none), and
// a limit must be at least StrDigitsCheckThreshold.
const (
	MaxStrDigits            = 4300
	StrDigitsCheckThreshold = 640
)

// CheckStrDigits returns CPython's ValueError when x has more than max
// decimal digits (max 0: no limit), converting x only when its bit
// length does not decide.
func CheckStrDigits(x *big.Int, max int) error {
	if max <= 0 {
		return nil
	}
	const log10of2 = 0.30102999566398120
	bits := x.BitLen()
	// x has between floor((bits-1)*log10(2))+1 and ceil(bits*log10(2))
	// digits (with a margin for rounding)
	switch {
	case float64(bits)*log10of2 < float64(max)-0.5:
		return nil
	case float64(bits-1)*log10of2 > float64(max)+0.5:
		return tooManyDigits(max)
	}
	if len(new(big.Int).Abs(x).String()) > max {
		return tooManyDigits(max)
	}
	return nil
}

func tooManyDigits(max int) error {
	return newError(ValueError, fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", max))
}

// maxReprInMessage is how much of the repr of a bad literal an error
// message shows (CPython's %.200R).
const maxReprInMessage = 200

// ParseInt is int(s, base): s may have surrounding white space, a sign,
// underscores between digits and, for base 0 or its own base, a 0x, 0o
// or 0b prefix; any Unicode decimal digit counts as its ASCII digit.
// The value is small when it fits an int64 (big is nil), else big.
func ParseInt(s string, base int) (small int64, big_ *big.Int, err error) {
	return ParseIntLimit(s, base, MaxStrDigits)
}

// ParseIntLimit is ParseInt with at most maxDigits decimal digits (0: no
// limit), sys.set_int_max_str_digits's.
func ParseIntLimit(s string, base, maxDigits int) (small int64, big_ *big.Int, err error) {
	if base != 0 && (base < 2 || base > 36) {
		return 0, nil, newError(ValueError, "int() base must be >= 2 and <= 36, or 0")
	}
	bad := func() error {
		r := []rune(syntax.PyRepr(s))
		if len(r) > maxReprInMessage {
			r = r[:maxReprInMessage]
		}
		return newError(ValueError, fmt.Sprintf("invalid literal for int() with base %d: %s", base, string(r)))
	}
	t := asciiDigits(strings.TrimFunc(s, IsSpace))
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	b := base
	prefixed := false
	if len(t) >= 2 && t[0] == '0' {
		p := 0
		switch t[1] | 0x20 {
		case 'x':
			p = 16
		case 'o':
			p = 8
		case 'b':
			p = 2
		}
		if p != 0 && (base == 0 || base == p) {
			b, prefixed = p, true
			t = t[2:]
		}
	}
	if b == 0 {
		b = 10
		// Base 0 reads decimal without leading zeros, except for zero.
		if len(t) > 1 && t[0] == '0' && strings.Trim(t, "0_") != "" {
			return 0, nil, bad()
		}
	}
	// Underscores go between digits, or after a prefix.
	var digits strings.Builder
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c == '_' {
			if i+1 >= len(t) || t[i+1] == '_' || (i == 0 && !prefixed) {
				return 0, nil, bad()
			}
			continue
		}
		if digitValue(c) >= b {
			return 0, nil, bad()
		}
		digits.WriteByte(c)
	}
	if digits.Len() == 0 {
		return 0, nil, bad()
	}
	d := digits.String()
	if b&(b-1) != 0 && maxDigits > 0 && len(d) > maxDigits {
		return 0, nil, newError(ValueError, fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit", maxDigits, len(d)))
	}
	x, ok := new(big.Int).SetString(d, b)
	if !ok {
		return 0, nil, bad()
	}
	if neg {
		x.Neg(x)
	}
	if x.IsInt64() {
		return x.Int64(), nil, nil
	}
	return 0, x, nil
}

// digitValue is the value of an ASCII digit or letter in bases up to 36,
// or 99 for anything else.
func digitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// asciiDigits replaces every Unicode decimal digit (category Nd) with its
// ASCII digit, as CPython's _PyUnicode_TransformDecimalAndSpaceToASCII
// does before parsing a number. Any other character beyond ASCII becomes
// '?', which no number contains.
func asciiDigits(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case unicode.IsDigit(r):
			b.WriteByte('0' + byte(ndValue(r)))
		case IsSpace(r):
			b.WriteByte(' ')
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// ndValue is the value of a decimal digit: Unicode lays every decimal
// digit set out as ten consecutive code points from zero, so it is the
// number of digits just before r, modulo ten.
func ndValue(r rune) int {
	n := 0
	for unicode.IsDigit(r - rune(n) - 1) {
		n++
	}
	return n % 10
}

// IntBase is hex(x), oct(x) or bin(x) (base 16, 8 or 2): the digits with
// their 0x, 0o or 0b prefix after any sign.
func IntBase(x *big.Int, base int) string {
	prefix := map[int]string{2: "0b", 8: "0o", 16: "0x"}[base]
	if x.Sign() < 0 {
		return "-" + prefix + new(big.Int).Neg(x).Text(base)
	}
	return prefix + x.Text(base)
}

// IntStr is str(x) for an int, or the ValueError CPython raises when it
// has more than MaxStrDigits digits.
func IntStr(x *big.Int) (string, error) {
	if err := CheckStrDigits(x, MaxStrDigits); err != nil {
		return "", err
	}
	return x.String(), nil
}
