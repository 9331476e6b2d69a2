package vm

import (
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// moduleBuilder makes a built-in module on first import.
type moduleBuilder func(vm *VM) Value

// defIn registers a function in a module's globals.
func (vm *VM) defIn(m *Module, name string, fn BuiltinFunc) {
	m.globals.strSet(name, vm.str(name), vm.newObj(&Builtin{name: name, fn: fn, self: Null}))
}

func (vm *VM) initModules() {
	vm.types.stream = vm.builtinClass("TextIOWrapper")
	vm.types.stream.module = "_io"
	vm.initStdin()
	vm.method(vm.types.stream, "write", func(vm *VM, a []Value) (Value, error) {
		if vm.obj(a[0]).(*Stream).in {
			return 0, vm.raise(vm.types.OSError, "not writable")
		}
		s, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "write() argument must be str, not %s", vm.typeName(a[1]))
		}
		if err := vm.write(a[0], s); err != nil {
			return 0, err
		}
		return vm.Int(int64(pylib.Len(s))), nil
	}, 2)
	vm.method(vm.types.stream, "flush", func(vm *VM, a []Value) (Value, error) {
		if vm.obj(a[0]).(*Stream).in {
			return None, nil
		}
		return None, vm.flushStream(a[0])
	}, 1)
	vm.stdout = vm.keep(vm.newObj(&Stream{}))
	vm.stderr = vm.keep(vm.newObj(&Stream{err: true}))
	vm.builtinModules = map[string]moduleBuilder{
		"sys":          (*VM).sysModule,
		"math":         (*VM).mathModule,
		"time":         (*VM).timeModule,
		"_collections": (*VM).collectionsModule,
		"random":       (*VM).randomModule,
	}
}

func (vm *VM) sysModule() Value {
	m, mv := vm.newModule("sys", "")
	argv := make([]Value, len(vm.cfg.Argv))
	for i, a := range vm.cfg.Argv {
		argv[i] = vm.str(a)
	}
	set := func(name string, v Value) { m.globals.strSet(name, vm.str(name), v) }
	set("argv", vm.list(argv))
	set("maxsize", vm.Int(math.MaxInt64))
	set("stdout", vm.stdout)
	set("stderr", vm.stderr)
	set("stdin", vm.stdin)
	set("version", vm.str("3.11.7 (minipy)"))
	set("platform", vm.str("linux"))
	set("byteorder", vm.str("little"))
	set("version_info", vm.tuple([]Value{smallInt(3), smallInt(11), smallInt(7), vm.str("final"), smallInt(0)}))
	vm.defIn(m, "exit", builtinExit)
	vm.defIn(m, "setrecursionlimit", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("setrecursionlimit", a, kw, 1, 1); err != nil {
			return 0, err
		}
		n, err := vm.toInt(a[0])
		if err != nil {
			return 0, err
		}
		if n < 1 {
			return 0, vm.raise(vm.types.ValueError, "recursion limit must be greater or equal than 1")
		}
		vm.setRecursionLimit(int(min(n, maxRecursionLimit)))
		return None, nil
	})
	vm.defIn(m, "getrecursionlimit", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.Int(int64(vm.recLimit)), nil
	})
	vm.defIn(m, "exc_info", func(vm *VM, a []Value, kw []string) (Value, error) {
		if vm.handled == None {
			return vm.tuple([]Value{None, None, None}), nil
		}
		return vm.tuple([]Value{vm.typeOf(vm.handled).self, vm.handled, None}), nil
	})
	vm.defIn(m, "intern", func(vm *VM, a []Value, kw []string) (Value, error) { return a[0], nil })
	vm.defIn(m, "get_int_max_str_digits", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("get_int_max_str_digits", a, kw, 0, 0); err != nil {
			return 0, err
		}
		return vm.Int(int64(vm.maxStrDigits)), nil
	})
	vm.defIn(m, "set_int_max_str_digits", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("set_int_max_str_digits", a, kw, "maxdigits")
		if err != nil {
			return 0, err
		}
		arg, ok := kws["maxdigits"]
		if len(pos) == 1 {
			arg, ok = pos[0], true
		}
		if !ok || len(pos) > 1 {
			return 0, vm.raise(vm.types.TypeError, "set_int_max_str_digits() takes exactly one argument")
		}
		n, err := vm.toInt(arg)
		if err != nil {
			return 0, err
		}
		if n != 0 && n < pylib.StrDigitsCheckThreshold || n > math.MaxInt32 {
			return 0, vm.raise(vm.types.ValueError, "maxdigits must be 0 or larger than %d", pylib.StrDigitsCheckThreshold)
		}
		vm.maxStrDigits = int(n)
		return None, nil
	})
	set("modules", vm.newObj(newDict()))
	ns, err := vm.newClass("SimpleNamespace", nil, nil, nil)
	if err == nil {
		ns.module = "types"
		ns.attrs["__repr__"] = vm.newObj(&Builtin{name: "__repr__", self: Null, fn: namespaceRepr})
		impl := &Instance{cls: ns, shape: ns.ic.Root()}
		impl.set("name", vm.str("minipy"))
		impl.set("version", vm.tuple([]Value{smallInt(3), smallInt(11), smallInt(7), vm.str("final"), smallInt(0)}))
		impl.set("hexversion", vm.Int(0x030b07f0))
		impl.set("cache_tag", None)
		set("implementation", vm.newObj(impl))
		info := &Instance{cls: ns, shape: ns.ic.Root()}
		for _, f := range []struct {
			name string
			v    int64
		}{{"bits_per_digit", 30}, {"sizeof_digit", 4}, {"default_max_str_digits", pylib.MaxStrDigits}, {"str_digits_check_threshold", pylib.StrDigitsCheckThreshold}} {
			info.set(f.name, vm.Int(f.v))
		}
		set("int_info", vm.newObj(info))
	}
	return mv
}

