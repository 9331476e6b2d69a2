package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

func TestTimeRun(t *testing.T) {
	for _, tool := range []string{"cat", "sleep", "false"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s on the PATH", tool)
		}
	}
	input := filepath.Join(t.TempDir(), "in")
	if err := os.WriteFile(input, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		argv  []string
		want  string
		short string // the runError's short form, "" for success
	}{
		{"right output", []string{"cat"}, "abc", ""},
		{"wrong output", []string{"cat"}, "abd", "wrong output"},
		{"exit status", []string{"false"}, "", "error"},
		{"timeout", []string{"sleep", "10"}, "", "timeout"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := program{name: "p", input: input, want: []byte(tt.want)}
			d, err := timeRun(context.Background(), tt.argv, p, 200*time.Millisecond)
			if tt.short == "" {
				if err != nil || d.wall <= 0 || d.cpu < 0 {
					t.Fatalf("timeRun = %+v, %v; want a positive time", d, err)
				}
				if runtime.GOOS == "linux" && d.peak <= 0 {
					t.Fatalf("timeRun = %+v: no peak memory from the rusage", d)
				}
				return
			}
			if re, ok := errors.AsType[*runError](err); !ok || re.short != tt.short {
				t.Fatalf("timeRun error = %v, want a %q runError", err, tt.short)
			}
		})
	}
}
