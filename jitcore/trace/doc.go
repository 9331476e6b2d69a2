// Package trace records traces. A language's recording interpreter runs
// one iteration of a hot loop through a Recorder: every operation both
// computes its concrete result (with ir.Eval, so recording executes the
// program exactly as the trace will) and appends itself to the trace.
// Branches become guards that hold for the path taken, each carrying the
// snapshot the language declared with Begin at the start of the current
// instruction. Operations on constants fold as they are recorded.
//
// The resume rule: a guard resumes at the start of its instruction, so no
// side effect (store, call) of an instruction may come before one of its
// guards. The Recorder panics if a language breaks this rule: it is a bug
// in the language's recorder, found by its tests.
package trace
