package engine

import (
	"math"
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// number is the value of an arithmetic expression: an integer (i, or
// big beyond int64) or a float.
type number struct {
	isFloat bool
	i       int64
	big     *big.Int
	f       float64
}

func intNum(i int64) number     { return number{i: i} }
func floatNum(f float64) number { return number{isFloat: true, f: f} }

// bigNum is x as a number, int64 when it fits.
func bigNum(x *big.Int) number {
	if x.IsInt64() {
		return number{i: x.Int64()}
	}
	return number{big: x}
}

func (n number) asBig() *big.Int {
	if n.big != nil {
		return n.big
	}
	return big.NewInt(n.i)
}

func (n number) asFloat() float64 {
	switch {
	case n.isFloat:
		return n.f
	case n.big != nil:
		f, _ := new(big.Float).SetInt(n.big).Float64()
		return f
	}
	return float64(n.i)
}

// numberValue is the number term v (of kind kindInt or kindFloat).
func (m *Machine) numberValue(v heap.Value, k kind) number {
	if k == kindFloat {
		return floatNum(v.Float())
	}
	n := m.s.number(v)
	if n.big != nil {
		return number{big: n.big}
	}
	return intNum(n.i)
}

// numberTerm puts n on the heap. It is a safe point.
func (m *Machine) numberTerm(n number) (heap.Value, error) {
	switch {
	case n.isFloat:
		return heap.Float(n.f), nil
	case n.big == nil:
		v, err := m.s.Int(n.i)
		return v, heapError(err)
	}
	v, err := m.h.AllocHeader(bigHeader(n.big))
	if err != nil {
		return 0, heapError(err)
	}
	m.s.fillBig(v, n.big)
	return v, nil
}

// eval evaluates the arithmetic expression v (is/2). It does not
// allocate on the heap.
func (m *Machine) eval(v heap.Value) (number, error) {
	s := m.s
	v = s.Deref(v)
	if v.IsInt() {
		return intNum(v.Int()), nil
	}
	switch k := s.kindOf(v); k {
	case kindInt, kindFloat:
		return m.numberValue(v, k), nil
	case kindVar:
		return number{}, instantiationError()
	case kindAtom:
		return m.evalOp(s.AtomOf(v).Name(), nil, v)
	}
	name, arity := m.nameArity(v)
	if arity > 2 {
		return number{}, m.notEvaluable(name, arity)
	}
	args := make([]number, arity)
	for i := range arity {
		x, err := m.eval(s.arg(v, i))
		if err != nil {
			return number{}, err
		}
		args[i] = x
	}
	if name == term.Dot && arity == 2 {
		if t := s.Deref(s.arg(v, 1)); t != s.Atom(term.Nil) {
			return number{}, m.typeError("evaluable", v)
		}
		return args[0], nil
	}
	return m.evalOp(name.Name(), args, v)
}

func (m *Machine) notEvaluable(name term.Atom, arity int) error {
	return isoError(term.New("type_error", term.Intern("evaluable"), indicator(name, arity)))
}

// evalOp applies the evaluable functor name to args.
func (m *Machine) evalOp(name string, args []number, v heap.Value) (number, error) {
	switch len(args) {
	case 0:
		switch name {
		case "pi":
			return floatNum(math.Pi), nil
		case "e":
			return floatNum(math.E), nil
		case "max_tagged_integer":
			return intNum(heap.MaxInt), nil
		case "epsilon":
			return floatNum(math.Nextafter(1, 2) - 1), nil
		case "inf", "infinite":
			return floatNum(math.Inf(1)), nil
		case "nan":
			return floatNum(math.NaN()), nil
		case "random":
			return floatNum(0.5), nil
		}
	case 1:
		if r, ok, err := evalUnary(name, args[0]); ok {
			return r, err
		}
	case 2:
		if r, ok, err := evalBinary(name, args[0], args[1]); ok {
			return r, err
		}
	}
	n, a := m.nameArity(v)
	return number{}, m.notEvaluable(n, a)
}

func intExpected(x number) error {
	return isoError(term.New("type_error", term.Intern("integer"), term.Float(x.f)))
}

// checkFloat turns an infinite or NaN result into the ISO error.
func checkFloat(f float64) (number, error) {
	switch {
	case math.IsNaN(f):
		return number{}, evaluationError("undefined")
	case math.IsInf(f, 0):
		return number{}, evaluationError("float_overflow")
	}
	return floatNum(f), nil
}

func evalUnary(name string, x number) (number, bool, error) {
	switch name {
	case "-":
		switch {
		case x.isFloat:
			return floatNum(-x.f), true, nil
		case x.big == nil && x.i != math.MinInt64:
			return intNum(-x.i), true, nil
		}
		return bigNum(new(big.Int).Neg(x.asBig())), true, nil
	case "+":
		return x, true, nil
	case "abs":
		switch {
		case x.isFloat:
			return floatNum(math.Abs(x.f)), true, nil
		case x.big == nil && x.i >= 0:
			return x, true, nil
		}
		return bigNum(new(big.Int).Abs(x.asBig())), true, nil
	case "sign":
		switch {
		case x.isFloat:
			if x.f > 0 {
				return floatNum(1), true, nil
			} else if x.f < 0 {
				return floatNum(-1), true, nil
			}
			return x, true, nil
		}
		return intNum(int64(x.asBig().Sign())), true, nil
	case "float":
		return floatNum(x.asFloat()), true, nil
	case "integer":
		if !x.isFloat {
			return x, true, nil
		}
		return floatToInt(math.Round(x.f))
	case "float_integer_part":
		return floatNum(math.Trunc(x.asFloat())), true, nil
	case "float_fractional_part":
		f := x.asFloat()
		return floatNum(f - math.Trunc(f)), true, nil
	case "truncate", "round", "ceiling", "floor":
		if !x.isFloat {
			return x, true, nil
		}
		f := map[string]func(float64) float64{"truncate": math.Trunc, "round": math.Round, "ceiling": math.Ceil, "floor": math.Floor}[name](x.f)
		return floatToInt(f)
	case "\\":
		if x.isFloat {
			return number{}, true, intExpected(x)
		}
		if x.big == nil {
			return intNum(^x.i), true, nil
		}
		return bigNum(new(big.Int).Not(x.big)), true, nil
	case "msb":
		if x.isFloat {
			return number{}, true, intExpected(x)
		}
		return intNum(int64(x.asBig().BitLen() - 1)), true, nil
	}
	fns := map[string]func(float64) float64{
		"sqrt": math.Sqrt, "sin": math.Sin, "cos": math.Cos, "tan": math.Tan, "asin": math.Asin,
		"acos": math.Acos, "atan": math.Atan, "exp": math.Exp, "log": math.Log,
	}
	if fn, ok := fns[name]; ok {
		f := x.asFloat()
		if (name == "log" && f <= 0) || (name == "sqrt" && f < 0) {
			return number{}, true, evaluationError("undefined")
		}
		r, err := checkFloat(fn(f))
		return r, true, err
	}
	return number{}, false, nil
}

// floatToInt is the integer nearest below |f| with f's sign (f already
// rounded as asked).
func floatToInt(f float64) (number, bool, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return number{}, true, evaluationError("undefined")
	}
	if f >= -9.2e18 && f <= 9.2e18 {
		return intNum(int64(f)), true, nil
	}
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return bigNum(b), true, nil
}

