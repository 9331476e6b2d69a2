package main

import (
	"math"
	"slices"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	tests := []struct {
		in   []time.Duration
		want time.Duration
	}{
		{[]time.Duration{7}, 7},
		{[]time.Duration{3, 1, 2}, 2},
		{[]time.Duration{4, 1, 3, 2}, 2}, // (2+3)/2 in integer nanoseconds
		{[]time.Duration{10, 40, 20, 30}, 25},
		{[]time.Duration{5, 5, 1, 9, 5}, 5},
	}
	for _, tt := range tests {
		in := slices.Clone(tt.in)
		if got := median(in); got != tt.want {
			t.Errorf("median(%v) = %v, want %v", tt.in, got, tt.want)
		}
		if !slices.Equal(in, tt.in) {
			t.Errorf("median reordered its argument: %v", in)
		}
	}
}

func TestGeomean(t *testing.T) {
	tests := []struct {
		in   []float64
		want float64
	}{
		{[]float64{3}, 3},
		{[]float64{2, 8}, 4},
		{[]float64{0.5, 2}, 1},
		{[]float64{1, 10, 100}, 10},
	}
	for _, tt := range tests {
		if got := geomean(tt.in); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("geomean(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
