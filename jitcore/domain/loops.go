package domain

import (
	"slices"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// Loops is the JIT glue of a single-frame loop language, the one-frame
// case of JIT: one interpreter frame with a fixed set of red slots,
// positions that are a pc, and loops as the only hot spots (bf; the
// tutorial language, docs/new-language.md). The program is one Code, and
// the frame's greens are [0, pc].
//
// A language's interpreter uses it in three places:
//
//	if d.Tracing() {
//		d.Begin(domain.FrameAt(m.jit, pc, reds...)) // each instruction's snapshot
//	}
//	...
//	// at a backward jump to the loop header pc:
//	if pc, err = domain.Header(m.jit, d, pc, reds); err != nil {
//		return pc, err
//	}
//
// (Header is AtHeader when recording and Enter in the interpreter: a
// language may call those two itself.)
//
// A nil *Loops is the JIT switched off: Stats and Close accept it.
type Loops struct {
	j    *JIT[int64]
	code *Code
	lang Lang
	// frame is the interpreter's frame while Enter runs (the JIT's
	// Stack).
	frame oneFrame[int64]
}

// Lang is what Loops needs to know of a language and its program.
type Lang struct {
	// File names the program's source and Size is its number of pcs; At
	// describes the instruction at pc (its opcode's name and position)
	// for logs and snapshots.
	File string
	Size int
	At   func(pc int) (op string, line, col int)
	// Memory is what compiled code runs on (the language's regions).
	Memory ir.Memory
	// Refs says that the red slots hold heap.Values (Spec.Refs).
	Refs bool
	// Record runs the recording instance of the interpreter on d from
	// pc with the red slots reds until the recording ends, and returns
	// the pc reached, with reds holding the red values there, and the
	// program's error if it failed.
	Record func(d *Recording, pc int, reds []ir.Value) (int, error)
	// Check, when not nil, is the error that calls out of compiled code
	// met (a failed write or read), asked after compiled code exits:
	// not nil ends the program with it.
	Check func() error
	// ErrorAt, when not nil, puts an error of compiled code at the
	// loop header pc in the language's words (its memory or heap failed
	// it; the reds are as they were at pc).
	ErrorAt func(pc int, err error) error
	// MinRun is Spec.MinRun: the least fuel per entry a loop's runs
	// must spend to be entered still (0: always entered).
	MinRun int
}

// Ints is n red slots of integers, for Lang.Reds.
func Ints(n int) []ir.Type { return types(n, ir.Int) }

// Refs is n red slots of heap words (heap.Values), for a language whose
// slots hold them: they are GC roots across calls that collect.
func Refs(n int) []ir.Type { return types(n, ir.Ref) }

func types(n int, t ir.Type) []ir.Type {
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = t
	}
	return ts
}

// NoMemory is the memory of a language without memory regions, for
// Lang.Memory.
type NoMemory struct{}

// Regions implements ir.Memory: there are none.
func (NoMemory) Regions() [][]byte { return nil }

// NewLoops makes the driver for a program and its glue, with funcs the
// functions the program's traces call; it returns nil when opts switch
// the JIT off.
func NewLoops(opts config.Options, funcs []*ir.Func, lang Lang) (*Loops, error) {
	l := &Loops{lang: lang}
	spec := Spec[int64]{Memory: lang.Memory, Refs: lang.Refs, Stack: &l.frame, Check: lang.Check, Record: l.record, MinRun: lang.MinRun}
	if lang.ErrorAt != nil {
		spec.ErrorAt = func(f Frame[int64], err error) error { return lang.ErrorAt(int(f.Greens[1]), err) }
	}
	j, err := Attach(opts, funcs, spec)
	if j == nil {
		return nil, err
	}
	l.j = j
	l.code = j.NewCode(lang.File, lang.Size, lang.At)
	l.frame.code = l.code
	return l, nil
}

// Stats are the driver's counters, or nil when the JIT is off.
func (l *Loops) Stats() *jitlog.Stats {
	if l == nil {
		return nil
	}
	return l.j.Stats()
}

// Close releases the driver's code memory and closes its log.
func (l *Loops) Close() error {
	if l == nil {
		return nil
	}
	return l.j.Close()
}

// Where is the printable location of pc.
func (l *Loops) Where(pc int) string { return l.code.Where(pc) }

// FrameAt is the frame at pc with the red slots reds (copied: the
// interpreter may change its slots while the snapshot is in use), for
// Domain.Begin. Its greens are shared by every frame at pc: a recording
// begins one at each instruction it records.
func FrameAt[V any](l *Loops, pc int, reds ...V) Frame[V] {
	if pc < 0 || pc >= l.code.size {
		return Frame[V]{Greens: l.code.Greens(pc), Where: l.Where(pc), Slots: slices.Clone(reds)}
	}
	loc := l.code.location(pc)
	return Frame[V]{Greens: loc.greens, Where: loc.where, Slots: slices.Clone(reds)}
}

