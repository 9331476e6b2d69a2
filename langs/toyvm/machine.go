package toyvm

import (
	"errors"
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ic"
)

// DefaultMaxDepth bounds the call stack.
const DefaultMaxDepth = 100000

// Config is how a program runs.
type Config struct {
	Args     []int64 // main's arguments
	MaxDepth int     // frames; 0 means DefaultMaxDepth
	Heap     heap.Config
}

// RuntimeError is an error of the running program, at an instruction.
type RuntimeError struct {
	File string
	Pos  Pos
	Op   Op
	Msg  string
}

func (e *RuntimeError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Pos.Line, e.Pos.Col, e.Op, e.Msg)
}

// Machine is a running program.
type Machine struct {
	code *Code
	cfg  Config
	heap *heap.Heap
	// objects is the heap as execute sees it (heap regions 0 and 1).
	objects domain.Heap
	th      thread[heap.Value] // the call stack
	tmp     []heap.Value       // intermediate values of an instruction, a root
	out     *cli.Output
	// funcs are the functions execute calls (print, dump, div).
	funcs []*domain.Func
	// printer formats what PRINT and DUMP write (print.go).
	printer *printer
	// Classes: shapes[k] is the layout of class k's instances.
	shapes     []*ic.Shape
	shapeClass map[ic.ShapeID]int
	versions   []*ic.Class
	caches     *ic.Caches
	sites      []*ic.Site              // the inline cache of each GETATTR, SETATTR, SEND
	jit        *domain.JIT[heap.Value] // nil: the JIT is off
	prog       *domain.Code            // the program as the JIT's code object
	lives      []liveSet               // the slots' liveness at each pc (liveness.go), made when first asked
}

// NewMachine prepares code to run, writing to out. Close releases it.
func NewMachine(code *Code, cfg Config, out io.Writer) (*Machine, error) {
	if cfg.MaxDepth <= 0 {
		cfg.MaxDepth = DefaultMaxDepth
	}
	h, err := heap.New(cfg.Heap)
	if err != nil {
		return nil, err
	}
	m := &Machine{
		code: code, cfg: cfg, heap: h, objects: domain.Heap{H: h, Region: heapRegion}, out: cli.NewOutput(out),
		shapeClass: map[ic.ShapeID]int{}, caches: ic.NewCaches(0),
		sites: make([]*ic.Site, len(code.Instrs)),
	}
	tree := ic.NewTree(0)
	for k, c := range code.Classes {
		cls, err := tree.NewClass(c.Name)
		if err != nil {
			m.Close()
			return nil, err
		}
		s := cls.Root()
		for _, a := range c.Attrs {
			if s, err = s.Add(a); err != nil {
				m.Close()
				return nil, err
			}
		}
		m.shapes = append(m.shapes, s)
		m.versions = append(m.versions, cls)
		m.shapeClass[s.ID()] = k
	}
	for pc, in := range code.Instrs {
		switch in.Op {
		case OpGetAttr, OpSetAttr, OpSend:
			m.sites[pc] = m.caches.NewSiteAt(int64(pc))
		}
	}
	args := make([]heap.Value, len(cfg.Args))
	for i, n := range cfg.Args {
		if args[i], err = m.newInt(n); err != nil {
			m.Close()
			return nil, err
		}
	}
	m.funcs = m.functions()
	m.th.push(code.Entry, args, 0) // A starts as argument 0 (TLR's input), or 0
	h.AddRoots(m)
	return m, nil
}

// VisitRoots implements heap.Roots: every frame's values and m.tmp.
func (m *Machine) VisitRoots(visit func(*heap.Value)) {
	for _, f := range m.th.frames {
		visit(&f.a)
		for _, s := range [][]heap.Value{f.args, f.stack, f.regs} {
			for i := range s {
				visit(&s[i])
			}
		}
	}
	for i := range m.tmp {
		visit(&m.tmp[i])
	}
}

// Close releases the heap and the JIT.
func (m *Machine) Close() error {
	err := m.jit.Close()
	if herr := m.heap.Close(); err == nil {
		err = herr
	}
	return err
}

