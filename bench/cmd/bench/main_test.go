package main

import (
	"io"
	"testing"
	"time"
)

func TestParseFlags(t *testing.T) {
	tests := []struct {
		args []string
		ok   bool
	}{
		{nil, true},
		{[]string{"-lang", "bf", "-only", "^mandel", "-runs", "3", "-timeout", "1m", "-slow", "-base", "gcc-O2"}, true},
		{[]string{"-runs", "0"}, false},
		{[]string{"-timeout", "0s"}, false},
		{[]string{"-lang", "cobol"}, false},
		{[]string{"-base", "nosuch"}, false},
		{[]string{"-only", "("}, false},
		{[]string{"extra"}, false},
		{[]string{"-nosuchflag"}, false},
	}
	for _, tt := range tests {
		if _, ok := parseFlags(tt.args, io.Discard); ok != tt.ok {
			t.Errorf("parseFlags(%q) ok = %v, want %v", tt.args, ok, tt.ok)
		}
	}
}

func TestParseFlagsDefaults(t *testing.T) {
	o, ok := parseFlags(nil, io.Discard)
	if !ok {
		t.Fatal("parseFlags(nil) failed")
	}
	if o.lang != "bf" || o.runs != 5 || o.timeout != 5*time.Minute || o.slow || o.base != "" || o.only.String() != "" {
		t.Errorf("defaults = %+v", o)
	}
}
