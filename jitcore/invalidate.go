package jitcore

import (
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

// family is a compiled loop (trace number id) and the bridges attached
// under it; forget makes the loop's Site stop entering it.
type family struct {
	id      int
	forget  func()
	codes   []backend.Code
	invalid bool
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

// invalidate stops entering f and makes be's code of it leave. It
// reports whether f was valid.
func (f *family) invalidate(be backend.Backend) bool {
	if f.invalid {
		return false
	}
	f.invalid = true
	for _, c := range f.codes {
		be.Invalidate(c)
	}
	f.forget()
	return true
}
