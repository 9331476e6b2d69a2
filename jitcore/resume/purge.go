package resume

import "github.com/microjit/microjit/jitcore/ir"

// Live says whether slot i of an interpreter frame with these greens is
// live at the frame's pc: read, on some path from there, before it is
// written. A language that knows its slots' liveness says so (per pc,
// from its bytecode), and snapshots keep only live slots (Purge).
type Live func(greens []int64, slot int) bool

// Purge replaces the slots of a frame with these greens that live says
// are dead by dead (ir.None in a snapshot; a constant where a jump
// needs a value), and reports how many it replaced. A snapshot then
// keeps no value alive for a slot the interpreter will overwrite before
// it reads it, and an exit gives the interpreter 0 there (LuaJIT's
// snapshot purge, from bytecode liveness).
func Purge(greens []int64, slots []ir.Value, live Live, dead ir.Value) int {
	n := 0
	for i, v := range slots {
		if v != dead && !live(greens, i) {
			slots[i] = dead
			n++
		}
	}
	return n
}
