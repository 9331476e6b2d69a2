package vm

import (
	"embed"
	"sort"
	"strings"
)

// lib holds the modules written in Python.
//
//go:embed lib/*.py
var lib embed.FS

// sourceModule imports a module of lib.
func (vm *VM) sourceModule(name string) (Value, error) {
	src, err := lib.ReadFile("lib/" + name + ".py")
	if err != nil {
		return 0, vm.raise(vm.types.ModuleNotFoundError, "No module named '%s'", name)
	}
	code, err := Compile("<frozen "+name+">", src, false)
	if err != nil {
		return 0, vm.raise(vm.types.SystemError(), "module %s does not compile: %v", name, err)
	}
	m, mv := vm.newModule(name, "")
	vm.modules[name] = mv
	if err := vm.runModuleCode(code, m); err != nil {
		delete(vm.modules, name)
		return 0, err
	}
	return mv, nil
}

// dictMissing is d[k] for a key d lacks: a defaultdict's factory, a
// Counter's 0, else KeyError.
func (vm *VM) dictMissing(d *Dict, k Value) (Value, error) {
	switch {
	case d.cls == nil:
	case d.cls == vm.types.defaultdict && d.factory != None && d.factory != 0:
		v, err := vm.callFromGo(d.factory, nil, nil)
		if err != nil {
			return 0, err
		}
		return v, vm.dictSet(d, k, v)
	case d.cls == vm.types.counter:
		return smallInt(0), nil
	}
	return 0, vm.raiseValue(vm.newException(vm.types.KeyError, []Value{k}))
}

// dictRepr is the repr of a dict subclass of _collections.
func (vm *VM) dictRepr(d *Dict, plain string) (string, error) {
	switch d.cls {
	case vm.types.defaultdict:
		f, err := vm.reprOf(d.factory)
		return "defaultdict(" + f + ", " + plain + ")", err
	case vm.types.counter:
		if d.live == 0 {
			return "Counter()", nil
		}
		items, err := vm.mostCommon(d)
		if err != nil {
			return "", err
		}
		var b strings.Builder
		b.WriteString("Counter({")
		for i, it := range items {
			if i > 0 {
				b.WriteString(", ")
			}
			k, err := vm.reprOf(it[0])
			if err != nil {
				return "", err
			}
			v, err := vm.reprOf(it[1])
			if err != nil {
				return "", err
			}
			b.WriteString(k + ": " + v)
		}
		b.WriteString("})")
		return b.String(), nil
	case vm.types.ordereddict:
		if d.live == 0 {
			return "OrderedDict()", nil
		}
		var pairs []Value
		for _, e := range d.entries {
			if e.used {
				pairs = append(pairs, vm.tuple([]Value{e.key, e.val}))
			}
		}
		s, err := vm.seqRepr("[", "]", pairs, false)
		return "OrderedDict(" + s + ")", err
	}
	return plain, nil
}

// mostCommon is a Counter's items by count, descending, stably.
func (vm *VM) mostCommon(d *Dict) ([][2]Value, error) {
	var items [][2]Value
	for _, e := range d.entries {
		if e.used {
			items = append(items, [2]Value{e.key, e.val})
		}
	}
	var failed error
	sort.SliceStable(items, func(i, j int) bool {
		r, err := vm.compare(4, items[i][1], items[j][1]) // >
		if err != nil {
			failed = err
			return false
		}
		return r == True
	})
	return items, failed
}

