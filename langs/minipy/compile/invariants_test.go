package compile

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// checkInvariants verifies what the interpreter and the JIT rely on, in
// code and every code object nested in it: jump targets and pool
// indexes are in range, the only backward jumps are JUMP_BACKWARD and
// JUMP_BACKWARD_NO_INTERRUPT, each cached instruction has its own
// slot, and the exception table is ordered and inside the code.
func checkInvariants(code *Code) error {
	n := len(code.Code)
	slots := map[uint32]bool{}
	for pc, in := range code.Code {
		arg := int(in.Arg)
		switch {
		case in.Op.IsJump() && (arg < 0 || arg > n):
			return fmt.Errorf("%s: %d: %s to %d, outside the code", code.QualName, pc, in.Op, arg)
		case in.Op.IsJump() && arg <= pc && in.Op != JUMP_BACKWARD && in.Op != JUMP_BACKWARD_NO_INTERRUPT:
			return fmt.Errorf("%s: %d: %s jumps backward", code.QualName, pc, in.Op)
		case in.Op == JUMP_BACKWARD && arg > pc:
			return fmt.Errorf("%s: %d: JUMP_BACKWARD jumps forward", code.QualName, pc)
		case in.Op == LOAD_CONST && arg >= len(code.Consts),
			in.Op == LOAD_FAST && arg >= len(code.Varnames),
			in.Op == LOAD_DEREF && arg >= len(code.Cellvars)+len(code.Freevars),
			in.Op == LOAD_GLOBAL && arg >= len(code.Names):
			return fmt.Errorf("%s: %d: %s %d out of range", code.QualName, pc, in.Op, arg)
		}
		if in.Op.HasCache() {
			if slots[in.Cache] || int(in.Cache) >= code.NumCaches {
				return fmt.Errorf("%s: %d: cache slot %d reused or out of range", code.QualName, pc, in.Cache)
			}
			slots[in.Cache] = true
		}
	}
	if len(slots) != code.NumCaches {
		return fmt.Errorf("%s: %d cache slots for %d cached instructions", code.QualName, code.NumCaches, len(slots))
	}
	end := 0
	for _, h := range code.Handlers {
		if h.Start < end || h.End <= h.Start || h.End > n || h.Target >= n || h.Depth < 0 || h.Depth > code.StackSize {
			return fmt.Errorf("%s: bad exception table entry %+v", code.QualName, h)
		}
		end = h.End
	}
	for _, k := range code.Consts {
		if inner, ok := k.(*Code); ok {
			if err := checkInvariants(inner); err != nil {
				return err
			}
		}
	}
	return nil
}

func TestInvariantsOfGoldenPrograms(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.py")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkInvariants(mustCompile(t, string(src))); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
}

func TestCodeObjectFields(t *testing.T) {
	code := mustCompile(t, `
def f(a, /, b, *args, c, **kw):
    def g():
        return a
    return g
def gen():
    yield 1
class C:
    def m(self):
        return super().m()
`)
	var f, gen, c *Code
	for _, k := range code.Consts {
		if k, ok := k.(*Code); ok {
			switch k.Name {
			case "f":
				f = k
			case "gen":
				gen = k
			case "C":
				c = k
			}
		}
	}
	if f.ArgCount != 2 || f.PosOnlyArgCount != 1 || f.KwOnlyArgCount != 1 ||
		f.Flags&(FlagVarargs|FlagVarkeywords) != FlagVarargs|FlagVarkeywords {
		t.Errorf("f's parameters: %+v", f)
	}
	if fmt.Sprint(f.Varnames) != "[a b c args kw g]" || fmt.Sprint(f.Cellvars) != "[a]" || fmt.Sprint(f.CellArgs) != "[0]" {
		t.Errorf("f's names: varnames %v cellvars %v cellargs %v", f.Varnames, f.Cellvars, f.CellArgs)
	}
	g := firstFunction(f)
	if g.QualName != "f.<locals>.g" || fmt.Sprint(g.Freevars) != "[a]" || g.Flags&FlagNested == 0 {
		t.Errorf("g: qualname %q freevars %v flags %v", g.QualName, g.Freevars, g.Flags)
	}
	if gen.Flags&FlagGenerator == 0 {
		t.Errorf("gen is not flagged a generator: %v", gen.Flags)
	}
	m := firstFunction(c)
	if fmt.Sprint(c.Cellvars) != "[__class__]" || fmt.Sprint(m.Freevars) != "[__class__]" || m.QualName != "C.m" {
		t.Errorf("class cell: C cellvars %v, m freevars %v, m qualname %q", c.Cellvars, m.Freevars, m.QualName)
	}
}

func TestLineOf(t *testing.T) {
	code := mustCompile(t, "x = 1\n\ny = (2 +\n  z)\n")
	want := []int{1, 1, 3, 4, 3, 3, 3, 3}
	for pc := range code.Code {
		if got := code.LineOf(pc); pc < len(want) && got != want[pc] {
			t.Errorf("line of %d: %d, want %d\n%s", pc, got, want[pc], Disassemble(code))
		}
	}
}

func TestInteractivePrintsExpressions(t *testing.T) {
	m, table := parse(t, "1 + x\ny = 2\n")
	code, err := Compile("<stdin>", m, table, Options{Interactive: true})
	if err != nil {
		t.Fatal(err)
	}
	prints := 0
	for _, in := range code.Code {
		if in.Op == PRINT_EXPR {
			prints++
		}
	}
	if prints != 1 {
		t.Errorf("%d PRINT_EXPR, want 1\n%s", prints, Disassemble(code))
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		src, want string
	}{
		{"f(a=1, a=2)", "t.py:1:8: SyntaxError: keyword argument repeated: a"},
		{"class C(x=1, x=2): pass", "t.py:1:14: SyntaxError: keyword argument repeated: x"},
	}
	deep := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "%swhile x:\n", strings.Repeat(" ", i))
		}
		fmt.Fprintf(&b, "%spass\n", strings.Repeat(" ", n))
		return b.String()
	}
	if _, err := compileSource("t.py", deep(maxBlocks)); err != nil {
		t.Errorf("%d nested loops: %v", maxBlocks, err)
	}
	tests = append(tests, struct{ src, want string }{deep(maxBlocks + 1),
		"t.py:21:21: SyntaxError: too many statically nested blocks"})
	for _, tt := range tests {
		_, err := compileSource("t.py", tt.src)
		if err == nil {
			t.Errorf("%q compiled", tt.src)
			continue
		}
		if got := asError(t, err).Error(); got != tt.want {
			t.Errorf("%q: %s, want %s", tt.src, got, tt.want)
		}
	}
}

// TestDocumentsEveryOpcode keeps doc.go's table of stack effects in
// step with the opcodes.
func TestDocumentsEveryOpcode(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for op := Opcode(0); op < numOpcodes; op++ {
		if !regexp.MustCompile(`\b` + op.String() + `\b`).Match(doc) {
			t.Errorf("doc.go does not document %s", op)
		}
	}
}
