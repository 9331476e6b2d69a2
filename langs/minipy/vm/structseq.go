package vm

import "strings"

// Struct sequences, CPython's structseq: tuple subclasses whose items
// are also named attributes (time.struct_time, sys.version_info,
// os.stat_result). Fields past the visible ones are attributes only.

// structSeq is the state of a struct sequence: every field's value.
type structSeq struct{ fields []Value }

func (s *structSeq) VisitRoots(visit func(*Value)) { visitAll(s.fields, visit) }

// NewStructSeq makes a struct sequence type named module.name with
// these fields, the first visible of them its items. Calling it takes a
// sequence of visible to len(fields) values (the missing ones None).
func (vm *VM) NewStructSeq(name, module string, fields []string, visible int) *Class {
	c := vm.NewType(name, module, vm.types.tuple)
	qual := module + "." + name
	for i, f := range fields {
		i := i
		vm.DefProperty(c, f, func(vm *VM, self Value) (Value, error) {
			s, ok := State[*structSeq](vm, self)
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", fields[i], qual, vm.typeName(self))
			}
			return s.fields[i], nil
		})
	}
	vm.DefNew(c, func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) < 2 || len(kw) > 0 {
			return 0, vm.raise(vm.types.TypeError, "%s() takes exactly one sequence argument", qual)
		}
		cls, ok := vm.obj(a[0]).(*Class)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "%s.__new__(X): X is not a type object", qual)
		}
		items, err := vm.iterate(a[1])
		if err != nil {
			return 0, err
		}
		if len(items) < visible {
			return 0, vm.raise(vm.types.TypeError, "%s() takes an at least %d-sequence (%d-sequence given)", qual, visible, len(items))
		}
		if len(items) > len(fields) {
			return 0, vm.raise(vm.types.TypeError, "%s() takes an at most %d-sequence (%d-sequence given)", qual, len(fields), len(items))
		}
		return vm.structSeqOf(cls, items, visible), nil
	})
	vm.DefMethod(c, "__repr__", func(vm *VM, a []Value, kw []string) (Value, error) {
		items, _ := vm.Items(a[0])
		var b strings.Builder
		b.WriteString(qual + "(")
		for i, x := range items {
			if i > 0 {
				b.WriteString(", ")
			}
			r, err := vm.reprOf(x)
			if err != nil {
				return 0, err
			}
			b.WriteString(fields[i] + "=" + r)
		}
		b.WriteString(")")
		return vm.str(b.String()), nil
	})
	vm.DefMethod(c, "__reduce__", func(vm *VM, a []Value, kw []string) (Value, error) {
		items, _ := vm.Items(a[0])
		return vm.tuple([]Value{vm.typeOf(a[0]).self, vm.tuple([]Value{vm.tuple(items)})}), nil
	})
	c.attrs["n_fields"] = vm.Int(int64(len(fields)))
	c.attrs["n_sequence_fields"] = vm.Int(int64(visible))
	return c
}

// StructSeq makes a struct sequence of type c (NewStructSeq) from the
// values of its fields, in order; missing trailing fields are None.
func (vm *VM) StructSeq(c *Class, values []Value) Value {
	visible := int(c.attrs["n_sequence_fields"].Int())
	return vm.structSeqOf(c, values, visible)
}

func (vm *VM) structSeqOf(c *Class, values []Value, visible int) Value {
	n := int(c.attrs["n_fields"].Int())
	all := make([]Value, n)
	for i := range all {
		all[i] = None
	}
	copy(all, values)
	items := append([]Value(nil), all[:visible]...)
	return vm.NewNativeInstance(c, vm.tuple(items), &structSeq{fields: all})
}
