package vm

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// The Go-side objects. Each lives behind a heap handle; those that hold
// Values implement heap.Roots so that the collector keeps what they refer
// to alive.

// Str is a str: UTF-8 text. runes holds the code points of a non-ASCII
// string, made on first indexing.
type Str struct {
	s string
	// hash is the str's hash once hashed is set (hashOf).
	hash   int64
	ascii  bool
	hashed bool
	runes  *[]rune // made on first indexing of a non-ASCII str
	// buf is the buffer of a str made by + (strconcat.go), else nil.
	buf *strBuf
}

// BigInt is an int outside the immediate range: i when it fits 64
// bits, else n (isBig). It holds its big.Int itself and, for n's digits,
// room for bigInline words, so that an operation whose result is that
// small makes one object, not three.
type BigInt struct {
	n      big.Int
	i      int64
	isBig  bool
	nSet   bool // big put an int64's value in n too
	inline [bigInline]big.Word
}

// bigInline is how many words of digits a BigInt holds in itself: the
// ints of a few hundred bits that number theory loops use.
const bigInline = 4

// ownDigits reports whether b's digits are in memory of their own, not
// in b's inline words.
func (b *BigInt) ownDigits() bool {
	d := b.n.Bits()
	return cap(d) > 0 && &d[:1][0] != &b.inline[0]
}

// big is the int as a *big.Int (made once; not to be modified).
func (b *BigInt) big() *big.Int {
	if !b.isBig && !b.nSet {
		b.n.SetInt64(b.i)
		b.nSet = true
	}
	return &b.n
}

// List is a list.
type List struct{ items []Value }

// Tuple is a tuple.
type Tuple struct{ items []Value }

// Range is a range of int64 bounds.
type Range struct{ start, stop, step int64 }

// Slice is a slice object.
type Slice struct{ start, stop, step Value }

// Cell is a closure cell; self is its own handle, kept alive by the
// frames that hold the cell by pointer.
type Cell struct {
	self Value
	v    Value
}

// Module is a module: its name and globals, the file it was read from
// ("" for a built-in one) and, for a package, the folders of its
// submodules.
type Module struct {
	name    string
	globals *Dict
	file    string
	pkg     bool
	path    []string
	vm      *VM
}

// Function is a Python function.
type Function struct {
	self       Value
	code       *codeInfo
	globals    *Dict
	builtins   *Dict
	defaults   []Value
	kwdefaults *Dict
	closure    []*Cell
	name       string
	qualname   string
	// annotations are the (name, value) pairs of MAKE_FUNCTION.
	annotations []Value
	dict        *Dict // __dict__, made on first use
}

// BuiltinFunc is the Go signature of a built-in function: positional
// arguments, then the values of the keyword arguments kwnames names.
type BuiltinFunc func(vm *VM, args []Value, kwnames []string) (Value, error)

// Builtin is a built-in function or method (a method takes self as its
// first argument).
type Builtin struct {
	name string
	fn   BuiltinFunc
	self Value // bound: self is prepended (Null if unbound)
	// method marks a method of a built-in type, which binds to the
	// instance it is looked up on (a built-in function does not).
	method bool
	// module is the __module__ of a module's function ("builtins" for
	// a built-in), or "" (None).
	module string
}

// BoundMethod is a function bound to an object.
type BoundMethod struct{ self, fn Value }

// StaticMethod, ClassMethod and Property are the descriptors the
// decorators make.
type StaticMethod struct{ fn Value }
type ClassMethod struct{ fn Value }
type Property struct{ fget, fset, fdel, doc Value }

// Super is super(cls, obj).
type Super struct {
	cls *Class
	obj Value
}

func (*Str) class(vm *VM) *Class          { return vm.types.str }
func (*BigInt) class(vm *VM) *Class       { return vm.types.int }
func (*List) class(vm *VM) *Class         { return vm.types.list }
func (*Tuple) class(vm *VM) *Class        { return vm.types.tuple }
func (*Range) class(vm *VM) *Class        { return vm.types.rangeT }
func (*Slice) class(vm *VM) *Class        { return vm.types.slice }
func (*Cell) class(vm *VM) *Class         { return vm.types.cell }
func (*Module) class(vm *VM) *Class       { return vm.types.module }
func (*Function) class(vm *VM) *Class     { return vm.types.function }
func (*Builtin) class(vm *VM) *Class      { return vm.types.builtin }
func (*BoundMethod) class(vm *VM) *Class  { return vm.types.method }
func (*StaticMethod) class(vm *VM) *Class { return vm.types.staticmethod }
func (*ClassMethod) class(vm *VM) *Class  { return vm.types.classmethod }
func (*Property) class(vm *VM) *Class     { return vm.types.property }
func (*Super) class(vm *VM) *Class        { return vm.types.super }

func visitAll(vs []Value, visit func(*Value)) {
	for i := range vs {
		visit(&vs[i])
	}
}

func (l *List) VisitRoots(visit func(*Value))  { visitAll(l.items, visit) }
func (t *Tuple) VisitRoots(visit func(*Value)) { visitAll(t.items, visit) }
func (s *Slice) VisitRoots(visit func(*Value)) {
	visit(&s.start)
	visit(&s.stop)
	visit(&s.step)
}
func (c *Cell) VisitRoots(visit func(*Value)) {
	visit(&c.self)
	visit(&c.v)
}
func (m *Module) VisitRoots(visit func(*Value)) { m.globals.visitShared(visit) }
func (f *Function) VisitRoots(visit func(*Value)) {
	visit(&f.self)
	f.code.VisitRoots(visit)
	f.globals.visitShared(visit)
	visitAll(f.defaults, visit)
	if f.kwdefaults != nil {
		f.kwdefaults.VisitRoots(visit)
	}
	for _, c := range f.closure {
		c.VisitRoots(visit)
	}
	visitAll(f.annotations, visit)
	f.dict.VisitRoots(visit)
}
func (b *Builtin) VisitRoots(visit func(*Value))      { visit(&b.self) }
func (b *BoundMethod) VisitRoots(visit func(*Value))  { visit(&b.self); visit(&b.fn) }
func (s *StaticMethod) VisitRoots(visit func(*Value)) { visit(&s.fn) }
func (c *ClassMethod) VisitRoots(visit func(*Value))  { visit(&c.fn) }
func (p *Property) VisitRoots(visit func(*Value)) {
	visit(&p.fget)
	visit(&p.fset)
	visit(&p.fdel)
	visit(&p.doc)
}
func (s *Super) VisitRoots(visit func(*Value)) {
	visit(&s.cls.self)
	visit(&s.obj)
}

// codeInfo is a code object with what the interpreter adds: its
// constants as Values and its inline caches.
type codeInfo struct {
	code   *compile.Code
	quick  []compile.Instr // code's instructions with fused pairs (quicken.go)
	consts []Value
	caches []cacheSlot
	self   Value // the code object as a Python value
	// The frame's layout: locals, cells and free variables, stack slots.
	nlocals, ncells, stackSize int
	// plainArgs is set when a call binds its positional arguments
	// straight to the first locals: no *args, **kwargs, keyword-only
	// parameters, cells, and not a generator (argCount of them, or
	// fewer with defaults for the rest).
	plainArgs bool
	argCount  int
	// jit is the code object as the JIT knows it (VM.jitCode).
	jit *jitCode
}

func (c *codeInfo) class(vm *VM) *Class { return vm.types.code }

func (c *codeInfo) VisitRoots(visit func(*Value)) {
	visit(&c.self)
	visitAll(c.consts, visit)
}

var _ heap.Roots = (*codeInfo)(nil)
