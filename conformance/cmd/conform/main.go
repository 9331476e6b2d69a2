// Command conform runs the conformance suite and prints a summary.
//
//	go run ./conformance/cmd/conform [-lang bf] [-mode interp,jit-eager] [-run REGEX]
//
// -mode passes-off runs jit-eager once per optimizer pass with that pass
// switched off (modes jit-eager-no-fold, jit-eager-no-cse, ...).
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/microjit/microjit/conformance"
	"github.com/microjit/microjit/jitcore/cli"
)

func main() { cli.Main("conform", run) }

func run() int {
	lang := flag.String("lang", "", "run only this language's cases")
	modes := flag.String("mode", "", "comma-separated modes to run (default all: interp,jit-eager,default; "+conformance.PassesOff+": jit-eager with each optimizer pass off in turn)")
	pattern := flag.String("run", "", "run only cases whose name matches `REGEX`")
	external := flag.Bool("external", true, "also run third-party cases from ../shared/conformance-data")
	timeout := flag.Duration("timeout", 3*time.Minute, "time limit for one case in one mode")
	jobs := flag.Int("j", runtime.NumCPU(), "cases to run at once")
	verbose := flag.Bool("v", false, "print every case's result and time")
	extra := flag.String("param", "", "JIT parameters `name=value,...` added to every mode (e.g. enable_opts=fold:cse)")
	flag.Parse()

	root, err := conformance.ModuleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, "conform:", err)
		return cli.ExitUsage
	}
	var re *regexp.Regexp
	if *pattern != "" {
		if re, err = regexp.Compile(*pattern); err != nil {
			fmt.Fprintln(os.Stderr, "conform: -run:", err)
			return cli.ExitUsage
		}
	}
	var ms []conformance.Mode
	for _, name := range strings.Split(*modes, ",") {
		if name == "" {
			continue
		}
		if name == conformance.PassesOff {
			ms = append(ms, conformance.PassOffModes()...)
			continue
		}
		m, ok := conformance.ModeByName(name)
		if !ok {
			fmt.Fprintf(os.Stderr, "conform: unknown mode %q\n", name)
			return cli.ExitUsage
		}
		ms = append(ms, m)
	}
	if len(ms) == 0 {
		ms = conformance.Modes
	}
	if *extra != "" {
		ms = append([]conformance.Mode(nil), ms...)
		for i := range ms {
			ms[i].Env += "," + *extra
		}
	}
	langs := conformance.Languages
	if *lang != "" {
		l := conformance.LangByName(*lang)
		if l == nil {
			fmt.Fprintf(os.Stderr, "conform: unknown language %q\n", *lang)
			return cli.ExitUsage
		}
		langs = []*conformance.Lang{l}
	}

	tmp, err := os.MkdirTemp("", "conform")
	if err != nil {
		fmt.Fprintln(os.Stderr, "conform:", err)
		return cli.ExitRuntime
	}
	defer os.RemoveAll(tmp)

	passed, failed := 0, 0
	for _, l := range langs {
		p, f, err := runLang(root, tmp, l, ms, re, *external, *timeout, *jobs, *verbose)
		if err != nil {
			fmt.Fprintln(os.Stderr, "conform:", err)
			return cli.ExitRuntime
		}
		passed += p
		failed += f
	}
	fmt.Printf("%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return cli.ExitRuntime
	}
	return cli.ExitOK
}

// tally counts results of one language in one mode, own and external.
type tally struct{ own, ownFail, ext, extFail int }

func runLang(root, tmp string, l *conformance.Lang, ms []conformance.Mode, re *regexp.Regexp,
	external bool, timeout time.Duration, jobs int, verbose bool) (passed, failed int, err error) {
	bin, err := conformance.Build(root, l, tmp)
	if err != nil {
		return 0, 0, err
	}
	set, err := conformance.Collect(root, l, external)
	if err != nil {
		return 0, 0, err
	}
	var cases []*conformance.Case
	for _, c := range set.All() {
		if re == nil || re.MatchString(c.Name) {
			cases = append(cases, c)
		}
	}

	type job struct {
		c *conformance.Case
		m conformance.Mode
	}
	work := make(chan job)
	results := make(chan conformance.Result)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				results <- j.c.Run(bin, j.m, timeout)
			}
		}()
	}
	go func() {
		for _, m := range ms {
			for _, c := range cases {
				work <- job{c, m}
			}
		}
		close(work)
		wg.Wait()
		close(results)
	}()

	tallies := map[string]*tally{}
	for _, m := range ms {
		tallies[m.Name] = &tally{}
	}
	var failures []conformance.Result
	for r := range results {
		t := tallies[r.Mode.Name]
		ext := strings.HasPrefix(r.Case.Name, "ext/")
		if ext {
			t.ext++
		} else {
			t.own++
		}
		if r.Err != nil {
			failed++
			failures = append(failures, r)
			if ext {
				t.extFail++
			} else {
				t.ownFail++
			}
		} else {
			passed++
		}
		if verbose {
			status := "ok  "
			if r.Err != nil {
				status = "FAIL"
			}
			fmt.Printf("%s %s %-9s %-50s %6.2fs\n", status, l.Name, r.Mode.Name, r.Case.Name, r.Duration.Seconds())
		}
	}
	sort.Slice(failures, func(i, j int) bool { return failures[i].Case.Name < failures[j].Case.Name })
	for _, r := range failures {
		fmt.Printf("FAIL %s %s %s (%s): %v\n", l.Name, r.Mode.Name, r.Case.Name, r.Case.Program, r.Err)
	}
	for _, m := range ms {
		t := tallies[m.Name]
		fmt.Printf("conformance %s %-9s own %d/%d passed", l.Name, m.Name, t.own-t.ownFail, t.own)
		switch {
		case set.NoShared != "":
			fmt.Printf(", external skipped: %s", set.NoShared)
		case external && l.External != nil:
			fmt.Printf(", external %d/%d passed (%d excluded, see conformance/%s)", t.ext-t.extFail, t.ext, len(set.Excluded), conformance.ExclusionFile)
		}
		fmt.Println()
	}
	return passed, failed, nil
}
