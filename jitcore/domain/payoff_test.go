package domain

import "testing"

// TestPayoff checks the rule of payoff.go: a loop is judged on a probe
// of entries that started after its last bridge, and declined when it
// did less than its minimum fuel per entry (8 here).
func TestPayoff(t *testing.T) {
	for _, c := range []struct {
		name     string
		fuel     int64
		bridgeAt int // the entry whose exit records a bridge, or -1
		entries  int
		decided  bool
		declined bool
	}{
		{"short", 7, -1, 10, true, true},
		{"long enough", 8, -1, 10, true, false},
		{"not yet", 0, -1, 9, false, false},
		{"bridge restarts the probe", 0, 5, 14, false, false},
		{"judged after the bridge", 0, 5, 16, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var p payoff
			for i := range c.entries {
				p.note(c.fuel, 10, 8, i == c.bridgeAt)
			}
			if p.decided != c.decided || p.declined != c.declined {
				t.Errorf("decided %v, declined %v; want %v, %v", p.decided, p.declined, c.decided, c.declined)
			}
		})
	}
}
