package vm

import "github.com/microjit/microjit/jitcore/domain"

// frame is one activation of a code object. Its values are V: heap words
// in the interpreter, trace values in a recording.
//
//	vals: +-----------+---------------------------------+
//	      | locals    | value stack (StackSize slots)   |
//	      +-----------+---------------------------------+
//	      0           nlocals              sp
//
// sp is the index in vals of the stack's first free slot (nlocals when
// the stack is empty). The running frame's sp and pc live in the loop;
// the frame's fields hold them while it does not run: suspended in a
// call it made, between the loop's instructions that call out, or a
// generator's between resumptions. The collector visits a frame's whole
// vals, so slots above sp hold values of earlier in the activation or
// zero (a frame's stack is cleared when it is pushed): the loop never
// stores sp just so that a collection sees it.
//
// Module and class bodies keep their names in ns (LOAD_NAME); functions
// use the locals slots.
type frame[V any] struct {
	code     *codeInfo
	fn       *Function // nil for a module or class body
	pc       int       // the next instruction
	sp       int
	locals   []V // vals[:nlocals]
	vals     []V
	cells    []*Cell
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
	kwConst  int      // and the index of their constant + 1 (0: none)
	gen      *Generator
	// ret says what a return does besides pushing the value: retInit
	// pushes the instance being initialized (initSelf) instead.
	ret      retKind
	initSelf V
	// yielded is set when the frame suspended at a YIELD_VALUE.
	yielded bool
	// half is set when the instruction at pc made its runtime call and
	// runs again as its second half (step's halves); the stack then
	// holds one value more than the instruction's own, which
	// codeInfo.stackSize leaves room for.
	half bool
	// throw is an exception to raise at the frame's pc when it resumes
	// (generator.throw).
	throw error
	// iters are, in a recording's frame, the range iterators on its
	// stack whose positions the trace carries (record.go).
	iters []jitIter[V]
}

// retKind is what the caller of a frame expects.
type retKind uint8

const (
	retValue retKind = iota
	retInit          // __init__: None expected, the caller gets initSelf
)

// push pushes v on a frame that is not running.
func (f *frame[V]) push(v V) {
	f.vals[f.sp] = v
	f.sp++
}

// top is the value on top of a frame that is not running.
func (f *frame[V]) top() V { return f.vals[f.sp-1] }

// thread is the interpreter's call stack.
type thread[V any] struct {
	frames []*frame[V]
	spare  []*frame[V]
	// jit is the thread as the JIT sees it (jit.go), when it is on.
	jit domain.Stack[V]
}

// maxSpare bounds the frames kept for reuse.
const maxSpare = 64

// newFrame returns a frame for a call of fn (nil for a module or class
// body, or exec's code) running code, with its stack cleared, reusing a
// returned frame. Its locals are the caller's to set (they hold values
// of an earlier activation); the other fields are zero, but the globals
// and builtins, which are fn's.
func (t *thread[V]) newFrame(ci *codeInfo, fn *Function) *frame[V] {
	var f *frame[V]
	n := ci.nlocals + ci.stackSize
	if k := len(t.spare) - 1; k >= 0 {
		f = t.spare[k]
		t.spare = t.spare[:k]
		if cap(f.vals) >= n {
			vals := f.vals[:n]
			var zero V
			for i := ci.nlocals; i < n; i++ {
				vals[i] = zero
			}
			f.vals = vals
		} else {
			f.vals = make([]V, n)
		}
	} else {
		f = &frame[V]{vals: make([]V, n)}
		if t.spare == nil {
			t.spare = make([]*frame[V], 0, maxSpare)
		}
	}
	f.code = ci
	f.fn = fn
	if fn != nil {
		f.globals, f.builtins = fn.globals, fn.builtins
	}
	f.locals = f.vals[:ci.nlocals:ci.nlocals]
	f.sp = ci.nlocals
	if ci.ncells > 0 {
		if cap(f.cells) >= ci.ncells {
			f.cells = f.cells[:ci.ncells]
		} else {
			f.cells = make([]*Cell, ci.ncells)
		}
	}
	return f
}

// newBareFrame is a frame of the interpreter's thread whose locals are
// all unset: a module or class body, exec's code.
func newBareFrame(t *thread[Value], ci *codeInfo, fn *Function) *frame[Value] {
	f := t.newFrame(ci, fn)
	for i := range f.locals {
		f.locals[i] = Null
	}
	return f
}

// release returns a frame for reuse (never a generator's). Its values
// stay until the next use, which overwrites or clears them (the
// collector does not see spare frames); the fields a frame does not
// always set are reset here, those it does are left. It calls no
// function (the loop's fast path returns through it): the spare list
// has its capacity from the first newFrame.
func (t *thread[V]) release(f *frame[V]) {
	n := len(t.spare)
	if f.gen != nil || n == cap(t.spare) {
		return
	}
	var zero V
	f.pc = 0
	f.ns = nil
	f.nsMap, f.hasNsMap = 0, false
	f.ret = retValue
	f.initSelf = zero
	f.half = false
	for i := 0; i < len(f.cells); i++ {
		f.cells[i] = nil
	}
	f.cells = f.cells[:0]
	t.spare = t.spare[:n+1]
	t.spare[n] = f
}

// returnTo pops the running frame f, which returns v to its caller,
// and releases it: the caller, with v pushed.
func returnTo[V any](t *thread[V], f *frame[V], v V) *frame[V] {
	t.frames = t.frames[:len(t.frames)-1]
	caller := t.frames[len(t.frames)-1]
	caller.push(v)
	t.release(f)
	return caller
}

// visitFrame visits a concrete frame's values.
func visitFrame(f *frame[Value], visit func(*Value)) {
	f.code.VisitRoots(visit)
	if f.fn != nil {
		visit(&f.fn.self)
	}
	visitAll(f.vals, visit)
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
