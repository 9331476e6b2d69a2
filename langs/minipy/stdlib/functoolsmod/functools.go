// Package functoolsmod is minipy's _functools module, the Go part of
// functools (lib/functools.py is the rest): reduce and the cache of
// lru_cache, whose wrapper calls the function without a Python frame of
// its own, as CPython's C wrapper does.
package functoolsmod

import (
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_functools", Init: initFunctools}) }

func initFunctools(v *VM, m *vm.Module) error {
	m.Def("reduce", reduce)
	initLRU(v, m)
	return nil
}

// reduce is functools.reduce(function, iterable[, initial]).
func reduce(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("reduce", a, kw, 2, 3); err != nil {
		return 0, err
	}
	it, err := v.Iter(a[1])
	if err != nil {
		if v.Matches(err, "TypeError") {
			return 0, v.Raise("TypeError", "reduce() arg 2 must support iteration")
		}
		return 0, err
	}
	var acc Value
	if len(a) == 3 {
		acc = a[2]
	} else {
		x, ok, err := v.Next(it)
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, v.Raise("TypeError", "reduce() of empty iterable with no initial value")
		}
		acc = x
	}
	for {
		x, ok, err := v.Next(it)
		if err != nil {
			return 0, err
		}
		if !ok {
			return acc, nil
		}
		if acc, err = v.Call(a[0], []Value{acc, x}, nil); err != nil {
			return 0, err
		}
	}
}
