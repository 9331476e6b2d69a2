package clpfd

// A propagator's remap is a copy of it whose variables and propagators
// are mapped by r (copy_term/2's copy of a network); with an identity
// map that collects, it lists them (reach).

// remapper maps variables (v) and clones propagators and original
// goals once each.
type remapper struct {
	v     func(*fdvar) *fdvar
	props map[*prop]*prop
	origs map[*original]*original
}

// remapped is implemented by every propagator.
type remapped interface {
	remap(r *remapper) propagator
}

// prop is p's copy (p itself when r only collects).
func (r *remapper) prop(p *prop) *prop {
	if p == nil {
		return nil
	}
	if r.props == nil { // collecting: walk its variables
		p.propagator.(remapped).remap(r)
		return p
	}
	if c, ok := r.props[p]; ok {
		return c
	}
	c := &prop{propState: p.propState, global: p.global, noReactivation: p.noReactivation}
	r.props[p] = c
	c.propagator = p.propagator.(remapped).remap(r)
	return c
}

func (r *remapper) vars(vs []*fdvar) []*fdvar {
	out := make([]*fdvar, len(vs))
	for i, v := range vs {
		out[i] = r.v(v)
	}
	return out
}

func (r *remapper) auxs(as []aux) []aux {
	out := make([]aux, len(as))
	for i, a := range as {
		out[i] = aux{p: r.prop(a.p)}
		if a.v != nil {
			out[i].v = r.v(a.v)
		}
		if a.x != nil {
			out[i].x = r.v(a.x)
		}
		if a.y != nil {
			out[i].y = r.v(a.y)
		}
	}
	return out
}

func (r *remapper) original(o *original) *original {
	if o == nil || r.origs == nil {
		if o != nil {
			r.vars(o.vs)
		}
		return o
	}
	if c, ok := r.origs[o]; ok {
		return c
	}
	c := &original{name: o.name, written: o.written}
	r.origs[o] = c
	c.vs = r.vars(o.vs)
	return c
}

// propVars is the variables p's propagator mentions (its auxiliaries'
// too).
func propVars(p *prop) []*fdvar {
	var out []*fdvar
	r := &remapper{v: func(v *fdvar) *fdvar {
		out = append(out, v)
		return v
	}}
	p.propagator.(remapped).remap(r)
	return out
}

func (c *pplus) remap(r *remapper) propagator      { return &pplus{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pgeq) remap(r *remapper) propagator       { return &pgeq{r.v(c.a), r.v(c.b)} }
func (c *pneq) remap(r *remapper) propagator       { return &pneq{r.v(c.a), r.v(c.b)} }
func (c *xLeqYPlusC) remap(r *remapper) propagator { return &xLeqYPlusC{r.v(c.x), r.v(c.y), c.c} }
func (c *xNeqYPlusZ) remap(r *remapper) propagator { return &xNeqYPlusZ{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *absdiffNeq) remap(r *remapper) propagator { return &absdiffNeq{r.v(c.x), r.v(c.y), c.c} }
func (c *absdiffGeq) remap(r *remapper) propagator { return &absdiffGeq{r.v(c.x), r.v(c.y), c.c} }
func (c *scalarProductEq) remap(r *remapper) propagator {
	return &scalarProductEq{c.cs, r.vars(c.vs), c.p}
}
func (c *scalarProductLeq) remap(r *remapper) propagator {
	return &scalarProductLeq{c.cs, r.vars(c.vs), c.p}
}
func (c *scalarNeq) remap(r *remapper) propagator { return &scalarNeq{c.cs, r.vars(c.vs), c.p} }
func (c *ptimes) remap(r *remapper) propagator    { return &ptimes{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pabs) remap(r *remapper) propagator      { return &pabs{r.v(c.x), r.v(c.y)} }
func (c *pmod) remap(r *remapper) propagator      { return &pmod{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *prem) remap(r *remapper) propagator      { return &prem{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pmax) remap(r *remapper) propagator      { return &pmax{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pmin) remap(r *remapper) propagator      { return &pmin{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *ptzdiv) remap(r *remapper) propagator    { return &ptzdiv{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pdiv) remap(r *remapper) propagator      { return &pdiv{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pexp) remap(r *remapper) propagator      { return &pexp{r.v(c.x), r.v(c.y), r.v(c.z)} }
func (c *pexclude) remap(r *remapper) propagator {
	return &pexclude{r.vars(c.left), r.vars(c.right), r.v(c.x), r.original(c.orig)}
}
func (c *pdistinct) remap(r *remapper) propagator { return &pdistinct{r.vars(c.vs)} }
func (c *reifiedIn) remap(r *remapper) propagator { return &reifiedIn{r.v(c.v), c.dom, r.v(c.b)} }
func (c *reifiedFD) remap(r *remapper) propagator { return &reifiedFD{r.v(c.v), r.v(c.b)} }
func (c *reifiedCmp) remap(r *remapper) propagator {
	return &reifiedCmp{c.kind, r.v(c.dx), r.v(c.x), r.v(c.dy), r.v(c.y), r.auxs(c.ps), r.v(c.b)}
}
func (c *reifiedAnd) remap(r *remapper) propagator {
	return &reifiedAnd{r.v(c.x), r.auxs(c.ps1), r.v(c.y), r.auxs(c.ps2), r.v(c.b)}
}
func (c *reifiedOr) remap(r *remapper) propagator {
	return &reifiedOr{r.v(c.x), r.auxs(c.ps1), r.v(c.y), r.auxs(c.ps2), r.v(c.b)}
}
func (c *reifiedNot) remap(r *remapper) propagator { return &reifiedNot{r.v(c.x), r.v(c.y)} }
func (c *pimpl) remap(r *remapper) propagator      { return &pimpl{r.v(c.x), r.v(c.y), r.auxs(c.ps)} }
func (c *pskeleton) remap(r *remapper) propagator {
	return &pskeleton{r.v(c.x), r.v(c.y), r.v(c.d), r.prop(c.skel), r.v(c.z)}
}
