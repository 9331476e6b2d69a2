package main

import (
	"strings"
	"testing"
)

func TestPrintTable(t *testing.T) {
	var b strings.Builder
	printTable(&b, []row{
		{lang: "bf", mode: "interp", passed: 278, excluded: 14},
		{lang: "toyvm", mode: "jit-eager", passed: 99, failed: 2, excluded: 1},
	})
	want := `language  mode       passed  failed  excluded
bf        interp     278     0       14
toyvm     jit-eager  99      2       1
`
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
