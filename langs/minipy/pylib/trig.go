package pylib

import "math"

// Go's math.Sin, Cos and Tan are within one unit in the last place,
// while the C library's (CPython's) are correctly rounded in all but
// vanishingly rare cases: math.cos(3.13672248069662) is
// -0.9999881407314357 in CPython and Go's gives ...358, which random.gauss
// then passes on. Sin, Cos and Tan reduce the argument by pi/2 and sum
// the Taylor series in double-double arithmetic (fpow.go), about 100
// bits, so that the result rounds as the exact value does unless that
// lies within 2**-90 or so of a halfway point.

// pio2 is pi/2 as the sum of three floats (to about 160 bits).
var pio2 = [3]float64{1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33}

const (
	// trigReduceMax bounds the arguments reduced here: k*pi/2 with |k|
	// up to 2**20 is exact enough with pio2's three parts. Beyond it
	// Go's math (a Payne-Hanek reduction) answers.
	trigReduceMax = 1 << 20
	// trigTerms terms of each series reach 2**-106 for |r| <= pi/4.
	trigTerms = 16
	// tinyAngle: below it sin(x) and tan(x) round to x (x**2/3 is below
	// half a unit in the last place).
	tinyAngle = 0x1p-27
)

// sinTerms[n] is (-1)**n / (2n+1)!, cosTerms[n] (-1)**n / (2n)!.
var sinTerms, cosTerms = trigTables()

func trigTables() (sins, coss []dd) {
	inv := seriesTable(2*trigTerms+1, func(k int, prev dd) dd { return ddDiv(prev, dd{float64(k + 1), 0}) })
	// inv[k] is 1/(k+1)!
	sins, coss = make([]dd, trigTerms), make([]dd, trigTerms)
	for n := range trigTerms {
		s, c := inv[2*n], dd{1, 0}
		if n > 0 {
			c = inv[2*n-1]
		}
		if n%2 == 1 {
			s, c = dd{-s.hi, -s.lo}, dd{-c.hi, -c.lo}
		}
		sins[n], coss[n] = s, c
	}
	return sins, coss
}

func twoProd(a, b float64) dd {
	p := a * b
	return dd{p, math.FMA(a, b, -p)}
}

func ddNeg(a dd) dd { return dd{-a.hi, -a.lo} }

// sinCosDD is sin(x) and cos(x) in double-double for finite x with
// tinyAngle <= |x| <= trigReduceMax.
func sinCosDD(x float64) (sin, cos dd) {
	k := math.Round(x / pio2[0])
	r := ddAdd(dd{x, 0}, twoProd(-k, pio2[0]))
	r = ddAdd(r, twoProd(-k, pio2[1]))
	r = ddAdd(r, dd{-k * pio2[2], 0})
	z := ddMul(r, r)
	s, c := sinTerms[trigTerms-1], cosTerms[trigTerms-1]
	for n := trigTerms - 2; n >= 0; n-- {
		s = ddAdd(ddMul(s, z), sinTerms[n])
		c = ddAdd(ddMul(c, z), cosTerms[n])
	}
	s = ddMul(s, r)
	switch int64(k) & 3 {
	case 1:
		return c, ddNeg(s)
	case 2:
		return ddNeg(s), ddNeg(c)
	case 3:
		return ddNeg(c), s
	}
	return s, c
}

// trig is f of sin(x) and cos(x) rounded, or outside sinCosDD's range
// x itself when tiny (odd is set: sin and tan) or else goFn(x).
func trig(x float64, odd bool, goFn func(float64) float64, f func(sin, cos dd) dd) float64 {
	switch a := math.Abs(x); {
	case a < tinyAngle && odd:
		return x
	case a < tinyAngle || a > trigReduceMax || math.IsNaN(x):
		return goFn(x)
	}
	return f(sinCosDD(x)).hi
}

// Sin is math.sin for a float.
func Sin(x float64) float64 {
	return trig(x, true, math.Sin, func(s, c dd) dd { return s })
}

// Cos is math.cos for a float.
func Cos(x float64) float64 {
	return trig(x, false, math.Cos, func(s, c dd) dd { return c })
}

// Tan is math.tan for a float.
func Tan(x float64) float64 {
	return trig(x, true, math.Tan, ddDiv)
}
