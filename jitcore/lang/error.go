package lang

import (
	"errors"
	"fmt"
)

// Kind is what kind of failure an Error is.
type Kind uint8

const (
	KindUsage    Kind = iota + 1 // bad arguments or options: the program did not run
	KindParse                    // the program does not parse or compile
	KindRuntime                  // the program failed (its own error)
	KindLimit                    // the program hit a resource limit (memory, depth, tape)
	KindIO                       // reading the program's input or writing its output failed
	KindInternal                 // a bug in microjit
)

var kindNames = [...]string{
	KindUsage:    "usage",
	KindParse:    "parse",
	KindRuntime:  "runtime",
	KindLimit:    "limit",
	KindIO:       "io",
	KindInternal: "internal",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Exit statuses of every binary (DESIGN.md §11).
const (
	ExitOK       = 0
	ExitRuntime  = 1  // the user program failed (exception, tape out of range)
	ExitUsage    = 2  // bad command line or parse error
	ExitInternal = 70 // a bug in microjit itself (EX_SOFTWARE)
	// ExitInterrupted and ExitTerminated are a shell's status for a
	// process that SIGINT and SIGTERM ended (128 + the signal).
	ExitInterrupted = 130
	ExitTerminated  = 143
)

// Terminated is the error of a run that SigTerm ended.
type Terminated struct{}

func (*Terminated) Error() string   { return "" }
func (*Terminated) ExitStatus() int { return ExitTerminated }

// ErrInterrupted is the end of a run that SigInt ended with no message
// of its own (SWI-Prolog prints none), and what a language's own error
// for it matches (errors.Is: Python's uncaught KeyboardInterrupt, whose
// traceback is its message). Its status is ExitInterrupted, and the
// binary (jitcore/cli) then ends as SIGINT ends a process, as CPython
// and SWI-Prolog do.
var ErrInterrupted error = interrupted{}

type interrupted struct{}

func (interrupted) Error() string   { return "" }
func (interrupted) ExitStatus() int { return ExitInterrupted }

// ExitStatus is the exit status of a binary whose run ended this way.
func (k Kind) ExitStatus() int {
	switch k {
	case KindUsage, KindParse:
		return ExitUsage
	case KindInternal:
		return ExitInternal
	}
	return ExitRuntime
}

// Pos is a position in a program's source. Lines and columns are
// 1-based; columns count bytes. The zero Pos means "unknown".
type Pos struct {
	File      string
	Line, Col int
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Positioner is implemented by a language's errors that know where in the
// source they happened.
type Positioner interface {
	error
	Position() Pos
}

// ErrLimit is what a language's error matches (errors.Is) when it is a
// resource limit: Run reports it as KindLimit.
var ErrLimit = errors.New("resource limit")

// Error is every error Run returns. Its message is the one the binary
// prints, on one line: the language's own message, prefixed with the
// language's name when it is not about the program's source.
type Error struct {
	Kind Kind
	Pos  Pos   // where in the source, when known
	Err  error // the underlying error
}

func (e *Error) Error() string { return e.Err.Error() }

func (e *Error) Unwrap() error { return e.Err }

// ExitStatus is the binary's exit status for this error: the underlying
// error's own when it has one (a Python program's sys.exit(3)), else
// its kind's.
func (e *Error) ExitStatus() int {
	if s, ok := errors.AsType[ExitStatuser](e.Err); ok {
		return s.ExitStatus()
	}
	return e.Kind.ExitStatus()
}

// ExitStatuser is an error that decides the binary's exit status itself.
type ExitStatuser interface {
	error
	ExitStatus() int
}

// Exit is a program's own request to end with a status (Python's
// sys.exit, Prolog's halt/1): not a failure of the binary, which prints
// Msg when it is not empty (sys.exit("message")) and exits with Code.
type Exit struct {
	Code int
	Msg  string
}

func (e *Exit) Error() string   { return e.Msg }
func (e *Exit) ExitStatus() int { return e.Code }

// ExitStatus is the binary's exit status for a run that ended with err:
// ExitOK for nil, the status of the first ExitStatuser in err's chain
// (an *Error, an *Exit), ExitRuntime for any other error.
func ExitStatus(err error) int {
	if err == nil {
		return ExitOK
	}
	if e, ok := errors.AsType[ExitStatuser](err); ok {
		return e.ExitStatus()
	}
	return ExitRuntime
}

// newError wraps err as an Error of kind k, with its position when it
// has one.
func newError(k Kind, err error) *Error {
	e := &Error{Kind: k, Err: err}
	if p, ok := errors.AsType[Positioner](err); ok {
		e.Pos = p.Position()
	}
	return e
}

// named prefixes err's message with the language's name: an error that
// is not about the program's source.
func (l *Language) named(err error) error {
	return fmt.Errorf("%s: %w", l.Name, err)
}
