package syntax

import (
	"math"
	"strconv"
	"strings"
)

// Floats print as SWI-Prolog prints them: the shortest digits that read
// back as the same float, always with a fraction (1.0), positional for
// decimal exponents -4..14 and in exponent form otherwise (1.0e+15,
// 1.0e-5). GNU Prolog prints 17 significant digits (0.10000000000000001).
const (
	minPositionalExp = -4
	maxPositionalExp = 14
)

// FormatFloat returns the text of a float as the writer prints it.
func FormatFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "1.0Inf"
	case math.IsInf(f, -1):
		return "-1.0Inf"
	case math.IsNaN(f):
		return "1.5NaN"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // -d.ddde±XX
	mant, exp, _ := strings.Cut(e, "e")
	x, _ := strconv.Atoi(exp)
	if minPositionalExp <= x && x <= maxPositionalExp {
		s := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	sign := "+"
	if x < 0 {
		sign, x = "-", -x
	}
	return mant + "e" + sign + strconv.Itoa(x)
}
