// Package jitcore is microjit's driver: it counts a language's loop
// headers and function entries (Site), hands out recordings of hot ones
// (Recording, which a language's recording instance drives through
// jitcore/domain), compiles the traces they produce (jitcore/opt, then a
// backend), runs compiled code (Run) and, when a guard fails, returns
// the frames the interpreter resumes from (jitcore/resume) and records
// bridges from the guards that fail often.
//
// A language talks to the driver through jitcore/domain, whose
// documentation and docs/language-manual.md are the author's manual; its
// parameters and command-line options are jitcore/config's, its log and
// counters jitcore/jitlog's.
//
// # Loops and bridges
//
// A loop header is traced after Params.Threshold arrivals. The recording
// closes when it returns to its own header (a loop), or reaches another
// header that has compiled code (a jump into that loop). After
// Params.TraceEagerness failures a guard gets a bridge, recorded from its
// snapshot until it reaches a compiled header; the values that the
// guard's failure fixes (ir.FailureFacts: x after a failed x != k) start
// the bridge as constants, so the branch it records again folds away
// (resume.Replay). A bridge that reaches the header of a short compiled
// loop that only passes on to another loop (a round loop around an inner
// loop) records through it, once, and jumps into the loop it passes on
// to. The copies of one guard in an unrolled loop (twins, opt.Unroll)
// count their failures together and share their bridge (twins.go). A
// recording (loop or bridge) that reaches another header with no
// compiled code stops there and makes that header hot, so inner loops
// are compiled first and later recordings jump into them; the last of
// Params.MaxAborts tries unrolls the other loop instead. Recordings
// longer than Params.TraceLimit ops are abandoned with a logged reason;
// a header whose recordings fail Params.MaxAborts times is blacklisted.
//
// # Function traces
//
// A function entry is a Site too, hot after Params.FunctionThreshold
// calls (HotFunc); RecordFunc records the function from there with the
// new frame's slots as inputs until that frame returns
// (Recording.Return). A recording that reaches a call of a compiled
// function, or of the one it records, may record it as a call
// (Recording.CanCall, CallTrace: PyPy's call_assembler). Run then runs a
// function at its call with the depth the language still allows; its
// Exit says Returned, or lists the frames to resume below the calls.
//
// # What compiling may cost
//
// Compiling pays only for code that runs long enough afterwards.
// Compiled code earns the driver credit for compiling with the fuel it
// spends (Params.MinPayoff units per IR op); without credit, compiling
// pauses until there is some again (only loops and guards that stay hot
// much longer are recorded meanwhile), and it stops for good when the
// code heap (Params.MaxCodeBytes) or the traces' Go memory
// (Params.MaxTraceMemory) is full (policy.go). Stats.Memory says what
// the installed traces keep: their IR, snapshots and the backend's
// metadata; a trace keeps what its ops and snapshots need, at most
// Params.TraceLimit ops' worth. So the forced mode of the conformance
// runner may compile less than every loop of a large program.
//
// # Runs inside runs
//
// Run is re-entrant, to any depth: a function that compiled code calls
// may run the interpreter and through it compiled code (a Python
// sorted() calling its key function). Each Run has its own machine
// state; an Exit is valid until the next Run, nested ones included;
// while a recording is under way nothing else is recorded and no Exit
// asks for a bridge. docs/language-manual.md, "Calls out of compiled
// code that run compiled code", has the rules a language keeps.
package jitcore
