package ic

import (
	"cmp"
	"slices"
)

// State is the state of a site.
type State uint8

// Site states, in the only order a site goes through them.
const (
	Empty       State = iota // no lookup recorded yet
	Monomorphic              // one entry
	Polymorphic              // 2..Entries entries
	Megamorphic              // more shapes than entries: the shared table answers
)

func (s State) String() string {
	return [...]string{"empty", "monomorphic", "polymorphic", "megamorphic"}[s]
}

// DefaultEntries is the number of polymorphic entries per site of
// NewCaches(0).
const DefaultEntries = 4

// megaBits sizes the shared table of megamorphic sites.
const megaBits = 12

// Result is what a cached lookup found: a slot index, a method or other
// target, or both, as the language defines for the site.
type Result struct {
	Slot   int
	Target any
}

// Entry is one cached lookup of a site: for objects of Shape whose class is
// at Version, the lookup gives Result. Hits counts the lookups it answered.
type Entry struct {
	Shape   ShapeID
	Version uint64
	Result
	Hits uint64
}

// Caches makes sites and holds what they share: the configuration, the
// counters and the megamorphic table. It is not safe for concurrent use.
type Caches struct {
	entries int
	stats   Stats
	mega    []megaEntry // allocated when the first site goes megamorphic
	sites   []*Site     // every site made, in order
}

type megaEntry struct {
	site uint32
	Entry
}

// NewCaches makes sites with the given number of polymorphic entries
// (DefaultEntries if 0 or less).
func NewCaches(entries int) *Caches {
	if entries <= 0 {
		entries = DefaultEntries
	}
	return &Caches{entries: entries}
}

// Stats returns the counters of all sites.
func (c *Caches) Stats() Stats { return c.stats }

// Site is the inline cache of one lookup site in a program (an attribute
// load, a method call). The interpreter calls Lookup with the object's shape
// and its class's version, and on a miss does the full lookup and calls
// Record.
type Site struct {
	caches  *Caches
	id      uint32 // nonzero, so zeroed megamorphic entries never match
	state   State
	entries []Entry // capacity is the polymorphism limit
	pos     int64   // where the site is, in the language's terms (NewSiteAt)
}

// NewSite makes an empty site.
func (c *Caches) NewSite() *Site { return c.NewSiteAt(0) }

// NewSiteAt makes an empty site at position pos, a number the language
// gives its sites (toyvm: the instruction's pc) to name them in logs.
func (c *Caches) NewSiteAt(pos int64) *Site {
	c.stats.Sites++
	s := &Site{caches: c, id: uint32(c.stats.Sites), entries: make([]Entry, 0, c.entries), pos: pos}
	c.sites = append(c.sites, s)
	return s
}

// Sites are the sites made so far, in order.
func (c *Caches) Sites() []*Site { return c.sites }

// Pos is the position NewSiteAt gave the site.
func (s *Site) Pos() int64 { return s.pos }

// Lookup returns the entry caching the lookup for shape at version, or nil
// on a miss. The entry is the site's own: read it before the next Record.
func (s *Site) Lookup(shape ShapeID, version uint64) *Entry {
	for i := range s.entries {
		if e := &s.entries[i]; e.Shape == shape && e.Version == version {
			e.Hits++
			s.caches.stats.Hits++
			return e
		}
	}
	return s.lookupSlow(shape, version)
}

// lookupSlow looks in the megamorphic table.
func (s *Site) lookupSlow(shape ShapeID, version uint64) *Entry {
	c := s.caches
	if s.state == Megamorphic {
		m := &c.mega[megaIndex(s.id, shape, version)]
		if m.site == s.id && m.Shape == shape && m.Version == version {
			m.Hits++
			c.stats.Hits++
			c.stats.MegaHits++
			return &m.Entry
		}
	}
	c.stats.Misses++
	return nil
}

// Record caches the result of a full lookup for shape at version. An entry
// for the same shape at an older version is replaced; a new shape beyond the
// polymorphism limit makes the site megamorphic, after which results go to
// the table shared by all megamorphic sites.
func (s *Site) Record(shape ShapeID, version uint64, r Result) {
	c := s.caches
	if s.state != Megamorphic {
		for i := range s.entries {
			if e := &s.entries[i]; e.Shape == shape {
				if e.Version != version {
					c.stats.Stale++
				}
				*e = Entry{Shape: shape, Version: version, Result: r}
				return
			}
		}
		if len(s.entries) < cap(s.entries) {
			s.entries = append(s.entries, Entry{Shape: shape, Version: version, Result: r})
			s.setState(min(State(len(s.entries)), Polymorphic))
			return
		}
		s.entries = nil
		s.setState(Megamorphic)
		c.stats.Megamorphic++
		if c.mega == nil {
			c.mega = make([]megaEntry, 1<<megaBits)
		}
	}
	c.mega[megaIndex(s.id, shape, version)] = megaEntry{s.id, Entry{Shape: shape, Version: version, Result: r}}
}

func (s *Site) setState(st State) {
	if st != s.state {
		s.state = st
		s.caches.stats.Transitions++
	}
}

func megaIndex(site uint32, shape ShapeID, version uint64) uint64 {
	h := uint64(site)*0x9E3779B97F4A7C15 ^ uint64(shape)*0xC2B2AE3D27D4EB4F ^ version*0x165667B19E3779F9
	return h >> (64 - megaBits)
}

// State returns the site's state.
func (s *Site) State() State { return s.state }

// Observed returns a copy of the site's entries, the most hit first: what
// the tracer reads to decide what to guard on. It is empty for an Empty or
// Megamorphic site (a megamorphic site should not be specialized).
func (s *Site) Observed() []Entry {
	out := slices.Clone(s.entries)
	slices.SortStableFunc(out, func(a, b Entry) int { return cmp.Compare(b.Hits, a.Hits) })
	return out
}
