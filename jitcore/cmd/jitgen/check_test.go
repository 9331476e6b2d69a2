package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckConcrete checks which Concretes jitgen refuses: those the
// recording instance may run on a value it does not know as a constant.
func TestCheckConcrete(t *testing.T) {
	const head = "package p\n\nfunc f[V, C any, D Dom[V, C]](d D, v V) int64 {\n"
	tests := []struct {
		name, body string
		bad        int // refused Concretes
	}{
		{"plain", "\treturn d.Concrete(v)\n}\n", 1},
		{"in a call", "\tg(d.Concrete(v))\n\treturn 0\n}\n", 1},
		{"promoted", "\treturn d.Concrete(d.Promote(v))\n}\n", 0},
		{"a literal", "\treturn d.Concrete(d.Const(3))\n}\n", 0},
		{"peek", "\treturn d.Peek(v)\n}\n", 0},
		{"concrete only", "\tif !d.Tracing() {\n\t\treturn d.Concrete(v)\n\t}\n\treturn 0\n}\n", 0},
		{"else of tracing", "\tif d.Tracing() {\n\t\treturn 0\n\t} else {\n\t\treturn d.Concrete(v)\n\t}\n}\n", 0},
		{"after a tracing return", "\tif d.Tracing() {\n\t\td.Abandon(\"x\")\n\t\treturn 0\n\t}\n\treturn d.Concrete(v)\n}\n", 0},
		{"under !Tracing &&", "\tif !d.Tracing() && d.Concrete(v) == 0 {\n\t\treturn 1\n\t}\n\treturn 0\n}\n", 0},
		{"under Tracing", "\tif d.Tracing() {\n\t\treturn d.Concrete(v)\n\t}\n\treturn 0\n}\n", 1},
		{"under Done", "\tif !d.Done() {\n\t\treturn d.Concrete(v)\n\t}\n\treturn 0\n}\n", 1},
		{"two", "\treturn d.Concrete(v) + d.Concrete(d.Add(v, v))\n}\n", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := filepath.Join(t.TempDir(), "f.go")
			if err := os.WriteFile(src, []byte(head+tt.body), 0o644); err != nil {
				t.Fatal(err)
			}
			bad, err := checkConcrete([]string{src})
			if err != nil {
				t.Fatal(err)
			}
			if len(bad) != tt.bad {
				t.Errorf("%d refused, want %d: %q", len(bad), tt.bad, bad)
			}
			_, err = Generate(Config{Files: []string{src}, Suffix: "Concrete", Value: "int64", Cond: "bool", Domain: "domain.Concrete[int64]"})
			if refused := err != nil && strings.Contains(err.Error(), "unguarded reads"); refused != (tt.bad > 0) {
				t.Errorf("Generate: %v", err)
			}
			_, err = Generate(Config{Files: []string{src}, Suffix: "Concrete", Value: "int64", Cond: "bool", Domain: "domain.Concrete[int64]", UncheckedConcrete: "test"})
			if err != nil {
				t.Errorf("Generate with UncheckedConcrete: %v", err)
			}
		})
	}
}
