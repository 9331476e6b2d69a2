package domain

import (
	"slices"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// Code is one code object of a program (a function's body, a module, a
// clause; the whole program of a language that has one): a space of pcs
// that are green keys. Its Sites, for loop headers and function entries,
// are made when first counted and go with it (Release).
type Code struct {
	id   int
	file string
	size int
	at   func(pc int) (op string, line, col int)
	// loops and entries are the Sites of the loop headers and function
	// entries by pc (nil: none yet); nil until the first is made.
	loops, entries []*site
	// where caches Where and the greens of FrameAt: a map, since a
	// slice per pc is memory the runtime zeroes for every instruction
	// of a large program.
	where map[int]location
}

// location is what Code keeps of a pc a recording began an instruction
// at: its printable location and its greens (shared by the snapshots of
// every recording there, which never change them).
type location struct {
	where  string
	greens []int64
}

// site is the JIT's state at one green key: the driver's Site, and the
// shape of the frame its code was recorded from (its greens and its
// number of slots), which a frame must have to enter it.
type site struct {
	jitcore.Site
	greens []int64
	slots  int
	// pay weighs the runs of its compiled code (Spec.MinRun).
	pay payoff
}

// Site kinds.
const (
	loopSite = iota
	entrySite
)

// NewCode declares a code object of size instructions in file; at
// describes the instruction at pc (its opcode's name and its position)
// for the printable locations of logs and snapshots. With the JIT off
// (j nil) it is nil, which LoopHeader and FuncEntry accept.
func (j *JIT[W]) NewCode(file string, size int, at func(pc int) (op string, line, col int)) *Code {
	if j == nil {
		return nil
	}
	c := &Code{id: len(j.codes), file: file, size: size, at: at, where: map[int]location{}}
	j.codes = append(j.codes, c)
	return c
}

// Release drops c's Sites: the code object is gone (a function that is
// no longer reachable, a retracted clause). Its compiled traces are no
// longer entered.
func (j *JIT[W]) Release(c *Code) {
	if j == nil || c == nil {
		return
	}
	j.codes[c.id] = nil
	c.loops, c.entries = nil, nil
}

// Greens are the first greens of a frame at pc of c: [c's id, pc].
// A language's frame codec appends its own.
func (c *Code) Greens(pc int, more ...int64) []int64 {
	return append([]int64{int64(c.id), int64(pc)}, more...)
}

// Where is the printable location of pc.
func (c *Code) Where(pc int) string {
	if pc < 0 || pc >= c.size {
		return jitlog.End(pc)
	}
	return c.location(pc).where
}

// location is pc's location, made the first time it is asked for.
func (c *Code) location(pc int) location {
	l, ok := c.where[pc]
	if !ok {
		op, line, col := c.at(pc)
		l = location{where: jitlog.Location(pc, op, c.file, line, col), greens: c.Greens(pc)}
		c.where[pc] = l
	}
	return l
}

// loop is the Site of the loop header at pc, made if there is none
// (the interpreter asks at every backward jump: it inlines).
func (c *Code) loop(pc int) *site {
	if pc < len(c.loops) && c.loops[pc] != nil {
		return c.loops[pc]
	}
	return c.site(pc, loopSite)
}

// entry is the Site of the function entry at pc, made if there is none
// (the interpreter asks at every call: it inlines).
func (c *Code) entry(pc int) *site {
	if pc < len(c.entries) && c.entries[pc] != nil {
		return c.entries[pc]
	}
	return c.site(pc, entrySite)
}

// site is the Site of kind at pc, made if there is none. It is kept out
// of line so that loop and entry, the interpreter's fast paths, inline.
//
//go:noinline
func (c *Code) site(pc, kind int) *site {
	index := &c.loops
	if kind == entrySite {
		index = &c.entries
	}
	if *index == nil {
		*index = make([]*site, c.size)
	}
	if (*index)[pc] == nil {
		(*index)[pc] = &site{}
	}
	return (*index)[pc]
}

// lookup is the Site of kind at pc, or nil.
func (c *Code) lookup(pc, kind int) *site {
	index := c.loops
	if kind == entrySite {
		index = c.entries
	}
	if pc < 0 || pc >= len(index) {
		return nil
	}
	return index[pc]
}

// setShape records f as the frame s's code is recorded from.
func setShape[V any](s *site, f Frame[V]) {
	s.greens, s.slots = slices.Clone(f.Greens), len(f.Slots)
}

// fits reports whether a frame of these greens and slots may enter s's
// code: it has the greens and the number of slots of the frame the code
// was recorded from.
func fits[V any](s *site, f Frame[V]) bool {
	return len(f.Slots) == s.slots && slices.Equal(f.Greens, s.greens)
}
