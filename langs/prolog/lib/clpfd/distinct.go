package clpfd

import "slices"

// all_different/1 and all_distinct/1. Both are a distinctValues
// propagator: a value a variable takes leaves the domains of the
// others. all_distinct/1 adds the matching filter (matching): a value
// leaves a variable's domain when no assignment of distinct values to
// all the variables gives it to that one (Régin's filter: a maximum
// matching of the variables to their values, then the edges on no
// alternating path or cycle go).

// distinctValues: the variables' values are pairwise different.
type distinctValues struct{ vs []*fdvar }

func (c *distinctValues) vars() []*fdvar { return c.vs }

func (c *distinctValues) run(s *solver) bool {
	for changed := true; changed; {
		changed = false
		for i, v := range c.vs {
			v = v.deref()
			n, ok := v.dom.single()
			if !ok {
				continue
			}
			for j, o := range c.vs {
				o = o.deref()
				switch {
				case j == i || !o.dom.contains(n):
					continue
				case o == v: // one variable twice (X = Y after all_different([X,Y]))
					return false
				}
				if !s.exclude(o, n) {
					return false
				}
				if o.fixed() {
					changed = true
				}
			}
		}
	}
	return true
}

// matching is all_distinct's filter.
type matching struct{ vs []*fdvar }

func (c *matching) vars() []*fdvar { return c.vs }

func (c *matching) run(s *solver) bool {
	removals, ok := regin(c.vs)
	if !ok {
		return false
	}
	for _, r := range removals {
		if !s.exclude(r.v, r.n) {
			return false
		}
	}
	return true
}

// postDistinct posts all_different(Vs) or all_distinct(Vs), g's list.
func (s *solver) postDistinct(g gterm) bool {
	vs := make([]*fdvar, len(g.args[0].args))
	for i, a := range g.args[0].args {
		if a.kind == gInt {
			vs[i] = constant(a.n)
		} else {
			vs[i] = a.v
		}
	}
	c := newConstraint(g)
	s.post(c, &distinctValues{vs}, onFix)
	if g.name == "all_distinct" {
		s.postProp(&prop{propagator: &matching{vs}, owner: c, slow: true}, onDomain)
	}
	return true
}

// removal is a value a variable's domain loses.
type removal struct {
	v *fdvar
	n num
}

// regin is the matching-based filter of all_distinct on the variables
// of vs that are not instantiated and have finite domains: the
// removals, or false when no matching covers them all.
func regin(vs0 []*fdvar) ([]removal, bool) {
	var vs []*fdvar
	for _, v := range vs0 {
		v = v.deref()
		if !v.fixed() && v.dom.bounded() && !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		return nil, true
	}
	// The value graph: value nodes numbered in order of first sight.
	valueID := map[num]int{}
	var values []num
	adj := make([][]int, len(vs)) // variable -> its values
	for i, v := range vs {
		for _, iv := range v.dom {
			for n := iv.lo; n.leq(iv.hi); n = n.add1() {
				id, ok := valueID[n]
				if !ok {
					id = len(values)
					valueID[n] = id
					values = append(values, n)
				}
				adj[i] = append(adj[i], id)
			}
		}
	}
	if len(vs) > len(values) {
		return nil, false
	}
	matchVar := make([]int, len(vs)) // variable -> value, -1
	matchVal := make([]int, len(values))
	for i := range matchVar {
		matchVar[i] = -1
	}
	for i := range matchVal {
		matchVal[i] = -1
	}
	// Greedy start, then augmenting paths (breadth first).
	for i := range vs {
		for _, u := range adj[i] {
			if matchVal[u] < 0 {
				matchVar[i], matchVal[u] = u, i
				break
			}
		}
	}
	parentVar := make([]int, len(values))
	for i := range vs {
		if matchVar[i] >= 0 {
			continue
		}
		if !augment(i, adj, matchVar, matchVal, parentVar) {
			return nil, false
		}
	}
	n := len(vs)
	// Reverse adjacency for values: the variables that can take it.
	varsOf := make([][]int, len(values))
	for i := range vs {
		for _, u := range adj[i] {
			varsOf[u] = append(varsOf[u], i)
		}
	}
	// Edges on an alternating path from a free value are used: walk
	// from each free value along value -> variable (unmatched) ->
	// matched value.
	usedVal := make([]bool, len(values)) // value reached from a free value
	var stack []int
	for u := range values {
		if matchVal[u] < 0 {
			usedVal[u] = true
			stack = append(stack, u)
		}
	}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, i := range varsOf[u] {
			if i == matchVal[u] {
				continue
			}
			if w := matchVar[i]; !usedVal[w] {
				usedVal[w] = true
				stack = append(stack, w)
			}
		}
	}
	// Strongly connected components (Tarjan's, iteratively) of the
	// graph from the variables.
	comp := sccs(n+len(values), n, func(x int) []int {
		if x < n {
			return []int{n + matchVar[x]}
		}
		u := x - n
		var out []int
		for _, i := range varsOf[u] {
			if i != matchVal[u] {
				out = append(out, i)
			}
		}
		return out
	})
	var removals []removal
	for i, v := range vs {
		for _, u := range adj[i] {
			// An unmatched edge i-u survives when it is on an
			// alternating path from a free value (u reached: the
			// path goes u -> i -> ...) or in a cycle (one component).
			if u == matchVar[i] || usedVal[u] || comp[i] >= 0 && comp[i] == comp[n+u] {
				continue
			}
			removals = append(removals, removal{v, values[u]})
		}
	}
	return removals, true
}

// augment finds an augmenting path from the free variable i to a free
// value by breadth-first search, and flips it; false when there is
// none.
func augment(i int, adj [][]int, matchVar, matchVal, parentVar []int) bool {
	for u := range parentVar {
		parentVar[u] = -2
	}
	queue := []int{i}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, u := range adj[x] {
			if parentVar[u] != -2 {
				continue
			}
			parentVar[u] = x
			if matchVal[u] < 0 {
				// Flip the path back to i.
				for u >= 0 {
					x := parentVar[u]
					prev := matchVar[x]
					matchVar[x], matchVal[u] = u, x
					u = prev
				}
				return true
			}
			queue = append(queue, matchVal[u])
		}
	}
	return false
}

// sccs numbers the strongly connected components of the graph of nodes
// 0..size-1 reachable from nodes 0..roots-1 (others get -1).
func sccs(size, roots int, succ func(int) []int) []int {
	index := make([]int, size)
	low := make([]int, size)
	comp := make([]int, size)
	onStack := make([]bool, size)
	for i := range index {
		index[i], comp[i] = -1, -1
	}
	next, ncomp := 0, 0
	var stack []int
	type frame struct {
		x     int
		succs []int
		k     int
	}
	for r := range roots {
		if index[r] >= 0 {
			continue
		}
		calls := []frame{{x: r, succs: succ(r)}}
		index[r], low[r] = next, next
		next++
		stack = append(stack, r)
		onStack[r] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			if f.k < len(f.succs) {
				y := f.succs[f.k]
				f.k++
				switch {
				case index[y] < 0:
					index[y], low[y] = next, next
					next++
					stack = append(stack, y)
					onStack[y] = true
					calls = append(calls, frame{x: y, succs: succ(y)})
				case onStack[y]:
					low[f.x] = min(low[f.x], index[y])
				}
				continue
			}
			x := f.x
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				p := calls[len(calls)-1].x
				low[p] = min(low[p], low[x])
			}
			if low[x] == index[x] {
				for {
					y := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[y] = false
					comp[y] = ncomp
					if y == x {
						break
					}
				}
				ncomp++
			}
		}
	}
	return comp
}
