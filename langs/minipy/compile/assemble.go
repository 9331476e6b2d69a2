package compile

import "fmt"

// assemble resolves the jumps of u, computes its stack size and the
// depth of each exception handler by following every path through the
// code, and builds the line and exception tables.
func (c *compiler) assemble(u *unit) {
	code := u.code
	for i, l := range u.jumps {
		if l == noLabel {
			continue
		}
		target := u.labels[l]
		if target < 0 {
			c.internal(u, "jump to an unbound label")
		}
		if op := u.instrs[i].Op; target <= i && op != JUMP_BACKWARD && op != JUMP_BACKWARD_NO_INTERRUPT {
			c.internal(u, op.String()+" jumps backward")
		}
		u.instrs[i].Arg = int32(target)
	}
	depths := c.stackDepths(u)
	code.Code = u.instrs
	for i, pos := range u.positions {
		if n := len(code.Lines); n == 0 || code.Lines[n-1].Line != pos.Line {
			code.Lines = append(code.Lines, LineEntry{Start: i, Line: pos.Line})
		}
		if n := len(code.Positions); n == 0 || code.Positions[n-1].Position != pos {
			code.Positions = append(code.Positions, PositionEntry{Start: i, Position: pos})
		}
	}
	// Exception table: runs of reachable instructions under one handler.
	for i, h := range u.handler {
		if depths[i] < 0 || h == nil {
			continue
		}
		n := len(code.Handlers)
		if n > 0 && code.Handlers[n-1].End == i && u.handler[code.Handlers[n-1].Start] == h {
			code.Handlers[n-1].End = i + 1
			continue
		}
		code.Handlers = append(code.Handlers, ExceptEntry{Start: i, End: i + 1,
			Target: u.labels[h.target], Depth: h.depth, Lasti: h.lasti})
	}
}

// stackDepths returns the stack depth on entry to each instruction (-1
// where none reaches) and sets the code's StackSize and each handler's
// depth.
func (c *compiler) stackDepths(u *unit) []int {
	n := len(u.instrs)
	depths := make([]int, n)
	for i := range depths {
		depths[i] = -1
	}
	maxDepth := 0
	var work []int
	reach := func(pc, depth int) {
		if pc >= n {
			if depth >= 0 && pc > n {
				c.internal(u, "jump past the end")
			}
			return
		}
		if depth < 0 {
			c.internal(u, fmt.Sprintf("stack underflow at %d", pc))
		}
		if depths[pc] >= 0 {
			if depths[pc] != depth {
				c.internal(u, fmt.Sprintf("inconsistent stack depth at %d: %d and %d", pc, depths[pc], depth))
			}
			return
		}
		depths[pc] = depth
		maxDepth = max(maxDepth, depth)
		work = append(work, pc)
	}
	setups := map[int][]*handler{}
	for _, h := range u.allHandlers {
		setups[h.setup] = append(setups[h.setup], h)
	}
	if n > 0 {
		reach(0, 0)
	}
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		in, depth := u.instrs[pc], depths[pc]
		for _, h := range setups[pc] {
			h.depth = depth + h.adjust
		}
		if h := u.handler[pc]; h != nil {
			if h.depth < 0 {
				c.internal(u, fmt.Sprintf("handler of %d reached before its setup", pc))
			}
			entry := h.depth + 1
			if h.lasti {
				entry++
			}
			reach(u.labels[h.target], entry)
		}
		if in.Op.IsJump() {
			reach(int(in.Arg), depth+StackEffect(in.Op, int(in.Arg), true))
		}
		after := depth + StackEffect(in.Op, int(in.Arg), false)
		maxDepth = max(maxDepth, after)
		if !in.Op.endsBlock() {
			reach(pc+1, after)
		}
	}
	u.code.StackSize = maxDepth
	return depths
}

// internal reports a broken invariant of the compiler itself as an
// error naming the code object, never as a Go panic.
func (c *compiler) internal(u *unit, msg string) {
	panic(bailout{&Error{Type: SyntaxErrorType, File: c.file, Line: u.code.FirstLine,
		Msg: fmt.Sprintf("internal compiler error in %s: %s", u.code.QualName, msg)}})
}
