package main

import (
	"testing"
	"time"
)

func TestReport(t *testing.T) {
	s := time.Second
	r := &results{
		programs: []string{"a.b", "b.b"},
		engines:  []string{"microjit", "gcc-O2"},
		cells: [][]cell{
			{{times: []time.Duration{4 * s, 2 * s, 3 * s}}, {times: []time.Duration{s, s, s}}},
			{{err: &runError{"wrong output", "3 bytes, want 4; first difference at byte 2"}}, {times: []time.Duration{s / 2}}},
		},
	}
	tests := []struct {
		name, base, want string
	}{
		{
			name: "with a baseline",
			base: "gcc-O2",
			want: "" +
				"| program          | engine   |           median s | min s | max s | / gcc-O2 |\n" +
				"| ---------------- | -------- | -----------------: | ----: | ----: | -------: |\n" +
				"| a.b              | microjit |              3.000 | 2.000 | 4.000 |     3.00 |\n" +
				"| a.b              | gcc-O2   |              1.000 | 1.000 | 1.000 |     1.00 |\n" +
				"| b.b              | microjit | FAIL: wrong output |       |       |          |\n" +
				"| b.b              | gcc-O2   |              0.500 | 0.500 | 0.500 |     1.00 |\n" +
				"| geomean (1 of 2) | microjit |                    |       |       |     3.00 |\n",
		},
		{
			name: "without a baseline",
			base: "",
			want: "" +
				"| program | engine   |           median s | min s | max s | ratio |\n" +
				"| ------- | -------- | -----------------: | ----: | ----: | ----: |\n" +
				"| a.b     | microjit |              3.000 | 2.000 | 4.000 |     - |\n" +
				"| a.b     | gcc-O2   |              1.000 | 1.000 | 1.000 |     - |\n" +
				"| b.b     | microjit | FAIL: wrong output |       |       |       |\n" +
				"| b.b     | gcc-O2   |              0.500 | 0.500 | 0.500 |     - |\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := report(r, tt.base).String(); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
	if !r.failed() {
		t.Error("failed() = false with a FAIL cell")
	}
}

func TestSpeedups(t *testing.T) {
	s := time.Second
	r := &results{
		programs: []string{"a.b", "b.b", "c.b"},
		engines:  []string{engineJIT, engineInterp, "gcc-O2"},
		cells: [][]cell{
			{{times: []time.Duration{2 * s, s, 3 * s}}, {times: []time.Duration{20 * s}}, {times: []time.Duration{s}}},
			{{times: []time.Duration{s}}, {err: &runError{"timeout", "no exit within 5m0s"}}, {times: []time.Duration{s}}},
			{{times: []time.Duration{s / 4}}, {times: []time.Duration{10 * s, 10 * s}}, {times: []time.Duration{s}}},
		},
	}
	want := "" +
		"| program          | microjit-interp / microjit |\n" +
		"| ---------------- | -------------------------: |\n" +
		"| a.b              |                       10.0 |\n" +
		"| b.b              |                          - |\n" +
		"| c.b              |                       40.0 |\n" +
		"| geomean (2 of 3) |                       20.0 |\n"
	if got := speedups(r).String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	r.engines = []string{engineJIT, "gcc-O2", "tritium"}
	if speedups(r) != nil {
		t.Error("a table without the interpreter's runs")
	}
}

func TestRatioString(t *testing.T) {
	tests := []struct {
		in   float64
		want string
	}{
		{1, "1.00"},
		{3, "3.00"},
		{0.19, "0.190"},
		{0.005049, "0.00505"},
		{20.46, "20.5"},
		{591.89, "592"},
		{12345.6, "12346"},
	}
	for _, tt := range tests {
		if got := ratioString(tt.in); got != tt.want {
			t.Errorf("ratioString(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
