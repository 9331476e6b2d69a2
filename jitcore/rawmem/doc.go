// Package rawmem allocates byte regions outside the Go heap (anonymous
// mmap), for memory that compiled traces read and write: a bf tape, a
// language's raw arrays. Native code may hold these addresses (DESIGN.md §5
// rule 3) because Go's collector neither moves nor frees them; Owns lets a
// backend check that a region really is such memory before it hands the
// address to native code.
package rawmem
