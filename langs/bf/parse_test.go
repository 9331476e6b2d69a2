package bf

import (
	"errors"
	"runtime"
	"strings"
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
		{"+++--", []Instr{{Op: OpAdd, Arg: 1}, {Op: OpHalt}}},
		{"-", []Instr{{Op: OpAdd, Arg: 255}, {Op: OpHalt}}},
		{"++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++", []Instr{{Op: OpHalt}}},
		{">>><", []Instr{{Op: OpHalt, Move: 2}}},
		{"<>", []Instr{{Op: OpMove, Arg: -1}, {Op: OpHalt, Move: 1}}},
		{"><", []Instr{{Op: OpHalt}}},
		{"[-]", []Instr{{Op: OpClear}, {Op: OpHalt}}},
		{"[+]", []Instr{{Op: OpClear}, {Op: OpHalt}}},
		{">[-]x+++", []Instr{{Op: OpSet, Move: 1, Arg: 3}, {Op: OpHalt}}},
		{"[-]>+", []Instr{{Op: OpClear}, {Op: OpAdd, Move: 1, Arg: 1}, {Op: OpHalt}}},
		{"[-]+[-]+++[-]", []Instr{{Op: OpSet, Arg: 1}, {Op: OpSet, Arg: 3}, {Op: OpClear}, {Op: OpHalt}}},
		{"[[-]+]", []Instr{{Op: OpJz, Arg: 3}, {Op: OpSet, Arg: 1}, {Op: OpJnz, Arg: 1}, {Op: OpHalt}}},
		{"[>]", []Instr{{Op: OpScan, Arg: 1}, {Op: OpJz, Arg: 3}, {Op: OpJnz, Move: 1, Arg: 2}, {Op: OpHalt}}},
		{"[<x<]", []Instr{{Op: OpScan, Arg: -2}, {Op: OpJz, Arg: 3}, {Op: OpJnz, Move: -2, Arg: 2}, {Op: OpHalt}}},
		{"[><]", []Instr{{Op: OpJz, Arg: 2}, {Op: OpJnz, Arg: 1}, {Op: OpHalt}}},
		{"[>>+]", []Instr{{Op: OpJz, Arg: 3}, {Op: OpAdd, Move: 2, Arg: 1}, {Op: OpJnz, Arg: 1}, {Op: OpHalt}}},
		{">[<]>", []Instr{{Op: OpScan, Move: 1, Arg: -1}, {Op: OpJz, Arg: 3}, {Op: OpJnz, Move: -1, Arg: 2}, {Op: OpHalt, Move: 1}}},
		{"<<<" + strings.Repeat(">", 40000), []Instr{{Op: OpMove, Arg: -3}, {Op: OpMove, Arg: 40000}, {Op: OpHalt}}},
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

// TestLargePrograms: programs of millions of commands and loops, which a
// participle grammar once rejected (at a million items in one repetition)
// or parsed in 100 bytes of memory per source byte, compile in linear
// memory and run. The bound is on the bytes allocated, Code's 16 bytes an
// instruction (allocated for one instruction per command; the pages of
// what the program does not use are never touched) and the rest.
func TestLargePrograms(t *testing.T) {
	tests := []struct {
		name, src, out string
	}{
		{"nest", strings.Repeat(">[[[[-]]]]", 500_001) + "+++.", "\x03"},
		{"runs", strings.Repeat("+>", 1_000_000) + "<.", "\x01"},
		{"io", strings.Repeat(".", 1_000_000), strings.Repeat("\x00", 1_000_000)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			prog, err := Parse(tt.name+".b", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			code := Compile(tt.name+".b", prog)
			runtime.ReadMemStats(&after)
			if perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(tt.src)); perByte > 20 {
				t.Errorf("parsing and compiling allocated %.1f bytes per source byte, want at most 20", perByte)
			}
			var out strings.Builder
			m, err := NewMachine(code, Config{}, strings.NewReader(""), &out)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			if err := m.Run(); err != nil {
				t.Fatal(err)
			}
			if got := out.String(); got != tt.out {
				t.Errorf("output %.20q (%d bytes), want %.20q (%d bytes)", got, len(got), tt.out, len(tt.out))
			}
		})
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
