package opt

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// TestRederiveLeavesOthers: a trace with no op that collects is
// returned as it is; an offset carried round a loop that collects
// cannot be computed again, and Rederive says so.
func TestRederiveLeavesOthers(t *testing.T) {
	for _, tc := range []struct{ text, err string }{
		{"loop x\n  r0 = input 0\n  label r0\n  i2 = ref_addr r0\n  i3 = call f0(i2)\n  i4 = load64 m1[i2]\n  jump r0\n", ""},
		{"loop x\n  r0 = input 0\n  i1 = ref_addr r0\n  label r0, i1\n  i3 = call f0(r0) collects\n  i4 = load64 m1[i1]\n  jump r0, i1\n", "loop variable i1"},
	} {
		tr, err := irtext.Parse(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Rederive(tr)
		switch {
		case tc.err == "" && (err != nil || out != tr):
			t.Errorf("%q: Rederive made a new trace (%v)", tc.text, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.err)
		}
	}
}
