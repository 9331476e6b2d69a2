// Package toyvm is microjit's toy VM, after the TLC and TLR machines of
// PyPy's "Porting the JIT to CLI" posts: a stack machine whose values are
// integers, nil, cons cells and instances of classes, plus an accumulator
// and registers for the TLR opcodes, written in a textual assembly.
//
// A program is read one statement at a time by a hand-written parser
// (parse.go; it never holds a syntax tree, so memory stays linear in the
// program's code), compiled to one flat bytecode array with labels, classes and names resolved (compile.go), and
// run by execute (interp.go) over frames whose values are tagged
// jitcore heap words (value.go): 48-bit immediate integers, boxed integers
// beyond that (so arithmetic wraps at 64 bits), nil, and heap objects for
// cons cells and instances, whose layouts are jitcore ic shapes.
//
// execute is toyvm's semantics written once, generic over a jitcore value
// domain: its generated concrete instance (interp_concrete.go) is the
// interpreter, its recording instance the recorder. The JIT glue
// (jit.go): the green is the pc, the reds are the frame's slots
// (accumulator, registers, arguments and value stack; frame.go). Every
// backward jump is a loop header; CALL and SEND are inlined into traces
// or, for a function with a trace of its own, call it; SEND promotes the
// receiver's header word, so each class seen at a send grows one bridge.
package toyvm
