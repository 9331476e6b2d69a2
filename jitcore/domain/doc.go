// Package domain is how a language writes its semantics once: one
// interpreter, generic over a value domain, that runs concretely as the
// interpreter and symbolically as the recorder (DESIGN.md §4). This
// package is the language author's manual with docs/language-manual.md,
// which has the model at length; this package's Example is a complete
// language of one loop, and docs/new-language.md builds one step by
// step.
//
// The interpreter is a function generic over a domain triple,
//
//	func execute[V, C any, D domain.Domain[V, C]](m *Machine, d D, ...)
//
// where V is a value, C a condition and D the domain. Two domains
// implement Domain:
//
//	Concrete[W]  V = W (int64, or a word type such as heap.Value), C = bool:
//	             Go operators, every method inlinable, hints that do nothing
//	*Recording   V = C = ir.Value: each op records itself in the trace and
//	             computes its concrete value (ir.Eval), so recording runs
//	             the program for real
//
// cmd/jitgen writes the concrete instance of the generic source at go
// generate time (a function instantiated by the Go compiler would call
// the domain's methods through a dictionary, never inlined); the
// recording instance is the generic function instantiated with
// *Recording.
//
// Rules for an interpreter written against Domain:
//
//   - Branch is the interpreter's if: a guard when recording. Guards
//     come before an instruction's effects (stores, impure calls, New):
//     they resume at the instruction's start, declared by Begin.
//   - Code under "if d.Tracing()" is glue only a recording needs (Begin's
//     snapshot, AtHeader, Abandon where the JIT does not follow); jitgen
//     drops it from the concrete instance (Tracing and Done fold to
//     false).
//   - A shortcut the interpreter takes and the trace does not ("if
//     !d.Tracing() && ...") must compute the same result as the code it
//     skips (bf's multiply loop that runs 0 times).
//   - Concrete is a value's concrete value: while recording, only of a
//     constant of the trace (promoted, a green, a literal); Peek reads
//     any value without a guard, and says so.
//   - In the concrete domain New is a safe point: keep the values still
//     needed where the heap's roots see them.
//
// # The hints, in Go
//
//	greens        the language's position (bf: the pc), as the Greens of
//	              the frames given to Begin; one jitcore.Site per loop
//	              header holds its counter and loop
//	reds          the frame's slots (Begin's Slots, AtHeader's values),
//	              passed as trace inputs and carried as SSA values (never
//	              memory) inside a trace: the virtualizable frame
//	merge point   LoopHeader at backward jumps, FuncEntry at function
//	              entries, MergePoint at each instruction (Loops:
//	              Header)
//	promote       Promote: guard_value, a constant from then on; new
//	              values grow bridges (the flexswitch)
//	elidable      Call(fn, pure=true): folded on constants, CSE'd
//	opaque call   Call(fn, pure=false): the tracer never looks in
//	checked call  CallChecked: an opaque call whose result is a status;
//	              the next instruction guards it to be 0
//	locations     the frames' Where, printed in logs
//
// A language attaches with JIT, the attach layer (attach.go: PyPy's
// JitDriver): its code objects, its call stack through a frame codec,
// and the hints of hints.go at loop headers, function entries, each
// instruction and returns (toyvm, tiny). Loops is its case of one frame
// whose hot spots are loops (bf). Guard rails (rails.go) refuse what
// would let a wrong trace through.
package domain
