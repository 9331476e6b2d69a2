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
	// stage is, for a forward pass (walk.go), its stage in a walk of b
	// (nil when it has nothing to do) and what ends it once the walk is
	// done (nil: nothing). Optimize runs neighbouring enabled forward
	// passes as one walk.
	stage func(b *builder) (stage, func())
}

// Passes are all passes in the order Optimize runs them (see doc.go).
var Passes = []Pass{
	{"fold", Fold, func(b *builder) (stage, func()) { return folder{b}, nil }},
	{"cse", CSE, func(b *builder) (stage, func()) { c := newCSE(b); return c, c.free }},
	{"heapcache", HeapCache, func(b *builder) (stage, func()) { h := newHeapCache(b); return h, h.free }},
	{"widen", Widen, newWidener},
	{"bounds", Bounds, func(b *builder) (stage, func()) { s := newBounds(b); return s, s.free }},
	{"dce", DCE, nil},
	{"peel", Peel, nil},
	{"carry", Carry, nil},
	{"loopbounds", LoopBounds, nil},
	{"untag", Untag, nil},
	{"virtuals", Virtuals, nil},
	{"rawint", RawInts, nil},
	{"demand", Demand, nil},
	{"sink", Sink, nil},
	{"exits", Exits, nil},
	{"unroll", Unroll, nil},
	{"schedule", Schedule, nil},
	{"entry", CheckEntry, nil},
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
// what an earlier pass made, are the passes run again, verifying t first
// and then after each pass, so that the error names the pass at fault or
// t (the tests verify after every pass always). t need not be verified
// before: what is compiled is the result, and a malformed t shows as an
// error (the driver verified every recorded trace before optimizing it,
// 7% of its compile time).
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
	if err := t.Verify(); err != nil {
		return nil, fmt.Errorf("the trace to optimize is malformed: %w", err)
	}
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
// if it does not verify or a pass panicked. Neighbouring forward passes
// run as one walk, whose time goes to the first of them in spent.
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
	for i := 0; i < len(Passes); {
		p, n := Passes[i], 1
		switch {
		case s&(1<<i) == 0:
		case p.stage != nil:
			n = forwardGroup(s, i)
			t = then2(in, t, func(t *ir.Trace) *ir.Trace { return forward(t, Passes[i:i+n], s>>i) })
		default:
			t = step(p, in, t)
		}
		if spent != nil && s&(1<<i) != 0 {
			now := time.Now()
			spent[i] += now.Sub(start)
			start = now
		}
		i += n
	}
	out, err := Rederive(t)
	if err == nil && out != t && t != in {
		recycle(t)
	}
	return out, err == nil && out.Verify() == nil
}

// forwardGroup is how many passes from Passes[i], a forward pass in s,
// run in its walk: the forward passes that follow it, enabled or not.
func forwardGroup(s Set, i int) int {
	n := 1
	for i+n < len(Passes) && Passes[i+n].stage != nil {
		n++
	}
	return n
}

// TimeName is the name under which OptimizeTimed adds the time of pass i
// when the passes of s run: the names of the forward passes of s that run
// in one walk with it, joined by "+".
func TimeName(s Set, i int) string {
	if Passes[i].stage == nil {
		return Passes[i].Name
	}
	var names []string
	for k := i; k < i+forwardGroup(s, i); k++ {
		if s&(1<<k) != 0 {
			names = append(names, Passes[k].Name)
		}
	}
	return strings.Join(names, "+")
}

// forward runs the passes of group enabled in s (bit k for group[k]) as
// one walk over t, or returns t when none has anything to do.
func forward(t *ir.Trace, group []Pass, s Set) *ir.Trace {
	b := newBuilder(t)
	var stages []stage
	var ends []func()
	for k, p := range group {
		if s&(1<<k) == 0 {
			continue
		}
		if st, end := p.stage(b); st != nil {
			stages = append(stages, st)
			if end != nil {
				ends = append(ends, end)
			}
		}
	}
	if len(stages) == 0 {
		recycle(b.finish())
		return t
	}
	out := b.walk(stages...)
	for _, end := range ends {
		end()
	}
	return out
}

// then runs f on t, an intermediate trace of the caller's, and recycles
// t (ir.Recycle) when f made a new trace: passes that run other passes
// on what they built chain them through then.
func then(t *ir.Trace, f func(*ir.Trace) *ir.Trace) *ir.Trace {
	out := f(t)
	if out != t {
		recycle(t)
	}
	return out
}

// step runs pass p on t, the result of the passes before it on in, and
// recycles t's arrays (ir.Recycle) when p made a new trace and t is not
// the caller's in: no pass keeps a reference to its input.
func step(p Pass, in, t *ir.Trace) *ir.Trace { return then2(in, t, p.Run) }

// then2 is then for t, which is the caller's own in when no pass ran
// yet: in is never recycled.
func then2(in, t *ir.Trace, f func(*ir.Trace) *ir.Trace) *ir.Trace {
	if t == in {
		return f(t)
	}
	return then(t, f)
}

// recycle gives the arrays of t, an intermediate trace of the optimizer
// that nothing uses any more, back for reuse, its constants with them
// (ir.Recycle and ir.RecycleConsts): a pass's trace copies its
// constants from the last one's, so every pass used to make a fresh
// array of them.
func recycle(t *ir.Trace) {
	ir.Recycle(t)
	ir.RecycleConsts(t)
}
