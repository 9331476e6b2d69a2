package bf

import (
	"errors"
	"testing"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		src  string
		want string
	}{
		{"[", "x.b:1:1: unmatched '['"},
		{"]", "x.b:1:1: unmatched ']'"},
		{"+[\n [+]\n", "x.b:1:2: unmatched '['"},
		{"[[]", "x.b:1:1: unmatched '['"},
		{"[]]", "x.b:1:3: unmatched ']'"},
		{"ab\ncd]", "x.b:2:3: unmatched ']'"},
		{"\t[", "x.b:1:2: unmatched '['"},
	}
	for _, tt := range tests {
		_, err := Parse("x.b", []byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) = %v, want %s", tt.src, err, tt.want)
		}
	}
}

func TestCompileFolds(t *testing.T) {
	tests := []struct {
		src  string
		want []Instr
	}{
		{"+++--", []Instr{{OpAdd, 1}, {OpHalt, 0}}},
		{"-", []Instr{{OpAdd, 255}, {OpHalt, 0}}},
		{"++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++", []Instr{{OpHalt, 0}}},
		{">>><", []Instr{{OpMove, 2}, {OpHalt, 0}}},
		{"<>", []Instr{{OpMove, -1}, {OpMove, 1}, {OpHalt, 0}}},
		{"><", []Instr{{OpHalt, 0}}},
		{"[-]", []Instr{{OpClear, 0}, {OpHalt, 0}}},
		{"[+]", []Instr{{OpClear, 0}, {OpHalt, 0}}},
		{"[>]", []Instr{{OpScan, 1}, {OpJz, 4}, {OpMove, 1}, {OpJnz, 2}, {OpHalt, 0}}},
		{"[<x<]", []Instr{{OpScan, -2}, {OpJz, 4}, {OpMove, -2}, {OpJnz, 2}, {OpHalt, 0}}},
		{"[><]", []Instr{{OpJz, 2}, {OpJnz, 1}, {OpHalt, 0}}},
		{"[>>+]", []Instr{{OpJz, 4}, {OpMove, 2}, {OpAdd, 1}, {OpJnz, 1}, {OpHalt, 0}}},
	}
	for _, tt := range tests {
		prog, err := Parse("x.b", []byte(tt.src))
		if err != nil {
			t.Fatal(err)
		}
		got := Compile("x.b", prog).Instrs
		if len(got) != len(tt.want) {
			t.Errorf("Compile(%q) = %v, want %v", tt.src, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("Compile(%q) = %v, want %v", tt.src, got, tt.want)
				break
			}
		}
	}
}

// FuzzParse: any input parses or gives a SyntaxError; never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "[", "]", "+[>+<-]", "[[[]]]", "\x00[\xff]", "a[b]c]"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, err := Parse("f.b", src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v is not a SyntaxError", err)
			}
			return
		}
		Compile("f.b", prog)
	})
}
