// Package amd64 is the native x86-64 backend (backend.Backend): it owns
// register allocation, the lowering of every IR op to machine code, guard
// exits and their patchable jumps to bridges, exits for calls and fuel,
// and Run, the Go loop that enters native code and serves its exits.
// Instruction encoding is asm's, executable memory codeheap's, and the
// switch to the native stack native's; this package only drives them.
// It builds on linux/amd64 only (elsewhere the package is empty).
//
// # State record
//
// Every Run has a state record and a native stack of its own, its run
// context (context.go), so that Runs nest (a function that compiled code
// calls may Run compiled code again) and may come from several
// goroutines. The record is mmap memory from native.NewMem, outside the
// Go heap, holding no Go pointers. Native code keeps its address in RDI
// and never embeds it, so any code runs in any context. Offsets are the off* constants of state.go,
// checked against unsafe.Offsetof by TestStateLayout:
//
//	offset  field        written by   meaning
//	     0  exitReason   native       1 guard, 2 call, 3 fuel
//	     8  exitGuard    native       backend-wide id of the failing guard
//	    16  fuel         both         units left before a fuel exit (loop
//	                                  headers, scan steps)
//	    24  resume       native       RX address Run re-enters at (call, fuel)
//	    32  callSite     native       backend-wide id of the call (callout.go)
//	    40  callResults[3] Run        the function's results; [0] is also
//	                                  what a compiled function returns
//	    64  regions[16]  Run          {base, len} per memory region
//	   320  callArgs[16] native       the call's arguments
//	   448  values[2048] both         trace inputs on entry, guard live
//	                                  values on exit, jump arguments,
//	                                  values saved across call/fuel exits,
//	                                  a compiled function's arguments
//	 16832  entrySP      Run          RSP at code entry: exits leave by it
//	 16840  exitSP       native       RSP where code left: resumes restore it
//	 16848  target       Run          the code the trampoline calls
//	 16856  depth        Run, native  activations of compiled functions left
//	 16864  stackLimit   Run          the lowest RSP a function trace runs at
//	 16872  (end)
//
// # Registers
//
//	rdi         the state record, always
//	rsp         native stack; each trace allocates its spill slots on entry
//	            ([rsp+8k]) and frees them before a jump or a return; an
//	            exit leaves them in place (state.exitSP) and returns from
//	            state.entrySP
//	rbx         base of the trace's most used region (reloaded on entry and
//	            after every exit); allocatable when the trace has no loads
//	            or stores
//	rax rcx r11 scratch: lowering temporaries, cl for shift counts, region
//	            bases of other regions, parallel-move cycle breaking (rax)
//	rbp         the fuel, in a trace with a label: loaded on entry and
//	            after every exit, stored before every exit and jump out
//	rdx rsi r8 r9 r10 r12 r13 r14 r15 (rbp in a trace without a label)
//	            allocated to int and ref values (r14 and rbp are clobbered
//	            freely: native.enter restores them)
//	xmm0-xmm13  allocated to float values
//	xmm14 xmm15 float scratch (enter zeroes xmm15 on return)
//
// Allocation is a linear scan over the trace: every value gets one
// register or spill slot for its whole life. Values from before the label
// that the loop uses, and the label's arguments, live to the end, so the
// back edge is a parallel move into the label arguments' locations
// (cycles broken through rax or xmm15). A compare used only by the guard
// right after it becomes cmp + jcc.
//
// # Code layout and exits
//
//	entry:   [fuel check, if the trace has no label]
//	         sub rsp, frame; load inputs from values[]; load rbx
//	         ...ops...
//	label:   sub rbp, 1; jz fuelExit
//	         ...ops; guards are cmp + jcc rel32 stub_k...
//	         parallel move; jmp label   (or: move args to the other
//	                                     loop's inputs, add rsp, frame;
//	                                     jmp rel32 other loop, filled in
//	                                     once the code's address is known)
//	stub_k:  jmp rel32 next                    <- Attach: guard entry
//	next:    store live values to values[] (and rbp to [rdi+fuel]);
//	         a value only the exit needs, v = x + c, is made here from a
//	         live x or x + k, and v from live v + w and w by a
//	         subtraction (regalloc.go: recoverable)
//	         mov [rdi+exitGuard], id
//	         add rsp, frame; jmp rel32 guardExit   <- Attach: bridge entry
//	fuelExit: save live values; resume = fuelResume; exitReason = 3; leave
//	fuelResume: mov rsp, [rdi+exitSP]; reload; jmp after the fuel check
//	labelIn: load rbx and rbp; sub rbp, 1; jz fuelExit; jmp after the
//	         fuel check     (in a loop with an Entry: another trace's
//	                         jump to the label moves its values into the
//	                         label arguments' locations, in this frame,
//	                         and comes here; lower_jump.go)
//	guardExit: mov [rdi+exitReason], 1; leave
//	leave:   mov [rdi+exitSP], rsp; mov rsp, [rdi+entrySP]; ret (into enter)
//
// A guard_not_invalidated (ir's quasi.go) is a jmp rel32 to the next
// instruction, its field aligned like a stub's: Invalidate repoints it at
// the guard's stub with codeheap.PatchRel32, through the code heap's RW
// view (the code is never writable where it runs), and native code under
// way takes the new jump the next time it gets there.
//
// A bridge's entry loads its inputs from values[], where the stub left the
// guard's live values, so Attach first repoints the stub's last rel32 with
// codeheap.PatchRel32 (an atomic aligned store). Then, where it can, it
// makes a guard entry (guard_entry.go): a few instructions of their own in
// the code heap that check the fuel, do the guard's delayed stores, move
// the live values from the parent's registers and frame straight into the
// bridge's and jump past the bridge's loads; and points the stub's first
// rel32 at it. When the fuel is out, the guard entry gives it back and
// jumps to next, so the fuel exit happens at the bridge's entry as
// before. A call saves the values still needed, writes its call site's
// id and the arguments, sets exitReason 2 and a resume address right
// after its RET, and returns; Run calls the function (with the heap
// words live across the call as roots of its heap when it collects:
// callout.go), stores the results, refreshes the region table and
// re-enters there. Fuel exits work the same way; Run refills the fuel (2^FuelBits)
// and re-enters without returning. A GC does not wait for native code at
// all (native.Run runs it in the runtime's syscall state); fuel bounds
// the work between returns to Go (TestFuelKeepsGCPrompt).
//
// # Checking the native code rules (DESIGN.md §5)
//
//   - Native code never calls Go: the lowering emits CALL only for
//     call_trace (function.go), whose target is a compiled function
//     trace in the code heap (or the trace itself), and the trampoline
//     (Run's way in) calls only the address Run wrote to state.target,
//     a compiled trace; control leaves generated code only by RET (to
//     enter, or to a caller in the code heap), jcc/jmp inside the code
//     heap: to another loop's entry or label entry (lower_jump.go; jmp
//     rax when the entry is out of rel32 range) or from a guard entry to
//     its bridge and back to its stub (guard_entry.go). The differential
//     and fuzz tests also disassemble every compiled trace and fail on a
//     call whose target is not in the code heap.
//   - Native code never holds a Go pointer: the state record is native.Mem
//     (mmap), regions must satisfy rawmem.Owns (Run checks every region
//     before entering; otherwise the embedded executor runs the call),
//     and code addresses are code heap addresses.
//   - Fuel: every label decrements the fuel (kept in rbp while the loop
//     runs), and every trace without a label checks it in memory at its
//     entry (a function trace's recursion goes through its entry), so
//     every cycle of code has a check. The one op whose work grows with
//     its data, scan8, charges a unit per step (lower_mem.go: scan) and
//     leaves mid-scan when the fuel runs out.
//   - Allocation (lower_alloc.go) bumps Top in a heap's allocation record
//     and writes the new object in its space, both rawmem memory that Run
//     checks like every region; a full heap is a guard exit, so the
//     collection runs in Go. The inline code trusts the record, so Run
//     first checks every region pair any code of the Backend allocates in
//     (ir.CheckAllocRegions: a record of full size, Top <= Limit <= the
//     space's words) and returns a Stop with Err instead of running on a
//     missing or malformed heap (an empty region has base 0).
//   - No signals: no division; loads and stores use addresses the trace's
//     own guards checked (a guard's delayed stores, which its exit stub
//     does, were stores of the trace before sink moved them past the
//     guard, so their addresses were checked before it); float conversion
//     uses cvttsd2si, which does not trap with the default MXCSR.
//
// If an OpCall's function replaces a region by memory that is not from
// rawmem.Alloc, or breaks a heap compiled code allocates in, native code
// cannot continue (the executor cannot start in the middle of a trace):
// Run abandons the code's frames (the context's stack is simply reused)
// and returns a Stop with Err saying so.
//
// # Re-entrancy
//
// An OpCall's function runs in Go while its Run waits, between an exit
// and the re-entry after it; the function may call Run of the same
// Backend, which takes another run context (an idle one, or a newly
// mapped one) and leaves the waiting Run's stack frames and record as
// they are. Nothing else a Run changes is shared: the region table is in
// the record, the fuel is refilled at every entry, guard and function
// ids are read from tables under tabMu, and Compile and Attach (a nested
// interpreter may record and attach bridges while outer code waits) only
// add code and patch jumps atomically. The Stop a Run returns is
// independent of its context (live values are copied out), since the
// context may be taken by another Run or unmapped once Run returns.
// Close waits for the Runs under way, so a called function must not
// Close its Backend. A waiting Run will resume at its state.resume and
// return through the return addresses on its stack: code must never be
// freed while a Run that may come back to it is under way (today no code
// is freed before Close).
package amd64
