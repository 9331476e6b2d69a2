//go:build linux

package native

import _ "unsafe" // for go:linkname

// enter runs code on the native stack whose top is stackTop, with RDI =
// state, and returns when code executes RET. See doc.go for the contract.
func enter(code, state, stackTop uintptr)

// entersyscall and exitsyscall are the runtime's bracket around a system
// call (what syscall.Syscall and cgo calls use): between them the
// goroutine is in the syscall state, its Go stack is described by the
// frame that called entersyscall, and the runtime neither waits for it
// (a stop-the-world takes its P) nor walks the stack the CPU is on. The
// runtime keeps both reachable by go:linkname (go.dev/issue/67401).
//
//go:linkname entersyscall runtime.entersyscall
func entersyscall()

//go:linkname exitsyscall runtime.exitsyscall
func exitsyscall()

// Run calls the generated code at code (an executable address, e.g. a
// codeheap.Block's Addr) on st with RDI = state and returns when the code
// returns. state must be the address of pointer-free memory outside the Go
// heap (for example a Mem), because native code never sees Go memory.
// Run never interrupts the code: the code must return on its own (fuel,
// exits). While it runs, the goroutine is in the runtime's syscall state,
// so the GC and the scheduler go on without it and a signal's traceback
// shows the Go frames up to Run. A Stack runs one call at a time; Run
// panics if st is already in use.
func Run(code, state uintptr, st *Stack) {
	if !st.busy.CompareAndSwap(false, true) {
		panic("native: stack used by two Run calls at once")
	}
	enterAsSyscall(code, state, st.hi)
	st.busy.Store(false)
}

// enterAsSyscall calls enter in the syscall state. Between entersyscall
// and exitsyscall the goroutine must not grow its stack, hence nosplit
// (enter and its ABI wrapper are nosplit too).
//
//go:nosplit
func enterAsSyscall(code, state, stackTop uintptr) {
	entersyscall()
	enter(code, state, stackTop)
	exitsyscall()
}
