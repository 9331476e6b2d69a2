package jitview

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"sync"
)

// A trace's body (its IR and machine code) is most of what a page holds,
// and the bodies of a run's traces look alike: the same instructions, the
// same locations. Pack compresses them together, chunkBytes of JSON at a
// time: a run of small bf loops made 3.4 KB of page per trace packed one
// by one, and 1.7 KB in chunks (1.0 KB at gzipLevel 5). A chunk is unpacked
// whole when one of its traces is opened (a few milliseconds).

// chunkBytes is the JSON a chunk of bodies holds, at least.
const chunkBytes = 256 << 10

// packing is the state of Run.Pack.
type packing struct {
	chunks [][]byte // compressed chunks: a JSON array of bodies each
	open   [][]byte // the bodies of the next chunk, in JSON
	size   int      // their bytes
	next   int      // the first trace Pack has not seen
}

// body is the wire form of a trace's body. Locations are indices into
// Locs, its own table.
type body struct {
	Locs  []string `json:"locs"`
	Rec   []wireOp `json:"rec"`
	Opt   []wireOp `json:"opt"`
	Entry []wireOp `json:"entry,omitempty"`
	Code  string   `json:"code,omitempty"`
}

// wireOp is [text, location index (-1: none), snapshot, removed (0 or
// 1)].
type wireOp [4]any

// newBody is the wire form of t's body.
func newBody(t *Trace) body {
	b := body{Code: t.Code, Locs: []string{}}
	index := map[string]int{}
	ops := func(src []Op) []wireOp {
		out := make([]wireOp, len(src))
		for i, op := range src {
			loc := -1
			if op.Where != "" {
				k, ok := index[op.Where]
				if !ok {
					k = len(b.Locs)
					index[op.Where] = k
					b.Locs = append(b.Locs, op.Where)
				}
				loc = k
			}
			removed := 0
			if op.Removed {
				removed = 1
			}
			out[i] = wireOp{op.Text, loc, op.Snapshot, removed}
		}
		return out
	}
	b.Rec, b.Opt, b.Entry = ops(t.Recorded), ops(t.Optimized), ops(t.Entry)
	return b
}

// Pack packs the bodies (Recorded, Optimized, Entry, Code) of the traces
// added to r since the last Pack and empties those fields: they wait in
// JSON until a chunk is full, then are compressed together. A caller
// that adds traces one at a time calls Pack after each to keep little of
// their text; Write packs the rest.
func (r *Run) Pack() error {
	p := &r.packing
	for ; p.next < len(r.Traces); p.next++ {
		t := &r.Traces[p.next]
		if t.chunk > 0 {
			continue
		}
		js, err := json.Marshal(newBody(t))
		if err != nil {
			return err
		}
		t.chunk, t.slot = len(p.chunks)+1, len(p.open)
		t.Recorded, t.Optimized, t.Entry, t.Code = nil, nil, nil, ""
		p.open = append(p.open, js)
		if p.size += len(js); p.size >= chunkBytes {
			if err := p.close(); err != nil {
				return err
			}
		}
	}
	return nil
}

// close compresses the open chunk.
func (p *packing) close() error {
	if len(p.open) == 0 {
		return nil
	}
	js := append([]byte{'['}, bytes.Join(p.open, []byte{','})...)
	z, err := compress(append(js, ']'))
	if err != nil {
		return err
	}
	p.chunks = append(p.chunks, z)
	p.open, p.size = nil, 0
	return nil
}

// gzipLevel is the compression of the page's data. On the chunks of a
// run of small bf loops (11 MB of JSON), Go's level 1 made 1.26 MB in
// 161 ms, 3 made 0.93 MB in 83 ms, 5 made 0.77 MB in 116 ms, 6 the same
// in 135 ms.
const gzipLevel = 5

// gzips reuses compressors.
var gzips = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzipLevel)
	return w
}}

// compress is b gzipped.
func compress(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw := gzips.Get().(*gzip.Writer)
	defer gzips.Put(zw)
	zw.Reset(&buf)
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
