package domain

// LoopIdle reports whether the loop header pc of code has nothing left
// to do (jitcore.Driver.Idle: no compiled code, and never recorded
// again): an interpreter may skip LoopHeader there from then on.
func (j *JIT[W]) LoopIdle(code *Code, pc int) bool {
	if j == nil {
		return true
	}
	s := code.lookup(pc, loopSite)
	return s != nil && j.d.Idle(&s.Site)
}
