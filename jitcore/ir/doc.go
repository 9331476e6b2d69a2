// Package ir is the trace IR: a linear SSA list of typed operations (int,
// float, ref values), constants, guards carrying resume snapshots, and the
// label/jump pair that makes a trace a loop. It also prints traces as text
// (for logs and golden tests), checks them (Verify), and defines the
// meaning of every pure operation once (Eval), which the recorder, the
// optimizer's constant folding and the portable executor all share.
//
// A trace looks like this (bf's [->+<]):
//
//	loop bf pc=2
//	  i0 = input 0
//	  label i0
//	  i1 = load8u m0[i0]          ; reads go through memory regions
//	  i2 = add i1, 255
//	  i3 = and i2, 255
//	  store8 m0[i0], i3
//	  ...
//	  i9 = ne i8, 0
//	  guard_true i9 @1            ; snapshot 1: where to resume if it fails
//	  jump i5                     ; back to the label with the new values
//
// Values are referred to by Ref: an op's index, or a constant. A guard's
// snapshot lists, per interpreter frame, the green position and the value
// of every red slot at the start of the instruction the guard belongs to;
// resuming there is always correct because no side effect of that
// instruction happens before its guards (the recorder enforces this).
//
// scan8 m0[a], k finds the first zero byte at a, a+k, a+2k, ... inside the
// region (or the first offset outside it): one op for a language's
// "walk until zero" loops, which the backends compile without a loop trace
// (Scan8 is its definition).
//
// A peeled loop may carry an Entry (entry.go): how another trace that
// reaches its header computes the label's arguments from the header's
// values, so that it can jump to the label ("jump ... -> loop N label")
// instead of running the preamble again. The printer shows it after the
// loop's ops, under "entry:".
//
// Traces allocate objects of a JIT heap with new, a guard that leaves
// when the heap is full, and address their fields through ref_addr; a
// snapshot may describe objects the optimizer did not allocate as
// virtuals (alloc.go).
//
// Values have a type: int, float (its bits) or ref, a heap word (a
// heap.Value) that integer ops read as an int and that the collector
// must see: across a call that collects, the heap words live are roots
// (roots.go: HeapWords, and why ref_addr offsets must not live across
// such a call).
//
// Calls name a function of the language's table (Func), which declares
// its effects (elidable, raises, collects, forces frames: the op carries
// them in Op.Effects) and its results; results past the first are
// result ops right after the call (call.go).
//
// A trace may depend on quasi-immutable values (package quasi) instead
// of guarding them: guard_not_invalidated leaves once one was written
// (quasi.go).
package ir
