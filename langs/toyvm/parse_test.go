package toyvm

import "testing"

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
