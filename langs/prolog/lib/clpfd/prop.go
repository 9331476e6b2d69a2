package clpfd

// A propagator narrows the domains of its variables to values that can
// still take part in a solution of its constraint; run reports false
// when none is left. Whatever else it does, a propagator must decide
// its constraint exactly once all its variables have one value: the
// search relies on that alone.
type propagator interface {
	run(s *solver) bool
	// vars are the variables it reads (with repetitions, maybe).
	vars() []*fdvar
}

// settler is a propagator that can tell that its next run will leave
// the domains saying all it says (one variable left of a linear
// constraint; a functional one exact on one variable): it dies after
// that run, and its constraint leaves the residual goals.
type settler interface {
	settled() bool
}

// prop is a propagator posted, for one constraint.
type prop struct {
	propagator
	// vs are its variables (vars(), once)
	vs     []*fdvar
	owner  *constraint
	dead   bool // decided: it never runs again (trailed)
	queued bool
	slow   bool // runs from the slow queue
}

// constraint is what a program posted: its goal, which is its residual
// goal and what a copy of its variables posts again, and the
// propagators it became. It lives while one of them does.
type constraint struct {
	goal    gterm
	props   []*prop
	written bool // its residual goal was written (trailed)
}

// alive reports whether one of c's propagators is.
func (c *constraint) alive() bool {
	for _, p := range c.props {
		if !p.dead {
			return true
		}
	}
	return false
}

// fifo is a queue of propagators.
type fifo struct {
	ps   []*prop
	head int
}

func (q *fifo) push(p *prop) { q.ps = append(q.ps, p) }

func (q *fifo) pop() (*prop, bool) {
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

// wake queues p unless it is dead or queued.
func (s *solver) wake(p *prop) {
	if p.dead || p.queued {
		return
	}
	p.queued = true
	if p.slow {
		s.queue[1].push(p)
	} else {
		s.queue[0].push(p)
	}
}

// kill makes p dead.
func (s *solver) kill(p *prop) {
	if !p.dead {
		s.push(undo{p: p, flag: false})
		p.dead = true
	}
}

// propagate runs the queue until it is empty, and reports false when a
// propagator failed (the queue is then emptied). Called while the queue
// runs (a propagator posting another), it returns at once.
func (s *solver) propagate() bool {
	if s.propagating || s.copying {
		return s.err == nil
	}
	s.propagating = true
	s.run++
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
		// A run on variables that all have a value decides the
		// constraint for good (one whose own narrowing fixed the last
		// ones woke it again, to decide it on the values), and so does
		// one that begins settled.
		decided := allFixed(p.vs)
		if st, ok := p.propagator.(settler); ok && !decided {
			decided = st.settled()
		}
		s.running = p
		ok = p.run(s)
		s.running = nil
		if !ok || s.err != nil {
			s.clearQueue()
			return false
		}
		if decided && !p.dead {
			s.kill(p)
		}
	}
}

// allFixed reports whether every variable of vs has one value.
func allFixed(vs []*fdvar) bool {
	for _, v := range vs {
		if !v.fixed() {
			return false
		}
	}
	return true
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
}

// post adds the propagator c of the constraint owner, watching its
// variables for the events on, and queues it.
func (s *solver) post(owner *constraint, c propagator, on uint8) *prop {
	p := &prop{propagator: c, owner: owner}
	s.postProp(p, on)
	return p
}

// postProp adds the propagator p to its constraint, watching its
// variables for the events on, and queues it.
func (s *solver) postProp(p *prop, on uint8) {
	p.vs = p.vars()
	s.watchAll(p, on, p.vs)
	p.owner.props = append(p.owner.props, p)
	s.wake(p)
}

// watchAll makes p watch each variable of vs not fixed yet for on.
func (s *solver) watchAll(p *prop, on uint8, vs []*fdvar) {
	for _, v := range vs {
		v = v.deref()
		if v.id < 0 || v.fixed() || watching(v, p) {
			continue
		}
		s.save(v)
		v.watches = append(v.watches[:len(v.watches):len(v.watches)], watch{p, on | onFix})
		if !v.attached {
			if err := s.attach(v); err != nil {
				s.fail(err)
			}
		}
	}
}

// watching reports whether p watches v already.
func watching(v *fdvar, p *prop) bool {
	for _, w := range v.watches {
		if w.p == p {
			return true
		}
	}
	return false
}
