package arith

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"syscall"
	"time"
)

// Function is an evaluable functor Name/Arity.
type Function struct {
	Name  string
	Arity int
	f0    func() (Num, error)
	f1    func(Num) (Num, error)
	f2    func(Num, Num) (Num, error)
	// rand0 and rand1 are set for the functions that draw random
	// numbers (of no argument and of one): they draw from the generator
	// CallRand is given. (Taking the arguments one by one, not as the
	// slice, keeps an evaluation's slice of arguments on its stack.)
	rand0 func(r *rand.Rand) (Num, error)
	rand1 func(r *rand.Rand, a Num) (Num, error)
}

// Call evaluates the function on len(args) == f.Arity numbers (random
// numbers come from the process's generator).
func (f *Function) Call(args []Num) (Num, error) {
	return f.CallRand(nil, args)
}

// CallRand is Call with r as the generator of random/1 and random_float
// (nil: the process's).
func (f *Function) CallRand(r *rand.Rand, args []Num) (Num, error) {
	switch {
	case f.rand0 != nil:
		return f.rand0(r)
	case f.rand1 != nil:
		return f.rand1(r, args[0])
	}
	switch f.Arity {
	case 0:
		return f.f0()
	case 1:
		return f.f1(args[0])
	}
	return f.f2(args[0], args[1])
}

type key struct {
	name  string
	arity int
}

var functions = map[key]*Function{}

// Lookup returns the evaluable functor name/arity.
func Lookup(name string, arity int) (*Function, bool) {
	f, ok := functions[key{name, arity}]
	return f, ok
}

// Eval applies the evaluable functor name to args: type_error(evaluable,
// Name/Arity) when there is none.
func Eval(name string, args []Num) (Num, error) {
	f, ok := Lookup(name, len(args))
	if !ok {
		return Num{}, notEvaluable(name, len(args))
	}
	return f.Call(args)
}

func def0(name string, f func() (Num, error)) {
	functions[key{name, 0}] = &Function{Name: name, f0: f}
}

func def1(name string, f func(Num) (Num, error)) {
	functions[key{name, 1}] = &Function{Name: name, Arity: 1, f1: f}
}

func def2(name string, f func(Num, Num) (Num, error)) {
	functions[key{name, 2}] = &Function{Name: name, Arity: 2, f2: f}
}

// constant defines name/0 as x.
func constant(name string, x Num) { def0(name, func() (Num, error) { return x, nil }) }

// mixed defines a binary function that works on integers (fast on int64,
// slow in math/big) and goes to floats when either operand is a float.
func mixed(name string, fast func(x, y int64) (int64, bool, error), slow bigOp, fl func(x, y float64) float64) {
	def2(name, func(a, b Num) (Num, error) {
		if a.kind == KindFloat || b.kind == KindFloat {
			return floatOp2(a, b, fl)
		}
		return intOp(a, b, fast, slow)
	})
}

// integers defines a binary function on integers only.
func integers(name string, fast func(x, y int64) (int64, bool, error), slow bigOp) {
	def2(name, func(a, b Num) (Num, error) { return intOp(a, b, fast, slow) })
}

// floatOp2 applies f to a and b as floats.
func floatOp2(a, b Num, f func(x, y float64) float64) (Num, error) {
	x, err := a.toFloat()
	if err != nil {
		return Num{}, err
	}
	y, err := b.toFloat()
	if err != nil {
		return Num{}, err
	}
	return fromFloat(f(x, y))
}

// floatFn defines a float function of one argument; domain, when not nil,
// says which arguments are inside its domain (others are
// evaluation_error(undefined)).
func floatFn(name string, f func(float64) float64, domain func(float64) bool) {
	def1(name, func(a Num) (Num, error) {
		x, err := a.toFloat()
		if err != nil {
			return Num{}, err
		}
		if _, err := fromFloat(x); err != nil {
			return Num{}, err // sin(inf) overflows, cos(nan) is undefined (SWI-Prolog)
		}
		if domain != nil && !domain(x) {
			if x == 0 && (name == "log" || name == "log10") {
				return Num{}, errLogZero
			}
			return Num{}, errUndefined
		}
		return fromFloat(f(x))
	})
}

// rounding defines a float-to-integer function; an integer argument is
// returned as it is.
func rounding(name string, f func(float64) float64) {
	def1(name, func(a Num) (Num, error) {
		if a.kind != KindFloat {
			return a, nil
		}
		return floatToInt(f(a.f))
	})
}

// floatToInt is the integral float f as an integer.
func floatToInt(f float64) (Num, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return Num{}, errUndefined
	}
	if -(1<<63) <= f && f < 1<<63 {
		return Int(int64(f)), nil
	}
	i, _ := big.NewFloat(f).Int(nil)
	return Big(i), nil
}