func evalBinary(name string, x, y number) (number, bool, error) {
	isInt := !x.isFloat && !y.isFloat
	small := isInt && x.big == nil && y.big == nil
	switch name {
	case "+", "-", "*":
		if isInt {
			if small {
				a, b := x.i, y.i
				switch name {
				case "+":
					if r := a + b; (r > a) == (b > 0) {
						return intNum(r), true, nil
					}
				case "-":
					if r := a - b; (r < a) == (b > 0) {
						return intNum(r), true, nil
					}
				case "*":
					if a == 0 || b == 0 {
						return intNum(0), true, nil
					}
					if r := a * b; r/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64) {
						return intNum(r), true, nil
					}
				}
			}
			op := map[string]func(z, a, b *big.Int) *big.Int{"+": (*big.Int).Add, "-": (*big.Int).Sub, "*": (*big.Int).Mul}[name]
			return bigNum(op(new(big.Int), x.asBig(), y.asBig())), true, nil
		}
		a, b := x.asFloat(), y.asFloat()
		var r float64
		switch name {
		case "+":
			r = a + b
		case "-":
			r = a - b
		default:
			r = a * b
		}
		n, err := checkFloat(r)
		return n, true, err
	case "/":
		if isInt {
			if y.asBig().Sign() == 0 {
				return number{}, true, evaluationError("zero_divisor")
			}
			q, r := new(big.Int).QuoRem(x.asBig(), y.asBig(), new(big.Int))
			if r.Sign() == 0 {
				return bigNum(q), true, nil
			}
		}
		if y.asFloat() == 0 {
			return number{}, true, evaluationError("zero_divisor")
		}
		n, err := checkFloat(x.asFloat() / y.asFloat())
		return n, true, err
	case "//", "mod", "rem", "div", ">>", "<<", "/\\", "\\/", "xor", "gcd":
		if x.isFloat {
			return number{}, true, intExpected(x)
		}
		if y.isFloat {
			return number{}, true, intExpected(y)
		}
		return intBinary(name, x, y)
	case "min", "max":
		c := compareNums(x, y)
		if (name == "min") == (c <= 0) {
			return x, true, nil
		}
		return y, true, nil
	case "**":
		if isInt {
			return intPow(x, y)
		}
		n, err := checkFloat(math.Pow(x.asFloat(), y.asFloat()))
		return n, true, err
	case "^":
		if isInt {
			return intPow(x, y)
		}
		n, err := checkFloat(math.Pow(x.asFloat(), y.asFloat()))
		return n, true, err
	case "atan2", "atan":
		n, err := checkFloat(math.Atan2(x.asFloat(), y.asFloat()))
		return n, true, err
	case "copysign":
		return floatNum(math.Copysign(x.asFloat(), y.asFloat())), true, nil
	case "log":
		n, err := checkFloat(math.Log(y.asFloat()) / math.Log(x.asFloat()))
		return n, true, err
	}
	return number{}, false, nil
}

