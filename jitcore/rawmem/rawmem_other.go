//go:build !linux

package rawmem

// Alloc falls back to Go memory where there is no native backend: only the
// portable executor, which runs in Go, touches it.
func Alloc(n int) ([]byte, error) { return make([]byte, n), nil }

// Free releases nothing: the Go collector owns the memory.
func Free(b []byte) error { return nil }

// Grow copies b into n zeroed bytes.
func Grow(b []byte, n int) ([]byte, error) {
	nb := make([]byte, n)
	copy(nb, b)
	return nb, nil
}

// Owns is false: no region here may be handed to native code.
func Owns(b []byte) bool { return false }

// Frees is 0: nothing is ever owned, so there is nothing to recheck.
func Frees() uint64 { return 0 }

// AddressSpaceLimit is false: no limit is known.
func AddressSpaceLimit() (uint64, bool) { return 0, false }
