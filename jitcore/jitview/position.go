package jitview

import (
	"regexp"
	"sort"
	"strconv"
	"sync"
)

// Pos is a source position named in a printable location.
type Pos struct {
	File      string
	Line, Col int // Col is 0 when the location names a line only
}

// positionRE matches FILE:LINE or FILE:LINE:COL, FILE having no blanks,
// brackets or parentheses. It is compiled when first used: at start-up
// it cost every run of a language that links this package (every one,
// through jitlog) about 0.3 million instructions.
var positionRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`([^\s()\[\]:][^\s()\[\]]*?):([0-9]+)(?::([0-9]+))?`)
})

// Position is the source position a printable location names: its last
// FILE:LINE or FILE:LINE:COL ("pc 17 [ (mandelbrot.b:3:5)" names
// mandelbrot.b, line 3, column 5). ok is false when it names none.
func Position(where string) (p Pos, ok bool) {
	ms := positionRE().FindAllStringSubmatch(where, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		line, err := strconv.Atoi(m[2])
		if err != nil || line <= 0 {
			continue
		}
		col := 0
		if m[3] != "" {
			if col, err = strconv.Atoi(m[3]); err != nil {
				continue
			}
		}
		return Pos{File: m[1], Line: line, Col: col}, true
	}
	return Pos{}, false
}

// files lists the files r's locations name, sorted.
func (r *Run) files() []string {
	seen := map[string]bool{}
	add := func(where string) {
		if p, ok := Position(where); ok {
			seen[p.File] = true
		}
	}
	for i := range r.Traces {
		t := &r.Traces[i]
		add(t.Where)
		for _, ops := range [][]Op{t.Recorded, t.Optimized, t.Entry} {
			for _, op := range ops {
				add(op.Where)
			}
		}
	}
	for _, a := range r.Aborts {
		add(a.Where)
	}
	for _, c := range r.Caches {
		add(c.Where)
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// MaxSourceBytes is the largest source file a page includes.
const MaxSourceBytes = 16 << 20

// ReadSources adds to r the text of every file its locations name that
// read can read (os.ReadFile, usually) and that is at most
// MaxSourceBytes long; the page shows positions in the others without
// their text.
func (r *Run) ReadSources(read func(name string) ([]byte, error)) {
	have := map[string]bool{}
	for _, s := range r.Sources {
		have[s.Name] = true
	}
	for _, name := range r.files() {
		if have[name] {
			continue
		}
		b, err := read(name)
		if err != nil || len(b) > MaxSourceBytes {
			continue
		}
		r.Sources = append(r.Sources, Source{Name: name, Text: string(b)})
	}
}
