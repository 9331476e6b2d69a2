//go:build linux && amd64

package amd64

import (
	"fmt"
	"strings"

	"golang.org/x/arch/x86/x86asm"
)

// Listing disassembles the code, one instruction per line with its offset
// and bytes, in Intel syntax.
func (c *code) Listing() string { return disassemble(c.bytes) }

// listingBytes is how many bytes of an instruction a listing line shows.
const listingBytes = 10

func disassemble(code []byte) string {
	const bits = 64
	var b strings.Builder
	for off := 0; off < len(code); {
		inst, err := x86asm.Decode(code[off:], bits)
		n, text := inst.Len, ""
		if err != nil {
			n, text = 1, "(bad)"
		} else {
			text = x86asm.IntelSyntax(inst, uint64(off), nil)
		}
		hex := fmt.Sprintf("% x", code[off:off+min(n, listingBytes)])
		fmt.Fprintf(&b, "%5x  %-30s %s\n", off, hex, text)
		off += n
	}
	return b.String()
}
