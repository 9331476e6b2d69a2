package asm

import "fmt"

// Cond is a condition code: the low four bits of the opcodes of Jcc, SETcc
// and CMOVcc. Flipping bit 0 negates a condition.
type Cond uint8

// The sixteen conditions. Below/Above compare unsigned, Less/Greater signed.
const (
	CondO  Cond = iota // overflow
	CondNO             // no overflow
	CondB              // below (unsigned <), carry
	CondAE             // above or equal (unsigned >=), no carry
	CondE              // equal, zero
	CondNE             // not equal, not zero
	CondBE             // below or equal (unsigned <=)
	CondA              // above (unsigned >)
	CondS              // sign (negative)
	CondNS             // no sign
	CondP              // parity even; after UCOMISD: unordered (a NaN)
	CondNP             // parity odd; after UCOMISD: ordered
	CondL              // less (signed <)
	CondGE             // greater or equal (signed >=)
	CondLE             // less or equal (signed <=)
	CondG              // greater (signed >)
)

// Aliases of conditions with two common names.
const (
	CondC  = CondB  // carry
	CondNC = CondAE // no carry
	CondZ  = CondE  // zero
	CondNZ = CondNE // not zero
)

// numConds is the number of condition codes.
const numConds = 16

var condNames = [numConds]string{
	"O", "NO", "B", "AE", "E", "NE", "BE", "A", "S", "NS", "P", "NP", "L", "GE", "LE", "G",
}

// String returns the condition's suffix, such as "NE" or "GE".
func (c Cond) String() string {
	if c >= numConds {
		return fmt.Sprintf("Cond(%d)", uint8(c))
	}
	return condNames[c]
}

// Invert returns the negation of c: E↔NE, L↔GE, and so on.
func (c Cond) Invert() Cond { return c ^ 1 }

func (c Cond) check() {
	if c >= numConds {
		panic(fmt.Sprintf("asm: invalid condition %v", c))
	}
}

// Opcodes of the conditional instructions; the condition is added to them.
const (
	jccShort = 0x70   // +cc: jcc rel8
	jccNear  = 0x0F80 // +cc: jcc rel32
	setccOp  = 0x0F90 // +cc: setcc r/m8
	cmovccOp = 0x0F40 // +cc: cmovcc r, r/m
)

// Setcc emits setcc dst: the low byte of dst becomes 1 if c holds, else 0.
// The rest of dst is unchanged; zero it first (before the flags are set) or
// zero-extend afterwards. SPL, BPL, SIL and DIL get the REX prefix they need.
func (a *Assembler) Setcc(c Cond, dst Reg) {
	c.check()
	a.emitRR(inst{op: setccOp + uint32(c), rm8: true}, dst)
}

// CmovRR emits cmovcc dst, src: dst = src if c holds. W16, W32, W64 (a W32
// cmov zeroes the upper half of dst even when c does not hold).
func (a *Assembler) CmovRR(c Cond, w Width, dst, src Reg) {
	c.check()
	checkWidth("CMOV", w, W16, W32, W64)
	dst.check()
	a.emitRR(sized(w, 0, cmovccOp+uint32(c), byte(dst)), src)
}

// CmovRM emits cmovcc dst, [src]. The load happens whether or not c holds.
func (a *Assembler) CmovRM(c Cond, w Width, dst Reg, src Mem) {
	c.check()
	checkWidth("CMOV", w, W16, W32, W64)
	dst.check()
	a.emitRM(sized(w, 0, cmovccOp+uint32(c), byte(dst)), src, 0)
}