// Header is the merge point at a backward jump to the loop header pc,
// in both domains: AtHeader when recording, Enter in the interpreter
// (nothing when l is nil: the JIT is off). In the concrete domain reds
// escapes, and the call stays in the interpreter's loop (bf, whose one
// red is a local, calls AtHeader itself and EnterInts from a method).
func Header[V, C any, D Domain[V, C]](l *Loops, d D, pc int, reds []V) (int, error) {
	if d.Tracing() {
		AtHeader(l, d, pc, reds...)
		return pc, nil
	}
	if l == nil {
		return pc, nil
	}
	return Enter(l, d, pc, reds)
}

// AtHeader is the recording's merge point at a backward jump to the
// loop header pc, with the red slots reds: it closes the loop there, or
// jumps into the compiled loop there, or stops to record that loop
// first, or goes on (LoopHeader). It reports whether the recording
// ended. Nothing in the interpreter.
func AtHeader[V, C any, D Domain[V, C]](l *Loops, d D, pc int, reds ...V) bool {
	if !d.Tracing() {
		return false
	}
	LoopHeader(l.j, d, Stack[V](&oneFrame[V]{code: l.code, pc: pc, reds: reds}), l.code, pc)
	return d.Done()
}

// AtEntry is AtHeader at the loop header pc reached by entering the
// loop rather than by a backward jump (bf's '[' on a cell that is not
// 0): the recording closes or jumps into the compiled loop there, but
// never stops there, since the loop may not iterate (bf's ifs run their
// body once). Nothing in the interpreter.
func AtEntry[V, C any, D Domain[V, C]](l *Loops, d D, pc int, reds ...V) bool {
	if !d.Tracing() {
		return false
	}
	recordHeader(d, Stack[V](&oneFrame[V]{code: l.code, pc: pc, reds: reds}), l.code, pc, false)
	return d.Done()
}

// Enter is the concrete interpreter's merge point at the loop header pc
// with the red slots reds (RPython's can_enter_jit): it counts the
// header; when it is hot, it records the loop from there, and when it
// has compiled code, runs it and resumes where that exits, recording a
// bridge when the Exit asks for one. It returns the pc where the
// interpreter goes on, with reds holding the values there, and the
// program's error if it failed. Call it on a Loops that is not nil, in
// the concrete domain only (a recording calls AtHeader instead).
func Enter[V, C any, D Domain[V, C]](l *Loops, d D, pc int, reds []V) (int, error) {
	if r, ok := any(reds).([]int64); ok { // no domain methods to call
		return l.EnterInts(pc, r)
	}
	in := make([]int64, len(reds))
	for i, r := range reds {
		in[i] = d.Concrete(r)
	}
	pc, err := l.EnterInts(pc, in)
	for i := range reds {
		reds[i] = d.Const(in[i])
	}
	return pc, err
}

// EnterInts is Enter on reds that are int64s, for a language that calls
// it outside its interpreter (bf: a call of the generic Enter in the
// interpreter's loop cost it 3% more instructions with the JIT off).
func (l *Loops) EnterInts(pc int, reds []int64) (int, error) {
	s := l.code.loop(pc)
	if s.Loop == nil && !l.j.d.Hot(&s.Site) {
		return pc, nil // most arrivals: counted, nothing else to do
	}
	// The frame's reds are the Loops' own: reds would escape otherwise,
	// and bf's interpreter would allocate them at every backward jump.
	if len(l.frame.reds) != len(reds) {
		l.frame.reds = make([]int64, len(reds))
	}
	for i, v := range reds { // not copy: runtime.memmove for a word or two
		l.frame.reds[i] = v
	}
	l.frame.pc = pc
	err := l.j.enterLoop(s, l.code, pc)
	for i, v := range l.frame.reds {
		reds[i] = v
	}
	return l.frame.pc, err
}

// record is the JIT's Spec.Record: the language's Record on the
// recording's one frame.
func (l *Loops) record(d *Recording, frames []Frame[ir.Value]) (Stack[ir.Value], error) {
	f := frames[0] // one frame: there are no calls
	pc, err := l.lang.Record(d, int(f.Greens[1]), f.Slots)
	return &oneFrame[ir.Value]{code: l.code, pc: pc, reds: f.Slots}, err
}

// oneFrame is the stack of a language of one frame: its pc and its red
// slots.
type oneFrame[V any] struct {
	code   *Code
	pc     int
	reds   []V
	greens [2]int64 // Top's, reused
}

func (f *oneFrame[V]) Frames() []Frame[V] { return []Frame[V]{f.Top()} }

func (f *oneFrame[V]) Top() Frame[V] {
	f.greens = [2]int64{int64(f.code.id), int64(f.pc)}
	return Frame[V]{Greens: f.greens[:], Slots: f.reds}
}

func (f *oneFrame[V]) Depth() int { return 1 }

// Replace takes the state of the one frame it is given: compiled code
// and recordings of a loop language leave one frame with the same reds.
func (f *oneFrame[V]) Replace(n int, frames []Frame[V]) {
	g := frames[0]
	f.pc = int(g.Greens[1])
	for i, v := range g.Slots { // not copy: runtime.memmove for a word or two
		f.reds[i] = v
	}
}

// Return is never called: a loop language has no calls to return from.
func (f *oneFrame[V]) Return(int, V) { panic("domain: a return from the one frame of a loop language") }
