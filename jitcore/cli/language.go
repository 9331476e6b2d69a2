package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/microjit/microjit/jitcore/lang"
)

// Run is the main function of a language's binary:
//
//	func main() { cli.Run(bf.Language) }
//
// It runs the command line of os.Args (Command) and exits with its status.
func Run(l *lang.Language) {
	ownsProcess = true
	percent := l.GCPercent
	if percent == 0 {
		percent = GCPercent
	}
	mainGC(l.Name, percent, func() int { return Command(l, os.Args[1:], os.Stdin, os.Stdout, os.Stderr) })
}

// ownsProcess is set when Command runs as a binary's main (Run), not
// in-process for a caller: only then may it set process-wide limits.
var ownsProcess bool

// Command runs a language's binary in-process: it parses args (the JIT's
// flags and the language's, FILE, then the program's arguments), reads
// the program from FILE ("-": standard input) or -e, runs it, prints any
// error on stderr and returns the exit status.
func Command(l *lang.Language, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(l.Name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := lang.Config{Stdin: stdin, Stdout: stdout, Stderr: stderr}
	if err := cfg.JIT.RegisterFlags(fs); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", l.Name, err)
		return ExitUsage
	}
	eval := ""
	evalFlag := l.EvalFlag
	if evalFlag == "" {
		evalFlag = "e"
	}
	if l.Eval {
		fs.StringVar(&eval, evalFlag, "", "run `CODE` given on the command line instead of a file")
	}
	s := l.NewSettings()
	s.Flags(fs)
	if code, done := ParseFlags(fs, l.Usage, args); done {
		return code
	}
	evalSet := false
	fs.Visit(func(f *flag.Flag) { evalSet = evalSet || f.Name == evalFlag })
	rest := fs.Args()
	var progArgs []string
	switch {
	case l.ProgramArgs && evalSet && l.EvalFlag != "":
		progArgs = rest
	case l.ProgramArgs && len(rest) > 0:
		progArgs = rest[1:]
	}
	if err := l.Check(s, progArgs); err != nil {
		return Report(stderr, err)
	}
	if ml, ok := s.(lang.MemoryLimiter); ok && ownsProcess {
		setMemoryLimit(ml.MemoryLimit())
	}
	if l.REPL != nil && !evalSet && len(rest) == 0 {
		return l.REPL(s, stdin, stdout, stderr)
	}
	file, src, err := source(l, fs, evalSet, eval, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", l.Name, err)
		return ExitUsage
	}
	if l.Interrupts && ownsProcess {
		sigs, stop := catchSignals()
		defer stop()
		cfg.Interrupt = sigs
	}
	err = l.Execute(s, file, src, cfg)
	code := Report(stderr, err)
	if ownsProcess && errors.Is(err, lang.ErrInterrupted) {
		dieOfInterrupt()
	}
	return code
}

// source returns the program's name and text: -e's CODE, or FILE's.
func source(l *lang.Language, fs *flag.FlagSet, evalSet bool, eval string, stdin io.Reader) (string, []byte, error) {
	n := fs.NArg()
	switch {
	case evalSet && (n == 0 || l.EvalFlag != "" && l.ProgramArgs):
		if l.EvalFlag != "" {
			return "-" + l.EvalFlag, []byte(eval), nil
		}
		return "-e", []byte(eval), nil
	case evalSet:
		return "", nil, fmt.Errorf("give either -e CODE or a FILE, not both")
	case n == 0 && l.NoFile:
		return "", nil, nil
	case n == 0 && l.ProgramArgs:
		fs.Usage()
		return "", nil, fmt.Errorf("expected a FILE")
	case n != 1 && !l.ProgramArgs:
		fs.Usage()
		return "", nil, fmt.Errorf("expected one FILE, got %d arguments", n)
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(name)
	}
	return name, src, err
}

// Report prints err, the way a run ended, on stderr (nothing for nil or
// an empty message: a Python program's sys.exit(3), Prolog's halt(1)) and returns
// the binary's exit status for it.
func Report(stderr io.Writer, err error) int {
	if err != nil && err.Error() != "" {
		fmt.Fprintln(stderr, err)
	}
	return lang.ExitStatus(err)
}
