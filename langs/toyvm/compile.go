package toyvm

import (
	"fmt"
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"
)

// compiler turns a File into Code.
type compiler struct {
	code    *Code
	labels  map[string]int
	classes map[string]int
	names   map[string]int
	total   int // instructions in the program, counted by declare
}

// Compile resolves labels, classes and names, and checks every operand.
// Errors are *SyntaxError.
func Compile(file string, f *File) (*Code, error) {
	c := &compiler{
		code:    &Code{File: file},
		labels:  map[string]int{},
		classes: map[string]int{},
		names:   map[string]int{},
	}
	if err := c.declare(f); err != nil {
		return nil, err
	}
	if err := c.resolve(f); err != nil {
		return nil, err
	}
	return c.code, nil
}

func (c *compiler) errorf(p lexer.Position, format string, args ...any) error {
	return &SyntaxError{File: c.code.File, Line: p.Line, Col: p.Column, Msg: fmt.Sprintf(format, args...)}
}

// declare gives every label its pc and every class its index.
func (c *compiler) declare(f *File) error {
	pc := 0
	for _, l := range f.Lines {
		for _, lb := range l.Labels {
			if _, dup := c.labels[lb.Name]; dup {
				return c.errorf(lb.Pos, "duplicate label %s", lb.Name)
			}
			c.labels[lb.Name] = pc
		}
		if cd := l.Class; cd != nil {
			if _, dup := c.classes[cd.Name]; dup {
				return c.errorf(cd.Pos, "duplicate class %s", cd.Name)
			}
			c.classes[cd.Name] = len(c.code.Classes)
			c.code.Classes = append(c.code.Classes, &Class{Name: cd.Name, Methods: map[int]int{}})
		}
		if l.Instr != nil {
			pc++
		}
	}
	c.total = pc
	return nil
}

// name interns an attribute or method name.
func (c *compiler) name(s string) int {
	i, ok := c.names[s]
	if !ok {
		i = len(c.code.Names)
		c.names[s] = i
		c.code.Names = append(c.code.Names, s)
	}
	return i
}

func (c *compiler) label(n *Name) (int, error) {
	pc, ok := c.labels[n.Name]
	if !ok {
		return 0, c.errorf(n.Pos, "undefined label %s", n.Name)
	}
	return pc, nil
}

// resolve compiles instructions, class bodies and the main declaration.
func (c *compiler) resolve(f *File) error {
	mainSeen := false
	for _, l := range f.Lines {
		switch {
		case l.Class != nil:
			if err := c.class(l.Class); err != nil {
				return err
			}
		case l.Main != nil:
			if mainSeen {
				return c.errorf(l.Main.Pos, "main declared twice")
			}
			mainSeen = true
			pc, err := c.label(l.Main)
			if err != nil {
				return err
			}
			c.code.Entry = pc
		case l.Instr != nil:
			in, err := c.instr(l.Instr)
			if err != nil {
				return err
			}
			c.code.Instrs = append(c.code.Instrs, in)
			c.code.Pos = append(c.code.Pos, Pos{l.Instr.Pos.Line, l.Instr.Pos.Column})
		}
	}
	return nil
}

func (c *compiler) class(cd *ClassDecl) error {
	cl := c.code.Classes[c.classes[cd.Name]]
	attrs := map[string]bool{}
	for _, m := range cd.Members {
		for _, a := range m.Attrs {
			if attrs[a.Name] {
				return c.errorf(a.Pos, "duplicate attribute %s in class %s", a.Name, cd.Name)
			}
			attrs[a.Name] = true
			cl.Attrs = append(cl.Attrs, a.Name)
		}
		if m.Method == nil {
			continue
		}
		if m.Label == nil {
			return c.errorf(m.Pos, "method %s needs a label: method %s = LABEL", m.Method.Name, m.Method.Name)
		}
		name := c.name(m.Method.Name)
		if _, dup := cl.Methods[name]; dup {
			return c.errorf(m.Method.Pos, "duplicate method %s in class %s", m.Method.Name, cd.Name)
		}
		pc, err := c.label(m.Label)
		if err != nil {
			return err
		}
		cl.Methods[name] = pc
	}
	return nil
}

var operandWants = [...]string{
	argNone:     "no operand",
	argInt:      "an integer",
	argCount:    "a non-negative integer",
	argTarget:   "a label or a relative offset",
	argCall:     "a label or label/N",
	argClass:    "a class name",
	argName:     "an attribute name",
	argSelector: "a method name/N",
}

// instr compiles one instruction; branch targets are checked against the
// final code length, which declare has counted.
func (c *compiler) instr(n *Instruction) (Instr, error) {
	op, ok := opByName[n.Op]
	if !ok {
		return Instr{}, c.errorf(n.Pos, "unknown opcode %s", n.Op)
	}
	kind := ops[op].arg
	a := n.Arg
	wrong := func() (Instr, error) {
		pos := n.Pos
		if a != nil {
			pos = a.Pos
		}
		return Instr{}, c.errorf(pos, "wrong operand: %s takes %s", op, operandWants[kind])
	}
	in := Instr{Op: op}
	switch kind {
	case argNone:
		if a != nil {
			return wrong()
		}
	case argInt, argCount:
		if a == nil || a.Int == nil {
			return wrong()
		}
		v, err := strconv.ParseInt(*a.Int, 10, 64)
		if err != nil {
			return Instr{}, c.errorf(a.Pos, "integer %s out of the 64-bit range", *a.Int)
		}
		if kind == argCount && v < 0 {
			return wrong()
		}
		in.Arg = v
	case argTarget:
		if a == nil || a.Count != nil {
			return wrong()
		}
		pc := len(c.code.Instrs)
		if a.Name != nil {
			t, err := c.label(&Name{Pos: a.Pos, Name: *a.Name})
			if err != nil {
				return Instr{}, err
			}
			in.Arg = int64(t)
			break
		}
		off, err := strconv.ParseInt(*a.Int, 10, 32)
		if err != nil || pc+int(off) < 0 || pc+int(off) > c.total {
			return Instr{}, c.errorf(a.Pos, "branch out of range: offset %s from pc %d leaves the code (0..%d)", *a.Int, pc, c.total)
		}
		in.Arg = int64(pc) + off
	case argCall, argSelector:
		if a == nil || a.Name == nil || (kind == argSelector && a.Count == nil) {
			return wrong()
		}
		in.N = 1
		if a.Count != nil {
			k, err := strconv.ParseInt(*a.Count, 10, 16)
			if err != nil || k < 0 {
				return wrong()
			}
			in.N = int32(k)
		}
		if kind == argSelector {
			in.Arg = int64(c.name(*a.Name))
			break
		}
		t, err := c.label(&Name{Pos: a.Pos, Name: *a.Name})
		if err != nil {
			return Instr{}, err
		}
		in.Arg = int64(t)
	case argClass:
		if a == nil || a.Name == nil || a.Count != nil {
			return wrong()
		}
		k, ok := c.classes[*a.Name]
		if !ok {
			return Instr{}, c.errorf(a.Pos, "unknown class %s", *a.Name)
		}
		in.Arg = int64(k)
	case argName:
		if a == nil || a.Name == nil || a.Count != nil {
			return wrong()
		}
		in.Arg = int64(c.name(*a.Name))
	}
	return in, nil
}
