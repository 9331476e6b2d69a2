package ic

import (
	"strings"
	"testing"
)

// op is one step of a site scenario: look up shape at version, and on a miss
// record slot = 10*shape + version.
type op struct {
	shape   ShapeID
	version uint64
	hit     bool
	state   State
}

func TestSiteScenarios(t *testing.T) {
	for _, c := range []struct {
		name    string
		entries int
		ops     []op
		want    Stats
	}{
		{"monomorphic", 0, []op{
			{1, 0, false, Monomorphic}, {1, 0, true, Monomorphic}, {1, 0, true, Monomorphic},
		}, Stats{Sites: 1, Hits: 2, Misses: 1, Transitions: 1}},
		{"polymorphic", 0, []op{
			{1, 0, false, Monomorphic}, {2, 0, false, Polymorphic}, {3, 0, false, Polymorphic},
			{4, 0, false, Polymorphic}, {1, 0, true, Polymorphic}, {4, 0, true, Polymorphic},
		}, Stats{Sites: 1, Hits: 2, Misses: 4, Transitions: 2}},
		{"megamorphic after 4", 0, []op{
			{1, 0, false, Monomorphic}, {2, 0, false, Polymorphic}, {3, 0, false, Polymorphic},
			{4, 0, false, Polymorphic}, {5, 0, false, Megamorphic}, {5, 0, true, Megamorphic},
			{1, 0, false, Megamorphic}, {1, 0, true, Megamorphic}, {5, 0, true, Megamorphic},
		}, Stats{Sites: 1, Hits: 3, MegaHits: 3, Misses: 6, Transitions: 3, Megamorphic: 1}},
		{"entries 1", 1, []op{
			{7, 0, false, Monomorphic}, {7, 0, true, Monomorphic}, {8, 0, false, Megamorphic},
		}, Stats{Sites: 1, Hits: 1, MegaHits: 0, Misses: 2, Transitions: 2, Megamorphic: 1}},
		{"version bump invalidates", 0, []op{
			{1, 0, false, Monomorphic}, {1, 0, true, Monomorphic}, {1, 1, false, Monomorphic},
			{1, 1, true, Monomorphic}, {1, 0, false, Monomorphic},
		}, Stats{Sites: 1, Hits: 2, Misses: 3, Transitions: 1, Stale: 2}},
		{"stale entries do not fill the site", 2, []op{
			{1, 0, false, Monomorphic}, {2, 0, false, Polymorphic}, {1, 1, false, Polymorphic},
			{2, 1, false, Polymorphic}, {1, 2, false, Polymorphic}, {2, 1, true, Polymorphic},
		}, Stats{Sites: 1, Hits: 1, Misses: 5, Transitions: 2, Stale: 3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			caches := NewCaches(c.entries)
			s := caches.NewSite()
			if s.State() != Empty {
				t.Fatal("new site not empty")
			}
			for i, o := range c.ops {
				r := s.Lookup(o.shape, o.version)
				if hit := r != nil; hit != o.hit {
					t.Fatalf("op %d %+v: hit %v", i, o, hit)
				}
				want := int(o.shape)*10 + int(o.version)
				if r != nil && r.Slot != want {
					t.Fatalf("op %d: slot %d, want %d", i, r.Slot, want)
				}
				if r == nil {
					s.Record(o.shape, o.version, Result{Slot: want})
				}
				if s.State() != o.state {
					t.Fatalf("op %d %+v: state %v, want %v", i, o, s.State(), o.state)
				}
			}
			if got := caches.Stats(); got != c.want {
				t.Errorf("stats %+v\nwant  %+v", got, c.want)
			}
		})
	}
}

// A class mutation makes every site keyed by its version miss.
func TestClassMutationMissesSites(t *testing.T) {
	tr := NewTree(0)
	cls := mustClass(t, tr, "C")
	shape := mustAdd(t, cls.Root(), "m")
	caches := NewCaches(0)
	s := caches.NewSite()
	lookup := func() bool {
		return s.Lookup(shape.ID(), shape.Class().Version()) != nil
	}
	slot, _ := shape.Lookup("m")
	s.Record(shape.ID(), cls.Version(), Result{Slot: slot, Target: "method v0"})
	if !lookup() {
		t.Fatal("miss after record")
	}
	cls.Mutate()
	if lookup() {
		t.Fatal("hit after the class changed")
	}
	s.Record(shape.ID(), cls.Version(), Result{Target: "method v1"})
	if r := s.Lookup(shape.ID(), cls.Version()); r == nil || r.Target != "method v1" {
		t.Errorf("after re-record: %+v", r)
	}
}

func TestMegamorphicSitesDoNotShare(t *testing.T) {
	caches := NewCaches(1)
	a, b := caches.NewSite(), caches.NewSite()
	for _, s := range []*Site{a, b} {
		s.Record(1, 0, Result{})
		s.Record(2, 0, Result{})
	}
	a.Record(3, 0, Result{Slot: 1})
	if b.Lookup(3, 0) != nil {
		t.Error("site b sees site a's megamorphic entry")
	}
	if r := a.Lookup(3, 0); r == nil || r.Slot != 1 {
		t.Errorf("site a: %+v", r)
	}
	if n := caches.Stats().Megamorphic; n != 2 {
		t.Errorf("%d megamorphic sites", n)
	}
}

func TestObserved(t *testing.T) {
	s := NewCaches(0).NewSite()
	if len(s.Observed()) != 0 {
		t.Fatal("empty site observed something")
	}
	for shape, hits := range map[ShapeID]int{1: 2, 2: 5, 3: 0} {
		s.Record(shape, 0, Result{Slot: int(shape)})
		for range hits {
			s.Lookup(shape, 0)
		}
	}
	obs := s.Observed()
	if len(obs) != 3 || obs[0].Shape != 2 || obs[0].Hits != 5 || obs[0].Slot != 2 || obs[1].Shape != 1 || obs[2].Shape != 3 {
		t.Errorf("observed %+v", obs)
	}
	obs[0].Hits = 100 // a copy
	if s.Observed()[0].Hits != 5 {
		t.Error("Observed aliases the site")
	}
	for shape := ShapeID(4); shape < 7; shape++ {
		s.Record(shape, 0, Result{})
	}
	if s.State() != Megamorphic || len(s.Observed()) != 0 {
		t.Errorf("megamorphic site: %v, observed %v", s.State(), s.Observed())
	}
}

func TestStatsString(t *testing.T) {
	st := Stats{Sites: 2, Hits: 3, Misses: 1}
	if got := st.String(); !strings.Contains(got, "75.0% hit rate") {
		t.Errorf("%q", got)
	}
	if (Stats{}).HitRate() != 0 {
		t.Error("hit rate of nothing")
	}
	if Megamorphic.String() != "megamorphic" || Empty.String() != "empty" {
		t.Error("State.String")
	}
}

// TestSitesListed checks that the caches list their sites with their
// positions, in order, and what they observed.
func TestSitesListed(t *testing.T) {
	c := NewCaches(0)
	a, b := c.NewSiteAt(17), c.NewSite()
	a.Record(3, 0, Result{Slot: 1})
	got := c.Sites()
	if len(got) != 2 || got[0] != a || got[1] != b || a.Pos() != 17 || b.Pos() != 0 {
		t.Fatalf("sites %v (positions %d, %d)", got, a.Pos(), b.Pos())
	}
	if a.State() != Monomorphic || len(a.Observed()) != 1 || b.State() != Empty {
		t.Errorf("states %v, %v", a.State(), b.State())
	}
}
