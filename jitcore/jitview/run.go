package jitview

import "time"

// Run describes what the JIT did in one run of a program.
type Run struct {
	// Title names the run (the log file, the program).
	Title string
	// Backend is the code generator ("native", "exec"); Params the JIT
	// parameters, printed.
	Backend, Params string
	// Stats are the --jit-stats lines at the end of the run.
	Stats []string
	// Stopped says why the JIT stopped compiling for good, or "".
	Stopped string
	Traces  []Trace
	Aborts  []Abort
	Events  []Event
	Caches  []CacheSite
	// Sources are the text of the files the locations name (ReadSources).
	Sources []Source
	// packing is what Pack has packed so far.
	packing packing
}

// Kinds of trace.
const (
	KindLoop     = "loop"
	KindBridge   = "bridge"
	KindFunction = "function"
)

// Trace is one compiled trace: a loop, a function or a bridge.
type Trace struct {
	ID   int
	Kind string // KindLoop, KindBridge, KindFunction
	// Where is the printable location it starts at.
	Where string
	// From is the guard a bridge starts at (zero for loops and
	// functions).
	From GuardRef
	// JumpsTo is the trace the trace ends in a jump to, or 0 (its own
	// label, a return).
	JumpsTo int
	// Entries counts the entries from the interpreter; Arrivals the
	// arrivals compiled code counted: the iterations of a loop (at its
	// label), the entries of a bridge or a function (from the
	// interpreter, a guard or a call); -1 when the backend did not count.
	Entries, Arrivals int64
	// CodeBytes is the size of its machine code; CompileTime what
	// optimizing and generating code took.
	CodeBytes   int
	CompileTime time.Duration
	// Recorded is the IR as recorded, Optimized as compiled; Entry, for
	// a peeled loop, is how other traces enter it at its label.
	Recorded, Optimized, Entry []Op
	// Code is the machine-code listing: a line per instruction, starting
	// with its code-heap offset in hex (what perf reports).
	Code   string
	Guards []Guard
	// chunk is 1 + the chunk Run.Pack put the trace's body in (0: not
	// packed), slot its place there.
	chunk, slot int
}

// GuardRef names a guard: the trace and the op number of the guard in
// its optimized IR.
type GuardRef struct {
	Trace, Op int
}

// Op is one line of IR.
type Op struct {
	// Text is the op without its snapshot.
	Text string
	// Where is the source position it belongs to: for recorded ops, the
	// instruction being recorded; for guards, their snapshot's innermost
	// frame; "" when unknown.
	Where string
	// Snapshot is a guard's resume snapshot, printed, or "".
	Snapshot string
	// Removed marks an allocation the optimizer removed (the object is
	// virtual: it exists only if a guard fails and the exit builds it).
	Removed bool
}

// Guard is one guard of an optimized trace.
type Guard struct {
	Op int // its op number in Trace.Optimized
	// Where is the position its snapshot resumes at; Reason what it
	// checks, in the program's terms where the IR shows it (a promoted
	// value, an overflow, a bounds check, a branch taken).
	Where, Reason string
	// Exits counts its failures that went back to the interpreter.
	Exits int64
	// Bridge is the trace its failures continue in, or 0; Shared says
	// that bridge was recorded from a twin guard and shared.
	Bridge int
	Shared bool
}

// Abort is a recording that was abandoned.
type Abort struct {
	Kind   string // the kind of trace it would have been
	Where  string
	From   GuardRef // for bridges: the guard it started at
	Reason string
	Ops    int // ops recorded when it ended
}

// Event is something the JIT did outside any trace: it paused
// compiling, resumed, stopped for good, blacklisted a loop header.
type Event struct {
	Kind string // "paused", "resumed", "stopped", "blacklisted", "note"
	Text string
	// Where is the location it concerns, or "".
	Where string
}

// CacheSite is the state of one inline cache of the program at the end
// of the run.
type CacheSite struct {
	Where string
	// State is "empty", "monomorphic", "polymorphic" or "megamorphic".
	State string
	// Entries are its cached shapes with their hits, most hit first.
	Entries []CacheEntry
}

// CacheEntry is one cached shape of a site.
type CacheEntry struct {
	Shape uint32
	Hits  uint64
}

// Source is one source file.
type Source struct {
	Name, Text string
}
