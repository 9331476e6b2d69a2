package engine

import "github.com/microjit/microjit/jitcore/heap"

// CopyTerm is a copy of t with fresh variables (copy_term/2): the same
// variable of t becomes the same new variable, an attributed variable an
// attributed variable with a copy of its attributes (made with the same
// variables: the attributes of the copies refer to the copies). Atomic
// terms, numbers included, are shared, not copied. It is a safe point
// (t is kept where the collector sees it).
//
// Like FromTerm it allocates every new object at once and fills them in
// a second walk of t in the same order; no collection can happen between
// the walks, so the variables of t can key a Go map. Both walks use an
// explicit stack, and both go into each compound once past memoAfter
// (walk), so the copy of a cyclic term is cyclic and a shared subterm's
// copy is shared.
func (s *Store) CopyTerm(t heap.Value) (heap.Value, error) {
	b := s.takeWalkBufs()
	defer s.giveWalkBufs(b)
	small := s.copyHeaders(b, t, true)
	if !small {
		s.copyHeaders(b, t, false)
	}
	if len(b.headers) == 0 {
		return s.Deref(t), nil // atomic: nothing to copy
	}
	base := len(s.scratch)
	s.scratch = append(s.scratch, t)
	refs, err := s.h.AppendObjects(b.refs, b.headers)
	b.refs = refs
	t = s.scratch[base]
	s.scratch = s.scratch[:base]
	if err != nil {
		return 0, err
	}
	memo := newMemo[heap.Value, heap.Value](!small)
	var root heap.Value
	var copies []heap.Value // attributed variables and their copies, for AttrModule.Copy
	stack := append(b.pending, pendingCopy{v: t})
	defer func() { b.pending = stack }()
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v := s.Deref(p.v)
		switch s.kindOf(v) {
		case kindVar:
			c, ok := b.fresh.get(v)
			if !ok {
				serial, err := s.nextSerial()
				if err != nil {
					return 0, err
				}
				c, refs = refs[0], refs[1:]
				s.initVar(c, serial)
				b.fresh.put(v, c)
				if s.isAttVar(v) { // its attributes are copied next
					s.h.SetClass(c, classAttVar)
					stack = append(stack, pendingCopy{s.h.Field(v, attVarAttrs), c, attVarAttrs})
					for _, r := range s.attrReach(v) {
						stack = append(stack, pendingCopy{r, 0, -1})
					}
					if s.attrCopied(v) {
						copies = append(copies, v, c)
					}
				}
			}
			v = c
		case kindCompound:
			if !memo.visit(v) {
				v = memo.made(v)
				break
			}
			c := refs[0]
			refs = refs[1:]
			memo.record(v, c)
			for i := s.h.Header(v).Len() - 1; i >= 0; i-- {
				stack = append(stack, pendingCopy{s.arg(v, i), c, i})
			}
			v = c
		}
		switch {
		case p.slot < 0: // a term an attribute stands for: copied, kept nowhere
		case p.dst == 0:
			root = v
		default:
			s.h.SetBodyWord(p.dst, p.slot, uint64(v))
		}
	}
	if len(copies) > 0 {
		return s.copyAttrs(root, copies)
	}
	return root, nil
}

// copyHeaders sets b.headers to the headers of the objects CopyTerm
// makes for t, in the order its second walk takes them, attributes
// included. With asTree it walks t as a tree and reports whether it is a
// small one (memo); else it walks each compound once.
func (s *Store) copyHeaders(b *walkBufs, t heap.Value, asTree bool) (small bool) {
	compounds := 0
	headers := b.headers[:0]
	s.walkBufs(b, t, newMemo[heap.Value, heap.Value](!asTree), true, func(v heap.Value, k kind) {
		if k == kindVar {
			headers = append(headers, varHeader)
		} else {
			headers = append(headers, s.h.Header(v))
			compounds++
		}
	})
	b.headers = headers
	return compounds <= memoAfter
}

// walk calls visit on every unbound variable (once, at its first
// occurrence) and every compound of t, left to right and depth first,
// with an explicit stack (terms may be deeper than Go's stack); past
// memoAfter compounds, on each compound once (cyclic.go: a cyclic term's
// walk ends).
func (s *Store) walk(t heap.Value, visit func(v heap.Value, k kind)) {
	s.walkWith(t, compoundMemo{}, false, visit)
}

// walkWith is walk with the memo memo, also walking the attributes of an
// attributed variable right after the variable when attrs is set.
func (s *Store) walkWith(t heap.Value, memo compoundMemo, attrs bool, visit func(v heap.Value, k kind)) {
	b := s.takeWalkBufs()
	s.walkBufs(b, t, memo, attrs, visit)
	s.giveWalkBufs(b)
}

// walkBufs is walkWith with the buffers b (its stack and seen table are
// emptied first).
func (s *Store) walkBufs(b *walkBufs, t heap.Value, memo compoundMemo, attrs bool, visit func(v heap.Value, k kind)) {
	b.seen.reset()
	stack := append(b.stack[:0], t)
	for len(stack) > 0 {
		v := s.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch k := s.kindOf(v); k {
		case kindVar:
			if _, met := b.seen.get(v); !met {
				b.seen.put(v, struct{}{})
				visit(v, k)
				if attrs && s.isAttVar(v) {
					stack = append(stack, s.h.Field(v, attVarAttrs))
					stack = append(stack, s.attrReach(v)...)
				}
			}
		case kindCompound:
			if !memo.visit(v) {
				continue
			}
			visit(v, k)
			for i := s.h.Header(v).Len() - 1; i >= 0; i-- {
				stack = append(stack, s.arg(v, i))
			}
		}
	}
	b.stack = stack
}
