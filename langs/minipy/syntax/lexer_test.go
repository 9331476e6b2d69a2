package syntax

import (
	"strings"
	"testing"
)

// tokenString renders tokens compactly: operators, names and literals
// as their text, NEWLINE, INDENT and DEDENT as markers; EOF is left out.
func tokenString(toks []Token) string {
	var parts []string
	for _, t := range toks {
		switch t.Kind {
		case NewlineToken:
			parts = append(parts, "NL")
		case IndentToken:
			parts = append(parts, "IN")
		case DedentToken:
			parts = append(parts, "DE")
		case EOFToken:
		default:
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, " ")
}

func TestLexTokens(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"simple", "x = 1\n", "x = 1 NL"},
		{"no final newline", "x = 1", "x = 1 NL"},
		{"blank and comment lines", "\n# c\n  \nx\n\n   # c\ny\n", "x NL y NL"},
		{"indent and dedent", "if a:\n  b\n  if c:\n    d\ne\n", "if a : NL IN b NL if c : NL IN d NL DE DE e NL"},
		{"dedent at end", "if a:\n  b", "if a : NL IN b NL DE"},
		{"tab then space is deeper", "if a:\n\tb\n\t c\n", "if a : NL IN b NL IN c NL DE DE"},
		{"form feed resets", "if a:\n  b\n\f  c\n", "if a : NL IN b NL c NL DE"},
		{"brackets join lines", "x = (1,\n  2\n)\n", "x = ( 1 , 2 ) NL"},
		{"backslash joins lines", "x = 1 + \\\n  2\n", "x = 1 + 2 NL"},
		{"comment in brackets", "f(a, # c\n  b)\n", "f ( a , b ) NL"},
		{"longest operator", "a **= b // c -> d := e ... f != g\n", "a **= b // c -> d := e ... f != g NL"},
		{"numbers", "0 00 0x_1F 0o17 0B101 1_000 1.5 .5 5. 1e10 1E-3 1_0.2_5e1_0\n",
			"0 00 0x_1F 0o17 0B101 1_000 1.5 .5 5. 1e10 1E-3 1_0.2_5e1_0 NL"},
		{"attribute of a number", "1 .real 1.0.hex\n", "1 . real 1.0 . hex NL"},
		{"strings", `'a' "b" '''c''' """d""" r'\'' f'{x}' Rb'x'` + "\n",
			`'a' "b" '''c''' """d""" r'\'' f'{x}' Rb'x' NL`},
		{"multi-line string", "x = '''a\nb'''\ny\n", "x = '''a\nb''' NL y NL"},
		{"string continuation", "'a\\\nb'\n", "'a\\\nb' NL"},
		{"prefix-like names", "rb br f u ur\n", "rb br f u ur NL"},
		{"unicode names", "é = λ_1\n", "é = λ_1 NL"},
		{"crlf", "if a:\r\n  b\r\n", "if a : NL IN b NL DE"},
		{"bom", "\uFEFFx\n", "x NL"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := newSource("x.py", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			toks, lerr := lex(s)
			if lerr != nil {
				t.Fatalf("lex: %v", lerr)
			}
			if got := tokenString(toks); got != tc.want {
				t.Errorf("lex(%q)\n got %s\nwant %s", tc.src, got, tc.want)
			}
		})
	}
}

