package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestResolveExecutable checks that a peer is timed as the executable
// that really runs: symbolic links are followed, a pyenv-style shim is
// resolved through its manager's which, and a script that is not a shim
// (or a shim for a script) is refused rather than timed.
func TestResolveExecutable(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh for the fake version manager")
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	real := write("real-tool", "\x7fELF, not a script")
	write("script-tool", "#!/bin/sh\necho hello\n")
	// The manager answers "which NAME" as pyenv does: NAME-target's path.
	manager := write("manager", "#!/bin/sh\n[ \"$1\" = which ] && echo "+dir+"/$2-target\n")
	shim := func(name string) {
		write(name, "#!/usr/bin/env bash\nset -e\nprogram=\"${0##*/}\"\nexec \""+manager+"\" exec \"$program\" \"$@\"\n")
	}
	shim("tool")
	if err := os.Symlink(real, filepath.Join(dir, "tool-target")); err != nil {
		t.Fatal(err)
	}
	shim("badshim")
	write("badshim-target", "#!/bin/sh\nexec real-tool\n")
	if err := os.Symlink(real, filepath.Join(dir, "linked")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)

	tests := []struct {
		name     string
		want     string // the resolved path; "" for an error
		noteHas  string
		errorHas string
	}{
		{name: "real-tool", want: real},
		{name: "linked", want: real},
		{name: "tool", want: real, noteHas: "is a shim of manager; timed " + real},
		{name: "script-tool", errorHas: "is a script"},
		{name: "badshim", errorHas: "which is a script too"},
		{name: "missing", errorHas: "not found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, note, err := resolveExecutable(tt.name)
			if tt.want == "" {
				if err == nil || !strings.Contains(err.Error(), tt.errorHas) {
					t.Fatalf("resolveExecutable = %q, %v; want an error with %q", got, err, tt.errorHas)
				}
				return
			}
			if err != nil || got != tt.want || !strings.Contains(note, tt.noteHas) || (tt.noteHas == "" && note != "") {
				t.Fatalf("resolveExecutable = %q, %q, %v; want %q with a note containing %q", got, note, err, tt.want, tt.noteHas)
			}
		})
	}
}
