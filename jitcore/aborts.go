package jitcore

import (
	"cmp"
	"slices"
	"strings"

	"github.com/microjit/microjit/jitcore/jitlog"
)

// aborts counts the abandoned recordings by reason and by site, where
// the recordings started (Stats.AbortReasons): a program whose loops
// keep aborting says which, and why, in --jit-stats.
type aborts map[string]map[string]int // reason -> site -> count

// note counts an abort of the recording named name (ir.Trace.Name: "#N
// at WHERE") for reason.
func (a *aborts) note(reason, name string) {
	if *a == nil {
		*a = aborts{}
	}
	sites := (*a)[reason]
	if sites == nil {
		sites = map[string]int{}
		(*a)[reason] = sites
	}
	_, where, ok := strings.Cut(name, " at ")
	if !ok {
		where = name
	}
	sites[where]++
}

// list is the counts, most frequent reason and site first.
func (a aborts) list() []jitlog.AbortReason {
	var out []jitlog.AbortReason
	for reason, sites := range a {
		r := jitlog.AbortReason{Reason: reason}
		for where, n := range sites {
			r.Count += n
			r.Sites = append(r.Sites, jitlog.AbortSite{Where: where, Count: n})
		}
		slices.SortFunc(r.Sites, func(x, y jitlog.AbortSite) int {
			return cmp.Or(cmp.Compare(y.Count, x.Count), cmp.Compare(x.Where, y.Where))
		})
		out = append(out, r)
	}
	slices.SortFunc(out, func(x, y jitlog.AbortReason) int {
		return cmp.Or(cmp.Compare(y.Count, x.Count), cmp.Compare(x.Reason, y.Reason))
	})
	return out
}
