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

func TestGrowKeepsContents(t *testing.T) {
	b, err := Alloc(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	for i := range b {
		b[i] = byte(i)
	}
	frees := Frees()
	g, err := Grow(b, 1<<22)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 1 << 16 {
		if g[i] != byte(i) {
			t.Fatalf("byte %d is %d after growing", i, g[i])
		}
	}
	for i := 1 << 16; i < len(g); i++ {
		if g[i] != 0 {
			t.Fatalf("new byte %d is %d, not zero", i, g[i])
		}
	}
	if runtime.GOOS == "linux" {
		if Frees() == frees {
			t.Error("Grow did not count the old range as freed")
		}
		if !Owns(g) {
			t.Error("Owns is false for a grown region")
		}
	}
	if _, err := Grow(g, 10); err == nil {
		t.Error("Grow to a smaller size succeeded")
	}
	if err := Free(g); err != nil {
		t.Fatal(err)
	}
}
