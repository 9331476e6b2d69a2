package domain

// Entering compiled code from the interpreter and leaving it costs
// about as much as interpreting a few iterations of a small loop (on
// minipy, some 2,000 instructions: the frame through the codec, the
// native stack switch, the exit's snapshot). A loop that each entry
// runs only a few times, like a gcd called from an outer loop that is
// not compiled, is then faster interpreted: a loop whose compiled code
// spent less than Spec.MinPayoff fuel (about one unit per iteration)
// per entry from the interpreter, on average over a probe of entries,
// is not entered from the interpreter again (a language that sets it). Compiled code still jumps
// into it (an outer loop recorded later, a bridge).
//
// A young loop exits early at the guards that have no bridge yet, so
// the probe is longer than the guard failures a bridge waits for
// (trace_eagerness), and starts again whenever an exit records a
// bridge: only a loop that got all the bridges it will get is judged.
const minProbe = 64

// payoff counts a loop's entries from the interpreter and the fuel its
// compiled code spent in them, until it decides.
type payoff struct {
	entries, fuel int64
	decided       bool
	declined      bool
}

// note counts one entry that spent fuel, of a probe of probe entries
// that must spend min per entry; bridge says that its exit records a
// bridge.
func (p *payoff) note(fuel int64, probe int, min int64, bridge bool) {
	switch {
	case p.decided:
	case bridge:
		p.entries, p.fuel = 0, 0
	default:
		p.entries++
		p.fuel += fuel
		if p.entries >= int64(probe) {
			p.decided = true
			p.declined = p.fuel < min*p.entries
		}
	}
}

// probe is how many entries a loop's payoff is judged on.
func (j *JIT[W]) probe() int {
	return max(minProbe, 2*j.d.Params().TraceEagerness)
}
