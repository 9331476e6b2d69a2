package syntax

import (
	"os"
	"testing"
)

// FuzzParse checks that no input makes the front end panic and that
// every error it reports is a *SyntaxError that renders.
func FuzzParse(f *testing.F) {
	for _, c := range errorCases {
		f.Add([]byte(c.src))
	}
	files, _ := os.ReadDir("testdata/corpus")
	for _, file := range files {
		if src, err := os.ReadFile("testdata/corpus/" + file.Name()); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.py", src)
		if err == nil {
			Dump(m)
			_, err = Resolve(m)
		}
		if err != nil {
			se := asSyntaxError(t, err)
			if se.Line < 1 && !se.noLocation {
				t.Fatalf("error without a line: %#v", se)
			}
			se.Traceback()
		}
	})
}
