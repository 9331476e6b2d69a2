package conformance

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Case is one program with what it must print and how it must exit.
type Case struct {
	Lang    *Lang
	Name    string // unique within the language, e.g. "loops" or "ext/bfc/life"
	Program string // path of the program file
	Input   string // path of stdin, or "" for empty input
	Args    []string
	Want    []byte // expected stdout
	// Prefix: the program never terminates; it passes once its output
	// starts with Want, and is stopped then.
	Prefix bool
	// TrimNewline: compare ignoring one trailing newline of the output
	// (an upstream expected file that lost its last newline).
	TrimNewline bool
	WantExit    int
	WantStderr  string // substring of stderr, when non-empty
}

// OwnCases loads conformance/cases/<lang>/ from root (the conformance
// module's directory). A language without cases there is an error.
func OwnCases(root string, l *Lang) ([]*Case, error) {
	dir := filepath.Join(root, "cases", l.Name)
	cases, err := casesIn(dir, l, "", "")
	if err == nil && len(cases) == 0 {
		// A missing or misnamed folder must not pass as an empty suite.
		err = fmt.Errorf("no %s cases: no *%s files in %s", l.Name, l.Ext(), dir)
	}
	return cases, err
}

// CrossDir is the folder, under cases/, of the algorithms written in
// several languages (see cases/cross/README.md).
const CrossDir = "cross"

// CrossCases loads l's programs in conformance/cases/cross/: NAME.<ext>
// must print NAME.out, the one expected output every language's NAME
// shares. The cases are named cross/NAME.
func CrossCases(root string, l *Lang) ([]*Case, error) {
	dir := filepath.Join(root, "cases", CrossDir)
	return casesIn(dir, l, CrossDir+"/", filepath.Join(dir, "%s.out"))
}

// casesIn loads l's programs in dir, naming each prefix+NAME. A program's
// expected output is NAME.out beside it, or the file wantOut names with
// NAME for %s when wantOut is set; .in, .args and .exit files sit beside
// the program.
func casesIn(dir string, l *Lang, prefix, wantOut string) ([]*Case, error) {
	progs, err := filepath.Glob(filepath.Join(dir, "*"+l.Ext()))
	if err != nil {
		return nil, err
	}
	sort.Strings(progs)
	var cases []*Case
	for _, prog := range progs {
		base := strings.TrimSuffix(prog, l.Ext())
		name := filepath.Base(base)
		c := &Case{Lang: l, Name: prefix + name, Program: prog}
		out := base + ".out"
		if wantOut != "" {
			out = fmt.Sprintf(wantOut, name)
		}
		if c.Want, err = os.ReadFile(out); err != nil {
			return nil, fmt.Errorf("case %s: %v", prog, err)
		}
		if _, err := os.Stat(base + ".in"); err == nil {
			c.Input = base + ".in"
		}
		if args, err := os.ReadFile(base + ".args"); err == nil {
			c.Args = strings.Fields(string(args))
		}
		if exit, err := os.ReadFile(base + ".exit"); err == nil {
			if err := c.parseExit(string(exit)); err != nil {
				return nil, fmt.Errorf("case %s.exit: %v", base, err)
			}
		}
		cases = append(cases, c)
	}
	return cases, nil
}

// parseExit reads a .exit file: the status, then a stderr substring.
func (c *Case) parseExit(s string) error {
	status, msg, _ := strings.Cut(s, "\n")
	n, err := strconv.Atoi(strings.TrimSpace(status))
	if err != nil {
		return fmt.Errorf("first line must be the exit status: %v", err)
	}
	c.WantExit = n
	c.WantStderr = strings.TrimRight(msg, "\r\n")
	return nil
}
