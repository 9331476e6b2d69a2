// Command jitgen writes the concrete instance of an interpreter written
// once against jitcore/domain: a copy of every generic function whose
// type parameters are a domain triple [V, C any, D SomeDomain[V, C]],
// with V, C and D substituted by concrete types, so that the Go compiler
// inlines every domain method (a function instantiated by the compiler
// calls them through a dictionary, about 4× slower). A language runs it
// from go:generate:
//
//	//go:generate go run github.com/microjit/microjit/jitcore/cmd/jitgen -o interp_concrete.go interp.go
//
// Each function f becomes fConcrete (-suffix), and calls between such
// functions are renamed with it. V, C and D default to int64, bool and
// domain.Concrete[int64]; a language whose words are heap.Values sets
// -value heap.Value -domain 'domain.Concrete[heap.Value]'. The generated file says it is generated;
// it is never edited by hand, and ci/test fails when it is stale.
//
// A wrapper of the calls of the language's functions by index
// (Domain.Call) may be marked //jitgen:direct fn* vm.rt*: its calls with
// a constant fnX become the direct calls vm.rtX(…) in the concrete
// instance, with no table, no copy of the arguments (direct.go).
//
// jitgen refuses a source whose recording instance may read a value
// with Domain.Concrete without a guard (check.go); -unchecked-concrete
// REASON turns that off, naming why.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	var cfg Config
	flag.StringVar(&cfg.Out, "o", "", "output `file` (required)")
	flag.StringVar(&cfg.Suffix, "suffix", "Concrete", "appended to each instantiated function's name")
	flag.StringVar(&cfg.Value, "value", "int64", "the concrete value type (V)")
	flag.StringVar(&cfg.Cond, "cond", "bool", "the concrete condition type (C)")
	flag.StringVar(&cfg.Domain, "domain", "domain.Concrete[int64]", "the concrete domain type (D)")
	flag.StringVar(&cfg.UncheckedConcrete, "unchecked-concrete", "", "do not refuse unguarded Concretes where the recording runs, for this `reason` (a language whose recording instance never runs yet)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: jitgen -o OUT.go [flags] FILE.go...\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	cfg.Files = flag.Args()
	if cfg.Out == "" || len(cfg.Files) == 0 {
		flag.Usage()
		os.Exit(2)
	}
	src, err := Generate(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "jitgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(cfg.Out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "jitgen:", err)
		os.Exit(1)
	}
}
