package vm

// frame is one activation of a code object. Its values are V: heap words
// in the interpreter, trace values in a recording.
//
//	+-----------+--------------------+---------------------+
//	| locals    | cells (by pointer) | value stack         |
//	+-----------+--------------------+---------------------+
//
// Module and class bodies keep their names in ns (LOAD_NAME); functions
// use the locals slots.
type frame[V any] struct {
	code     *codeInfo
	fn       *Function // nil for a module or class body
	pc       int
	locals   []V
	cells    []*Cell
	stack    []V
	globals  *Dict
	builtins *Dict
	ns       *Dict
	// nsMap is a class body's namespace when its metaclass's __prepare__
	// made a mapping of another type than dict (hasNsMap): LOAD_NAME,
	// STORE_NAME and DELETE_NAME go through its __getitem__, __setitem__
	// and __delitem__, as CPython's do. ns is its dict.
	nsMap    Value
	hasNsMap bool
	kwnames  []string // set by KW_NAMES for the next CALL
	gen      *Generator
	// ret says what a return does besides pushing the value: retInit
	// pushes the instance being initialized (initSelf) instead.
	ret      retKind
	initSelf V
	// yielded is set when the frame suspended at a YIELD_VALUE.
	yielded bool
	// throw is an exception to raise at the frame's pc when it resumes
	// (generator.throw).
	throw error
}

// retKind is what the caller of a frame expects.
type retKind uint8

const (
	retValue retKind = iota
	retInit          // __init__: None expected, the caller gets initSelf
)

// thread is the interpreter's call stack.
type thread[V any] struct {
	frames []*frame[V]
	spare  []*frame[V]
}

// maxSpare bounds the frames kept for reuse.
const maxSpare = 64

// newFrame returns a cleared frame for code, reusing a returned one.
func (t *thread[V]) newFrame(ci *codeInfo, nlocals, ncells, stack int) *frame[V] {
	var f *frame[V]
	if k := len(t.spare) - 1; k >= 0 {
		f = t.spare[k]
		t.spare = t.spare[:k]
		locals := f.locals[:0]
		st := f.stack[:0]
		cells := f.cells[:0]
		*f = frame[V]{}
		f.locals, f.stack, f.cells = locals, st, cells
	} else {
		f = &frame[V]{}
	}
	f.code = ci
	if cap(f.locals) >= nlocals {
		f.locals = f.locals[:nlocals]
	} else {
		f.locals = make([]V, nlocals)
	}
	if cap(f.stack) < stack {
		f.stack = make([]V, 0, stack)
	}
	if ncells > 0 {
		if cap(f.cells) >= ncells {
			f.cells = f.cells[:ncells]
		} else {
			f.cells = make([]*Cell, ncells)
		}
	}
	return f
}

// release returns a frame for reuse (never a generator's).
func (t *thread[V]) release(f *frame[V]) {
	if f.gen == nil && len(t.spare) < maxSpare {
		clear(f.locals)
		clear(f.stack[:cap(f.stack)])
		clear(f.cells)
		t.spare = append(t.spare, f)
	}
}

// visitFrame visits a concrete frame's values.
func visitFrame(f *frame[Value], visit func(*Value)) {
	f.code.VisitRoots(visit)
	if f.fn != nil {
		visit(&f.fn.self)
	}
	visitAll(f.locals, visit)
	visitAll(f.stack, visit)
	for _, c := range f.cells {
		if c != nil {
			c.VisitRoots(visit)
		}
	}
	f.globals.visitShared(visit)
	f.ns.visitShared(visit)
	if f.hasNsMap {
		visit(&f.nsMap)
	}
	visit(&f.initSelf)
	if f.gen != nil {
		visit(&f.gen.self)
	}
	if pe, ok := f.throw.(*PyError); ok {
		visit(&pe.Exc)
	}
}

// VisitRoots visits the frames of the interpreter's thread.
func (t *thread[V]) VisitRoots(visit func(*Value)) {
	if th, ok := any(t).(*thread[Value]); ok {
		for _, f := range th.frames {
			visitFrame(f, visit)
		}
	}
}
