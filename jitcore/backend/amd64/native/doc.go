// Package native owns the border between Go and generated x86-64 code:
// the ABI0 assembly stub that enters native code on a separate stack and
// comes back (DESIGN.md §5 rule 1), the native stacks themselves, and Mem,
// pointer-free memory outside the Go heap for the state/exit record.
//
// Run(code, state, st) calls enter, which saves the Go stack pointer, BP and
// R14 (g) at the top of the native stack, switches RSP to it and calls code:
//
//	Go stack (goroutine)           native Stack (mmap, not Go memory)
//	+----------------+             +----------------------+ <- st.Hi()
//	| Run's frame    |             | pad           Hi-8   |
//	| enter's args   |             | saved R14 (g) Hi-16  |
//	| return address | <-- saved   | saved BP      Hi-24  |
//	+----------------+      SP --- | saved Go SP   Hi-32  | <- enter's RSP
//	                               | return into enter    | <- RSP at code entry
//	                               | generated code's     |
//	                               | frames (spills)      |
//	                               |         ...          | <- st.Lo()
//	                               | guard page PROT_NONE |
//	                               +----------------------+
//
// The calling convention of generated code: it is entered by CALL with RDI =
// the state record's address and RSP ≡ 8 (mod 16) (as a System V function);
// it may clobber every general-purpose register and every XMM register,
// RBP and R14 included; it must return with RET and RSP as it found it,
// leave the direction flag clear, MXCSR and the x87 control word unchanged,
// and never touch FS/GS (Go's TLS). It never calls Go (rule 2): it leaves
// with an exit code in the state record. On return enter restores RSP, BP
// and R14 and zeroes X15, so Go's ABIInternal invariants hold again. (Go's
// own ABIInternal-to-ABI0 call sequence also reloads g and zeroes X15 after
// the call; enter does not rely on it, and TestEnterRestoresRegisters
// checks enter alone by calling its ABI0 entry from native code.)
//
// The state record is memory outside the Go heap (a Mem, or a jitcore heap
// arena), not a Go object kept alive for the call: native code then never
// holds a Go pointer (rule 3), the garbage collector never has to know about
// it, and its address never changes, so generated code can embed it as a
// constant and keep it across exits and re-entries. Go code reads and
// writes the record through Mem.Pointer as a pointer-free struct whose field
// offsets are named constants checked against unsafe.Offsetof in tests.
//
// Run brackets the call with the runtime's entersyscall and exitsyscall,
// as a system call or a cgo call is: while native code runs, the
// goroutine is in the syscall state and its Go stack ends at Run's
// frame. Native code still cannot be interrupted, but the runtime does
// not wait for it: a stop-the-world (GC) takes the goroutine's P and
// scans its Go stack from that frame, and the scheduler hands the P to
// other goroutines when the code runs long (TestGCDoesNotWaitForNative).
// Fuel (DESIGN.md §5 rule 4) still bounds how long code runs between
// returns to Go.
//
// Signals: Go runs its handlers on the per-thread signal stack
// (sigaltstack), so a signal arriving in native code never touches the
// native stack, and the handler finds g through TLS, not R14. A signal
// that makes the runtime print goroutines (SIGQUIT, SIGABRT, ...) finds
// the goroutine in the syscall state, so the traceback starts from
// Run's frame instead of the PC in native code: without the syscall
// state it walked into the native stack and the runtime crashed ("unknown
// pc", then a fault in its own hex dump). TestSignalDuringNativeCode sends
// such signals to the thread running native code. For SIGURG (async
// preemption) the runtime does not preempt a goroutine in the syscall
// state. For SIGPROF the profiler's unwinder stops at the unknown PC and
// records the sample as external code (runtime._ExternalCode in pprof).
// TestSignalsWhileNative runs the loop in stretches of tens of
// milliseconds under goroutine pressure, CPU profiling and GCs, and
// checks nothing breaks. Native code itself must not fault (rule 6): a
// SIGSEGV or SIGTRAP in it (including hitting the stack guard page or the
// INT3 fill of freed code) kills the process with the runtime's fatal
// signal report.
//
// A Stack serves one Run at a time (Run panics otherwise); use one Stack
// per goroutine that runs native code. Linux/amd64 only.
package native
