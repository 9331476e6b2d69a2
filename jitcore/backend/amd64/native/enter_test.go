//go:build linux && amd64

package native

import (
	"fmt"
	"os"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"

	"golang.org/x/arch/x86/x86asm"
)

func TestStoreConstant(t *testing.T) {
	_, code := newCode(t, "storeConst")
	st := newStack(t)
	rec, m := newRecord[[1]uint64](t)
	for n := range 1000 {
		rec[0] = 0
		Run(code.Addr, m.Addr(), st)
		if rec[0] != 42 {
			t.Fatalf("call %d stored %d, want 42", n, rec[0])
		}
		if n%100 == 0 {
			runtime.GC()
		}
		_ = fmt.Sprint(make([]byte, n)) // Go keeps allocating and calling
	}
}

func TestRunsOnNativeStack(t *testing.T) {
	_, code := newCode(t, "storeRSP")
	st := newStack(t)
	rec, m := newRecord[[1]uint64](t)
	Run(code.Addr, m.Addr(), st)
	rsp := uintptr(rec[0])
	if rsp < st.Lo() || rsp >= st.Hi() {
		t.Fatalf("RSP %#x is outside the native stack [%#x, %#x)", rsp, st.Lo(), st.Hi())
	}
	// The code starts as a System V function: RSP+8 is 16-byte aligned.
	if (rsp+8)%16 != 0 {
		t.Errorf("RSP %#x at entry is not ≡ 8 (mod 16)", rsp)
	}
	if st.Hi()-rsp > 64 {
		t.Errorf("enter used %d bytes of the native stack, want a few words", st.Hi()-rsp)
	}
	if rsp != st.EntrySP() {
		t.Errorf("RSP at entry is %#x, EntrySP says %#x", rsp, st.EntrySP())
	}
	// What the code returns to (into enter) is the word there.
	if ret := st.Word(rsp); ret == 0 {
		t.Errorf("no return address at RSP %#x", rsp)
	}
}

// TestClobberedRegistersAreHarmless runs code that destroys R14 (g), RBP,
// X15 and more, then exercises the runtime: allocation, GC, goroutines,
// panics and stack growth all depend on g and the stack being right. It
// cannot see whether enter itself restores g and zeroes X15 (Go's
// wrapper around an ABI0 call does both again after it returns): that is
// TestEnterRestoresRegisters.
func TestClobberedRegistersAreHarmless(t *testing.T) {
	_, code := newCode(t, "clobber")
	st := newStack(t)
	_, m := newRecord[[1]uint64](t)
	for n := range 200 {
		Run(code.Addr, m.Addr(), st)
		var wg sync.WaitGroup
		wg.Go(func() { _ = growStack(64) })
		wg.Wait()
		func() {
			defer func() { recover() }()
			panic(n)
		}()
		if n%50 == 0 {
			runtime.GC()
		}
	}
}

//go:noinline
func growStack(n int) int {
	var pad [256]byte
	if n == 0 {
		return int(pad[0])
	}
	return growStack(n-1) + int(pad[n%len(pad)])
}