func TestLexPositions(t *testing.T) {
	src := "if é:\n\tx = 'a\\\nb' + f(\n  1)\n"
	s, err := newSource("x.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	toks, lerr := lex(s)
	if lerr != nil {
		t.Fatal(lerr)
	}
	want := []struct {
		text       string
		start, end Pos
	}{
		{"if", Pos{1, 1}, Pos{1, 3}}, {"é", Pos{1, 4}, Pos{1, 5}}, {":", Pos{1, 5}, Pos{1, 6}},
		{"\n", Pos{1, 6}, Pos{1, 7}}, {"", Pos{2, 2}, Pos{2, 2}}, {"x", Pos{2, 2}, Pos{2, 3}},
		{"=", Pos{2, 4}, Pos{2, 5}}, {"'a\\\nb'", Pos{2, 6}, Pos{3, 3}}, {"+", Pos{3, 4}, Pos{3, 5}},
		{"f", Pos{3, 6}, Pos{3, 7}}, {"(", Pos{3, 7}, Pos{3, 8}}, {"1", Pos{4, 3}, Pos{4, 4}},
		{")", Pos{4, 4}, Pos{4, 5}},
	}
	for i, w := range want {
		got := toks[i]
		if got.Text != w.text || got.Pos != w.start || got.End != w.end {
			t.Errorf("token %d = %q %v-%v, want %q %v-%v", i, got.Text, got.Pos, got.End, w.text, w.start, w.end)
		}
	}
}

func TestLexErrors(t *testing.T) {
	tests := []struct {
		name, src string
		typ, msg  string
		pos       Pos
	}{
		{"tab after spaces", "if a:\n        b\n\tc\n", TabErrorType, "inconsistent use of tabs and spaces in indentation", Pos{3, 0}},
		{"tab then spaces deeper", "if a:\n\tb\n\tif c:\n\t        d\n", "", "", Pos{}},
		{"ambiguous indent", "if a:\n  \tb\n\t  c\n", TabErrorType, "inconsistent use of tabs and spaces in indentation", Pos{3, 0}},
		{"bad dedent", "if a:\n    b\n  c\n", IndentationErrorType, "unindent does not match any outer indentation level", Pos{3, 4}},
		{"unterminated", "x = 'a\n", SyntaxErrorType, "unterminated string literal (detected at line 1)", Pos{1, 5}},
		{"unterminated triple", "x = '''a\n\n", SyntaxErrorType, "unterminated triple-quoted string literal (detected at line 2)", Pos{1, 5}},
		{"never closed", "f(a,\n  [b\n", SyntaxErrorType, "'[' was never closed", Pos{2, 3}},
		{"unmatched", "a)\n", SyntaxErrorType, "unmatched ')'", Pos{1, 2}},
		{"mismatched", "(a}\n", SyntaxErrorType, "closing parenthesis '}' does not match opening parenthesis '('", Pos{1, 3}},
		{"backslash not at end", "a \\ b\n", SyntaxErrorType, "unexpected character after line continuation character", Pos{1, 4}},
		{"backslash at end of input", "a \\\n", SyntaxErrorType, "unexpected EOF while parsing", Pos{2, 1}},
		{"invalid character", "a ¤ b\n", SyntaxErrorType, "invalid character '¤' (U+00A4)", Pos{1, 3}},
		{"non-printable", "a \u00a0b\n", SyntaxErrorType, "invalid non-printable character U+00A0", Pos{1, 3}},
		{"leading zero", "012\n", SyntaxErrorType, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", Pos{1, 1}},
		{"double underscore", "1__2\n", SyntaxErrorType, "invalid decimal literal", Pos{1, 2}},
		{"trailing underscore", "0x1_\n", SyntaxErrorType, "invalid hexadecimal literal", Pos{1, 4}},
		{"empty hex", "0x\n", SyntaxErrorType, "invalid hexadecimal literal", Pos{1, 2}},
		{"octal digit", "0o18\n", SyntaxErrorType, "invalid digit '8' in octal literal", Pos{1, 4}},
		{"letters after number", "12ab\n", SyntaxErrorType, "invalid decimal literal", Pos{1, 2}},
		{"too many brackets", strings.Repeat("(", maxBrackets+1), SyntaxErrorType, "too many nested parentheses", Pos{1, maxBrackets + 1}},
		{"too deep indentation", deepIndent(maxIndent + 1), IndentationErrorType, "too many levels of indentation", Pos{maxIndent + 1, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := newSource("x.py", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			_, lerr := lex(s)
			if tc.msg == "" {
				if lerr != nil {
					t.Fatalf("unexpected error %v", lerr)
				}
				return
			}
			if lerr == nil {
				t.Fatalf("lex(%q) succeeded", tc.src)
			}
			if lerr.Type != tc.typ || lerr.Msg != tc.msg || lerr.pos() != tc.pos {
				t.Errorf("lex(%q) = %s: %s at %v, want %s: %s at %v", tc.src, lerr.Type, lerr.Msg, lerr.pos(), tc.typ, tc.msg, tc.pos)
			}
		})
	}
}

// deepIndent makes a program of n nested if statements, each indented
// one space deeper.
func deepIndent(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "if x:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "pass\n")
	return b.String()
}
