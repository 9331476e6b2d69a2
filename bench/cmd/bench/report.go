package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"
)

// report builds the results table: median, min and max wall seconds of
// every program on every engine, each median divided by the base
// engine's, and a geometric mean of those ratios per engine. base is ""
// when no baseline ran; the ratio cells are then "-".
func report(r *results, base string) *table {
	ratioHead := "ratio"
	if base != "" {
		ratioHead = "/ " + base
	}
	t := &table{
		header: []string{"program", "engine", "median s", "min s", "max s", ratioHead},
		right:  []bool{false, false, true, true, true, true},
	}
	b := slices.Index(r.engines, base)
	ratios := make([][]float64, len(r.engines))
	for p, row := range r.cells {
		for e, c := range row {
			if c.err != nil {
				t.add(r.programs[p], r.engines[e], "FAIL: "+c.err.short)
				continue
			}
			if c.na {
				t.add(r.programs[p], r.engines[e], "n/a")
				continue
			}
			ratio := "-"
			if b >= 0 && row[b].err == nil && !row[b].na {
				x := median(c.times).Seconds() / median(row[b].times).Seconds()
				ratios[e] = append(ratios[e], x)
				ratio = ratioString(x)
			}
			t.add(r.programs[p], r.engines[e], secs(median(c.times)), secs(slices.Min(c.times)), secs(slices.Max(c.times)), ratio)
		}
	}
	for e, xs := range ratios {
		if e == b || len(xs) == 0 {
			continue
		}
		t.add(fmt.Sprintf("geomean (%d of %d)", len(xs), len(r.programs)), r.engines[e], "", "", "", ratioString(geomean(xs)))
	}
	return t
}

// speedups is the JIT's speed-up over the language's own interpreter per
// program (the interpreter's median divided by the JIT's) and their
// geometric mean, or nil when one of the two engines did not run. The
// JIT's bars are written this way ("10x the interpreter").
func speedups(r *results) *table {
	jit, interp := slices.Index(r.engines, engineJIT), slices.Index(r.engines, engineInterp)
	if jit < 0 || interp < 0 {
		return nil
	}
	t := &table{
		header: []string{"program", engineInterp + " / " + engineJIT},
		right:  []bool{false, true},
	}
	var xs []float64
	for p, row := range r.cells {
		if row[jit].err != nil || row[interp].err != nil || row[jit].na || row[interp].na {
			t.add(r.programs[p], "-")
			continue
		}
		x := median(row[interp].times).Seconds() / median(row[jit].times).Seconds()
		xs = append(xs, x)
		t.add(r.programs[p], ratioString(x))
	}
	if len(xs) > 0 {
		t.add(fmt.Sprintf("geomean (%d of %d)", len(xs), len(r.programs)), ratioString(geomean(xs)))
	}
	return t
}

// ratioString formats a positive ratio with 3 significant digits and
// no exponent, so that 0.005 and 500 both read plainly.
func ratioString(x float64) string {
	decimals := max(0, 2-int(math.Floor(math.Log10(x))))
	return strconv.FormatFloat(x, 'f', decimals, 64)
}

// secs formats a duration in seconds with millisecond precision.
func secs(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }
