package vm

import (
	"math"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// Complex is a complex number. Its arithmetic is CPython's: products
// by the textbook formula (a real operand is complex(x, 0) first),
// quotients by Smith's method, powers by repeated squaring for small
// integral exponents and through polar form otherwise.
type Complex struct {
	c complex128
}

func (*Complex) class(vm *VM) *Class { return vm.types.complex }

func (vm *VM) complexValue(c complex128) Value {
	vm.charge(16)
	return vm.newObj(&Complex{c: c})
}

// complexOf is v as a complex when v is a number (int, float, complex,
// or an instance of their subclasses).
func (vm *VM) complexOf(v Value) (complex128, bool) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Complex:
			return o.c, true
		case *Instance:
			if o.hasNative {
				return vm.complexOf(o.native)
			}
			return 0, false
		}
	}
	k := vm.numKindOf(v)
	if k == numNone {
		return 0, false
	}
	f, err := vm.toFloat(v, k)
	if err != nil {
		return 0, false
	}
	return complex(f, 0), true
}

// isComplex reports whether v is a complex (or extends one).
func (vm *VM) isComplex(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	switch o := vm.obj(v).(type) {
	case *Complex:
		return true
	case *Instance:
		return o.hasNative && vm.isComplex(o.native)
	}
	return false
}

// complexOp is a op b when either is a complex and the other a number.
func (vm *VM) complexOp(op int, a, b Value) (Value, bool, error) {
	if !vm.isComplex(a) && !vm.isComplex(b) {
		return 0, false, nil
	}
	x, ok := vm.complexOf(a)
	if !ok {
		return 0, false, nil
	}
	y, ok := vm.complexOf(b)
	if !ok {
		return 0, false, nil
	}
	switch op {
	case compile.NBAdd:
		return vm.complexValue(x + y), true, nil
	case compile.NBSubtract:
		return vm.complexValue(x - y), true, nil
	case compile.NBMultiply:
		return vm.complexValue(complexMul(x, y)), true, nil
	case compile.NBTrueDivide:
		q, ok := complexQuo(x, y)
		if !ok {
			return 0, true, vm.raise(vm.types.ZeroDivisionError, "complex division by zero")
		}
		return vm.complexValue(q), true, nil
	case compile.NBPower:
		p, err := vm.complexPow(x, y)
		if err != nil {
			return 0, true, err
		}
		return vm.complexValue(p), true, nil
	}
	return 0, false, nil
}

func complexMul(a, b complex128) complex128 {
	return complex(real(a)*real(b)-imag(a)*imag(b), real(a)*imag(b)+imag(a)*real(b))
}

// complexQuo is a / b by Smith's method; false for a zero divisor.
func complexQuo(a, b complex128) (complex128, bool) {
	br, bi := real(b), imag(b)
	absR, absI := math.Abs(br), math.Abs(bi)
	switch {
	case absR >= absI:
		if absR == 0 {
			return 0, false
		}
		ratio := bi / br
		denom := br + bi*ratio
		return complex((real(a)+imag(a)*ratio)/denom, (imag(a)-real(a)*ratio)/denom), true
	case absI >= absR:
		ratio := br / bi
		denom := br*ratio + bi
		return complex((real(a)*ratio+imag(a))/denom, (imag(a)*ratio-real(a))/denom), true
	}
	nan := math.NaN()
	return complex(nan, nan), true
}

// complexPow is a ** b.
func (vm *VM) complexPow(a, b complex128) (complex128, error) {
	var r complex128
	if imag(b) == 0 && real(b) == math.Floor(real(b)) && math.Abs(real(b)) <= 100 {
		n := int(real(b))
		if n >= 0 {
			r = complexPowU(a, n)
		} else {
			q, ok := complexQuo(1, complexPowU(a, -n))
			if !ok {
				return 0, vm.raise(vm.types.ZeroDivisionError, "0.0 to a negative or complex power")
			}
			r = q
		}
	} else {
		switch {
		case b == 0:
			r = 1
		case a == 0:
			if imag(b) != 0 || real(b) < 0 {
				return 0, vm.raise(vm.types.ZeroDivisionError, "0.0 to a negative or complex power")
			}
			r = 0
		default:
			vabs := math.Hypot(real(a), imag(a))
			l := math.Pow(vabs, real(b))
			at := math.Atan2(imag(a), real(a))
			phase := at * real(b)
			if imag(b) != 0 {
				l /= math.Exp(at * imag(b))
				phase += imag(b) * math.Log(vabs)
			}
			r = complex(l*pylib.Cos(phase), l*pylib.Sin(phase))
		}
	}
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		if !math.IsInf(real(a), 0) && !math.IsInf(imag(a), 0) && !math.IsInf(real(b), 0) && !math.IsInf(imag(b), 0) {
			return 0, vm.raise(vm.types.OverflowError, "complex exponentiation")
		}
	}
	return r, nil
}

