package main

import (
	"testing"
	"time"
)

// runs makes a cell's counted runs from wall and CPU seconds, pairwise,
// each with a peak of 1 MiB times its index plus one.
func runs(wallCPU ...float64) []sample {
	var ss []sample
	for i := 0; i+1 < len(wallCPU); i += 2 {
		ss = append(ss, sample{
			wall: time.Duration(wallCPU[i] * float64(time.Second)),
			cpu:  time.Duration(wallCPU[i+1] * float64(time.Second)),
			peak: int64(i/2+1) << 20,
		})
	}
	return ss
}

func TestReport(t *testing.T) {
	r := &results{
		programs: []string{"a.b", "b.b"},
		engines:  []string{"microjit", "gcc-O2"},
		cells: [][]cell{
			{{runs: runs(4, 3, 2, 1, 3, 2)}, {runs: runs(1, 0.5, 1, 0.5, 1, 0.5)}},
			{{err: &runError{"wrong output", "3 bytes, want 4; first difference at byte 2"}}, {runs: runs(0.5, 0)}},
		},
	}
	tests := []struct {
		name, base, want string
	}{
		{
			name: "with a baseline",
			base: "gcc-O2",
			want: "" +
				"| program          | engine   |           median s | min s | max s | cpu s | peak MiB | / gcc-O2 | cpu / gcc-O2 |\n" +
				"| ---------------- | -------- | -----------------: | ----: | ----: | ----: | -------: | -------: | -----------: |\n" +
				"| a.b              | microjit |              3.000 | 2.000 | 4.000 | 2.000 |      3.0 |     3.00 |         4.00 |\n" +
				"| a.b              | gcc-O2   |              1.000 | 1.000 | 1.000 | 0.500 |      3.0 |     1.00 |         1.00 |\n" +
				"| b.b              | microjit | FAIL: wrong output |       |       |       |          |          |              |\n" +
				"| b.b              | gcc-O2   |              0.500 | 0.500 | 0.500 | 0.000 |      1.0 |     1.00 |            - |\n" +
				"| geomean (1 of 2) | microjit |                    |       |       |       |          |     3.00 |         4.00 |\n",
		},
		{
			name: "without a baseline",
			base: "",
			want: "" +
				"| program | engine   |           median s | min s | max s | cpu s | peak MiB | ratio | cpu ratio |\n" +
				"| ------- | -------- | -----------------: | ----: | ----: | ----: | -------: | ----: | --------: |\n" +
				"| a.b     | microjit |              3.000 | 2.000 | 4.000 | 2.000 |      3.0 |     - |         - |\n" +
				"| a.b     | gcc-O2   |              1.000 | 1.000 | 1.000 | 0.500 |      3.0 |     - |         - |\n" +
				"| b.b     | microjit | FAIL: wrong output |       |       |       |          |       |           |\n" +
				"| b.b     | gcc-O2   |              0.500 | 0.500 | 0.500 | 0.000 |      1.0 |     - |         - |\n",
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
	r := &results{
		programs: []string{"a.b", "b.b", "c.b"},
		engines:  []string{engineJIT, engineInterp, "gcc-O2"},
		cells: [][]cell{
			{{runs: runs(2, 2, 1, 1, 3, 3)}, {runs: runs(20, 20)}, {runs: runs(1, 1)}},
			{{runs: runs(1, 1)}, {err: &runError{"timeout", "no exit within 5m0s"}}, {runs: runs(1, 1)}},
			{{runs: runs(0.25, 0.25)}, {runs: runs(10, 10, 10, 10)}, {runs: runs(1, 1)}},
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
