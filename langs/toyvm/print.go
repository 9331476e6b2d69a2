package toyvm

import (
	"errors"
	"strconv"

	"github.com/microjit/microjit/jitcore/heap"
)

// Printing walks values with an explicit stack, never Go recursion: a
// list nested millions deep through its cars prints like any other (Go's
// stack would overflow, a fatal error no recover catches). PRINT and DUMP
// stream to the output in chunks, so a huge value never becomes one huge
// string; a value inside an error message is cut after maxDescribe bytes.

const (
	// printChunk is how many bytes a printer gathers before it hands
	// them to the output.
	printChunk = 4 << 10
	// maxDescribe bounds a value's printed form inside a message: an
	// error about a million-element list stays one readable line.
	maxDescribe = 200
)

// errCut stops a printer that reached its limit.
var errCut = errors.New("toyvm: printed form cut")

// printer formats values into buf, handing buf to flush whenever it holds
// printChunk bytes; without flush it stops at limit bytes (errCut).
type printer struct {
	m     *Machine
	buf   []byte
	flush func([]byte) error // nil: keep everything in buf, up to limit
	limit int
	todo  []printStep
}

// printStep is what remains to print of a value: the value itself, the
// rest of a list after an element, or a list's closing parenthesis.
type printStep struct {
	kind printKind
	v    heap.Value
}

type printKind uint8

const (
	printValue printKind = iota // v
	printRest                   // the list tail v after an element: " elem ...)", ")" or " . v)"
	printClose                  // ")"
)

// format appends v's printed form: integers in decimal, nil, lists as
// (1 2 3) or (1 . 2), instances as <Class>.
func (p *printer) format(v heap.Value) error {
	m := p.m
	p.todo = append(p.todo[:0], printStep{printValue, v})
	for len(p.todo) > 0 {
		s := p.todo[len(p.todo)-1]
		p.todo = p.todo[:len(p.todo)-1]
		var err error
		switch s.kind {
		case printValue:
			err = p.value(s.v)
		case printRest:
			switch k := m.classOf(s.v); {
			case k == classCons:
				err = p.write(" ")
				p.element(s.v)
			case s.v == heap.Nil:
				err = p.write(")")
			default:
				err = p.write(" . ")
				p.todo = append(p.todo, printStep{printClose, 0}, printStep{printValue, s.v})
			}
		case printClose:
			err = p.write(")")
		}
		if err != nil {
			p.todo = p.todo[:0]
			return err
		}
	}
	if cap(p.todo) > printChunk {
		p.todo = nil // after a deep value: do not keep its stack
	}
	return nil
}

// value prints v, or opens it when it is a list.
func (p *printer) value(v heap.Value) error {
	m := p.m
	switch k := m.classOf(v); k {
	case classInt:
		n, _ := m.intOf(v)
		return p.write(strconv.FormatInt(n, 10))
	case classNil:
		return p.write("nil")
	case classCons:
		err := p.write("(")
		p.element(v)
		return err
	default:
		return p.write("<" + m.className(k) + ">")
	}
}

// element schedules the car of the cons cell c, then the rest of its list.
func (p *printer) element(c heap.Value) {
	h := p.m.heap
	p.todo = append(p.todo, printStep{printRest, h.Slot(c, 1)}, printStep{printValue, h.Slot(c, 0)})
}

// write appends s, handing full chunks to flush.
func (p *printer) write(s string) error {
	if p.flush == nil {
		if room := p.limit - len(p.buf); len(s) > room {
			p.buf = append(p.buf, s[:room]...)
			return errCut
		}
		p.buf = append(p.buf, s...)
		return nil
	}
	p.buf = append(p.buf, s...)
	if len(p.buf) < printChunk {
		return nil
	}
	return p.drain()
}

// drain hands what buf holds to flush.
func (p *printer) drain() error {
	err := p.flush(p.buf)
	p.buf = p.buf[:0]
	return err
}

// output is the machine's printer for PRINT and DUMP.
func (m *Machine) output() *printer {
	if m.printer == nil {
		m.printer = &printer{m: m, flush: func(b []byte) error {
			_, err := m.out.Write(b)
			return err
		}}
	}
	return m.printer
}

// print writes v and a newline. Its error is the output's.
func (m *Machine) print(v heap.Value) error {
	p := m.output()
	if err := p.format(v); err != nil {
		p.buf = p.buf[:0]
		return err
	}
	p.buf = append(p.buf, '\n')
	return p.drain()
}

// dump writes the values bottom to top, in brackets.
func (m *Machine) dump(vals []heap.Value) error {
	p := m.output()
	p.buf = append(p.buf, '[')
	for i, v := range vals {
		if i > 0 {
			p.buf = append(p.buf, ' ')
		}
		if err := p.format(v); err != nil {
			p.buf = p.buf[:0]
			return err
		}
	}
	p.buf = append(p.buf, "]\n"...)
	return p.drain()
}

// describe is a value's printed form for messages, cut with "..." after
// maxDescribe bytes.
func (m *Machine) describe(v heap.Value) string {
	if k := m.classOf(v); k >= classFirst {
		return "an instance of " + m.className(k)
	}
	p := &printer{m: m, limit: maxDescribe}
	if p.format(v) == errCut {
		return string(p.buf) + "..."
	}
	return string(p.buf)
}
