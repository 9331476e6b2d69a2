package vm

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
)

// Value is a Python value: a tagged heap word (see doc.go).
type Value = heap.Value

// The singletons. Null is the interpreter's NULL: an unset local, an
// empty cell, the marker CALL finds below a plain function.
const (
	None  = heap.Nil
	False = heap.False
	True  = heap.True
	Null  = heap.Unbound
)

// object is every Go-side Python object, behind a heap handle.
type object interface {
	// class is the object's Python type.
	class(vm *VM) *Class
}

// isSmall reports whether v is an immediate int.
func isSmall(v Value) bool { return v.IsInt() }

// smallInt is the immediate int n (n must fit).
func smallInt(n int64) Value { return Value(uint64(n) << heap.PayloadShift) }

// boolOf is True or False.
func boolOf(b bool) Value { return heap.Bool(b) }

// isBool reports whether v is True or False.
func isBool(v Value) bool { return v == True || v == False }

// newObj puts a Go-side object behind a handle.
func (vm *VM) newObj(o object) Value {
	v, err := vm.heap.NewHandle(o)
	if err != nil {
		panic(&limitPanic{err})
	}
	vm.newHandles++
	return v
}

// limitPanic carries a heap limit up to the eval loop, which raises
// MemoryError.
type limitPanic struct{ err error }

// obj returns the Go-side object of v, or nil for an immediate. It is
// an any, not an object: a type switch on concrete types is a compare
// of type words, while converting to an interface looks up an itab.
func (vm *VM) obj(v Value) any { return vm.heap.Object(v) }

// Int makes the int n. An int outside the immediate range goes into the
// temporary binaryOpTemp lets it overwrite (vm.reuse, when that holds an
// int64 too), else into the spare a big operation with a small result
// left (bigResult), else into a new BigInt.
func (vm *VM) Int(n int64) Value {
	if heap.IntFits(n) {
		return smallInt(n)
	}
	if r := vm.reuse; r != nil && !r.isBig {
		vm.reuse = nil
		r.i, r.nSet = n, false
		return vm.reuseVal
	}
	if b := vm.spareBig; b != nil {
		vm.spareBig = nil
		b.i, b.isBig, b.nSet = n, false, false
		return vm.newObj(b)
	}
	return vm.newObj(&BigInt{i: n})
}

// Float makes the float f.
func (vm *VM) Float(f float64) Value { return heap.Float(f) }

// bigOf makes the int n, immediate when it fits (an int is immediate if
// and only if it fits, so equal small ints are equal words). The int
// takes n's digits: n must not be modified afterwards.
func (vm *VM) bigOf(n *big.Int) Value {
	if n.IsInt64() {
		return vm.Int(n.Int64())
	}
	b := &BigInt{isBig: true}
	b.n = *n
	return vm.bigResult(b)
}

// newBig is an int object for an operation to compute into (its n,
// whose digits start in the object's own words; math/big reuses them
// while the result fits), and bigResult the int it computed. An object
// whose result fits 64 bits is kept for the next operation.
func (vm *VM) newBig() *BigInt {
	b := vm.spareBig
	if b == nil {
		b = &BigInt{isBig: true}
	}
	vm.spareBig = nil
	b.n.SetBits(b.inline[:0])
	return b
}

func (vm *VM) bigResult(b *BigInt) Value {
	if b.n.IsInt64() {
		vm.spareBig = b
		return vm.Int(b.n.Int64())
	}
	vm.charge(8 * len(b.n.Bits()))
	return vm.newObj(b)
}

// NotImplemented and Ellipsis are symbols.
const (
	NotImplemented = Value(1<<heap.PayloadShift | heap.SymbolTagBits)
	Ellipsis       = Value(2<<heap.PayloadShift | heap.SymbolTagBits)
)
