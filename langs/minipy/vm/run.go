package vm

import (
	"fmt"
	"path/filepath"

	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// UncaughtError is an exception that ended the program: Error is
// CPython's traceback.
type UncaughtError struct{ Text string }

func (e *UncaughtError) Error() string { return e.Text }

// RunMain runs compiled code as the __main__ module of file.
func (vm *VM) RunMain(file string, src []byte, code *compile.Code) error {
	if vm.cfg.Dir == "" {
		vm.cfg.Dir = filepath.Dir(file)
	}
	vm.addSource(file, src)
	m, mv := vm.newModule("__main__", file)
	vm.modules["__main__"] = mv
	err := vm.runProtected(func() error { return vm.runModuleCode(code, m) })
	return vm.finish(err)
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
// program's end: SystemExit's status, or the traceback.
func (vm *VM) finish(err error) error {
	ferr := vm.out.Flush()
	if err == nil {
		return ferr
	}
	pe, ok := err.(*PyError)
	if !ok {
		return err
	}
	if vm.isInstance(pe.Exc, vm.types.SystemExit) {
		args := vm.excArgs(pe.Exc)
		if len(args) == 0 || args[0] == None {
			return nil
		}
		if k := vm.numKindOf(args[0]); k == numSmall && !isBool(args[0]) {
			if n := smallOf(args[0]); n != 0 {
				return &lang.Exit{Code: int(n & 0xff)}
			}
			return nil
		}
		s, _ := vm.strOf(args[0])
		return &lang.Exit{Code: 1, Msg: s}
	}
	return &UncaughtError{Text: vm.formatException(pe.Exc)}
}

// RunInteractive runs one interactive statement's code in the
// __main__ module (CPython shows no source lines for <stdin>).
func (vm *VM) RunInteractive(code *compile.Code) error {
	mv, ok := vm.modules["__main__"]
	if !ok {
		_, mv = vm.newModule("__main__", "")
		vm.modules["__main__"] = mv
	}
	m := vm.obj(mv).(*Module)
	err := vm.runProtected(func() error { return vm.runModuleCode(code, m) })
	return vm.finish(err)
}

var _ = fmt.Sprint
