package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// options are the command-line flags.
type options struct {
	lang    string
	only    *regexp.Regexp
	runs    int
	timeout time.Duration
	slow    bool
	base    string
}

// parseFlags reads the command line; ok is false after a usage error.
func parseFlags(args []string, stderr io.Writer) (o options, ok bool) {
	flags := flag.NewFlagSet("bench", flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.StringVar(&o.lang, "lang", "bf", "the `language` to benchmark: "+strings.Join(languageNames(), ", "))
	only := flags.String("only", "", "run only the programs whose file names match `REGEX`")
	flags.IntVar(&o.runs, "runs", 5, "counted runs per program and engine, after one warm-up run")
	flags.DurationVar(&o.timeout, "timeout", 5*time.Minute, "time limit of each run")
	flags.BoolVar(&o.slow, "slow", false, "also run the slow engines (plain interpreters such as beef)")
	flags.StringVar(&o.base, "base", "", "the `ENGINE` ratios are taken against (default: the language's first installed reference, for bf tritium, else gcc-O2)")
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: bench [flags]   (from the repository root: ci/bench [flags])")
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		return o, false
	}
	lang, known := languages[o.lang]
	var err error
	switch {
	case flags.NArg() > 0:
		err = fmt.Errorf("unexpected arguments: %s", strings.Join(flags.Args(), " "))
	case o.runs < 1:
		err = fmt.Errorf("-runs must be at least 1, got %d", o.runs)
	case o.timeout <= 0:
		err = fmt.Errorf("-timeout must be positive, got %v", o.timeout)
	case !known:
		err = fmt.Errorf("unknown -lang %q; known: %s", o.lang, strings.Join(languageNames(), ", "))
	case o.base != "" && !slices.ContainsFunc(lang.engines, func(e engine) bool { return e.name == o.base }):
		err = fmt.Errorf("-base %q is not an engine of %s", o.base, o.lang)
	default:
		o.only, err = regexp.Compile(*only)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return o, false
	}
	return o, true
}

// languageNames lists the -lang values in order.
func languageNames() []string {
	return slices.Sorted(maps.Keys(languages))
}

// run is the whole command; it returns the exit status: 0, 1 if any run
// failed or bench could not start, 2 on a usage error.
func run(args []string, stdout, stderr io.Writer) int {
	o, ok := parseFlags(args, stderr)
	if !ok {
		return 2
	}
	lang := languages[o.lang]
	root, err := findRoot()
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	sets, missing, err := findSets(lang, root, o.only)
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	if len(sets) == 0 {
		for _, m := range missing {
			fmt.Fprintf(stdout, "bench: no benchmark programs: %s\n", m)
		}
		return 0
	}
	ws, err := openWorkspace(root)
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	defer ws.close()
	for _, pkg := range lang.ours {
		if _, err := ws.build(pkg); err != nil {
			fmt.Fprintf(stderr, "bench: %v\n", err)
			return 1
		}
	}

	engines, notes := setupEngines(lang, ws, o)
	base := chooseBase(lang, engines, o.base)
	if base == "" {
		notes = append(notes, "no baseline engine ran, so there are no ratios")
	}
	// An interrupt kills the running program and ends bench through its
	// deferred clean-up, with the table so far.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	before := loadAverage()
	var reports []setReport
	failed := false
	for _, set := range sets {
		if ctx.Err() != nil {
			break
		}
		res := measure(ctx, set.progs, engines, o.runs, o.timeout, stderr)
		reports = append(reports, setReport{set.title, res})
		notes = append(notes, failures(res)...)
		failed = failed || res.failed()
	}
	notes = append(append(notes, missing...), ws.notes...)
	printReport(stdout, o, reports, base, notes, before)
	if failed {
		return 1
	}
	return 0
}

// foundSet is a program set with the programs that run.
type foundSet struct {
	title string
	progs []program
}

