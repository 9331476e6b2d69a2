package vm

import (
	"bytes"
	"testing"
)

// runSource runs a program and returns its output and error text.
func runSource(t *testing.T, src string) (string, string) {
	t.Helper()
	return runSourceLimit(t, src, 0)
}

// runSourceLimit runs a program with a heap of at most limit bytes.
func runSourceLimit(t *testing.T, src string, limit int) (string, string) {
	t.Helper()
	var out bytes.Buffer
	v, err := New(Config{Argv: []string{"test.py"}, MaxHeapBytes: limit}, bytes.NewReader(nil), &out)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	code, err := Compile("test.py", []byte(src), false)
	if err != nil {
		return "", err.Error()
	}
	if err := v.RunMain("test.py", []byte(src), code); err != nil {
		return out.String(), err.Error()
	}
	return out.String(), ""
}
