package attvar

import (
	_ "embed"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/term"
)

var (
	//go:embed attvar.pl
	attvarSource string
	//go:embed dif.pl
	difSource string
	//go:embed when.pl
	whenSource string
)

// Library is the attributed variables' interface with freeze/2,
// frozen/2, copy_term/3 and the wakeup the engine calls.
var Library = &engine.Library{
	Name:   "attvar",
	Source: attvarSource,
	Builtins: []engine.Builtin{
		{Name: "attvar", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return m.AttVar(a[0]), nil }},
		{Name: "put_attr", Arity: 3, Fn: putAttr},
		{Name: "get_attr", Arity: 3, Fn: getAttr},
		{Name: "del_attr", Arity: 2, Fn: delAttr},
		{Name: "get_attrs", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return m.AttVar(a[0]) && m.Unify(a[1], m.Attrs(a[0])), nil
		}},
		{Name: "put_attrs", Arity: 2, Fn: putAttrs},
		{Name: "del_attrs", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			if m.AttVar(a[0]) {
				_, err := m.SetAttrs(a[0], m.AtomWord("[]"))
				return err == nil, err
			}
			return true, nil
		}},
		{Name: "term_attvars", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			l, err := m.List(m.TermAttVars(a[0]), m.AtomWord("[]"))
			if err != nil {
				return false, err
			}
			return m.Unify(a[1], l), nil
		}},
		{Name: "$attr_hook", Arity: 3, Fn: attrHook},
		{Name: "$attvar_variables", Arity: 2, Fn: attvarVariables},
	},
}

// Dif is library(dif): dif/2.
var Dif = &engine.Library{Name: "dif", Source: difSource}

// When is library(when): when/2.
var When = &engine.Library{Name: "when", Source: whenSource}

// Libraries are the package's libraries.
var Libraries = []*engine.Library{Library, Dif, When}

// varArg checks that a[0] is an unbound variable and a[1] a module name
// (an atom), with SWI-Prolog's errors.
func varArg(m *engine.Machine, a []heap.Value) (term.Atom, error) {
	if !m.IsVar(a[0]) {
		return term.Atom{}, uninstantiated(m, a[0], "put_attr", 3)
	}
	return moduleArg(m, a[1])
}

// uninstantiated is SWI-Prolog's error for the first argument v of
// name/arity that is not an unbound variable.
func uninstantiated(m *engine.Machine, v heap.Value, name string, arity int) error {
	return &engine.Thrown{Ball: term.New("error", term.New("uninstantiation_error", m.Term(v)),
		term.New("context", term.New("/", term.Intern(name), term.Int(arity)), term.Intern("1-st argument")))}
}

// moduleArg is the module name v.
func moduleArg(m *engine.Machine, v heap.Value) (term.Atom, error) {
	if name, ok := m.AtomOf(v); ok {
		return name, nil
	}
	if m.IsVar(v) {
		return term.Atom{}, engine.InstantiationError()
	}
	return term.Atom{}, engine.TypeError("atom", m.Term(v))
}

// An attribute list is att(Module, Value, More) ending in [].
var atomAtt = "att"

// find is the position of module's att/3 cell in the attribute list l
// (from 0), and false when it has none (then the position is the
// list's length).
func find(m *engine.Machine, l heap.Value, module term.Atom) (int, bool) {
	for k := 0; ; k++ {
		name, arity, ok := m.Functor(l)
		if !ok || name.Name() != atomAtt || arity != 3 {
			return k, false
		}
		if mod, _ := m.AtomOf(m.Arg(l, 0)); mod == module {
			return k, true
		}
		l = m.Arg(l, 2)
	}
}

// cell is the att/3 cell at position k of the attribute list l.
func cell(m *engine.Machine, l heap.Value, k int) heap.Value {
	for range k {
		l = m.Arg(l, 2)
	}
	return m.Deref(l)
}

// setAttrs makes the attributes of v (a builtin's argument, a root) the
// copies of its first k cells followed by the list rest (an attribute
// list is never changed in place). It allocates: rest is kept in the
// store's registers meanwhile.
func setAttrs(m *engine.Machine, v heap.Value, k int, rest heap.Value) error {
	regs := &m.Store().Regs
	base := len(*regs)
	*regs = append(*regs, v, rest)
	defer func() { *regs = (*regs)[:base] }()
	for i := k - 1; i >= 0; i-- {
		c := cell(m, m.Attrs((*regs)[base]), i)
		n, err := m.Compound(atomAtt, m.Arg(c, 0), m.Arg(c, 1), (*regs)[base+1])
		if err != nil {
			return err
		}
		(*regs)[base+1] = n
	}
	_, err := m.SetAttrs((*regs)[base], (*regs)[base+1])
	return err
}

func putAttr(m *engine.Machine, a []heap.Value) (bool, error) {
	module, err := varArg(m, a)
	if err != nil {
		return false, err
	}
	k, found := find(m, m.Attrs(a[0]), module)
	rest := m.AtomWord("[]")
	if found {
		rest = m.Arg(cell(m, m.Attrs(a[0]), k), 2)
	}
	c, err := m.Compound(atomAtt, a[1], a[2], rest)
	if err != nil {
		return false, err
	}
	return true, setAttrs(m, a[0], k, c)
}

