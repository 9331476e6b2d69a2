// Package resume is what the interpreter sees after compiled code stops:
// the Exit a driver's Run returns. When a guard fails, its snapshot (and
// those of the calls of compiled functions it failed below) become the
// interpreter frames to resume, outermost first, with their values
// read from the exit's live values and constants, and with every virtual
// object the optimizer removed allocated and filled now (materialize.go).
// When the guard has failed often, a bridge is recorded from the same
// snapshot: Replay starts its recording with the snapshot's frames in
// the bridge's values (the guard's live values as inputs, the values the
// guard's failure fixes as constants, virtual objects allocated by the
// bridge itself).
//
// Resume granularity: a guard resumes the interpreter at the start of
// the instruction it was recorded in, with the slots the language
// declared there (trace.Recorder.Begin); the recorder refuses a guard
// after an effect of the same instruction, so nothing the instruction
// did before its guards is repeated.
package resume
