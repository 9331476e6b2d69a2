package vm

import (
	"io"
	"io/fs"
	"math"
	"os"

	"github.com/microjit/microjit/langs/minipy/pylib"
)

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
	vm.initStreamInfo()
	vm.stdout = vm.keep(vm.newObj(&Stream{}))
	vm.stderr = vm.keep(vm.newObj(&Stream{err: true}))
}

// initStreamInfo gives the standard streams CPython's descriptive
// attributes (name, encoding, errors, mode, closed) and fileno/isatty/
// readable/writable/seekable, answered from what each stream is below
// its buffer (a host's writer has no file number).
func (vm *VM) initStreamInfo() {
	c := vm.types.stream
	attr := func(name string, get func(s *Stream) Value) {
		vm.DefProperty(c, name, func(vm *VM, self Value) (Value, error) { return get(vm.obj(self).(*Stream)), nil })
	}
	attr("name", func(s *Stream) Value { return vm.str("<" + s.streamName() + ">") })
	attr("encoding", func(s *Stream) Value { return vm.str("utf-8") })
	attr("errors", func(s *Stream) Value {
		if s.err {
			return vm.str("backslashreplace")
		}
		return vm.str("strict")
	})
	attr("mode", func(s *Stream) Value {
		if s.in {
			return vm.str("r")
		}
		return vm.str("w")
	})
	attr("closed", func(s *Stream) Value { return False })
	attr("line_buffering", func(s *Stream) Value { return Bool(s.err) })
	file := func(s *Stream) (*os.File, bool) {
		var x any = vm.rawOut
		switch {
		case s.in:
			x = vm.rawIn
		case s.err:
			x = vm.errOut
		}
		return osFile(x)
	}
	vm.method(c, "fileno", func(vm *VM, a []Value) (Value, error) {
		f, ok := file(vm.obj(a[0]).(*Stream))
		if !ok {
			return 0, vm.raise(vm.types.OSError, "fileno")
		}
		return vm.Int(int64(f.Fd())), nil
	}, 1)
	vm.method(c, "isatty", func(vm *VM, a []Value) (Value, error) {
		f, ok := file(vm.obj(a[0]).(*Stream))
		if !ok {
			return False, nil
		}
		fi, err := f.Stat()
		return Bool(err == nil && fi.Mode()&fs.ModeCharDevice != 0), nil
	}, 1)
	vm.method(c, "readable", func(vm *VM, a []Value) (Value, error) { return Bool(vm.obj(a[0]).(*Stream).in), nil }, 1)
	vm.method(c, "writable", func(vm *VM, a []Value) (Value, error) { return Bool(!vm.obj(a[0]).(*Stream).in), nil }, 1)
	vm.method(c, "seekable", func(vm *VM, a []Value) (Value, error) {
		f, ok := file(vm.obj(a[0]).(*Stream))
		if !ok {
			return False, nil
		}
		_, err := f.Seek(0, io.SeekCurrent)
		return Bool(err == nil), nil
	}, 1)
}

// osFile is the file below a stream's reader or writer, unwrapping the
// wrappers that say what they wrap (Unwrap, as jitcore/lang's do).
func osFile(x any) (*os.File, bool) {
	for {
		switch w := x.(type) {
		case *os.File:
			return w, true
		case interface{ Unwrap() io.Writer }:
			x = w.Unwrap()
		case interface{ Unwrap() io.Reader }:
			x = w.Unwrap()
		default:
			return nil, false
		}
	}
}

// streamName is the stream's name without its angle brackets.
func (s *Stream) streamName() string {
	switch {
	case s.in:
		return "stdin"
	case s.err:
		return "stderr"
	}
	return "stdout"
}

func init() { Register(ModuleDef{Name: "sys", Init: initSys}) }

func initSys(vm *VM, m *Module) error {
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
	set("version_info", vm.StructSeq(vm.NewStructSeq("version_info", "sys", []string{"major", "minor", "micro", "releaselevel", "serial"}, 5),
		[]Value{smallInt(3), smallInt(11), smallInt(7), vm.str("final"), smallInt(0)}))
	m.Def("exit", builtinExit)
	m.Def("setrecursionlimit", func(vm *VM, a []Value, kw []string) (Value, error) {
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
	m.Def("getrecursionlimit", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.Int(int64(vm.recLimit)), nil
	})
	m.Def("exc_info", func(vm *VM, a []Value, kw []string) (Value, error) {
		if vm.handled == None {
			return vm.tuple([]Value{None, None, None}), nil
		}
		tb := None
		if e := vm.excOf(vm.handled); e != nil {
			tb = vm.tracebackOf(e, vm.handled)
		}
		return vm.tuple([]Value{vm.typeOf(vm.handled).self, vm.handled, tb}), nil
	})
	m.Def("_getframe", getframe)
	var builtinNames []Value
	for _, n := range RegisteredModules() {
		if d := registered(n); d.builtin() {
			builtinNames = append(builtinNames, vm.str(n))
		}
	}
	set("builtin_module_names", vm.tuple(append([]Value{vm.str("builtins")}, builtinNames...)))
	info := func(name string, fields []string, values ...Value) {
		set(name, vm.StructSeq(vm.NewStructSeq(name, "sys", fields, len(fields)), values))
	}
	info("hash_info", []string{"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"},
		smallInt(64), vm.Int(1<<61-1), smallInt(314159), smallInt(0), smallInt(1000003), vm.str("siphash13"),
		smallInt(64), smallInt(128), smallInt(0))
	info("float_info", []string{"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig",
		"epsilon", "radix", "rounds"},
		vm.Float(math.MaxFloat64), smallInt(1024), smallInt(308), vm.Float(0x1p-1022), smallInt(-1021), smallInt(-307),
		smallInt(15), smallInt(53), vm.Float(0x1p-52), smallInt(2), smallInt(1))
	info("int_info", []string{"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"},
		smallInt(30), smallInt(4), smallInt(pylib.MaxStrDigits), smallInt(pylib.StrDigitsCheckThreshold))
	m.Def("intern", func(vm *VM, a []Value, kw []string) (Value, error) { return a[0], nil })
	m.Def("get_int_max_str_digits", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("get_int_max_str_digits", a, kw, 0, 0); err != nil {
			return 0, err
		}
		return vm.Int(int64(vm.maxStrDigits)), nil
	})
	m.Def("set_int_max_str_digits", func(vm *VM, a []Value, kw []string) (Value, error) {
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
	set("modules", vm.nsValue(vm.modules))
	ns := vm.types.namespace
	impl := &Instance{cls: ns, shape: ns.ic.Root()}
	impl.set(vm, "name", vm.str("minipy"))
	impl.set(vm, "version", vm.tuple([]Value{smallInt(3), smallInt(11), smallInt(7), vm.str("final"), smallInt(0)}))
	impl.set(vm, "hexversion", vm.Int(0x030b07f0))
	impl.set(vm, "cache_tag", None)
	set("implementation", vm.newObj(impl))
	return nil
}

// maxRecursionLimit is the deepest recursion the interpreter allows,
// whatever sys.setrecursionlimit asks: frames live on the heap, so this
// bounds memory, not the Go stack.
const maxRecursionLimit = 200000

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
