//go:build linux && amd64

package amd64

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/jitcore/codeheap"
	"golang.org/x/arch/x86/x86asm"
)

// Listing disassembles the code, one instruction per line with its offset
// in the code heap's memory file (where perf attributes samples: `perf
// report --sort sym` lists memfd:microjit-code offsets) and bytes, in
// Intel syntax.
// A bridge's guard entries follow its code. The code is read back from
// the code heap, as it is now: exits patched to bridges jump there.
func (c *code) Listing() string { return c.listing(true) }

// Instructions is Listing without the instructions' bytes
// (backend.Instructions).
func (c *code) Instructions() string { return c.listing(false) }

// listing disassembles the code and its guard entries, with or without
// the instructions' bytes.
func (c *code) listing(bytes bool) string {
	s := disassemble(c.read(c.block, c.size), c.block.Offset, bytes)
	for _, e := range c.guardEntries {
		s += fmt.Sprintf("guard entry from %s:\n%s", e.from, disassemble(c.read(e.block, e.size), e.block.Offset, bytes))
	}
	return s
}

// read returns the first n bytes of block, or nothing once the heap is
// closed.
func (c *code) read(block codeheap.Block, n int) []byte {
	b, err := c.heap.Read(block)
	if err != nil {
		return nil
	}
	return b[:n]
}

// listingBytes is how many bytes of an instruction a listing line shows.
const listingBytes = 10

// disassemble lists code as if it started at offset base, with its bytes
// or without.
func disassemble(code []byte, base int, bytes bool) string {
	const bits = 64
	var b strings.Builder
	for off := 0; off < len(code); {
		inst, err := x86asm.Decode(code[off:], bits)
		n, text := inst.Len, ""
		if err != nil {
			n, text = 1, "(bad)"
		} else {
			text = x86asm.IntelSyntax(inst, uint64(base+off), nil)
		}
		if bytes {
			hex := fmt.Sprintf("% x", code[off:off+min(n, listingBytes)])
			fmt.Fprintf(&b, "%5x  %-30s %s\n", base+off, hex, text)
		} else {
			fmt.Fprintf(&b, "%5x  %s\n", base+off, text)
		}
		off += n
	}
	return b.String()
}
