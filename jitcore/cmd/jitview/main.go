// Command jitview turns a text trace log into the page that
// --jit-log=FILE.html writes (docs/reading-traces.md):
//
//	jitview [-o OUT.html] LOG
//
// writes LOG's page to OUT.html (LOG with .html for its extension, by
// default), with the source files its locations name as they are now.
// A text log keeps no counters: the page shows the traces, their IR,
// code, guards, bridges, aborts and events, without iterations, entries
// or exits (a run with --jit-log=FILE.html has them).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/jitview"
)

func main() {
	out := flag.String("o", "", "write the page to `FILE` (default: the log's name with .html)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: jitview [-o OUT.html] LOG\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := convert(flag.Arg(0), *out); err != nil {
		fmt.Fprintf(os.Stderr, "jitview: %v\n", err)
		os.Exit(1)
	}
}

// convert writes the page of the text log at path to out.
func convert(path, out string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := jitlog.ReadText(bufio.NewReader(f))
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if out == "" {
		out = strings.TrimSuffix(path, filepath.Ext(path)) + ".html"
	}
	if out == path {
		return fmt.Errorf("%s is the log itself", out)
	}
	r.Title = filepath.Base(path)
	return jitview.WriteFile(out, r)
}
