package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

func TestGenerateGolden(t *testing.T) {
	src := filepath.Join("testdata", "count.go.txt")
	got, err := Generate(Config{Files: []string{src}, Suffix: "Concrete", Value: "int64", Cond: "bool", Domain: "domain.Concrete[int64]"})
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "count_concrete.golden")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("generated code differs from %s (-want +got):\n%s", golden, diff)
	}
}

func TestGenerateErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"no domain function", "package p\nfunc f[T any](x T) T { return x }\n", "no function generic over a domain"},
		{"shadows a type parameter", "package p\nfunc f[V, C any, D Dom[V, C]](d D) { V := 1; _ = V }\n", "declares V, the name of a type parameter"},
		{"var shadows", "package p\nfunc f[V, C any, D Dom[V, C]](d D) { var D int; _ = D }\n", "declares D, the name of a type parameter"},
		{"syntax error", "package p\nfunc f(\n", "expected"},
		{"direct call without a constant", "package p\n//jitgen:direct fn* rt*\nfunc w[V, C any, D Dom[V, C]](d D, fn int) {}\nfunc f[V, C any, D Dom[V, C]](d D, fn int) { w(d, fn) }\n", "line 4: a call of a //jitgen:direct wrapper names no function by a constant fn*"},
		{"bad directive", "package p\n//jitgen:direct fn rt*\nfunc w[V, C any, D Dom[V, C]](d D, fn int) {}\n", "wants a constant prefix and a call prefix"},
		{"bad direct target", "package p\n//jitgen:direct fn* a+b*\nfunc w[V, C any, D Dom[V, C]](d D, fn int) {}\n", "is not a name or a qualified name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "in.go")
			if err := os.WriteFile(file, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Generate(Config{Files: []string{file}, Suffix: "Concrete", Value: "int64", Cond: "bool", Domain: "domain.Concrete[int64]"})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestGenerateBadType(t *testing.T) {
	_, err := Generate(Config{Files: []string{filepath.Join("testdata", "count.go.txt")}, Value: "[]int", Cond: "bool", Domain: "domain.Concrete[int64]"})
	if err == nil || !strings.Contains(err.Error(), "only names") {
		t.Errorf("error %v, want a refusal of the type []int", err)
	}
}
