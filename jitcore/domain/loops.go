package domain

import (
	"slices"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// Loops is the JIT glue of a single-frame loop language: one interpreter
// frame with a fixed set of red slots, positions that are a pc (the
// green), and loops as the only hot spots (bf; the tutorial language,
// docs/new-language.md). It holds what every such language would write
// again: a Site per loop header, the printable location of each pc,
// counting headers (Driver.Hot), recording a hot loop by running the
// recording instance of the interpreter (Driver.RecordLoop), running
// compiled code and resuming from its Exit (Driver.Run), and recording a
// bridge when the Exit asks for one (Driver.RecordBridge).
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
// (Header is d.AtHeader when recording and domain.Enter in the
// interpreter: a language may call those two itself.)
//
// A nil *Loops is the JIT switched off: Stats and Close accept it.
type Loops struct {
	d    *jitcore.Driver
	lang Lang
	// sites holds one Site per loop header, and siteOf[pc] is 1 + the
	// index in sites of the header at pc (0 elsewhere): a Site per pc
	// would be 16 bytes per instruction that the hot counters touch.
	sites  []jitcore.Site
	siteOf []int32
	// where caches Lang.Where: a map, since a []string per pc is memory
	// the runtime zeroes for every instruction of a large program.
	where map[int]string
	in    []int64 // the reds' concrete values at Enter
}

// Lang is what Loops needs to know of a language and its program.
type Lang struct {
	// Size is the number of pcs of the program; Headers are the pcs of
	// its loop headers (each gets a Site).
	Size    int
	Headers []int
	// Reds are the types of the frame's red slots.
	Reds []ir.Type
	// Memory is what compiled code runs on (the language's regions).
	Memory ir.Memory
	// Where is the printable location of pc, for logs and snapshots
	// (asked once per pc).
	Where func(pc int) string
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
	// loop header pc in the language's words (Exit.Err: its memory or
	// heap failed it; the reds are as they were at pc).
	ErrorAt func(pc int, err error) error
}

// Ints is n red slots of integers, for Lang.Reds.
func Ints(n int) []ir.Type {
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = ir.Int
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
	if !opts.Params.Enabled {
		return nil, nil
	}
	d, err := jitcore.NewDriver(opts, funcs)
	if err != nil {
		return nil, err
	}
	l := &Loops{d: d, lang: lang, sites: make([]jitcore.Site, len(lang.Headers)), siteOf: make([]int32, lang.Size),
		where: map[int]string{}, in: make([]int64, len(lang.Reds))}
	for i, pc := range lang.Headers {
		l.siteOf[pc] = int32(i + 1)
	}
	return l, nil
}

// Stats are the driver's counters, or nil when the JIT is off.
func (l *Loops) Stats() *jitlog.Stats {
	if l == nil {
		return nil
	}
	s := l.d.Stats()
	return &s
}

// Close releases the driver's code memory and closes its log.
func (l *Loops) Close() error {
	if l == nil {
		return nil
	}
	return l.d.Close()
}

// Site is the Site of the loop header at pc (one of Lang.Headers).
func (l *Loops) Site(pc int) *jitcore.Site { return &l.sites[l.siteOf[pc]-1] }

// Where is the printable location of pc.
func (l *Loops) Where(pc int) string {
	w, ok := l.where[pc]
	if !ok {
		w = l.lang.Where(pc)
		l.where[pc] = w
	}
	return w
}

// FrameAt is the frame at pc with the red slots reds (copied: the
// interpreter may change its slots while the snapshot is in use), for
// Domain.Begin.
func FrameAt[V any](l *Loops, pc int, reds ...V) Frame[V] {
	return Frame[V]{Greens: []int64{int64(pc)}, Where: l.Where(pc), Slots: slices.Clone(reds)}
}

// Header is the merge point at a backward jump to the loop header pc,
// in both domains: d.AtHeader when recording, Enter in the interpreter
// (nothing when l is nil: the JIT is off). In the concrete domain reds
// escapes, and the call stays in the interpreter's loop (bf, whose one
// red is a local, calls AtHeader itself and EnterInts from a method).
func Header[V, C any, D Domain[V, C]](l *Loops, d D, pc int, reds []V) (int, error) {
	if d.Tracing() {
		d.AtHeader(l.Site(pc), reds...)
		return pc, nil
	}
	if l == nil {
		return pc, nil
	}
	return Enter(l, d, pc, reds)
}

// Enter is the concrete interpreter's merge point at the loop header pc
// with the red slots reds (RPython's can_enter_jit): it counts the
// header; when it is hot, it records the loop from there, and when it
// has compiled code, runs it and resumes where that exits, recording a
// bridge when the Exit asks for one. It returns the pc where the
// interpreter goes on, with reds holding the values there, and the
// program's error if it failed. Call it on a Loops that is not nil, in
// the concrete domain only (a recording calls d.AtHeader instead).
func Enter[V, C any, D Domain[V, C]](l *Loops, d D, pc int, reds []V) (int, error) {
	if r, ok := any(reds).([]int64); ok { // no domain methods to call
		return l.EnterInts(pc, r)
	}
	s := l.Site(pc)
	if s.Loop == nil && !l.d.Hot(s) {
		return pc, nil // most arrivals: counted, nothing else to do
	}
	for i, r := range reds {
		l.in[i] = d.Concrete(r)
	}
	pc, err := l.enter(s, pc, l.in)
	for i := range reds {
		reds[i] = d.Const(l.in[i])
	}
	return pc, err
}

// EnterInts is Enter on reds that are int64s, for a language that calls
// it outside its interpreter (bf: a call of the generic Enter in the
// interpreter's loop cost it 3% more instructions with the JIT off).
func (l *Loops) EnterInts(pc int, reds []int64) (int, error) {
	s := l.Site(pc)
	if s.Loop == nil && !l.d.Hot(s) {
		return pc, nil // most arrivals: counted, nothing else to do
	}
	in := l.in[:len(reds)]
	for i, v := range reds { // not copy: runtime.memmove for a word or two
		in[i] = v
	}
	pc, err := l.enter(s, pc, in)
	for i, v := range in {
		reds[i] = v
	}
	return pc, err
}

// enter is Enter at a header s that is hot or has compiled code, on the
// reds' concrete values, which it updates (l.in: compiled code and
// recordings may keep them).
func (l *Loops) enter(s *jitcore.Site, pc int, reds []int64) (int, error) {
	if s.Loop == nil { // hot
		rec := l.d.RecordLoop(s, l.Where(pc), l.lang.Reds, reds, l.lang.Memory)
		vals := make([]ir.Value, len(reds))
		for i := range vals {
			vals[i] = rec.Input(i)
		}
		return l.record(rec, pc, vals, reds)
	}
	ex := l.d.Run(s.Loop, reds, l.lang.Memory, 0) // no calls: no depth
	if ex.Err != nil {
		if l.lang.ErrorAt != nil {
			return pc, l.lang.ErrorAt(pc, ex.Err)
		}
		return pc, ex.Err
	}
	f := ex.Frames[0] // one frame: there are no calls
	pc = int(f.Greens[0])
	for i, v := range f.Slots { // not copy: runtime.memmove for a word or two
		reds[i] = v
	}
	if l.lang.Check != nil {
		if err := l.lang.Check(); err != nil {
			return pc, err
		}
	}
	if ex.Bridge {
		rec, frames := l.d.RecordBridge(ex, l.lang.Memory)
		return l.record(rec, pc, frames[0].Slots, reds)
	}
	return pc, nil
}

// record runs the recording instance of the interpreter from pc with the
// red values vals until the recording ends, and leaves the concrete
// values of the reds reached in reds.
func (l *Loops) record(rec *jitcore.Recording, pc int, vals []ir.Value, reds []int64) (int, error) {
	pc, err := l.lang.Record(NewRecording(rec), pc, vals)
	for i, v := range vals {
		reds[i] = rec.Concrete(v)
	}
	return pc, err
}