func intPow(x, y number) (number, bool, error) {
	if y.asBig().Sign() < 0 {
		switch {
		case x.big == nil && x.i == 1:
			return intNum(1), true, nil
		case x.big == nil && x.i == -1:
			if y.asBig().Bit(0) == 0 {
				return intNum(1), true, nil
			}
			return intNum(-1), true, nil
		case x.big == nil && x.i == 0:
			return number{}, true, evaluationError("zero_divisor")
		}
		return number{}, true, isoError(term.New("type_error", term.Intern("float"), term.Int(x.i)))
	}
	return bigNum(new(big.Int).Exp(x.asBig(), y.asBig(), nil)), true, nil
}

func intBinary(name string, x, y number) (number, bool, error) {
	a, b := x.asBig(), y.asBig()
	switch name {
	case "//", "mod", "rem", "div":
		if b.Sign() == 0 {
			return number{}, true, evaluationError("zero_divisor")
		}
		if x.big == nil && y.big == nil && !(x.i == math.MinInt64 && y.i == -1) {
			p, q := x.i, y.i
			switch name {
			case "//":
				return intNum(p / q), true, nil
			case "rem":
				return intNum(p % q), true, nil
			case "mod":
				r := p % q
				if r != 0 && (r < 0) != (q < 0) {
					r += q
				}
				return intNum(r), true, nil
			default:
				d := p / q
				if (p%q != 0) && ((p < 0) != (q < 0)) {
					d--
				}
				return intNum(d), true, nil
			}
		}
		z := new(big.Int)
		switch name {
		case "//":
			z.Quo(a, b)
		case "rem":
			z.Rem(a, b)
		case "mod":
			z.Mod(a, b)
			if z.Sign() != 0 && b.Sign() < 0 {
				z.Add(z, b)
			}
		default:
			r := new(big.Int)
			z.QuoRem(a, b, r)
			if r.Sign() != 0 && r.Sign() != b.Sign() {
				z.Sub(z, big.NewInt(1))
			}
		}
		return bigNum(z), true, nil
	case ">>", "<<":
		if !b.IsInt64() {
			return number{}, true, representationError("max_integer")
		}
		n := b.Int64()
		if (name == ">>") == (n >= 0) {
			if n < 0 {
				n = -n
			}
			return bigNum(new(big.Int).Rsh(a, uint(min(n, 1<<20)))), true, nil
		}
		if n < 0 {
			n = -n
		}
		return bigNum(new(big.Int).Lsh(a, uint(n))), true, nil
	case "/\\":
		return bigNum(new(big.Int).And(a, b)), true, nil
	case "\\/":
		return bigNum(new(big.Int).Or(a, b)), true, nil
	case "xor":
		return bigNum(new(big.Int).Xor(a, b)), true, nil
	case "gcd":
		return bigNum(new(big.Int).GCD(nil, nil, new(big.Int).Abs(a), new(big.Int).Abs(b))), true, nil
	}
	return number{}, false, nil
}

// compareNums compares two numbers by value (=:=, <, ...).
func compareNums(x, y number) int {
	if !x.isFloat && !y.isFloat {
		if x.big == nil && y.big == nil {
			switch {
			case x.i < y.i:
				return -1
			case x.i > y.i:
				return 1
			}
			return 0
		}
		return x.asBig().Cmp(y.asBig())
	}
	a, b := x.asFloat(), y.asFloat()
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
