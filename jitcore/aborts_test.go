package jitcore

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// TestAbortsList checks the tally --jit-stats prints: by reason, most
// frequent first, each site named without its trace number.
func TestAbortsList(t *testing.T) {
	var a aborts
	a.note("trace too long", "#1 at pc 3")
	a.note("reaches a loop header with no compiled loop yet", "#2 at pc 7")
	a.note("reaches a loop header with no compiled loop yet", "#3 at pc 9 (guard op 4 of #2)")
	a.note("reaches a loop header with no compiled loop yet", "#5 at pc 7")
	want := []jitlog.AbortReason{
		{Reason: "reaches a loop header with no compiled loop yet", Count: 3, Sites: []jitlog.AbortSite{{Where: "pc 7", Count: 2}, {Where: "pc 9 (guard op 4 of #2)", Count: 1}}},
		{Reason: "trace too long", Count: 1, Sites: []jitlog.AbortSite{{Where: "pc 3", Count: 1}}},
	}
	if diff := cmp.Diff(want, a.list()); diff != "" {
		t.Errorf("aborts (-want +got):\n%s", diff)
	}
}
