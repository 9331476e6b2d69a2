package pylib

import (
	"errors"
	"math"
	"math/big"
	"testing"
)

// FuzzFormat feeds arbitrary specs, templates and printf formats to the
// formatters: none may panic, and every failure is an *Error.
func FuzzFormat(f *testing.F) {
	for _, s := range []string{"", ">10.3f", "#_x", "0=+20,.5e", "{:{}}", "{0[a].b!r:^{1}}", "%(a)s %-*.*f %#x", "z.0%"} {
		f.Add(s, 12345.678, int64(-42))
	}
	f.Fuzz(func(t *testing.T, s string, x float64, n int64) {
		isErr := func(err error) {
			var e *Error
			if err != nil && !errors.As(err, &e) {
				t.Fatalf("%q: error %T %v", s, err, err)
			}
		}
		if len(s) > 200 {
			return // keep widths and precisions from making huge strings
		}
		_, err := FormatFloat(x, s)
		isErr(err)
		_, err = FormatInt(n, s)
		isErr(err)
		_, err = FormatBigInt(new(big.Int).Lsh(big.NewInt(n), 70), s)
		isErr(err)
		_, err = FormatStr(s, s)
		isErr(err)
		_, err = ParseTemplate(s).Expand(func(f *Field, spec func() (string, error)) (string, error) {
			if err := f.ConversionErr(); err != nil {
				return "", err
			}
			sp, err := spec()
			if err != nil {
				return "", err
			}
			return FormatFloat(x, sp)
		})
		isErr(err)
		_, err = Printf(s, []any{x, n, s, x, n}, true, func(string) (any, error) { return n, nil }, testValues)
		isErr(err)
		_, _, err = ParseInt(s, 0)
		isErr(err)
		_, err = ParseFloat(s)
		isErr(err)
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			_, err = RoundFloat(x, int(n%400))
			isErr(err)
		}
	})
}
