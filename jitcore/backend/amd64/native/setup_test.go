//go:build linux && amd64

package native

import (
	"testing"
	"unsafe"

	"github.com/microjit/microjit/jitcore/codeheap"
)

// Test-local state records. Each field's offset is a named constant that
// the blobs name (insn.at; TestBlobsDisassemble checks their encoded
// displacements against it); TestRecordLayouts checks the constants
// against unsafe.Offsetof.

// fuelRecord is the record of the fuelLoop blob.
type fuelRecord struct {
	fuel  uint64 // iterations left + 1; the loop exits with exitFuel at 0
	count uint64 // iterations done
	limit uint64 // the loop exits with exitDone when count reaches it
	exit  uint64 // why the code returned: exitDone or exitFuel
}

// wordOff is the offset of the one word of a [1]uint64 record.
const wordOff = 0

const (
	fuelOff  = 0x00
	countOff = 0x08
	limitOff = 0x10
	exitOff  = 0x18

	exitDone = 1
	exitFuel = 2
)

// probeRecord is the record of the callEnter blob.
type probeRecord struct {
	code      uintptr // inner code for enter
	stackTop  uintptr // inner stack for enter
	enter     uintptr // ABI0 address of enter
	r14       uint64  // R14 after enter returned
	rbp       uint64  // RBP after enter returned
	x15lo     uint64  // X15 after enter returned
	x15hi     uint64
	rspBefore uint64 // RSP at the blob's start and before its RET
	rspAfter  uint64
}

const (
	probeCodeOff      = 0x00
	probeStackTopOff  = 0x08
	probeEnterOff     = 0x10
	probeR14Off       = 0x18
	probeRBPOff       = 0x20
	probeX15LoOff     = 0x28
	probeX15HiOff     = 0x30
	probeRSPBeforeOff = 0x38
	probeRSPAfterOff  = 0x40
)

func TestRecordLayouts(t *testing.T) {
	var f fuelRecord
	var p probeRecord
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"fuel", unsafe.Offsetof(f.fuel), fuelOff},
		{"count", unsafe.Offsetof(f.count), countOff},
		{"limit", unsafe.Offsetof(f.limit), limitOff},
		{"exit", unsafe.Offsetof(f.exit), exitOff},
		{"code", unsafe.Offsetof(p.code), probeCodeOff},
		{"stackTop", unsafe.Offsetof(p.stackTop), probeStackTopOff},
		{"enter", unsafe.Offsetof(p.enter), probeEnterOff},
		{"r14", unsafe.Offsetof(p.r14), probeR14Off},
		{"rbp", unsafe.Offsetof(p.rbp), probeRBPOff},
		{"x15lo", unsafe.Offsetof(p.x15lo), probeX15LoOff},
		{"x15hi", unsafe.Offsetof(p.x15hi), probeX15HiOff},
		{"rspBefore", unsafe.Offsetof(p.rspBefore), probeRSPBeforeOff},
		{"rspAfter", unsafe.Offsetof(p.rspAfter), probeRSPAfterOff},
	} {
		if c.got != c.want {
			t.Errorf("offset of %s is %#x, want %#x", c.name, c.got, c.want)
		}
	}
}

// testCodeBudget is the code heap size of one test.
const testCodeBudget = 1 << 20

// newCode puts the named blob into a fresh code heap and returns the heap
// and the block.
func newCode(t testing.TB, name string) (*codeheap.Heap, codeheap.Block) {
	t.Helper()
	h, err := codeheap.New(codeheap.Config{Budget: testCodeBudget})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	code := blobs[name].bytes()
	b, err := h.Alloc(len(code))
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Write(b, code); err != nil {
		t.Fatal(err)
	}
	return h, b
}

func newStack(t testing.TB) *Stack {
	t.Helper()
	st, err := NewStack(DefaultStackSize)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := st.Free(); err != nil {
			t.Error(err)
		}
	})
	return st
}

// newRecord maps a zeroed record of type T outside the Go heap.
func newRecord[T any](t testing.TB) (*T, *Mem) {
	t.Helper()
	var zero T
	m, err := NewMem(int(unsafe.Sizeof(zero)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := m.Free(); err != nil {
			t.Error(err)
		}
	})
	return (*T)(m.Pointer()), m
}
