package syntax

import (
	"maps"
	"slices"
	"strings"

	"github.com/microjit/microjit/langs/prolog/term"
)

// Specifier is an operator's type: its class (prefix, infix, postfix) and
// which of its arguments may have the operator's own priority.
type Specifier uint8

// The seven operator specifiers of ISO 6.3.4.2.
const (
	XFX Specifier = iota + 1
	XFY
	YFX
	FY
	FX
	XF
	YF
)

var specNames = [...]string{XFX: "xfx", XFY: "xfy", YFX: "yfx", FY: "fy", FX: "fx", XF: "xf", YF: "yf"}

func (s Specifier) String() string {
	if int(s) < len(specNames) && specNames[s] != "" {
		return specNames[s]
	}
	return "?"
}

// ParseSpecifier returns the specifier named by name (xfx, fy, ...).
func ParseSpecifier(name string) (Specifier, bool) {
	i := slices.Index(specNames[:], name)
	if i <= 0 {
		return 0, false
	}
	return Specifier(i), true
}

// Class is an operator class: what side its arguments are on.
type Class uint8

// Operator classes.
const (
	Prefix Class = iota
	Infix
	Postfix
)

// Class returns the class of operators with this specifier.
func (s Specifier) Class() Class {
	switch s {
	case FY, FX:
		return Prefix
	case XF, YF:
		return Postfix
	}
	return Infix
}

// MaxPriority is the highest operator (and term) priority.
const MaxPriority = 1200

// argMax is the priority an argument of a functional-notation term or a
// list element may have (ISO 6.3.3: arg = term with priority 999).
const argMax = 999

// Op is one operator definition.
type Op struct {
	Priority int
	Spec     Specifier
}

// args returns the maximum priorities of the left and right arguments.
func (o Op) args() (left, right int) {
	p := o.Priority
	switch o.Spec {
	case XFX:
		return p - 1, p - 1
	case XFY:
		return p - 1, p
	case YFX:
		return p, p - 1
	case FY:
		return 0, p
	case FX:
		return 0, p - 1
	case XF:
		return p - 1, 0
	case YF:
		return p, 0
	}
	return 0, 0
}

// Ops is an operator table: op/3 changes it, the reader and the writer
// consult it. The zero value is an empty table; use DefaultOps for the
// standard one.
type Ops struct {
	byClass [3]map[term.Atom]Op
}

// Def is an operator definition with its name, as current_op/3 sees it.
type Def struct {
	Op
	Name term.Atom
}

