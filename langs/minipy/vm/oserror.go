package vm

import (
	"errors"
	"io/fs"
	"os"
	"syscall"

	"github.com/microjit/microjit/jitcore/lang"
)

// errnoClasses are the OSError subclasses CPython raises for an errno.
func (vm *VM) errnoClass(errno syscall.Errno) *Class {
	t := &vm.types
	switch errno {
	case syscall.ENOENT:
		return t.FileNotFoundError
	case syscall.EACCES, syscall.EPERM:
		return t.PermissionError
	case syscall.EEXIST:
		return t.FileExistsError
	case syscall.EISDIR:
		return t.IsADirectoryError
	case syscall.ENOTDIR:
		return t.NotADirectoryError
	case syscall.EINTR:
		return t.InterruptedError
	case syscall.EPIPE:
		return t.BrokenPipeError
	case syscall.ETIMEDOUT:
		return t.TimeoutError
	}
	return t.OSError
}

func (vm *VM) osError(err error) error {
	if err == nil {
		return nil
	}
	var errno syscall.Errno
	var name string
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		name = pe.Path
		if !errors.As(pe.Err, &errno) {
			return vm.raise(vm.types.OSError, "%v", err)
		}
	case errors.As(err, &le):
		name = le.Old
		if !errors.As(le.Err, &errno) {
			return vm.raise(vm.types.OSError, "%v", err)
		}
	case errors.As(err, &errno):
	default:
		return vm.raise(vm.types.OSError, "%v", err)
	}
	args := []Value{vm.Int(int64(errno)), vm.str(lang.Strerror(errno))}
	if name != "" {
		args = append(args, vm.str(name))
	}
	return vm.raiseValue(vm.newException(vm.errnoClass(errno), args))
}
