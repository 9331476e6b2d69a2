//go:build linux && amd64

package amd64

import (
	"slices"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
)

// arrivals are the pieces' arrival counts.
func arrivals(pieces []backend.Code) []int64 {
	var n []int64
	for _, c := range pieces {
		n = append(n, c.(backend.Counted).Arrivals())
	}
	return n
}

// TestCountArrivals runs the differential cases with arrival counting
// on the executor and on native code (and on the native backend's
// embedded executor, with memory native code may not touch): counting
// changes no outcome, and each piece counts the same arrivals on all
// three. The cases enter loops from Run, from bridges through guard
// entries and the values area, at their register entry and at their
// label, and call functions.
func TestCountArrivals(t *testing.T) {
	var cases []*diffCase
	cases = append(cases, bridgeCases()...)
	cases = append(cases, labelCases()...)
	cases = append(cases, functionCases()...)
	for _, dc := range cases {
		t.Run(dc.name, func(t *testing.T) {
			testingTB = t
			want := runCase(t, exec.New(), dc, true)
			ex := exec.New()
			ex.CountArrivals()
			exOuts, exPieces := runPieces(t, ex, dc, true)
			if d := outcomeDiff(want, exOuts); d != "" {
				t.Errorf("counting changed the executor's outcome (-without +with):\n%s", d)
			}
			counts := arrivals(exPieces)
			if counts[dc.entry] == 0 {
				t.Errorf("the executor counted no arrival of the piece it ran: %v", counts)
			}
			for _, raw := range []bool{true, false} {
				be := newNative(t, Config{})
				be.CountArrivals()
				outs, pieces := runPieces(t, be, dc, raw)
				if d := outcomeDiff(want, outs); d != "" {
					t.Errorf("raw=%v: counting changed native code's outcome (-without +with):\n%s", raw, d)
				}
				if got := arrivals(pieces); !slices.Equal(got, counts) {
					t.Errorf("raw=%v: native arrivals %v, executor's %v", raw, got, counts)
				}
			}
		})
	}
}

// TestArrivalsByHand checks the counts of a case worked out by hand:
// sawLoop from i = 0 leaves every 16 iterations into sawBridge(200),
// which goes back into the loop until i reaches 200. The loop arrives at
// its label 208 times per run (i = 0..207) and the bridge is entered 13
// times (i = 16, 32, ..., 208); the case runs twice.
func TestArrivalsByHand(t *testing.T) {
	var dc *diffCase
	for _, c := range bridgeCases() {
		if c.name == "bridge-back-to-loop" {
			dc = c
		}
	}
	be := newNative(t, Config{})
	be.CountArrivals()
	_, pieces := runPieces(t, be, dc, true)
	if got, want := arrivals(pieces), []int64{2 * 208, 2 * 13}; !slices.Equal(got, want) {
		t.Errorf("arrivals %v, want %v", got, want)
	}
}

// TestNoCountingNoCode checks that code compiled without counting has no
// counter increment, and that code compiled with it has one per trace.
func TestNoCountingNoCode(t *testing.T) {
	const increment = "add qword ptr [rax], 0x1"
	for _, counting := range []bool{false, true} {
		be := newNative(t, Config{})
		if counting {
			be.CountArrivals()
		}
		_, pieces := runPieces(t, be, bridgeCases()[1], true)
		for i, c := range pieces {
			if got := strings.Count(c.Listing(), increment); got != map[bool]int{false: 0, true: 1}[counting] {
				t.Errorf("counting=%v: piece %d has %d counter increments:\n%s", counting, i, got, c.Listing())
			}
			if !counting && c.(backend.Counted).Arrivals() != 0 {
				t.Errorf("piece %d counted arrivals without counting", i)
			}
		}
	}
}
