package vm

import (
	"fmt"
	"strings"
)

// Traceback objects (exc.__traceback__): the frames an exception went
// through, outermost first, as tb_next links them; each has its
// tb_frame (a frame object of the finished frame), tb_lineno and
// tb_lasti. The frames of the standard library's Python code are left
// out, as the printed tracebacks leave them out.

type tracebackObj struct {
	exc     Value // the exception, which holds the entries
	entries []tbEntry
	k       int
}

func (o *tracebackObj) class(vm *VM) *Class { return vm.types.traceback }

func (o *tracebackObj) VisitRoots(visit func(*Value)) { visit(&o.exc) }

// tracebackOf is the traceback object of an exception (None when it
// has not been raised).
func (vm *VM) tracebackOf(e *excState, exc Value) Value {
	var entries []tbEntry
	for i := len(e.tb) - 1; i >= 0; i-- {
		if !isStdlibFile(e.tb[i].code.code.File) {
			entries = append(entries, e.tb[i])
		}
	}
	if len(entries) == 0 {
		return None
	}
	return vm.newObj(&tracebackObj{exc: exc, entries: entries})
}

func (vm *VM) tracebackAttr(o *tracebackObj, name string) (Value, bool) {
	t := o.entries[o.k]
	switch name {
	case "tb_next":
		if o.k+1 >= len(o.entries) {
			return None, true
		}
		return vm.newObj(&tracebackObj{exc: o.exc, entries: o.entries, k: o.k + 1}), true
	case "tb_lineno":
		return vm.Int(int64(t.code.code.LineOf(t.pc))), true
	case "tb_lasti":
		return vm.Int(int64(2 * t.pc)), true
	case "tb_frame":
		g := t.globals
		if g == nil {
			g = newDict()
		}
		fo := &frameObj{depth: 1 << 30, code: t.code, globals: g, line: t.code.code.LineOf(t.pc), locals: None}
		return vm.newObj(fo), true
	}
	return 0, false
}

// SourceLine is line n of file (stripped), as tracebacks show it, or "".
// RawSourceLine is line n of file as written (its indentation kept,
// without its newline), or "".
func (vm *VM) RawSourceLine(file string, n int) string { return vm.rawSourceLine(file, n) }

// syntaxErrorAttr is an attribute of a SyntaxError from its args: (msg,
// (filename, lineno, offset, text[, end_lineno, end_offset])).
func (vm *VM) syntaxErrorAttr(exc Value, name string) Value {
	args := vm.excArgs(exc)
	if name == "msg" {
		if len(args) >= 1 {
			return args[0]
		}
		return None
	}
	if len(args) != 2 {
		return None
	}
	t, ok := vm.obj(args[1]).(*Tuple)
	if !ok || !args[1].IsHandle() {
		return None
	}
	i := map[string]int{"filename": 0, "lineno": 1, "offset": 2, "text": 3, "end_lineno": 4, "end_offset": 5}[name]
	if name == "print_file_and_line" || i >= len(t.items) {
		return None
	}
	return t.items[i]
}

// syntaxErrorStr is str() of a SyntaxError: its message, and the base
// name of its file and its line when known.
func (vm *VM) syntaxErrorStr(exc Value) (string, error) {
	msg, err := vm.strOf(vm.syntaxErrorAttr(exc, "msg"))
	if err != nil {
		return "", err
	}
	file := ""
	if f, ok := vm.strValue(vm.syntaxErrorAttr(exc, "filename")); ok {
		file = f[strings.LastIndexByte(f, '/')+1:]
	}
	line := vm.syntaxErrorAttr(exc, "lineno")
	hasLine := line.IsInt()
	switch {
	case file != "" && hasLine:
		return fmt.Sprintf("%s (%s, line %d)", msg, file, line.Int()), nil
	case file != "":
		return fmt.Sprintf("%s (%s)", msg, file), nil
	case hasLine:
		return fmt.Sprintf("%s (line %d)", msg, line.Int()), nil
	}
	return msg, nil
}
