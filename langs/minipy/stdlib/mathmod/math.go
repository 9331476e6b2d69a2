// Package mathmod is minipy's math module: CPython 3.11's functions and
// constants over float64 and big ints, with its errors ("math domain
// error", "math range error"). The functions whose results Go's math
// package does not round as the C library does (exp, the logarithms,
// pow, fsum) come from langs/minipy/pylib.
package mathmod

import (
	"math"
	"math/big"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/vm"
)

func init() { vm.Register(vm.ModuleDef{Name: "math", Init: initMath}) }

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func initMath(v *VM, m *vm.Module) error {
	m.Set("pi", v.Float(math.Pi))
	m.Set("e", v.Float(math.E))
	m.Set("tau", v.Float(2*math.Pi))
	m.Set("inf", v.Float(math.Inf(1)))
	m.Set("nan", v.Float(math.NaN()))
	for _, f := range floatFuncs {
		defFloat(m, f)
	}
	for _, f := range floatFuncs2 {
		defFloat2(m, f.name, f.fn)
	}
	for name, fn := range map[string]func(float64) float64{"floor": math.Floor, "ceil": math.Ceil, "trunc": math.Trunc} {
		defRounding(m, name, fn)
	}
	defIntFuncs(m)
	m.Def("log", mathLog)
	for name, log := range map[string]func(float64) (float64, error){"log2": pylib.Log2, "log10": pylib.Log10} {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs("math."+name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			r, err := logOf(v, a[0], log)
			return v.Float(r), err
		})
	}
	m.Def("hypot", hypot)
	m.Def("dist", dist)
	m.Def("isclose", isclose)
	m.Def("fsum", fsum)
	m.Def("prod", prod)
	m.Def("frexp", frexp)
	m.Def("ldexp", ldexp)
	m.Def("modf", modf)
	for name, test := range map[string]func(float64) bool{
		"isnan":    math.IsNaN,
		"isinf":    func(x float64) bool { return math.IsInf(x, 0) },
		"isfinite": func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) },
	} {
		name, test := name, test
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs("math."+name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			x, err := v.AsFloat(a[0])
			return vm.Bool(test(x)), err
		})
	}
	return nil
}

// A floatFunc is a function of one float. ok, when set, is its domain
// (ValueError outside); a result that overflows from a finite argument
// is an OverflowError.
type floatFunc struct {
	name string
	fn   func(float64) float64
	ok   func(float64) bool
	// exact: fn already fails as CPython does (pylib's functions).
	exact func(float64) (float64, error)
}

func finite(x float64) bool { return !math.IsInf(x, 0) }

var floatFuncs = []floatFunc{
	{name: "sqrt", exact: pylib.Sqrt},
	{name: "exp", exact: pylib.Exp},
	{name: "sin", fn: pylib.Sin, ok: finite},
	{name: "cos", fn: pylib.Cos, ok: finite},
	{name: "tan", fn: pylib.Tan, ok: finite},
	{name: "asin", fn: math.Asin, ok: func(x float64) bool { return math.IsNaN(x) || x >= -1 && x <= 1 }},
	{name: "acos", fn: math.Acos, ok: func(x float64) bool { return math.IsNaN(x) || x >= -1 && x <= 1 }},
	{name: "atan", fn: math.Atan},
	{name: "sinh", fn: math.Sinh},
	{name: "cosh", fn: math.Cosh},
	{name: "tanh", fn: math.Tanh},
	{name: "asinh", fn: math.Asinh},
	{name: "acosh", fn: math.Acosh, ok: func(x float64) bool { return math.IsNaN(x) || x >= 1 }},
	{name: "atanh", fn: math.Atanh, ok: func(x float64) bool { return math.IsNaN(x) || x > -1 && x < 1 }},
	{name: "fabs", fn: math.Abs},
	{name: "degrees", fn: func(x float64) float64 { return x * (180 / math.Pi) }},
	{name: "radians", fn: func(x float64) float64 { return x * (math.Pi / 180) }},
	{name: "expm1", fn: math.Expm1},
	{name: "log1p", fn: math.Log1p, ok: func(x float64) bool { return math.IsNaN(x) || x > -1 }},
	{name: "exp2", fn: math.Exp2},
	{name: "cbrt", fn: math.Cbrt},
	{name: "erf", fn: math.Erf},
	{name: "erfc", fn: math.Erfc},
	{name: "gamma", fn: math.Gamma, ok: func(x float64) bool { return !(x <= 0 && x == math.Floor(x)) && !math.IsInf(x, -1) }},
	{name: "lgamma", fn: func(x float64) float64 { r, _ := math.Lgamma(x); return r },
		ok: func(x float64) bool { return !(x <= 0 && x == math.Floor(x)) }},
	{name: "ulp", fn: ulp},
}

