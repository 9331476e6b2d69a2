package vm

import (
	"math/big"
	"time"

	"github.com/microjit/microjit/langs/minipy/pylib"
)

// randomModule is random, on pylib's Mersenne Twister: with an int or
// str seed, CPython's numbers.
func (vm *VM) randomModule() Value {
	m, mv := vm.newModule("random", "")
	r := pylib.NewRandom(big.NewInt(time.Now().UnixNano()))
	bigArg := func(v Value) (*big.Int, error) {
		switch vm.numKindOf(v) {
		case numSmall, numBig:
			return vm.bigOfValue(v), nil
		case numFloat:
			f := v.Float()
			if f != float64(int64(f)) {
				return nil, vm.raise(vm.types.TypeError, "'float' object cannot be interpreted as an integer")
			}
			return big.NewInt(int64(f)), nil
		}
		return nil, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(v))
	}
	vm.defIn(m, "seed", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("seed", a, kw, 0, 2); err != nil {
			return 0, err
		}
		switch {
		case len(a) == 0 || a[0] == None:
			r.Seed(big.NewInt(time.Now().UnixNano()))
		default:
			if s, ok := vm.strValue(a[0]); ok {
				r.SeedString(s)
				break
			}
			switch vm.numKindOf(a[0]) {
			case numSmall, numBig:
				r.Seed(vm.bigOfValue(a[0]))
			default:
				h, err := vm.hash(a[0])
				if err != nil {
					return 0, err
				}
				r.Seed(big.NewInt(h))
			}
		}
		return None, nil
	})
	vm.defIn(m, "random", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.Float(r.Float()), vm.nargs("random", a, kw, 0, 0)
	})
	vm.defIn(m, "uniform", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("uniform", a, kw, 2, 2); err != nil {
			return 0, err
		}
		x, err := vm.floatArg(a[0])
		if err != nil {
			return 0, err
		}
		y, err := vm.floatArg(a[1])
		return vm.Float(r.Uniform(x, y)), err
	})
	vm.defIn(m, "randint", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("randint", a, kw, 2, 2); err != nil {
			return 0, err
		}
		x, err := bigArg(a[0])
		if err != nil {
			return 0, err
		}
		y, err := bigArg(a[1])
		if err != nil {
			return 0, err
		}
		n, err := r.RandInt(x, y)
		if err != nil {
			return 0, vm.pyErr(err)
		}
		return vm.bigOf(n), nil
	})
	vm.defIn(m, "randrange", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("randrange", a, kw, 1, 3); err != nil {
			return 0, err
		}
		var args [3]*big.Int
		for i, x := range a {
			b, err := bigArg(x)
			if err != nil {
				return 0, err
			}
			args[i] = b
		}
		n, err := r.RandRange(args[0], args[1], args[2])
		if err != nil {
			return 0, vm.pyErr(err)
		}
		return vm.bigOf(n), nil
	})
	vm.defIn(m, "getrandbits", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("getrandbits", a, kw, 1, 1); err != nil {
			return 0, err
		}
		k, err := vm.toInt(a[0])
		if err != nil {
			return 0, err
		}
		n, err := r.GetRandBits(int(k))
		if err != nil {
			return 0, vm.pyErr(err)
		}
		return vm.bigOf(n), nil
	})
	vm.defIn(m, "choice", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("choice", a, kw, 1, 1); err != nil {
			return 0, err
		}
		n, err := vm.length(a[0])
		if err != nil {
			return 0, err
		}
		i, err := r.Choice(n)
		if err != nil {
			return 0, vm.pyErr(err)
		}
		return vm.getItem(a[0], vm.Int(int64(i)))
	})
	vm.defIn(m, "shuffle", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("shuffle", a, kw, 1, 1); err != nil {
			return 0, err
		}
		l, ok := vm.obj(a[0]).(*List)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "'%s' object does not support item assignment", vm.typeName(a[0]))
		}
		r.Shuffle(len(l.items), func(i, j int) { l.items[i], l.items[j] = l.items[j], l.items[i] })
		return None, nil
	})
	vm.defIn(m, "sample", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("sample", a, kw, "k")
		if err != nil {
			return 0, err
		}
		if k, ok := kws["k"]; ok {
			pos = append(pos, k)
		}
		if len(pos) != 2 {
			return 0, vm.raise(vm.types.TypeError, "sample() missing 1 required positional argument: 'k'")
		}
		items, err := vm.iterate(pos[0])
		if err != nil {
			return 0, err
		}
		k, err := vm.toInt(pos[1])
		if err != nil {
			return 0, err
		}
		idx, err := r.Sample(len(items), int(k))
		if err != nil {
			return 0, vm.pyErr(err)
		}
		out := make([]Value, len(idx))
		for i, j := range idx {
			out[i] = items[j]
		}
		return vm.list(out), nil
	})
	return mv
}
