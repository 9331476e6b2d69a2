package vm

import "github.com/microjit/microjit/langs/minipy/compile"

// The loop's fused instructions: fastLoop runs a code object's quick
// instructions, a copy of its own in which the first of some common
// pairs is one instruction doing both (CPython 3.11's superinstructions,
// LOAD_FAST__LOAD_FAST and its kin, in spirit). The second instruction
// stays in place, so that a jump to it, step, tracebacks and a recording
// see the code as compiled: a fused instruction whose fast path does not
// apply runs its first half as written (fastLoop dispatches the original
// instruction, which may leave for step).
const (
	// LOAD_FAST i; LOAD_FAST j: Arg i, Cache j.
	opLoadFastLoadFast compile.Opcode = compile.NumOpcodes + iota
	// LOAD_FAST i; LOAD_CONST k: Arg i, Cache k.
	opLoadFastLoadConst
	// STORE_FAST i; LOAD_FAST j: Arg i, Cache j.
	opStoreFastLoadFast
	// LOAD_CONST k; BINARY_OP op: Arg k, Cache op.
	opLoadConstBinaryOp
	// LOAD_FAST i; LOAD_ATTR: Arg i, Cache the attribute's cache slot.
	opLoadFastLoadAttr
	// COMPARE_OP op; POP_JUMP_IF_FALSE or _TRUE t: Arg t, Cache op, and
	// compareJumpIfTrue for _TRUE.
	opCompareJump
)

// jumpIdle marks, in a JUMP_BACKWARD's Cache, a jump whose loop header
// the JIT has nothing left to do at (domain.JIT.LoopIdle: blacklisted
// after its recordings aborted): fastLoop jumps there as with the JIT
// off.
const jumpIdle = 1

// compareJumpIfTrue marks an opCompareJump whose jump is POP_JUMP_IF_TRUE.
const compareJumpIfTrue = 1 << 8

// BINARY_OP's flags in a quick instruction's Cache (and in
// opLoadConstBinaryOp's, above its operator) for an operand that is a
// temporary: the result of the BINARY_OP just before (binTempRight), or
// of the one before a load of the other operand (binTempLeft), with no
// jump to anywhere between. binTempOf marks the BINARY_OP whose result is
// such an operand. See binaryOpTemp.
const (
	binTempLeft  = 1 << 16
	binTempRight = 1 << 17
	binTempOf    = 1 << 18
	binTempMask  = binTempLeft | binTempRight | binTempOf
)

// quicken is the quick instructions of code.
func quicken(c *compile.Code) []compile.Instr {
	code := c.Code
	q := make([]compile.Instr, len(code))
	copy(q, code)
	markTemps(c, q)
	for i := 0; i+1 < len(code); i++ {
		a, b := code[i], code[i+1]
		switch {
		case a.Op == compile.LOAD_FAST && b.Op == compile.LOAD_FAST:
			q[i] = compile.Instr{Op: opLoadFastLoadFast, Arg: a.Arg, Cache: uint32(b.Arg)}
		case a.Op == compile.LOAD_FAST && b.Op == compile.LOAD_CONST:
			q[i] = compile.Instr{Op: opLoadFastLoadConst, Arg: a.Arg, Cache: uint32(b.Arg)}
		case a.Op == compile.STORE_FAST && b.Op == compile.LOAD_FAST:
			q[i] = compile.Instr{Op: opStoreFastLoadFast, Arg: a.Arg, Cache: uint32(b.Arg)}
		case a.Op == compile.LOAD_CONST && b.Op == compile.BINARY_OP:
			q[i] = compile.Instr{Op: opLoadConstBinaryOp, Arg: a.Arg, Cache: uint32(b.Arg) | q[i+1].Cache&binTempMask}
		case a.Op == compile.LOAD_FAST && b.Op == compile.LOAD_ATTR:
			q[i] = compile.Instr{Op: opLoadFastLoadAttr, Arg: a.Arg, Cache: b.Cache}
		case a.Op == compile.COMPARE_OP && (b.Op == compile.POP_JUMP_IF_FALSE || b.Op == compile.POP_JUMP_IF_TRUE):
			c := uint32(a.Arg)
			if b.Op == compile.POP_JUMP_IF_TRUE {
				c |= compareJumpIfTrue
			}
			q[i] = compile.Instr{Op: opCompareJump, Arg: b.Arg, Cache: c}
		}
	}
	return q
}

// markTemps sets the binTemp flags of q's BINARY_OPs.
func markTemps(c *compile.Code, q []compile.Instr) {
	code := c.Code
	var target []bool
	for i := 1; i < len(code); i++ {
		if code[i].Op != compile.BINARY_OP {
			continue
		}
		prev := code[i-1].Op
		var from int
		var flag uint32
		switch {
		case prev == compile.BINARY_OP:
			from, flag = i-1, binTempRight
		case i >= 2 && code[i-2].Op == compile.BINARY_OP && (prev == compile.LOAD_FAST || prev == compile.LOAD_CONST ||
			prev == compile.LOAD_GLOBAL || prev == compile.LOAD_NAME || prev == compile.LOAD_DEREF):
			from, flag = i-2, binTempLeft
		default:
			continue
		}
		if target == nil {
			target = jumpTargets(c)
		}
		if target[i] || target[i-1] && flag == binTempLeft {
			continue
		}
		q[i].Cache |= flag
		q[from].Cache |= binTempOf
	}
}

// jumpTargets marks the instructions a jump or an exception handler
// goes to.
func jumpTargets(c *compile.Code) []bool {
	t := make([]bool, len(c.Code)+1)
	for _, in := range c.Code {
		if in.Op.IsJump() && int(in.Arg) < len(t) {
			t[in.Arg] = true
		}
	}
	for _, h := range c.Handlers {
		if h.Target < len(t) {
			t[h.Target] = true
		}
	}
	return t
}
