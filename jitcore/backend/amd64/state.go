//go:build linux && amd64

package amd64

import (
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
)

// Sizes of the state record's tables.
const (
	// maxRegions is how many memory regions native code can address; a
	// trace naming a higher region does not compile.
	maxRegions = 16
	// maxCallArgs is the most arguments a call op may pass, and
	// maxCallResults the most results a function may return (two and
	// the status of one that raises: what fits before the region
	// table, whose entries stay within a byte's displacement).
	maxCallArgs    = 16
	maxCallResults = 3
	// maxValues is the number of slots of the values area: the most
	// inputs, guard live values, jump arguments or values live across a
	// call or a fuel exit that one trace may have.
	maxValues = 2048
	// regionEntrySize is the size of one entry of the region table.
	regionEntrySize = 16
	// valueSize is the size of one slot of the values area and of the
	// call argument table.
	valueSize = 8
)

// Byte offsets of the state record's fields; TestStateLayout checks them
// against unsafe.Offsetof. Generated code addresses the record as
// [rdi + offset].
const (
	offExitReason  = 0
	offExitGuard   = 8
	offFuel        = 16
	offResume      = 24
	offCallSite    = 32
	offCallResults = 40
	offCallResult  = offCallResults // result 0, and a function's return value
	offRegions     = offCallResults + maxCallResults*valueSize
	offCallArgs    = offRegions + maxRegions*regionEntrySize
	offValues      = offCallArgs + maxCallArgs*valueSize
	offEntrySP     = offValues + maxValues*valueSize
	offExitSP      = offEntrySP + 8
	offTarget      = offExitSP + 8
	offDepth       = offTarget + 8
	offStackLimit  = offDepth + 8
	stateSize      = offStackLimit + 8
	// Within a region entry.
	offRegionBase = 0
	offRegionLen  = 8
)

// Exit reasons written to state.exitReason by native code.
const (
	exitGuard  = 1 // a guard without a bridge failed; exitGuard holds its id
	exitCall   = 2 // call site state.callSite needs Go; resume afterwards at state.resume
	exitFuel   = 3 // the fuel ran out; resume at state.resume with new fuel
	exitReturn = 4 // the frame the code was entered in returned state.callResult
)

// regionEntry is a memory region as native code sees it.
type regionEntry struct {
	base uintptr
	len  int64
}

// state is the record shared by Run and all native code of one Backend.
// It lives in mmap memory (native.Mem), never in the Go heap, and holds no
// Go pointers: addresses in it point at rawmem regions or at code.
type state struct {
	exitReason  uint64
	exitGuard   uint64
	fuel        int64
	resume      uintptr
	callSite    uint64
	callResults [maxCallResults]int64
	regions     [maxRegions]regionEntry
	callArgs    [maxCallArgs]int64
	values      [maxValues]int64
	entrySP     uintptr // RSP at code entry: every exit leaves through it
	exitSP      uintptr // RSP where the code left: a resume restores it
	target      uintptr // the code the trampoline calls (Run)
	depth       int64   // more activations of compiled functions allowed
	stackLimit  uintptr // the lowest RSP a function trace may run at
}

// The record's size must be what the offsets say.
var _ [stateSize - unsafe.Sizeof(state{})]byte
var _ [unsafe.Sizeof(state{}) - stateSize]byte

// stateField is the operand [rdi + off].
func stateField(off int) asm.Mem { return asm.Ptr(stateReg, int32(off)) }

// valueSlot is the operand of slot i of the values area.
func valueSlot(i int) asm.Mem { return stateField(offValues + i*valueSize) }

// regionBase and regionLen are the operands of region k's entry.
func regionBase(k int32) asm.Mem {
	return stateField(offRegions + int(k)*regionEntrySize + offRegionBase)
}

func regionLen(k int32) asm.Mem {
	return stateField(offRegions + int(k)*regionEntrySize + offRegionLen)
}
