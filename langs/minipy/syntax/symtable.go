package syntax

import (
	"fmt"
	"sort"
	"strings"
)

// The symbol table follows CPython 3.11's symtable.c: a first pass
// records, per scope, how each name is used (bound, read, a parameter,
// declared global or nonlocal); a second pass decides each name's
// scope from the inside out, making a local that an inner function
// reads a cell and the name in the inner function free. Comprehensions
// are function scopes of their own, as in 3.11, whose first iterable
// is evaluated in the enclosing scope.

// ScopeKind is the kind of a block that has names of its own.
type ScopeKind uint8

// The scope kinds.
const (
	ModuleScope ScopeKind = iota
	FunctionScope
	ClassScope
)

var scopeKindNames = [...]string{ModuleScope: "module", FunctionScope: "function", ClassScope: "class"}

func (k ScopeKind) String() string { return scopeKindNames[k] }

// SymbolScope is where a name lives, CPython's LOCAL, GLOBAL_EXPLICIT,
// GLOBAL_IMPLICIT, FREE and CELL.
type SymbolScope uint8

// The symbol scopes.
const (
	Local          SymbolScope = iota + 1 // a local variable of the scope
	GlobalExplicit                        // declared global here
	GlobalImplicit                        // not bound in any enclosing function: a global or builtin
	Free                                  // a variable of an enclosing function
	Cell                                  // a local that an inner scope reads
)

var symbolScopeNames = [...]string{Local: "local", GlobalExplicit: "global_explicit",
	GlobalImplicit: "global_implicit", Free: "free", Cell: "cell"}

func (s SymbolScope) String() string { return symbolScopeNames[s] }

// Symbol use flags, recorded by the first pass.
const (
	defGlobal   = 1 << iota // global declaration
	defLocal                // bound: assigned, a target, def, class, import
	defParam                // a parameter
	defNonlocal             // nonlocal declaration
	use                     // read
	defImport               // bound by an import
	defCompIter             // a comprehension's iteration variable

	defBound = defLocal | defParam | defImport
)

// Symbol is one name of a scope.
type Symbol struct {
	Name  string
	Scope SymbolScope
	flags int
}

// IsParam reports whether the name is a parameter of its function.
func (s *Symbol) IsParam() bool { return s.flags&defParam != 0 }

// Scope is a module, class, function, lambda or comprehension.
type Scope struct {
	Kind ScopeKind
	// Name is the function or class name, "top" for the module, and
	// "lambda", "listcomp", "setcomp", "dictcomp" or "genexpr".
	Name     string
	Parent   *Scope
	Children []*Scope
	Symbols  map[string]*Symbol
	// Params are the parameter names in CPython's co_varnames order:
	// positional, keyword-only, *args, **kwargs (".0" for a
	// comprehension).
	Params []string
	// Generator says the function contains yield (or is a generator
	// expression).
	Generator bool
	// NeedsClassClosure says a method uses super() or __class__, so the
	// class must provide the __class__ cell.
	NeedsClassClosure bool
	// ChildFree says an inner scope has free variables.
	ChildFree bool

	nested        bool            // a function scope is somewhere outside
	comprehension string          // "list comprehension" etc. for a comprehension scope
	directives    map[string]Node // where each name was declared global or nonlocal
	order         []string        // names in first-use order
}

// DumpScopes renders the scopes of t, one scope per line followed by
// its names (sorted) with their scopes, children indented: the format
// symtable_test compares with CPython's symtable module.
func DumpScopes(t *SymbolTable) string {
	var out []byte
	var walk func(s *Scope, indent string)
	walk = func(s *Scope, indent string) {
		out = fmt.Appendf(out, "%s%s %s\n", indent, s.Kind, s.Name)
		for _, name := range s.Names() {
			sym := s.Symbols[name]
			param := ""
			if sym.IsParam() {
				param = " param"
			}
			out = fmt.Appendf(out, "%s  %s %s%s\n", indent, name, sym.Scope, param)
		}
		for _, c := range s.Children {
			walk(c, indent+"  ")
		}
	}
	walk(t.Top, "")
	return string(out)
}

