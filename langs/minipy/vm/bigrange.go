package vm

import (
	"math/big"
)

// BigRange is a range whose bounds do not fit int64: it can be indexed,
// tested, printed and iterated, but not measured (len is an
// OverflowError beyond sys.maxsize, as in CPython).
type BigRange struct{ start, stop, step *big.Int }

func (*BigRange) class(vm *VM) *Class { return vm.types.rangeT }

// newBigRange is range(...) with an argument beyond int64.
func (vm *VM) newBigRange(a []Value) (Value, error) {
	var n [3]*big.Int
	for i, x := range a {
		if k := vm.numKindOf(x); k != numSmall && k != numBig {
			return 0, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(x))
		}
		n[i] = vm.bigOfValue(x)
	}
	r := &BigRange{start: big.NewInt(0), step: big.NewInt(1)}
	switch len(a) {
	case 1:
		r.stop = n[0]
	case 2:
		r.start, r.stop = n[0], n[1]
	default:
		r.start, r.stop, r.step = n[0], n[1], n[2]
		if r.step.Sign() == 0 {
			return 0, vm.raise(vm.types.ValueError, "range() arg 3 must not be zero")
		}
	}
	return vm.newObj(r), nil
}

// length is the number of items, as a big int.
func (r *BigRange) length() *big.Int {
	d := new(big.Int).Sub(r.stop, r.start)
	if d.Sign() != r.step.Sign() || d.Sign() == 0 {
		return new(big.Int)
	}
	// ceil(d / step) for same-signed d and step
	q, m := new(big.Int).QuoRem(d, r.step, new(big.Int))
	if m.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// at is item i of the range, or false when out of range.
func (r *BigRange) at(i *big.Int) (*big.Int, bool) {
	n := r.length()
	if i.Sign() < 0 {
		i = new(big.Int).Add(i, n)
	}
	if i.Sign() < 0 || i.Cmp(n) >= 0 {
		return nil, false
	}
	v := new(big.Int).Mul(i, r.step)
	return v.Add(v, r.start), true
}
