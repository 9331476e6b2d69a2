package pylib

import (
	"math"
	"strconv"
	"strings"
)

// floatDigits returns the decimal digits of |x| (finite) as David Gay's
// dtoa does, without trailing zeros, and the position of the decimal
// point relative to them (decpt 1 means d.ddd). mode 'r' gives the
// shortest digits that read back as x, 'e' and 'g' n significant
// digits, 'f' n digits after the point. A zero gives "0" with decpt 1;
// a value that rounds to nothing in mode 'f' gives "" with decpt -n.
func floatDigits(x float64, mode byte, n int) (digits string, decpt int) {
	x = math.Abs(x)
	if x == 0 {
		return "0", 1
	}
	if mode == 'f' {
		s := strconv.FormatFloat(x, 'f', n, 64)
		intPart, frac, _ := strings.Cut(s, ".")
		digits, decpt = intPart+frac, len(intPart)
		trimmed := strings.TrimLeft(digits, "0")
		decpt -= len(digits) - len(trimmed)
		digits = strings.TrimRight(trimmed, "0")
		if digits == "" {
			return "", -n
		}
		return digits, decpt
	}
	prec := -1
	if mode != 'r' {
		prec = n - 1
	}
	s := strconv.FormatFloat(x, 'e', prec, 64)
	mant, exp, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(exp)
	digits = strings.TrimRight(strings.Replace(mant, ".", "", 1), "0")
	return digits, e + 1
}

// formatFloatMode formats x as CPython's PyOS_double_to_string does with
// format code typ ('e', 'f', 'g' or 'r' for repr) and precision prec; alt
// is the '#' form, addDot0 appends ".0" to an integral result without
// exponent (and makes 'g' switch to exponents one digit earlier), noNeg0
// drops the sign of a result that rounded to zero. The result has a '-'
// for negative numbers and lower-case letters.
func formatFloatMode(x float64, typ byte, prec int, alt, addDot0, noNeg0 bool) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	var digits string
	var decpt int
	switch typ {
	case 'e':
		prec++
		digits, decpt = floatDigits(x, 'e', prec)
	case 'f':
		digits, decpt = floatDigits(x, 'f', prec)
	case 'g':
		if prec == 0 {
			prec = 1
		}
		digits, decpt = floatDigits(x, 'g', prec)
	default:
		digits, decpt = floatDigits(x, 'r', 0)
	}
	neg := math.Signbit(x)
	if noNeg0 && strings.Trim(digits, "0") == "" {
		neg = false
	}
	useExp := false
	vEnd := len(digits)
	switch typ {
	case 'e':
		useExp = true
		vEnd = prec
	case 'f':
		vEnd = decpt + prec
	case 'g':
		limit := prec
		if addDot0 {
			limit--
		}
		useExp = decpt <= -4 || decpt > limit
		if alt {
			vEnd = prec
		}
	default:
		useExp = decpt <= -4 || decpt > 16
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	vStart := 0
	if decpt <= 0 {
		vStart = decpt - 1
	}
	if !useExp && addDot0 {
		vEnd = max(vEnd, decpt+1)
	} else {
		vEnd = max(vEnd, decpt)
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if decpt <= 0 {
		b.WriteString(strings.Repeat("0", decpt-vStart))
		b.WriteByte('.')
		b.WriteString(strings.Repeat("0", -decpt))
	} else {
		b.WriteString(strings.Repeat("0", -vStart))
	}
	if 0 < decpt && decpt <= len(digits) {
		b.WriteString(digits[:decpt])
		b.WriteByte('.')
		b.WriteString(digits[decpt:])
	} else {
		b.WriteString(digits)
	}
	if len(digits) < decpt {
		b.WriteString(strings.Repeat("0", decpt-len(digits)))
		b.WriteByte('.')
		b.WriteString(strings.Repeat("0", vEnd-decpt))
	} else {
		b.WriteString(strings.Repeat("0", vEnd-len(digits)))
	}
	s := b.String()
	if strings.HasSuffix(s, ".") && !alt {
		s = s[:len(s)-1]
	}
	if useExp {
		sign := byte('+')
		if exp < 0 {
			sign, exp = '-', -exp
		}
		s += "e" + string(sign)
		if exp < 10 {
			s += "0"
		}
		s += strconv.Itoa(exp)
	}
	return s
}
