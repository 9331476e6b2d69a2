// Command toyvm runs toy VM assembly programs.
//
//	toyvm [flags] FILE [ARGS...]
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/langs/toyvm"
)

const usage = `usage: toyvm [flags] FILE [ARGS...]

Runs a toy VM assembly program (TLC's stack machine and TLR's accumulator
machine; see langs/toyvm/README.md). ARGS are integers: main's arguments,
after those given with --arg.

Programs may be up to 1 GiB long.

Exit status: 0 on success, 1 on a runtime error of the program, 2 on a
usage or parse error.

flags:
`

func main() { cli.Main("toyvm", run) }

// intList is a repeatable integer flag.
type intList []int64

func (l *intList) String() string { return fmt.Sprint(*l) }
func (l *intList) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("not a 64-bit integer: %q", s)
	}
	*l = append(*l, n)
	return nil
}

func run() int {
	fs := flag.NewFlagSet("toyvm", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	var jit jitcore.Options
	if err := jit.RegisterFlags(fs); err != nil {
		fmt.Fprintf(os.Stderr, "toyvm: %v\n", err)
		return cli.ExitUsage
	}
	var args intList
	fs.Var(&args, "arg", "append the `INTEGER` to main's arguments (repeatable)")
	maxDepth := fs.Int("max-depth", toyvm.DefaultMaxDepth, "the call stack never grows beyond this many `frames` (at least 1)")
	if code, done := cli.ParseFlags(fs, usage, os.Args[1:]); done {
		return code
	}
	if *maxDepth < 1 {
		fmt.Fprintf(os.Stderr, "toyvm: --max-depth must be at least 1, got %d\n", *maxDepth)
		return cli.ExitUsage
	}
	if fs.NArg() < 1 {
		fs.Usage()
		fmt.Fprintln(os.Stderr, "toyvm: expected a FILE")
		return cli.ExitUsage
	}
	for _, a := range fs.Args()[1:] {
		if err := args.Set(a); err != nil {
			fmt.Fprintf(os.Stderr, "toyvm: argument %v\n", err)
			return cli.ExitUsage
		}
	}
	name := fs.Arg(0)
	src, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintf(os.Stderr, "toyvm: %v\n", err)
		return cli.ExitUsage
	}
	file, err := toyvm.Parse(name, src)
	if err == nil {
		var code *toyvm.Code
		if code, err = toyvm.Compile(name, file); err == nil {
			return execute(code, toyvm.Config{Args: args, MaxDepth: *maxDepth}, jit)
		}
	}
	fmt.Fprintln(os.Stderr, err)
	return cli.ExitUsage
}

// execute runs compiled code and reports how it ended.
func execute(code *toyvm.Code, cfg toyvm.Config, jit jitcore.Options) int {
	m, err := toyvm.NewMachine(code, cfg, os.Stdout)
	if err != nil {
		fmt.Fprintf(os.Stderr, "toyvm: %v\n", err)
		return cli.ExitRuntime
	}
	return cli.Execute("toyvm", m, jit, os.Stderr)
}
