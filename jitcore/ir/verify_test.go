package ir_test

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// verifyCase is a loop body between an int and a float label argument
// and the error Verify must report ("" for none).
type verifyCase struct{ body, want string }

// checkVerify verifies each case's loop.
func checkVerify(t *testing.T, tests []verifyCase) {
	t.Helper()
	const head = "loop x\n  i0 = input 0\n  f1 = input 1\n  label i0, f1\n"
	for _, tc := range tests {
		checkVerifyText(t, head+tc.body+"  jump i0, f1\n", tc.want)
	}
}

// checkVerifyText verifies the trace in text and checks that the error
// contains want ("": no error).
func checkVerifyText(t *testing.T, text, want string) {
	t.Helper()
	tr, err := irtext.Parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	err = tr.Verify()
	switch {
	case want == "" && err != nil:
		t.Errorf("%q: %v", text, err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Errorf("%q: error %v, want %q", text, err, want)
	}
}

// TestVerifyAllocation checks what Verify says about allocations and the
// virtual objects of snapshots.
func TestVerifyAllocation(t *testing.T) {
	tests := []verifyCase{
		{"  r3 = new m0 0x13 [pc: i0 v0 ; v0 = new m0 0x500000011 (v0)]\n  i4 = ref_addr r3\n", ""},
		{"  r3 = new m2 0x700000021 [pc: v1 ; v0 = new m0 0x13 (i0) ; v1 = new m0 0x700000021 (v0, v1)]\n", ""},
		{"  r3 = new m0 0x10 [pc: ]\n", "header 0x10 is not one"},
		{"  r3 = new m0 0x23 [pc: ]\n", "header 0x23 is not one"},
		{"  r3 = new m0 0x8001 [pc: ]\n", "header 0x8001 is not one"},
		{"  r3 = new m-1 0x13 [pc: ]\n", "allocates in region -1"},
		{"  guard_true i0 [pc: v1 ; v0 = new m0 0x13 (i0)]\n", "refers to virtual v1 of 1"},
		{"  guard_true i0 [pc: v0 ; v0 = new m0 0x13 (i0, i0)]\n", "v0 has 2 fields, its header says 1"},
		{"  guard_true i0 [pc: v0 ; v0 = new m0 0x13 (_)]\n", "v0: a virtual's field is _"},
		{"  guard_true i0 [pc: v0 ; v0 = new m-2 0x13 (i0)]\n", "bad region -2"},
		{"  guard_true i0 [pc: v0 ; v0 = new m0 0x4 (i0)]\n", "header 0x4"},
		{"  i3 = ref_addr f1\n", "argument f1 is float"},
		{"  guard_true i0 [pc: v0 ; v0 = int m0 (i0)]\n", ""},
		{"  guard_true i0 [pc: v1 ; v0 = new m0 0x500000011 (v1) ; v1 = int m0 (7)]\n", ""},
		{"  guard_true i0 [pc: v0 ; v0 = int m0 (f1)]\n", "an int virtual must have a boxed int's header and an int value"},
		{"  guard_true i0 [pc: v0 v1 ; v0 = int m0 (v1) ; v1 = new m0 0x13 (i0)]\n", "an int virtual must have"},
	}
	checkVerify(t, tests)
}

// TestVerifyBoxesOnOverflow: only a guard_false on an overflow test may
// say that it boxes.
func TestVerifyBoxesOnOverflow(t *testing.T) {
	checkVerify(t, []verifyCase{
		{"  i3 = mul_ovf i0, 3\n  guard_false i3 boxes m0 [pc: i0]\n", ""},
		{"  i3 = add_ovf i0, i0\n  guard_false i3 boxes m2 [pc: i0]\n", ""},
		{"  i3 = lt i0, 3\n  guard_false i3 boxes m0 [pc: i0]\n", "boxes on overflow but does not guard an overflow test"},
		{"  guard_false i0 boxes m0 [pc: i0]\n", "does not guard an overflow test"},
		{"  i3 = sub_ovf i0, 1\n  guard_false i3 boxes m-1 [pc: i0]\n", "names region -1"},
	})
}

// TestVerifyVirtualFieldDefinedLater: a virtual's field must be defined
// before the guard, like a slot.
func TestVerifyVirtualFieldDefinedLater(t *testing.T) {
	tr, err := irtext.Parse("loop x\n  i0 = input 0\n  label i0\n  guard_true i0 [pc: v0 ; v0 = new m0 0x13 (i0)]\n  i3 = add i0, 1\n  jump i3\n")
	if err != nil {
		t.Fatal(err)
	}
	tr.Snapshots[0].Virtuals[0].Fields[0] = 3
	if err := tr.Verify(); err == nil || !strings.Contains(err.Error(), "before it is defined") {
		t.Errorf("error %v", err)
	}
}

// TestVerifyScan8 checks scan8's arguments: an int address and a nonzero
// constant stride.
func TestVerifyScan8(t *testing.T) {
	tests := []verifyCase{
		{"  i3 = scan8 m0[i0+2], -3\n", ""},
		{"  i3 = scan8 m0[i0], 0\n", "nonzero constant"},
		{"  i3 = scan8 m0[i0], i0\n", "nonzero constant"},
		{"  i3 = scan8 m0[f1], 1\n", "argument f1 is float"},
	}
	checkVerify(t, tests)
}

// TestVerifyDelayedStores checks the stores of snapshots: store8 or
// store64 to a region, of defined int (store8) values, never a virtual.
func TestVerifyDelayedStores(t *testing.T) {
	checkVerify(t, []verifyCase{
		{"  guard_true i0 [pc: i0 ; store8 m0[i0+1], 5 ; store64 m1[8], i0]\n", ""},
		{"  guard_true i0 [pc: i0 ; store64 m1[i0], f1]\n", ""},
		{"  guard_true i0 [pc: i0 ; store8 m0[i0], f1]\n", "argument f1 is float"},
		{"  guard_true i0 [pc: ; v0 = new m0 0x13 (i0) ; store8 m0[i0], v0]\n", "stores or addresses v0"},
		{"  guard_true i0 [pc: ; store8 m-1[i0], 1]\n", "not a store8 or store64 to a region"},
	})
	tr, err := irtext.Parse("loop x\n  i0 = input 0\n  label i0\n  guard_true i0 [pc: ; store8 m0[i0], i0]\n  i3 = add i0, 1\n  jump i3\n")
	if err != nil {
		t.Fatal(err)
	}
	tr.Snapshots[0].Stores[0].Args[1] = 3 // defined after the guard
	if err := tr.Verify(); err == nil || !strings.Contains(err.Error(), "delayed store 0: ") {
		t.Errorf("error %v", err)
	}
}

// TestVerifyTwin checks what Verify says about a snapshot's twin.
func TestVerifyTwin(t *testing.T) {
	checkVerify(t, []verifyCase{
		{"  i3 = ne i0, 0\n  guard_true i3 [pc: i0]\n  guard_true i3 [pc: i0 ; twin of op 4]\n", ""},
		{"  i3 = ne i0, 0\n  guard_true i3 [pc: i0 ; twin of op 3]\n", "twin op 3 is not an earlier guard"},
		{"  i3 = ne i0, 0\n  guard_true i3 [pc: i0 ; twin of op 4]\n", "twin op 4 is not an earlier guard"},
		{"  i3 = ne i0, 0\n  guard_true i3 [pc: i0 ; twin of op 9]\n", "twin op 9 is not an earlier guard"},
	})
}

// TestVerifyFunction: enter starts a function trace and nothing else,
// call_trace self only calls a function trace, and return ends a trace
// that is not a loop.
func TestVerifyFunction(t *testing.T) {
	tests := []struct{ text, want string }{
		{"function f\n  i0 = input 0\n  enter [pc 0: i0]\n  i2 = call_trace self(i0) [pc 3: i0]\n  i3 = call_trace 2(i2) [pc 4: i2]\n  return i3\n", ""},
		{"function f\n  i0 = input 0\n  i1 = add i0, 1\n  return i1\n", "starts without enter"},
		{"function f\n  i0 = input 0\n  enter [pc 0: i0]\n  enter [pc 0: i0]\n  return i0\n", "enter is not the first op"},
		{"bridge b\n  i0 = input 0\n  enter [pc 0: i0]\n  return i0\n", "enter is not the first op"},
		{"bridge b\n  i0 = input 0\n  i1 = call_trace self(i0) [pc 1: i0]\n  return i1\n", "calls function -1"},
		{"bridge b\n  i0 = input 0\n  i1 = call_trace 3(i0) [pc 1: i0]\n  return i1\n", ""},
		{"function f\n  i0 = input 0\n  enter [pc 0: i0]\n  return i0\n  i3 = add i0, 1\n", "return before the end"},
		{"loop l\n  i0 = input 0\n  label i0\n  return i0\n", "in a loop"},
	}
	for _, tc := range tests {
		checkVerifyText(t, tc.text, tc.want)
	}
}
