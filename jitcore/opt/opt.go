package opt

import (
	"fmt"
	"strings"
	"time"

	"github.com/microjit/microjit/jitcore/ir"
)

// Pass is one optimizer pass. Run never modifies its argument: it returns
// a new trace (or the same one when it has nothing to do).
type Pass struct {
	Name string
	Run  func(*ir.Trace) *ir.Trace
}

// Passes are all passes in the order Optimize runs them (see doc.go).
var Passes = []Pass{
	{"fold", Fold},
	{"cse", CSE},
	{"heapcache", HeapCache},
	{"widen", Widen},
	{"bounds", Bounds},
	{"dce", DCE},
	{"peel", Peel},
	{"carry", Carry},
	{"loopbounds", LoopBounds},
	{"untag", Untag},
	{"virtuals", Virtuals},
	{"rawint", RawInts},
	{"demand", Demand},
	{"sink", Sink},
	{"exits", Exits},
	{"unroll", Unroll},
	{"schedule", Schedule},
	{"entry", CheckEntry},
}

// Set is a set of enabled passes: bit i is Passes[i].
type Set uint64

// All enables every pass.
var All = Set(1)<<len(Passes) - 1

// Has reports whether the pass called name is in s.
func (s Set) Has(name string) bool {
	i := passIndex(name)
	return i >= 0 && s&(1<<i) != 0
}

func passIndex(name string) int {
	for i, p := range Passes {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// Names lists the pass names in order.
func Names() []string {
	names := make([]string, len(Passes))
	for i, p := range Passes {
		names[i] = p.Name
	}
	return names
}

// Parse reads an enable_opts value: "all", "none", or a colon-separated
// list of pass names (in any order; passes always run in Passes order).
func Parse(enable string) (Set, error) {
	switch enable {
	case "all":
		return All, nil
	case "none":
		return 0, nil
	case "":
		return 0, fmt.Errorf("enable_opts is empty: want all, none, or a colon-separated list of %s", strings.Join(Names(), ", "))
	}
	var s Set
	for _, name := range strings.Split(enable, ":") {
		i := passIndex(name)
		if i < 0 {
			return 0, fmt.Errorf("unknown optimizer pass %q in enable_opts %q (known: all, none, %s)", name, enable, strings.Join(Names(), ", "))
		}
		s |= 1 << i
	}
	return s, nil
}

// Optimize runs the passes of s in order on t and verifies the result. t
// itself is not modified, so a caller can fall back to it on error. The
// result is verified once; only when it is malformed, or a pass panics on
// what an earlier pass made, are the passes run again, verifying after
// each, so that the error names the pass at fault (the tests verify after
// every pass always).
//
// After the passes, Rederive makes what they left of the trace safe
// across collections (whichever passes ran).
func Optimize(t *ir.Trace, s Set) (*ir.Trace, error) { return OptimizeTimed(t, s, nil) }

// OptimizeTimed is Optimize adding the time each pass took to spent[i],
// i the pass's index in Passes (spent nil, or at least that long):
// --jit-stats prints the split.
func OptimizeTimed(t *ir.Trace, s Set, spent []time.Duration) (*ir.Trace, error) {
	if out, ok := optimizeFast(t, s, spent); ok {
		if out != t {
			ir.Compact(out) // it lives on, in arrays of its size
		}
		return withoutEntry(t, out, s), nil
	}
	in := t
	for _, p := range Passes {
		if !s.Has(p.Name) {
			continue
		}
		t = step(p, in, t)
		if err := t.Verify(); err != nil && !mendedByRederive(t) {
			return nil, fmt.Errorf("optimizer pass %s produced a malformed trace: %v", p.Name, err)
		}
	}
	if _, err := Rederive(t); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("the optimized trace is malformed, but no pass alone made it so")
}

// mendedByRederive reports whether t, which does not verify, does once
// Rederive has computed its offsets again after collections: the passes
// may leave them live across a collection, which Rederive mends after
// them.
func mendedByRederive(t *ir.Trace) bool {
	out, err := Rederive(t)
	return err == nil && out.Verify() == nil
}

// withoutEntry drops out's Entry unless the entry pass is in s: peel
// and the passes after it make one, CheckEntry keeps it.
func withoutEntry(in, out *ir.Trace, s Set) *ir.Trace {
	if !s.Has("entry") && out != in && out.Entry != nil {
		out.Entry = nil
	}
	return out
}

// optimizeFast runs the passes of s and verifies the result; ok is false
// if it does not verify or a pass panicked.
func optimizeFast(t *ir.Trace, s Set, spent []time.Duration) (out *ir.Trace, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	in := t
	var start time.Time
	if spent != nil {
		start = time.Now()
	}
	for i, p := range Passes {
		if s&(1<<i) == 0 {
			continue
		}
		t = step(p, in, t)
		if spent != nil {
			now := time.Now()
			spent[i] += now.Sub(start)
			start = now
		}
	}
	out, err := Rederive(t)
	if err == nil && out != t && t != in {
		ir.Recycle(t)
	}
	return out, err == nil && out.Verify() == nil
}

// then runs f on t, an intermediate trace of the caller's, and recycles
// t (ir.Recycle) when f made a new trace: passes that run other passes
// on what they built chain them through then.
func then(t *ir.Trace, f func(*ir.Trace) *ir.Trace) *ir.Trace {
	out := f(t)
	if out != t {
		ir.Recycle(t)
	}
	return out
}

// step runs pass p on t, the result of the passes before it on in, and
// recycles t's arrays (ir.Recycle) when p made a new trace and t is not
// the caller's in: no pass keeps a reference to its input.
func step(p Pass, in, t *ir.Trace) *ir.Trace {
	if t == in {
		return p.Run(t)
	}
	return then(t, p.Run)
}
