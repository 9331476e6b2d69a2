package ir

import "fmt"

// Function traces and calls between them.
//
// A loop trace covers a loop; recursive code has none, so a function
// trace (kind Function) covers a call: it is recorded from a function's entry,
// with the new frame's slots as its inputs, and ends when that frame
// returns (return v) or, for a function with a loop in it, in a jump
// into that loop. Its first op after the inputs is enter, a guard whose
// snapshot is the function's first instruction with the inputs: it
// leaves there when calls nest too deep for compiled code (the native
// stack, or what the language allows), so that the interpreter goes on.
//
// A call the trace makes to a function that has a function trace (or to
// the function being traced: recursion) is not inlined but compiled as a
// call (PyPy's call_assembler):
//
//	i7 = call_trace self(i5) [pc 9: i0 i4]     <- the caller while the callee runs
//	i9 = call_trace 3(i7, i2) [pc 12: i0 i7]
//	return i9
//
// Aux is the callee's loop number (-1: the trace itself). The callee runs
// as compiled code with the arguments as its inputs and its result is the
// call's value. When the callee (or any call below it) leaves compiled
// code, its caller leaves too: call_trace's snapshot holds the caller's
// frames as they are during the call (past the call instruction, the
// arguments gone), and the interpreter resumes with those frames and the
// callee's on top of them. call_trace is an effect (the callee may write
// memory, allocate and call out) and not a guard: it gets no bridge.
//
// Any trace may end in return: a bridge from a function trace's guard
// returns for it, and a bridge of a loop that runs in a function's frame
// may return from that frame. The driver hands a return from the frame
// that compiled code was entered in to the language, which pops it.

// verifyFunction checks the ops of function traces: enter right after
// the inputs of a Function trace and nowhere else, call_trace of itself only
// in a Function trace, and return only as the last op of a trace that is not
// a loop.
func (t *Trace) verifyFunction(i int, op *Op) error {
	switch op.Code {
	case OpEnter:
		if t.Kind != Function || i != len(t.Inputs) {
			return fmt.Errorf("enter is not the first op of a function trace")
		}
	case OpCallTrace:
		if op.Aux < -1 || op.Aux == -1 && t.Kind != Function {
			return fmt.Errorf("calls function %d", op.Aux)
		}
	case OpReturn:
		if i != len(t.Ops)-1 || t.Kind == Loop || t.Kind == LoopEntry {
			return fmt.Errorf("return before the end, or in a loop")
		}
	}
	if t.Kind == Function && i == len(t.Inputs) && op.Code != OpEnter {
		return fmt.Errorf("a function trace starts without enter")
	}
	return nil
}
