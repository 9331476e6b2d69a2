// Package engine is the Prolog engine on jitcore: the term store (terms
// on a jitcore heap, the atom and functor tables, dereference, binding
// with a trail, unification with and without the occurs check, the
// standard order of terms, copy_term, the conversions from and to the
// reader's terms), the solver (Machine: the clause database, control,
// catch/throw, all-solutions), the builtins, consult and the toplevel,
// and the registration API (library.go, api.go) through which the
// libraries of langs/prolog/lib add their modules and Go builtins. The
// dialect (SWI-Prolog 9's by default, ISO's with the iso flag) is
// dialect.go's; SWI-Prolog's message texts are package message's.
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
//	string         ref ─► ObjBytes, class string, its UTF-8 bytes
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
// are different terms, as in SWI-Prolog). A string (SWI-Prolog's type,
// what "..." reads as in its dialect) is a bytes object of a class of its
// own, so the same test holds for it: equal headers (length included)
// and equal bodies (the padding is zero). A clause's template makes its
// strings and big numbers as objects whose body words it holds
// (nodeObject).
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
// The solver is continuation passing, with both continuations off the
// Go stack:
//
//	success continuation   a heap object and an index (m.cont, m.pc):
//	                       a clause's environment and the index of the
//	                       body code to run next, or a goal cell (goal
//	                       term, cut barrier, next) of a control
//	                       construct or a query: what is left to do
//	failure continuation   a Go slice of choicepoints (solve.go): the
//	                       alternative clauses (a snapshot of the
//	                       predicate's clause slice: the logical update
//	                       view) with the call's arguments, a body's
//	                       other branch (;, the else of ->, \+), an
//	                       alternative goal term, catch/3 and findall's
//	                       frames, repeat, between/3 and a builtin's list
//	                       of answers; each holds a trail mark and the
//	                       continuation to resume
//
// A call passes its arguments in registers (m.args): a body goal's are
// built from the clause's variables (body.go), no goal term is made, and
// the callee's head template is matched against them (head.go: frame
// slots take the argument terms, a head subterm is built only where the
// argument is an unbound variable). A clause body compiles to codes
// (bodycompile.go): calls, and the control constructs transparent to
// cut (, ; -> *->) with \+ and ! as try/cutto/softcut/fail codes over
// hidden slots that hold choicepoint heights; is/2 and the arithmetic
// comparisons evaluate their expressions in place (bodyarith.go). The
// body's leading tests, arithmetic and cut run from the frame as soon as
// the head matched (the prefix); what follows gets an environment — one
// heap object holding the clause's variables and the continuation to
// return to — unless it is a last call alone, which runs from the frame
// with the caller's continuation. So a last call leaves nothing behind
// (LCO is the collector reclaiming environments nobody points to),
// recursion a million deep costs heap, not Go stack, and throw unwinds
// by popping choicepoints to a catch frame.
//
// Cut is a choicepoint height: a clause's cut barrier is the height it
// was called at (in its environment), call/N and findall get a new one
// (opaque), a condition or negation cuts to just above its own try.
// Choicepoints are pushed only when another clause can match: indexing
// compares each clause's key (atomic word or functor) with the call's,
// through a map from 8 clauses up, so a deterministic call leaves none.
// The key is the first argument's, or when no clause has one there, the
// first of the next three arguments that has keys (as SWI-Prolog picks
// another argument: filter(_, _, [], []) against filter(H, H2, [X|T],
// R)). A choicepoint is 96 bytes: what only a builtin's solutions,
// between/3 and findall keep is in a side object. Cuts tidy the trail
// when it has doubled (entries no choicepoint needs), so a deterministic loop with cuts runs in bounded
// trail too.
//
// Why environments on the heap rather than a WAM-style stack: the JIT
// wants the continuations as objects its virtuals pass can remove
// inside a loop (what made Pyrolog's traces good), and the copying
// collector then gives LCO and bounded memory for free. The first
// version built every body goal as a term with a continuation cell of
// its own, and was 3.3 times SWI-Prolog's time (ci/bench geomean);
// registers, environments and compiled control constructs brought it to
// 1.8 (the stop note has the table). Instructions per logical inference
// (valgrind on nrev) went from about 1,800 to 1,500; the rest is head
// matching, building terms and the dispatch between them.
//
// Written once against the domain (see "Written once" below): the
// solver's loop (solve, solve.go), the body codes (runBody), calls and
// predicate entry (callGoal, callPred, enter), head matching, argument
// building, in-place arithmetic and unification. Backtracking, the
// choicepoint stack, the control constructs called as terms and the
// builtins (but =/2) stay concrete Go, which a recording does not enter
// (it ends there). EnableJIT attaches the JIT (jit.go): a predicate's
// entry is a loop header, one per continuation's index it is entered
// with, so a deterministic recursion runs as compiled loops (nrev's and
// tak's calls through their continuations too); a recording that ends
// hands the interpreter the state it last declared. Every predicate
// entry of a trace polls the machine's poll word (domain.PollWord),
// which Halt sets: a compiled loop that never ends (loop :- loop.)
// leaves at its next entry once a signal or an embedding host asks for
// a halt, and the interpreter halts.
//
//	greens   the clause and the index of its body code (promoted when a
//	         continuation is followed); at predicate entry, the
//	         predicate and the caller's continuation index, with the
//	         clause list quasi-immutable (a new slice and a new
//	         pred.version on assert/retract)
//	reds     the argument registers, the continuation, the choicepoint
//	         stack's height (regs.height), the bindings' mark and the
//	         next variable's serial number; the stack itself and the
//	         trail are the machine's
//
// # Collection
//
// The Store is a heap.Roots: its registers (Regs, the engine's live
// terms), the trail and a scratch area where allocating methods keep
// their arguments are rewritten by every collection; so is the Machine:
// its continuation, the running environment, current goal,
// choicepoints (their goals, continuations, findall's bags) and the
// arguments they saved, head matching's frame and stacks, the argument
// registers and the global variables. A variable that is bound and not
// on the trail is bound for good (no backtracking can undo it), so the
// collector copies its binding in its place (heap.Shortcut, with the
// trail as the exact roots of bound variables): a long deterministic
// loop keeps no chains of bound variables alive. A heap that is full raises
// resource_error(memory), which the program may catch. Every allocation
// is a safe point; the hot path (deref, bind, unify, head matching,
// occurs) never allocates. Building a term from a template allocates
// its objects in one block (heap.AllocBlock) and places them at the
// word offsets the template knows; methods that build many objects
// otherwise (FromTerm, CopyTerm) use heap.AllocObjects: either way at
// most one collection happens, before the build starts. Atoms are
// collected too (atoms.go): between two steps of the outermost query,
// once the atom table has grown enough, the atoms that neither the heap
// (heap.ScanLive), clauses, the predicate and functor tables nor the
// choicepoints use are freed and their ids reused. A goal a builtin runs
// from inside (print/1's portray/1, format's ~@: capture.go) nests a
// Solve above a barrier; the builtin's goal and arguments are a root set
// of their own while it runs, and come back in its registers.
//
// # Written once
//
// The solver's hot path is generic over jitcore's domain (values V,
// conditions C, domain D): unify.go, head.go, and the solver's step,
// body codes, calls, argument building and arithmetic (solve.go,
// body.go, call.go, resolve.go, bodyarith.go) run on the registers
// regs[V]; solver_concrete.go is their concrete instance, generated by
// jitcore/cmd/jitgen (go generate), which the Machine runs on its own
// registers (it embeds regs[heap.Value]). TestUnifyRecorded,
// TestMatchHeadRecorded and TestLoopRecorded run the same source on
// domain.Recording; TestLoopRecorded records, compiles and runs the
// loops of tail-recursive predicates, and TestRecordingEnds checks where
// a recording ends.
//
// A recording follows what it can follow without the machine's Go-side
// state: calls of predicates (enter guards the first argument's key: a
// compound's functor promoted, an atomic word compared with the clauses'
// atomic keys, so that a loop over integers is not specialized on each),
// head matching, bindings, terms and variables built (object by object,
// virtual unless they escape: buildTerm, traceVar), environments,
// comparisons and +, -, * of immediate integers (overflow guarded), =/2
// unified in place, and cuts that remove nothing. A call that two
// clauses may match tries the first as if its choicepoint were there,
// up to the cut that removes it (traceClauses): its head and prefix are
// guards, the variables it binds that are older than that choicepoint
// are unbound in the trace when it fails before its cut, and the states
// declared meanwhile carry them (the frame's undo slots), so that an
// exit unbinds them and the interpreter enters the predicate as it was
// entered. It ends (d.Abandon, with the reason) at a choicepoint that
// stays, a cut that removes choicepoints, backtracking, a builtin other
// than =/2, a goal called as a term, and a binding to trail. The
// choicepoint stack and the trail are Go slices that only the
// interpreter changes; a trace pushes no choicepoint, so the stack's
// height and the bindings' mark are the ones it was entered at, reds of
// the trace (regs.height, bindings.mark), as is the next variable's
// serial number (regs.serial): a trace's variables are numbered as the
// interpreter would number them. Holding the stack and the trail in
// memory a trace reads and writes is the next step (issue 40).
//
// A guard may not follow a store of the same instruction, and
// unification interleaves bindings with tests, so when recording the
// state is declared again after every store (bindings.resume,
// recordingStack.redeclare): a guard after it resumes at the
// instruction's start with the store done, which is redoing the
// instruction with its bindings made already, as unification and head
// matching find them; a binding that needs the trail ends the recording
// before the store instead.
//
// Nothing walks a term with Go recursion: unification, the occurs check,
// comparison, copying and the conversions keep explicit stacks, so a
// term a million levels deep costs heap, not Go stack.
//
// # Limits
//
// Unification without the occurs check can make cyclic terms (X = f(X)),
// which are rational trees as in SWI-Prolog: every walk over a term
// (unification, comparison, copying, the conversions, ground,
// term_variables) counts the compounds it visits and past a few
// thousand remembers them, so it ends on a cyclic term and is linear on
// one that shares subterms (cyclic.go); assert of a cyclic term is
// representation_error(cyclic_term), and the writer and the toplevel
// write cycles as SWI-Prolog does. The trail holds its
// variables alive until it is undone past them; the solver's collection
// may trim entries of unreachable choicepoints later.
package engine
