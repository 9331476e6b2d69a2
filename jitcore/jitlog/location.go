package jitlog

import "fmt"

// Location is the printable location of the instruction at pc, for
// traces' names and snapshots: its opcode and its position in the
// source. Every language prints its positions this way, so logs read
// alike whatever the language.
func Location(pc int, op, file string, line, col int) string {
	return fmt.Sprintf("pc %d %s (%s:%d:%d)", pc, op, file, line, col)
}

// End is the printable location of a pc past the last instruction: a
// program that runs off its end.
func End(pc int) string { return fmt.Sprintf("pc %d (end)", pc) }
