// Command conform runs the conformance suite and prints a summary, ending
// with a table of language × mode: cases passed, failed and excluded.
//
//	go run ./conformance/cmd/conform [-lang bf] [-mode interp,jit-eager] [-run REGEX] [-binary]
//
// Cases run in-process through each language's jitcore/lang API, except
// prefix cases (programs that never end, compared on their first bytes),
// which run as subprocesses of the language's binary so that they can be
// killed; with -binary, every case runs as a subprocess.
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
	binary := flag.Bool("binary", false, "run each case as a subprocess of the language's binary instead of in-process (a hanging case can then be stopped)")
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
	var rows []row
	for _, l := range langs {
		var r conformance.Runner = conformance.NewAuto(func() (string, error) { return conformance.Build(root, l, tmp) })
		if *binary {
			bin, err := conformance.Build(root, l, tmp)
			if err != nil {
				fmt.Fprintln(os.Stderr, "conform:", err)
				return cli.ExitRuntime
			}
			r = conformance.Binary(bin)
		}
		lrows, err := runLang(root, r, l, ms, re, *external, *timeout, *jobs, *verbose)
		if err != nil {
			fmt.Fprintln(os.Stderr, "conform:", err)
			return cli.ExitRuntime
		}
		for _, r := range lrows {
			passed += r.passed
			failed += r.failed
		}
		rows = append(rows, lrows...)
	}
	printTable(os.Stdout, rows)
	fmt.Printf("%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return cli.ExitRuntime
	}
	return cli.ExitOK
}

// tally counts results of one language in one mode, own and external.
type tally struct{ own, ownFail, ext, extFail, known int }

// runLang runs l's cases in every mode of ms with r and returns a row of
// the final table per mode.
func runLang(root string, r conformance.Runner, l *conformance.Lang, ms []conformance.Mode, re *regexp.Regexp,
	external bool, timeout time.Duration, jobs int, verbose bool) ([]row, error) {
	set, err := conformance.Collect(root, l, external)
	if err != nil {
		return nil, err
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
				results <- j.c.Run(r, j.m, timeout)
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
	var failures, knownBugs []conformance.Result
	for r := range results {
		t := tallies[r.Mode.Name]
		ext := strings.HasPrefix(r.Case.Name, "ext/")
		if ext {
			t.ext++
		} else {
			t.own++
		}
		if r.KnownBug != "" {
			t.known++
			knownBugs = append(knownBugs, r)
		}
		if r.Err != nil {
			failures = append(failures, r)
			if ext {
				t.extFail++
			} else {
				t.ownFail++
			}
		}
		if verbose {
			status := "ok  "
			switch {
			case r.Err != nil:
				status = "FAIL"
			case r.KnownBug != "":
				status = "bug "
			}
			fmt.Printf("%s %s %-9s %-50s %6.2fs\n", status, l.Name, r.Mode.Name, r.Case.Name, r.Duration.Seconds())
		}
	}
	sort.Slice(failures, func(i, j int) bool { return failures[i].Case.Name < failures[j].Case.Name })
	for _, r := range knownBugs {
		fmt.Printf("known bug %s %s %s: %s\n", l.Name, r.Mode.Name, r.Case.Name, r.KnownBug)
	}
	for _, r := range failures {
		fmt.Printf("FAIL %s %s %s (%s): %v\n", l.Name, r.Mode.Name, r.Case.Name, r.Case.Program, r.Err)
	}
	var rows []row
	for _, m := range ms {
		t := tallies[m.Name]
		rows = append(rows, row{lang: l.Name, mode: m.Name,
			passed: t.own + t.ext - t.ownFail - t.extFail - t.known, failed: t.ownFail + t.extFail, excluded: len(set.Excluded) + t.known})
		fmt.Printf("conformance %s %-9s own %d/%d passed", l.Name, m.Name, t.own-t.ownFail-t.known, t.own)
		if t.known > 0 {
			fmt.Printf(" (%d failed of a known bug)", t.known)
		}
		switch {
		case set.NoShared != "":
			fmt.Printf(", external skipped: %s", set.NoShared)
		case external && l.External != nil:
			fmt.Printf(", external %d/%d passed (%d excluded, see conformance/%s)", t.ext-t.extFail, t.ext, len(set.Excluded), conformance.ExclusionFile)
		}
		fmt.Println()
	}
	return rows, nil
}
