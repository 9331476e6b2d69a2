package vm

import (
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// percentFormat is str % arg, printf-style formatting (pylib.Printf).
func (vm *VM) percentFormat(f string, arg Value) (Value, error) {
	var args []any
	isTuple := false
	var mapping func(string) (any, error)
	switch o := vm.obj(arg).(type) {
	case *Tuple:
		isTuple = true
		for _, x := range o.items {
			args = append(args, vm.goValue(x))
		}
	case *Dict, *Instance:
		if _, ok := o.(*Instance); !ok || vm.hasSpecial(arg, "__getitem__") {
			mapping = func(key string) (any, error) {
				v, err := vm.getItem(arg, vm.str(key))
				return vm.goValue(v), err
			}
		}
		args = []any{vm.goValue(arg)}
	default:
		args = []any{vm.goValue(arg)}
	}
	vals := &pylib.PrintfValues{
		Str:      func(x any) (string, error) { return vm.strOf(x.(Value)) },
		Repr:     func(x any) (string, error) { return vm.reprOf(x.(Value)) },
		ASCII:    func(x any) (string, error) { s, err := vm.reprOf(x.(Value)); return pylib.ASCIIEscape(s), err },
		TypeName: func(x any) string { return vm.typeName(x.(Value)) },
		Number:   vm.printfNumber,

		MaxStrDigits: vm.maxStrDigits,
	}
	s, err := pylib.Printf(f, args, isTuple, mapping, vals)
	if err != nil {
		return 0, vm.pyErr(err)
	}
	return vm.str(s), nil
}

// goValue is v as pylib's functions take it: int64, *big.Int, float64,
// bool or string for those Python types, else v itself.
func (vm *VM) goValue(v Value) any {
	switch k := vm.numKindOf(v); {
	case isBool(v):
		return v == True
	case k == numSmall:
		return smallOf(v)
	case k == numBig:
		if x, ok := vm.int64Of(v, k); ok {
			return x
		}
		return vm.bigOfValue(v)
	case k == numFloat:
		return v.Float()
	}
	if s, ok := vm.exactStr(v); ok {
		return s
	}
	return v
}

// hasSpecial reports whether v's class defines name.
func (vm *VM) hasSpecial(v Value, name string) bool {
	_, ok := vm.special(v, name)
	return ok
}

// printfNumber converts an operand of %d, %x or %f that is no number
// with its class's __index__, __int__ or __float__ (PrintfValues.Number).
func (vm *VM) printfNumber(x any, index, float bool) (any, bool, error) {
	v, ok := x.(Value)
	if !ok {
		return nil, false, nil
	}
	if n := vm.unwrapNative(v); n != v && vm.numKindOf(n) != numNone {
		// an instance of a subclass of int or float: its number
		return vm.goValue(n), true, nil
	}
	methods := []string{"__int__", "__index__"}
	switch {
	case float:
		methods = []string{"__float__", "__index__"}
	case index:
		methods = methods[1:]
	}
	for _, m := range methods {
		r, ok, err := vm.callSpecial(v, m)
		if !ok {
			continue
		}
		if r, err = vm.checkConversion(v, m, r, err); err != nil {
			if !float && vm.matches(err, vm.types.TypeError) {
				return nil, false, nil // CPython: "a real number is required"
			}
			return nil, false, err
		}
		return vm.goValue(r), true, nil
	}
	return nil, false, nil
}