func defFloat(m *vm.Module, f floatFunc) {
	qual := "math." + f.name
	m.Def(f.name, func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs(qual, a, kw, 1, 1); err != nil {
			return 0, err
		}
		x, err := v.AsFloat(a[0])
		if err != nil {
			return 0, err
		}
		if f.exact != nil {
			r, err := f.exact(x)
			return v.Float(r), v.PyErr(err)
		}
		if f.ok != nil && !f.ok(x) {
			return 0, v.Raise("ValueError", "math domain error")
		}
		r := f.fn(x)
		if math.IsInf(r, 0) && !math.IsInf(x, 0) {
			return 0, v.Raise("OverflowError", "math range error")
		}
		return v.Float(r), nil
	})
}

var floatFuncs2 = []struct {
	name string
	fn   func(x, y float64) (float64, error)
}{
	{"atan2", func(y, x float64) (float64, error) { return math.Atan2(y, x), nil }},
	{"pow", pylib.MathPow},
	{"fmod", pylib.Fmod},
	{"copysign", func(x, y float64) (float64, error) { return math.Copysign(x, y), nil }},
	{"remainder", remainder},
	{"nextafter", func(x, y float64) (float64, error) { return math.Nextafter(x, y), nil }},
}

// defFloat2 defines a function of two floats that may fail.
func defFloat2(m *vm.Module, name string, fn func(x, y float64) (float64, error)) {
	m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs(name, a, kw, 2, 2); err != nil {
			return 0, err
		}
		x, err := v.AsFloat(a[0])
		if err != nil {
			return 0, err
		}
		y, err := v.AsFloat(a[1])
		if err != nil {
			return 0, err
		}
		r, err := fn(x, y)
		return v.Float(r), v.PyErr(err)
	})
}

// remainder is IEEE 754's remainder: x - n*y, n the integer nearest
// x/y (ties to even).
func remainder(x, y float64) (float64, error) {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.NaN(), nil
	}
	if math.IsInf(x, 0) || y == 0 {
		return 0, pylib.ErrMathDomain
	}
	if math.IsInf(y, 0) {
		return x, nil
	}
	return math.Remainder(x, y), nil
}

// ulp is the value of the least significant bit of x.
func ulp(x float64) float64 {
	x = math.Abs(x)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return x
	case x == math.MaxFloat64:
		return x - math.Nextafter(x, 0)
	}
	return math.Nextafter(x, math.Inf(1)) - x
}

// defRounding defines floor, ceil or trunc: an int stays itself, an
// object's __floor__ (__ceil__, __trunc__) decides, a float rounds.
func defRounding(m *vm.Module, name string, fn func(float64) float64) {
	qual := "math." + name
	m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs(qual, a, kw, 1, 1); err != nil {
			return 0, err
		}
		x := a[0]
		if v.IsInt(x) {
			return v.Positive(x)
		}
		if !x.IsFloat() {
			if _, ok := v.TypeOf(x).Lookup("__" + name + "__"); ok {
				return v.CallMethod(x, "__"+name+"__")
			}
			if name == "trunc" {
				return 0, v.Raise("TypeError", "type %s doesn't define __trunc__ method", v.TypeName(x))
			}
		}
		f, err := v.AsFloat(x)
		if err != nil {
			return 0, err
		}
		n, err := pylib.FloatToInt(fn(f))
		if err != nil {
			return 0, v.PyErr(err)
		}
		return v.BigInt(n), nil
	})
}

