package jitcore

import (
	"slices"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Traces that depend on quasi-immutable values (package quasi).
//
// A compiled loop or function and the bridges attached under it are a
// family: a write of a value one of them depends on invalidates them
// all, as PyPy invalidates a loop token. The driver stops entering the
// family's loop (its Site has no Loop again, and is recorded again with
// the new value once hot), and the backend makes its code leave at its
// next guard_not_invalidated (at its start, after each call, at a read
// after a call: ir's quasi.go). Its guards grow no more bridges.
//
// The families whose code enters an invalidated family's (a call_trace
// of its function, a jump into its loop) are invalidated with it: their
// code would go on entering the invalid code, which leaves at its start
// every time, so they are recorded again too, and then enter the new
// code (or inline the function).

// family is a compiled loop (trace number id) and the bridges attached
// under it; forget makes the loop's Site stop entering it.
type family struct {
	id      int
	forget  func()
	codes   []backend.Code
	invalid bool
	// entrants are the families whose code enters this one's.
	entrants []*family
}

// families are the compiled traces' families.
type families map[*ir.Trace]*family

// of is the family compiled trace t belongs to, or nil.
func (fs families) of(t *ir.Trace) *family { return fs[t] }

// loop starts the family of compiled loop t (code c), whose Site forget
// makes forget it.
func (fs families) loop(t *ir.Trace, c backend.Code, forget func()) *family {
	f := &family{id: t.ID, forget: forget, codes: []backend.Code{c}}
	fs[t] = f
	return f
}

// bridge adds bridge t (code c) from guard g to g's family, and returns
// it (nil when g's trace has none).
func (fs families) bridge(t *ir.Trace, c backend.Code, g *backend.Guard) *family {
	f := fs[g.Trace]
	if f != nil {
		f.codes = append(f.codes, c)
		fs[t] = f
	}
	return f
}

// enters notes that a trace of family f enters the compiled traces
// targets (calls their functions, jumps into their loops): f is one of
// their families' entrants. A target invalidated already (while the
// trace was recorded) invalidates f at once; done is called for each
// family that invalidates, with the family whose invalidation made it
// (nil: a field it read).
func (fs families) enters(f *family, targets []*ir.Trace, be backend.Backend, done func(f, by *family)) {
	if f == nil {
		return
	}
	for _, t := range targets {
		target := fs.of(t)
		switch {
		case target == nil || target == f || slices.Contains(target.entrants, f):
		case target.invalid:
			f.invalidate(be, target, done)
		default:
			target.entrants = append(target.entrants, f)
		}
	}
}

// invalidate stops entering f and makes be's code of it leave, and the
// same for its entrants; done is called for each family that was valid,
// with the family whose invalidation made it (nil for f).
func (f *family) invalidate(be backend.Backend, by *family, done func(f, by *family)) {
	if f.invalid {
		return
	}
	f.invalid = true
	for _, c := range f.codes {
		be.Invalidate(c)
	}
	f.forget()
	done(f, by)
	for _, e := range f.entrants {
		e.invalidate(be, f, done)
	}
}
