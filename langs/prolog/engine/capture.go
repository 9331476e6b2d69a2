package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// maxCaptures bounds how deeply goals run from inside a builtin nest (a
// portray/1 that prints its argument again, a ~@ goal that formats
// itself): each level takes Go stack, so the limit is a resource error
// rather than a crash.
const maxCaptures = 100

// runCaptured runs goal once, as once/1 would, with the current output
// sent to memory, at column (so that the goal's column stops count from
// where its text goes): it reports what the goal wrote (also when it
// failed or raised an error, as that text was written before), whether
// it succeeded, and its error. The goal is put on the heap afresh from
// the reader's term, so its bindings never reach the caller's terms; they
// are undone at the end, which keeps the trail from growing with them.
// nesting is the resource named by the error when captures nest beyond
// maxCaptures (SWI-Prolog's portray_nesting, or c_stack: the native stack
// that a deeper nest would use up).
//
// A builtin may call it: the solver's registers it runs in (the goal and
// the builtin's arguments) are kept across the nested run, in which a
// collection may move them, so the builtin reads its arguments from
// m.args afterwards, never from its own slice.
func (m *Machine) runCaptured(goal term.Term, column int, nesting string) (string, bool, error) {
	if m.io.captures >= maxCaptures {
		return "", false, resourceError(nesting)
	}
	saved := make([]heap.Value, 0, len(m.args)+1)
	saved = append(append(saved, m.goal), m.args...)
	roots := m.h.AddRootWords(saved)
	st := m.memoryStream()
	st.col = column
	outer := m.io.cur[1]
	m.io.cur[1] = st
	m.io.captures++
	mark := m.s.Mark()

	ok, err := m.Once(goal)

	m.s.Undo(mark)
	m.s.Drop(mark)
	m.io.captures--
	m.io.cur[1] = outer
	delete(m.io.byID, st.id)
	m.h.RemoveRoots(roots)
	m.goal = saved[0]
	m.args = append(m.args[:0], saved[1:]...)
	return st.buf.String(), ok, err
}

// atomPortray is the user's hook of print/1.
var atomPortray = term.Intern("portray")

// portrayHook is the writer's Portray hook of print/1 and write_term's
// portray(true): it calls the user's portray/1 on each subterm. It is nil
// when portray/1 is not defined (the writer then writes as writeq/1).
func (m *Machine) portrayHook() func(term.Term, int) (string, bool, error) {
	if p := m.preds[predKey{atomPortray, 1}]; p == nil || !p.defined {
		return nil
	}
	return func(t term.Term, column int) (string, bool, error) {
		return m.runCaptured(term.New(atomPortray.Name(), t), column, "portray_nesting")
	}
}
