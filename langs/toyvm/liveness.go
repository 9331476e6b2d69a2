package toyvm

// Liveness of a frame's slots at each pc, for the JIT's snapshots
// (domain.Spec.Live): a slot is live at pc when some path from pc reads
// it before writing it. The stack is always live; A, the registers (the
// first 64; above, always live) and the arguments (the first 64) are
// tracked as bits, backward over the program's control flow to a fixed
// point. A BR_COND_STK, whose target is computed, makes everything live
// before it; a return ends the frame (nothing is live after it); a call
// goes on at the next instruction (the callee's frame is its own).
type liveSet struct {
	regs, args uint64
	a          bool
}

// allLive is everything live.
var allLive = liveSet{regs: ^uint64(0), args: ^uint64(0), a: true}

func (s liveSet) union(t liveSet) liveSet {
	return liveSet{regs: s.regs | t.regs, args: s.args | t.args, a: s.a || t.a}
}

// bit is register or argument i's bit (0 beyond the first 64: those are
// always live, see live).
func bit(i int64) uint64 {
	if i < 0 || i >= 64 {
		return 0
	}
	return 1 << uint(i)
}

// liveness is the live set before each instruction of c.
func liveness(c *Code) []liveSet {
	n := len(c.Instrs)
	live := make([]liveSet, n+1) // live[n]: the end, nothing
	for changed := true; changed; {
		changed = false
		for pc := n - 1; pc >= 0; pc-- {
			in := c.Instrs[pc]
			var out liveSet
			switch in.Op {
			case OpReturn, OpReturnA:
			case OpBr:
				out = liveAt(live, in.Arg)
			case OpBrCond, OpJumpIfA:
				out = live[pc+1].union(liveAt(live, in.Arg))
			case OpBrCondStk:
				out = allLive
			default:
				out = live[pc+1]
			}
			s := transfer(in, out)
			if s != live[pc] {
				live[pc], changed = s, true
			}
		}
	}
	return live[:n]
}

// liveAt is the live set at target, or everything when it is out of the
// program (the instruction fails there).
func liveAt(live []liveSet, target int64) liveSet {
	if target < 0 || target >= int64(len(live)) {
		return allLive
	}
	return live[target]
}

// transfer is the live set before in given the one after it.
func transfer(in Instr, out liveSet) liveSet {
	switch in.Op {
	case OpMovAR: // register Arg = A
		out.regs &^= bit(in.Arg)
		out.a = true
	case OpMovRA: // A = register Arg
		out.a = false
		out.regs |= bit(in.Arg)
	case OpAddRToA, OpJumpIfA, OpReturnA, OpNegA:
		out.a = true
		if in.Op == OpAddRToA {
			out.regs |= bit(in.Arg)
		}
	case OpSetA:
		out.a = false
	case OpAllocate: // new registers: the old ones are gone
		out.regs = 0
	case OpPushArg:
		out.args |= bit(0)
	case OpPushArgN:
		out.args |= bit(in.Arg)
	}
	return out
}

// live is the JIT's Spec.Live: slot i of a frame whose greens are
// [code, pc, registers, arguments], in frame.go's slot order.
func (m *Machine) live(greens []int64, i int) bool {
	pc, nregs := greens[1], int(greens[2])
	if m.lives == nil {
		m.lives = liveness(m.code)
	}
	if pc < 0 || pc >= int64(len(m.lives)) {
		return true
	}
	s := m.lives[pc]
	switch {
	case i == 0:
		return s.a
	case i <= nregs:
		return i-1 >= 64 || s.regs&bit(int64(i-1)) != 0
	case i <= nregs+int(greens[3]):
		k := i - 1 - nregs
		return k >= 64 || s.args&bit(int64(k)) != 0
	}
	return true // the stack
}