// intArgs converts the arguments of an integer function.
func intArgs(v *VM, a []Value) ([]*big.Int, error) {
	out := make([]*big.Int, len(a))
	for i, x := range a {
		n, ok := v.AsBigInt(x)
		if !ok {
			idx, err := v.AsIndex(x)
			if err != nil {
				return nil, err
			}
			n = big.NewInt(idx)
		}
		out[i] = n
	}
	return out, nil
}

func defIntFuncs(m *vm.Module) {
	intFn := func(name string, lo, hi int, fn func(xs []*big.Int) (*big.Int, error)) {
		qual := name
		if lo == 1 && hi == 1 {
			qual = "math." + name
		}
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs(qual, a, kw, lo, hi); err != nil {
				return 0, err
			}
			xs, err := intArgs(v, a)
			if err != nil {
				return 0, err
			}
			r, err := fn(xs)
			if err != nil {
				return 0, v.PyErr(err)
			}
			return v.BigInt(r), nil
		})
	}
	intFn("isqrt", 1, 1, func(xs []*big.Int) (*big.Int, error) { return pylib.Isqrt(xs[0]) })
	intFn("factorial", 1, 1, func(xs []*big.Int) (*big.Int, error) { return pylib.Factorial(xs[0]) })
	intFn("gcd", 0, math.MaxInt32, func(xs []*big.Int) (*big.Int, error) { return pylib.Gcd(xs...), nil })
	intFn("lcm", 0, math.MaxInt32, func(xs []*big.Int) (*big.Int, error) { return pylib.Lcm(xs...), nil })
	intFn("comb", 2, 2, func(xs []*big.Int) (*big.Int, error) { return pylib.Comb(xs[0], xs[1]) })
	intFn("perm", 1, 2, func(xs []*big.Int) (*big.Int, error) {
		if len(xs) == 1 {
			return pylib.Perm(xs[0], nil)
		}
		return pylib.Perm(xs[0], xs[1])
	})
}

func mathLog(v *VM, a []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return 0, v.Raise("TypeError", "log() takes no keyword arguments")
	}
	if len(a) < 1 || len(a) > 2 {
		return 0, v.Raise("TypeError", "math.log requires 1 to 2 arguments")
	}
	x, err := logOf(v, a[0], pylib.Log)
	if err != nil || len(a) == 1 {
		return v.Float(x), err
	}
	b, err := logOf(v, a[1], pylib.Log)
	if err != nil {
		return 0, err
	}
	r, err := pylib.LogBase(x, b)
	return v.Float(r), v.PyErr(err)
}

// logOf is log (the natural logarithm, log2 or log10) of an int, however
// large (CPython's loghelper), or a float.
func logOf(v *VM, x Value, log func(float64) (float64, error)) (float64, error) {
	if n, ok := v.AsBigInt(x); ok {
		r, err := pylib.LogOfBig(n, log)
		return r, v.PyErr(err)
	}
	f, err := v.AsFloat(x)
	if err != nil {
		return 0, err
	}
	r, err := log(f)
	return r, v.PyErr(err)
}

