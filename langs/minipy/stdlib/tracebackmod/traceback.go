// Package tracebackmod is minipy's _traceback module, what traceback
// (lib/traceback.py) needs of the interpreter: the source lines
// tracebacks show.
package tracebackmod

import (
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_traceback", Init: initTraceback}) }

func initTraceback(v *VM, m *vm.Module) error {
	m.Def("source_line", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("source_line", a, kw, 2, 2); err != nil {
			return 0, err
		}
		f, _ := v.AsStr(a[0])
		n, err := v.AsIndex(a[1])
		if err != nil {
			return 0, err
		}
		return v.Str(v.SourceLine(f, int(n))), nil
	})
	return nil
}
