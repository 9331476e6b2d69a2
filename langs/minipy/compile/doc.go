// Package compile translates minipy's syntax tree into bytecode: one
// *Code per scope (module, class body, function, lambda, comprehension),
// with instructions close to CPython 3.11's, so that evaluation order,
// tracebacks and exception handling follow CPython's without further
// thought. The interpreter is written against the format described
// here; Disassemble prints it in a form close to CPython's dis.
//
// Compile takes the tree from syntax.Parse and the scopes from
// syntax.Resolve and never re-derives scoping. Its errors are *Error
// (a SyntaxError the parser leaves to the compiler, such as a repeated
// keyword argument, or a NotImplementedError naming a construct).
//
// # Code objects
//
// A code object holds its instructions (Code), a constant pool
// (Consts: None, bool, int64, *big.Int, float64, string, Ellipsis, Tuple,
// *Code), a name pool (Names: globals, attributes, modules), its fast
// locals (Varnames: parameters first, in CPython's order), its cells
// (Cellvars, sorted, "__class__" first in a class body that needs it)
// and free variables (Freevars, sorted), a line table (Lines, one entry
// where the line changes; LineOf looks a pc up), an exception table
// (Handlers; HandlerAt looks a pc up), its StackSize and NumCaches.
//
// Locals of a function are slots, never a dict; module and class bodies
// use LOAD_NAME and friends on a namespace dict. The DEREF instructions
// index Cellvars followed by Freevars. On entry to a function the
// interpreter makes a fresh cell for each cellvar, filled from the
// parameter CellArgs names (else empty), and takes the free variables'
// cells from the function's closure tuple. A code object with
// FlagGenerator makes a generator when called; its frame starts at pc 0
// on the first resumption.
//
// # Instructions
//
// An instruction is an opcode, a 32-bit argument and, for LOAD_ATTR,
// STORE_ATTR, LOAD_METHOD and LOAD_GLOBAL, an inline cache slot index
// (numbered from 0 per code object; NumCaches slots in all), so the
// interpreter keeps shapes and global versions from the first run
// (DESIGN.md §7). Jump arguments are absolute instruction indexes.
// The only backward jumps are JUMP_BACKWARD, which closes a loop and
// whose target is a loop header (the JIT's merge points, keyed by code
// object and pc), and JUMP_BACKWARD_NO_INTERRUPT inside yield from.
//
// The stack effects, written before -- after, top of stack rightmost
// (StackEffect computes the depth change; NULL is a marker value the
// interpreter never shows to Python code):
//
//	opcode              argument         stack
//	------------------  ---------------  --------------------------------------------
//	NOP                                  --
//	POP_TOP                              v --
//	PUSH_NULL                            -- NULL
//	COPY                n                ... v(n-th from top) -- ... v v
//	SWAP                n                swaps top and n-th from top
//	LOAD_CONST          const index      -- v
//	LOAD_FAST           varname          -- v            (UnboundLocalError if unset)
//	STORE_FAST          varname          v --
//	DELETE_FAST         varname          --
//	LOAD_DEREF          cell/free index  -- v            (NameError/UnboundLocalError if empty)
//	STORE_DEREF         cell/free index  v --
//	DELETE_DEREF        cell/free index  --
//	LOAD_CLASSDEREF     cell/free index  -- v            (class body: namespace first, then cell)
//	LOAD_CLOSURE        cell/free index  -- cell
//	LOAD_NAME           name             -- v            (locals dict, globals, builtins)
//	STORE_NAME          name             v --
//	DELETE_NAME         name             --
//	LOAD_GLOBAL         name, cache      -- v            (globals, builtins)
//	STORE_GLOBAL        name             v --
//	DELETE_GLOBAL       name             --
//	LOAD_ATTR           name, cache      obj -- obj.name
//	STORE_ATTR          name, cache      v obj --        (obj.name = v)
//	DELETE_ATTR         name             obj --
//	LOAD_METHOD         name, cache      obj -- meth obj | NULL obj.name
//	UNARY_POSITIVE, UNARY_NEGATIVE, UNARY_NOT, UNARY_INVERT
//	                                     v -- op(v)
//	BINARY_OP           NB* operator     a b -- a op b   (NBInplace+op: in place, a op= b)
//	COMPARE_OP          Cmp* operator    a b -- a op b
//	IS_OP               1 for is not     a b -- bool
//	CONTAINS_OP         1 for not in     a b -- a in b
//	BINARY_SUBSCR                        c k -- c[k]
//	STORE_SUBSCR                         v c k --        (c[k] = v)
//	DELETE_SUBSCR                        c k --
//	BUILD_SLICE         2 or 3           lo hi [step] -- slice
//	BUILD_TUPLE, BUILD_LIST, BUILD_SET
//	                    n                v1..vn -- seq
//	BUILD_MAP           n                k1 v1..kn vn -- dict
//	LIST_APPEND         i                ... list x(i-1 values) v -- ... list x(i-1)
//	SET_ADD             i                as LIST_APPEND, on a set
//	MAP_ADD             i                ... dict x(i-1) k v -- ... dict x(i-1)
//	LIST_EXTEND         i                ... list x(i-1) it -- ... list x(i-1)
//	SET_UPDATE          i                as LIST_EXTEND, on a set
//	DICT_UPDATE         i                ... dict x(i-1) m -- ... dict x(i-1)  (dict.update)
//	DICT_MERGE          i                as DICT_UPDATE; a repeated key is a TypeError
//	LIST_TO_TUPLE                        list -- tuple
//	UNPACK_SEQUENCE     n                seq -- vn..v1   (v1 on top)
//	UNPACK_EX           before|after<<8  seq -- v_last..list..v1  (before+after+1 values)
//	FORMAT_VALUE        Format* flags    v [spec] -- str (conversion, then format(v, spec))
//	BUILD_STRING        n                s1..sn -- s1+..+sn
//	GET_ITER                             v -- iter(v)
//	FOR_ITER            target           it -- it next(it) | exhausted: pops it, jumps
//	JUMP_FORWARD        target           --
//	JUMP_BACKWARD       target           --              (loop header; a check point)
//	JUMP_BACKWARD_NO_INTERRUPT target    --
//	POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE
//	                    target           v --            (jumps on v's truth)
//	JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP
//	                    target           v -- v (jumps) | v -- (falls through)
//	KW_NAMES            const (a Tuple)  --              (names the last len(tuple) args of the next CALL)
//	CALL                n                f|NULL self|f a1..an -- result
//	                                     (f self a1..an calls f(self, a1..an);
//	                                      NULL f a1..an calls f(a1..an))
//	CALL_FUNCTION_EX    CallExKwargs     NULL f args [kwargs] -- result
//	MAKE_FUNCTION       Func* flags      [defaults] [kwdefaults] [annotations] [closure] code -- function
//	                                     (qualname from code.QualName)
//	LOAD_BUILD_CLASS                     -- __build_class__
//	RETURN_VALUE                         v --            (returns v)
//	RAISE_VARARGS       0, 1 or 2        [exc [cause]] --  (0 re-raises the handled exception)
//	RERAISE             n                [lasti x(n-1)] exc --  (raises exc again; n>0: restore lasti)
//	PUSH_EXC_INFO                        exc -- prev exc (prev: the exception being handled)
//	POP_EXCEPT                           prev --         (restores prev as the handled exception)
//	CHECK_EXC_MATCH                      exc type -- exc bool
//	LOAD_ASSERTION_ERROR                 -- AssertionError
//	BEFORE_WITH                          mgr -- mgr.__exit__ mgr.__enter__()
//	WITH_EXCEPT_START                    exit lasti prev exc -- exit lasti prev exc exit(type, exc, tb)
//	IMPORT_NAME         name             level fromlist -- module
//	IMPORT_FROM         name             module -- module module.name (ImportError if absent)
//	IMPORT_STAR                          module --
//	SETUP_ANNOTATIONS                    --              (makes __annotations__ in the namespace)
//	PRINT_EXPR                           v --            (REPL: prints repr(v) unless None)
//	GET_YIELD_FROM_ITER                  v -- iter(v)
//	YIELD_VALUE                          v -- sent       (suspends yielding v)
//	SEND                target           it v -- it yielded | it returned: -- result, jumps
//	GET_LEN                              v -- v len(v)
//	MATCH_MAPPING                        v -- v bool     (v is a mapping, for a match statement)
//	MATCH_SEQUENCE                       v -- v bool     (v is a sequence, not str/bytes/bytearray)
//	MATCH_KEYS                           v keys -- v keys values | None
//	MATCH_CLASS         positionals      v cls names -- attributes | None
//
// A call pushes NULL and the callable (or LOAD_METHOD's pair), the
// positional arguments, then the keyword arguments' values with
// KW_NAMES before CALL. With *args or **kwargs it builds a tuple (list,
// LIST_EXTEND, LIST_TO_TUPLE) and a dict and uses CALL_FUNCTION_EX. The
// method form of CALL also calls the decorators (decorator, function),
// __exit__(None, None, None) (exit, None, None, None with CALL 2), a
// comprehension's function with its iterator, and an assertion's
// AssertionError(message).
//
// # Exceptions
//
// Exception handling follows CPython 3.11's zero-cost scheme: no
// instruction sets up a block. Each row of Handlers covers a range of
// instructions; when one of them raises, the interpreter pops the value
// stack down to Depth, pushes the raising pc if Lasti (for RERAISE to
// restore the traceback line), pushes the exception and continues at
// Target. Without a row the exception leaves the frame. A handler
// starts with PUSH_EXC_INFO and ends with POP_EXCEPT; its own cleanup
// row (COPY 3, POP_EXCEPT, RERAISE 1) restores the previous exception
// when the handler itself raises.
//
// try/finally compiles the finally body twice, once on the normal path
// and once in its handler, and again before each return, break or
// continue that leaves the try (as CPython does). with is the same
// shape around __exit__. An except clause's name is deleted at its
// end. The compiler drops code that nothing reaches.
//
// # What is left out
//
// Docstrings are not kept (a constant expression statement compiles to
// NOP), there is no constant folding beyond negative numbers and tuples
// of constants (and constant lists and sets built from such a tuple), and async constructs and match never reach the compiler
// (the parser rejects them).
package compile