// Lookup returns the symbol for name, or nil.
func (s *Scope) Lookup(name string) *Symbol { return s.Symbols[name] }

// Names returns the scope's names, sorted.
func (s *Scope) Names() []string {
	names := make([]string, 0, len(s.Symbols))
	for n := range s.Symbols {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// SymbolTable is the scopes of a module.
type SymbolTable struct {
	Top *Scope
	// Scopes maps each node that opens a scope (FunctionDef, ClassDef,
	// Lambda, the comprehension nodes) to it.
	Scopes map[Node]*Scope
	// Future is the module's __future__ features. With
	// FutureAnnotations the annotations are not evaluated, so their names
	// are no uses.
	Future Features
}

// Resolve builds the symbol table of a parsed module. Its errors are
// *SyntaxError, as CPython's symtable raises them.
func Resolve(m *Module) (*SymbolTable, error) {
	b := &tableBuilder{src: m.src, table: &SymbolTable{Scopes: map[Node]*Scope{}}, future: map[*ImportFrom]bool{}}
	err := (&parser{src: m.src}).run(func() {
		b.table.Future = b.futureFeatures(m.Body)
		top := b.enter(ModuleScope, "top", nil)
		b.table.Top = top
		b.stmts(m.Body)
		b.leave()
		b.analyze(top, nil, map[string]bool{}, map[string]bool{})
	})
	if err != nil {
		return nil, err
	}
	return b.table, nil
}

// tableBuilder runs the first pass.
type tableBuilder struct {
	src   *source
	table *SymbolTable
	cur   *Scope
	// private is the name of the innermost class around, whose private
	// names (__x) are mangled.
	private string
	// future holds the module's future statements.
	future map[*ImportFrom]bool
}

// Mangle returns name as CPython stores it inside class className: a
// private name __x (not ending in __) becomes _className__x, with the
// class name's leading underscores dropped. The symbol table's names
// are mangled; the compiler must mangle names and attributes alike.
func Mangle(className, name string) string {
	if className == "" || !strings.HasPrefix(name, "__") || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	className = strings.TrimLeft(className, "_")
	if className == "" {
		return name
	}
	return "_" + className + name
}

func (b *tableBuilder) fail(n Node, format string, args ...any) {
	start, end := n.Span()
	panic(bailout{b.src.errAt(SyntaxErrorType, start, end, fmt.Sprintf(format, args...))})
}

func (b *tableBuilder) enter(kind ScopeKind, name string, node Node) *Scope {
	s := &Scope{Kind: kind, Name: name, Parent: b.cur, Symbols: map[string]*Symbol{},
		directives: map[string]Node{}}
	if b.cur != nil {
		b.cur.Children = append(b.cur.Children, s)
		s.nested = b.cur.nested || b.cur.Kind == FunctionScope
	}
	if node != nil {
		b.table.Scopes[node] = s
	}
	b.cur = s
	return s
}

func (b *tableBuilder) leave() { b.cur = b.cur.Parent }

// def records a use of name in the current scope.
func (b *tableBuilder) def(name string, flag int, at Node) {
	b.defIn(b.cur, name, flag, at)
}

func (b *tableBuilder) defIn(s *Scope, name string, flag int, at Node) {
	name = Mangle(b.private, name)
	sym := s.Symbols[name]
	if sym == nil {
		sym = &Symbol{Name: name}
		s.Symbols[name] = sym
		s.order = append(s.order, name)
	}
	if flag&defParam != 0 && sym.flags&defParam != 0 {
		b.fail(at, "duplicate argument '%s' in function definition", name)
	}
	sym.flags |= flag
	if flag&defGlobal != 0 && s != b.table.Top {
		// As in CPython, a global declaration anywhere marks the
		// module's own symbol too.
		b.defIn(b.table.Top, name, defGlobal, at)
	}
}

// lookup finds name, mangled, in scope s.
func (b *tableBuilder) lookup(s *Scope, name string) *Symbol {
	return s.Symbols[Mangle(b.private, name)]
}

func (b *tableBuilder) stmts(body []Stmt) {
	for _, s := range body {
		b.stmt(s)
	}
}

func (b *tableBuilder) stmt(s Stmt) {
	switch s := s.(type) {
	case *FunctionDef:
		b.def(s.Name, defLocal, s)
		b.argDefaults(s.Args)
		b.exprs(s.Decorators)
		b.annotations(s.Args)
		b.annotation(s.Returns)
		b.enter(FunctionScope, s.Name, s)
		b.params(s.Args)
		b.stmts(s.Body)
		b.leave()
	case *ClassDef:
		b.def(s.Name, defLocal, s)
		b.exprs(s.Bases)
		for _, k := range s.Keywords {
			b.expr(k.Value)
		}
		b.exprs(s.Decorators)
		b.enter(ClassScope, s.Name, s)
		saved := b.private
		b.private = s.Name
		b.stmts(s.Body)
		b.private = saved
		b.leave()
	case *Return:
		b.optExpr(s.Value)
	case *Delete:
		b.exprs(s.Targets)
	case *Assign:
		b.exprs(s.Targets)
		b.expr(s.Value)
	case *AugAssign:
		b.expr(s.Target)
		b.expr(s.Value)
	case *AnnAssign:
		if n, ok := s.Target.(*Name); ok {
			if sym := b.lookup(b.cur, n.Id); sym != nil && sym.flags&(defGlobal|defNonlocal) != 0 && s.Simple {
				kind := "global"
				if sym.flags&defNonlocal != 0 {
					kind = "nonlocal"
				}
				b.fail(s, "annotated name '%s' can't be %s", n.Id, kind)
			}
		}
		b.expr(s.Target)
		b.annotation(s.Annotation)
		b.optExpr(s.Value)
	case *For:
		b.expr(s.Target)
		b.expr(s.Iter)
		b.stmts(s.Body)
		b.stmts(s.Else)
	case *While:
		b.expr(s.Test)
		b.stmts(s.Body)
		b.stmts(s.Else)
	case *If:
		b.expr(s.Test)
		b.stmts(s.Body)
		b.stmts(s.Else)
	case *With:
		for _, item := range s.Items {
			b.expr(item.Context)
			b.optExpr(item.Vars)
		}
		b.stmts(s.Body)
	case *Match:
		b.expr(s.Subject)
		for _, c := range s.Cases {
			b.exprs(PatternExprs(c.Pattern))
			for _, n := range PatternNames(c.Pattern) {
				b.def(n, defLocal, c.Pattern)
			}
			b.optExpr(c.Guard)
			b.stmts(c.Body)
		}
	case *Raise:
		b.optExpr(s.Exc)
		b.optExpr(s.Cause)
	case *Try:
		b.stmts(s.Body)
		for _, h := range s.Handlers {
			b.optExpr(h.Type)
			if h.Name != "" {
				b.def(h.Name, defLocal, h)
			}
			b.stmts(h.Body)
		}
		b.stmts(s.Else)
		b.stmts(s.Finally)
	case *Assert:
		b.expr(s.Test)
		b.optExpr(s.Msg)
	case *Import:
		for _, a := range s.Names {
			b.def(boundName(a), defImport, a)
		}
	case *ImportFrom:
		b.checkFuture(s)
		for _, a := range s.Names {
			if a.Name == "*" {
				if b.cur.Kind != ModuleScope {
					b.fail(a, "import * only allowed at module level")
				}
				continue
			}
			b.def(boundName(a), defImport, a)
		}
	case *Global:
		b.declare(s, s.Names, defGlobal, "global")
	case *Nonlocal:
		if b.cur.Kind == ModuleScope {
			b.fail(s, "nonlocal declaration not allowed at module level")
		}
		b.declare(s, s.Names, defNonlocal, "nonlocal")
	case *ExprStmt:
		b.expr(s.Value)
	case *Pass, *Break, *Continue:
	default:
		panic(fmt.Sprintf("symtable: unknown statement %T", s))
	}
}

// boundName is the name an import binds: the alias, or the first part
// of a dotted module name.
func boundName(a *Alias) string {
	if a.AsName != "" {
		return a.AsName
	}
	for i := 0; i < len(a.Name); i++ {
		if a.Name[i] == '.' {
			return a.Name[:i]
		}
	}
	return a.Name
}

// declare handles a global or nonlocal statement.
func (b *tableBuilder) declare(s Stmt, names []string, flag int, kind string) {
	for _, name := range names {
		if sym := b.lookup(b.cur, name); sym != nil {
			switch {
			case sym.flags&defParam != 0:
				b.fail(s, "name '%s' is parameter and %s", name, kind)
			case sym.flags&use != 0:
				b.fail(s, "name '%s' is used prior to %s declaration", name, kind)
			case sym.flags&defLocal != 0 || sym.flags&defImport != 0:
				b.fail(s, "name '%s' is assigned to before %s declaration", name, kind)
			}
		}
		b.def(name, flag, s)
		if key := Mangle(b.private, name); b.cur.directives[key] == nil {
			b.cur.directives[key] = s
		}
	}
}

func (b *tableBuilder) params(a *Arguments) {
	for _, list := range [][]*Arg{a.PosOnly, a.Args, a.KwOnly} {
		for _, arg := range list {
			b.param(arg)
		}
	}
	if a.Vararg != nil {
		b.param(a.Vararg)
	}
	if a.Kwarg != nil {
		b.param(a.Kwarg)
	}
}

func (b *tableBuilder) param(arg *Arg) {
	b.def(arg.Name, defParam, arg)
	b.cur.Params = append(b.cur.Params, arg.Name)
}

// argDefaults visits a parameter list's defaults, which the enclosing
// scope evaluates.
func (b *tableBuilder) argDefaults(a *Arguments) {
	b.exprs(a.Defaults)
	for _, d := range a.KwDefaults {
		b.optExpr(d)
	}
}

// annotation visits an annotation, unless the module's annotations are
// strings (PEP 563), whose names nothing reads.
func (b *tableBuilder) annotation(e Expr) {
	if b.table.Future&FutureAnnotations == 0 {
		b.optExpr(e)
	}
}

func (b *tableBuilder) annotations(a *Arguments) {
	for _, list := range [][]*Arg{a.PosOnly, a.Args, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, arg := range list {
			if arg != nil {
				b.annotation(arg.Annotation)
			}
		}
	}
}

func (b *tableBuilder) exprs(es []Expr) {
	for _, e := range es {
		b.optExpr(e)
	}
}

func (b *tableBuilder) optExpr(e Expr) {
	if e != nil {
		b.expr(e)
	}
}

func (b *tableBuilder) expr(e Expr) {
	switch e := e.(type) {
	case *Name:
		flag := use
		if e.Ctx != Load {
			flag = defLocal
		}
		b.def(e.Id, flag, e)
		// super() in a method needs the class's __class__ cell.
		if e.Ctx == Load && e.Id == "super" && b.cur.Kind == FunctionScope {
			b.def("__class__", use, e)
		}
	case *BoolOp:
		b.exprs(e.Values)
	case *NamedExpr:
		b.expr(e.Value)
		b.namedTarget(e)
	case *BinOp:
		b.expr(e.Left)
		b.expr(e.Right)
	case *UnaryOp:
		b.expr(e.Operand)
	case *Lambda:
		b.argDefaults(e.Args)
		b.enter(FunctionScope, "lambda", e)
		b.params(e.Args)
		b.expr(e.Body)
		b.leave()
	case *IfExp:
		b.expr(e.Test)
		b.expr(e.Body)
		b.expr(e.Else)
	case *Dict:
		b.exprs(e.Keys)
		b.exprs(e.Values)
	case *Set:
		b.exprs(e.Elts)
	case *ListComp:
		b.comprehension(e, "listcomp", "list comprehension", e.Gens, e.Elt, nil)
	case *SetComp:
		b.comprehension(e, "setcomp", "set comprehension", e.Gens, e.Elt, nil)
	case *DictComp:
		b.comprehension(e, "dictcomp", "dict comprehension", e.Gens, e.Key, e.Value)
	case *GeneratorExp:
		b.comprehension(e, "genexpr", "generator expression", e.Gens, e.Elt, nil)
	case *Yield:
		b.yield(e)
		b.optExpr(e.Value)
	case *YieldFrom:
		b.yield(e)
		b.expr(e.Value)
	case *Compare:
		b.expr(e.Left)
		b.exprs(e.Comparators)
	case *Call:
		b.expr(e.Func)
		b.exprs(e.Args)
		for _, k := range e.Keywords {
			b.expr(k.Value)
		}
	case *FormattedValue:
		b.expr(e.Value)
		if e.Spec != nil {
			b.expr(e.Spec)
		}
	case *JoinedStr:
		b.exprs(e.Values)
	case *Constant:
	case *Attribute:
		b.expr(e.Value)
	case *Subscript:
		b.expr(e.Value)
		b.expr(e.Slice)
	case *Starred:
		b.expr(e.Value)
	case *List:
		b.exprs(e.Elts)
	case *Tuple:
		b.exprs(e.Elts)
	case *Slice:
		b.optExpr(e.Lower)
		b.optExpr(e.Upper)
		b.optExpr(e.Step)
	default:
		panic(fmt.Sprintf("symtable: unknown expression %T", e))
	}
}

// yield marks the current function a generator, or reports a yield
// where there is no function to make one.
func (b *tableBuilder) yield(e Expr) {
	switch {
	case b.cur.comprehension != "":
		b.fail(e, "'yield' inside %s", b.cur.comprehension)
	case b.cur.Kind != FunctionScope:
		b.fail(e, "'yield' outside function")
	}
	b.cur.Generator = true
}

// comprehension opens the scope of a comprehension. Its first iterable
// belongs to the enclosing scope; the rest runs in the new one, whose
// only parameter is the iterator ".0".
func (b *tableBuilder) comprehension(node Expr, name, what string, gens []*Comprehension, elt, value Expr) {
	b.expr(gens[0].Iter)
	s := b.enter(FunctionScope, name, node)
	s.comprehension = what
	s.Generator = name == "genexpr"
	b.def(".0", defParam, node)
	s.Params = []string{".0"}
	for i, g := range gens {
		if i > 0 {
			b.expr(g.Iter)
		}
		b.compTarget(g.Target)
		b.exprs(g.Ifs)
	}
	b.expr(elt)
	b.optExpr(value)
	b.leave()
}

// compTarget visits a comprehension's target, whose names are marked as
// iteration variables (an assignment expression may not rebind them).
func (b *tableBuilder) compTarget(e Expr) {
	b.expr(e)
	var mark func(Expr)
	mark = func(e Expr) {
		switch t := e.(type) {
		case *Name:
			b.lookup(b.cur, t.Id).flags |= defCompIter
		case *Tuple:
			for _, elt := range t.Elts {
				mark(elt)
			}
		case *List:
			for _, elt := range t.Elts {
				mark(elt)
			}
		case *Starred:
			mark(t.Value)
		}
	}
	mark(e)
}

// namedTarget binds the target of an assignment expression: in a
// comprehension, in the nearest enclosing scope that is not one, as
// PEP 572 says.
func (b *tableBuilder) namedTarget(e *NamedExpr) {
	name := e.Target.Id
	if key := Mangle(b.private, name); b.cur.directives[key] == nil {
		b.cur.directives[key] = e
	}
	if b.cur.comprehension == "" {
		b.def(name, defLocal, e.Target)
		return
	}
	for s := b.cur; s != nil; s = s.Parent {
		if sym := b.lookup(s, name); sym != nil && sym.flags&defCompIter != 0 && s.comprehension != "" {
			b.fail(e.Target, "assignment expression cannot rebind comprehension iteration variable '%s'", name)
		}
		if s.comprehension != "" {
			continue
		}
		switch s.Kind {
		case ClassScope:
			b.fail(e.Target, "assignment expression within a comprehension cannot be used in a class body")
		case FunctionScope:
			if sym := b.lookup(s, name); sym != nil && sym.flags&defGlobal != 0 {
				b.def(name, defGlobal, e.Target)
			} else {
				b.def(name, defNonlocal, e.Target)
			}
			b.defIn(s, name, defLocal, e.Target)
		default:
			b.def(name, defGlobal, e.Target)
			b.defIn(s, name, defGlobal, e.Target)
		}
		return
	}
}

// analyze decides the scope of every name of s and its children, as
// CPython's analyze_block: bound holds the names enclosing functions
// bind, global the names known global; the names s or its children
// need from outside are added to free.
func (b *tableBuilder) analyze(s *Scope, bound, free, global map[string]bool) {
	local := map[string]bool{}
	newBound, newGlobal, newFree := map[string]bool{}, map[string]bool{}, map[string]bool{}
	if s.Kind == ClassScope {
		copySet(newGlobal, global)
		copySet(newBound, bound)
	}
	for _, name := range s.order {
		b.analyzeName(s, s.Symbols[name], bound, local, free, global)
	}
	if s.Kind != ClassScope {
		if s.Kind == FunctionScope {
			copySet(newBound, local)
		}
		copySet(newBound, bound)
		copySet(newGlobal, global)
	} else {
		newBound["__class__"] = true
	}
	allFree := map[string]bool{}
	for _, child := range s.Children {
		childFree := map[string]bool{}
		b.analyze(child, copyOf(newBound), childFree, copyOf(newGlobal))
		copySet(allFree, childFree)
		if child.ChildFree || len(childFree) > 0 {
			s.ChildFree = true
		}
	}
	copySet(newFree, allFree)
	switch s.Kind {
	case FunctionScope:
		// Locals that inner scopes read become cells.
		for name := range newFree {
			if sym := s.Symbols[name]; sym != nil && sym.Scope == Local {
				sym.Scope = Cell
				delete(newFree, name)
			}
		}
	case ClassScope:
		if newFree["__class__"] {
			delete(newFree, "__class__")
			s.NeedsClassClosure = true
		}
	}
	// Free names of children that s does not bind pass through it.
	for name := range newFree {
		if s.Symbols[name] == nil && bound[name] {
			s.Symbols[name] = &Symbol{Name: name, Scope: Free}
		}
	}
	copySet(free, newFree)
}

// analyzeName decides one name's scope (CPython's analyze_name).
func (b *tableBuilder) analyzeName(s *Scope, sym *Symbol, bound, local, free, global map[string]bool) {
	name := sym.Name
	switch {
	case sym.flags&defGlobal != 0:
		if sym.flags&defNonlocal != 0 {
			b.fail(s.directives[name], "name '%s' is nonlocal and global", name)
		}
		sym.Scope = GlobalExplicit
		global[name] = true
		delete(bound, name)
	case sym.flags&defNonlocal != 0:
		if !bound[name] {
			b.fail(s.directives[name], "no binding for nonlocal '%s' found", name)
		}
		sym.Scope = Free
		free[name] = true
	case sym.flags&defBound != 0:
		sym.Scope = Local
		local[name] = true
		delete(global, name)
	case bound[name]:
		sym.Scope = Free
		free[name] = true
	default:
		sym.Scope = GlobalImplicit
	}
}

func copySet(dst, src map[string]bool) {
	for k := range src {
		dst[k] = true
	}
}

func copyOf(m map[string]bool) map[string]bool {
	c := make(map[string]bool, len(m))
	copySet(c, m)
	return c
}
