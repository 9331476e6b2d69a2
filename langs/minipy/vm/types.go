package vm

// types are the built-in classes.
type types struct {
	object, typeT, int, bool, float, str, list, tuple, dict, set, frozenset,
	rangeT, slice, cell, module, function, builtin, method, staticmethod,
	classmethod, property, super, code, none, notImpl, ellipsis, generator,
	iterator, dictKeys, dictValues, dictItems, stream,
	genericAlias, unionType, namespace, frame, bytes, bytearray, memoryview, complex, traceback *Class

	BaseException, Exception, SystemExit, KeyboardInterrupt, GeneratorExit,
	StopIteration, ArithmeticError, ZeroDivisionError, OverflowError,
	AssertionError, AttributeError, LookupError, IndexError, KeyError,
	NameError, UnboundLocalError, RuntimeError, RecursionError,
	NotImplementedError, TypeError, ValueError, UnicodeError, ImportError,
	ModuleNotFoundError, MemoryError, OSError, EOFError, SyntaxError,
	StopAsyncIteration, IndentationError, TabError, FileNotFoundError,
	FloatingPointError, UnicodeDecodeError, UnicodeEncodeError, Warning,
	UserWarning, DeprecationWarning, RuntimeWarning,
	PermissionError, FileExistsError, IsADirectoryError, NotADirectoryError,
	TimeoutError, InterruptedError, BlockingIOError, ChildProcessError, ProcessLookupError,
	ConnectionError, BrokenPipeError, ConnectionAbortedError, ConnectionRefusedError,
	ConnectionResetError, FutureWarning, PendingDeprecationWarning, SyntaxWarning,
	ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning,
	UnicodeTranslateError, BufferError, ReferenceError *Class
}

// builtinClass makes a built-in class.
func (vm *VM) builtinClass(name string, bases ...*Class) *Class {
	c, err := vm.newClass(name, bases, nil, nil)
	if err != nil {
		panic(err)
	}
	c.builtin = true
	c.module = "builtins"
	vm.keep(c.self)
	return c
}

