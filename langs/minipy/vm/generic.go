package vm

import (
	"strings"
)

// Type expressions of annotations that run: list[int] (PEP 585, a
// types.GenericAlias) and int | None (PEP 604, a types.UnionType).

// GenericAlias is origin[args].
type GenericAlias struct {
	origin Value
	args   []Value
	// unpacked marks *tuple[int, ...] (unused by minipy; kept for the
	// repr of aliases that carry it).
}

// UnionType is X | Y | ...: its distinct members, in order.
type UnionType struct{ args []Value }

func (*GenericAlias) class(vm *VM) *Class { return vm.types.genericAlias }
func (*UnionType) class(vm *VM) *Class    { return vm.types.unionType }

func (g *GenericAlias) VisitRoots(visit func(*Value)) {
	visit(&g.origin)
	visitAll(g.args, visit)
}

func (u *UnionType) VisitRoots(visit func(*Value)) { visitAll(u.args, visit) }

// initGeneric makes the classes types.GenericAlias and types.UnionType.
func (vm *VM) initGeneric() {
	t := &vm.types
	t.genericAlias = vm.builtinClass("GenericAlias")
	t.genericAlias.module = "types"
	t.unionType = vm.builtinClass("UnionType")
	t.unionType.module = "types"
	vm.ctors[t.genericAlias] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("GenericAlias", a, kw, 2, 2); err != nil {
			return 0, err
		}
		return vm.GenericAlias(a[0], a[1])
	}
}

// GenericAlias is origin[args]: args is one value or a tuple of them.
func (vm *VM) GenericAlias(origin, args Value) (Value, error) {
	items := []Value{args}
	if t, ok := vm.obj(args).(*Tuple); ok && args.IsHandle() {
		items = t.items
	}
	return vm.newObj(&GenericAlias{origin: origin, args: append([]Value(nil), items...)}), nil
}

// builtinGeneric reports whether c[...] is a GenericAlias: the built-in
// containers and type.
func (vm *VM) builtinGeneric(c *Class) bool {
	t := &vm.types
	switch c {
	case t.list, t.dict, t.tuple, t.set, t.frozenset, t.typeT, t.dictKeys, t.dictValues, t.dictItems:
		return true
	}
	return false
}

// unionMember reports whether v may be a member of X | Y: a class,
// None, a generic alias or a union.
func (vm *VM) unionMember(v Value) bool {
	if v == None {
		return true
	}
	switch vm.obj(v).(type) {
	case *Class, *GenericAlias, *UnionType:
		return v.IsHandle()
	}
	return false
}

// union is a | b for two union members: the members of both, each once
// (None as NoneType); a union of one member is that member.
func (vm *VM) union(a, b Value) Value {
	var members []Value
	var add func(v Value)
	add = func(v Value) {
		if v == None {
			v = vm.types.none.self
		}
		if u, ok := vm.obj(v).(*UnionType); ok && v.IsHandle() {
			for _, m := range u.args {
				add(m)
			}
			return
		}
		for _, m := range members {
			if m == v {
				return
			}
			if ga, ok := vm.obj(v).(*GenericAlias); ok && v.IsHandle() {
				if gm, ok := vm.obj(m).(*GenericAlias); ok && m.IsHandle() && vm.sameAlias(ga, gm) {
					return
				}
			}
		}
		members = append(members, v)
	}
	add(a)
	add(b)
	if len(members) == 1 {
		return members[0]
	}
	return vm.newObj(&UnionType{args: members})
}

// sameAlias reports whether two generic aliases are equal.
func (vm *VM) sameAlias(a, b *GenericAlias) bool {
	if a.origin != b.origin || len(a.args) != len(b.args) {
		return false
	}
	for i := range a.args {
		if eq, err := vm.eq(a.args[i], b.args[i]); err != nil || !eq {
			return false
		}
	}
	return true
}

// typeRepr is how a type expression shows a member: a class by its
// qualified name (builtins without a module), ... as ..., others by repr.
func (vm *VM) typeRepr(v Value) (string, error) {
	if v == Ellipsis {
		return "...", nil
	}
	if c, ok := vm.obj(v).(*Class); ok && v.IsHandle() {
		if c.module == "builtins" {
			return c.qualname, nil
		}
		return c.module + "." + c.qualname, nil
	}
	return vm.reprOf(v)
}

func (vm *VM) genericAliasRepr(g *GenericAlias) (string, error) {
	var b strings.Builder
	o, err := vm.typeRepr(g.origin)
	if err != nil {
		return "", err
	}
	b.WriteString(o + "[")
	if len(g.args) == 0 {
		b.WriteString("()")
	}
	for i, a := range g.args {
		if i > 0 {
			b.WriteString(", ")
		}
		var s string
		if t, ok := vm.obj(a).(*Tuple); ok && a.IsHandle() && len(t.items) == 0 {
			s = "()"
		} else if l, ok := vm.obj(a).(*List); ok && a.IsHandle() {
			parts := make([]string, len(l.items))
			for j, x := range l.items {
				if parts[j], err = vm.typeRepr(x); err != nil {
					return "", err
				}
			}
			s = "[" + strings.Join(parts, ", ") + "]"
		} else if s, err = vm.typeRepr(a); err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	b.WriteString("]")
	return b.String(), nil
}

func (vm *VM) unionRepr(u *UnionType) (string, error) {
	parts := make([]string, len(u.args))
	for i, a := range u.args {
		if a == vm.types.none.self {
			parts[i] = "None"
			continue
		}
		s, err := vm.typeRepr(a)
		if err != nil {
			return "", err
		}
		parts[i] = s
	}
	return strings.Join(parts, " | "), nil
}

// genericAttr is an attribute of a generic alias or union.
func (vm *VM) genericAttr(v Value, name string) (Value, bool, error) {
	switch o := vm.obj(v).(type) {
	case *GenericAlias:
		switch name {
		case "__origin__":
			return o.origin, true, nil
		case "__args__":
			return vm.tuple(append([]Value(nil), o.args...)), true, nil
		case "__parameters__":
			return vm.emptyT, true, nil
		}
		if len(name) < 2 || name[:2] != "__" {
			// anything else is the origin's (list[int].append)
			r, err := vm.getAttr(o.origin, name)
			return r, true, err
		}
	case *UnionType:
		switch name {
		case "__args__":
			return vm.tuple(append([]Value(nil), o.args...)), true, nil
		case "__parameters__":
			return vm.emptyT, true, nil
		}
	}
	return 0, false, nil
}