// bitwise1 defines a unary function on integers only.
func bitwise1(name string, fast func(int64) Num, slow func(*big.Int) Num) {
	def1(name, func(a Num) (Num, error) {
		switch a.kind {
		case KindInt:
			return fast(a.i), nil
		case KindBig:
			return slow(a.b), nil
		}
		return Num{}, needInteger(a)
	})
}

func positive(x float64) bool    { return x > 0 }
func notNegative(x float64) bool { return x >= 0 }
func unit(x float64) bool        { return -1 <= x && x <= 1 }

func init() {
	mixed("+", addInt, addBig, func(x, y float64) float64 { return x + y })
	mixed("-", subInt, subBig, func(x, y float64) float64 { return x - y })
	mixed("*", mulInt, mulBig, func(x, y float64) float64 { return x * y })
	def2("/", divide)
	integers("//", intDiv, intDivBig)
	integers("rem", rem, remBig)
	integers("mod", mod, modBig)
	integers("div", floorDiv, floorDivBig)
	integers("gcd", gcd, gcdBig)
	integers("lcm", func(int64, int64) (int64, bool, error) { return 0, false, nil }, lcmBig)
	integers("/\\", and, andBig)
	integers("\\/", or, orBig)
	integers("xor", xor, xorBig)
	def2("<<", shift)
	def2(">>", func(x, n Num) (Num, error) {
		if n.kind == KindFloat {
			return Num{}, needInteger(n)
		}
		return shift(x, negate(n))
	})
	def2("**", power)
	def2("^", intPower)
	def2("min", func(a, b Num) (Num, error) { return pick(a, b, -1) })
	def2("max", func(a, b Num) (Num, error) { return pick(a, b, 1) })
	def2("atan2", atan2)
	def2("atan", atan2)
	def2("copysign", func(a, b Num) (Num, error) {
		x, err := a.toFloat()
		if err != nil {
			return Num{}, err
		}
		y, err := b.toFloat()
		return Float(math.Copysign(x, y)), err
	})
	def2("log", func(base, x Num) (Num, error) {
		b, err := base.toFloat()
		if err != nil {
			return Num{}, err
		}
		y, err := x.toFloat()
		if err != nil {
			return Num{}, err
		}
		if b <= 0 || y <= 0 || b == 1 {
			return Num{}, errUndefined
		}
		return fromFloat(math.Log(y) / math.Log(b))
	})

	def1("-", func(a Num) (Num, error) { return negate(a), nil })
	def1("+", func(a Num) (Num, error) { return a, nil })
	def1("abs", func(a Num) (Num, error) {
		if a.Sign() < 0 {
			return negate(a), nil
		}
		if a.kind == KindFloat {
			return Float(math.Abs(a.f)), nil
		}
		return a, nil
	})
	def1("sign", func(a Num) (Num, error) {
		if a.kind == KindFloat {
			if a.f == 0 || math.IsNaN(a.f) {
				return a, nil
			}
			return Float(float64(a.Sign())), nil
		}
		return Int(int64(a.Sign())), nil
	})
	def1("float", func(a Num) (Num, error) {
		f, err := a.toFloat()
		if err != nil {
			return Num{}, err
		}
		return fromFloat(f)
	})
	def1("integer", func(a Num) (Num, error) {
		if a.kind != KindFloat {
			return a, nil
		}
		return floatToInt(math.Round(a.f))
	})
	rounding("truncate", math.Trunc)
	rounding("round", math.Round)
	rounding("ceiling", math.Ceil)
	rounding("floor", math.Floor)
	def1("float_integer_part", func(a Num) (Num, error) {
		if a.kind != KindFloat {
			return a, nil
		}
		return fromFloat(math.Trunc(a.f))
	})
	def1("float_fractional_part", func(a Num) (Num, error) {
		if a.kind != KindFloat {
			return Int(0), nil
		}
		if math.IsInf(a.f, 0) {
			return Float(math.Copysign(0, a.f)), nil // as SWI-Prolog
		}
		_, frac := math.Modf(a.f)
		return fromFloat(frac)
	})
	bitwise1("\\", func(x int64) Num { return Int(^x) }, func(x *big.Int) Num { return Big(new(big.Int).Not(x)) })
	def1("msb", func(a Num) (Num, error) { return bitIndex(a, true) })
	def1("lsb", func(a Num) (Num, error) { return bitIndex(a, false) })
	def1("popcount", func(a Num) (Num, error) {
		switch {
		case a.kind == KindFloat:
			return Num{}, needInteger(a)
		case a.Sign() < 0:
			return Num{}, notLessThan("zero", a)
		case a.kind == KindInt:
			return Int(int64(bits.OnesCount64(uint64(a.i)))), nil
		}
		n := 0
		for _, w := range a.b.Bits() {
			n += bits.OnesCount(uint(w))
		}
		return Int(int64(n)), nil
	})

	floatFn("sqrt", math.Sqrt, notNegative)
	floatFn("sin", math.Sin, nil)
	floatFn("cos", math.Cos, nil)
	floatFn("tan", math.Tan, nil)
	floatFn("cot", func(x float64) float64 { return 1 / math.Tan(x) }, func(x float64) bool { return x != 0 })
	floatFn("asin", math.Asin, unit)
	floatFn("acos", math.Acos, unit)
	floatFn("atan", math.Atan, nil)
	floatFn("acot", func(x float64) float64 { return math.Atan(1 / x) }, nil)
	floatFn("exp", math.Exp, nil)
	floatFn("log", math.Log, positive)
	floatFn("log2", math.Log2, positive)
	floatFn("log10", math.Log10, positive)
	floatFn("sinh", math.Sinh, nil)
	floatFn("cosh", math.Cosh, nil)
	floatFn("tanh", math.Tanh, nil)
	floatFn("asinh", math.Asinh, nil)
	floatFn("acosh", math.Acosh, func(x float64) bool { return x >= 1 })
	floatFn("atanh", math.Atanh, func(x float64) bool { return -1 < x && x < 1 })
	floatFn("lgamma", func(x float64) float64 { y, _ := math.Lgamma(x); return y }, nil)
	floatFn("erf", math.Erf, nil)
	floatFn("erfc", math.Erfc, nil)
	functions[key{"random", 1}] = &Function{Name: "random", Arity: 1, rand1: func(r *rand.Rand, a Num) (Num, error) {
		switch {
		case a.kind == KindFloat:
			return Num{}, needInteger(a)
		case a.Sign() <= 0:
			return Num{}, notLessThan("one", a)
		case a.kind == KindInt && r == nil:
			return Int(rand.Int64N(a.i)), nil
		case a.kind == KindInt:
			return Int(r.Int64N(a.i)), nil
		}
		return Big(randomBig(r, a.b)), nil
	}}

	constant("pi", Float(math.Pi))
	constant("e", Float(math.E))
	constant("inf", Float(math.Inf(1)))
	constant("infinite", Float(math.Inf(1)))
	constant("nan", Float(math.NaN()))
	constant("epsilon", Float(math.Nextafter(1, 2)-1))
	functions[key{"random_float", 0}] = &Function{Name: "random_float", rand0: func(r *rand.Rand) (Num, error) {
		if r == nil {
			return Float(rand.Float64()), nil
		}
		return Float(r.Float64()), nil
	}}
	def0("cputime", func() (Num, error) { return Float(cpuTime()), nil })
	def0("realtime", func() (Num, error) { return Int(time.Now().Unix()), nil })
}

