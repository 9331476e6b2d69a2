package toyvm

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"
)

// deepDepth is how deep TestDeepValues nests lists. With the goroutine
// stack capped at deepStack, a printer that recursed once per level
// would die of a stack overflow (a fatal error, not a test failure)
// long before this depth.
const (
	deepDepth = 200_000
	deepStack = 8 << 20
)

// nested is a program that builds a list nested n deep through its cars,
// (((...(nil)...))), then runs tail on it.
func nested(n int, tail string) string {
	return fmt.Sprintf(`NIL
PUSH %d
loop: SWAP
NIL
CONS
SWAP
PUSH 1
SUB
PICK 0
BR_COND loop
POP
%s
`, n, tail)
}

// flat is a program that builds the list (1 1 ... 1) of n elements, then
// runs tail on it.
func flat(n int, tail string) string {
	return fmt.Sprintf(`NIL
PUSH %d
loop: SWAP
PUSH 1
SWAP
CONS
SWAP
PUSH 1
SUB
PICK 0
BR_COND loop
POP
%s
`, n, tail)
}

// TestDeepValues prints, dumps and reports in an error message lists far
// deeper than Go's stack allows recursion, and long ones: PRINT and DUMP
// write the whole value, a message cuts it after maxDescribe bytes.
func TestDeepValues(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(deepStack))
	deep := strings.Repeat("(", deepDepth) + "nil" + strings.Repeat(")", deepDepth)
	tests := []struct {
		name string
		src  string
		want result
		// wantErrPrefix replaces want.err: the message must start so,
		// end in "...", and be at most maxDescribe bytes longer.
		wantErrPrefix string
	}{
		{name: "print", src: nested(deepDepth, "PRINT"), want: result{out: deep + "\n"}},
		{name: "dump", src: nested(deepDepth, "PUSH 7\nDUMP"), want: result{out: "[" + deep + " 7]\n"}},
		{name: "message", src: nested(deepDepth, "PUSH 1\nADD"), wantErrPrefix: "t.tlc:13:1: ADD: cannot add ((("},
		{name: "long message", src: flat(100_000, "PUSH 1\nADD"), wantErrPrefix: "t.tlc:14:1: ADD: cannot add (1 1 1 "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, params := range append([]string{"", "threshold=3,trace_eagerness=2"}, eagerModes()...) {
				got := run(t, tt.src, nil, params)
				if tt.wantErrPrefix == "" {
					if got != tt.want {
						t.Errorf("params %q: got output of %d bytes and error %q, want %d bytes", params, len(got.out), got.err, len(tt.want.out))
					}
					continue
				}
				msg := strings.TrimSuffix(got.err, " and 1")
				if got.out != "" || !strings.HasPrefix(msg, tt.wantErrPrefix) || !strings.HasSuffix(msg, "...") ||
					len(msg) > len("t.tlc:14:1: ADD: cannot add ...")+maxDescribe {
					t.Errorf("params %q: got output %q and an error of %d bytes starting %.80q, want a cut message starting %q",
						params, got.out, len(got.err), got.err, tt.wantErrPrefix)
				}
			}
		})
	}
}
