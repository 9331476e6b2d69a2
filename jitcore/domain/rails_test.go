package domain

import (
	"strings"
	"testing"
)

// panics reports whether fn panics with a message containing want.
func panics(fn func(), want string) (ok bool) {
	defer func() {
		r := recover()
		s, _ := r.(string)
		ok = r != nil && strings.Contains(s, want)
	}()
	fn()
	return false
}

// TestConcreteRail: Concrete of a value the trace does not know as a
// constant is refused (a panic in tests; production abandons the
// recording with the rail and the caller's place), Peek and Concrete of
// a constant are not.
func TestConcreteRail(t *testing.T) {
	d, _ := newRecording(t, 1, 7)
	if v := d.Add(0, d.Const(1)); d.Peek(v) != 8 || d.Concrete(d.Promote(v)) != 8 || d.Concrete(d.Const(3)) != 3 {
		t.Fatal("Peek or Concrete of a constant gave the wrong value")
	}
	if d.Done() {
		t.Fatal("Peek or Concrete of a constant ended the recording")
	}
	if !panics(func() { d.Concrete(d.Add(0, d.Const(2))) }, "Concrete of a value the trace does not know") {
		t.Error("Concrete of an input's sum did not panic in a test")
	}
	Lax(t)
	if got := d.Concrete(d.Add(0, d.Const(3))); got != 10 {
		t.Errorf("Concrete gave %d, want 10: the interpreter's value", got)
	}
	if !d.Done() {
		t.Error("the recording goes on after the rail broke")
	}
}
