package ic

import "fmt"

// Stats are the inline-cache counters printed by --jit-stats.
type Stats struct {
	Sites       int    // sites made
	Hits        uint64 // lookups answered, by a site's entries or the megamorphic table
	MegaHits    uint64 // of the hits, those answered by the megamorphic table
	Misses      uint64 // lookups that needed a full lookup
	Transitions uint64 // site state changes (empty→mono→poly→mega)
	Megamorphic int    // sites that went megamorphic
	Stale       uint64 // entries replaced because their class version changed
}

// HitRate returns Hits/(Hits+Misses), or 0 before any lookup.
func (s Stats) HitRate() float64 {
	if n := s.Hits + s.Misses; n > 0 {
		return float64(s.Hits) / float64(n)
	}
	return 0
}

func (s Stats) String() string {
	return fmt.Sprintf("inline caches: %d sites, %d hits (%d megamorphic), %d misses, %.1f%% hit rate, %d transitions, %d megamorphic sites, %d stale entries",
		s.Sites, s.Hits, s.MegaHits, s.Misses, 100*s.HitRate(), s.Transitions, s.Megamorphic, s.Stale)
}
