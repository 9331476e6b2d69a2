// Package tracebackmod is minipy's _traceback module, what traceback
// (lib/traceback.py) needs of the interpreter: the source lines
// tracebacks show, where on them a traceback's instruction is, and the
// marks drawn under them (the same as for an uncaught exception).
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
		return v.Str(v.RawSourceLine(f, int(n))), nil
	})
	m.Def("position", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("position", a, kw, 1, 1); err != nil {
			return 0, err
		}
		line, endLine, col, endCol, ok := v.TracebackPosition(a[0])
		if !ok {
			return vm.None, nil
		}
		return v.Tuple([]Value{v.Int(int64(line)), v.Int(int64(endLine)), v.Int(int64(col)), v.Int(int64(endCol))}), nil
	})
	m.Def("caret_line", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("caret_line", a, kw, 5, 5); err != nil {
			return 0, err
		}
		src, ok := v.AsStr(a[0])
		if !ok {
			return 0, v.Raise("TypeError", "caret_line: the source line must be a str")
		}
		var n [4]int
		for i := range n {
			k, err := v.AsIndex(a[i+1])
			if err != nil {
				return 0, err
			}
			n[i] = int(k)
		}
		return v.Str(vm.CaretLine(src, n[0], n[1], n[2], n[3])), nil
	})
	return nil
}
