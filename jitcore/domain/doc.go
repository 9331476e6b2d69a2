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
//     needed where the heap's roots see them. So is a call of a function
//     that collects.
//
// # Calls
//
// A language's functions (its table, given to Attach or NewLoops and
// NewConcrete: []*Func) say what a call of each may do, so that no call
// site has to (ir's call.go):
//
//	fnDiv:   {Name: "div", Effects: Elidable, Results: ints, Fn: div}
//	fnPrint: {Name: "print", Effects: Raises, Fn: print}
//	fnAttr:  {Name: "getattr", Effects: Raises | Collects, Heap: h,
//	          Results: []Type{Ref}, Fn: getattr}
//
// Fn gets the arguments and fills the results (its own slices: it may
// keep neither). The interpreter calls with Call (the first result) or
// CallResults (several), in both domains alike:
//
//   - Elidable: no effect, results that depend on the arguments only: a
//     call of constants folds while recording, equal calls are made
//     once, one with loop-invariant arguments leaves the loop. It can
//     neither raise nor look at frames.
//   - no effect declared: an opaque call, the instruction's effect (no
//     guard of the instruction may follow it); it may write memory and
//     quasi-immutable fields, and replace regions.
//   - Raises: the call may raise an exception of the language. Fn keeps
//     the exception where the language finds it (a field of its
//     machine) and sets one result more than Results, last, its status:
//     0 when it returned, anything else when it raised. The call ends
//     its instruction: the interpreter handles the pending exception at
//     the start of the next one, after Begin, which is where a trace
//     guards the status (its snapshot is the state right after the
//     call). Compiled code whose call raised, or did not raise when it
//     did while recording, resumes the interpreter there with the
//     exception pending or not, and a guard that fails often grows a
//     bridge: the path of the exception in compiled code. What handling
//     the exception does, the language does through the domain (a call
//     that takes it, ops on slots), so that a bridge does it too.
//   - Collects: the function may allocate in Heap, and so collect. A
//     collection moves every object; while the call runs, the heap words
//     a recording or compiled code keeps (values of type Ref: red slots
//     declared so, Spec.Refs, LoadField, New, results declared Ref) are
//     roots of Heap, in registers, spill slots and the frames of the
//     compiled functions it is nested in, and they are read back after
//     it; an object's byte offset is computed again (opt.Rederive). Fn
//     itself must keep the arguments it needs after an allocation where
//     the heap's roots see them. A function that may run the
//     interpreter (which allocates) collects.
//   - ForcesFrames: the function reads or writes the interpreter's
//     frames (a traceback, locals()), which compiled code keeps only in
//     its snapshots: a recording that reaches a call of it makes the call
//     and is abandoned; the interpreter makes such calls.
//
// A heap word that is a ref never becomes a constant of a trace (objects
// move): Promote of one abandons the recording (promote its header or
// class), and an elidable call that returns one is not folded.
//
// # Quasi-immutable fields
//
// A value that almost never changes (a class's version, a predicate's
// clause list, a module's globals layout) lives in a quasi.Field; the
// interpreter reads it with LoadQuasi and writes it with Field.Store.
// A recording makes the value a constant of the trace, with no guard on
// it: the trace depends on the field. Storing a new value invalidates
// every trace that depends on it (and the bridges of its loop): compiled
// code leaves at its next check (at the trace's start, each iteration,
// and at a read after a call), the driver no longer enters it, and its
// loop is recorded again once hot. An invalidated trace takes the traces
// that enter it (call its function, jump into its loop) with it. Read fields before an instruction's
// effects, like a guard; a field's value must not be a ref (keep a
// version, a symbol or a handle).
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
//	elidable      Call of a function declared Elidable: folded on
//	              constants, CSE'd (see Calls)
//	opaque call   Call of any other: the tracer never looks in; one
//	              that Raises has a status the next instruction
//	              guards, one that Collects roots the heap words
//	quasi-immut.  LoadQuasi: a constant the trace depends on, no guard
//	locations     the frames' Where, printed in logs
//
// A language attaches with JIT, the attach layer (attach.go: PyPy's
// JitDriver): its code objects, its call stack through a frame codec,
// and the hints of hints.go at loop headers, function entries, each
// instruction and returns (toyvm, tiny). Loops is its case of one frame
// whose hot spots are loops (bf). Guard rails (rails.go) refuse what
// would let a wrong trace through.
package domain
