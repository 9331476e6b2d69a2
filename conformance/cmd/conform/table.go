package main

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// row is one line of the final table: one language in one mode.
type row struct {
	lang, mode               string
	passed, failed, excluded int
}

// printTable prints the language × mode table: cases passed, failed, and
// third-party cases excluded (conformance/excluded.tsv says why).
func printTable(w io.Writer, rows []row) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "language\tmode\tpassed\tfailed\texcluded")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\n", r.lang, r.mode, r.passed, r.failed, r.excluded)
	}
	tw.Flush()
}
