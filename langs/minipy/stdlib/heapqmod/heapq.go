// Package heapqmod is minipy's _heapq module, the heap operations of
// heapq on a list (heapq's Python part, lib/heapq.py, adds nlargest,
// nsmallest and merge). The sift loops are the ones CPython's heapq
// documents, so that a heap holds its items in CPython's order.
package heapqmod

import (
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "_heapq", Init: initHeapq}) }

func initHeapq(v *VM, m *vm.Module) error {
	def := func(name string, nargs int, fn func(h *heap, a []Value) (Value, error)) {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if err := v.CheckArgs(name, a, kw, nargs, nargs); err != nil {
				return 0, err
			}
			if _, ok := v.ListItems(a[0]); !ok {
				return 0, v.Raise("TypeError", "%s() argument 1 must be list, not %s", name, v.TypeName(a[0]))
			}
			return fn(&heap{v: v, list: a[0]}, a)
		})
	}
	for _, max := range []bool{false, true} {
		prefix, suffix := "", ""
		if max {
			prefix, suffix = "_", "_max"
		}
		max := max
		def(prefix+"heappop"+suffix, 1, func(h *heap, a []Value) (Value, error) {
			h.max = max
			return h.pop()
		})
		def(prefix+"heapify"+suffix, 1, func(h *heap, a []Value) (Value, error) {
			h.max = max
			for i := h.len()/2 - 1; i >= 0; i-- {
				if err := h.siftUp(i); err != nil {
					return 0, err
				}
			}
			return vm.None, nil
		})
		def(prefix+"heapreplace"+suffix, 2, func(h *heap, a []Value) (Value, error) {
			h.max = max
			if h.len() == 0 {
				return 0, h.v.Raise("IndexError", "index out of range")
			}
			top := h.at(0)
			h.set(0, a[1])
			return top, h.siftUp(0)
		})
	}
	def("heappush", 2, func(h *heap, a []Value) (Value, error) {
		h.v.ListAppend(h.list, a[1])
		return vm.None, h.siftDown(0, h.len()-1)
	})
	def("heappushpop", 2, func(h *heap, a []Value) (Value, error) {
		item := a[1]
		if h.len() == 0 {
			return item, nil
		}
		lt, err := h.v.Less(h.at(0), item)
		if err != nil || !lt {
			return item, err
		}
		top := h.at(0)
		h.set(0, item)
		return top, h.siftUp(0)
	})
	return nil
}

// heap is a list being kept a heap (a max-heap when max). It reads the
// list's items afresh at each step: a comparison may change the list.
type heap struct {
	v    *VM
	list Value
	max  bool
}

func (h *heap) items() []Value {
	items, _ := h.v.ListItems(h.list)
	return items
}

func (h *heap) len() int { return len(h.items()) }

func (h *heap) at(i int) Value { return h.items()[i] }

func (h *heap) set(i int, x Value) { h.items()[i] = x }

// less is a < b (b < a for a max-heap).
func (h *heap) less(a, b Value) (bool, error) {
	if h.max {
		a, b = b, a
	}
	return h.v.Less(a, b)
}

// changed is the error of a list that shrank under the heap operation.
func (h *heap) changed() error {
	return h.v.Raise("RuntimeError", "list changed size during iteration")
}

func (h *heap) pop() (Value, error) {
	last, ok := h.v.ListPop(h.list)
	if !ok {
		return 0, h.v.Raise("IndexError", "index out of range")
	}
	if h.len() == 0 {
		return last, nil
	}
	top := h.at(0)
	h.set(0, last)
	return top, h.siftUp(0)
}

// siftDown moves the item at pos up toward start while it is less than
// its parent.
func (h *heap) siftDown(start, pos int) error {
	item := h.at(pos)
	for pos > start {
		parent := (pos - 1) >> 1
		p := h.at(parent)
		lt, err := h.less(item, p)
		if err != nil {
			return err
		}
		if pos >= h.len() {
			return h.changed()
		}
		if !lt {
			break
		}
		h.set(pos, p)
		pos = parent
	}
	h.set(pos, item)
	return nil
}

// siftUp moves the smaller child up from pos to a leaf, then the item
// that was at pos down into place there (siftDown).
func (h *heap) siftUp(pos int) error {
	end := h.len()
	start := pos
	item := h.at(pos)
	child := 2*pos + 1
	for child < end {
		right := child + 1
		if right < end {
			lt, err := h.less(h.at(child), h.at(right))
			if err != nil {
				return err
			}
			if h.len() != end {
				return h.changed()
			}
			if !lt {
				child = right
			}
		}
		h.set(pos, h.at(child))
		pos = child
		child = 2*pos + 1
	}
	h.set(pos, item)
	return h.siftDown(start, pos)
}