func floats(v *VM, items []Value) ([]float64, error) {
	out := make([]float64, len(items))
	for i, x := range items {
		f, err := v.AsFloat(x)
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

func hypot(v *VM, a []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return 0, v.Raise("TypeError", "hypot() takes no keyword arguments")
	}
	xs, err := floats(v, a)
	if err != nil {
		return 0, err
	}
	return v.Float(pylib.Hypot(xs)), nil
}

func dist(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("dist", a, kw, 2, 2); err != nil {
		return 0, err
	}
	var pts [2][]float64
	for i := range pts {
		items, ok := v.Items(a[i])
		if !ok {
			var err error
			if items, err = v.Iterate(a[i]); err != nil {
				return 0, err
			}
		}
		f, err := floats(v, items)
		if err != nil {
			return 0, err
		}
		pts[i] = f
	}
	if len(pts[0]) != len(pts[1]) {
		return 0, v.Raise("ValueError", "both points must have the same number of dimensions")
	}
	d := make([]float64, len(pts[0]))
	for i := range d {
		d[i] = pts[0][i] - pts[1][i]
	}
	return v.Float(pylib.Hypot(d)), nil
}

func isclose(v *VM, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("isclose", a, kw, "a", "b", "*", "rel_tol=", "abs_tol=")
	if err != nil {
		return 0, err
	}
	x, err := v.AsFloat(args[0])
	if err != nil {
		return 0, err
	}
	y, err := v.AsFloat(args[1])
	if err != nil {
		return 0, err
	}
	rel, abs, err := Tolerances(v, args[2], args[3])
	if err != nil {
		return 0, err
	}
	if x == y {
		return vm.True, nil
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return vm.False, nil
	}
	return vm.Bool(Close(math.Abs(y-x), math.Abs(x), math.Abs(y), rel, abs)), nil
}

// Tolerances reads isclose's rel_tol and abs_tol arguments (vm.Null:
// their defaults, 1e-9 and 0) and checks them, for math.isclose and
// cmath.isclose.
func Tolerances(v *VM, relArg, absArg Value) (rel, abs float64, err error) {
	rel, abs = 1e-9, 0
	if relArg != vm.Null {
		if rel, err = v.AsFloat(relArg); err != nil {
			return 0, 0, err
		}
	}
	if absArg != vm.Null {
		if abs, err = v.AsFloat(absArg); err != nil {
			return 0, 0, err
		}
	}
	if rel < 0 || abs < 0 {
		return 0, 0, v.Raise("ValueError", "tolerances must be non-negative")
	}
	return rel, abs, nil
}

// Close is isclose's test of two unequal finite values at distance d
// with magnitudes mx and my: d is within rel of either magnitude, or
// within abs.
func Close(d, mx, my, rel, abs float64) bool {
	return d <= rel*my || d <= rel*mx || d <= abs
}

func fsum(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("math.fsum", a, kw, 1, 1); err != nil {
		return 0, err
	}
	items, err := v.Iterate(a[0])
	if err != nil {
		return 0, err
	}
	xs, err := floats(v, items)
	if err != nil {
		return 0, err
	}
	r, err := pylib.Fsum(xs)
	return v.Float(r), v.PyErr(err)
}

func prod(v *VM, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("prod", a, kw, "iterable", "/", "*", "start=")
	if err != nil {
		return 0, err
	}
	acc := v.Int(1)
	if args[1] != vm.Null {
		acc = args[1]
	}
	items, err := v.Iterate(args[0])
	if err != nil {
		return 0, err
	}
	for _, x := range items {
		if acc, err = v.BinaryOp(compile.NBMultiply, acc, x); err != nil {
			return 0, err
		}
	}
	return acc, nil
}

func frexp(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("math.frexp", a, kw, 1, 1); err != nil {
		return 0, err
	}
	x, err := v.AsFloat(a[0])
	if err != nil {
		return 0, err
	}
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 {
		return v.Tuple([]Value{v.Float(x), v.Int(0)}), nil
	}
	f, e := math.Frexp(x)
	return v.Tuple([]Value{v.Float(f), v.Int(int64(e))}), nil
}

func ldexp(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("ldexp", a, kw, 2, 2); err != nil {
		return 0, err
	}
	x, err := v.AsFloat(a[0])
	if err != nil {
		return 0, err
	}
	n, ok := v.AsBigInt(a[1])
	if !ok {
		return 0, v.Raise("TypeError", "Expected an int as second argument to ldexp.")
	}
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return v.Float(x), nil
	}
	e := int64(math.MaxInt32)
	if n.IsInt64() {
		e = max(min(n.Int64(), math.MaxInt32), math.MinInt32)
	} else if n.Sign() < 0 {
		e = math.MinInt32
	}
	r := math.Ldexp(x, int(e))
	if math.IsInf(r, 0) {
		return 0, v.Raise("OverflowError", "math range error")
	}
	return v.Float(r), nil
}

func modf(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("math.modf", a, kw, 1, 1); err != nil {
		return 0, err
	}
	x, err := v.AsFloat(a[0])
	if err != nil {
		return 0, err
	}
	if math.IsInf(x, 0) {
		return v.Tuple([]Value{v.Float(math.Copysign(0, x)), v.Float(x)}), nil
	}
	i, f := math.Modf(x)
	return v.Tuple([]Value{v.Float(f), v.Float(i)}), nil
}
