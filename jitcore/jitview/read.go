package jitview

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"
)

// ReadPage reads back the Run a page was written from, its traces'
// bodies unpacked (compile times are whole microseconds). It reads only
// pages that Write wrote.
func ReadPage(page []byte) (*Run, error) {
	scripts, err := dataScripts(page)
	if err != nil {
		return nil, err
	}
	unpack := func(id string) ([]byte, error) {
		b64, ok := scripts[id]
		if !ok {
			return nil, fmt.Errorf("jitview: %s is missing", id)
		}
		z, err := base64.StdEncoding.DecodeString(string(b64))
		if err != nil {
			return nil, fmt.Errorf("jitview: %s: %v", id, err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(z))
		if err != nil {
			return nil, fmt.Errorf("jitview: %s: %v", id, err)
		}
		return io.ReadAll(zr)
	}
	var s summary
	js, err := unpack(runID)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(js, &s); err != nil {
		return nil, fmt.Errorf("jitview: summary: %v", err)
	}
	chunks := map[int][]body{}
	bodyAt := func(at [2]int) (*body, error) {
		c, ok := chunks[at[0]]
		if !ok {
			js, err := unpack(chunkID + strconv.Itoa(at[0]))
			if err != nil {
				return nil, err
			}
			if err := json.Unmarshal(js, &c); err != nil {
				return nil, fmt.Errorf("jitview: chunk %d: %v", at[0], err)
			}
			chunks[at[0]] = c
		}
		if at[1] < 0 || at[1] >= len(c) {
			return nil, fmt.Errorf("jitview: chunk %d has no body %d", at[0], at[1])
		}
		return &c[at[1]], nil
	}
	loc := func(i int) string {
		if i < 0 || i >= len(s.Locs) {
			return ""
		}
		return s.Locs[i]
	}
	reason := func(i int64) string {
		if i < 0 || int(i) >= len(s.Reasons) {
			return ""
		}
		return s.Reasons[i]
	}
	ref := func(f []int) GuardRef {
		if len(f) != 2 {
			return GuardRef{}
		}
		return GuardRef{Trace: f[0], Op: f[1]}
	}
	r := &Run{Title: s.Title, Backend: s.Backend, Params: s.Params, Stats: s.Stats, Stopped: s.Stopped}
	for _, w := range s.Traces {
		t := Trace{ID: w.ID, Kind: w.Kind, Where: loc(w.Loc), From: ref(w.From), JumpsTo: w.To, Entries: w.Entries, Arrivals: w.Arrivals,
			CodeBytes: w.Bytes, CompileTime: time.Duration(w.Micros) * time.Microsecond}
		for _, g := range w.Guards {
			t.Guards = append(t.Guards, Guard{Op: int(g[0]), Where: loc(int(g[1])), Reason: reason(g[2]), Exits: g[3], Bridge: int(g[4]), Shared: g[5] != 0})
		}
		b, err := bodyAt(w.Body)
		if err != nil {
			return nil, err
		}
		if t.Recorded, err = b.ops(b.Rec); err == nil {
			if t.Optimized, err = b.ops(b.Opt); err == nil {
				t.Entry, err = b.ops(b.Entry)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("jitview: body of trace #%d: %v", w.ID, err)
		}
		t.Code = b.Code
		r.Traces = append(r.Traces, t)
	}
	for _, a := range s.Aborts {
		r.Aborts = append(r.Aborts, Abort{Kind: a.Kind, Where: loc(a.Loc), From: ref(a.From), Reason: a.Reason, Ops: a.Ops})
	}
	for _, e := range s.Events {
		r.Events = append(r.Events, Event{Kind: e.Kind, Text: e.Text, Where: loc(e.Loc)})
	}
	for _, c := range s.Caches {
		cs := CacheSite{Where: loc(c.Loc), State: c.State}
		for _, e := range c.Entries {
			cs.Entries = append(cs.Entries, CacheEntry{Shape: uint32(e[0]), Hits: e[1]})
		}
		r.Caches = append(r.Caches, cs)
	}
	for k, f := range s.Files {
		text, err := unpack(fileID + strconv.Itoa(k))
		if err != nil {
			return nil, err
		}
		r.Sources = append(r.Sources, Source{Name: f.Name, Text: string(text)})
	}
	return r, nil
}

// ops decodes wire ops.
func (b *body) ops(ws []wireOp) ([]Op, error) {
	var ops []Op
	for _, w := range ws {
		text, ok1 := w[0].(string)
		loc, ok2 := w[1].(float64)
		snap, ok3 := w[2].(string)
		removed, ok4 := w[3].(float64)
		if !ok1 || !ok2 || !ok3 || !ok4 || int(loc) >= len(b.Locs) {
			return nil, fmt.Errorf("malformed op %v", w)
		}
		op := Op{Text: text, Snapshot: snap, Removed: removed != 0}
		if loc >= 0 {
			op.Where = b.Locs[int(loc)]
		}
		ops = append(ops, op)
	}
	return ops, nil
}

// dataScripts finds the page's data: the content of each script element
// with an id, by id.
func dataScripts(page []byte) (map[string][]byte, error) {
	scripts := map[string][]byte{}
	const open, end = `<script type="`, "</script>"
	for rest := page; ; {
		i := bytes.Index(rest, []byte(open))
		if i < 0 {
			break
		}
		rest = rest[i:]
		close := bytes.IndexByte(rest, '>')
		j := bytes.Index(rest, []byte(end))
		if close < 0 || j < close {
			return nil, fmt.Errorf("jitview: unterminated script element")
		}
		tag := rest[:close]
		if k := bytes.Index(tag, []byte(` id="`)); k >= 0 {
			id := tag[k+5:]
			if q := bytes.IndexByte(id, '"'); q >= 0 {
				scripts[string(id[:q])] = rest[close+1 : j]
			}
		}
		rest = rest[j+len(end):]
	}
	if _, ok := scripts[runID]; !ok {
		return nil, fmt.Errorf("jitview: not a jitview page (no %s)", runID)
	}
	return scripts, nil
}
