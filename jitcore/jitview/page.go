package jitview

import (
	"bufio"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"os"
	"strconv"
	"strings"
)

// The page's script and style, inlined into every page.
var (
	//go:embed assets/view.js
	viewJS string
	//go:embed assets/view.css
	viewCSS string
	//go:embed assets/page.html
	pageHTML string
)

// Element ids and types of the page's data (assets/view.js reads them).
const (
	runID    = "jv-run" // the summary, base64 of gzip of JSON
	chunkID  = "jv-c"   // + n: chunk n of bodies, base64 of gzip of JSON
	fileID   = "jv-f"   // + n: source file n, base64 of gzip
	dataType = "application/x-jitview"
)

// summary is the wire form of a Run without its bodies; strings that
// repeat (locations, guard reasons) are indices into Locs and Reasons.
type summary struct {
	Title   string      `json:"title"`
	Backend string      `json:"backend"`
	Params  string      `json:"params"`
	Stats   []string    `json:"stats"`
	Stopped string      `json:"stopped"`
	Locs    []string    `json:"locs"`
	Reasons []string    `json:"reasons"`
	Traces  []wireTrace `json:"traces"`
	Aborts  []wireAbort `json:"aborts"`
	Events  []wireEvent `json:"events"`
	Caches  []wireCache `json:"caches"`
	Files   []wireFile  `json:"files"`
}

type wireTrace struct {
	ID       int    `json:"id"`
	Kind     string `json:"k"`
	Loc      int    `json:"l"`
	From     []int  `json:"f,omitempty"` // [trace, op]
	To       int    `json:"to,omitempty"`
	Entries  int64  `json:"e"`
	Arrivals int64  `json:"a"`
	Bytes    int    `json:"b"`
	Micros   int64  `json:"us"`
	// Guards are [op, location, reason, exits, bridge, shared (0, 1)].
	Guards [][6]int64 `json:"g"`
	// Body is [chunk, slot]: where its body is.
	Body [2]int `json:"body"`
}

type wireAbort struct {
	Kind   string `json:"k"`
	Loc    int    `json:"l"`
	From   []int  `json:"f,omitempty"`
	Reason string `json:"r"`
	Ops    int    `json:"ops"`
}

type wireEvent struct {
	Kind string `json:"k"`
	Text string `json:"t"`
	Loc  int    `json:"l"`
}

type wireCache struct {
	Loc     int         `json:"l"`
	State   string      `json:"s"`
	Entries [][2]uint64 `json:"e"` // [shape, hits]
}

type wireFile struct {
	Name  string `json:"name"`
	Lines int    `json:"lines"`
}

// table interns strings.
type table struct {
	index map[string]int
	list  []string
}

func (t *table) id(s string) int {
	if s == "" {
		return -1
	}
	if k, ok := t.index[s]; ok {
		return k
	}
	if t.index == nil {
		t.index = map[string]int{}
	}
	t.index[s] = len(t.list)
	t.list = append(t.list, s)
	return len(t.list) - 1
}

func (t *table) strings() []string {
	if t.list == nil {
		return []string{}
	}
	return t.list
}

func from(g GuardRef) []int {
	if g.Trace == 0 {
		return nil
	}
	return []int{g.Trace, g.Op}
}

