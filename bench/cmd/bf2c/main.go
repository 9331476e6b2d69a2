package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/microjit/microjit/bench/bf2c"
)

func main() {
	fs := flag.NewFlagSet("bf2c", flag.ContinueOnError)
	out := fs.String("o", "", "write the C to `FILE` instead of standard output")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: bf2c [-o OUT.c] FILE")
		fs.PrintDefaults()
	}
	if err := fs.Parse(os.Args[1:]); err != nil {
		os.Exit(2)
	}
	if fs.NArg() != 1 {
		fs.Usage()
		os.Exit(2)
	}
	if err := run(fs.Arg(0), *out); err != nil {
		fmt.Fprintf(os.Stderr, "bf2c: %v\n", err)
		os.Exit(1)
	}
}

// run translates the bf file in to C and writes it to out ("" for
// standard output).
func run(in, out string) error {
	var src []byte
	var err error
	if in == "-" {
		src, err = io.ReadAll(os.Stdin)
	} else {
		src, err = os.ReadFile(in)
	}
	if err != nil {
		return err
	}
	c, err := bf2c.Translate(src)
	if err != nil {
		return fmt.Errorf("%s:%v", in, err)
	}
	if out == "" {
		_, err = os.Stdout.Write(c)
		return err
	}
	return os.WriteFile(out, c, 0o644)
}
