package vm

// builtinDocs are the __doc__ of the built-in functions whose docstring
// in CPython 3.11 is one line, that line; the others' docstrings, of
// several lines, are not kept (their __doc__ is None).
var builtinDocs = map[string]string{
	"abs":    "Return the absolute value of the argument.",
	"chr":    "Return a Unicode string of one character with ordinal i; 0 <= i <= 0x10ffff.",
	"divmod": "Return the tuple (x//y, x%y).  Invariant: div*y + mod == x.",
	"len":    "Return the number of items in a container.",
	"ord":    "Return the Unicode code point for a one-character string.",
}

// builtinDoc is the __doc__ of the built-in function or method b.
func (vm *VM) builtinDoc(b *Builtin) Value {
	if doc, ok := builtinDocs[b.name]; ok && b.module == "builtins" {
		return vm.str(doc)
	}
	return None
}