// summarize makes r's summary, once r is packed.
func summarize(r *Run) *summary {
	var locs, reasons table
	s := &summary{Title: r.Title, Backend: r.Backend, Params: r.Params, Stats: r.Stats, Stopped: r.Stopped,
		Traces: make([]wireTrace, len(r.Traces)), Aborts: []wireAbort{}, Events: []wireEvent{}, Caches: []wireCache{}, Files: []wireFile{}}
	if s.Stats == nil {
		s.Stats = []string{}
	}
	for i := range r.Traces {
		t := &r.Traces[i]
		w := wireTrace{ID: t.ID, Kind: t.Kind, Loc: locs.id(t.Where), From: from(t.From), To: t.JumpsTo,
			Entries: t.Entries, Arrivals: t.Arrivals, Bytes: t.CodeBytes, Micros: t.CompileTime.Microseconds(),
			Guards: make([][6]int64, len(t.Guards)), Body: [2]int{t.chunk - 1, t.slot}}
		for k, g := range t.Guards {
			shared := int64(0)
			if g.Shared {
				shared = 1
			}
			w.Guards[k] = [6]int64{int64(g.Op), int64(locs.id(g.Where)), int64(reasons.id(g.Reason)), g.Exits, int64(g.Bridge), shared}
		}
		s.Traces[i] = w
	}
	for _, a := range r.Aborts {
		s.Aborts = append(s.Aborts, wireAbort{Kind: a.Kind, Loc: locs.id(a.Where), From: from(a.From), Reason: a.Reason, Ops: a.Ops})
	}
	for _, e := range r.Events {
		s.Events = append(s.Events, wireEvent{Kind: e.Kind, Text: e.Text, Loc: locs.id(e.Where)})
	}
	for _, c := range r.Caches {
		wc := wireCache{Loc: locs.id(c.Where), State: c.State, Entries: [][2]uint64{}}
		for _, e := range c.Entries {
			wc.Entries = append(wc.Entries, [2]uint64{uint64(e.Shape), e.Hits})
		}
		s.Caches = append(s.Caches, wc)
	}
	for _, src := range r.Sources {
		s.Files = append(s.Files, wireFile{Name: src.Name, Lines: strings.Count(src.Text, "\n") + 1})
	}
	s.Locs, s.Reasons = locs.strings(), reasons.strings()
	return s
}

// Write writes the page of r to w. It packs the bodies of r's traces that
// are not packed yet (Pack).
func Write(w io.Writer, r *Run) error {
	if err := r.Pack(); err != nil {
		return err
	}
	if err := r.packing.close(); err != nil {
		return err
	}
	js, err := json.Marshal(summarize(r))
	if err != nil {
		return err
	}
	// The summary compresses to a tenth (20,000 traces: 9 MB of JSON).
	summary, err := compress(js)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	title := html.EscapeString(r.Title)
	var partErr error
	err = fill(bw, pageHTML, map[string]func(){
		"title": func() { bw.WriteString(title) },
		"css":   func() { bw.WriteString(viewCSS) },
		"js":    func() { bw.WriteString(viewJS) },
		"data": func() {
			writeData(bw, runID, -1, summary)
			for k, z := range r.packing.chunks {
				writeData(bw, chunkID, k, z)
			}
			for k, src := range r.Sources {
				z, zerr := compress([]byte(src.Text))
				if zerr != nil {
					partErr = zerr
					return
				}
				writeData(bw, fileID, k, z)
			}
		},
	})
	if err == nil {
		err = partErr
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// WriteFile writes the page of r to a file at path, with the source
// files r's locations name that can be read now (ReadSources).
func WriteFile(path string, r *Run) error {
	r.ReadSources(os.ReadFile)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := Write(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeData writes compressed data as a script element the browser does
// not run, with id prefix+n (prefix alone when n < 0).
func writeData(w *bufio.Writer, prefix string, n int, z []byte) {
	id := prefix
	if n >= 0 {
		id += strconv.Itoa(n)
	}
	fmt.Fprintf(w, "<script type=\"%s\" id=\"%s\">", dataType, id)
	enc := base64.NewEncoder(base64.StdEncoding, w)
	enc.Write(z)
	enc.Close()
	w.WriteString("</script>\n")
}

// fill writes template to w with each {{name}} in it replaced by what
// parts[name] writes.
func fill(w *bufio.Writer, template string, parts map[string]func()) error {
	for {
		i := strings.Index(template, "{{")
		if i < 0 {
			w.WriteString(template)
			return nil
		}
		j := strings.Index(template[i:], "}}")
		if j < 0 {
			return fmt.Errorf("jitview: unterminated {{ in the page template")
		}
		part, ok := parts[template[i+2:i+j]]
		if !ok {
			return fmt.Errorf("jitview: the page template names %q", template[i:i+j+2])
		}
		w.WriteString(template[:i])
		part()
		template = template[i+j+2:]
	}
}