// findSets lists the language's program sets that have programs matching
// only. A set whose folder is missing (../shared/bench in a plain clone)
// is skipped, and missing says so; no match in any set is an error.
func findSets(lang language, root string, only *regexp.Regexp) (sets []foundSet, missing []string, err error) {
	var folders []string
	for _, s := range lang.sets {
		dir := s.folder(root)
		if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			missing = append(missing, fmt.Sprintf("%s is missing (it sits beside the checkout on the build machine)", dir))
			continue
		}
		folders = append(folders, dir)
		progs, err := findPrograms(lang, dir, only)
		if err != nil {
			return nil, nil, err
		}
		if len(progs) > 0 {
			sets = append(sets, foundSet{s.title, progs})
		}
	}
	if len(sets) == 0 && len(folders) > 0 {
		return nil, nil, fmt.Errorf("no program in %s matches -only %q", strings.Join(folders, " or "), only)
	}
	return sets, missing, nil
}

// setReport is the results of one program set.
type setReport struct {
	title string
	res   *results
}

// printReport prints the heading, a table per program set with the JIT's
// speed-ups below it, the notes and the load averages from before the
// runs and now.
func printReport(w io.Writer, o options, reports []setReport, base string, notes []string, loadBefore string) {
	fmt.Fprintf(w, "\n%s: wall seconds (median, min, max), CPU seconds (user + system, median) and peak memory (largest) of %d counted runs after 1 warm-up; ratios = median / median of %s\n",
		o.lang, o.runs, cmp.Or(base, "(none)"))
	for _, r := range reports {
		fmt.Fprintf(w, "\n## %s\n\n%s\n", r.title, report(r.res, base))
		if t := speedups(r.res); t != nil {
			fmt.Fprintf(w, "JIT speed-up over the interpreter: median of %s / median of %s\n\n%s\n", engineInterp, engineJIT, t)
		}
	}
	for _, n := range notes {
		fmt.Fprintln(w, n)
	}
	fmt.Fprintf(w, "load average (1, 5, 15 min) before: %s; after: %s; %d CPUs\n", loadBefore, loadAverage(), runtime.NumCPU())
}

// setupEngines readies the language's engines, checking each on the
// language's probe program. The notes say which were skipped and why.
func setupEngines(lang language, ws *workspace, o options) ([]readyEngine, []string) {
	probeFile := filepath.Join(ws.tmp, "probe"+lang.ext)
	probeErr := os.WriteFile(probeFile, []byte(lang.probe.src), 0o644)
	probeProg := program{name: "probe", path: probeFile, want: []byte(lang.probe.want)}
	var ready []readyEngine
	var notes []string
	for _, e := range lang.engines {
		if e.slow && !o.slow && e.name != o.base {
			notes = append(notes, fmt.Sprintf("%s: not run (slow; use -slow)", e.name))
			continue
		}
		err := probeErr
		var cmd commandFunc
		if err == nil {
			cmd, err = e.setup(ws)
		}
		if err == nil {
			err = probeEngine(cmd, probeProg)
		}
		if err != nil {
			notes = append(notes, fmt.Sprintf("%s: skipped: %v", e.name, err))
			continue
		}
		ready = append(ready, readyEngine{name: e.name, command: cmd})
	}
	return ready, notes
}

// probeEngine runs the probe program once.
func probeEngine(cmd commandFunc, probe program) error {
	argv, err := cmd(probe.path)
	if err != nil {
		return err
	}
	if _, err := timeRun(context.Background(), argv, probe, time.Minute); err != nil {
		return fmt.Errorf("fails the probe program %q: %v", probe.want, err)
	}
	return nil
}

// chooseBase is the baseline engine: the one asked for, else the
// language's first engine in its baseline order that is ready. It is ""
// when that engine did not get ready.
func chooseBase(lang language, ready []readyEngine, asked string) string {
	has := func(name string) bool {
		return slices.ContainsFunc(ready, func(e readyEngine) bool { return e.name == name })
	}
	if asked != "" {
		if has(asked) {
			return asked
		}
		return ""
	}
	for _, name := range lang.baselines {
		if has(name) {
			return name
		}
	}
	return ""
}

// failures are the notes that explain each FAIL in the table.
func failures(r *results) []string {
	var notes []string
	for p, row := range r.cells {
		for e, c := range row {
			if c.err != nil {
				notes = append(notes, fmt.Sprintf("FAIL %s on %s: %v", r.programs[p], r.engines[e], c.err))
			}
		}
	}
	return notes
}
