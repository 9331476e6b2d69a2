package bf2c

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestTranslateFolds(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // lines that must appear, in order
	}{
		{"runs", "+++>>-<", []string{"*p += 3;", "p += 2;", "*p -= 1;", "p -= 1;"}},
		{"wrap", strings.Repeat("+", 257) + strings.Repeat("-", 200), []string{"*p += 57;"}},
		{"clear", "+[-]>[+]", []string{"*p += 1;", "*p = 0;", "p += 1;", "*p = 0;"}},
		{"cancelling runs vanish", "a+-b<>c.", []string{"putchar(*p);"}},
		{"loop", "+[>.<-]", []string{"while (*p) {", "\t\tp += 1;", "\t\tputchar(*p);", "\t}"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Translate([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			body := string(c)
			for _, line := range tt.want {
				i := strings.Index(body, line+"\n")
				if i < 0 {
					t.Fatalf("Translate(%q) lacks line %q in order; got\n%s", tt.src, line, c)
				}
				body = body[i+len(line):]
			}
		})
	}
}

func TestTranslateCancelledRunLeavesNothing(t *testing.T) {
	c, err := Translate([]byte("+-<>"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"*p +=", "*p -=", "p +=", "p -="} {
		if bytes.Contains(c, []byte(s)) {
			t.Errorf("Translate(\"+-<>\") contains %q:\n%s", s, c)
		}
	}
}

func TestTranslateBrackets(t *testing.T) {
	tests := []struct {
		src  string
		want SyntaxError
	}{
		{"[", SyntaxError{Line: 1, Col: 1, Msg: "unmatched '['"}},
		{"[]\n  [[]", SyntaxError{Line: 2, Col: 3, Msg: "unmatched '['"}},
		{"+\n+]", SyntaxError{Line: 2, Col: 2, Msg: "unmatched ']'"}},
	}
	for _, tt := range tests {
		_, err := Translate([]byte(tt.src))
		serr, ok := errors.AsType[*SyntaxError](err)
		if !ok || *serr != tt.want {
			t.Errorf("Translate(%q) error = %v, want %v", tt.src, err, &tt.want)
		}
	}
}

// TestCompiledPrograms compiles translated programs with gcc and checks
// what they print.
func TestCompiledPrograms(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("no gcc on the PATH")
	}
	tests := []struct {
		name, src, in, want string
	}{
		{
			name: "hello",
			src:  "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.",
			want: "Hello World!\n",
		},
		{
			// 5 * 13 by nested loops, then the sum 12+11+...+1 = 78 = 'N'.
			name: "nested loops",
			src:  "+++++[>+++++++++++++<-]>.>++++++++++++[[>+>+<<-]>[<+>-]<-]>>.",
			want: "AN",
		},
		{
			name: "input and EOF",
			src:  ",.,.,.",
			in:   "hi",
			want: "hii",
		},
		{
			name: "EOF on a set cell",
			src:  "+++,.",
			want: "\x03",
		},
		{
			name: "wrapping cells",
			src:  "-.+.[-]+++++++++++++++++++++++++++++++++++++++++++++++++.",
			want: "\xff\x001",
		},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := Translate([]byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			base := filepath.Join(dir, string(rune('a'+i)))
			if err := os.WriteFile(base+".c", c, 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(gcc, "-O2", "-Wall", "-Werror", "-o", base, base+".c").CombinedOutput(); err != nil {
				t.Fatalf("gcc: %v\n%s\n%s", err, out, c)
			}
			cmd := exec.Command(base)
			cmd.Stdin = strings.NewReader(tt.in)
			got, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("output %q, want %q", got, tt.want)
			}
		})
	}
}
