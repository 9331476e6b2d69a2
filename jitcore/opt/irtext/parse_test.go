package irtext

import (
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	tests := []string{
		`loop bf pc 2 move (-e:1:10)
  i0 = input 0
  f1 = input 1
  r2 = input 2
  label i0, f1, r2
  i4 = add i0, -1
  i5 = region_len m0
  i6 = lt i4, i5
  guard_true i6 [pc 2 move (-e:1:10): i0 _ 1.5 | outer: ref:7 r2]
  i8 = load8u m0[i4+3]
  store64 m1[-5-2], i8
  i10 = call_pure f0(i8, 2)
  i11 = call f3()
  guard_value i11, 4 [pc 3: ]
  f13 = fadd f1, +Inf
  jump i10, f13, r2
`,
		`bridge from guard 3
  i0 = input 0
  jump i0, 5 -> loop 2
`,
		`loop alloc
  i0 = input 0
  label i0
  r2 = new m0 0x13 [pc 0: i0]
  i3 = ref_addr r2
  store64 m1[i3+8], i0
  guard_true i0 [pc 1: v0 r2 v1 ; v0 = new m0 0x700000021 (v1, v0) ; v1 = new m2 0x500000011 (i0)]
  jump i0
`,
		`bridge delayed
  i0 = input 0
  i1 = add i0, 1
  guard_true i1 [pc 1: i0 v0 ; v0 = new m2 0x500000011 (i1) ; store8 m0[i0+2], i1 ; store64 m1[8], -3]
  store8 m0[i0+2], 7
  jump i0 -> loop 0
`,
		`function fib
  i0 = input 0
  i1 = input 1
  enter [pc 0: i0 i1]
  i3 = lt i1, 2
  guard_false i3 [pc 2: i0 i1]
  i5 = sub i1, 1
  i6 = call_trace self(i0, i5) [pc 7: i0 i1 | pc 0: i0 i5]
  i7 = call_trace 4(i0, i6) [pc 9: i0 i6]
  i8 = add i6, i7
  return i8
`,
	}
	for _, text := range tests {
		tr, err := Parse(text)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		if err := tr.Verify(); err != nil {
			t.Errorf("does not verify: %v", err)
		}
		if got := tr.String(); got != text {
			t.Errorf("round trip:\n%s\nwant:\n%s", got, text)
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "no trace"},
		{"loop x\n  i0 = frob 1", "unknown opcode"},
		{"loop x\n  i1 = input 0", "defines i1 as op 0"},
		{"loop x\n  i0 = add i3, 1", "not defined yet"},
		{"loop x\n  i0 = input 0\n  guard_true i0", "guard_true without a [snapshot]"},
		{"function f\n  i0 = input 0\n  i1 = call_trace self(i0)", "call_trace without a [snapshot]"},
		{"function f\n  i0 = input 0\n  i1 = call_trace f2(i0) [pc: ]", "want self(args) or <N>(args)"},
		{"function f\n  i0 = input 0\n  i1 = call_trace self i0 [pc: ]", "want self(args) or <N>(args)"},
		{"trace x", "want loop, bridge or function"},
		{"loop x\n  r0 = new m0 [pc: ]", "want m<N> <header>"},
		{"loop x\n  r0 = new m0 0xz [pc: ]", "invalid syntax"},
		{"loop x\n  i0 = input 0\n  guard_true i0 [pc: v0 ; v1 = new m0 0x13 (i0)]", "want v0 = new"},
		{"loop x\n  i0 = input 0\n  guard_true i0 [pc: vx]", "bad virtual"},
	}
	for _, tc := range tests {
		if _, err := Parse(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error %v, want %q", tc.text, err, tc.want)
		}
	}
}
