//go:build linux

package native

// enter runs code on the native stack whose top is stackTop, with RDI =
// state, and returns when code executes RET. See doc.go for the contract.
func enter(code, state, stackTop uintptr)

// Run calls the generated code at code (an executable address, e.g. a
// codeheap.Block's Addr) on st with RDI = state and returns when the code
// returns. state must be the address of pointer-free memory outside the Go
// heap (for example a Mem), because native code never sees Go memory. Run
// never interrupts the code: the code must return on its own (fuel, exits)
// to let the Go scheduler and GC proceed. A Stack runs one call at a time;
// Run panics if st is already in use.
func Run(code, state uintptr, st *Stack) {
	if !st.busy.CompareAndSwap(false, true) {
		panic("native: stack used by two Run calls at once")
	}
	enter(code, state, st.hi)
	st.busy.Store(false)
}
