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

// compareJumpIfTrue marks an opCompareJump whose jump is POP_JUMP_IF_TRUE.
const compareJumpIfTrue = 1 << 8

// quicken is the quick instructions of code.
func quicken(code []compile.Instr) []compile.Instr {
	q := make([]compile.Instr, len(code))
	copy(q, code)
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
			q[i] = compile.Instr{Op: opLoadConstBinaryOp, Arg: a.Arg, Cache: uint32(b.Arg)}
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
