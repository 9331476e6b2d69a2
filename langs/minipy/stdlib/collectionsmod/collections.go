package collectionsmod

import (
	"strconv"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_collections", Init: initCollections}) }

func initCollections(v *VM, m *vm.Module) error {
	initDeque(v, m)
	m.Def("_count_elements", countElements)
	return nil
}

// countElements is _count_elements(mapping, iterable): mapping[x] =
// mapping.get(x, 0) + 1 for each x (Counter's update).
func countElements(v *VM, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("_count_elements", a, kw, 2, 2); err != nil {
		return 0, err
	}
	mapping := a[0]
	items, err := v.Iterate(a[1])
	if err != nil {
		return 0, err
	}
	one := v.Int(1)
	if v.PlainDict(mapping, "get", "__setitem__") {
		// the dict's own get and store, as CPython's fast path: a
		// __missing__ is not called
		for _, x := range items {
			old, found, err := v.DictGet(mapping, x)
			if err != nil {
				return 0, err
			}
			n := one
			if found {
				if n, err = v.BinaryOp(compile.NBAdd, old, one); err != nil {
					return 0, err
				}
			}
			if err := v.DictSet(mapping, x, n); err != nil {
				return 0, err
			}
		}
		return vm.None, nil
	}
	for _, x := range items {
		old, err := v.CallMethod(mapping, "get", x, v.Int(0))
		if err != nil {
			return 0, err
		}
		n, err := v.BinaryOp(compile.NBAdd, old, one)
		if err != nil {
			return 0, err
		}
		if err := v.SetItem(mapping, x, n); err != nil {
			return 0, err
		}
	}
	return vm.None, nil
}

func itoa(n int) string { return strconv.Itoa(n) }
