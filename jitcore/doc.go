// Package jitcore is microjit's language-agnostic meta-tracing JIT: the hint
// API a language interpreter uses, the driver that finds hot loops, records
// them as traces, compiles them and resumes the interpreter when a guard
// fails, and the parameters and command-line options every binary shares.
//
// # How a language talks to the JIT
//
// RPython translates one interpreter into both a fast interpreter and a
// tracer. Go cannot do that, and the two ways to fake it in Go are slow: a
// generic interpreter over an abstract value type costs ~10× per micro-op
// (dictionary calls are never inlined), and an inlined "if tracing { record
// }" in every handler costs up to 3.5× in the plain interpreter. So a
// language here writes its semantics twice, in the same file layout, and
// the project proves that the two agree:
//
//   - the interpreter: a plain dispatch loop on concrete values, with one
//     hook at each backward jump (the loop header, RPython's
//     can_enter_jit/merge point) that calls Driver.Hot and Driver.Run;
//   - the recording interpreter: the same opcodes written against a
//     Recording (trace.Recorder), one case per opcode. Every Recorder
//     operation computes its concrete result with ir.Eval — the same
//     function the optimizer folds with and the executor runs — and
//     appends itself to the trace. Recording therefore executes the
//     program for real (the interpreter resumes where the recording
//     stopped), and the recorded trace does exactly what the recording
//     did, by construction.
//
// What remains to prove is that the recording interpreter means what the
// interpreter means. The conformance runner runs every case with the JIT
// off, with the JIT forced on every loop (threshold 1, a bridge after the
// first guard failure) and with defaults, and each language has a fuzz
// target that generates programs and compares interpreter and JIT. That is
// the "proven agreement" choice of DESIGN.md §4.
//
// # The hints, in Go
//
//	greens        the language's position (bf: the pc), as ir.Frame.Greens;
//	              one Site per loop header holds its counter and loop
//	reds          the frame's slots, passed as trace inputs and carried as
//	              SSA values (never memory) inside a trace: this is the
//	              virtualizable frame — they live in registers in a loop
//	              and appear in every guard's snapshot
//	merge point   Driver.Hot + Driver.Run at backward jumps (interpreter),
//	              Recording.AtHeader at loop headers (recording)
//	promote       Recorder.Promote: guard_value, a constant from then on;
//	              new values grow bridges (the flexswitch)
//	elidable      Recorder.Call(fn, pure=true): folded on constants, CSE'd
//	opaque call   Recorder.Call(fn, pure=false): the tracer never looks in
//	checked call  Recorder.CallChecked: an opaque call whose result is a
//	              status; the next instruction guards it to be 0
//	locations     ir.Frame.Where and trace names, printed in logs
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
//     compiled code calls output functions with Recorder.CallChecked, so it
//     exits at the next instruction when one failed, and the language
//     reports the Output's error (Output.Err) after compiled code and after
//     a recording.
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
package jitcore
