package conformance

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// inriaDriver is the program every INRIA case runs, relative to the
// conformance module (its comment says what it checks and how).
const inriaDriver = "inria/driver.pl"

// inriaSkip are the files of the suite's folder that hold no tests.
var inriaSkip = map[string]bool{"README": true, "inriasuite.pl": true, "t_foo.pl": true}

// externalProlog lists the third-party Prolog cases: the INRIA suite's
// (inriaSuite) and the real programs' (realCases).
func externalProlog(root, dir string) ([]*Case, error) {
	cases, err := inriaSuite(root, dir)
	if err != nil {
		return nil, err
	}
	real, err := realCases(filepath.Join(dir, "real"))
	if err != nil {
		return nil, err
	}
	return append(cases, real...), nil
}

// realQuiet is the file of the real set that silences SWI-Prolog's
// load-time style warnings (singleton variables, discontiguous clauses)
// through message_hook/3, loaded before each program when its
// expectation was recorded.
const realQuiet = "swi_quiet.pl"

// realCases lists the programs under dir (conformance-data/prolog/real,
// its SOURCES.md says where they come from), named real/NNN_NAME: each
// runs as SWI-Prolog ran it to record NNN_NAME.out and NNN_NAME.rc,
// prolog -g main -t halt swi_quiet.pl NNN_NAME.pl, and must print what
// it printed on stdout and stderr together, and exit with its status.
func realCases(dir string) ([]*Case, error) {
	progs, err := filepath.Glob(filepath.Join(dir, "[0-9][0-9][0-9]_*.pl"))
	if err != nil {
		return nil, err
	}
	var cases []*Case
	for _, prog := range progs {
		base := strings.TrimSuffix(prog, ".pl")
		want, err := os.ReadFile(base + ".out")
		if err != nil {
			return nil, err
		}
		rc, err := os.ReadFile(base + ".rc")
		if err != nil {
			return nil, err
		}
		status, err := strconv.Atoi(strings.TrimSpace(string(rc)))
		if err != nil {
			return nil, fmt.Errorf("%s.rc: %v", base, err)
		}
		cases = append(cases, &Case{
			Name:        "real/" + filepath.Base(base),
			Program:     filepath.Join(dir, realQuiet),
			After:       []string{prog},
			Args:        []string{"-g", "main", "-t", "halt"},
			Want:        want,
			WantExit:    status,
			MergeStderr: true,
		})
	}
	return cases, nil
}

// inriaSuite lists the goals of the INRIA ISO suite under
// dir/inriasuite, one case per goal, named inriasuite/FILE/N (N counts
// the file's test terms from 1). A case runs inria/driver.pl with the
// text of the file's first N-1 test terms, the atom check and term N on
// standard input: the driver runs the earlier goals, whose effects on the
// database and flags later goals of the file rely on, then checks goal N
// and prints "pass".
func inriaSuite(root, dir string) ([]*Case, error) {
	suite := filepath.Join(dir, "inriasuite")
	files, err := os.ReadDir(suite)
	if err != nil {
		return nil, err
	}
	driver := filepath.Join(root, inriaDriver)
	var cases []*Case
	for _, f := range files {
		if f.IsDir() || inriaSkip[f.Name()] {
			continue
		}
		tests, err := inriaTests(filepath.Join(suite, f.Name()))
		if err != nil {
			return nil, err
		}
		for i := range tests {
			cases = append(cases, &Case{
				Name:    fmt.Sprintf("inriasuite/%s/%d", f.Name(), i+1),
				Program: driver,
				// The suite checks ISO Prolog: it runs in ISO mode.
				Args:  []string{"--iso"},
				Stdin: []byte(strings.Join(tests[:i], "\n") + "\ncheck.\n" + tests[i]),
				Want:  []byte("pass\n"),
				// Goals of the suite call unknown procedures with the
				// unknown flag at warning: the warnings go to stderr.
				AnyStderr: true,
			})
		}
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].Name < cases[j].Name })
	return cases, nil
}

// inriaTests returns the source text of each test term of one suite file,
// each ended by its end token, in order. Reading the file with the
// driver's operators finds where each term starts; the text between two
// starts is the first term (and any comment after it).
func inriaTests(file string) ([]string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	text := []rune(string(data))
	ops := syntax.DefaultOps()
	if err := ops.Add(20, syntax.XFX, term.Intern("<--")); err != nil {
		return nil, err
	}
	r := syntax.NewReader(strings.NewReader(string(data)), ops, syntax.Flags{})
	var starts []int
	for {
		res, err := r.Read()
		var se *syntax.SyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("%s:%d:%d: %s", file, se.Pos.Line, se.Pos.Col, se.Desc)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", file, err)
		}
		if res.Term == term.EndOfFile {
			break
		}
		starts = append(starts, res.Pos.Offset)
	}
	tests := make([]string, len(starts))
	for i, s := range starts {
		end := len(text)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		tests[i] = string(text[s:end])
	}
	return tests, nil
}