func (vm *VM) initTypes() {
	t := &vm.types
	t.object = vm.builtinClass("object")
	t.typeT = vm.builtinClass("type")
	t.int = vm.builtinClass("int")
	t.bool = vm.builtinClass("bool", t.int)
	t.float = vm.builtinClass("float")
	t.str = vm.builtinClass("str")
	t.list = vm.builtinClass("list")
	t.tuple = vm.builtinClass("tuple")
	t.dict = vm.builtinClass("dict")
	t.set = vm.builtinClass("set")
	t.frozenset = vm.builtinClass("frozenset")
	t.rangeT = vm.builtinClass("range")
	t.slice = vm.builtinClass("slice")
	t.cell = vm.builtinClass("cell")
	t.module = vm.builtinClass("module")
	t.function = vm.builtinClass("function")
	t.builtin = vm.builtinClass("builtin_function_or_method")
	t.method = vm.builtinClass("method")
	t.staticmethod = vm.builtinClass("staticmethod")
	t.classmethod = vm.builtinClass("classmethod")
	t.property = vm.builtinClass("property")
	t.super = vm.builtinClass("super")
	t.code = vm.builtinClass("code")
	t.none = vm.builtinClass("NoneType")
	t.notImpl = vm.builtinClass("NotImplementedType")
	t.ellipsis = vm.builtinClass("ellipsis")
	t.generator = vm.builtinClass("generator")
	t.iterator = vm.builtinClass("iterator")
	t.dictKeys = vm.builtinClass("dict_keys")
	t.dictValues = vm.builtinClass("dict_values")
	t.dictItems = vm.builtinClass("dict_items")
	t.frame = vm.builtinClass("frame")
	t.bytes = vm.builtinClass("bytes")
	t.complex = vm.builtinClass("complex")
	t.traceback = vm.builtinClass("traceback")
	t.bytearray = vm.builtinClass("bytearray")
	t.memoryview = vm.builtinClass("memoryview")

	exc := func(name string, base *Class) *Class {
		var c *Class
		if base == nil {
			c = vm.builtinClass(name)
		} else {
			c = vm.builtinClass(name, base)
		}
		c.isExc = true
		return c
	}
	t.BaseException = exc("BaseException", nil)
	t.SystemExit = exc("SystemExit", t.BaseException)
	t.KeyboardInterrupt = exc("KeyboardInterrupt", t.BaseException)
	t.GeneratorExit = exc("GeneratorExit", t.BaseException)
	t.Exception = exc("Exception", t.BaseException)
	t.StopIteration = exc("StopIteration", t.Exception)
	t.StopAsyncIteration = exc("StopAsyncIteration", t.Exception)
	t.ArithmeticError = exc("ArithmeticError", t.Exception)
	t.ZeroDivisionError = exc("ZeroDivisionError", t.ArithmeticError)
	t.OverflowError = exc("OverflowError", t.ArithmeticError)
	t.AssertionError = exc("AssertionError", t.Exception)
	t.AttributeError = exc("AttributeError", t.Exception)
	t.LookupError = exc("LookupError", t.Exception)
	t.IndexError = exc("IndexError", t.LookupError)
	t.KeyError = exc("KeyError", t.LookupError)
	t.NameError = exc("NameError", t.Exception)
	t.UnboundLocalError = exc("UnboundLocalError", t.NameError)
	t.RuntimeError = exc("RuntimeError", t.Exception)
	t.RecursionError = exc("RecursionError", t.RuntimeError)
	t.NotImplementedError = exc("NotImplementedError", t.RuntimeError)
	t.TypeError = exc("TypeError", t.Exception)
	t.ValueError = exc("ValueError", t.Exception)
	t.UnicodeError = exc("UnicodeError", t.ValueError)
	t.ImportError = exc("ImportError", t.Exception)
	t.ModuleNotFoundError = exc("ModuleNotFoundError", t.ImportError)
	t.MemoryError = exc("MemoryError", t.Exception)
	t.OSError = exc("OSError", t.Exception)
	t.EOFError = exc("EOFError", t.Exception)
	t.SyntaxError = exc("SyntaxError", t.Exception)
	t.IndentationError = exc("IndentationError", t.SyntaxError)
	t.TabError = exc("TabError", t.IndentationError)
	t.FileNotFoundError = exc("FileNotFoundError", t.OSError)
	t.FloatingPointError = exc("FloatingPointError", t.ArithmeticError)
	t.UnicodeDecodeError = exc("UnicodeDecodeError", t.UnicodeError)
	t.UnicodeEncodeError = exc("UnicodeEncodeError", t.UnicodeError)
	t.Warning = exc("Warning", t.Exception)
	t.UserWarning = exc("UserWarning", t.Warning)
	t.DeprecationWarning = exc("DeprecationWarning", t.Warning)
	t.RuntimeWarning = exc("RuntimeWarning", t.Warning)
	t.PermissionError = exc("PermissionError", t.OSError)
	t.FileExistsError = exc("FileExistsError", t.OSError)
	t.IsADirectoryError = exc("IsADirectoryError", t.OSError)
	t.NotADirectoryError = exc("NotADirectoryError", t.OSError)
	t.TimeoutError = exc("TimeoutError", t.OSError)
	t.InterruptedError = exc("InterruptedError", t.OSError)
	t.BlockingIOError = exc("BlockingIOError", t.OSError)
	t.ChildProcessError = exc("ChildProcessError", t.OSError)
	t.ProcessLookupError = exc("ProcessLookupError", t.OSError)
	t.ConnectionError = exc("ConnectionError", t.OSError)
	t.BrokenPipeError = exc("BrokenPipeError", t.ConnectionError)
	t.ConnectionAbortedError = exc("ConnectionAbortedError", t.ConnectionError)
	t.ConnectionRefusedError = exc("ConnectionRefusedError", t.ConnectionError)
	t.ConnectionResetError = exc("ConnectionResetError", t.ConnectionError)
	t.FutureWarning = exc("FutureWarning", t.Warning)
	t.PendingDeprecationWarning = exc("PendingDeprecationWarning", t.Warning)
	t.SyntaxWarning = exc("SyntaxWarning", t.Warning)
	t.ImportWarning = exc("ImportWarning", t.Warning)
	t.UnicodeWarning = exc("UnicodeWarning", t.Warning)
	t.BytesWarning = exc("BytesWarning", t.Warning)
	t.ResourceWarning = exc("ResourceWarning", t.Warning)
	t.EncodingWarning = exc("EncodingWarning", t.Warning)
	t.UnicodeTranslateError = exc("UnicodeTranslateError", t.UnicodeError)
	t.BufferError = exc("BufferError", t.Exception)
	t.ReferenceError = exc("ReferenceError", t.Exception)
}

