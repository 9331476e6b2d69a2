package vm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoUncheckedConcrete holds jitgen's guard rail for the eval loop:
// interp.go's go:generate line runs jitgen with its check (no
// -unchecked-concrete), and jitgen, run as that line says, accepts the
// loop (a Concrete the recording instance may run on a value it does not
// know as a constant fails it) and writes interp_concrete.go as it is.
func TestNoUncheckedConcrete(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs jitgen")
	}
	src, err := os.ReadFile("interp.go")
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(line, "//go:generate go "); ok {
			args = strings.Fields(rest)
		}
	}
	if len(args) == 0 {
		t.Fatal("interp.go has no go:generate line running go")
	}
	out := filepath.Join(t.TempDir(), "interp_concrete.go")
	for i, a := range args {
		switch a {
		case "-unchecked-concrete":
			t.Fatalf("interp.go's go:generate turns jitgen's check off (-unchecked-concrete %s)", args[i+1])
		case "-o":
			args[i+1] = out
		}
	}
	cmd := exec.Command("go", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("jitgen: %v\n%s", err, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("interp_concrete.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("interp_concrete.go is stale: run go generate")
	}
}
