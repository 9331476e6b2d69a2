//go:build linux && amd64

package amd64

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// The embedded executor runs a trace when native code may not touch the
// memory (run.go). Most programs never need it, and its copy of a trace
// (exec's decoded form and guards) was a quarter of the Go memory a
// compiled trace kept, so the backend makes the copies when a Run first
// falls back: it decodes every code compiled so far, in compile order (a
// code jumps only into loops compiled before it), and attaches the
// bridges attached so far, in order. From then on Compile and Attach keep
// the copies up to date as they go.

// pendingExec is a compiled code whose executor form is not made yet.
type pendingExec struct {
	c     *code
	funcs []*ir.Func
	loops func(id int) backend.Code
}

// execAttach is a bridge attached to guard k of c before the executor
// forms were made.
type execAttach struct {
	c      *code
	k      int
	bridge *code
}

// execLoops maps a loops function to the executor forms of the loops.
func execLoops(loops func(id int) backend.Code) func(id int) backend.Code {
	return func(id int) backend.Code {
		if c, ok := loops(id).(*code); ok && c.exec != nil {
			return c.exec
		}
		return nil
	}
}

// addExec gives c its executor form now if the executor forms are made
// already, else later (makeExec). The caller holds compileMu.
func (b *Backend) addExec(c *code, funcs []*ir.Func, loops func(id int) backend.Code) error {
	if !b.execMade {
		b.execPending = append(b.execPending, pendingExec{c, funcs, loops})
		return nil
	}
	return b.decodeExec(c, funcs, loops)
}

// decodeExec makes c's executor form and maps its guards and call sites
// to c's. The caller holds compileMu.
func (b *Backend) decodeExec(c *code, funcs []*ir.Func, loops func(id int) backend.Code) error {
	ex, err := b.exec.Compile(c.trace, funcs, execLoops(loops))
	if err != nil {
		return err
	}
	c.exec = ex
	if c.invalid {
		b.exec.Invalidate(ex)
	}
	b.tabMu.Lock()
	for k, g := range ex.Guards() {
		b.execGuards[g] = c.guards[k]
	}
	for k, site := range ex.CallSites() {
		b.execGuards[site] = c.callSites[k]
	}
	b.tabMu.Unlock()
	return nil
}

// attachExec attaches bridge's executor form to guard k of c, now or,
// before the forms are made, later. The caller holds compileMu.
func (b *Backend) attachExec(c *code, k int, bridge *code) error {
	if !b.execMade {
		b.execAttached = append(b.execAttached, execAttach{c, k, bridge})
		return nil
	}
	return b.exec.Attach(c.exec.Guards()[k], bridge.exec)
}

// makeExec makes the executor forms of the codes compiled so far and
// attaches their bridges, once.
func (b *Backend) makeExec() {
	b.compileMu.Lock()
	defer b.compileMu.Unlock()
	if b.execMade {
		return
	}
	b.execMade = true
	for _, p := range b.execPending {
		if err := b.decodeExec(p.c, p.funcs, p.loops); err != nil {
			// Compile checked everything the executor needs.
			panic(fmt.Sprintf("amd64: the executor cannot run compiled trace %s: %v", p.c.trace.Name, err))
		}
	}
	for _, a := range b.execAttached {
		if err := b.attachExec(a.c, a.k, a.bridge); err != nil {
			panic(fmt.Sprintf("amd64: the executor cannot attach a bridge to trace %s: %v", a.c.trace.Name, err))
		}
	}
	b.execPending, b.execAttached = nil, nil
}
