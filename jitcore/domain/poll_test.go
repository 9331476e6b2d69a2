package domain

import "testing"

// TestPollWordAfterFree: a signal may come as a run ends, after its
// poll word was freed; Set and Take then do nothing.
func TestPollWordAfterFree(t *testing.T) {
	w, err := NewPollWord(0)
	if err != nil {
		t.Fatal(err)
	}
	w.Set(2)
	if !w.Pending() || w.Take() != 2 || w.Pending() {
		t.Fatal("Set then Take did not hand the request over once")
	}
	if err := w.Free(); err != nil {
		t.Fatal(err)
	}
	w.Set(2)
	if got := w.Take(); got != 0 {
		t.Fatalf("Take after Free = %d, want 0", got)
	}
}
