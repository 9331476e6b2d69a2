package pylib

import (
	"math"
	"strconv"
	"strings"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// ParseFloat is float(s): surrounding white space, a sign, inf,
// infinity or nan in any case, or a decimal number with underscores
// between digits. Out of range values are infinities or zeros, as in
// CPython.
func ParseFloat(s string) (float64, error) {
	t := asciiDigits(strings.TrimFunc(s, IsSpace))
	bad := newError(ValueError, "could not convert string to float: "+syntax.PyRepr(s))
	body := t
	if body != "" && (body[0] == '+' || body[0] == '-') {
		body = body[1:]
	}
	switch strings.ToLower(body) {
	case "inf", "infinity":
		if t[0] == '-' {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	case "nan":
		return math.NaN(), nil
	}
	clean, ok := floatDigitsOnly(body)
	if !ok {
		return 0, bad
	}
	f, err := strconv.ParseFloat(clean, 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0, bad
	}
	if t[0] == '-' {
		f = -f
	}
	return f, nil
}

// floatDigitsOnly checks that s is digits[.digits][e[sign]digits] (one of
// the digit runs around the point may be empty, not both), with single
// underscores only between two digits, and returns it without them.
func floatDigitsOnly(s string) (string, bool) {
	var b strings.Builder
	i := 0
	// run reads a run of digits with underscores between them.
	run := func() int {
		n := 0
		for i < len(s) {
			c := s[i]
			switch {
			case c >= '0' && c <= '9':
				b.WriteByte(c)
				n++
				i++
			case c == '_' && n > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
				i++
			default:
				return n
			}
		}
		return n
	}
	intDigits := run()
	fracDigits := 0
	if i < len(s) && s[i] == '.' {
		b.WriteByte('.')
		i++
		fracDigits = run()
	}
	if intDigits+fracDigits == 0 {
		return "", false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		b.WriteByte('e')
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			b.WriteByte(s[i])
			i++
		}
		if run() == 0 {
			return "", false
		}
	}
	return b.String(), i == len(s)
}