// complexPowU is x ** n for n >= 0, by repeated squaring.
func complexPowU(x complex128, n int) complex128 {
	r := complex128(1)
	p := x
	for mask := 1; mask > 0 && n >= mask; mask <<= 1 {
		if n&mask != 0 {
			r = complexMul(r, p)
		}
		p = complexMul(p, p)
	}
	return r
}

// complexHash is CPython's hash of a complex.
func complexHash(c complex128) int64 {
	h := uint64(pylib.HashFloat(real(c))) + 1000003*uint64(pylib.HashFloat(imag(c)))
	if int64(h) == -1 {
		return -2
	}
	return int64(h)
}

// complexCompare compares a complex with a number: equality only.
func (vm *VM) complexCompare(op int, a, b Value) (Value, bool, error) {
	if !vm.isComplex(a) && !vm.isComplex(b) {
		return 0, false, nil
	}
	x, ok1 := vm.complexOf(a)
	y, ok2 := vm.complexOf(b)
	if op != compile.CmpEq && op != compile.CmpNe {
		return 0, false, nil
	}
	if !ok1 || !ok2 {
		return boolOf(op == compile.CmpNe), true, nil
	}
	// an int compares exactly with the real part
	eq := x == y
	if eq && imag(x) == 0 {
		if c, ok := vm.numCompare(vm.realPart(a, x), vm.realPart(b, y)); ok {
			eq = c == 0
		}
	}
	if op == compile.CmpEq {
		return boolOf(eq), true, nil
	}
	return boolOf(!eq), true, nil
}

// realPart is v itself when v is an int or a float, else the real part
// of c as a float.
func (vm *VM) realPart(v Value, c complex128) Value {
	if vm.numKindOf(v) != numNone {
		return v
	}
	return vm.Float(real(c))
}

// complexArg is a complex() argument as a complex: a number, or an
// object with __complex__, __float__ or __index__.
func (vm *VM) complexArg(v Value, which string) (complex128, bool, error) {
	if c, ok := vm.complexOf(v); ok {
		return c, vm.isComplex(v), nil
	}
	if r, ok, err := vm.callSpecial(v, "__complex__"); ok {
		if err != nil {
			return 0, false, err
		}
		c, ok := vm.complexOf(r)
		if !ok || !vm.isComplex(r) {
			return 0, false, vm.raise(vm.types.TypeError, "__complex__ returned non-complex (type %s)", vm.typeName(r))
		}
		return c, true, nil
	}
	for _, m := range []string{"__float__", "__index__"} {
		if r, ok, err := vm.callSpecial(v, m); ok {
			if err != nil {
				return 0, false, err
			}
			c, ok := vm.complexOf(r)
			if !ok {
				return 0, false, vm.raise(vm.types.TypeError, "%s returned non-float (type %s)", m, vm.typeName(r))
			}
			return c, false, nil
		}
	}
	if which == "first" {
		return 0, false, vm.raise(vm.types.TypeError, "complex() first argument must be a string or a number, not '%s'", vm.typeName(v))
	}
	return 0, false, vm.raise(vm.types.TypeError, "complex() second argument must be a number, not '%s'", vm.typeName(v))
}

// parseComplex reads complex()'s string argument.
func parseComplex(s string) (complex128, bool) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	if s == "" || strings.Contains(s, "_") && !validUnderscores(s) {
		return 0, false
	}
	s = strings.ReplaceAll(s, "_", "")
	// the real part ends at a sign that follows neither the start nor an
	// exponent's e
	split := -1
	for i := 1; i < len(s); i++ {
		if (s[i] == '+' || s[i] == '-') && s[i-1] != 'e' && s[i-1] != 'E' {
			split = i
			break
		}
	}
	num := func(t string) (float64, bool) {
		switch strings.ToLower(strings.TrimLeft(t, "+-")) {
		case "", "inf", "infinity", "nan":
		default:
			if strings.ContainsAny(t, " \t\n") {
				return 0, false
			}
		}
		f, err := pylib.ParseFloat(t)
		return f, err == nil
	}
	imagPart := func(t string) (float64, bool) {
		body := t[:len(t)-1]
		switch body {
		case "", "+":
			return 1, true
		case "-":
			return -1, true
		}
		return num(body)
	}
	last := s[len(s)-1]
	if last != 'j' && last != 'J' {
		if split >= 0 {
			return 0, false
		}
		f, ok := num(s)
		return complex(f, 0), ok
	}
	if split < 0 {
		f, ok := imagPart(s)
		return complex(0, f), ok
	}
	re, ok := num(s[:split])
	if !ok {
		return 0, false
	}
	im, ok := imagPart(s[split:])
	return complex(re, im), ok
}

func validUnderscores(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '_' && (i == 0 || i == len(s)-1 || !isDigitByte(s[i-1]) || !isDigitByte(s[i+1])) {
			return false
		}
	}
	return true
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// formatComplex is format(c, spec).
func formatComplex(c complex128, spec string) (string, error) {
	if spec == "" {
		return syntax.ComplexRepr(c), nil
	}
	return pylib.FormatComplex(real(c), imag(c), spec)
}