// exceptionClasses lists the built-in exception classes for builtins.
func (vm *VM) exceptionClasses() []*Class {
	t := &vm.types
	return []*Class{t.BaseException, t.Exception, t.SystemExit, t.KeyboardInterrupt, t.GeneratorExit,
		t.StopIteration, t.StopAsyncIteration, t.ArithmeticError, t.ZeroDivisionError, t.OverflowError,
		t.AssertionError, t.AttributeError, t.LookupError, t.IndexError, t.KeyError,
		t.NameError, t.UnboundLocalError, t.RuntimeError, t.RecursionError,
		t.NotImplementedError, t.TypeError, t.ValueError, t.UnicodeError, t.ImportError,
		t.ModuleNotFoundError, t.MemoryError, t.OSError, t.EOFError, t.SyntaxError,
		t.IndentationError, t.TabError, t.FileNotFoundError, t.FloatingPointError, t.UnicodeDecodeError,
		t.UnicodeEncodeError, t.Warning, t.UserWarning, t.DeprecationWarning, t.RuntimeWarning,
		t.PermissionError, t.FileExistsError, t.IsADirectoryError, t.NotADirectoryError, t.TimeoutError,
		t.InterruptedError, t.BlockingIOError, t.ChildProcessError, t.ProcessLookupError, t.ConnectionError,
		t.BrokenPipeError, t.ConnectionAbortedError, t.ConnectionRefusedError, t.ConnectionResetError,
		t.FutureWarning, t.PendingDeprecationWarning, t.SyntaxWarning, t.ImportWarning, t.UnicodeWarning,
		t.BytesWarning, t.ResourceWarning, t.EncodingWarning, t.UnicodeTranslateError, t.BufferError,
		t.ReferenceError}
}

// builtinClassOf is the class of a str, list, tuple, dict or set object
// (nil for anything else), small enough to inline.
func (vm *VM) builtinClassOf(o any) *Class {
	switch o := o.(type) {
	case *Str:
		return vm.types.str
	case *List:
		return vm.types.list
	case *Tuple:
		return vm.types.tuple
	case *Dict:
		return vm.types.dict
	case *Set:
		if o.frozen {
			return vm.types.frozenset
		}
		return vm.types.set
	}
	return nil
}

// typeOf is v's class.
func (vm *VM) typeOf(v Value) *Class {
	switch {
	case v.IsInt():
		return vm.types.int
	case v.IsFloat():
		return vm.types.float
	case v == None:
		return vm.types.none
	case v == True || v == False:
		return vm.types.bool
	case v == NotImplemented:
		return vm.types.notImpl
	case v == Ellipsis:
		return vm.types.ellipsis
	}
	switch o := vm.obj(v).(type) {
	case *Instance:
		return o.cls
	case *Str:
		return vm.types.str
	case *List:
		return vm.types.list
	case *Tuple:
		return vm.types.tuple
	case *Dict:
		return o.class(vm)
	case *BigInt:
		return vm.types.int
	case object:
		return o.class(vm)
	}
	panic("minipy: a handle to a non-object")
}
