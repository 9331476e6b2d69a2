package bf2c

import (
	"fmt"
	"strings"
)

// TapeCells is the size of the C program's static tape.
const TapeCells = 1 << 24

const prologue = `/* Translated from Brainfuck by microjit's bf2c. */
#include <stdio.h>

static unsigned char tape[%d];

int main(void)
{
	unsigned char *p = tape;

`

const epilogue = `
	fflush(stdout);
	return 0;
}
`

// Translate returns a C program that does what the bf program src does.
// Unmatched brackets are reported as a *SyntaxError.
func Translate(src []byte) ([]byte, error) {
	ops, err := parse(src)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, prologue, TapeCells)
	depth := 1
	for _, o := range ops {
		if o.kind == opClose {
			depth--
		}
		b.WriteString(strings.Repeat("\t", depth))
		b.WriteString(statement(o))
		b.WriteByte('\n')
		if o.kind == opOpen {
			depth++
		}
	}
	b.WriteString(epilogue)
	return []byte(b.String()), nil
}

// statement is the C for one operation.
func statement(o op) string {
	switch o.kind {
	case opAdd:
		// Cells wrap at 256: an amount above 128 reads better going down.
		if o.n > 128 {
			return fmt.Sprintf("*p -= %d;", 256-o.n)
		}
		return fmt.Sprintf("*p += %d;", o.n)
	case opMove:
		if o.n > 0 {
			return fmt.Sprintf("p += %d;", o.n)
		}
		return fmt.Sprintf("p -= %d;", -o.n)
	case opOut:
		return "putchar(*p);"
	case opIn:
		// Flush first so prompts show; at end of input the cell keeps its value.
		return "fflush(stdout); { int c = getchar(); if (c != EOF) *p = (unsigned char)c; }"
	case opOpen:
		return "while (*p) {"
	case opClose:
		return "}"
	case opClear:
		return "*p = 0;"
	}
	panic(fmt.Sprintf("bf2c: unknown operation kind %d", o.kind))
}
