package domain

// LoopIdle reports whether the loop header pc of code has nothing left
// to do: no compiled code, and never recorded again (jitcore.Driver.Idle),
// or compiled code that the interpreter no longer enters, as its entries
// did too little to pay for themselves (payoff.go). An interpreter may
// skip LoopHeader there from then on.
func (j *JIT[W]) LoopIdle(code *Code, pc int) bool {
	if j == nil {
		return true
	}
	s := code.lookup(pc, loopSite)
	return s != nil && (j.d.Idle(&s.Site) || s.payoff.declined)
}
