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
// The families whose traces call an invalidated function's trace
// (call_trace) are invalidated with it: their code goes on calling the
// invalid trace, which leaves at its start, so they are recorded again
// too, and then call the function's new trace or inline the function.

// family is a compiled loop (trace number id) and the bridges attached
// under it; forget makes the loop's Site stop entering it.
type family struct {
	id      int
	forget  func()
	codes   []backend.Code
	invalid bool
	// callers are the families whose traces call this one's function.
	callers []*family
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

// calls notes that a trace of family f calls the compiled functions
// whose traces are callees: f is one of their callers. A callee
// invalidated already (while the trace was recorded) invalidates f at
// once; done is called for each family that invalidates, with the
// callee that made it (nil: a field it read).
func (fs families) calls(f *family, callees []*ir.Trace, be backend.Backend, done func(f, callee *family)) {
	if f == nil {
		return
	}
	for _, t := range callees {
		callee := fs.of(t)
		switch {
		case callee == nil || callee == f || slices.Contains(callee.callers, f):
		case callee.invalid:
			f.invalidate(be, callee, done)
		default:
			callee.callers = append(callee.callers, f)
		}
	}
}

// invalidate stops entering f and makes be's code of it leave, and the
// same for its callers; done is called for each family that was valid,
// with the callee whose invalidation made it (nil for f).
func (f *family) invalidate(be backend.Backend, callee *family, done func(f, callee *family)) {
	if f.invalid {
		return
	}
	f.invalid = true
	for _, c := range f.codes {
		be.Invalidate(c)
	}
	f.forget()
	done(f, callee)
	for _, c := range f.callers {
		c.invalidate(be, f, done)
	}
}
