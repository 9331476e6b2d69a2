package compile

import "github.com/microjit/microjit/langs/minipy/syntax"

// The match statement. The subject stays on the stack while its cases
// are tried, each on a copy (the last on the subject itself). A
// pattern consumes the value it matches: on success it leaves the stack
// as it found it below the value, with its names stored; a failure
// jumps to the case's failure chain, whose n-th label pops the n values
// the pattern had pushed below the one that failed before falling into
// the next case (the chain of CPython's compiler, fail_pop).

// failChain is where the failures of a pattern go: pops[n] pops n
// values, then reaches the label of pops[0].
type failChain struct {
	pops []label
}

func (c *compiler) failTo(ch *failChain, n int) label {
	for len(ch.pops) <= n {
		ch.pops = append(ch.pops, c.newLabel())
	}
	return ch.pops[n]
}

// emitChain places the chain's pops (its label 0 is bound by the
// caller, after them).
func (c *compiler) emitChain(ch *failChain) {
	for n := len(ch.pops) - 1; n >= 1; n-- {
		c.bind(ch.pops[n])
		c.emit(POP_TOP, 0)
	}
}

func (c *compiler) matchStmt(s *syntax.Match) {
	c.expr(s.Subject)
	end := c.newLabel()
	for i, mc := range s.Cases {
		last := i == len(s.Cases)-1
		c.setLine(mc.Pattern)
		ch := &failChain{}
		next := c.failTo(ch, 0)
		if !last {
			c.emit(COPY, 1)
		}
		c.pattern(mc.Pattern, ch, 0)
		if mc.Guard != nil {
			c.jumpIf(mc.Guard, next, false)
		}
		if !last {
			c.emit(POP_TOP, 0)
		}
		c.stmts(mc.Body)
		c.jump(JUMP_FORWARD, end)
		c.emitChain(ch)
		c.bind(next)
	}
	c.bind(end)
}

// pattern matches the value on top of the stack against p; pops is the
// number of values below it that a failure must pop.
func (c *compiler) pattern(p syntax.Pattern, ch *failChain, pops int) {
	c.setLine(p)
	switch p := p.(type) {
	case *syntax.MatchValue:
		c.expr(p.Value)
		c.emit(COMPARE_OP, CmpEq)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops))
	case *syntax.MatchSingleton:
		switch p.Value {
		case syntax.ConstNone:
			c.loadConst(None)
		case syntax.ConstTrue:
			c.loadConst(true)
		default:
			c.loadConst(false)
		}
		c.emit(IS_OP, 0)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops))
	case *syntax.MatchAs:
		if p.Pattern == nil {
			c.capture(p.Name)
			return
		}
		c.emit(COPY, 1)
		c.pattern(p.Pattern, ch, pops+1)
		c.capture(p.Name)
	case *syntax.MatchStar:
		c.capture(p.Name)
	case *syntax.MatchOr:
		done := c.newLabel()
		for i, alt := range p.Patterns {
			if i == len(p.Patterns)-1 {
				c.pattern(alt, ch, pops)
				break
			}
			altCh := &failChain{}
			nextAlt := c.failTo(altCh, 0)
			c.emit(COPY, 1)
			c.pattern(alt, altCh, 0)
			c.emit(POP_TOP, 0)
			c.jump(JUMP_FORWARD, done)
			c.emitChain(altCh)
			c.bind(nextAlt)
		}
		c.bind(done)
	case *syntax.MatchSequence:
		n := len(p.Patterns)
		star := -1
		for i, q := range p.Patterns {
			if _, ok := q.(*syntax.MatchStar); ok {
				star = i
			}
		}
		c.emit(MATCH_SEQUENCE, 0)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops+1))
		c.emit(GET_LEN, 0)
		if star < 0 {
			c.loadConst(int64(n))
			c.emit(COMPARE_OP, CmpEq)
		} else {
			c.loadConst(int64(n - 1))
			c.emit(COMPARE_OP, CmpGe)
		}
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops+1))
		if n == 0 {
			c.emit(POP_TOP, 0)
			return
		}
		if star < 0 {
			c.emit(UNPACK_SEQUENCE, n)
		} else {
			c.emit(UNPACK_EX, star|(n-1-star)<<8)
		}
		c.subpatterns(p.Patterns, ch, pops)
	case *syntax.MatchMapping:
		k := len(p.Keys)
		c.emit(MATCH_MAPPING, 0)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops+1))
		if k == 0 && p.Rest == "" {
			c.emit(POP_TOP, 0)
			return
		}
		if k == 0 {
			// {**rest}: a copy of the mapping
			c.emit(BUILD_MAP, 0)
			c.emit(SWAP, 2)
			c.emit(DICT_UPDATE, 1)
			c.capture(p.Rest)
			return
		}
		c.emit(GET_LEN, 0)
		c.loadConst(int64(k))
		c.emit(COMPARE_OP, CmpGe)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops+1))
		for _, key := range p.Keys {
			c.expr(key)
		}
		c.emit(BUILD_TUPLE, k)
		c.emit(MATCH_KEYS, 0)
		c.emit(COPY, 1)
		c.loadConst(None)
		c.emit(IS_OP, 1)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops+3))
		c.emit(UNPACK_SEQUENCE, k)
		c.subpatterns(p.Patterns, ch, pops+2)
		if p.Rest == "" {
			c.emit(POP_TOP, 0)
			c.emit(POP_TOP, 0)
			return
		}
		// rest: a copy of the mapping without the keys
		c.emit(BUILD_MAP, 0)
		c.emit(SWAP, 3)
		c.emit(DICT_UPDATE, 2)
		c.emit(UNPACK_SEQUENCE, k)
		for size := k; size > 0; size-- {
			c.emit(COPY, 1+size)
			c.emit(SWAP, 2)
			c.emit(DELETE_SUBSCR, 0)
		}
		c.capture(p.Rest)
	case *syntax.MatchClass:
		c.expr(p.Cls)
		names := make(Tuple, len(p.KwdAttrs))
		for i, a := range p.KwdAttrs {
			names[i] = a
		}
		c.loadConst(names)
		c.emit(MATCH_CLASS, len(p.Patterns))
		c.emit(COPY, 1)
		c.loadConst(None)
		c.emit(IS_OP, 1)
		c.jump(POP_JUMP_IF_FALSE, c.failTo(ch, pops+1))
		subs := append(append([]syntax.Pattern(nil), p.Patterns...), p.KwdPatterns...)
		if len(subs) == 0 {
			c.emit(POP_TOP, 0)
			return
		}
		c.emit(UNPACK_SEQUENCE, len(subs))
		c.subpatterns(subs, ch, pops)
	}
}

// subpatterns matches the values UNPACK_SEQUENCE left, the first on
// top, against ps.
func (c *compiler) subpatterns(ps []syntax.Pattern, ch *failChain, pops int) {
	for i, q := range ps {
		c.pattern(q, ch, pops+len(ps)-1-i)
	}
}

// capture stores the value on top of the stack in name (drops it for
// the wildcard).
func (c *compiler) capture(name string) {
	if name == "" {
		c.emit(POP_TOP, 0)
		return
	}
	c.nameOp(name, syntax.Store)
}