// randomBig is a random integer in [0, n) (n beyond int64) from r (nil:
// the process's generator): uniform, by rejection of draws of n's bit
// length.
func randomBig(r *rand.Rand, n *big.Int) *big.Int {
	u64 := rand.Uint64
	if r != nil {
		u64 = r.Uint64
	}
	bits := n.BitLen()
	b := make([]byte, (bits+7)/8)
	for {
		for i := 0; i < len(b); i += 8 {
			w := u64()
			for j := i; j < min(i+8, len(b)); j++ {
				b[j] = byte(w)
				w >>= 8
			}
		}
		b[0] &= byte(0xff >> (len(b)*8 - bits))
		if x := new(big.Int).SetBytes(b); x.Cmp(n) < 0 {
			return x
		}
	}
}

// notLessThan is domain_error(not_less_than_<what>, X).
func notLessThan(what string, x Num) *Error {
	return domainError("not_less_than_"+what, x)
}

// cpuTime is the process's user and system time in seconds.
func cpuTime() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return tv(ru.Utime) + tv(ru.Stime)
}

// divide is /: exact integer divisions stay integers, others are floats.
func divide(a, b Num) (Num, error) {
	if b.Sign() == 0 && !(b.kind == KindFloat && math.IsNaN(b.f)) {
		if a.kind == KindFloat || b.kind == KindFloat {
			switch {
			case a.Sign() == 0: // 0.0/0 (NaN included: its Sign is 0)
				return Num{}, errZeroByZero
			case a.kind == KindFloat && math.IsInf(a.f, 0):
				return Num{}, errInfByZero
			}
		}
		return Num{}, errZeroDivisor
	}
	if a.kind == KindFloat || b.kind == KindFloat {
		return floatOp2(a, b, func(x, y float64) float64 { return x / y })
	}
	if a.kind == KindInt && b.kind == KindInt {
		if a.i%b.i == 0 && !(a.i == math.MinInt64 && b.i == -1) {
			return Int(a.i / b.i), nil
		}
		if exactFloat(a.i) && exactFloat(b.i) {
			return Float(float64(a.i) / float64(b.i)), nil
		}
	}
	q, m := new(big.Int).QuoRem(a.bigOf(), b.bigOf(), new(big.Int))
	if m.Sign() == 0 {
		return Big(q), nil
	}
	f, _ := new(big.Rat).SetFrac(a.bigOf(), b.bigOf()).Float64()
	return fromFloat(f)
}