// TestEnterRestoresRegisters checks enter itself, without the ABI wrapper
// that Go puts around calls of ABI0 functions (the wrapper also reloads g
// and zeroes X15, so a Go caller cannot see whether enter did). The
// callEnter blob calls enter's ABI0 entry directly with sentinels in R14
// and RBP; enter runs the clobber blob on a second stack and must give the
// sentinels back, with X15 zero and RSP where it was.
func TestEnterRestoresRegisters(t *testing.T) {
	enterABI0 := abi0Address(t)
	h, outer := newCode(t, "callEnter")
	inner, err := h.Alloc(len(blobs["clobber"].bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Write(inner, blobs["clobber"].bytes()); err != nil {
		t.Fatal(err)
	}
	st, innerSt := newStack(t), newStack(t)
	rec, m := newRecord[probeRecord](t)
	*rec = probeRecord{code: inner.Addr, stackTop: innerSt.Hi(), enter: enterABI0, x15lo: 1, x15hi: 1}
	Run(outer.Addr, m.Addr(), st)
	if rec.r14 != sentinelR14 || rec.rbp != sentinelRBP {
		t.Errorf("after enter R14 = %#x, RBP = %#x; want %#x, %#x", rec.r14, rec.rbp, uint64(sentinelR14), uint64(sentinelRBP))
	}
	if rec.x15lo != 0 || rec.x15hi != 0 {
		t.Errorf("after enter X15 = %#x:%#x, want 0", rec.x15hi, rec.x15lo)
	}
	if rec.rspBefore != rec.rspAfter {
		t.Errorf("RSP moved from %#x to %#x across enter", rec.rspBefore, rec.rspAfter)
	}
}

// abi0Address finds the ABI0 entry of enter: Go calls an assembly function
// from Go code through a generated ABIInternal wrapper, and the wrapper's
// CALL instruction targets the ABI0 entry. The wrapper's bytes are read
// through /proc/self/mem and decoded.
func abi0Address(t *testing.T) uintptr {
	t.Helper()
	wrapper := reflect.ValueOf(enter).Pointer()
	mem, err := os.Open("/proc/self/mem")
	if err != nil {
		t.Skip(err)
	}
	defer mem.Close()
	const wrapperMax = 128
	code := make([]byte, wrapperMax)
	if _, err := mem.ReadAt(code, int64(wrapper)); err != nil {
		t.Skip(err)
	}
	for pc := 0; pc < len(code); {
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			break
		}
		pc += inst.Len
		if rel, ok := inst.Args[0].(x86asm.Rel); ok && inst.Op == x86asm.CALL {
			target := wrapper + uintptr(pc) + uintptr(int64(rel))
			f := runtime.FuncForPC(target)
			if f == nil || f.Entry() != target || !strings.HasSuffix(f.Name(), ".enter") {
				t.Fatalf("wrapper of enter calls %#x, which is not enter", target)
			}
			return target
		}
	}
	t.Fatalf("no CALL in enter's wrapper at %#x", wrapper)
	return 0
}

// TestPatchedJump runs code whose jump is repointed with
// codeheap.PatchRel32 while another goroutine keeps executing it: every run
// takes the old or the new target, never anything else.
func TestPatchedJump(t *testing.T) {
	h, code := newCode(t, "patchable")
	st := newStack(t)
	rec, m := newRecord[[1]uint64](t)
	run := func() uint64 {
		rec[0] = 0
		Run(code.Addr, m.Addr(), st)
		return rec[0]
	}
	if got := run(); got != 1 {
		t.Fatalf("before patching the code returned %d, want 1", got)
	}
	field := code.Addr + patchField
	if err := h.PatchRel32(field, code.Addr+patchTwo); err != nil {
		t.Fatal(err)
	}
	if got := run(); got != 2 {
		t.Fatalf("after patching the code returned %d, want 2", got)
	}
	const patches = 100000
	done := make(chan struct{})
	go func() {
		defer close(done)
		for n := range patches {
			target := code.Addr + patchOne
			if n%2 == 0 {
				target = code.Addr + patchTwo
			}
			if err := h.PatchRel32(field, target); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	seen := map[uint64]int{}
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
		}
		seen[run()]++
	}
	for result := range seen {
		if result != 1 && result != 2 {
			t.Errorf("results while patching: %v, want only 1 and 2", seen)
		}
	}
	t.Logf("runs while patching %d times: %v", patches, seen)
}

func TestRunPanicsOnBusyStack(t *testing.T) {
	_, code := newCode(t, "storeConst")
	st := newStack(t)
	_, m := newRecord[[1]uint64](t)
	st.busy.Store(true)
	defer func() {
		st.busy.Store(false)
		if recover() == nil {
			t.Error("Run on a busy stack did not panic")
		}
	}()
	Run(code.Addr, m.Addr(), st)
}
