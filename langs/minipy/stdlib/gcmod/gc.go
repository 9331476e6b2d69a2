// Package gcmod is minipy's gc module: collect runs the interpreter's
// collection at once; the rest (enable, disable, thresholds, counts,
// freeze, debug flags, garbage and callbacks) keeps CPython's interface.
//
// minipy has no reference counting: its collector finds all garbage,
// not only cycles, so collect() returns how many objects it released
// (CPython: how many unreachable objects it found in cycles), and
// disable() does not stop collection (it would stop freeing memory at
// all); isenabled() reports what enable/disable set. get_objects,
// get_referrers and get_referents are not provided.
package gcmod

import (
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "gc", Init: initGC}) }

// CPython's default thresholds and its debug flags.
const (
	threshold0  = 700
	threshold1  = 10
	threshold2  = 10
	generations = 3

	debugStats       = 1
	debugCollectable = 2
	debugUncollect   = 4
	debugSaveAll     = 32
	debugLeak        = debugCollectable | debugUncollect | debugSaveAll
)

// state is what the module's functions set and read.
type state struct {
	enabled   bool
	debug     int64
	threshold [generations]int64
}

func initGC(v *VM, m *vm.Module) error {
	st := &state{enabled: true, threshold: [generations]int64{threshold0, threshold1, threshold2}}
	bool := func(b bool) Value {
		if b {
			return vm.True
		}
		return vm.False
	}
	none := func(name string, a []Value, kw []string, f func()) (Value, error) {
		if err := v.CheckArgs(name, a, kw, 0, 0); err != nil {
			return 0, err
		}
		f()
		return vm.None, nil
	}
	m.Def("collect", func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("collect", a, kw, "generation=")
		if err != nil {
			return 0, err
		}
		if args[0] != vm.Null {
			g, err := v.AsIndex(args[0])
			if err != nil {
				return 0, err
			}
			if g < 0 || g >= generations {
				return 0, v.Raise("ValueError", "invalid generation")
			}
		}
		n, err := v.Collect()
		return v.Int(int64(n)), err
	})
	m.Def("enable", func(v *VM, a []Value, kw []string) (Value, error) {
		return none("enable", a, kw, func() { st.enabled = true })
	})
	m.Def("disable", func(v *VM, a []Value, kw []string) (Value, error) {
		return none("disable", a, kw, func() { st.enabled = false })
	})
	m.Def("isenabled", func(v *VM, a []Value, kw []string) (Value, error) {
		return bool(st.enabled), v.CheckArgs("isenabled", a, kw, 0, 0)
	})
	m.Def("get_threshold", func(v *VM, a []Value, kw []string) (Value, error) {
		t := st.threshold
		return v.Tuple([]Value{v.Int(t[0]), v.Int(t[1]), v.Int(t[2])}), v.CheckArgs("get_threshold", a, kw, 0, 0)
	})
	m.Def("set_threshold", func(v *VM, a []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return 0, v.Raise("TypeError", "set_threshold() takes no keyword arguments")
		}
		if len(a) < 1 || len(a) > generations {
			return 0, v.Raise("TypeError", "set_threshold() takes from 1 to 3 positional arguments but %d were given", len(a))
		}
		for i, x := range a {
			n, err := v.AsIndex(x)
			if err != nil {
				return 0, err
			}
			st.threshold[i] = n
		}
		return vm.None, nil
	})
	m.Def("get_count", func(v *VM, a []Value, kw []string) (Value, error) {
		return v.Tuple([]Value{v.Int(0), v.Int(0), v.Int(0)}), v.CheckArgs("get_count", a, kw, 0, 0)
	})
	m.Def("freeze", func(v *VM, a []Value, kw []string) (Value, error) {
		return none("freeze", a, kw, func() {}) // no generations to freeze objects out of
	})
	m.Def("unfreeze", func(v *VM, a []Value, kw []string) (Value, error) {
		return none("unfreeze", a, kw, func() {})
	})
	m.Def("get_freeze_count", func(v *VM, a []Value, kw []string) (Value, error) {
		return v.Int(0), v.CheckArgs("get_freeze_count", a, kw, 0, 0)
	})
	m.Def("set_debug", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("set_debug", a, kw, 1, 1); err != nil {
			return 0, err
		}
		n, err := v.AsIndex(a[0])
		st.debug = n
		return vm.None, err
	})
	m.Def("get_debug", func(v *VM, a []Value, kw []string) (Value, error) {
		return v.Int(st.debug), v.CheckArgs("get_debug", a, kw, 0, 0)
	})
	m.Def("is_tracked", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("is_tracked", a, kw, 1, 1); err != nil {
			return 0, err
		}
		// CPython tracks containers only: atoms (numbers, strings,
		// None, bools) are never tracked.
		switch v.TypeName(a[0]) {
		case "int", "float", "complex", "str", "bytes", "bool", "NoneType":
			return vm.False, nil
		}
		return vm.True, nil
	})
	m.Def("is_finalized", func(v *VM, a []Value, kw []string) (Value, error) {
		return vm.False, v.CheckArgs("is_finalized", a, kw, 1, 1)
	})
	m.Set("garbage", v.List(nil))
	m.Set("callbacks", v.List(nil))
	for _, c := range []struct {
		name string
		val  int64
	}{
		{"DEBUG_STATS", debugStats}, {"DEBUG_COLLECTABLE", debugCollectable},
		{"DEBUG_UNCOLLECTABLE", debugUncollect}, {"DEBUG_SAVEALL", debugSaveAll},
		{"DEBUG_LEAK", debugLeak},
	} {
		m.Set(c.name, v.Int(c.val))
	}
	return nil
}
