// Package jitcore is microjit's language-agnostic meta-tracing JIT: the hint
// API a language interpreter uses, the driver that finds hot loops, records
// them as traces, compiles them and resumes the interpreter when a guard
// fails, and the parameters and command-line options every binary shares.
//
// # How a language talks to the JIT
//
// A language writes its semantics once: one interpreter, a generic
// function over a value domain (package domain), that runs concretely as
// the interpreter and symbolically as the recorder. RPython gets this by
// translating the interpreter; here it comes from Go generics plus code
// generation:
//
//   - domain.Concrete[W]: values are machine words (W is int64, or a
//     language's word type such as heap.Value), ops Go operators, hints
//     nothing;
//   - domain.Recording: values are trace values; every op appends itself
//     to the trace and computes its concrete value with ir.Eval — the
//     function the optimizer folds with and the executor runs — so the
//     recording executes the program for real (the interpreter resumes
//     where it stopped), and the trace does exactly what the recording
//     did, by construction;
//   - cmd/jitgen writes the concrete instance of the generic source at
//     go generate time. A function instantiated by the Go compiler calls
//     domain methods through a dictionary and never inlines them (~4×
//     slower on a three-opcode loop); the instance written as source
//     inlines every one (the generated file is checked in, and ci/test
//     fails when it is stale).
//
// A small complete example is the domain package's Example
// (jitcore/domain/example_test.go), a language of one loop, "while n > 0:
// acc += n; n -= 1", compiled to native code:
//
//	//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o sum_concrete_test.go example_test.go
//
//	func sum[V, C any, D domain.Domain[V, C]](s *summer, d D, n, acc V) (V, V) {
//		for !d.Done() {
//			if d.Tracing() {
//				d.Begin(domain.Frame[V]{Greens: []int64{0}, Where: "the loop", Slots: []V{n, acc}})
//			}
//			if !d.Branch(d.Gt(n, d.Const(0))) {
//				d.Abandon("the loop ends")
//				return n, acc
//			}
//			acc = d.Add(acc, n)
//			n = d.Sub(n, d.Const(1))
//			if d.Tracing() {
//				d.AtHeader(&s.site, n, acc) // closes the loop
//			} else if s.jit != nil {
//				n0, acc0 := s.loopHeader(d.Concrete(n), d.Concrete(acc))
//				n, acc = d.Const(n0), d.Const(acc0)
//			}
//		}
//		return n, acc
//	}
//
// The generated sumConcrete is the interpreter. The language's glue,
// loopHeader, counts the header with Driver.Hot, starts a recording with
// Driver.RecordLoop and runs sum on domain.NewRecording(rec) from there,
// or runs the compiled loop with Driver.Run and goes on where the Exit
// says (a language with more than one path records a bridge with
// Driver.RecordBridge when the Exit asks for one).
//
// A language of one frame whose positions are pcs and whose hot spots
// are loops need not write that glue: domain.Loops is it, once (a Site
// per loop header, printable locations, Hot, RecordLoop, Run, resuming,
// bridges). The language describes itself in a domain.Lang (its loop
// headers, the types of its reds, its memory, how to print a pc, and the
// call of its recording instance), begins each instruction with
// d.Begin(domain.FrameAt(jit, pc, reds...)), and at each backward jump
// calls domain.Header(jit, d, pc, reds): d.AtHeader when tracing,
// domain.Enter otherwise (bf calls AtHeader, and Loops.EnterInts from a
// method out of its interpreter loop). langs/tiny is the language
// docs/new-language.md builds step by step; ci/newlang starts a new one
// from it.
//
// Code under "if d.Tracing()" is glue only a recording needs (building a
// snapshot, closing a loop, abandoning where the JIT does not follow):
// jitgen folds Tracing and Done to false in the concrete instance and
// drops the code they make dead, so the generated interpreter holds none
// of it (and the Go inliner weighs its helpers at their real size). A shortcut the interpreter takes
// and the trace does not must compute the same result (bf's multiply loop
// skips its work when it runs 0 times; its trace stays branch-free). What
// recording needs for speed is a domain feature (Step's bounds test) or
// an optimizer pass (redundant guards), never a second copy of an
// opcode.
//
// toyvm is the larger example: heap objects (New, LoadField, a header
// promoted into a class), integers boxed past 48 bits (FitsImmediate,
// IntOverflow), inlined calls (one Frame per frame in Begin) and function
// traces (CanCall, CallTrace, Return) — langs/toyvm interp.go and jit.go.
//
// # The hints, in Go
//
//	greens        the language's position (bf: the pc), as the Greens of
//	              the frames given to Begin; one Site per loop header
//	              holds its counter and loop
//	reds          the frame's slots (Begin's Slots, AtHeader's values),
//	              passed as trace inputs and carried as SSA values (never
//	              memory) inside a trace: this is the virtualizable frame
//	              — they live in registers in a loop and appear in every
//	              guard's snapshot
//	merge point   Driver.Hot + Driver.Run at backward jumps (concrete),
//	              Domain.AtHeader at loop headers (recording)
//	promote       Domain.Promote: guard_value, a constant from then on;
//	              new values grow bridges (the flexswitch)
//	elidable      Domain.Call of a function declared ir.Elidable
//	              (ir.Func.Effects): folded on constants, CSE'd
//	opaque call   Domain.Call of any other: the tracer never looks in;
//	              one that ir.Raises returns a status the next
//	              instruction guards (ir's call.go)
//	locations     the frames' Where and trace names, printed in logs
//
// # Resume granularity
//
// A guard resumes the interpreter at the start of the instruction it was
// recorded in, with the slots Recorder.Begin declared there. That is only
// correct if nothing the instruction did before the guard is visible, so
// a language records its guards before the instruction's side effects,
// and the Recorder panics on a guard that follows a store or call of the
// same instruction. An instruction whose effect must precede a test is
// split in two (the effect, then Begin with the new state, then the test).
//
// # Allocation and virtual objects
//
// A language whose objects live on a jitcore heap (package heap) puts
// the heap's two regions (heap.Heap.Regions: allocation record, space) at
// indices R and R+1 of its ir.Memory, implements HeapMemory, and records
// an allocation and its initialization in one instruction:
//
//	obj, ok := rec.New(R, int64(header)) // before the instruction's effects
//	if !ok { ... }                       // heap full: leave the instruction unchanged
//	rec.StoreField(R, obj, i, v)          // body word i (fields start zeroed)
//	v := rec.LoadField(R, obj, i)         // from any object ref
//	h := rec.LoadHeader(R, obj)
//
// Compiled code allocates inline; the virtuals pass removes allocations
// whose objects do not escape, including objects carried round a loop.
// When a guard whose snapshot refers to such an object fails, Run
// allocates it (Stats.Materialized) before the language resumes; if even
// that fails, Exit.Err says why. Red slots of such a language hold only
// heap.Values (they are GC roots while Run allocates), and Run's exit
// values are not roots: resume (and call RecordBridge) before the next
// safe point. Recordings never collect: Recorder.New reports a full heap,
// and the recording ends without counting as a failure.
//
// A language whose integers are immediate heap.Values when they fit and
// boxes otherwise, and wrap at 64 bits, records the overflow test of its
// tagged add, sub and mul with rec.IntOverflow(test, R) instead of
// Branch: the guard then says that failing it only boxes the result, and
// the rawint pass carries a loop's accumulators untagged past it. Their
// snapshots hold Int virtuals, which Run makes immediates or boxes.
//
// # Driver
//
// A loop header is traced after Params.Threshold arrivals. The recording
// closes when it returns to its own header (a loop), or reaches another
// header that has compiled code (a jump into that loop). After
// Params.TraceEagerness failures a guard gets a bridge, recorded from its
// snapshot until it reaches a compiled header; the values that the
// guard's failure fixes (ir.FailureFacts: x after a failed x != k) start
// the bridge as constants, so the branch it records again folds away.
// A bridge that reaches the header of a short compiled loop that only
// passes on to another loop (a round loop around an inner loop) records
// through it, once, and jumps into the loop it passes on to.
// The copies of one guard in an unrolled loop (twins, opt.Unroll) count
// their failures together and share their bridge (twins.go). A
// recording (loop or bridge) that reaches another header with no
// compiled code stops there
// and makes that header hot, so inner loops are compiled first and later
// recordings jump into them; the last of Params.MaxAborts tries unrolls
// the other loop instead. Recordings longer than Params.TraceLimit ops are
// abandoned with a logged reason; a header whose recordings fail
// Params.MaxAborts times is blacklisted.
//
// # What compiling may cost
//
// Compiling pays only for code that runs long enough afterwards.
// Compiled code earns the driver credit for compiling with the fuel it
// spends (Params.MinPayoff units per IR op); without credit, compiling
// pauses until there is some again (only loops and guards that stay hot
// much longer are recorded meanwhile), and it stops for good when the code
// heap (Params.MaxCodeBytes) or the traces' Go memory
// (Params.MaxTraceMemory) is full (policy.go). Stats.Memory says what the
// installed traces keep: their IR, snapshots and the backend's metadata;
// a trace keeps what its ops and snapshots need, at most
// Params.TraceLimit ops' worth. So the forced mode of the conformance
// runner may compile less than every loop of a large program.
//
// # Rules for languages: bad data must not crash them
//
// What users feed an interpreter (data nested millions deep, operands at
// the ends of the int64 range, an output that cannot be written) must end
// in the language's own error or in success, never in a Go crash, an
// internal error or a program that runs on. Three rules, each learned from
// a failure (issue 27):
//
//   - Deep data is printed iteratively, with an explicit stack, never by Go
//     recursion: a stack overflow is a fatal error that no recover catches.
//     Program output (PRINT) is the whole value, streamed in chunks; a value
//     inside an error message is cut after a few hundred bytes ("...").
//     The same goes for any walk over user data: equality, hashing,
//     copying (langs/toyvm/print.go is the model).
//   - Sizes and depths taken from the program are checked with arithmetic
//     that cannot overflow: compare in uint64, or check the operand's range
//     before adding (a depth of 2^63-1 plus one is negative, and passed the
//     check before langs/toyvm's stackNeeds returned a uint64).
//   - Every output write is checked, and a failed write ends the program
//     within one write: cli.Output keeps the first error and refuses the
//     writes after it; the interpreter returns the error of each write;
//     output functions raise (ir.Raises: their status says the write
//     failed), so compiled code exits at the next instruction when one
//     failed, and the language reports the Output's error (Output.Err)
//     after compiled code and after a recording.
//
// # Function traces
//
// Recursion has no loop to trace. A language counts the calls of each
// function at its entry, a Site of its own (Driver.HotFunc, after
// Params.FunctionThreshold calls), and records the function from its
// entry with the new frame's slots as inputs (Driver.RecordFunc) until
// that frame returns (Recording.Return). A recording that reaches a call
// of a compiled function, or of the function it records, may record the
// call as a call (Recording.CanCall, Recording.CallTrace: PyPy's
// call_assembler) instead of inlining the callee: it runs the call
// itself, in the interpreter, for its result, and nothing else is
// recorded meanwhile. At run time the language runs a compiled function
// at the call (Run with the depth it still allows); the Exit says
// Returned and the result, or lists the frames to resume, outermost
// first: those of the compiled callers the guard failed below, then the
// guard's own. A function's enter guard fails, at the callee's entry,
// when calls nest deeper than the language allows or than compiled
// code's stack holds.
//
// # Calls out of compiled code that run compiled code
//
// A function that compiled code calls (Recorder.Call: an ir.Func, run in
// Go while the compiled code waits at an exit) may run the interpreter
// again, and through it compiled code: a Python sorted() calling its key
// function. The rule, which both backends keep (backend.Backend.Run):
//
//   - Driver.Run is re-entrant, to any depth: each Run has its own
//     machine state (the native backend gives each Run a run context, its
//     own native stack and state record), so a nested Run leaves the
//     outer one's frames, exit record and fuel alone, and the outer code
//     resumes after the call when the function returns. Runs may also
//     come from several goroutines (each with its own heap and language
//     state; the Driver itself is not safe for concurrent use).
//   - An Exit is valid until the next Run, nested ones included: copy
//     out what is needed (resume the frames) before anything that may run
//     compiled code. The outer Run's own Exit is made after its code
//     stops, so nested Runs never see it.
//   - While a recording is under way nothing else is recorded (Hot,
//     HotFunc) and no Exit asks for a bridge, so a recording that runs a
//     call for its result may run compiled code but never records inside
//     it; a recording that a nested interpreter starts must end (close or
//     Abandon) before that interpreter returns to the function's caller.
//   - Compiled code holds addresses of the ir.Memory's regions, not the
//     Memory: the Memory passed to Run must keep them alive (own the heap
//     or tape, or refer to what does). Run keeps the Memory alive until
//     it returns, and checks the heaps compiled code allocates in
//     (ir.CheckAllocRegions) at entry and after every call that may
//     replace regions; a missing or malformed heap ends the Run with
//     Exit.Err instead of a crash.
package jitcore
