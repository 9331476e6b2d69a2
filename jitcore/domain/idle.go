package domain

// LoopIdle reports whether the loop header pc of code does nothing when
// reached now: it has no compiled code and will never be recorded
// (jitcore.Driver.Idle), or its compiled loop was retired by
// Spec.MinRun (payoff.go). An interpreter may stop calling LoopHeader
// there (minipy marks the backward jump; prolog keeps a bit per
// predicate entry) until a trace it depends on is invalidated.
func (j *JIT[W]) LoopIdle(code *Code, pc int) bool {
	if j == nil {
		return true
	}
	s := code.lookup(pc, loopSite)
	return s != nil && (j.d.Idle(&s.Site) || s.Loop != nil && s.pay.retired && s.pay.loop == s.Loop)
}
