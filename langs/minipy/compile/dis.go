package compile

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// Disassemble renders code and the code objects nested in it in a form
// close to CPython's dis module: for each instruction the line (where
// it changes), ">>" at a jump target, the index, the opcode, the
// argument and what the argument means; then the exception table.
func Disassemble(code *Code) string {
	var b strings.Builder
	disassemble(&b, code)
	return b.String()
}

func disassemble(b *strings.Builder, code *Code) {
	fmt.Fprintf(b, "Disassembly of <code object %s, file %q, line %d>:\n", code.QualName, code.File, code.FirstLine)
	fmt.Fprintf(b, "  flags %s; args %d (posonly %d, kwonly %d); stack %d; caches %d\n",
		code.Flags, code.ArgCount, code.PosOnlyArgCount, code.KwOnlyArgCount, code.StackSize, code.NumCaches)
	for _, list := range []struct {
		name  string
		names []string
	}{{"varnames", code.Varnames}, {"cellvars", code.Cellvars}, {"freevars", code.Freevars}} {
		if len(list.names) > 0 {
			fmt.Fprintf(b, "  %s: %s\n", list.name, strings.Join(list.names, ", "))
		}
	}
	targets := map[int]bool{}
	for _, in := range code.Code {
		if in.Op.IsJump() {
			targets[int(in.Arg)] = true
		}
	}
	for _, h := range code.Handlers {
		targets[h.Target] = true
	}
	line := -1
	for pc, in := range code.Code {
		lineCol := ""
		if l := code.LineOf(pc); l != line {
			line = l
			lineCol = strconv.Itoa(l)
			if pc > 0 {
				b.WriteByte('\n')
			}
		}
		mark := ""
		if targets[pc] {
			mark = ">>"
		}
		text := fmt.Sprintf("%4s %4s %4d %-26s", lineCol, mark, pc, in.Op)
		if hasArg(in.Op) {
			text += fmt.Sprintf(" %4d", in.Arg)
			if detail := argDetail(code, in); detail != "" {
				text += " (" + detail + ")"
			}
		}
		if in.Op.HasCache() {
			text += fmt.Sprintf(" [ic %d]", in.Cache)
		}
		b.WriteString(strings.TrimRight(text, " "))
		b.WriteByte('\n')
	}
	if len(code.Handlers) > 0 {
		b.WriteString("ExceptionTable:\n")
		for _, h := range code.Handlers {
			lasti := ""
			if h.Lasti {
				lasti = " lasti"
			}
			fmt.Fprintf(b, "  %d to %d -> %d [%d]%s\n", h.Start, h.End-1, h.Target, h.Depth, lasti)
		}
	}
	for _, k := range code.Consts {
		if inner, ok := k.(*Code); ok {
			b.WriteByte('\n')
			disassemble(b, inner)
		}
	}
}

// hasArg reports whether op uses its argument.
func hasArg(op Opcode) bool {
	switch op {
	case NOP, POP_TOP, PUSH_NULL, UNARY_POSITIVE, UNARY_NEGATIVE, UNARY_NOT, UNARY_INVERT,
		BINARY_SUBSCR, STORE_SUBSCR, DELETE_SUBSCR, LIST_TO_TUPLE, GET_ITER, LOAD_BUILD_CLASS,
		RETURN_VALUE, PUSH_EXC_INFO, POP_EXCEPT, CHECK_EXC_MATCH, LOAD_ASSERTION_ERROR, BEFORE_WITH,
		WITH_EXCEPT_START, IMPORT_STAR, SETUP_ANNOTATIONS, PRINT_EXPR, GET_YIELD_FROM_ITER, YIELD_VALUE:
		return false
	}
	return true
}

// argDetail says what an instruction's argument stands for.
func argDetail(code *Code, in Instr) string {
	arg := int(in.Arg)
	switch in.Op {
	case LOAD_CONST, KW_NAMES:
		return ConstRepr(code.Consts[arg])
	case LOAD_NAME, STORE_NAME, DELETE_NAME, LOAD_GLOBAL, STORE_GLOBAL, DELETE_GLOBAL,
		LOAD_ATTR, STORE_ATTR, DELETE_ATTR, LOAD_METHOD, IMPORT_NAME, IMPORT_FROM:
		return code.Names[arg]
	case LOAD_FAST, STORE_FAST, DELETE_FAST:
		return code.Varnames[arg]
	case LOAD_DEREF, STORE_DEREF, DELETE_DEREF, LOAD_CLASSDEREF, LOAD_CLOSURE:
		if arg < len(code.Cellvars) {
			return code.Cellvars[arg]
		}
		return code.Freevars[arg-len(code.Cellvars)]
	case BINARY_OP:
		if arg >= NBInplace {
			return BinaryOpSymbols[arg-NBInplace] + "="
		}
		return BinaryOpSymbols[arg]
	case COMPARE_OP:
		return CompareOpSymbols[arg]
	case IS_OP:
		return [...]string{"is", "is not"}[arg]
	case CONTAINS_OP:
		return [...]string{"in", "not in"}[arg]
	case UNPACK_EX:
		return fmt.Sprintf("%d before, %d after", arg&0xff, arg>>8)
	case FORMAT_VALUE:
		parts := []string{}
		if conv := arg & FormatConvMask; conv != 0 {
			parts = append(parts, [...]string{"", "str", "repr", "ascii"}[conv])
		}
		if arg&FormatWithSpec != 0 {
			parts = append(parts, "with format")
		}
		return strings.Join(parts, ", ")
	case MAKE_FUNCTION:
		parts := []string{}
		for bit, name := range []string{"defaults", "kwdefaults", "annotations", "closure"} {
			if arg&(1<<bit) != 0 {
				parts = append(parts, name)
			}
		}
		return strings.Join(parts, ", ")
	case CALL_FUNCTION_EX:
		if arg&CallExKwargs != 0 {
			return "kwargs"
		}
		return ""
	}
	if in.Op.IsJump() {
		return "to " + strconv.Itoa(arg)
	}
	return ""
}

var flagNames = []string{"OPTIMIZED", "NEWLOCALS", "VARARGS", "VARKEYWORDS", "NESTED", "GENERATOR"}

func (f CodeFlags) String() string {
	var parts []string
	for i, name := range flagNames {
		if f&(1<<i) != 0 {
			parts = append(parts, name)
		}
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, "|")
}

// ConstRepr renders a constant as Python's repr would.
func ConstRepr(k Const) string {
	switch k := k.(type) {
	case NoneType:
		return "None"
	case EllipsisType:
		return "Ellipsis"
	case bool:
		if k {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(k, 10)
	case *big.Int:
		return k.String()
	case float64:
		return syntax.FloatRepr(k)
	case complex128:
		return syntax.ComplexRepr(k)
	case string:
		return syntax.PyRepr(k)
	case Bytes:
		return syntax.BytesRepr(string(k))
	case Tuple:
		parts := make([]string, len(k))
		for i, e := range k {
			parts[i] = ConstRepr(e)
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case *Code:
		return fmt.Sprintf("<code object %s, line %d>", k.Name, k.FirstLine)
	}
	return fmt.Sprintf("<%T>", k)
}
