package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"
)

// report builds the results table: median, min and max wall seconds of
// every program on every engine, its median CPU seconds (user + system)
// and its peak memory, the wall and CPU medians divided by the base
// engine's, and a geometric mean of each ratio per engine. base is ""
// when no baseline ran; the ratio cells are then "-".
func report(r *results, base string) *table {
	wallHead, cpuHead := "ratio", "cpu ratio"
	if base != "" {
		wallHead, cpuHead = "/ "+base, "cpu / "+base
	}
	t := &table{
		header: []string{"program", "engine", "median s", "min s", "max s", "cpu s", "peak MiB", wallHead, cpuHead},
		right:  []bool{false, false, true, true, true, true, true, true, true},
	}
	b := slices.Index(r.engines, base)
	wallRatios := make([][]float64, len(r.engines))
	cpuRatios := make([][]float64, len(r.engines))
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
			wall, cpu := median(c.walls()), median(c.cpus())
			wallRatio, cpuRatio := "-", "-"
			if b >= 0 && row[b].err == nil && !row[b].na {
				x := wall.Seconds() / median(row[b].walls()).Seconds()
				wallRatios[e] = append(wallRatios[e], x)
				wallRatio = ratioString(x)
				if y, ok := ratio(cpu, median(row[b].cpus())); ok {
					cpuRatios[e] = append(cpuRatios[e], y)
					cpuRatio = ratioString(y)
				}
			}
			t.add(r.programs[p], r.engines[e], secs(wall), secs(slices.Min(c.walls())), secs(slices.Max(c.walls())),
				secs(cpu), mib(c.peak()), wallRatio, cpuRatio)
		}
	}
	for e := range r.engines {
		if e == b || len(wallRatios[e]) == 0 {
			continue
		}
		cpuMean := "-"
		if len(cpuRatios[e]) == len(wallRatios[e]) {
			cpuMean = ratioString(geomean(cpuRatios[e]))
		}
		t.add(fmt.Sprintf("geomean (%d of %d)", len(wallRatios[e]), len(r.programs)), r.engines[e], "", "", "", "", "",
			ratioString(geomean(wallRatios[e])), cpuMean)
	}
	return t
}

// ratio is a / b, or false when b is 0: a CPU time below the clock's
// resolution.
func ratio(a, b time.Duration) (float64, bool) {
	if a <= 0 || b <= 0 {
		return 0, false
	}
	return a.Seconds() / b.Seconds(), true
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
		x := median(row[interp].walls()).Seconds() / median(row[jit].walls()).Seconds()
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

// mib formats a byte count in MiB with one decimal, or "-" when unknown.
func mib(bytes int64) string {
	if bytes <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", float64(bytes)/(1<<20))
}
