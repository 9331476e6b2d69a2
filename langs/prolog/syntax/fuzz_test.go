package syntax

import (
	"bytes"
	"errors"
	"testing"

	"github.com/microjit/microjit/langs/prolog/term"
)

// FuzzRead reads arbitrary text clause by clause: the reader must never
// panic, must end, must report every error as a *SyntaxError, and every
// term it reads must write (writeq and write_canonical) as text that reads
// back as the same term. An odd first byte reads with extra operators.
func FuzzRead(f *testing.F) {
	for _, c := range readCases {
		f.Add([]byte(c.in))
	}
	for _, c := range writeCases {
		f.Add([]byte(c.in))
	}
	f.Add([]byte("\x01a done. qq qq a. x => y => z. ff - 1. a @ @. # a, b."))
	f.Fuzz(func(t *testing.T, data []byte) {
		ops := DefaultOps()
		if len(data) > 0 && data[0]&1 == 1 {
			ops = genOps()
		}
		r := NewReader(bytes.NewReader(data), ops, Flags{})
		for range len(data) + 2 {
			res, err := r.Read()
			if err != nil {
				var se *SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("error %v (%T) is not a syntax error", err, err)
				}
				continue
			}
			if res.Term == term.EndOfFile {
				return
			}
			for _, opts := range []WriteOptions{
				{Quoted: true, Ops: ops},
				{Quoted: true, IgnoreOps: true, Ops: ops},
			} {
				text := FormatWith(res.Term, opts)
				back, err := NewReader(bytes.NewReader([]byte(text+" .")), ops, Flags{}).Read()
				if err != nil {
					t.Fatalf("%s does not read back: %v", text, err)
				}
				if !term.Variant(back.Term, res.Term) {
					t.Fatalf("%s reads back as %s", text, FormatWith(back.Term, WriteCanonicalOpts))
				}
			}
		}
		t.Fatalf("reading %q did not end", data)
	})
}
