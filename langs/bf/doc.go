// Package bf is microjit's Brainfuck: a one-pass compiler from source to a
// compact bytecode (runs of + - < > folded; clear, scan and multiply
// loops as one instruction each), and its semantics written once for the
// tracing JIT (interp.go, generic over jitcore/domain): the generated
// concrete instance is the interpreter, the recording instance records
// traces. The green is the pc, the reds are the tape pointer and the tape.
//
// Semantics: 8-bit wrapping cells; a tape of 30,000 cells (Config.Tape)
// that grows on the right up to Config.TapeMax; moving left of cell 0 is a
// runtime error; ',' at end of input follows Config.EOF. Output is buffered
// and flushed at exit, before each read, and at most 100 ms after a write
// (so a long computation's earlier output shows).
package bf
