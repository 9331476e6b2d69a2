package vm

import (
	"errors"
	"io"
)

// initStdin makes sys.stdin, a TextIOWrapper reading the VM's input,
// with readline, readlines, read and iteration over its lines.
func (vm *VM) initStdin() {
	vm.stdin = vm.keep(vm.newObj(&Stream{in: true}))
	vm.methodRange(vm.types.stream, "readline", 0, 1, func(vm *VM, a []Value) (Value, error) {
		size, err := vm.sizeArg(a)
		if err != nil {
			return 0, err
		}
		line, err := vm.readLine(a[0], size)
		if err != nil {
			return 0, err
		}
		return vm.str(line), nil
	})
	vm.methodRange(vm.types.stream, "readlines", 0, 1, func(vm *VM, a []Value) (Value, error) {
		var lines []Value
		for {
			line, err := vm.readLine(a[0], -1)
			if err != nil {
				return 0, err
			}
			if line == "" {
				return vm.list(lines), nil
			}
			lines = append(lines, vm.str(line))
		}
	})
	vm.methodRange(vm.types.stream, "read", 0, 1, func(vm *VM, a []Value) (Value, error) {
		size, err := vm.sizeArg(a)
		if err != nil {
			return 0, err
		}
		if err := vm.readable(a[0]); err != nil {
			return 0, err
		}
		s, err := vm.readInput(size)
		if err != nil {
			return 0, err
		}
		return vm.str(s), nil
	})
}

// sizeArg is the optional size argument of read and readline (-1: all).
func (vm *VM) sizeArg(a []Value) (int, error) {
	if len(a) < 2 || a[1] == None {
		return -1, nil
	}
	n, err := vm.toInt(a[1])
	return int(max(n, -1)), err
}

// readable fails with CPython's error unless stream is sys.stdin.
func (vm *VM) readable(stream Value) error {
	if !vm.obj(stream).(*Stream).in {
		return vm.raise(vm.types.OSError, "not readable")
	}
	vm.out.Flush()
	return nil
}

// readLine reads a line of sys.stdin with its newline ("" at the end),
// at most size characters of it when size >= 0.
func (vm *VM) readLine(stream Value, size int) (string, error) {
	if err := vm.readable(stream); err != nil {
		return "", err
	}
	var b []rune
	for size < 0 || len(b) < size {
		if len(b) == cap(b) {
			if err := vm.reserveGrowth(len(b), 1); err != nil {
				return "", err
			}
		}
		r, _, err := vm.in.ReadRune()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", vm.raise(vm.types.OSError, "%v", err)
		}
		b = append(b, r)
		if r == '\n' {
			break
		}
	}
	return string(b), nil
}

// readInput reads size characters of sys.stdin (size < 0: up to its
// end), reserving the memory as it grows.
func (vm *VM) readInput(size int) (string, error) {
	const chunk = 64 << 10
	var b []byte
	for size < 0 || len(b) < size {
		want := chunk
		if size >= 0 {
			want = min(chunk, size-len(b))
		}
		if err := vm.reserve(want); err != nil {
			return "", err
		}
		start := len(b)
		b = append(b, make([]byte, want)...)
		n, err := io.ReadFull(vm.in, b[start:])
		b = b[:start+n]
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		if err != nil {
			return "", vm.raise(vm.types.OSError, "%v", err)
		}
	}
	return string(b), nil
}

// next is the next line of sys.stdin (iteration: for line in sys.stdin).
func (s *Stream) next(vm *VM) (Value, bool, error) {
	if !s.in {
		return 0, false, vm.raise(vm.types.OSError, "not readable")
	}
	line, err := vm.readLine(vm.stdin, -1)
	if err != nil || line == "" {
		return 0, false, err
	}
	return vm.str(line), true, nil
}
