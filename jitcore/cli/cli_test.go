package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunExitCodes(t *testing.T) {
	tests := []struct {
		name     string
		body     func() int
		wantCode int
		wantErr  string
	}{
		{"ok", func() int { return ExitOK }, ExitOK, ""},
		{"runtime", func() int { return ExitRuntime }, ExitRuntime, ""},
		{"panic", func() int { panic("boom") }, ExitInternal, "prog: internal error: boom (please report this bug)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("MICROJIT_DEBUG", "")
			var stderr bytes.Buffer
			if code := run("prog", &stderr, tt.body); code != tt.wantCode {
				t.Errorf("code = %d, want %d", code, tt.wantCode)
			}
			if got := stderr.String(); got != tt.wantErr {
				t.Errorf("stderr = %q, want %q", got, tt.wantErr)
			}
			if strings.Contains(stderr.String(), "goroutine") {
				t.Errorf("stderr shows a Go stack trace")
			}
		})
	}
}
