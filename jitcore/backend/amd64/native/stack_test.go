//go:build linux && amd64

package native

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestStackGuardPage reads /proc/self/maps: the page below a stack's usable
// range is inaccessible and the usable range is read-write, not executable.
func TestStackGuardPage(t *testing.T) {
	st := newStack(t)
	page := uintptr(os.Getpagesize())
	if st.Hi()-st.Lo() < DefaultStackSize || st.Hi()%16 != 0 {
		t.Fatalf("stack [%#x, %#x) is too small or misaligned", st.Lo(), st.Hi())
	}
	if got, want := permsAt(t, st.Lo()-page), "---p"; got != want {
		t.Errorf("guard page perms %q, want %q", got, want)
	}
	for _, a := range []uintptr{st.Lo(), st.Hi() - 1} {
		if got, want := permsAt(t, a), "rw-p"; got != want {
			t.Errorf("stack perms at %#x %q, want %q", a, got, want)
		}
	}
}

// permsAt returns the permissions of the mapping containing addr.
func permsAt(t *testing.T, addr uintptr) string {
	t.Helper()
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var lo, hi uintptr
		var perms string
		if _, err := fmt.Sscanf(sc.Text(), "%x-%x %s", &lo, &hi, &perms); err != nil {
			t.Fatalf("parsing %q: %v", sc.Text(), err)
		}
		if addr >= lo && addr < hi {
			return strings.TrimSpace(perms)
		}
	}
	return "unmapped"
}

func TestMemIsZeroedAndPageSized(t *testing.T) {
	rec, m := newRecord[[8]uint64](t)
	if *rec != [8]uint64{} || m.Len() != os.Getpagesize() || m.Addr()%uintptr(m.Len()) != 0 {
		t.Fatalf("Mem of %d bytes at %#x holds %v", m.Len(), m.Addr(), *rec)
	}
	if _, err := NewMem(0); err == nil {
		t.Error("NewMem(0) succeeded")
	}
	if _, err := NewStack(-1); err == nil {
		t.Error("NewStack(-1) succeeded")
	}
}
