package cli

import (
	"bytes"
	"os"
	"runtime/debug"
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

// TestSetGC checks that Main's collector setting yields to a GOGC the
// user set.
func TestSetGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	for _, tt := range []struct {
		env  string // "" for unset
		want int
	}{
		{"", GCPercent},
		{"50", 100}, // left as it was: the runtime read GOGC at start-up
	} {
		debug.SetGCPercent(100)
		if tt.env == "" {
			t.Setenv("GOGC", "x") // restored after the test
			os.Unsetenv("GOGC")
		} else {
			t.Setenv("GOGC", tt.env)
		}
		setGC(GCPercent)
		if got := debug.SetGCPercent(100); got != tt.want {
			t.Errorf("GOGC %q: collector percent %d, want %d", tt.env, got, tt.want)
		}
	}
}
