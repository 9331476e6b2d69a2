package clpfd

import "slices"

// ival is the interval lo..hi of a domain (lo ≤ hi; lo may be inf, hi
// sup).
type ival struct{ lo, hi num }

// domain is a set of integers: its intervals in increasing order, none
// adjacent to the next (there is a hole between two). The empty domain
// is nil. A domain is never changed once made: every operation returns
// a new one (or the same when nothing changes), so that the trail can
// keep old domains.
type domain []ival

// fullDomain is inf..sup, the domain of a variable without one.
var fullDomain = domain{{inf, sup}}

// interval is the domain lo..hi (empty when lo > hi).
func interval(lo, hi num) domain {
	if lo.gt(hi) {
		return nil
	}
	return domain{{lo, hi}}
}

// singleton is the domain {n}.
func singleton(n num) domain { return domain{{n, n}} }

func (d domain) empty() bool { return len(d) == 0 }

// inf and sup are d's bounds (d not empty).
func (d domain) inf() num { return d[0].lo }
func (d domain) sup() num { return d[len(d)-1].hi }

// isFull reports whether d is inf..sup.
func (d domain) isFull() bool { return len(d) == 1 && d[0].lo.isInf() && d[0].hi.isSup() }

// single reports whether d holds one integer, and which.
func (d domain) single() (num, bool) {
	if len(d) == 1 && d[0].lo.eq(d[0].hi) {
		return d[0].lo, true
	}
	return num{}, false
}

// bounded reports whether both bounds of d are finite.
func (d domain) bounded() bool { return d.inf().finite() && d.sup().finite() }

// size is the number of integers in d (sup when infinite).
func (d domain) size() num {
	n := zero
	for _, iv := range d {
		n = n.add(iv.hi.sub(iv.lo).add1())
	}
	return n
}

// contains reports whether n is in d.
func (d domain) contains(n num) bool {
	i, found := d.search(n)
	return found || i < len(d) && d[i].lo.leq(n) && n.leq(d[i].hi)
}

// search is the index of the first interval whose hi is ≥ n, and
// whether n is in it.
func (d domain) search(n num) (int, bool) {
	i, _ := slices.BinarySearchFunc(d, n, func(iv ival, n num) int {
		if iv.hi.lt(n) {
			return -1
		}
		return 1
	})
	return i, i < len(d) && d[i].lo.leq(n)
}

func (d domain) equal(e domain) bool {
	if len(d) != len(e) {
		return false
	}
	for i := range d {
		if !d[i].lo.eq(e[i].lo) || !d[i].hi.eq(e[i].hi) {
			return false
		}
	}
	return true
}

// intersect is d ∩ e.
func (d domain) intersect(e domain) domain {
	var out domain
	i, j := 0, 0
	for i < len(d) && j < len(e) {
		lo, hi := maxNum(d[i].lo, e[j].lo), minNum(d[i].hi, e[j].hi)
		if lo.leq(hi) {
			out = append(out, ival{lo, hi})
		}
		if d[i].hi.lt(e[j].hi) {
			i++
		} else {
			j++
		}
	}
	if len(out) == len(d) && d.equal(out) {
		return d
	}
	return out
}

// clip is d ∩ lo..hi.
func (d domain) clip(lo, hi num) domain {
	if !d.empty() && lo.leq(d.inf()) && d.sup().leq(hi) {
		return d
	}
	return d.intersect(domain{{lo, hi}})
}

// remove is d without n.
func (d domain) remove(n num) domain {
	i, found := d.search(n)
	if !found {
		return d
	}
	iv := d[i]
	out := make(domain, 0, len(d)+1)
	out = append(out, d[:i]...)
	if iv.lo.lt(n) {
		out = append(out, ival{iv.lo, n.sub1()})
	}
	if n.lt(iv.hi) {
		out = append(out, ival{n.add1(), iv.hi})
	}
	return append(out, d[i+1:]...)
}

// union is d ∪ e (merging intervals that overlap or touch).
func (d domain) union(e domain) domain {
	all := make([]ival, 0, len(d)+len(e))
	all = append(append(all, d...), e...)
	return mergeIntervals(all)
}

// mergeIntervals sorts the intervals ivs and merges those that overlap
// or touch.
func mergeIntervals(ivs []ival) domain {
	slices.SortStableFunc(ivs, func(a, b ival) int { return a.lo.cmp(b.lo) })
	var out domain
	for _, iv := range ivs {
		if n := len(out); n > 0 && iv.lo.leq(out[n-1].hi.add1()) {
			out[n-1].hi = maxNum(out[n-1].hi, iv.hi)
			continue
		}
		out = append(out, iv)
	}
	return out
}

// complement is the integers not in d.
func (d domain) complement() domain { return fullDomain.subtract(d) }

// subtract is d without the integers of e.
func (d domain) subtract(e domain) domain {
	out := d
	for _, iv := range e {
		var next domain
		for _, x := range out {
			if iv.hi.lt(x.lo) || x.hi.lt(iv.lo) {
				next = append(next, x)
				continue
			}
			if x.lo.lt(iv.lo) {
				next = append(next, ival{x.lo, iv.lo.sub1()})
			}
			if iv.hi.lt(x.hi) {
				next = append(next, ival{iv.hi.add1(), x.hi})
			}
		}
		out = next
	}
	return out
}

// shift is d with o added to every integer.
func (d domain) shift(o num) domain {
	if o.isZero() {
		return d
	}
	out := make(domain, len(d))
	for i, iv := range d {
		out[i] = ival{iv.lo.add(o), iv.hi.add(o)}
	}
	return out
}

// negate is d with every integer negated.
func (d domain) negate() domain {
	out := make(domain, len(d))
	for i, iv := range d {
		out[len(d)-1-i] = ival{iv.hi.neg(), iv.lo.neg()}
	}
	return out
}

// fromList is the domain of the integers ns.
func fromList(ns []num) domain {
	ivs := make([]ival, len(ns))
	for i, n := range ns {
		ivs[i] = ival{n, n}
	}
	return mergeIntervals(ivs)
}
