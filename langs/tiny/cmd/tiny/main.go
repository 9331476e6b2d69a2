// Command tiny runs tiny programs.
// docs/new-language.md builds the language step by step.
//
//	tiny [flags] FILE
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/tiny"
)

const usage = `usage: tiny [flags] FILE

Runs a tiny program (FILE - reads standard input): 64-bit wrapping
integer variables, + - * / % and comparisons, while, if/else, pow(b, e)
and print.
docs/new-language.md builds the language step by step.

Exit status: 0 on success, 1 on a runtime error of the program, 2 on a
usage or parse error.

flags:
`

func main() { cli.Main("tiny", run) }

func run() int {
	fs := flag.NewFlagSet("tiny", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	var jit jitcore.Options
	if err := jit.RegisterFlags(fs); err != nil {
		fmt.Fprintf(os.Stderr, "tiny: %v\n", err)
		return cli.ExitUsage
	}
	if code, done := cli.ParseFlags(fs, usage, os.Args[1:]); done {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		fmt.Fprintf(os.Stderr, "tiny: expected one FILE, got %d arguments\n", fs.NArg())
		return cli.ExitUsage
	}
	name := fs.Arg(0)
	src, err := readSource(name)
	if err != nil {
		fmt.Fprintf(os.Stderr, "tiny: %v\n", err)
		return cli.ExitUsage
	}
	prog, err := tiny.Parse(name, src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return cli.ExitUsage
	}
	code, err := tiny.Compile(name, prog)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return cli.ExitUsage
	}
	return cli.Execute("tiny", tiny.NewMachine(code, os.Stdout), jit, os.Stderr)
}

// readSource reads the program FILE, or standard input for "-".
func readSource(name string) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(os.Stdin)
	}
	return os.ReadFile(name)
}
