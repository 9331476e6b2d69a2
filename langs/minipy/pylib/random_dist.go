package pylib

import (
	"math"
)

// The random module's distributions, drawing from Float as CPython's
// do, so that a seeded program gets CPython's numbers.

var (
	nvMagic = 4 * math.Exp(-0.5) / math.Sqrt(2.0)
	log4    = math.Log(4.0)
	sgMagic = 1.0 + math.Log(4.5)
)

// Gauss is random.gauss(mu, sigma): the Box-Muller transform, whose
// second number waits for the next call.
func (r *Random) Gauss(mu, sigma float64) float64 {
	z := r.gaussNext
	if !r.hasGauss {
		x2pi := r.Float() * 2 * math.Pi
		g2rad := math.Sqrt(-2.0 * math.Log(1.0-r.Float()))
		z = Cos(x2pi) * g2rad
		r.gaussNext, r.hasGauss = Sin(x2pi)*g2rad, true
	} else {
		r.hasGauss = false
	}
	return mu + z*sigma
}

// NormalVariate is random.normalvariate: Kinderman and Monahan's ratio
// of uniforms.
func (r *Random) NormalVariate(mu, sigma float64) float64 {
	var z float64
	for {
		u1 := r.Float()
		u2 := 1.0 - r.Float()
		z = nvMagic * (u1 - 0.5) / u2
		if z*z/4.0 <= -math.Log(u2) {
			break
		}
	}
	return mu + z*sigma
}

// ExpoVariate is random.expovariate(lambd).
func (r *Random) ExpoVariate(lambd float64) (float64, error) {
	if lambd == 0 {
		return 0, ErrFloatDivZero
	}
	return -math.Log(1.0-r.Float()) / lambd, nil
}

// Triangular is random.triangular(low, high, mode); hasMode false
// puts the mode in the middle.
func (r *Random) Triangular(low, high, mode float64, hasMode bool) float64 {
	u := r.Float()
	c := 0.5
	if hasMode {
		if high == low {
			return low
		}
		c = (mode - low) / (high - low)
	}
	if u > c {
		u, c = 1.0-u, 1.0-c
		low, high = high, low
	}
	return low + (high-low)*math.Sqrt(u*c)
}

// GammaVariate is random.gammavariate(alpha, beta): Cheng's method for
// alpha > 1, the exponential for alpha == 1, Ahrens and Dieter's GS
// for alpha < 1.
func (r *Random) GammaVariate(alpha, beta float64) (float64, error) {
	if alpha <= 0 || beta <= 0 {
		return 0, newError(ValueError, "gammavariate: alpha and beta must be > 0.0")
	}
	switch {
	case alpha > 1:
		ainv := math.Sqrt(2.0*alpha - 1.0)
		bbb := alpha - log4
		ccc := alpha + ainv
		for {
			u1 := r.Float()
			if !(1e-7 < u1 && u1 < 0.9999999) {
				continue
			}
			u2 := 1.0 - r.Float()
			v := math.Log(u1/(1.0-u1)) / ainv
			x := alpha * math.Exp(v)
			z := u1 * u1 * u2
			t := bbb + ccc*v - x
			if t+sgMagic-4.5*z >= 0.0 || t >= math.Log(z) {
				return x * beta, nil
			}
		}
	case alpha == 1:
		return -math.Log(1.0-r.Float()) * beta, nil
	}
	var x float64
	for {
		u := r.Float()
		b := (math.E + alpha) / math.E
		p := b * u
		if p <= 1.0 {
			x = math.Pow(p, 1.0/alpha)
		} else {
			x = -math.Log((b - p) / alpha)
		}
		u1 := r.Float()
		if p > 1.0 {
			if u1 <= math.Pow(x, alpha-1.0) {
				break
			}
		} else if u1 <= math.Exp(-x) {
			break
		}
	}
	return x * beta, nil
}

// BetaVariate is random.betavariate(alpha, beta).
func (r *Random) BetaVariate(alpha, beta float64) (float64, error) {
	y, err := r.GammaVariate(alpha, 1.0)
	if err != nil || y == 0 {
		return 0, err
	}
	z, err := r.GammaVariate(beta, 1.0)
	return y / (y + z), err
}

// ParetoVariate is random.paretovariate(alpha).
func (r *Random) ParetoVariate(alpha float64) (float64, error) {
	if alpha == 0 {
		return 0, ErrFloatDivZero
	}
	u := 1.0 - r.Float()
	return math.Pow(u, -1.0/alpha), nil
}

// WeibullVariate is random.weibullvariate(alpha, beta).
func (r *Random) WeibullVariate(alpha, beta float64) (float64, error) {
	if beta == 0 {
		return 0, ErrFloatDivZero
	}
	u := 1.0 - r.Float()
	return alpha * math.Pow(-math.Log(u), 1.0/beta), nil
}

// VonMisesVariate is random.vonmisesvariate(mu, kappa): Best and
// Fisher's method.
func (r *Random) VonMisesVariate(mu, kappa float64) float64 {
	if kappa <= 1e-6 {
		return 2 * math.Pi * r.Float()
	}
	s := 0.5 / kappa
	rr := s + math.Sqrt(1.0+s*s)
	var z float64
	for {
		u1 := r.Float()
		z = Cos(math.Pi * u1)
		d := z / (rr + z)
		u2 := r.Float()
		if u2 < 1.0-d*d || u2 <= (1.0-d)*math.Exp(d) {
			break
		}
	}
	q := 1.0 / rr
	f := (q + z) / (1.0 + q*z)
	theta := mu - math.Acos(f)
	if r.Float() > 0.5 {
		theta = mu + math.Acos(f)
	}
	return floatMod(theta, 2*math.Pi)
}

// floatMod is Python's x % y for floats, y > 0.
func floatMod(x, y float64) float64 {
	m := math.Mod(x, y)
	if m != 0 && (m < 0) != (y < 0) {
		m += y
	}
	return m
}

// State is random.getstate()'s generator part: the 624 words and the
// position, and the pending gauss value (ok false: none).
func (r *Random) State() (words []uint32, pos int, gauss float64, ok bool) {
	return append([]uint32(nil), r.mt[:]...), r.idx, r.gaussNext, r.hasGauss
}

// SetState is random.setstate.
func (r *Random) SetState(words []uint32, pos int, gauss float64, ok bool) error {
	if len(words) != mtN || pos < 0 || pos > mtN {
		return newError(ValueError, "state vector is the wrong size")
	}
	copy(r.mt[:], words)
	r.idx = pos
	r.gaussNext, r.hasGauss = gauss, ok
	return nil
}
