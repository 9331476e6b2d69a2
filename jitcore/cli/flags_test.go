package cli

import (
	"errors"
	"flag"
	"io"
	"testing"
)

func TestParseFlags(t *testing.T) {
	tests := []struct {
		args     []string
		wantCode int
		wantDone bool
	}{
		{[]string{"file"}, ExitOK, false},
		{[]string{"--help"}, ExitOK, true},
		{[]string{"--bogus"}, ExitUsage, true},
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		code, done := ParseFlags(fs, "usage\n", tt.args)
		if code != tt.wantCode || done != tt.wantDone {
			t.Errorf("ParseFlags(%q) = %d, %v; want %d, %v", tt.args, code, done, tt.wantCode, tt.wantDone)
		}
	}
}

func TestParseErrorOfOtherErrors(t *testing.T) {
	got := ParseError("f.x", errors.New("boom")).Error()
	if got != "f.x:1:1: boom" {
		t.Errorf("got %q", got)
	}
}
