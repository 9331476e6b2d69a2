package minipy

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
	"github.com/microjit/microjit/langs/minipy/vm"

	// the standard library's modules register themselves
	_ "github.com/microjit/microjit/langs/minipy/stdlib"
)

// Language is minipy for everything that runs it (jitcore/lang):
// cmd/minipy, the conformance runner and Go programs that embed it.
var Language = &lang.Language{
	Name:        "minipy",
	Exts:        []string{".py"},
	Usage:       usage,
	Eval:        true,
	EvalFlag:    "c",
	ProgramArgs: true,
	NewSettings: func() lang.Settings { return new(settings) },
	REPL:        repl,
	Interrupts:  true,
}

const usage = `usage: minipy [flags] FILE [ARGS...]
       minipy [flags] -c CODE [ARGS...]
       minipy [flags]            (interactive)

Runs a Python 3.11 program (the subset in langs/minipy/README.md) with
CPython's output and tracebacks. ARGS are sys.argv[1:].

Exit status: 0 on success, 1 on an uncaught exception or a syntax
error, n for sys.exit(n), 2 on a usage error.

flags:
`

// settings are minipy's flags and the program's arguments.
type settings struct {
	args    []string
	maxHeap int
}

func (s *settings) Flags(fs *flag.FlagSet) {
	fs.IntVar(&s.maxHeap, "max-heap", 0, "the heap holds at most this many `bytes` (0: 1 GiB); beyond it, MemoryError")
}

// MemoryLimit is --max-heap's (lang.MemoryLimiter).
func (s *settings) MemoryLimit() int64 { return int64(vm.MemoryLimit(s.maxHeap)) }

func (s *settings) Check(args []string) error {
	if s.maxHeap < 0 {
		return errors.New("--max-heap must not be negative")
	}
	s.args = args
	return nil
}

// Load compiles a program; "-c" is the code of the -c flag.
func (s *settings) Load(file string, src []byte) (lang.Program, error) {
	name, argv0 := file, file
	if file == "-c" {
		name = "<string>"
	} else if abs, err := filepath.Abs(file); err == nil {
		// as CPython 3.9 and later: __file__, co_filename and
		// tracebacks name the script by its absolute path
		name = abs
	}
	code, err := vm.Compile(name, src, false)
	if err != nil {
		return nil, compileError(err, src)
	}
	argv := append([]string{argv0}, s.args...)
	return &program{file: name, src: src, code: code, cfg: vm.Config{Argv: argv, MaxHeapBytes: s.maxHeap}}, nil
}

// compileError gives a syntax error CPython's form and exit status.
func compileError(err error, src []byte) error {
	var se *syntax.SyntaxError
	if errors.As(err, &se) {
		return &SyntaxError{se: se}
	}
	var ce *compile.Error
	if errors.As(err, &ce) {
		var b strings.Builder
		fmt.Fprintf(&b, "  File \"%s\", line %d\n", ce.File, ce.Line)
		if lines := strings.Split(string(src), "\n"); ce.Line >= 1 && ce.Line <= len(lines) {
			fmt.Fprintf(&b, "    %s\n", strings.TrimSpace(lines[ce.Line-1]))
		}
		fmt.Fprintf(&b, "%s: %s", ce.Type, ce.Msg)
		return &SyntaxError{text: b.String()}
	}
	return err
}

// SyntaxError is a program that does not compile, printed as CPython
// prints it; the binary exits 1, as python does.
type SyntaxError struct {
	se   *syntax.SyntaxError
	text string
}

func (e *SyntaxError) Error() string {
	if e.se != nil {
		return strings.TrimSuffix(e.se.Traceback(), "\n")
	}
	return e.text
}

// ExitStatus is python's for a syntax error.
func (e *SyntaxError) ExitStatus() int { return lang.ExitRuntime }

// Position implements lang.Positioner.
func (e *SyntaxError) Position() lang.Pos {
	if e.se == nil {
		return lang.Pos{}
	}
	return lang.Pos{File: e.se.File, Line: e.se.Line, Col: e.se.Col}
}

// program is compiled code with its settings.
type program struct {
	file string
	src  []byte
	code *compile.Code
	cfg  vm.Config
}

func (p *program) NewMachine(stdin io.Reader, stdout io.Writer) (lang.Machine, error) {
	v, err := vm.New(p.cfg, stdin, stdout)
	if err != nil {
		return nil, err
	}
	return &machine{p: p, vm: v}, nil
}

// machine is one run of a program.
type machine struct {
	p  *program
	vm *vm.VM
}

// EnableJIT attaches the JIT (vm's jit.go: loops of one frame on ints).
func (m *machine) EnableJIT(opts config.Options) error { return m.vm.EnableJIT(opts) }

func (m *machine) Run() error { return m.vm.RunMain(m.p.file, m.p.src, m.p.code) }

func (m *machine) JITStats() *jitlog.Stats { return m.vm.JITStats() }

func (m *machine) Close() error { return m.vm.Close() }

// Interrupt sends the program a signal (lang.InterruptibleMachine).
func (m *machine) Interrupt(sig lang.Signal) { m.vm.Interrupt(sig) }

// SetStderr sends sys.stderr to w (lang.StderrMachine).
func (m *machine) SetStderr(w io.Writer) { m.vm.SetStderr(w) }