// ICStats are the counters of the inline caches of GETATTR, SETATTR and
// SEND (printed by --jit-stats).
func (m *Machine) ICStats() ic.Stats { return m.caches.Stats() }

// Flush writes buffered output.
func (m *Machine) Flush() error { return m.out.Flush() }

// errorAt is a runtime error of the instruction at pc.
func (m *Machine) errorAt(pc int, format string, args ...any) error {
	return &RuntimeError{File: m.code.File, Pos: m.code.Pos[pc], Op: m.code.Instrs[pc].Op, Msg: fmt.Sprintf(format, args...)}
}

// attrSlot is the slot of GETATTR/SETATTR's attribute in an instance of
// class k (k >= classFirst), through the instruction's inline cache when
// cached is set, or -1 when the class has no such attribute.
func (m *Machine) attrSlot(pc int, k int64, cached bool) int {
	shape, cls := m.shapes[k-classFirst], m.versions[k-classFirst]
	site := m.sites[pc]
	if cached {
		if e := site.Lookup(shape.ID(), cls.Version()); e != nil {
			return e.Slot
		}
	}
	slot, ok := shape.Lookup(m.code.Names[m.code.Instrs[pc].Arg])
	if !ok {
		return -1
	}
	if cached {
		site.Record(shape.ID(), cls.Version(), ic.Result{Slot: slot})
	}
	return slot
}

// method is the entry pc of SEND's method for a receiver of class k,
// through the instruction's inline cache when cached is set, or -1 when
// the class has no such method.
func (m *Machine) method(pc int, k int64, cached bool) int {
	if k < classFirst {
		return -1
	}
	shape, cls := m.shapes[k-classFirst], m.versions[k-classFirst]
	site := m.sites[pc]
	if cached {
		if e := site.Lookup(shape.ID(), cls.Version()); e != nil {
			return e.Target.(int)
		}
	}
	target, ok := m.code.Classes[k-classFirst].Methods[int(m.code.Instrs[pc].Arg)]
	if !ok {
		return -1
	}
	if cached {
		site.Record(shape.ID(), cls.Version(), ic.Result{Target: target})
	}
	return target
}

// allocFailed is the error of an instruction whose allocation failed: the
// heap's limit in the interpreter, nothing when recording (the recording
// has ended; the interpreter collects and runs the instruction again).
func (m *Machine) allocFailed(pc int, err error) error {
	if errors.Is(err, domain.ErrRecordingHeapFull) {
		return nil
	}
	return m.errorAt(pc, "%v", err)
}

// Indexes of the functions traces call: the few operations compiled code
// does not do itself. Objects are read, written and allocated inline;
// classes, slots and methods are found while recording, under a guard on
// the object's header word.
const (
	fnDiv   = iota // pure: truncated division of untagged integers
	fnPrint        // writes a value
	fnDump         // writes the stack
)

// functions is the table of the functions execute calls.
func (m *Machine) functions() []*domain.Func {
	return []*domain.Func{
		fnDiv: {Name: "div", Effects: domain.Elidable, Results: []domain.Type{domain.Int}, Fn: func(a, r []int64) {
			if a[1] == 0 {
				r[0] = 0 // never used: a guard checks the divisor first
				return
			}
			r[0] = divide(a[0], a[1])
		}},
		fnPrint: {Name: "print", Effects: domain.Raises, Fn: func(a, r []int64) { r[0] = status(m.print(heap.Value(a[0]))) }},
		fnDump: {Name: "dump", Effects: domain.Raises, Fn: func(a, r []int64) {
			vals := make([]heap.Value, len(a))
			for i, x := range a {
				vals[i] = heap.Value(x)
			}
			r[0] = status(m.dump(vals))
		}},
	}
}

// status is the status of a function that raises (print, dump): 0, or
// 1 when it failed. The failure itself stays in the Output, where the
// interpreter finds it when compiled code exits.
func status(err error) int64 {
	if err != nil {
		return 1
	}
	return 0
}
