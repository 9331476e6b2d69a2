package vm

import (
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// formatValue is FORMAT_VALUE: the conversion, then format(v, spec).
func (vm *VM) formatValue(v Value, conv int, spec Value) (Value, error) {
	switch conv {
	case compile.FormatStr:
		s, err := vm.strOf(v)
		if err != nil {
			return 0, err
		}
		v = vm.str(s)
	case compile.FormatRepr, compile.FormatASCII:
		s, err := vm.reprOf(v)
		if err != nil {
			return 0, err
		}
		if conv == compile.FormatASCII {
			s = pylib.ASCIIEscape(s)
		}
		v = vm.str(s)
	}
	sp := ""
	if spec != Null {
		sp, _ = vm.strValue(spec)
	}
	if sp == "" {
		if s, ok := vm.exactStr(v); ok {
			return vm.str(s), nil
		}
	}
	s, err := vm.format(v, sp)
	if err != nil {
		return 0, err
	}
	return vm.str(s), nil
}

// format is format(v, spec): the mini-language is pylib's.
func (vm *VM) format(v Value, spec string) (string, error) {
	if r, ok, err := vm.callSpecial(v, "__format__", vm.str(spec)); ok {
		if err != nil {
			return "", err
		}
		s, _ := vm.strValue(r)
		return s, nil
	}
	var s string
	var err error
	switch k := vm.numKindOf(v); {
	case isBool(v):
		s, err = pylib.FormatBool(v == True, spec)
	case k == numSmall:
		s, err = pylib.FormatInt(smallOf(v), spec)
	case k == numBig:
		if x, ok := vm.int64Of(v, k); ok {
			s, err = pylib.FormatInt(x, spec)
			break
		}
		x := vm.bigOfValue(v)
		if f, perr := pylib.ParseSpec(spec, "int", '>', 'd'); perr == nil && (f.Type == 'd' || f.Type == 'n') {
			if err := pylib.CheckStrDigits(x, vm.maxStrDigits); err != nil {
				return "", vm.pyErr(err)
			}
		}
		s, err = pylib.FormatBigInt(x, spec)
	case k == numFloat:
		s, err = pylib.FormatFloat(v.Float(), spec)
	default:
		if str, ok := vm.strValue(v); ok {
			s, err = pylib.FormatStr(str, spec)
			break
		}
		if c, ok := vm.complexOf(v); ok && vm.isComplex(v) {
			s, err = formatComplex(c, spec)
			break
		}
		var text string
		if text, err = vm.strOf(v); err != nil {
			return "", err
		}
		s, err = pylib.FormatObject(text, spec, vm.typeName(v))
	}
	return s, vm.pyErr(err)
}

// pyErr raises a pylib error as its Python exception.
func (vm *VM) pyErr(err error) error {
	pe, ok := err.(*pylib.Error)
	if !ok {
		return err
	}
	if v, ok := vm.builtins.strGet(pe.Class); ok {
		if c, ok := vm.obj(v).(*Class); ok && c.isExc {
			var args []Value
			if pe.Msg != "" {
				args = []Value{vm.str(pe.Msg)}
			}
			return vm.raiseValue(vm.newException(c, args))
		}
	}
	return vm.raise(vm.types.ValueError, "%s", pe.Msg)
}
