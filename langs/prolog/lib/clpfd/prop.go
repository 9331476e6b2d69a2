package clpfd

// A propagator narrows the domains of its variables from those of the
// others; run reports false when the constraint cannot hold. Each kind
// is one of SWI-Prolog's (run_propagator/2), with the same narrowing,
// so that a search sees the same domains.
type propagator interface {
	run(s *solver, p *prop) bool
}

// propState is what the trail saves of a propagator.
type propState struct {
	dead bool // entailed or failed for good: never runs again
	// written marks a propagator whose residual goal was written
	// (attribute_goals//1 writes each once).
	written bool
}

// prop is a propagator posted: its kind and arguments, its state.
type prop struct {
	propagator
	propState
	saved  uint64
	queued bool
	global bool // a global constraint's: runs from the slow queue
	// noReactivation: its own changes do not run it again.
	noReactivation bool
}

// propQueue is a FIFO of propagators.
type propQueue struct {
	ps   []*prop
	head int
}

func (q *propQueue) push(p *prop) { q.ps = append(q.ps, p) }

func (q *propQueue) pop() (*prop, bool) {
	if q.head == len(q.ps) {
		return nil, false
	}
	p := q.ps[q.head]
	q.ps[q.head] = nil
	q.head++
	if q.head == len(q.ps) {
		q.ps, q.head = q.ps[:0], 0
	}
	return p, true
}

// kill makes p dead.
func (s *solver) kill(p *prop) {
	if !p.dead {
		s.savep(p)
		p.dead = true
	}
}

// trigger queues p unless it is dead, queued, or running and not to be
// run again by its own changes (trigger_prop/1).
func (s *solver) trigger(p *prop) {
	if p.dead || p.queued || p == s.running {
		return
	}
	p.queued = true
	if p.global {
		s.queue[1].push(p)
	} else {
		s.queue[0].push(p)
	}
}

// propagate runs the queued propagators until none is left (do_queue/0),
// and reports false when one failed (the queue is then emptied). Called
// from a propagator that posts a constraint, it returns at once: the
// loop that runs the propagator goes on with the queue.
func (s *solver) propagate() bool {
	if s.propagating {
		return s.err == nil
	}
	s.propagating = true
	defer func() { s.propagating = false }()
	for {
		p, ok := s.queue[0].pop()
		if !ok {
			if p, ok = s.queue[1].pop(); !ok {
				return s.err == nil
			}
		}
		p.queued = false
		if p.dead {
			continue
		}
		if p.noReactivation {
			s.running = p
		}
		ok = p.run(s, p)
		s.running = nil
		if !ok {
			s.clearQueue()
			return false
		}
	}
}

// clearQueue empties the queues.
func (s *solver) clearQueue() {
	for i := range s.queue {
		q := &s.queue[i]
		for _, p := range q.ps[q.head:] {
			p.queued = false
		}
		clear(q.ps)
		q.ps, q.head = q.ps[:0], 0
	}
	s.running = nil
}

// post attaches the propagator c to the variables vs (in SWI-Prolog's
// order: the term variables of its term), on the event list of its
// kind, and triggers it (propagator_init_trigger: the caller then
// propagates).
func (s *solver) post(c propagator, event int, vs ...*fdvar) (*prop, bool) {
	p := &prop{propagator: c}
	if !s.initProp(p, event, vs...) {
		return p, false
	}
	s.trigger(p)
	return p, true
}

// initProp adds p to the event list of each variable of vs
// (init_propagator/2), attaching those that were not.
func (s *solver) initProp(p *prop, event int, vs ...*fdvar) bool {
	for i, v := range vs {
		v = v.deref()
		if _, ok := v.dom.single(); ok || seenBefore(vs[:i], v) {
			continue
		}
		if err := s.attach(v); err != nil {
			return s.fail(err)
		}
		s.save(v)
		v.props[event] = append(v.props[event], p)
	}
	return true
}

// seenBefore reports whether v is one of vs (as term_variables/2 lists
// a variable once).
func seenBefore(vs []*fdvar, v *fdvar) bool {
	for _, w := range vs {
		if w.deref() == v {
			return true
		}
	}
	return false
}
