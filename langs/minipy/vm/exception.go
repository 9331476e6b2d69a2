package vm

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
)

// excState is what an exception instance carries besides attributes.
type excState struct {
	args     Value // a tuple
	tb       []tbEntry
	cause    Value
	context  Value
	suppress bool // __suppress_context__
}

func (e *excState) VisitRoots(visit func(*Value)) {
	visit(&e.args)
	visit(&e.cause)
	visit(&e.context)
	for i := range e.tb {
		e.tb[i].code.VisitRoots(visit)
		if e.tb[i].globals != nil {
			e.tb[i].globals.VisitRoots(visit)
		}
	}
}

// tbEntry is one line of a traceback: a frame's code and pc.
type tbEntry struct {
	code    *codeInfo
	pc      int
	globals *Dict
}

// PyError is a Python exception travelling through Go code.
type PyError struct {
	vm  *VM
	Exc Value
	// reraise: the current frame is already in the traceback.
	reraise bool
}

func (e *PyError) Error() string { return e.vm.formatException(e.Exc) }

// raise makes an exception of class c with a formatted message.
func (vm *VM) raise(c *Class, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	return &PyError{vm: vm, Exc: vm.newException(c, []Value{vm.str(msg)})}
}

// raiseValue raises exc (an exception instance).
func (vm *VM) raiseValue(exc Value) error { return &PyError{vm: vm, Exc: exc} }

// newException makes an instance of the exception class c.
func (vm *VM) newException(c *Class, args []Value) Value {
	o := &Instance{cls: c, shape: c.ic.Root(), exc: &excState{args: vm.tuple(args), cause: None, context: None}}
	return vm.newObj(o)
}

// excOf returns the exception state of v, or nil.
func (vm *VM) excOf(v Value) *excState {
	if o, ok := vm.obj(v).(*Instance); ok {
		return o.exc
	}
	return nil
}

// isInstance reports whether v is an instance of c.
func (vm *VM) isInstance(v Value, c *Class) bool { return vm.typeOf(v).isSubclass(c) }

// matches reports whether err is a Python exception of class c.
func (vm *VM) matches(err error, c *Class) bool {
	pe, ok := err.(*PyError)
	return ok && vm.isInstance(pe.Exc, c)
}

// excArgs is the args tuple of an exception.
func (vm *VM) excArgs(exc Value) []Value {
	if e := vm.excOf(exc); e != nil {
		return vm.obj(e.args).(*Tuple).items
	}
	return nil
}

// excMessage is str(exc), never failing.
func (vm *VM) excMessage(exc Value) string {
	s, err := vm.strOf(exc)
	if err != nil {
		return "<exception str() failed>"
	}
	return s
}

// className is the name CPython prints for an exception's class.
func (c *Class) printName() string {
	if c.module == "builtins" || c.module == "__main__" || c.module == "" {
		return c.qualname
	}
	return c.module + "." + c.qualname
}

// formatException renders exc as CPython prints an uncaught exception:
// its cause or context chain, the traceback and the last line.
func (vm *VM) formatException(exc Value) string {
	var b strings.Builder
	vm.writeException(&b, exc, map[Value]bool{})
	return strings.TrimSuffix(b.String(), "\n")
}

func (vm *VM) writeException(b *strings.Builder, exc Value, seen map[Value]bool) {
	// The chain of causes and contexts, outermost first, is printed
	// innermost first; it is as long as the program made it, so it is
	// collected here rather than followed by Go recursion.
	type link struct {
		exc  Value
		join string // printed after exc: how it led to the next one
	}
	var chain []link
	for join := ""; ; {
		seen[exc] = true
		chain = append(chain, link{exc, join})
		e := vm.excOf(exc)
		if e == nil {
			break
		}
		if e.cause != None && !seen[e.cause] {
			exc, join = e.cause, "\nThe above exception was the direct cause of the following exception:\n\n"
		} else if e.context != None && !e.suppress && !seen[e.context] {
			exc, join = e.context, "\nDuring handling of the above exception, another exception occurred:\n\n"
		} else {
			break
		}
	}
	for i := len(chain) - 1; i >= 0; i-- {
		vm.writeOneException(b, chain[i].exc)
		b.WriteString(chain[i].join)
	}
}

// writeOneException prints exc's traceback and message.
func (vm *VM) writeOneException(b *strings.Builder, exc Value) {
	if e := vm.excOf(exc); e != nil && len(e.tb) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		vm.writeTraceback(b, e.tb)
	}
	c := vm.typeOf(exc)
	msg := vm.excMessage(exc)
	b.WriteString(c.printName())
	if msg != "" {
		b.WriteString(": ")
		b.WriteString(msg)
	}
	b.WriteString("\n")
}

// writeTraceback prints tb, innermost last, folding repeats as CPython.
// The frames of the standard library's Python code are left out: what
// they stand for is C code in CPython, whose tracebacks show no frames
// for it.
func (vm *VM) writeTraceback(b *strings.Builder, tb []tbEntry) {
	var last string
	repeat := 0
	flush := func() {
		if repeat > 3 {
			n := repeat - 3
			s := "s"
			if n == 1 {
				s = ""
			}
			fmt.Fprintf(b, "  [Previous line repeated %d more time%s]\n", n, s)
		}
	}
	for i := len(tb) - 1; i >= 0; i-- {
		t := tb[i]
		c := t.code.code
		if isStdlibFile(c.File) {
			continue
		}
		line := c.LineOf(t.pc)
		// Repeats fold on the file, line and function, as CPython's;
		// the marks under the line may differ between them.
		key := fmt.Sprintf("  File \"%s\", line %d, in %s\n", c.File, line, c.Name)
		if key == last {
			repeat++
			if repeat > 3 {
				continue
			}
		} else {
			flush()
			last = key
			repeat = 1
		}
		b.WriteString(key)
		if raw := vm.rawSourceLine(c.File, line); strings.TrimSpace(raw) != "" {
			fmt.Fprintf(b, "    %s\n", strings.TrimSpace(raw))
			if p, ok := c.PositionOf(t.pc); ok && p.Line == line {
				if marks := caretLine(raw, p, interpreterCarets); marks != "" {
					b.WriteString(marks)
					b.WriteByte('\n')
				}
			}
		}
	}
	flush()
}

// sourceLine is line n of file, stripped, or "".
func (vm *VM) sourceLine(file string, n int) string {
	return strings.TrimSpace(vm.rawSourceLine(file, n))
}

// rawSourceLine is line n of file as written, without its newline, or "".
func (vm *VM) rawSourceLine(file string, n int) string {
	lines := vm.sources[file]
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.TrimSuffix(lines[n-1], "\r")
}

// addSource records a file's text for tracebacks.
func (vm *VM) addSource(file string, src []byte) {
	vm.sources[file] = strings.Split(string(src), "\n")
}

var _ = compile.NOP
