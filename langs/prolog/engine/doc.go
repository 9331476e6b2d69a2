// Package engine is the Prolog engine on jitcore: the term store (terms
// on a jitcore heap, the atom and functor tables, dereference, binding
// with a trail, unification with and without the occurs check, the
// standard order of terms, copy_term, the conversions from and to the
// reader's terms), the solver (Machine: the clause database, control,
// catch/throw, all-solutions), the builtins, consult and the toplevel.
// They share one package because jitgen instantiates the functions of one
// package, and the solver must call the store's hot path (unify.go,
// head.go) as generated code that inlines, not through an exported API.
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
// # The solver
//
// The solver is Pyrolog-style continuation passing, with both
// continuations off the Go stack:
//
//	success continuation   a chain of heap cells (goal, cut barrier,
//	                       next), class classCont: what is left to do
//	failure continuation   a Go slice of choicepoints (solve.go): the
//	                       alternative clauses (a snapshot of the
//	                       predicate's clause slice: the logical update
//	                       view), an alternative goal (;, the else of ->,
//	                       \+), catch/3 and findall's frames, repeat,
//	                       between/3 and a builtin's list of answers; each
//	                       holds a trail mark and the continuation to
//	                       resume
//
// Calling a clause matches its head template against the goal's
// arguments (head.go: frame slots bound to the goal's subterms, a
// subterm built only where the goal has an unbound variable), then builds
// the body goals and their continuation cells in one block
// (heap.AppendObjects: one safe point) and pushes them. A last call
// therefore leaves nothing behind (LCO is the collector reclaiming cells
// nobody points to), recursion a million deep costs heap, not Go stack,
// and throw unwinds by popping choicepoints to a catch frame. Cut is the
// choicepoint height a goal was called at, stored in its continuation
// cell: ! cuts back to it, call/N and the condition of -> get a new one
// (opaque), , ; -> pass theirs on (transparent). Choicepoints are pushed
// only when another clause can match: first-argument indexing compares
// each clause's key (atomic word or functor) with the goal's, through a
// map from 8 clauses up, so a deterministic call leaves none. Cuts tidy
// the trail when it has doubled (entries no choicepoint needs), so a
// deterministic loop with cuts runs in bounded trail too.
//
// Why continuation cells on the heap rather than a WAM-style
// environment stack: the JIT wants the continuations as objects its
// virtuals pass can remove inside a loop (what made Pyrolog's traces
// good), and the copying collector then gives LCO and bounded memory for
// free. The price in the interpreter is an allocation per body goal.
// Measured on this noisy 2-core host (user+system CPU seconds, whole
// process, --jit=off, SWI-Prolog 9.0.4 run right after each program,
// three interleaved rounds, each program's fastest run): the ten
// programs of ../shared/bench/prolog all print the expected output, at
// 1.0 (crypt) to 7.3 (nrev) times SWI-Prolog's time, geomean 3.0 (chat
// 2.6, deriv 3.7, hanoi 1.5, primes 3.1, qsort 3.7, queens 2.4, tak 4.4,
// zebra 4.0; it was 4.1 before the hot path used the heap's unchecked
// accessors and cached its functor lookups). The profile is building
// the body (fill, AppendObjects: stores to fresh heap memory), head
// matching and deref. The ways to the 2x target need no redesign: match
// the first body goal's arguments straight against the callee's head
// (no goal term built for a user predicate), keep a builtin goal's
// arguments in registers, and index on more than the first argument.
//
// Written once against the domain: deref, bind, unify (unify.go) and
// head matching (head.go); their recording instances are tested against
// the interpreter's. The dispatch loop (call.go, solve.go) and the body
// builder are concrete Go: no trace is recorded yet, so the binary's
// --jit modes all run the interpreter.
//
//	greens   the clause (predicate, clause chain promoted; a new slice on
//	         assert/retract, so a promoted chain stays valid)
//	reds     the success continuation, the choicepoint stack, the trail
//
// # Collection
//
// The Store is a heap.Roots: its registers (Regs, the engine's live
// terms), the trail and a scratch area where allocating methods keep
// their arguments are rewritten by every collection; so is the Machine:
// its continuation, current goal, choicepoints (their goals,
// continuations, findall's bags), head matching's frame and stacks, a
// builtin's arguments and the global variables. A heap that is full
// raises resource_error(memory), which the program may catch. Every allocation is
// a safe point; the hot path (deref, bind, unify, occurs) never
// allocates. Methods that build many objects (FromTerm, CopyTerm)
// allocate them in one block with heap.AllocObjects, so at most one
// collection happens, before the build starts. A goal a builtin runs
// from inside (print/1's portray/1, format's ~@: capture.go) nests a
// Solve above a barrier; the builtin's goal and arguments are a root set
// of their own while it runs, and come back in its registers.
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
// is to put it and the trail among its frame's slots).
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
