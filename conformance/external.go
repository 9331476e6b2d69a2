package conformance

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// SharedDir finds ../shared beside the repository: $MICROJIT_SHARED if set,
// else the folder next to the directory holding go.work. It returns "" when
// there is none (a user's clone without the team's shared material).
func SharedDir(start string) string {
	if d := os.Getenv("MICROJIT_SHARED"); d != "" {
		return d
	}
	dir, err := filepath.Abs(start)
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			shared := filepath.Join(filepath.Dir(dir), "shared")
			if fi, err := os.Stat(shared); err == nil && fi.IsDir() {
				return shared
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Exclusion is a third-party case the runner does not run, and why.
type Exclusion struct {
	Lang, Name, Reason string
}

// ExclusionFile lists every excluded external case; it lives beside this
// package's sources.
const ExclusionFile = "excluded.tsv"

// LoadExclusions reads root/excluded.tsv: "lang<TAB>case<TAB>reason" lines;
// blank lines and lines starting with # are ignored.
func LoadExclusions(root string) (map[string]Exclusion, error) {
	f, err := os.Open(filepath.Join(root, ExclusionFile))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ex := map[string]Exclusion{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) != 3 || parts[2] == "" {
			return nil, fmt.Errorf("%s:%d: want lang<TAB>case<TAB>reason", ExclusionFile, n)
		}
		ex[parts[0]+"/"+parts[1]] = Exclusion{Lang: parts[0], Name: parts[1], Reason: parts[2]}
	}
	return ex, sc.Err()
}

// ExternalCases returns l's third-party cases that are not excluded, and
// the exclusions that applied. An exclusion naming no discovered case is an
// error, so the list cannot go stale. With no shared folder it returns
// ErrNoShared.
func ExternalCases(root string, l *Lang, excl map[string]Exclusion) ([]*Case, []Exclusion, error) {
	if l.External == nil {
		return nil, nil, nil
	}
	shared := SharedDir(root)
	if shared == "" {
		return nil, nil, ErrNoShared
	}
	dir := filepath.Join(shared, "conformance-data", l.Name)
	if _, err := os.Stat(dir); err != nil {
		return nil, nil, ErrNoShared
	}
	all, err := l.External(root, dir)
	if err != nil {
		return nil, nil, err
	}
	seen := map[string]bool{}
	var run []*Case
	var skipped []Exclusion
	for _, c := range all {
		key := l.Name + "/" + c.Name
		seen[key] = true
		if e, ok := excl[key]; ok {
			skipped = append(skipped, e)
			continue
		}
		run = append(run, c)
	}
	for key, e := range excl {
		if e.Lang == l.Name && !seen[key] {
			return nil, nil, fmt.Errorf("%s names %s/%s, which is not among the external cases", ExclusionFile, e.Lang, e.Name)
		}
	}
	return run, skipped, nil
}

// ErrNoShared says the shared conformance data is not beside this clone.
var ErrNoShared = errors.New("no ../shared/conformance-data beside this clone (external cases skipped)")

// readTSV reads a tab-separated file with a header line, skipping lines
// that start with #.
func readTSV(path string) ([]map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var header []string
	var rows []map[string]string
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if header == nil {
			header = fields
			continue
		}
		row := map[string]string{}
		for i, h := range header {
			if i < len(fields) {
				row[h] = fields[i]
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}
