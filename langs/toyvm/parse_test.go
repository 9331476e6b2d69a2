package toyvm

import (
	"errors"
	"runtime"
	"strings"
	"testing"
)

func TestCompileErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"FOO\n", "x.tlc:1:1: unknown opcode FOO"},
		{"BR nowhere", "x.tlc:1:4: undefined label nowhere"},
		{"PUSH x", "x.tlc:1:6: wrong operand: PUSH takes an integer"},
		{"POP 1", "x.tlc:1:5: wrong operand: POP takes no operand"},
		{"NOP\nBR -5", "x.tlc:2:4: branch out of range: offset -5 from pc 1 leaves the code (0..2)"},
		{"NEW Foo", "x.tlc:1:5: unknown class Foo"},
		{"a: NOP\na: NOP", "x.tlc:2:1: duplicate label a"},
		{"SEND m", "x.tlc:1:6: wrong operand: SEND takes a method name/N"},
	}
	for _, tt := range tests {
		f, err := Parse("x.tlc", []byte(tt.src))
		if err == nil {
			_, err = Compile("x.tlc", f)
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q: got %v, want %s", tt.src, err, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"PUSH 1 2", `x.tlc:1:8: unexpected token "2" (expected end of line)`},
		{"NOP\n}", `x.tlc:2:1: unexpected token "}" (expected a label, declaration or instruction)`},
		{"a::", `x.tlc:1:3: unexpected token ":" (expected end of line)`},
		{"PUSH -", `x.tlc:1:6: invalid input text "-"`},
		{"NOP é", `x.tlc:1:5: invalid input text "é"`},
		{"CALL f/", `x.tlc:1:8: unexpected end of line (expected an integer after /)`},
		{"CALL f/x", `x.tlc:1:8: unexpected token "x" (expected an integer after /)`},
		{"class A {", `x.tlc:2:1: unexpected end of file (expected "attr", "method" or "}")`},
		{"class A { attr x }", `x.tlc:1:18: unexpected token "}" (expected end of line)`},
		{"class A {\n attr\n}", `x.tlc:2:6: unexpected end of line (expected an attribute name)`},
		{"class A {\n method m\n}", `x.tlc:2:10: unexpected end of line (expected "=")`},
		{"class A {\n foo\n}", `x.tlc:2:2: unexpected token "foo" (expected "attr", "method" or "}")`},
		{"class A {\n} junk", `x.tlc:2:3: unexpected token "junk" (expected end of line)`},
	}
	for _, tt := range tests {
		_, err := Parse("x.tlc", []byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q: got %v, want %s", tt.src, err, tt.want)
		}
	}
}

// TestParseLargeProgram: a program of more than a million lines, which
// participle's limit on repetitions once rejected, compiles in linear
// memory: its code (24 bytes an instruction here) and little else.
func TestParseLargeProgram(t *testing.T) {
	const lines = 1_000_001
	src := []byte(strings.Repeat("NOP\n", lines-1) + "a: BR a")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f, err := Parse("big.tlc", src)
	if err != nil {
		t.Fatal(err)
	}
	code, err := Compile("big.tlc", f)
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if len(code.Instrs) != lines || code.Instrs[lines-1].Arg != lines-1 || code.Pos[lines-1] != (Pos{lines, 4}) {
		t.Errorf("%d instructions, the last %v at %v", len(code.Instrs), code.Instrs[len(code.Instrs)-1], code.Pos[len(code.Pos)-1])
	}
	// 6 bytes a source byte; the syntax tree participle built took 535.
	if perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(src)); perByte > 10 {
		t.Errorf("parsing and compiling allocated %.1f bytes per source byte, want at most 10", perByte)
	}
}

// FuzzParse: any input compiles or gives a SyntaxError, never a panic,
// and Parse counts the instructions Compile makes.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "NOP", "a: b: BR a ; c", "class A {\n attr x y\n method m = a\n}\nmain a\na: RETURN",
		"PUSH -", "CALL f/", "class A {", "SEND m/2 # x", "PUSH 1 2"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := Parse("f.tlc", src)
		if err == nil {
			var code *Code
			if code, err = Compile("f.tlc", file); err == nil && len(code.Instrs) != file.instrs {
				t.Errorf("Parse counted %d instructions, Compile made %d", file.instrs, len(code.Instrs))
			}
		}
		var se *SyntaxError
		if err != nil && !errors.As(err, &se) {
			t.Fatalf("error %v is not a SyntaxError", err)
		}
	})
}
