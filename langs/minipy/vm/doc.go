// Package vm is minipy's runtime and interpreter: Python values as
// jitcore heap words, the built-in types, functions and modules, and the
// eval loop over the bytecode of package compile (CPython 3.11's
// instructions), written once against jitcore/domain.
//
// # Values
//
// A Value is a heap.Value, a tagged 64-bit word (jitcore/heap's doc has
// the encoding):
//
//	 word                          Python value
//	+-----------------------------+----------------------------------------+
//	| immediate int (48 bits)     | int in [-2^47, 2^47): n<<16            |
//	| float (rotated IEEE bits)   | float, unboxed                         |
//	| special 0 / 1 / 2 / 3       | None / False / True / NULL (unset)     |
//	| symbol 1 / 2                | NotImplemented / Ellipsis              |
//	| handle (index, generation)  | every other object: a Go value in the  |
//	|                             | heap's handle table (see below)        |
//	+-----------------------------+----------------------------------------+
//
// An int is immediate if and only if it fits 48 bits, so equal small
// ints are equal words and int arithmetic on two immediates is a tagged
// add or compare with an overflow check (the loop's fast paths). Bigger
// ints are BigInt objects (an int64 while they fit one, then a big.Int).
//
// Objects live behind handles: the heap's table keeps the Go value
// alive while the handle is reachable from the roots, and a Go value
// that holds Values implements heap.Roots so the collector traces them.
//
//	handle ──► handle table ──► *List{items []Value}
//	                          ──► *Instance{cls, shape, slots []Value}
//	                                      │       └─ ic.Shape: attribute → slot
//	                                      └─ *Class{attrs, mro, ic.Class}
//
// Instances keep their attributes in slots laid out by a jitcore/ic
// shape (a hidden class per attribute order), so LOAD_ATTR, STORE_ATTR
// and LOAD_METHOD hit an inline cache keyed by shape id and class
// version; LOAD_GLOBAL caches the entry index of a name for one layout
// of the globals dict. Strings, lists, tuples, dicts, sets, functions,
// classes, modules and iterators are Go structs of their own. None of
// them is a heap object yet: a heap layout for instances and lists
// (the shape id in the object header) is what the JIT will want.
//
// # Roots and collection
//
// The roots are the interpreter's frames (locals, cells, value stacks),
// the modules, the code objects' constants and the VM's built-ins.
// Collections (which release unreachable handles; the Go collector then
// frees their objects) happen only at safe points: loop back edges and
// calls, when no Go built-in that may hold values the roots do not see
// is running below (nativeDepth). The memory limit is checked there too
// and ends the program with MemoryError.
//
// # The loop
//
// execute (interp.go) is generic over a domain.Domain; jitgen writes its
// concrete instance (interp_concrete.go, go generate). It is two loops:
// fastLoop runs the common cases of the commonest instructions (locals,
// constants, int and float arithmetic and comparisons, jumps, cached
// globals and instance attributes, list and tuple items, range and list
// iteration) without calling any function, so that Go keeps the running
// frame's pc, stack depth and slices in registers; every other case
// leaves it, and step runs that instruction on the state written back to
// the frame. A recording runs every instruction through step, which
// reads no value without a guard (jitgen checks it): what an instruction
// needs of Go it calls through the domain as a runtime function of
// declared effects (runtime.go), the call target of CALL is promoted,
// and fastLoop is a plain function of words that only the interpreter
// runs (it repeats the common cases of some of step's instructions, on
// words: the one thing the JIT's attach still has to fold into step). A frame's
// locals and value stack are one slice (frame.go). Python calls push a
// frame on the thread and stay in the same loop; built-ins that call
// back into Python (sorted's key, __repr__) run a nested loop above a
// floor. Exceptions follow CPython 3.11's exception table; each frame an
// exception passes adds a traceback entry. Recursion deeper than
// sys.getrecursionlimit() raises RecursionError; nested Go calls are
// bounded separately so the Go stack never overflows.
package vm
