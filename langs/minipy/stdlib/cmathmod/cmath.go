// Package cmathmod is minipy's cmath module: the functions of complex
// numbers, on Go's math/cmplx (which follows C99's Annex G for the
// special values, as CPython's tables do).
package cmathmod

import (
	"math"
	"math/cmplx"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/stdlib/mathmod"
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "cmath", Init: initCmath}) }

func initCmath(v *VM, m *vm.Module) error {
	unary := func(name string, f func(complex128) complex128, domain func(complex128) bool) {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			z, err := v.AsComplex(a[0])
			if err != nil {
				return 0, err
			}
			if domain != nil && !domain(z) {
				return 0, v.Raise("ValueError", "math domain error")
			}
			r := f(z)
			if isInf(r) && !isInf(z) && !isNaN(z) {
				return 0, v.Raise("OverflowError", "math range error")
			}
			return v.Complex(r), nil
		})
	}
	notZero := func(z complex128) bool { return z != 0 }
	unary("sqrt", sqrt, nil)
	unary("exp", exp, nil)
	unary("log10", func(z complex128) complex128 {
		r := clog(z)
		return complex(real(r)/math.Ln10, imag(r)/math.Ln10)
	}, notZero)
	unary("sin", cmplx.Sin, nil)
	unary("cos", cmplx.Cos, nil)
	unary("tan", cmplx.Tan, nil)
	unary("asin", cmplx.Asin, nil)
	unary("acos", cmplx.Acos, nil)
	unary("atan", cmplx.Atan, func(z complex128) bool { return z != 1i && z != -1i })
	unary("sinh", cmplx.Sinh, nil)
	unary("cosh", cmplx.Cosh, nil)
	unary("tanh", cmplx.Tanh, nil)
	unary("asinh", cmplx.Asinh, nil)
	unary("acosh", cmplx.Acosh, nil)
	unary("atanh", cmplx.Atanh, func(z complex128) bool { return z != 1 && z != -1 })
	m.Def("log", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("log", a, kw, 1, 2); err != nil {
			return 0, err
		}
		z, err := v.AsComplex(a[0])
		if err != nil {
			return 0, err
		}
		if z == 0 {
			return 0, v.Raise("ValueError", "math domain error")
		}
		r := clog(z)
		if len(a) == 2 {
			b, err := v.AsComplex(a[1])
			if err != nil {
				return 0, err
			}
			if b == 0 {
				return 0, v.Raise("ValueError", "math domain error")
			}
			lb := clog(b)
			if lb == 0 {
				return 0, v.Raise("ZeroDivisionError", "complex division by zero")
			}
			q, err := v.BinaryOp(compile.NBTrueDivide, v.Complex(r), v.Complex(lb))
			return q, err
		}
		return v.Complex(r), nil
	})
	real1 := func(name string, f func(complex128) Value) {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			z, err := v.AsComplex(a[0])
			if err != nil {
				return 0, err
			}
			return f(z), nil
		})
	}
	real1("phase", func(z complex128) Value { return v.Float(math.Atan2(imag(z), real(z))) })
	real1("isfinite", func(z complex128) Value { return vm.Bool(!isInf(z) && !isNaN(z)) })
	real1("isinf", func(z complex128) Value { return vm.Bool(isInf(z)) })
	real1("isnan", func(z complex128) Value { return vm.Bool(isNaN(z)) })
	m.Def("polar", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("polar", a, kw, 1, 1); err != nil {
			return 0, err
		}
		z, err := v.AsComplex(a[0])
		if err != nil {
			return 0, err
		}
		r := math.Hypot(real(z), imag(z))
		if math.IsInf(r, 0) && !isInf(z) {
			return 0, v.Raise("OverflowError", "math range error")
		}
		return v.Tuple([]Value{v.Float(r), v.Float(math.Atan2(imag(z), real(z)))}), nil
	})
	m.Def("rect", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("rect", a, kw, 2, 2); err != nil {
			return 0, err
		}
		r, err := v.AsFloat(a[0])
		if err != nil {
			return 0, err
		}
		phi, err := v.AsFloat(a[1])
		if err != nil {
			return 0, err
		}
		if math.IsInf(r, 0) && phi == 0 {
			return v.Complex(complex(r, phi*math.Copysign(1, r))), nil
		}
		if math.IsInf(phi, 0) && !math.IsNaN(r) && r != 0 {
			return 0, v.Raise("ValueError", "math domain error")
		}
		if r == 0 && !math.IsNaN(phi) {
			return v.Complex(complex(0, 0)), nil
		}
		return v.Complex(complex(r*pylib.Cos(phi), r*pylib.Sin(phi))), nil
	})
	m.Def("isclose", func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("isclose", a, kw, "a", "b", "/", "*", "rel_tol=", "abs_tol=")
		if err != nil {
			return 0, err
		}
		x, err := v.AsComplex(args[0])
		if err != nil {
			return 0, err
		}
		y, err := v.AsComplex(args[1])
		if err != nil {
			return 0, err
		}
		rel, abs, err := mathmod.Tolerances(v, args[2], args[3])
		if err != nil {
			return 0, err
		}
		if x == y {
			return vm.Bool(true), nil
		}
		if isInf(x) || isInf(y) {
			return vm.Bool(false), nil
		}
		return vm.Bool(mathmod.Close(cmplx.Abs(x-y), cmplx.Abs(x), cmplx.Abs(y), rel, abs)), nil
	})
	m.Set("pi", v.Float(math.Pi))
	m.Set("e", v.Float(math.E))
	m.Set("tau", v.Float(2*math.Pi))
	m.Set("inf", v.Float(math.Inf(1)))
	m.Set("nan", v.Float(math.NaN()))
	m.Set("infj", v.Complex(complex(0, math.Inf(1))))
	m.Set("nanj", v.Complex(complex(0, math.NaN())))
	return nil
}

