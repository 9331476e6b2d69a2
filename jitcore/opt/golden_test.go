package opt

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

var update = flag.Bool("update", false, "rewrite the expected outputs of the golden tests")

const (
	inputMark  = "== input =="
	outputMark = "== output =="
)

// TestGolden runs testdata/<pass>/*.txt: the input trace through the
// pass (testdata/all: through Optimize with every pass), compared with
// the expected output. Each file is
//
//	# what the case shows
//	== input ==
//	<trace>
//	== output ==
//	<trace>
func TestGolden(t *testing.T) {
	dirs, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		run := passRunner(t, d.Name())
		files, err := filepath.Glob(filepath.Join("testdata", d.Name(), "*.txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, file := range files {
			t.Run(d.Name()+"/"+strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
				golden(t, file, run)
			})
		}
	}
}

func passRunner(t *testing.T, name string) func(*ir.Trace) (*ir.Trace, error) {
	switch name {
	case "all":
		return func(tr *ir.Trace) (*ir.Trace, error) { return Optimize(tr, All) }
	case "rederive":
		return func(tr *ir.Trace) (*ir.Trace, error) {
			out, err := Rederive(tr)
			if err != nil {
				return nil, err
			}
			return out, out.Verify()
		}
	}
	i := passIndex(name)
	if i < 0 {
		t.Fatalf("testdata/%s: no pass of that name", name)
	}
	return func(tr *ir.Trace) (*ir.Trace, error) {
		out := Passes[i].Run(tr)
		return out, out.Verify()
	}
}

func golden(t *testing.T, file string, run func(*ir.Trace) (*ir.Trace, error)) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	head, rest, ok := strings.Cut(text, inputMark+"\n")
	if !ok {
		t.Fatalf("no %q line", inputMark)
	}
	in, want, _ := strings.Cut(rest, outputMark+"\n")
	tr, err := irtext.Parse(in)
	if err != nil {
		t.Fatalf("input: %v", err)
	}
	if err := tr.Verify(); err != nil && !mendedByRederive(tr) {
		t.Fatalf("input does not verify: %v\n%s", err, tr)
	}
	before := tr.String()
	out, err := run(tr)
	if err != nil {
		t.Fatalf("output does not verify: %v\n%s", err, out)
	}
	if tr.String() != before {
		t.Errorf("the pass modified its input")
	}
	got := out.String()
	if *update {
		text = head + inputMark + "\n" + in + outputMark + "\n" + got
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("output differs (-want +got); run go test ./opt -update to accept:\n%s", diff)
	}
}