// maxRecursionLimit is the deepest recursion the interpreter allows,
// whatever sys.setrecursionlimit asks: frames live on the heap, so this
// bounds memory, not the Go stack.
const maxRecursionLimit = 200000

func (vm *VM) mathModule() Value {
	m, mv := vm.newModule("math", "")
	set := func(name string, v Value) { m.globals.strSet(name, vm.str(name), v) }
	set("pi", vm.Float(math.Pi))
	set("e", vm.Float(math.E))
	set("tau", vm.Float(2*math.Pi))
	set("inf", vm.Float(math.Inf(1)))
	set("nan", vm.Float(math.NaN()))
	f1 := func(name string, fn func(float64) float64, domain func(float64) bool) {
		vm.defIn(m, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			x, err := vm.floatArg(a[0])
			if err != nil {
				return 0, err
			}
			if domain != nil && !domain(x) {
				return 0, vm.raise(vm.types.ValueError, "math domain error")
			}
			r := fn(x)
			if math.IsInf(r, 0) && !math.IsInf(x, 0) {
				return 0, vm.raise(vm.types.OverflowError, "math range error")
			}
			return vm.Float(r), nil
		})
	}
	fe := func(name string, fn func(float64) (float64, error)) {
		vm.defIn(m, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			x, err := vm.floatArg(a[0])
			if err != nil {
				return 0, err
			}
			r, err := fn(x)
			return vm.Float(r), vm.pyErr(err)
		})
	}
	// f2 defines a function of two floats that may fail.
	f2 := func(name string, fn func(x, y float64) (float64, error)) {
		vm.defIn(m, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 2, 2); err != nil {
				return 0, err
			}
			x, err := vm.floatArg(a[0])
			if err != nil {
				return 0, err
			}
			y, err := vm.floatArg(a[1])
			if err != nil {
				return 0, err
			}
			r, err := fn(x, y)
			return vm.Float(r), vm.pyErr(err)
		})
	}
	f2("atan2", func(y, x float64) (float64, error) { return math.Atan2(y, x), nil })
	f2("pow", pylib.MathPow)
	f2("fmod", pylib.Fmod)
	f2("copysign", func(x, y float64) (float64, error) { return math.Copysign(x, y), nil })
	fe("sqrt", pylib.Sqrt)
	fe("exp", pylib.Exp)
	fl := func(name string, log func(float64) (float64, error)) {
		vm.defIn(m, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			r, err := vm.logOf(a[0], log)
			return vm.Float(r), err
		})
	}
	fl("log2", pylib.Log2)
	fl("log10", pylib.Log10)
	f1("sin", math.Sin, func(x float64) bool { return !math.IsInf(x, 0) })
	f1("cos", math.Cos, func(x float64) bool { return !math.IsInf(x, 0) })
	f1("tan", math.Tan, func(x float64) bool { return !math.IsInf(x, 0) })
	f1("asin", math.Asin, func(x float64) bool { return x >= -1 && x <= 1 })
	f1("acos", math.Acos, func(x float64) bool { return x >= -1 && x <= 1 })
	f1("atan", math.Atan, nil)
	f1("sinh", math.Sinh, nil)
	f1("cosh", math.Cosh, nil)
	f1("tanh", math.Tanh, nil)
	f1("fabs", math.Abs, nil)
	f1("degrees", func(x float64) float64 { return x * 180 / math.Pi }, nil)
	f1("radians", func(x float64) float64 { return x * math.Pi / 180 }, nil)
	vm.defIn(m, "log", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("log", a, kw, 1, 2); err != nil {
			return 0, err
		}
		x, err := vm.logArg(a[0])
		if err != nil || len(a) == 1 {
			return vm.Float(x), err
		}
		b, err := vm.logArg(a[1])
		if err != nil {
			return 0, err
		}
		r, err := pylib.LogBase(x, b)
		return vm.Float(r), vm.pyErr(err)
	})
	vm.defIn(m, "hypot", func(vm *VM, a []Value, kw []string) (Value, error) {
		s := 0.0
		for _, x := range a {
			f, err := vm.floatArg(x)
			if err != nil {
				return 0, err
			}
			s = math.Hypot(s, f)
		}
		return vm.Float(s), nil
	})
	toInt := func(name string, fn func(float64) float64) {
		vm.defIn(m, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			if k := vm.numKindOf(a[0]); k == numSmall || k == numBig {
				return vm.unaryOp(compile.UNARY_POSITIVE, a[0])
			}
			x, err := vm.floatArg(a[0])
			if err != nil {
				return 0, err
			}
			n, err := pylib.FloatToInt(fn(x))
			if err != nil {
				return 0, vm.pyErr(err)
			}
			return vm.bigOf(n), nil
		})
	}
	toInt("floor", math.Floor)
	toInt("ceil", math.Ceil)
	toInt("trunc", math.Trunc)
	intArgs := func(name string, a []Value) ([]*big.Int, error) {
		out := make([]*big.Int, len(a))
		for i, x := range a {
			if k := vm.numKindOf(x); k != numSmall && k != numBig {
				return nil, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(x))
			}
			out[i] = vm.bigOfValue(x)
		}
		return out, nil
	}
	intFn := func(name string, lo, hi int, fn func(xs []*big.Int) (*big.Int, error)) {
		vm.defIn(m, name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, lo, hi); err != nil {
				return 0, err
			}
			xs, err := intArgs(name, a)
			if err != nil {
				return 0, err
			}
			r, err := fn(xs)
			if err != nil {
				return 0, vm.pyErr(err)
			}
			return vm.bigOf(r), nil
		})
	}
	intFn("isqrt", 1, 1, func(xs []*big.Int) (*big.Int, error) { return pylib.Isqrt(xs[0]) })
	intFn("factorial", 1, 1, func(xs []*big.Int) (*big.Int, error) { return pylib.Factorial(xs[0]) })
	intFn("gcd", 0, 1<<20, func(xs []*big.Int) (*big.Int, error) { return pylib.Gcd(xs...), nil })
	intFn("comb", 2, 2, func(xs []*big.Int) (*big.Int, error) { return pylib.Comb(xs[0], xs[1]) })
	intFn("perm", 1, 2, func(xs []*big.Int) (*big.Int, error) {
		if len(xs) == 1 {
			return pylib.Perm(xs[0], xs[0])
		}
		return pylib.Perm(xs[0], xs[1])
	})
	vm.defIn(m, "isclose", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("isclose", a, kw, "rel_tol", "abs_tol")
		if err != nil {
			return 0, err
		}
		if len(pos) != 2 {
			return 0, vm.nargs("isclose", pos, nil, 2, 2)
		}
		x, err := vm.floatArg(pos[0])
		if err != nil {
			return 0, err
		}
		y, err := vm.floatArg(pos[1])
		if err != nil {
			return 0, err
		}
		rel, abs := 1e-9, 0.0
		if v, ok := kws["rel_tol"]; ok {
			if rel, err = vm.floatArg(v); err != nil {
				return 0, err
			}
		}
		if v, ok := kws["abs_tol"]; ok {
			if abs, err = vm.floatArg(v); err != nil {
				return 0, err
			}
		}
		if rel < 0 || abs < 0 {
			return 0, vm.raise(vm.types.ValueError, "tolerances must be non-negative")
		}
		if x == y {
			return True, nil
		}
		if math.IsInf(x, 0) || math.IsInf(y, 0) {
			return False, nil
		}
		d := math.Abs(y - x)
		return boolOf(d <= math.Abs(rel*y) || d <= math.Abs(rel*x) || d <= abs), nil
	})
	vm.defIn(m, "isnan", func(vm *VM, a []Value, kw []string) (Value, error) {
		x, err := vm.floatArg(a[0])
		return boolOf(math.IsNaN(x)), err
	})
	vm.defIn(m, "isinf", func(vm *VM, a []Value, kw []string) (Value, error) {
		x, err := vm.floatArg(a[0])
		return boolOf(math.IsInf(x, 0)), err
	})
	vm.defIn(m, "isfinite", func(vm *VM, a []Value, kw []string) (Value, error) {
		x, err := vm.floatArg(a[0])
		return boolOf(!math.IsInf(x, 0) && !math.IsNaN(x)), err
	})
	vm.defIn(m, "fsum", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("fsum", a, kw, 1, 1); err != nil {
			return 0, err
		}
		items, err := vm.iterate(a[0])
		if err != nil {
			return 0, err
		}
		xs := make([]float64, len(items))
		for i, x := range items {
			if xs[i], err = vm.floatArg(x); err != nil {
				return 0, err
			}
		}
		r, err := pylib.Fsum(xs)
		return vm.Float(r), vm.pyErr(err)
	})
	return mv
}