func (vm *VM) initComplex() {
	t := &vm.types
	vm.ctors[t.complex] = func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("complex", a, kw, "real=", "imag=")
		if err != nil {
			return 0, err
		}
		r, i := args[0], args[1]
		if r == Null {
			if i == Null {
				return vm.complexValue(0), nil
			}
			r = smallInt(0)
		}
		if s, ok := vm.strValue(r); ok {
			if i != Null {
				return 0, vm.raise(vm.types.TypeError, "complex() can't take second arg if first is a string")
			}
			c, ok := parseComplex(s)
			if !ok {
				return 0, vm.raise(vm.types.ValueError, "complex() arg is a malformed string")
			}
			return vm.complexValue(c), nil
		}
		if i != Null {
			if _, ok := vm.strValue(i); ok {
				return 0, vm.raise(vm.types.TypeError, "complex() second arg can't be a string")
			}
		}
		cr, rIsComplex, err := vm.complexArg(r, "first")
		if err != nil {
			return 0, err
		}
		if i == Null {
			if rIsComplex && vm.obj(r) != nil {
				if _, exact := vm.obj(r).(*Complex); exact {
					return r, nil
				}
			}
			return vm.complexValue(cr), nil
		}
		ci, iIsComplex, err := vm.complexArg(i, "second")
		if err != nil {
			return 0, err
		}
		// real + imag*1j, as CPython computes it
		re, im := real(cr), imag(cr)
		if iIsComplex {
			re -= imag(ci)
			if rIsComplex {
				im += real(ci)
			} else {
				im = real(ci)
			}
		} else if rIsComplex {
			im += real(ci)
		} else {
			im = real(ci)
		}
		return vm.complexValue(complex(re, im)), nil
	}
	c := t.complex
	self := func(name string, fn func(vm *VM, z complex128) (Value, error)) {
		vm.methodKw(c, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 0, 0); err != nil {
				return 0, err
			}
			z, ok := vm.complexOf(a[0])
			if !ok || !vm.isComplex(a[0]) {
				return 0, vm.raise(vm.types.TypeError, "descriptor '%s' requires a 'complex' object but received a '%s'", name, vm.typeName(a[0]))
			}
			return fn(vm, z)
		})
	}
	self("conjugate", func(vm *VM, z complex128) (Value, error) { return vm.complexValue(complex(real(z), -imag(z))), nil })
	self("__complex__", func(vm *VM, z complex128) (Value, error) { return vm.complexValue(z), nil })
	self("__getnewargs__", func(vm *VM, z complex128) (Value, error) {
		return vm.tuple([]Value{vm.Float(real(z)), vm.Float(imag(z))}), nil
	})
	self("__abs__", func(vm *VM, z complex128) (Value, error) { return vm.complexAbs(z) })
	vm.methodKw(c, "__format__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("__format__", a[1:], kw, 1, 1); err != nil {
			return 0, err
		}
		z, _ := vm.complexOf(a[0])
		spec, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "__format__() argument must be str, not %s", vm.typeName(a[1]))
		}
		s, err := formatComplex(z, spec)
		return vm.str(s), vm.pyErr(err)
	})
	for _, name := range []string{"real", "imag"} {
		name := name
		fget := vm.newObj(&Builtin{name: name, self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
			z, _ := vm.complexOf(a[0])
			if name == "real" {
				return vm.Float(real(z)), nil
			}
			return vm.Float(imag(z)), nil
		}})
		c.attrs[name] = vm.keep(vm.newObj(&Property{fget: vm.keep(fget), fset: None, fdel: None}))
	}
}

// complexAbs is abs(z).
func (vm *VM) complexAbs(z complex128) (Value, error) {
	re, im := real(z), imag(z)
	if math.IsInf(re, 0) || math.IsInf(im, 0) {
		return vm.Float(math.Inf(1)), nil
	}
	if math.IsNaN(re) || math.IsNaN(im) {
		return vm.Float(math.NaN()), nil
	}
	r := math.Hypot(re, im)
	if math.IsInf(r, 0) {
		return 0, vm.raise(vm.types.OverflowError, "absolute value too large")
	}
	return vm.Float(r), nil
}

// Complex makes a complex.
func (vm *VM) Complex(c complex128) Value { return vm.complexValue(c) }

// AsComplex is v as a complex: a number, or an object with __complex__,
// __float__ or __index__ (cmath's functions take these).
func (vm *VM) AsComplex(v Value) (complex128, error) {
	c, _, err := vm.complexArg(v, "")
	if err != nil && vm.matches(err, vm.types.TypeError) {
		return 0, vm.raise(vm.types.TypeError, "must be real number, not %s", vm.typeName(v))
	}
	return c, err
}
