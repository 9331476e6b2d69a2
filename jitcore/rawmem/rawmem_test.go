package rawmem

import (
	"runtime"
	"testing"
)

func TestAllocOwnsFree(t *testing.T) {
	b, err := Alloc(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	for i := range b {
		if b[i] != 0 {
			t.Fatalf("byte %d not zero", i)
		}
	}
	b[len(b)-1] = 7
	if runtime.GOOS == "linux" {
		if !Owns(b) || !Owns(b[100:200]) {
			t.Fatal("Owns is false for a region from Alloc")
		}
		if Owns(make([]byte, 10)) {
			t.Fatal("Owns is true for Go memory")
		}
	}
	if err := Free(b); err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "linux" && Owns(b) {
		t.Fatal("Owns is true after Free")
	}
	if _, err := Alloc(0); err == nil {
		t.Fatal("Alloc(0) succeeded")
	}
}
