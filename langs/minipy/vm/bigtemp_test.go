package vm

import (
	"bytes"
	"testing"
)

// handlesMade runs src and returns how many handles the run made.
func handlesMade(t *testing.T, src string) (uint64, string) {
	t.Helper()
	var out bytes.Buffer
	v, err := New(Config{Argv: []string{"test.py"}}, bytes.NewReader(nil), &out)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	code, err := Compile("test.py", []byte(src), false)
	if err != nil {
		t.Fatal(err)
	}
	before := v.heap.Stats()
	if err := v.RunMain("test.py", []byte(src), code); err != nil {
		t.Fatal(err)
	}
	after := v.heap.Stats()
	made := uint64(after.Handles) + after.HandlesReleased - uint64(before.Handles) - before.HandlesReleased
	return made, out.String()
}

// TestBigTemporaries: an operation on a big int that the operation before
// made computes into that int (binaryOpTemp) instead of making one, when
// nothing between can have seen it; a temporary that went through a
// variable, or a jump, is not reused.
func TestBigTemporaries(t *testing.T) {
	const n = 3000
	chained, out1 := handlesMade(t, `
a = 2 ** 100
def f(a):
    x = 0
    for i in range(3000):
        x = (a * 3 + a) * 5 - a
    return x
print(f(a))
`)
	stored, out2 := handlesMade(t, `
a = 2 ** 100
def f(a):
    x = 0
    for i in range(3000):
        x = a * 3
        x = x + a
        x = x * 5
        x = x - a
    return x
print(f(a))
`)
	if out1 != out2 {
		t.Fatalf("outputs differ: %q %q", out1, out2)
	}
	// a * 3 makes an int, the three operations after reuse it
	if chained > n+500 || stored < 4*n {
		t.Errorf("handles made: chained %d (want about %d), stored %d (want at least %d)", chained, n, stored, 4*n)
	}
	branched, _ := handlesMade(t, `
a = 2 ** 100
def f(a, c):
    x = 0
    for i in range(3000):
        x = (a * 3 if c else a) + a
    return x
print(f(a, True))
`)
	if branched < 2*n {
		t.Errorf("handles made with a jump between: %d, want at least %d", branched, 2*n)
	}
}