func getAttr(m *engine.Machine, a []heap.Value) (bool, error) {
	module, err := moduleArg(m, a[1])
	if err != nil {
		return false, err
	}
	if !m.AttVar(a[0]) {
		return false, nil
	}
	k, found := find(m, m.Attrs(a[0]), module)
	return found && m.Unify(a[2], m.Arg(cell(m, m.Attrs(a[0]), k), 1)), nil
}

func delAttr(m *engine.Machine, a []heap.Value) (bool, error) {
	module, err := moduleArg(m, a[1])
	if err != nil {
		return false, err
	}
	if !m.AttVar(a[0]) {
		return true, nil
	}
	k, found := find(m, m.Attrs(a[0]), module)
	if !found {
		return true, nil
	}
	return true, setAttrs(m, a[0], k, m.Arg(cell(m, m.Attrs(a[0]), k), 2))
}

func putAttrs(m *engine.Machine, a []heap.Value) (bool, error) {
	if !m.IsVar(a[0]) {
		return false, uninstantiated(m, a[0], "put_attrs", 2)
	}
	_, err := m.SetAttrs(a[0], a[1])
	return err == nil, err
}

// attrHook is '$attr_hook'(Module, Goal0, Goal): Goal is Goal0 (a hook:
// attr_unify_hook(A, V), attribute_goals(X, S0, S)) as module Module's
// own predicate; it fails when Module has none, and raises SWI-Prolog's
// existence error for attr_unify_hook/2.
func attrHook(m *engine.Machine, a []heap.Value) (bool, error) {
	module, err := moduleArg(m, a[0])
	if err != nil {
		return false, err
	}
	name, arity, ok := m.Functor(a[1])
	if !ok {
		return false, engine.TypeError("callable", m.Term(a[1]))
	}
	local := engine.ModuleLocal(module.Name(), name.Name())
	if !m.Defined(local, arity) {
		if name.Name() == "attr_unify_hook" { // SWI-Prolog's error, from its wakeup
			pi := term.New(":", module, term.New("/", name, term.Int(arity)))
			return false, &engine.Thrown{Ball: term.New("error", term.New("existence_error", term.Intern("procedure"), pi),
				term.New("context", term.New(":", term.Intern("$attvar"), term.New("/", term.Intern("uhook"), term.Int(3))), term.NewVar("_")))}
		}
		return false, nil
	}
	args := make([]heap.Value, arity)
	for i := range arity {
		args[i] = m.Arg(a[1], i)
	}
	g, err := m.Compound(local.Name(), args...)
	if err != nil {
		return false, err
	}
	return m.Unify(a[2], g), nil
}

// attvarVariables is '$attvar_variables'(Term, Vars): the variables of
// Term and, recursively, of the attributes of its attributed variables,
// each once, depth first.
func attvarVariables(m *engine.Machine, a []heap.Value) (bool, error) {
	var vars []heap.Value
	seen := map[heap.Value]bool{}
	stack := []heap.Value{a[0]}
	for len(stack) > 0 {
		v := m.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch {
		case m.IsVar(v):
			if !seen[v] {
				seen[v] = true
				vars = append(vars, v)
				if m.AttVar(v) {
					stack = append(stack, m.Attrs(v))
					stack = append(stack, m.AttrReach(v)...)
				}
			}
		case m.IsCompound(v):
			_, n, _ := m.Functor(v)
			for i := n - 1; i >= 0; i-- {
				stack = append(stack, m.Arg(v, i))
			}
		}
	}
	l, err := m.List(vars, m.AtomWord("[]"))
	if err != nil {
		return false, err
	}
	return m.Unify(a[1], l), nil
}

// PutAttr is put_attr(V, Module, Value) for libraries written in Go: v
// must be an unbound variable. It is a safe point (v and value are
// kept).
func PutAttr(m *engine.Machine, v heap.Value, module string, value heap.Value) error {
	regs := &m.Store().Regs
	base := len(*regs)
	*regs = append(*regs, v, m.AtomWord(module), value)
	defer func() { *regs = (*regs)[:base] }()
	_, err := putAttr(m, (*regs)[base:base+3])
	return err
}

// DelAttr is del_attr(V, Module) for libraries written in Go. It is a
// safe point (v is kept).
func DelAttr(m *engine.Machine, v heap.Value, module string) error {
	regs := &m.Store().Regs
	base := len(*regs)
	*regs = append(*regs, v, m.AtomWord(module))
	defer func() { *regs = (*regs)[:base] }()
	_, err := delAttr(m, (*regs)[base:base+2])
	return err
}

// GetAttr is get_attr(V, Module, Value) for libraries written in Go:
// the value of v's attribute of module, or false.
func GetAttr(m *engine.Machine, v heap.Value, module string) (heap.Value, bool) {
	if !m.AttVar(v) {
		return 0, false
	}
	k, found := find(m, m.Attrs(v), term.Intern(module))
	if !found {
		return 0, false
	}
	return m.Arg(cell(m, m.Attrs(v), k), 1), true
}
