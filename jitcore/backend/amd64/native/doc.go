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
// Run cannot be interrupted: while the code runs, the goroutine holds its P
// and is at no safe point, so a stop-the-world (GC) or a preemption waits
// until the code returns. Every loop must therefore burn fuel and exit
// (rule 4); TestFuelKeepsGCPrompt measures GC latency with fuel and
// TestWithoutFuelGCWaits shows a GC waiting for a loop without it.
//
// Signals: Go runs its handlers on the per-thread signal stack
// (sigaltstack), so a signal arriving in native code never touches the
// native stack, and the handler finds g through TLS, not R14. For SIGURG
// (async preemption) the handler sees a PC outside Go code (or inside the
// assembly stub, which is never an async safe point) and does not preempt;
// the goroutine is preempted synchronously at its next Go function call
// after the code returns. For SIGPROF the profiler's unwinder stops at the
// unknown PC and records the sample as external code (runtime._ExternalCode
// in pprof). TestSignalsWhileNative runs the loop in stretches of tens of
// milliseconds (past sysmon's 10 ms preemption deadline) under goroutine
// pressure, CPU profiling and GCs, and checks nothing breaks. Native code itself must not fault (rule 6): a
// SIGSEGV or SIGTRAP in it (including hitting the stack guard page or the
// INT3 fill of freed code) kills the process.
//
// A Stack serves one Run at a time (Run panics otherwise); use one Stack
// per goroutine that runs native code. Linux/amd64 only.
package native