func (vm *VM) floatArg(v Value) (float64, error) {
	k := vm.numKindOf(v)
	if k == numNone {
		if r, ok, err := vm.callSpecial(v, "__float__"); ok {
			if err != nil {
				return 0, err
			}
			v, k = r, vm.numKindOf(r)
		} else {
			return 0, vm.raise(vm.types.TypeError, "must be real number, not %s", vm.typeName(v))
		}
	}
	return vm.toFloat(v, k)
}

func (vm *VM) logArg(v Value) (float64, error) { return vm.logOf(v, pylib.Log) }

// logOf is math.log, log2 or log10 (log) of v: an int of any size (too
// large for a float: CPython's loghelper) or a float.
func (vm *VM) logOf(v Value, log func(float64) (float64, error)) (float64, error) {
	if vm.numKindOf(v) == numBig {
		r, err := pylib.LogOfBig(vm.bigOfValue(v), log)
		return r, vm.pyErr(err)
	}
	x, err := vm.floatArg(v)
	if err != nil {
		return 0, err
	}
	r, err := log(x)
	return r, vm.pyErr(err)
}

func (vm *VM) timeModule() Value {
	m, mv := vm.newModule("time", "")
	start := time.Now()
	vm.defIn(m, "time", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.Float(float64(time.Now().UnixNano()) / 1e9), nil
	})
	clock := func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.Float(time.Since(start).Seconds()), nil
	}
	vm.defIn(m, "perf_counter", clock)
	vm.defIn(m, "monotonic", clock)
	vm.defIn(m, "process_time", clock)
	vm.defIn(m, "time_ns", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.Int(time.Now().UnixNano()), nil
	})
	vm.defIn(m, "sleep", func(vm *VM, a []Value, kw []string) (Value, error) {
		x, err := vm.floatArg(a[0])
		if err != nil {
			return 0, err
		}
		vm.out.Flush()
		return None, vm.sleep(time.Duration(x * 1e9))
	})
	return mv
}

// namespaceRepr is SimpleNamespace's repr: namespace(name=repr, ...).
func namespaceRepr(vm *VM, a []Value, kw []string) (Value, error) {
	o, ok := vm.obj(a[0]).(*Instance)
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "descriptor '__repr__' requires a 'types.SimpleNamespace' object")
	}
	parts := make([]string, 0, 4)
	for _, name := range o.names() {
		v, _ := o.get(name)
		r, err := vm.reprOf(v)
		if err != nil {
			return 0, err
		}
		parts = append(parts, name+"="+r)
	}
	return vm.str("namespace(" + strings.Join(parts, ", ") + ")"), nil
}