// defaultOps is the standard operator table: ISO 13211-1 table 7 with
// Cor.2's additions, and the few operators GNU Prolog 1.4.5 and
// SWI-Prolog 9 both define beyond it (*->, '|' at 1105, ':' at 600).
// Generated from GNU Prolog's current_op/3 without its CLP(FD) operators.
var defaultOps = []struct {
	p    int
	spec Specifier
	name string
}{
	{200, FY, `+`},
	{200, FY, `-`},
	{200, FY, `\`},
	{200, XFX, `**`},
	{200, XFY, `^`},
	{400, YFX, `*`},
	{400, YFX, `/`},
	{400, YFX, `//`},
	{400, YFX, `<<`},
	{400, YFX, `>>`},
	{400, YFX, `div`},
	{400, YFX, `mod`},
	{400, YFX, `rem`},
	{500, YFX, `+`},
	{500, YFX, `-`},
	{500, YFX, `/\`},
	{500, YFX, `\/`},
	{600, XFY, `:`},
	{700, XFX, `<`},
	{700, XFX, `=`},
	{700, XFX, `=..`},
	{700, XFX, `=:=`},
	{700, XFX, `=<`},
	{700, XFX, `==`},
	{700, XFX, `=\=`},
	{700, XFX, `>`},
	{700, XFX, `>=`},
	{700, XFX, `@<`},
	{700, XFX, `@=<`},
	{700, XFX, `@>`},
	{700, XFX, `@>=`},
	{700, XFX, `\=`},
	{700, XFX, `\==`},
	{700, XFX, `is`},
	{900, FY, `\+`},
	{1000, XFY, `,`},
	{1050, XFY, `*->`},
	{1050, XFY, `->`},
	{1100, XFY, `;`},
	{1105, XFY, `|`},
	{1200, FX, `:-`},
	{1200, FX, `?-`},
	{1200, XFX, `-->`},
	{1200, XFX, `:-`},
}

// swiOps are the operators SWI-Prolog 9 defines beyond defaultOps
// (its current_op/3 without '.', which is its dicts'): the declarations
// at 1150, single-sided unification's =>, and the arithmetic and
// comparison operators of its libraries.
var swiOps = []struct {
	p    int
	spec Specifier
	name string
}{
	{1, FX, `$`},
	{400, YFX, `rdiv`},
	{400, YFX, `xor`},
	{700, XFX, `:<`},
	{700, XFX, `>:<`},
	{700, XFX, `=@=`},
	{700, XFX, `\=@=`},
	{700, XFX, `as`},
	{800, XFX, `:=`},
	{1150, FX, `discontiguous`},
	{1150, FX, `dynamic`},
	{1150, FX, `initialization`},
	{1150, FX, `meta_predicate`},
	{1150, FX, `module_transparent`},
	{1150, FX, `multifile`},
	{1150, FX, `public`},
	{1150, FX, `table`},
	{1150, FX, `thread_initialization`},
	{1150, FX, `thread_local`},
	{1150, FX, `volatile`},
	{1200, XFX, `=>`},
}

// DefaultOps returns a new table holding the standard operators.
func DefaultOps() *Ops {
	o := new(Ops)
	for _, d := range defaultOps {
		o.set(term.Intern(d.name), Op{d.p, d.spec})
	}
	return o
}

// SWIOps returns a new table holding SWI-Prolog 9's operators: the
// standard ones and swiOps.
func SWIOps() *Ops {
	o := DefaultOps()
	for _, d := range swiOps {
		o.set(term.Intern(d.name), Op{d.p, d.spec})
	}
	return o
}

// Clone returns an independent copy of the table.
func (o *Ops) Clone() *Ops {
	c := new(Ops)
	for i, m := range o.byClass {
		c.byClass[i] = maps.Clone(m)
	}
	return c
}

func (o *Ops) set(name term.Atom, op Op) {
	cl := op.Spec.Class()
	if op.Priority == 0 {
		delete(o.byClass[cl], name)
		return
	}
	if o.byClass[cl] == nil {
		o.byClass[cl] = map[term.Atom]Op{}
	}
	o.byClass[cl][name] = op
}

// Lookup returns name's operator definition of the given class.
func (o *Ops) Lookup(name term.Atom, cl Class) (Op, bool) {
	op, ok := o.byClass[cl][name]
	return op, ok
}

// IsOp reports whether name is an operator of any class.
func (o *Ops) IsOp(name term.Atom) bool {
	for _, m := range o.byClass {
		if _, ok := m[name]; ok {
			return true
		}
	}
	return false
}

// maxPriority is the highest priority name has as an operator (0 if none).
func (o *Ops) maxPriority(name term.Atom) int {
	p := 0
	for _, m := range o.byClass {
		if op, ok := m[name]; ok {
			p = max(p, op.Priority)
		}
	}
	return p
}

// Defs returns every definition, ordered by priority, specifier and name,
// for current_op/3.
func (o *Ops) Defs() []Def {
	var defs []Def
	for _, m := range o.byClass {
		for name, op := range m {
			defs = append(defs, Def{op, name})
		}
	}
	slices.SortFunc(defs, func(a, b Def) int {
		if a.Priority != b.Priority {
			return a.Priority - b.Priority
		}
		if a.Spec != b.Spec {
			return int(a.Spec) - int(b.Spec)
		}
		return strings.Compare(a.Name.Name(), b.Name.Name())
	})
	return defs
}

// Add is op/3 for one operator name: it defines name with the given
// priority and specifier, or removes it from that class when priority is 0.
// It refuses what ISO 8.14.3.3 forbids, returning an *OpError: priorities
// outside 0..1200, changing ',', '|' other than as an infix operator of
// priority 0 or at least 1001, [] and {} as operators, and an infix and a
// postfix operator of the same name.
func (o *Ops) Add(priority int, spec Specifier, name term.Atom) error {
	if priority < 0 || priority > MaxPriority {
		return &OpError{Kind: DomainError, Culprit: term.Int(priority), Domain: "operator_priority"}
	}
	if spec.String() == "?" {
		return &OpError{Kind: DomainError, Culprit: term.Int(spec), Domain: "operator_specifier"}
	}
	cl := spec.Class()
	switch {
	case name == term.Comma:
		return &OpError{Kind: PermissionError, Culprit: name, Action: "modify"}
	case name == term.Nil || name == term.Curly:
		return &OpError{Kind: PermissionError, Culprit: name, Action: "create"}
	case name == term.Bar && (cl != Infix || priority > 0 && priority < 1001):
		return &OpError{Kind: PermissionError, Culprit: name, Action: "create"}
	}
	// An operator can be infix or postfix, not both (ISO 6.3.4.2).
	if priority > 0 && cl != Prefix {
		other := Infix
		if cl == Infix {
			other = Postfix
		}
		if _, clash := o.byClass[other][name]; clash {
			return &OpError{Kind: PermissionError, Culprit: name, Action: "create"}
		}
	}
	o.set(name, Op{priority, spec})
	return nil
}

// OpErrorKind says which ISO error an op/3 call raises.
type OpErrorKind uint8

// The errors of op/3.
const (
	DomainError OpErrorKind = iota
	PermissionError
)

// OpError is an error op/3 raises; Term gives its ISO error term.
type OpError struct {
	Kind    OpErrorKind
	Culprit term.Term
	Domain  string // DomainError: operator_priority or operator_specifier
	Action  string // PermissionError: create or modify
}

func (e *OpError) Error() string { return Format(e.Term()) }

// Term returns the formal part of the error: domain_error(D, Culprit) or
// permission_error(Action, operator, Culprit).
func (e *OpError) Term() term.Term {
	if e.Kind == DomainError {
		return term.New("domain_error", term.Intern(e.Domain), e.Culprit)
	}
	return term.New("permission_error", term.Intern(e.Action), term.Intern("operator"), e.Culprit)
}
