package ir

// # Polls
//
// A poll is how a running program notices a request from outside it (a
// signal, a debugger's break) without a call out of compiled code: the
// language keeps a 64-bit word in one of its memory regions, which
// another goroutine sets, and its interpreter reads the word where it
// takes such requests (a backward jump); a recording records that read
// as op poll, a guard that leaves at the instruction's snapshot when the
// word is not zero. The interpreter resumes there, reads the word again
// and takes the request.
//
// The word changes behind the trace's back, so no pass may treat its
// read as invariant or redundant: Peel keeps a poll in the loop's body
// (every iteration reads the word), CSE and the heap cache never merge
// two, and DCE keeps every one (it is a guard). A poll never grows a
// bridge (it has no condition of the trace's values): the interpreter
// takes over. Native code reads the word with one compare of memory
// with zero and a conditional jump.

// PollWordBytes is the size of a poll word; its offset in its region is
// a multiple of it.
const PollWordBytes = 8