func (vm *VM) collectionsModule() Value {
	m, mv := vm.newModule("_collections", "")
	t := &vm.types
	t.defaultdict = vm.builtinClass("defaultdict", t.dict)
	t.ordereddict = vm.builtinClass("OrderedDict", t.dict)
	t.counter = vm.builtinClass("Counter", t.dict)
	for _, c := range []*Class{t.defaultdict, t.ordereddict, t.counter} {
		c.module = "collections"
		m.globals.strSet(c.name, vm.str(c.name), c.self)
	}
	vm.ctors[t.defaultdict] = func(vm *VM, a []Value, kw []string) (Value, error) {
		pos := a[:len(a)-len(kw)]
		d := &Dict{cls: vm.types.defaultdict, factory: None}
		if len(pos) > 0 {
			d.factory = pos[0]
			if pos[0] != None && !vm.isCallable(pos[0]) {
				return 0, vm.raise(vm.types.TypeError, "first argument must be callable or None")
			}
		}
		if len(pos) > 1 {
			if err := vm.dictInit(d, pos[1]); err != nil {
				return 0, err
			}
		}
		for i, k := range kw {
			d.strSet(k, vm.str(k), a[len(pos)+i])
		}
		return vm.newObj(d), nil
	}
	vm.ctors[t.ordereddict] = func(vm *VM, a []Value, kw []string) (Value, error) {
		v, err := vm.ctors[vm.types.dict](vm, a, kw)
		if err == nil {
			vm.obj(v).(*Dict).cls = vm.types.ordereddict
		}
		return v, err
	}
	vm.ctors[t.counter] = func(vm *VM, a []Value, kw []string) (Value, error) {
		d := &Dict{cls: vm.types.counter}
		dv := vm.newObj(d)
		if len(a) > 0 {
			if _, err := vm.counterUpdate(d, a[0]); err != nil {
				return 0, err
			}
		}
		return dv, nil
	}
	vm.methodKw(t.defaultdict, "__missing__", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.dictMissing(vm.obj(a[0]).(*Dict), a[1])
	})
	vm.method(t.counter, "most_common", func(vm *VM, a []Value) (Value, error) {
		items, err := vm.mostCommon(vm.obj(a[0]).(*Dict))
		if err != nil {
			return 0, err
		}
		n := len(items)
		if len(a) > 1 && a[1] != None {
			k, err := vm.toInt(a[1])
			if err != nil {
				return 0, err
			}
			n = int(min(max(k, 0), int64(n)))
		}
		out := make([]Value, n)
		for i := range out {
			out[i] = vm.tuple([]Value{items[i][0], items[i][1]})
		}
		return vm.list(out), nil
	}, -1)
	vm.method(t.counter, "update", func(vm *VM, a []Value) (Value, error) {
		if len(a) > 1 {
			return vm.counterUpdate(vm.obj(a[0]).(*Dict), a[1])
		}
		return None, nil
	}, -1)
	vm.method(t.counter, "elements", func(vm *VM, a []Value) (Value, error) {
		var out []Value
		for _, e := range vm.obj(a[0]).(*Dict).entries {
			if e.used && e.val.IsInt() {
				for i := int64(0); i < e.val.Int(); i++ {
					out = append(out, e.key)
				}
			}
		}
		return vm.iter(vm.list(out))
	}, 1)
	vm.method(t.counter, "total", func(vm *VM, a []Value) (Value, error) {
		acc := smallInt(0)
		for _, e := range vm.obj(a[0]).(*Dict).entries {
			if e.used {
				var err error
				if acc, err = vm.binaryOp(0, acc, e.val); err != nil {
					return 0, err
				}
			}
		}
		return acc, nil
	}, 1)
	vm.methodKw(t.ordereddict, "popitem", func(vm *VM, a []Value, kwnames []string) (Value, error) {
		a, kw, err := vm.kwargs("popitem", a, kwnames, "last")
		if err != nil {
			return 0, err
		}
		if v, ok := kw["last"]; ok {
			a = append(a[:1:1], v)
		}
		if len(a) > 2 {
			return 0, vm.raise(vm.types.TypeError, "popitem() takes at most 1 argument (%d given)", len(a)-1)
		}
		last := true
		if len(a) == 2 {
			last, _ = vm.truth(a[1])
		}
		d := vm.obj(a[0]).(*Dict)
		for k := range d.entries {
			i := k
			if last {
				i = len(d.entries) - 1 - k
			}
			if e := d.entries[i]; e.used {
				d.removeAt(i)
				return vm.tuple([]Value{e.key, e.val}), nil
			}
		}
		return 0, vm.raise(vm.types.KeyError, "dictionary is empty")
	})
	vm.methodKw(t.ordereddict, "move_to_end", func(vm *VM, a []Value, kwnames []string) (Value, error) {
		a, kw, err := vm.kwargs("move_to_end", a, kwnames, "last")
		if err != nil {
			return 0, err
		}
		if len(a) < 2 || len(a) > 3 {
			return 0, vm.raise(vm.types.TypeError, "move_to_end() takes at most 2 arguments (%d given)", len(a)-1)
		}
		d := vm.obj(a[0]).(*Dict)
		v, ok, err := vm.dictGet(d, a[1])
		if err != nil || !ok {
			if err == nil {
				err = vm.raiseValue(vm.newException(vm.types.KeyError, []Value{a[1]}))
			}
			return 0, err
		}
		last := true
		if v, ok := kw["last"]; ok {
			a = append(a[:2:2], v)
		}
		if len(a) > 2 {
			last, _ = vm.truth(a[2])
		}
		vm.dictDel(d, a[1])
		if last {
			return None, vm.dictSet(d, a[1], v)
		}
		rest := d.entries
		*d = Dict{cls: d.cls, layout: d.layout + 1}
		if err := vm.dictSet(d, a[1], v); err != nil {
			return 0, err
		}
		for _, e := range rest {
			if e.used {
				vm.dictSet(d, e.key, e.val)
			}
		}
		return None, nil
	})
	return mv
}

// counterUpdate counts the items of src into d (or adds a mapping's).
func (vm *VM) counterUpdate(d *Dict, src Value) (Value, error) {
	if m, ok := vm.obj(src).(*Dict); ok {
		for _, e := range m.entries {
			if e.used {
				old, _, err := vm.dictGet(d, e.key)
				if err != nil {
					return 0, err
				}
				if old == 0 {
					old = smallInt(0)
				}
				n, err := vm.binaryOp(0, old, e.val)
				if err != nil {
					return 0, err
				}
				vm.dictSet(d, e.key, n)
			}
		}
		return None, nil
	}
	items, err := vm.iterate(src)
	if err != nil {
		return 0, err
	}
	for _, x := range items {
		old, ok, err := vm.dictGet(d, x)
		if err != nil {
			return 0, err
		}
		if !ok {
			old = smallInt(0)
		}
		n, err := vm.binaryOp(0, old, smallInt(1))
		if err != nil {
			return 0, err
		}
		if err := vm.dictSet(d, x, n); err != nil {
			return 0, err
		}
	}
	return None, nil
}

// isCallable is callable(v).
func (vm *VM) isCallable(v Value) bool {
	switch o := vm.obj(v).(type) {
	case *Function, *Builtin, *BoundMethod, *Class:
		return v.IsHandle()
	case *Instance:
		_, ok := vm.userMethod(o.cls, "__call__")
		return ok
	}
	return false
}