func isInf(z complex128) bool { return math.IsInf(real(z), 0) || math.IsInf(imag(z), 0) }
func isNaN(z complex128) bool {
	return !isInf(z) && (math.IsNaN(real(z)) || math.IsNaN(imag(z)))
}

// sqrt, exp and clog compute as CPython's cmath does (sqrt by scaling
// and hypot, log near |z| = 1 with log1p), so that their results agree
// with its to the last bit where the libm functions they call do.
func sqrt(z complex128) complex128 {
	if isInf(z) || isNaN(z) {
		return cmplx.Sqrt(z)
	}
	if real(z) == 0 && imag(z) == 0 {
		return complex(0, imag(z))
	}
	ax, ay := math.Abs(real(z)), math.Abs(imag(z))
	var s float64
	const dblMin = 2.2250738585072014e-308
	if ax < dblMin && ay < dblMin {
		ax = math.Ldexp(ax, 53)
		s = math.Ldexp(math.Sqrt(ax+math.Hypot(ax, math.Ldexp(ay, 53))), -53/2-1)
	} else {
		ax /= 8
		s = 2 * math.Sqrt(ax+math.Hypot(ax, ay/8))
	}
	d := ay / (2 * s)
	if real(z) >= 0 {
		return complex(s, math.Copysign(d, imag(z)))
	}
	return complex(d, math.Copysign(s, imag(z)))
}

func exp(z complex128) complex128 {
	if isInf(z) || isNaN(z) {
		return cmplx.Exp(z)
	}
	const logLarge = 708.3964185322641 // log(DBL_MAX/4)
	if real(z) > logLarge {
		l := libExp(real(z) - 1)
		return complex(l*pylib.Cos(imag(z))*math.E, l*pylib.Sin(imag(z))*math.E)
	}
	l := libExp(real(z))
	return complex(l*pylib.Cos(imag(z)), l*pylib.Sin(imag(z)))
}

func clog(z complex128) complex128 {
	if isInf(z) || isNaN(z) {
		return cmplx.Log(z)
	}
	ax, ay := math.Abs(real(z)), math.Abs(imag(z))
	const large = math.MaxFloat64 / 4
	const dblMin = 2.2250738585072014e-308
	var re float64
	switch {
	case ax > large || ay > large:
		re = libLog(math.Hypot(ax/2, ay/2)) + math.Ln2
	case ax < dblMin && ay < dblMin:
		if ax > 0 || ay > 0 {
			re = libLog(math.Hypot(math.Ldexp(ax, 53), math.Ldexp(ay, 53))) - 53*math.Ln2
		} else {
			re = math.Inf(-1)
		}
	default:
		h := math.Hypot(ax, ay)
		if 0.71 <= h && h <= 1.73 {
			am, an := max(ax, ay), min(ax, ay)
			re = math.Log1p((am-1)*(am+1)+an*an) / 2
		} else {
			re = libLog(h)
		}
	}
	return complex(re, math.Atan2(imag(z), real(z)))
}

// libExp and libLog are the C library's exp and log (correctly rounded,
// from pylib), not Go's.
func libExp(x float64) float64 {
	r, err := pylib.Exp(x)
	if err != nil {
		return math.Inf(1)
	}
	return r
}

func libLog(x float64) float64 {
	r, err := pylib.Log(x)
	if err != nil {
		return math.Inf(-1)
	}
	return r
}
