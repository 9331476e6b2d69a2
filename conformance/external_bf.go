package conformance

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// externalBF lists the third-party bf cases under dir
// (../shared/conformance-data/bf), read from its two index files:
//
//   - VALIDATION.tsv: upstream program/expected pairs, with the cell width
//     and EOF conventions they need (rows needing more than 8-bit cells are
//     discovered here and excluded in excluded.tsv);
//   - cristofd-expected/MANIFEST.tsv: generated expected outputs for
//     Cristofani's programs, where NAME.prefixN.out marks a program that
//     never ends and whose first N output bytes are checked;
//
// and every *.fail program plus bfc's error_no_*_paren.bf, which must be
// rejected as unmatched brackets (exit 2).
func externalBF(_, dir string) ([]*Case, error) {
	var cases []*Case
	val, err := readTSV(filepath.Join(dir, "VALIDATION.tsv"))
	if err != nil {
		return nil, err
	}
	for _, r := range val {
		c := &Case{
			Name:    r["program"],
			Program: filepath.Join(dir, r["program"]),
			Want:    nil,
		}
		if err := c.loadWant(filepath.Join(dir, r["expected"])); err != nil {
			return nil, err
		}
		if in := r["input"]; in != "-" && in != "" {
			c.Input = filepath.Join(dir, in)
		}
		// fibint.out lost the program's final newline upstream.
		c.TrimNewline = strings.Contains(r["EOF modes passing at that width"], "trailing newline")
		cases = append(cases, c)
	}

	man, err := readTSV(filepath.Join(dir, "cristofd-expected", "MANIFEST.tsv"))
	if err != nil {
		return nil, err
	}
	for _, r := range man {
		exp := r["expected"]
		c := &Case{
			Name:    "cristofd-expected/" + r["case"],
			Program: filepath.Join(dir, "cristofd", r["program(cristofd/)"]),
		}
		if err := c.loadWant(filepath.Join(dir, "cristofd-expected", exp)); err != nil {
			return nil, err
		}
		if m := prefixOut.FindStringSubmatch(exp); m != nil {
			n, _ := strconv.Atoi(m[1])
			if n != len(c.Want) {
				return nil, fmt.Errorf("%s: name says %d bytes, file has %d", exp, n, len(c.Want))
			}
			c.Prefix = true
		}
		if in := r["input"]; in != "-" && in != "" {
			c.Input = filepath.Join(dir, "cristofd-expected", in)
		}
		cases = append(cases, c)
	}

	rejects, err := filepath.Glob(filepath.Join(dir, "*", "*", "*.fail"))
	if err != nil {
		return nil, err
	}
	more, _ := filepath.Glob(filepath.Join(dir, "bfc", "error_no_*_paren.bf"))
	for _, p := range append(rejects, more...) {
		rel, _ := filepath.Rel(dir, p)
		cases = append(cases, &Case{
			Name:       rel,
			Program:    p,
			Want:       []byte{},
			WantExit:   2,
			WantStderr: "unmatched",
		})
	}
	return cases, nil
}

var prefixOut = regexp.MustCompile(`\.prefix(\d+)\.out$`)

func (c *Case) loadWant(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("external case %s: %v", c.Name, err)
	}
	c.Want = b
	return nil
}
