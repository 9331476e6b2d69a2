package jitcore

// Idle reports whether the merge point at s has nothing left to do: s
// has no compiled code and will never be recorded (it is blacklisted,
// or the JIT stopped compiling for good). Neither ever changes back, so
// an interpreter may skip s's merge point from then on (minipy marks the
// backward jump, so that a loop whose recordings abort costs no more
// than with the JIT off).
func (d *Driver) Idle(s *Site) bool {
	return s.Loop == nil && (s.blacklisted || d.policy.stopped != "")
}
