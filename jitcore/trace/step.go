package trace

import "github.com/microjit/microjit/jitcore/ir"

// Step records p+k, a move of p within a region by a constant k, and the
// test of the one bound k can cross (p+k >= 0 for k < 0, else p+k <
// region_len), and returns both (domain.Domain's Step). A test that the
// tests of earlier Steps of the recording already prove is not recorded:
// its result is the constant 1, so the branch on it records no guard.
//
// Steps chain: a step from q, itself a step from base b, is b plus the
// sum of their constants, its offset from b. A test that passed proves,
// for the rest of the recording, every smaller offset from b within the
// region's length (an upper test), or every larger offset at or above 0
// (a lower test): the step it proves starts, as every step does, within
// the region (Step's contract), and moves toward the bound the earlier
// test checked, no further. Only a call may change a region's length, so
// upper facts are forgotten at calls. A bf trace moving back and forth
// between cells records the tests of the outermost moves, not of every
// move (the optimizer's widen and bounds passes removed the others
// later, after copying them through the passes before them).
func (r *Recorder) Step(region int, p ir.Value, k int64) (np, inside ir.Value) {
	np = r.Op(ir.OpAdd, p, r.Const(k))
	base, off, ok := r.steps.from(p, k)
	if ok && np >= 0 {
		r.steps.note(np, base, off)
	}
	if ok && r.steps.proves(region, base, off, k) {
		return np, r.Const(1)
	}
	if k < 0 {
		inside = r.Op(ir.OpGe, np, r.Const(0))
	} else {
		inside = r.Op(ir.OpLt, np, r.RegionLen(region))
	}
	if ok && r.Concrete(inside) != 0 { // the language branches on it: it passes
		r.steps.passed(region, base, off, k)
	}
	return np, inside
}

// steps are what the tests of Step prove in one recording.
type steps struct {
	// pos maps a value a Step made to its base and offset.
	pos map[ir.Value]stepPos
	// upper maps a region and base to the largest offset known to be
	// below the region's length, lower a base to the smallest offset
	// known to be at or above 0.
	upper map[regionBase]int64
	lower map[ir.Value]int64
}

type stepPos struct {
	base ir.Value
	off  int64
}

type regionBase struct {
	region int
	base   ir.Value
}

// maxStepOffset bounds the offsets steps reason about, far from where
// sums of them could overflow.
const maxStepOffset = 1 << 30

// from is the base and offset of p+k.
func (s *steps) from(p ir.Value, k int64) (base ir.Value, off int64, ok bool) {
	base, off = p, k
	if at, found := s.pos[p]; found {
		base, off = at.base, at.off+k
	}
	ok = base >= 0 && off >= -maxStepOffset && off <= maxStepOffset
	return base, off, ok
}

func (s *steps) note(v, base ir.Value, off int64) {
	if s.pos == nil {
		s.pos = map[ir.Value]stepPos{}
	}
	s.pos[v] = stepPos{base, off}
}

// proves reports whether earlier tests prove the test of a step of k
// to base+off.
func (s *steps) proves(region int, base ir.Value, off, k int64) bool {
	if k < 0 {
		l, ok := s.lower[base]
		return ok && l <= off
	}
	u, ok := s.upper[regionBase{region, base}]
	return ok && off <= u
}

// passed records that the test of a step of k to base+off passed.
func (s *steps) passed(region int, base ir.Value, off, k int64) {
	if k < 0 {
		if s.lower == nil {
			s.lower = map[ir.Value]int64{}
		}
		if l, ok := s.lower[base]; !ok || off < l {
			s.lower[base] = off
		}
		return
	}
	if s.upper == nil {
		s.upper = map[regionBase]int64{}
	}
	key := regionBase{region, base}
	if u, ok := s.upper[key]; !ok || off > u {
		s.upper[key] = off
	}
}

// used reports whether s made any of its maps.
func (s *steps) used() bool { return s.pos != nil || s.upper != nil || s.lower != nil }

// clear empties s, keeping its maps' memory.
func (s *steps) clear() {
	clear(s.pos)
	clear(s.upper)
	clear(s.lower)
}

// forgetLengths drops the upper facts: a call may have changed a
// region's length.
func (s *steps) forgetLengths() { clear(s.upper) }