// exactFloatInts bounds the integers that convert to float64 exactly.
const exactFloatInts = 1 << 53

// exactFloat reports whether float64(i) == i.
func exactFloat(i int64) bool { return -exactFloatInts <= i && i <= exactFloatInts }

// power is **: integers when both operands are integers and the result
// is one (SWI-Prolog), floats otherwise.
func power(a, b Num) (Num, error) {
	if a.IsInteger() && b.IsInteger() {
		if b.Sign() >= 0 {
			return intPow(a, b)
		}
		if r, ok, err := unitPower(a, b); ok || err != nil {
			return r, err
		}
	}
	return floatPower(a, b)
}

// intPower is ^: integers stay integers (ISO's corrigendum 2).
func intPower(a, b Num) (Num, error) {
	if a.kind == KindFloat || b.kind == KindFloat {
		return floatPower(a, b)
	}
	if b.Sign() >= 0 {
		return intPow(a, b)
	}
	if r, ok, err := unitPower(a, b); ok || err != nil {
		return r, err
	}
	return Num{}, TypeError("float", a.Term())
}

// unitPower is a^b for integers with b < 0 when the result is an integer:
// the bases 1 and -1; 0 is zero_divisor.
func unitPower(a, b Num) (Num, bool, error) {
	switch {
	case a.Sign() == 0:
		return Num{}, false, errZeroDivisor
	case a.kind == KindInt && a.i == 1:
		return Int(1), true, nil
	case a.kind == KindInt && a.i == -1:
		if b.bigOf().Bit(0) == 0 {
			return Int(1), true, nil
		}
		return Int(-1), true, nil
	}
	return Num{}, false, nil
}

// floatPower is a**b on floats.
func floatPower(a, b Num) (Num, error) {
	x, err := a.toFloat()
	if err != nil {
		return Num{}, err
	}
	y, err := b.toFloat()
	if err != nil {
		return Num{}, err
	}
	for _, f := range [2]float64{x, y} {
		if _, err := fromFloat(f); err != nil {
			return Num{}, err // 0.5 ** inf overflows, 1.0 ** nan is undefined (SWI-Prolog)
		}
	}
	switch {
	case x == 0 && y < 0:
		return Num{}, errZeroPowerNegative
	case x < 0 && y != math.Trunc(y):
		return Num{}, errUndefined
	}
	return fromFloat(math.Pow(x, y))
}

// pick is min (want -1) or max (want 1); of equal numbers of different
// types it gives the float, as SWI-Prolog.
func pick(a, b Num, want int) (Num, error) {
	c, ok := Compare(a, b)
	switch {
	case !ok && a.kind == KindFloat && math.IsNaN(a.f):
		return b, nil // the other, as SWI-Prolog: max(nan, 1) = 1
	case !ok:
		return a, nil
	case c == want:
		return a, nil
	case c == 0 && a.kind == KindFloat:
		return a, nil
	}
	return b, nil
}

// atan2 is atan2(Y, X); atan2(0, 0) is undefined (ISO's corrigendum).
func atan2(y, x Num) (Num, error) {
	if y.Sign() == 0 && x.Sign() == 0 {
		return Num{}, errUndefined
	}
	for _, a := range [2]Num{y, x} {
		if a.kind == KindFloat {
			if _, err := fromFloat(a.f); err != nil {
				return Num{}, err // atan2(inf, 1) overflows (SWI-Prolog)
			}
		}
	}
	return floatOp2(y, x, math.Atan2)
}

// bitIndex is msb (the index of the most significant bit) or lsb (the
// least) of a positive integer.
func bitIndex(a Num, most bool) (Num, error) {
	switch {
	case a.kind == KindFloat:
		return Num{}, needInteger(a)
	case a.Sign() <= 0:
		return Num{}, notLessThan("one", a)
	case most:
		return Int(int64(a.bigOf().BitLen() - 1)), nil
	}
	return Int(int64(a.bigOf().TrailingZeroBits())), nil
}
