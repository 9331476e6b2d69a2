package jitlog

import (
	"fmt"
	"strconv"
)

// Location is the printable location of the instruction at pc, for
// traces' names and snapshots: its opcode and its position in the
// source. Every language prints its positions this way, so logs read
// alike whatever the language.
func Location(pc int, op, file string, line, col int) string {
	// Appended, not Sprintf'd: a recording asks for the location of
	// every instruction it is the first to record at (hanoi.b: 388).
	b := make([]byte, 0, len("pc  ( ::)")+len(op)+len(file)+3*maxDigits)
	b = append(strconv.AppendInt(append(b, "pc "...), int64(pc), 10), ' ')
	b = append(append(append(append(b, op...), " ("...), file...), ':')
	b = append(strconv.AppendInt(b, int64(line), 10), ':')
	b = append(strconv.AppendInt(b, int64(col), 10), ')')
	return string(b)
}

// maxDigits is the most digits an int of a location takes in the common
// case (Location's buffer grows for more).
const maxDigits = 6

// End is the printable location of a pc past the last instruction: a
// program that runs off its end.
func End(pc int) string { return fmt.Sprintf("pc %d (end)", pc) }
