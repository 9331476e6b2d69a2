package toyvm

import (
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore/cli"
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

// frame is one activation: the function's pc, its arguments, its value
// stack, and TLR's accumulator and registers.
type frame struct {
	pc    int
	args  []heap.Value
	stack []heap.Value
	a     heap.Value
	regs  []heap.Value
}

// Machine is a running program.
type Machine struct {
	code   *Code
	cfg    Config
	heap   *heap.Heap
	frames []*frame
	spare  []*frame     // returned frames, reused by calls (not roots)
	tmp    []heap.Value // intermediate values of an instruction, a root
	out    *cli.Output
	// printer formats what PRINT and DUMP write (print.go).
	printer *printer
	// Classes: shapes[k] is the layout of class k's instances.
	shapes     []*ic.Shape
	shapeClass map[ic.ShapeID]int
	versions   []*ic.Class
	caches     *ic.Caches
	sites      []*ic.Site // the inline cache of each GETATTR, SETATTR, SEND
	jit        *jit
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
		code: code, cfg: cfg, heap: h, out: cli.NewOutput(out),
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
			m.sites[pc] = m.caches.NewSite()
		}
	}
	args := make([]heap.Value, len(cfg.Args))
	for i, n := range cfg.Args {
		if args[i], err = m.newInt(n); err != nil {
			m.Close()
			return nil, err
		}
	}
	m.frames = []*frame{newFrame(code.Entry, args)}
	h.AddRoots(m)
	return m, nil
}

// newFrame is a frame at pc with the given arguments; its accumulator
// starts as argument 0 (TLR's input), or 0.
func newFrame(pc int, args []heap.Value) *frame {
	f := &frame{pc: pc, args: args}
	if len(args) > 0 {
		f.a = args[0]
	}
	return f
}

// VisitRoots implements heap.Roots: every frame's values and m.tmp.
func (m *Machine) VisitRoots(visit func(*heap.Value)) {
	for _, f := range m.frames {
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
	var err error
	if m.jit != nil {
		err = m.jit.d.Close()
	}
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
