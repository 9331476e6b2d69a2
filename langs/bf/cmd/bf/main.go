// Command bf runs Brainfuck programs.
//
//	bf [flags] FILE
//	bf [flags] -e 'CODE'
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/bf"
)

const usage = `usage: bf [flags] FILE
       bf [flags] -e 'CODE'

Runs a Brainfuck program: 8-bit wrapping cells, a tape that starts with
--tape cells and grows on the right, reading standard input and writing
standard output. Moving left of cell 0 is an error. Programs may be up
to 1 GiB long, with loops nested up to 10000 deep.

Exit status: 0 on success, 1 on a runtime error of the program, 2 on a
usage or parse error.

flags:
`

func main() { cli.Main("bf", run) }

func run() int {
	fs := flag.NewFlagSet("bf", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	var jit jitcore.Options
	if err := jit.RegisterFlags(fs); err != nil {
		fmt.Fprintf(os.Stderr, "bf: %v\n", err)
		return cli.ExitUsage
	}
	code := fs.String("e", "", "run `CODE` given on the command line instead of a file")
	tape := fs.Int("tape", bf.DefaultTape, "initial tape size in `cells`")
	tapeMax := fs.Int("tape-max", bf.DefaultTapeMax, "the tape never grows beyond this many `cells`")
	eof := fs.String("eof", "unchanged", "what ',' stores at end of input: `unchanged|zero|minus1`")
	if code, done := cli.ParseFlags(fs, usage, os.Args[1:]); done {
		return code
	}
	mode, err := bf.ParseEOFMode(*eof)
	if err != nil {
		fmt.Fprintf(os.Stderr, "bf: %v\n", err)
		return cli.ExitUsage
	}
	if *tape < 1 || *tapeMax < *tape {
		fmt.Fprintf(os.Stderr, "bf: need 1 <= --tape <= --tape-max, got %d and %d\n", *tape, *tapeMax)
		return cli.ExitUsage
	}

	codeSet := false
	fs.Visit(func(f *flag.Flag) { codeSet = codeSet || f.Name == "e" })
	name, src, err := source(fs, *code, codeSet)
	if err != nil {
		fmt.Fprintf(os.Stderr, "bf: %v\n", err)
		return cli.ExitUsage
	}
	prog, err := bf.Parse(name, src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return cli.ExitUsage
	}
	m, err := bf.NewMachine(bf.Compile(name, prog), bf.Config{Tape: *tape, TapeMax: *tapeMax, EOF: mode}, os.Stdin, os.Stdout)
	if err != nil {
		fmt.Fprintf(os.Stderr, "bf: %v\n", err)
		return cli.ExitRuntime
	}
	return cli.Execute("bf", m, jit, os.Stderr)
}

// source returns the program's name and text: -e's code, or the one FILE.
func source(fs *flag.FlagSet, code string, codeSet bool) (string, []byte, error) {
	switch {
	case codeSet && fs.NArg() == 0:
		return "-e", []byte(code), nil
	case codeSet:
		return "", nil, fmt.Errorf("give either -e CODE or a FILE, not both")
	case fs.NArg() != 1:
		fs.Usage()
		return "", nil, fmt.Errorf("expected one FILE, got %d arguments", fs.NArg())
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(os.Stdin)
	} else {
		src, err = os.ReadFile(name)
	}
	return name, src, err
}
