package tiny

import (
	"fmt"
	"io"
	"strconv"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/domain"
)

// RuntimeError is an error of the running program.
type RuntimeError struct {
	File string
	Pos  Pos
	Msg  string
}

func (e *RuntimeError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
}

// Machine is a program ready to run: its call stack, its output, and
// its JIT (nil when off).
type Machine struct {
	code  *Code
	th    thread[int64]
	out   *cli.Output
	funcs []*domain.Func // what traces and the domains call (newFuncs)
	jit   *domain.JIT[int64]
	prog  *domain.Code // the program as the JIT's code object
}

// NewMachine prepares code to run, printing to out.
func NewMachine(code *Code, out io.Writer) *Machine {
	m := &Machine{code: code, out: cli.NewOutput(out)}
	m.th = thread[int64]{code: code.Instrs, frames: []*frame[int64]{{slots: make([]int64, code.Slots)}}}
	m.funcs = m.newFuncs()
	return m
}

// Close closes the JIT's log.
func (m *Machine) Close() error { return m.jit.Close() }

// errorAt is a runtime error of the instruction at pc.
func (m *Machine) errorAt(pc int, msg string) error {
	return &RuntimeError{File: m.code.File, Pos: m.code.Pos[pc], Msg: msg}
}

// Indexes of the functions the interpreter calls (Machine.funcs).
const (
	fnDiv = iota
	fnMod
	fnPrint
)

// newFuncs is m's function table, with what each call may do: div and
// mod are elidable, and print raises (its status says whether the
// output failed).
func (m *Machine) newFuncs() []*domain.Func {
	ints := []domain.Type{domain.Int}
	return []*domain.Func{
		fnDiv:   {Name: "div", Effects: domain.Elidable, Results: ints, Fn: func(a, r []int64) { r[0] = a[0] / a[1] }},
		fnMod:   {Name: "mod", Effects: domain.Elidable, Results: ints, Fn: func(a, r []int64) { r[0] = a[0] % a[1] }},
		fnPrint: {Name: "print", Effects: domain.Raises, Fn: func(a, r []int64) { r[0] = m.print(a[0]) }},
	}
}

// print writes v and a newline, and returns its status: 0, or 1 when
// the output failed (the error is the Output's).
func (m *Machine) print(v int64) int64 {
	var buf [24]byte
	if _, err := m.out.Write(append(strconv.AppendInt(buf[:0], v, 10), '\n')); err != nil {
		return 1
	}
	return 0
}
