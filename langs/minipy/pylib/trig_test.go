package pylib

import (
	"bufio"
	"encoding/json"
	"math"
	"os"
	"strconv"
	"testing"
)

// TestTrig: Sin, Cos and Tan give CPython's (the C library's) floats bit
// for bit on testdata/trig.jsonl (gen_trig.py: where those are correctly
// rounded, 99.8% of them), and Go's math does not on all of them (the
// reason for trig.go).
func TestTrig(t *testing.T) {
	f, err := os.Open("testdata/trig.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	hex := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	fns := []struct {
		name      string
		ours, gos func(float64) float64
	}{{"sin", Sin, math.Sin}, {"cos", Cos, math.Cos}, {"tan", Tan, math.Tan}}
	goOff, n := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c map[string]string
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		x := hex(c["x"])
		for _, fn := range fns {
			if c[fn.name] == "" {
				continue // the C library's result is not correctly rounded
			}
			want := hex(c[fn.name])
			n++
			if got := fn.ours(x); math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("%s(%v) = %v, CPython %v", fn.name, x, got, want)
			}
			if math.Float64bits(fn.gos(x)) != math.Float64bits(want) {
				goOff++
			}
		}
	}
	if goOff == 0 {
		t.Errorf("Go's math agrees with CPython on all %d values: the cases test nothing", n)
	}
	t.Logf("Go's math differs from CPython on %d of %d", goOff, n)
}
