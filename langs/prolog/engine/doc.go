// Package engine is the Prolog engine on jitcore. What exists today is
// its foundation, the term store: terms on a jitcore heap, the atom and
// functor tables, dereference, binding with a trail, unification (with
// and without the occurs check), the standard order of terms, copy_term,
// and the conversions from and to the reader's terms (package term). The
// solver, the builtins and the toplevel are still to come; they go in
// this package because jitgen instantiates the functions of one package,
// and the solver's execute must call the store's hot path (unify.go) as
// generated code that inlines, not through an exported API.
//
// # Terms on the heap
//
// Every term is one heap.Value word (jitcore/heap has the encoding):
//
//	atom           symbol word: heap.Symbol(atom id)      (no object)
//	integer        immediate within 48 bits               (no object)
//	               beyond: heap's boxed int64   [BoxedInt64Header | n]
//	               beyond int64: ObjBytes, class bigPos/bigNeg,
//	               the magnitude's bytes, big-endian, no leading zero
//	float          unboxed float word                     (no object)
//	compound       ref ─► +-------------------------------+
//	f(A1..An)             | class=functor id | Len=n | words |
//	                      +-------------------------------+
//	                      | A1 | A2 | ... | An             |  (words)
//	                      +-------------------------------+
//	variable       ref ─► +-------------------------------+
//	                      | class=0 | Len=2 | words        |  varHeader
//	                      +-------------------------------+
//	                      | binding: Unbound or a term     |
//	                      | serial: immediate integer      |
//	                      +-------------------------------+
//
// Every integer has exactly one representation (immediate if it fits,
// else boxed if it fits int64, else big; arithmetic must keep it so), so
// two numbers are equal exactly when their words are equal or their
// objects have equal headers and bodies: that is unification's test.
// Floats are unboxed because the heap's encoding gives every float a
// word of its own for free (equal words are equal bits, so 0.0 and -0.0
// are different terms, as in SWI-Prolog). Strings will be ObjBytes
// objects of a class of their own when double_quotes=string needs them
// (ISO's default is codes).
//
// A functor is interned to an id (≥ 16; the classes below are the
// store's own) that is the header class of its terms, so one compare of
// header words tests functor and arity together, and a trace promotes
// the header to know the functor.
//
// Why a variable is a distinguished object rather than a WAM-style
// self-referencing cell: a copying collector moves cells and does not
// keep their order, so the serial number gives variables an age that
// survives collections; the standard order of variables and the
// conditional trailing test (is the variable older than the newest
// choicepoint?) both use it, where the WAM compares addresses. And
// "unbound" is one compare of the binding slot with heap.Unbound, with
// no need for the cell's own address (which moves). The cost is one word
// per variable.
//
// # Bindings and the trail
//
// Binding stores into the variable's binding slot; the younger of two
// variables is bound to the older. The trail is a slice of variable refs
// (a root set): a binding is trailed only when the variable is older
// than the newest choicepoint's mark (conditional trailing, so a
// deterministic loop does not grow it). Mark records a choicepoint
// (trail length, previous mark); Undo unbinds down to it; Drop removes
// it (cut, last alternative). Global variables (b_setval) will need a
// value trail next to it: entries (cell, old value).
//
// # Choicepoints and continuations (the plan)
//
// The solver will be Pyrolog-style: continuation passing, with a success
// continuation (the goals still to run, as a linked list of heap objects
// "call goal G in clause-body frame F, then continuation K") and a
// failure continuation (the choicepoint chain, heap objects holding the
// alternative clauses, the success continuation to resume, the trail
// mark and the cut barrier). Both are heap objects, not Go stacks, so
// deep recursion never touches the Go stack, last-call optimization is
// dropping the frame nobody points to (the collector reclaims it), and
// catch/throw unwinds by walking the failure chain. A WAM-style stack
// would be faster per call in an interpreter alone, but the JIT wants
// the continuations as objects it can virtualize (the tracing JIT's
// virtuals pass removes those that do not escape a loop), which is what
// made Pyrolog's traces good.
//
//	greens   the current clause body position (predicate, clause, goal
//	         index), with the clause chain promoted; replaced, not
//	         mutated, on assert/retract (logical update view), so the
//	         promoted chain stays valid
//	reds     the success continuation, the failure continuation, the
//	         trail (bindings.trail and .mark), the goal's argument
//	         registers
//
// # Collection
//
// The Store is a heap.Roots: its registers (Regs, the engine's live
// terms), the trail and a scratch area where allocating methods keep
// their arguments are rewritten by every collection. Every allocation is
// a safe point; the hot path (deref, bind, unify, occurs) never
// allocates. Methods that build many objects (FromTerm, CopyTerm)
// allocate them in one block with heap.AllocObjects, so at most one
// collection happens, before the build starts.
//
// # Written once
//
// unify.go is generic over jitcore's domain (values V, conditions C,
// domain D); unify_concrete.go is its concrete instance, generated by
// jitcore/cmd/jitgen (go generate), and TestUnifyRecorded runs the same
// source on domain.Recording. A guard may not follow a store of the same
// instruction, and unification interleaves bindings with tests, so when
// recording every binding ends an instruction: bindings.resume declares
// the state to resume at, "go on unifying the pairs on the work stack"
// (the explicit stack is what makes that state expressible; the solver
// will put it and the trail among its frame's slots).
//
// Nothing walks a term with Go recursion: unification, the occurs check,
// comparison, copying and the conversions keep explicit stacks, so a
// term a million levels deep costs heap, not Go stack.
//
// # Limits
//
// Unification without the occurs check can make cyclic terms (X = f(X));
// ISO leaves what follows undefined, and here unifying, comparing,
// copying or converting two cyclic terms does not end (SWI-Prolog
// supports rational trees; this store does not yet). Bindings also make
// terms that share subterms: the occurs check walks each shared subterm
// once, but comparison, copy_term (which copies sharing as a tree) and
// the conversion for the writer walk it once per path. The trail holds its
// variables alive until it is undone past them; the solver's collection
// may trim entries of unreachable choicepoints later.
package engine
