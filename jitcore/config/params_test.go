package config

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
)

func TestParamsSet(t *testing.T) {
	tests := []struct {
		list    string
		check   func(p Params) bool
		wantErr string // a part of the error, or "" for none
	}{
		{list: "threshold=7, trace_eagerness=3", check: func(p Params) bool { return p.Threshold == 7 && p.TraceEagerness == 3 }},
		{list: "jit=off", check: func(p Params) bool { return !p.Enabled }},
		{list: "backend=exec,enable_opts=fold:dce", check: func(p Params) bool { return p.Backend == "exec" && p.EnableOpts == "fold:dce" }},
		{list: "fuel_bits=1", check: func(p Params) bool { return p.FuelBits == 1 }},
		{list: "fuel_bits=22", check: func(p Params) bool { return p.FuelBits == backend.MaxFuelBits }},
		{list: "min_payoff=0,max_trace_memory=65536", check: func(p Params) bool { return p.MinPayoff == 0 && p.MaxTraceMemory == 65536 }},
		{list: "max_trace_memory=100", wantErr: "jit parameter max_trace_memory: must be at least 4096, got 100"},
		{list: "threshold=5,threshold=9", check: func(p Params) bool { return p.Threshold == 9 }},
		{list: "fuel_bits=23", wantErr: "jit parameter fuel_bits: must be at most 22, got 23"},
		{list: "fuel_bits=0", wantErr: "jit parameter fuel_bits: must be at least 1, got 0"},
		{list: "threshold=-1", wantErr: "must be at least 1, got -1"},
		{list: "threshold=many", wantErr: `not an integer: "many"`},
		{list: "jit=maybe", wantErr: `must be on or off, got "maybe"`},
		{list: "backend=llvm", wantErr: `must be one of native|exec, got "llvm"`},
		{list: "enable_opts=fold:nope", wantErr: `unknown optimizer pass "nope"`},
		{list: "nope=1", wantErr: `unknown jit parameter "nope"`},
		{list: "threshold", wantErr: `jit parameter "threshold": want name=value`},
	}
	for _, tt := range tests {
		t.Run(tt.list, func(t *testing.T) {
			p := DefaultParams()
			err := p.Set(tt.list)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("Set(%q): %v", tt.list, err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Fatalf("Set(%q) = %v, want an error containing %q", tt.list, err, tt.wantErr)
			case tt.check != nil && !tt.check(p):
				t.Fatalf("Set(%q) gave %+v", tt.list, p)
			}
		})
	}
}
