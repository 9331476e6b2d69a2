package vm

import (
	"fmt"
	"path/filepath"

	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// UncaughtError is an exception that ended the program: Error is
// CPython's traceback.
type UncaughtError struct {
	Text string
	// Interrupted says the exception is KeyboardInterrupt: the binary
	// then exits as a process SIGINT ended does.
	Interrupted bool
}

func (e *UncaughtError) Error() string { return e.Text }

// Is makes an uncaught KeyboardInterrupt lang.ErrInterrupted: the binary
// then dies of SIGINT, as CPython does.
func (e *UncaughtError) Is(target error) bool {
	return e.Interrupted && target == lang.ErrInterrupted
}

// ExitStatus is python's: 1, or 130 after Ctrl-C.
func (e *UncaughtError) ExitStatus() int {
	if e.Interrupted {
		return lang.ExitInterrupted
	}
	return lang.ExitRuntime
}

// RunMain runs compiled code as the __main__ module of file.
func (vm *VM) RunMain(file string, src []byte, code *compile.Code) error {
	if vm.cfg.Dir == "" {
		vm.cfg.Dir = filepath.Dir(file)
	}
	if file != "<string>" { // CPython shows no lines of -c's code
		vm.addSource(file, src)
	}
	m, mv := vm.newModule("__main__", file)
	vm.setMainNames(m)
	vm.modules.strSet("__main__", vm.str("__main__"), mv)
	err := vm.runProtected(func() error { return vm.runModuleCode(code, m) })
	return vm.finish(err)
}

// setMainNames gives __main__ the names CPython's has (dir() lists
// them): an empty __annotations__ and the import system's __cached__,
// __loader__, __package__ and __spec__, None here (no import system).
func (vm *VM) setMainNames(m *Module) {
	m.globals.strSet("__annotations__", vm.str("__annotations__"), vm.newObj(newDict()))
	for _, name := range []string{"__cached__", "__loader__", "__package__", "__spec__"} {
		m.globals.strSet(name, vm.str(name), None)
	}
}

// runProtected runs fn, turning a heap limit into MemoryError.
func (vm *VM) runProtected(fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			lp, ok := r.(*limitPanic)
			if !ok {
				panic(r)
			}
			vm.th.frames = vm.th.frames[:0]
			vm.nativeDepth, vm.goDepth, vm.dataDepth = 0, 0, 0
			err = vm.raise(vm.types.MemoryError, "")
			_ = lp
		}
	}()
	return fn()
}

// finish flushes the output and turns an uncaught exception into the
// program's end: SystemExit's status, or the traceback. Output that
// cannot be written at the end ends any run as CPython's does
// (flushFailed).
func (vm *VM) finish(err error) error {
	end := vm.end(err)
	if ferr := vm.out.Flush(); ferr != nil {
		return vm.flushFailed(end, ferr)
	}
	return end
}

// end is the program's end for the error its code returned.
func (vm *VM) end(err error) error {
	pe, ok := err.(*PyError)
	if !ok {
		return err
	}
	if vm.isInstance(pe.Exc, vm.types.SystemExit) {
		return vm.exitStatus(vm.excArgs(pe.Exc))
	}
	return &UncaughtError{Text: vm.formatException(pe.Exc), Interrupted: vm.isInstance(pe.Exc, vm.types.KeyboardInterrupt)}
}

// exitStatus is how a SystemExit with args ends the program, as in
// CPython: its code is its argument (the tuple of them when there are
// several); None is status 0, an int (a bool too) its low byte (255 when
// it does not fit 64 bits), anything else is printed and is status 1.
func (vm *VM) exitStatus(args []Value) error {
	code := vm.exitCode(args)
	var n int64
	switch k := vm.numKindOf(code); {
	case code == None:
		return nil
	case k == numSmall:
		n = smallOf(code)
	case k == numBig:
		var ok bool
		if n, ok = vm.int64Of(code, k); !ok {
			n = -1
		}
	default:
		s, _ := vm.strOf(code)
		return &lang.Exit{Code: 1, Msg: s}
	}
	if n&0xff == 0 {
		return nil
	}
	return &lang.Exit{Code: int(n & 0xff)}
}

// exitCode is SystemExit's code for its args: None, the argument, or
// the tuple of several.
func (vm *VM) exitCode(args []Value) Value {
	switch len(args) {
	case 0:
		return None
	case 1:
		return args[0]
	}
	return vm.tuple(args)
}

// RunInteractive runs one interactive statement's code in the
// __main__ module (CPython shows no source lines for <stdin>).
func (vm *VM) RunInteractive(code *compile.Code) error {
	mv, ok := vm.modules.strGet("__main__")
	if !ok {
		var m *Module
		m, mv = vm.newModule("__main__", "")
		vm.setMainNames(m)
		vm.modules.strSet("__main__", vm.str("__main__"), mv)
	}
	m := vm.obj(mv).(*Module)
	err := vm.runProtected(func() error { return vm.runModuleCode(code, m) })
	return vm.finish(err)
}

var _ = fmt.Sprint
