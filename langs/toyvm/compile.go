package toyvm

import (
	"fmt"
	"strconv"
)

// compiler turns a File into Code.
type compiler struct {
	code    *Code
	labels  map[string]int
	classes map[string]int
	names   map[string]int
	total   int // instructions in the program
}

// Compile resolves labels, classes and names, and checks every operand.
// It reads the program twice: labels and classes first, then the code.
// Errors are *SyntaxError.
func Compile(file string, f *File) (*Code, error) {
	c := &compiler{
		code:    &Code{File: file, Instrs: make([]Instr, 0, f.instrs), Pos: make([]Pos, 0, f.instrs)},
		labels:  map[string]int{},
		classes: map[string]int{},
		names:   map[string]int{},
		total:   f.instrs,
	}
	if err := c.declare(f); err != nil {
		return nil, err
	}
	if err := c.resolve(f); err != nil {
		return nil, err
	}
	return c.code, nil
}

func (c *compiler) errorf(p Pos, format string, args ...any) error {
	return &SyntaxError{File: c.code.File, Line: int(p.Line), Col: int(p.Col), Msg: fmt.Sprintf(format, args...)}
}

// declare gives every label its pc and every class its index.
func (c *compiler) declare(f *File) error {
	pc := 0
	p := newParser(f.name, f.src)
	var st stmt
	for p.next(&st) {
		for _, lb := range st.labels {
			if _, dup := c.labels[string(lb.text)]; dup {
				return c.errorf(lb.pos, "duplicate label %s", lb.text)
			}
			c.labels[string(lb.text)] = pc
		}
		switch st.kind {
		case stmtClass:
			name := string(st.name.text)
			if _, dup := c.classes[name]; dup {
				return c.errorf(st.name.pos, "duplicate class %s", name)
			}
			c.classes[name] = len(c.code.Classes)
			c.code.Classes = append(c.code.Classes, &Class{Name: name, Methods: map[int]int{}})
		case stmtInstr:
			pc++
		}
	}
	return p.err
}

// name interns an attribute or method name.
func (c *compiler) name(s []byte) int {
	i, ok := c.names[string(s)]
	if !ok {
		i = len(c.code.Names)
		c.names[string(s)] = i
		c.code.Names = append(c.code.Names, string(s))
	}
	return i
}

func (c *compiler) label(n word) (int, error) {
	pc, ok := c.labels[string(n.text)]
	if !ok {
		return 0, c.errorf(n.pos, "undefined label %s", n.text)
	}
	return pc, nil
}

// resolve compiles instructions, class bodies and the main declaration.
func (c *compiler) resolve(f *File) error {
	mainSeen := false
	p := newParser(f.name, f.src)
	var st stmt
	for p.next(&st) {
		switch st.kind {
		case stmtClass:
			if err := c.class(&st); err != nil {
				return err
			}
		case stmtMain:
			if mainSeen {
				return c.errorf(st.name.pos, "main declared twice")
			}
			mainSeen = true
			pc, err := c.label(st.name)
			if err != nil {
				return err
			}
			c.code.Entry = pc
		case stmtInstr:
			in, err := c.instr(st.name, &st.arg)
			if err != nil {
				return err
			}
			c.code.Instrs = append(c.code.Instrs, in)
			c.code.Pos = append(c.code.Pos, st.name.pos)
		}
	}
	return p.err
}

func (c *compiler) class(st *stmt) error {
	cd := string(st.name.text)
	cl := c.code.Classes[c.classes[cd]]
	attrs := map[string]bool{}
	for _, m := range st.members {
		for _, a := range m.attrs {
			if attrs[string(a.text)] {
				return c.errorf(a.pos, "duplicate attribute %s in class %s", a.text, cd)
			}
			attrs[string(a.text)] = true
			cl.Attrs = append(cl.Attrs, string(a.text))
		}
		if m.method.text == nil {
			continue
		}
		if m.label.text == nil {
			return c.errorf(m.pos, "method %s needs a label: method %s = LABEL", m.method.text, m.method.text)
		}
		name := c.name(m.method.text)
		if _, dup := cl.Methods[name]; dup {
			return c.errorf(m.method.pos, "duplicate method %s in class %s", m.method.text, cd)
		}
		pc, err := c.label(m.label)
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

// instr compiles the instruction opcode a; branch targets are checked
// against the final code length, which Parse has counted.
func (c *compiler) instr(opcode word, a *argument) (Instr, error) {
	op, ok := opByName[string(opcode.text)]
	if !ok {
		return Instr{}, c.errorf(opcode.pos, "unknown opcode %s", opcode.text)
	}
	kind := ops[op].arg
	wrong := func() (Instr, error) {
		pos := opcode.pos
		if a.kind != tokEOF {
			pos = a.pos
		}
		return Instr{}, c.errorf(pos, "wrong operand: %s takes %s", op, operandWants[kind])
	}
	isInt, isName, hasCount := a.kind == tokInt, a.kind == tokIdent, a.count != nil
	in := Instr{Op: op}
	switch kind {
	case argNone:
		if a.kind != tokEOF {
			return wrong()
		}
	case argInt, argCount:
		if !isInt {
			return wrong()
		}
		v, err := strconv.ParseInt(string(a.text), 10, 64)
		if err != nil {
			return Instr{}, c.errorf(a.pos, "integer %s out of the 64-bit range", a.text)
		}
		if kind == argCount && v < 0 {
			return wrong()
		}
		in.Arg = v
	case argTarget:
		if !isInt && !isName || hasCount {
			return wrong()
		}
		pc := len(c.code.Instrs)
		if isName {
			t, err := c.label(a.word)
			if err != nil {
				return Instr{}, err
			}
			in.Arg = int64(t)
			break
		}
		off, err := strconv.ParseInt(string(a.text), 10, 32)
		if err != nil || pc+int(off) < 0 || pc+int(off) > c.total {
			return Instr{}, c.errorf(a.pos, "branch out of range: offset %s from pc %d leaves the code (0..%d)", a.text, pc, c.total)
		}
		in.Arg = int64(pc) + off
	case argCall, argSelector:
		if !isName || (kind == argSelector && !hasCount) {
			return wrong()
		}
		in.N = 1
		if hasCount {
			k, err := strconv.ParseInt(string(a.count), 10, 16)
			if err != nil || k < 0 {
				return wrong()
			}
			in.N = int32(k)
		}
		if kind == argSelector {
			in.Arg = int64(c.name(a.text))
			break
		}
		t, err := c.label(a.word)
		if err != nil {
			return Instr{}, err
		}
		in.Arg = int64(t)
	case argClass:
		if !isName || hasCount {
			return wrong()
		}
		k, ok := c.classes[string(a.text)]
		if !ok {
			return Instr{}, c.errorf(a.pos, "unknown class %s", a.text)
		}
		in.Arg = int64(k)
	case argName:
		if !isName || hasCount {
			return wrong()
		}
		in.Arg = int64(c.name(a.text))
	}
	return in, nil
}
