package engine

import "github.com/microjit/microjit/jitcore/heap"

// setup_call_cleanup/3 (lib.pl: once(Setup), then '$call_cleanup'(Goal,
// Cleanup)) runs Cleanup once, as SWI-Prolog does, when Goal is done
// with: at a deterministic exit, when it fails, when an exception
// unwinds it and when a cut removes its choicepoints. '$call_cleanup'
// leaves a cpCleanup choicepoint under Goal (its goal is the
// '$call_cleanup' term) and the marker '$cleanup_exit'(H) behind it:
//
//   - the marker finds the choicepoint on top (Goal left none): it pops
//     it and Cleanup runs now;
//   - backtracking into the choicepoint (Goal has no more solutions) and
//     handle unwinding past it (an exception) pop it and run Cleanup
//     in a nested Solve;
//   - a cut that removes it (cutTo) keeps Cleanup in m.due, and the
//     cut's caller puts the marker '$run_cleanups'(0) in front of the
//     continuation (scheduleCleanups): Cleanup runs before the goal
//     after the cut. Stop runs them at once.
//
// m.cleanups counts the cpCleanup choicepoints, so that a cut costs one
// compare more when no program uses the predicate. Cleanup runs as
// once/1; its failure and errors are ignored.

// callCleanup is '$call_cleanup'(Goal, Cleanup) in m.goal: it calls Goal
// above the choicepoint that runs Cleanup.
func (m *Machine) callCleanup(cb *int) error {
	h := len(m.cps)
	m.push(cpCleanup, m.goal, *cb)
	m.cleanups++
	if err := m.pushMarker(m.markers.cleanupExit, h); err != nil {
		return err
	}
	m.goal = m.goalArg(0)
	*cb = len(m.cps)
	return nil
}

// cleanupExit is '$cleanup_exit'(H): Goal exited; with no choicepoint
// left above its cpCleanup at H, Cleanup runs now.
func (m *Machine) cleanupExit() {
	if h := m.markerArg(); h == len(m.cps)-1 && m.cps[h].kind == cpCleanup {
		m.popCleanup()
	}
}

// popCleanup pops the newest choicepoint, a cpCleanup, and runs its
// cleanup.
func (m *Machine) popCleanup() {
	c := m.s.arg(m.s.Deref(m.cps[len(m.cps)-1].goal), 1)
	m.cleanups--
	m.pop()
	m.runCleanup(c)
}

// runCleanup runs the goal c once in a nested Solve, ignoring its
// outcome.
func (m *Machine) runCleanup(c heap.Value) {
	m.Solve(c) //nolint:errcheck // SWI-Prolog ignores the cleanup's outcome
	m.Stop()
}

// cutCleanups keeps the cleanups of the cpCleanup choicepoints from
// height h up in m.due, newest first, as cutTo is about to remove them.
func (m *Machine) cutCleanups(h int) {
	for i := len(m.cps) - 1; i >= h; i-- {
		if cp := &m.cps[i]; cp.kind == cpCleanup {
			m.due = append(m.due, m.s.arg(m.s.Deref(cp.goal), 1))
			m.cleanups--
		}
	}
}

// scheduleCleanups makes the cleanups a cut removed run before the
// continuation, when there are any.
func (m *Machine) scheduleCleanups() error {
	if len(m.due) == 0 {
		return nil
	}
	return m.pushMarker(m.markers.runCleanups, 0)
}

// runDue runs the cleanups in m.due, in order.
func (m *Machine) runDue() {
	for len(m.due) > 0 {
		c := m.due[0]
		m.due = m.due[1:]
		m.runCleanup(c)
	}
	m.due = nil
}
