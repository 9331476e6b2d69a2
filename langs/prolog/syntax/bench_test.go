package syntax

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/term"
)

// benchText is generated clauses, as a consulted file would hold.
func benchText() string {
	r := rand.New(rand.NewPCG(3, 4))
	vars := []*term.Var{term.NewVar("X"), term.NewVar("Y")}
	var b strings.Builder
	for b.Len() < 1<<20 {
		b.WriteString(FormatWith(genTerm(r, 4, vars), WriteqOpts))
		b.WriteString(" .\n")
	}
	return b.String()
}

func BenchmarkRead(b *testing.B) {
	text := benchText()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		r := NewReader(strings.NewReader(text), DefaultOps(), Flags{})
		for {
			res, err := r.Read()
			if err == nil && res.Term == term.EndOfFile {
				break
			}
		}
	}
}

func BenchmarkWrite(b *testing.B) {
	text := benchText()
	var terms []term.Term
	r := NewReader(strings.NewReader(text), DefaultOps(), Flags{})
	for {
		res, err := r.Read()
		if err != nil {
			b.Fatal(err)
		}
		if res.Term == term.EndOfFile {
			break
		}
		terms = append(terms, res.Term)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		for _, t := range terms {
			FormatWith(t, WriteqOpts)
		}
	}
}
