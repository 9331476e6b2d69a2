package vm

import "io"

// initStdin makes sys.stdin, a TextIOWrapper reading the VM's input,
// with readline and read.
func (vm *VM) initStdin() {
	vm.stdin = vm.keep(vm.newObj(&Stream{in: true}))
	vm.method(vm.types.stream, "readline", func(vm *VM, a []Value) (Value, error) {
		if !vm.obj(a[0]).(*Stream).in {
			return 0, vm.raise(vm.types.OSError, "not readable")
		}
		vm.out.Flush()
		line, err := vm.in.ReadString('\n')
		if err != nil && err != io.EOF {
			return 0, vm.raise(vm.types.OSError, "%v", err)
		}
		return vm.str(line), nil
	}, 1)
	vm.method(vm.types.stream, "read", func(vm *VM, a []Value) (Value, error) {
		if !vm.obj(a[0]).(*Stream).in {
			return 0, vm.raise(vm.types.OSError, "not readable")
		}
		vm.out.Flush()
		b, err := io.ReadAll(vm.in)
		if err != nil {
			return 0, vm.raise(vm.types.OSError, "%v", err)
		}
		return vm.str(string(b)), nil
	}, 1)
}
