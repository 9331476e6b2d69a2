package prolog

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// commandCases run the prolog binary's command line in-process: the
// arguments, standard input, then what it prints on standard output and
// standard error, and its exit status. Every expectation is swipl
// 9.0.4's for the same command (swipl -q: this binary prints no
// banner), bar the -g goal of a missing procedure, where SWI-Prolog
// names its catch/3 in the message.
var commandCases = []struct {
	name       string
	args       []string
	stdin      string
	wantOut    string
	wantErr    string
	wantStatus int
}{
	{"-g and -t halt", []string{"-g", "X = 1, write(X), nl", "-t", "halt"}, "", "1\n", "", 0},
	{"-g repeated", []string{"-g", "write(a)", "-g", "write(b)", "-t", "halt"}, "", "ab", "", 0},
	{"failing -g", []string{"-g", "fail", "-t", "halt"}, "", "", "ERROR: -g fail: false\n", 1},
	{"-g raising", []string{"-g", "atom_length(X, Y)", "-t", "halt"}, "", "", "ERROR: -g atom_length(X, Y): atom_length/2: Arguments are not sufficiently instantiated\n", 2},
	{"-g of an unknown predicate", []string{"-g", "nope", "-t", "halt"}, "", "", "ERROR: -g nope: catch/3: Unknown procedure: nope/0\n", 2},
	{"-g that does not read", []string{"-g", "X = f(", "-t", "halt"}, "", "", "ERROR: -g X = f(: Syntax error: Unexpected end of clause\nERROR: X = f(\nERROR: ** here **\nERROR:  . \n", 2},
	{"halt status", []string{"-g", "halt(3)"}, "", "", "", 3},
	{"-t goal status", []string{"-t", "fail"}, "", "", "", 1},
	{"-q", []string{"-q", "-g", "print_message(informational, format(x, [])), print_message(warning, format(y, []))", "-t", "halt"}, "", "", "Warning: y\n", 0},
	{"informational messages", []string{"-g", "print_message(informational, format(x, []))", "-t", "halt"}, "", "", "% x\n", 0},
	{"toplevel answers", nil, "X = 1.\nmember(X, [a,b]).\nfail.\n", "X = 1.\n\nX = a.\n\nfalse.\n\n\n", "", 0},
	{"toplevel bindings", nil, "X = Y, Z = f(X).\nX = f(A), Y = f(A).\nlength(L, 2).\ncopy_term(f(A,B,A), C).\nX = (a:-b), Y = \"s\".\n",
		"X = Y,\nZ = f(Y).\n\nX = Y, Y = f(A).\n\nL = [_, _].\n\nC = f(_A, _, _A).\n\nX = (a:-b),\nY = \"s\".\n\n\n", "", 0},
	{"toplevel true", nil, "true.\n", "true.\n\n\n", "", 0},
	{"toplevel keeps going after an error", nil, "foo.\nX is 1+1.\nX is 1/0.\n", "X = 2.\n\n\n",
		"ERROR: Unknown procedure: foo/0 (DWIM could not correct goal)\nERROR: Arithmetic: evaluation error: `zero_divisor'\n", 0},
	{"toplevel residual goals (SWI-Prolog 9.0.4's)", nil, "use_module(library(clpfd)).\nX #> Y, Y = 3.\nX in 1..3, Z = f(X).\nX*X #= 4.\nX #\\= Y, Y = 2.\nB #<==> (X #= 3), X = 3.\n", "true.\n\nY = 3,\nX in 4..sup.\n\nZ = f(X),\nX in 1..3.\n\nX in -2\\/2.\n\nY = 2,\nX in inf..1\\/3..sup.\n\nB = 1,\nX = 3.\n\n\n", "", 0},
	{"toplevel halt", nil, "halt(4).\nwrite(no).\n", "", "", 4},
	{"toplevel cyclic answer", nil, "X = f(X).\nX = [a|X], Y = g(X).\n", "X = f(X).\n\nX = [a|X],\nY = g(X).\n\n\n", "", 0},
	{"toplevel cycle below a binding", nil, "X = f(Y), Y = g(Y), Z = h(Y).\nX = f(X, Y), Y = g(Y).\n",
		"X = f(_S1), % where\n    _S1 = g(_S1),\nY = g(_S1),\nZ = h(_S1).\n\nX = _S1, % where\n    _S1 = f(_S1, _S2),\n    _S2 = g(_S2),\nY = g(_S2).\n\n\n", "", 0},
}

func TestCommand(t *testing.T) {
	for _, c := range commandCases {
		t.Run(c.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			status := cli.Command(Language, c.args, strings.NewReader(c.stdin), &out, &errOut)
			if out.String() != c.wantOut || errOut.String() != c.wantErr || status != c.wantStatus {
				t.Errorf("prolog %q < %q: %q, stderr %q, status %d\nwant %q, stderr %q, status %d",
					c.args, c.stdin, out.String(), errOut.String(), status, c.wantOut, c.wantErr, c.wantStatus)
			}
		})
	}
}

// TestArgv: the arguments after FILE and the .pl files that follow it
// (after --, if any) are the program's argv, and nothing runs when a
// file does not exist (swipl 9.0.4 prints the same).
func TestArgv(t *testing.T) {
	dir := t.TempDir()
	a := dir + "/a.pl"
	b := dir + "/b.pl"
	writeFile(t, a, "main :- current_prolog_flag(argv, A), print(A), nl.\n")
	writeFile(t, b, "b_loaded.\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{a, "x", "-y", "--z"}, "[x,'-y','--z']\n"},
		{[]string{a, "--", "x", "y"}, "[x,y]\n"},
		{[]string{a, b, "x"}, "[x]\nloaded\n"},
		{[]string{a}, "[]\n"},
	} {
		var out, errOut bytes.Buffer
		args := append([]string{"-g", "main", "-g", "(catch(b_loaded, _, fail) -> writeln(loaded) ; true)", "-t", "halt"}, c.args...)
		status := cli.Command(Language, args, strings.NewReader(""), &out, &errOut)
		if out.String() != c.want || status != 0 {
			t.Errorf("prolog %q: %q status %d (stderr %q), want %q", args, out.String(), status, errOut.String(), c.want)
		}
	}
	var out, errOut bytes.Buffer
	status := cli.Command(Language, []string{"-g", "main", "-t", "halt", a, dir + "/missing.pl"}, strings.NewReader(""), &out, &errOut)
	want := "ERROR: Prolog initialisation failed:\nERROR: source_sink `'" + dir + "/missing.pl'' does not exist\n"
	if out.String() != "" || errOut.String() != want || status != 1 {
		t.Errorf("a missing file: %q, stderr %q, status %d; want stderr %q, status 1", out.String(), errOut.String(), status, want)
	}
}

// TestConsultFiles consults a file given as FILE and one given after
// it, with a directive that fails, one that raises an error and a syntax
// error: loading goes on past each.
func TestConsultFiles(t *testing.T) {
	dir := t.TempDir()
	a := dir + "/a.pl"
	b := dir + "/b.pl"
	writeFile(t, a, ":- fail.\n:- foo.\np(1).\nq(.\n:- initialization((write(init_a), nl)).\n")
	writeFile(t, b, "r(X) :- p(X).\n")
	var out, errOut bytes.Buffer
	status := cli.Command(Language, []string{"-g", "r(X), write(X), nl", "-t", "halt", a, b}, strings.NewReader(""), &out, &errOut)
	if out.String() != "init_a\n1\n" || status != 0 {
		t.Errorf("got %q status %d (stderr %q)", out.String(), status, errOut.String())
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestStderr: user_error and the warnings of a directive that fails go
// to Config.Stderr (or nowhere), never to the process's stderr.
// (The newline on stdout is the toplevel's at the end of its empty input,
// as swipl prints it.)
func TestStderr(t *testing.T) {
	langtest.Stderr(t, Language, "e.pl", ":- format(user_error, \"err~n\", []).\n:- write(out), nl.\n", "out\n\n", "err\n")
	abs, err := filepath.Abs("w.pl")
	if err != nil {
		t.Fatal(err)
	}
	langtest.Stderr(t, Language, "w.pl", ":- fail.\n", "\n", "Warning: "+abs+":1:\nWarning:    Goal (directive) failed: user:fail\n")
}

// TestLoadMessages: what loading a file prints of its syntax errors, of
// singleton variables, of variables named as singletons that appear
// more than once and of discontiguous clauses, as
// swipl 9.0.4 prints it (columns from 0; for text ending inside quotes
// or a comment, where the clause starts, from 1).
func TestLoadMessages(t *testing.T) {
	abs, err := filepath.Abs("m.pl")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"p(_X, _X).\n", "Warning: @:1:\nWarning:    Singleton-marked variable appears more than once: _X\n"},
		{"a.\nw(_A, _A, __b, __b, _) :- true.\n", "Warning: @:2:\nWarning:    Singleton-marked variable appears more than once: _A\n" +
			"Warning:    Singleton-marked variable appears more than once: __b\n"},
		{":- X = f(_Q, _Q), X = f(_, _).\n", ""},
		{"s(X) :- foo(.\n", "ERROR: @:1:12: Syntax error: Unexpected end of clause\n"},
		{"a :- b c.\n", "ERROR: @:1:7: Syntax error: Operator expected\n"},
		{"  a(X Y).\n", "ERROR: @:1:6: Syntax error: Operator expected\n"},
		{"a.\n  b :- foo, X = \"abc\nd.\n", "ERROR: @:2:3: Syntax error: End of file in quoted string\n"},
		{"a.\n  b :- foo(x, /* abc\n\n", "ERROR: @:2:3: Syntax error: End of file in /* ... */ comment\n"},
		{"a.\n  x :- 'abc.\n", "ERROR: @:2:3: Syntax error: End of file in quoted atom\n"},
		{"x :- `abc.\n", "ERROR: @:1:1: Syntax error: End of file in quoted codes\n"},
		{"p(X, Y) :- q(Y).\n", "Warning: @:1:\nWarning:    Singleton variables: [X]\n"},
		{":- X = 1.\np(_X, _X, A) --> [B].\n", "Warning: @:1:\nWarning:    Singleton variables: [X]\n" +
			"Warning: @:2:\nWarning:    Singleton variables: [A,B]\n" +
			"Warning: @:2:\nWarning:    Singleton-marked variable appears more than once: _X\n"},
		{"r(1).\ns(1).\nr(2).\n", "Warning: @:3:\nWarning:    Clauses of r/1 are not together in the source-file\n" +
			"Warning:    Earlier definition at @:1\nWarning:    Current predicate: s/1\n" +
			"Warning:    Use :- discontiguous r/1. to suppress this message\n"},
		{":- discontiguous r/1.\nr(1).\ns(1).\nr(2).\n", ""},
	} {
		langtest.Stderr(t, Language, "m.pl", c.text, "\n", strings.ReplaceAll(c.want, "@", abs))
	}
}

// TestUnknownProcedure: the message of a directive's unknown procedure
// names the caller (catch/3, which runs directives) and the predicates
// it may have meant, as swipl 9.0.4 prints it (swipl -g true -t halt).
func TestUnknownProcedure(t *testing.T) {
	abs, err := filepath.Abs("u.pl")
	if err != nil {
		t.Fatal(err)
	}
	text := "q.\nfoo_bar(1).\nhello(1,2).\n:- fooBar(1).\n:- helo(1).\n:- writ(x).\n:- q(1).\n:- xyzzy.\n"
	var want strings.Builder
	for _, c := range []struct {
		line     int
		goal, pi string
		means    []string
	}{
		{4, "fooBar(1)", "fooBar/1", []string{"foo_bar/1"}},
		{5, "helo(1)", "helo/1", []string{"hello/2"}},
		{6, "writ(x)", "writ/1", []string{"write/1", "write/2"}},
		{7, "q(1)", "q/1", []string{"q/0"}},
		{8, "xyzzy", "xyzzy/0", nil},
	} {
		at := abs + ":" + strconv.Itoa(c.line) + ":\n"
		want.WriteString("ERROR: " + at + "ERROR:    catch/3: Unknown procedure: " + c.pi + "\n")
		if len(c.means) > 0 {
			want.WriteString("ERROR:      However, there are definitions for:\n")
			for _, p := range c.means {
				want.WriteString("ERROR:            " + p + "\n")
			}
		}
		want.WriteString("Warning: " + at + "Warning:    Goal (directive) failed: user:" + c.goal + "\n")
	}
	langtest.Stderr(t, Language, "u.pl", text, "\n", want.String())
}

// TestGoalErrors: the error of a -g goal that fails or raises says which
// goal and why (SWI-Prolog's message), through the embedding API as on
// the command line, with SWI-Prolog's status.
func TestGoalErrors(t *testing.T) {
	for _, c := range []struct {
		goal, want string
		status     int
	}{
		{"fail", "ERROR: -g fail: false", 1},
		{"X is 1/0", "ERROR: -g X is 1/0: //2: Arithmetic: evaluation error: `zero_divisor'", 2},
		{"foo(", "ERROR: -g foo(: Syntax error: Unexpected end of clause\n", 2},
	} {
		err := Language.Run("", nil, lang.Config{Args: []string{"-g", c.goal, "-t", "halt"}})
		if e, ok := errors.AsType[*lang.Error](err); !ok || e.Kind != lang.KindRuntime || !strings.HasPrefix(err.Error(), c.want) || lang.ExitStatus(err) != c.status {
			t.Errorf("-g %s: error %q, status %d; want a runtime error starting %q, status %d", c.goal, err, lang.ExitStatus(err), c.want, c.status)
		}
	}
}

// fullDisk fails every write, as a file on a full disk.
type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) {
	return 0, &fs.PathError{Op: "write", Path: "/dev/full", Err: syscall.ENOSPC}
}

// TestOutputLost: output that cannot be written is SWI-Prolog's I/O
// error where the program writes (user_output is flushed at each
// newline, as SWI-Prolog's buffer(line)): an uncaught one ends a -g goal
// with its message and status 2, however the goal was to end (halt/0,
// halt(0), halt(3)), through the embedding API too; one the program
// caught is not reported again. Where SWI-Prolog loses the last partial
// line without a word (halt, the end of the run), it is reported
// (status 1).
func TestOutputLost(t *testing.T) {
	const enospc = "I/O error in write on stream user_output (No space left on device)"
	for _, c := range []struct {
		args   []string
		stdin  string
		errOut string
		status int
	}{
		{[]string{"-g", "write(hello), nl", "-t", "halt"}, "", "\nERROR: -g write(hello), nl: nl/0: " + enospc + "\n", 2},
		{[]string{"-g", "write(hello), nl, halt"}, "", "\nERROR: -g write(hello), nl, halt: nl/0: " + enospc + "\n", 2},
		{[]string{"-g", "write(hello), nl, halt(0)"}, "", "\nERROR: -g write(hello), nl, halt(0): nl/0: " + enospc + "\n", 2},
		{[]string{"-g", "write(hello), nl, halt(3)"}, "", "\nERROR: -g write(hello), nl, halt(3): nl/0: " + enospc + "\n", 2},
		{[]string{"-g", "write(hello), flush_output", "-t", "halt"}, "", "\nERROR: -g write(hello), flush_output: flush_output/0: " + enospc + "\n", 2},
		{[]string{"-g", "catch((write(hello), nl), E, true), print(user_error, E), nl(user_error)", "-t", "halt"}, "",
			"error(io_error(write,user_output),context(system:nl/0,'No space left on device'))\n", 0},
		{[]string{"-g", "write(hello)", "-t", "halt"}, "", "\nERROR: " + enospc + "\n", 1},
		{nil, "write(hello), nl.\n", "\nERROR: " + enospc + "\n", 0},
	} {
		var errOut bytes.Buffer
		status := cli.Command(Language, c.args, strings.NewReader(c.stdin), fullDisk{}, &errOut)
		if status != c.status || errOut.String() != c.errOut {
			t.Errorf("prolog %q < %q to a full disk: status %d, stderr %q; want status %d, stderr %q", c.args, c.stdin, status, errOut.String(), c.status, c.errOut)
		}
		if c.args == nil {
			continue
		}
		err := Language.Run("", nil, lang.Config{Args: c.args, Stdout: fullDisk{}})
		if lang.ExitStatus(err) != c.status || c.status != 0 && err.Error() != strings.TrimSuffix(c.errOut, "\n") {
			t.Errorf("Run %q to a full disk: status %d, %q; want status %d, %q", c.args, lang.ExitStatus(err), err, c.status, c.errOut)
		}
	}
}

// TestHostSurvives runs programs that used to end their Go host or never
// end (Go recursion over a term a million deep, cyclic terms, a heap or
// findall bag without bound) beside ordinary runs through the embedding
// API: each ends with its Prolog error, and the others finish.
func TestHostSurvives(t *testing.T) {
	benign := []byte(":- initialization(main).\nmain :- numlist(1, 20000, L), sum_list(L, S), write(S), nl, halt.\n")
	const want = "200010000\n"
	goal := []string{"-g", "main", "-t", "halt"}
	small := append([]string{"--max-heap=50000000"}, goal...)
	for _, hostile := range []langtest.Kind{
		{Src: "main :- X = f(X), Y = f(Y), X == Y, X = Y, compare(=, X, Y), copy_term(X, Z), write(Z), nl, assertz(p(X)).\n", Args: goal, Want: lang.KindRuntime},
		{Src: "wrap(_, X, f(X)).\nmain :- numlist(1, 1000000, L), foldl(wrap, L, a, T), with_output_to(string(_), write(T)),\n" +
			"    copy_term(T, C), C == T, T = C, term_to_atom(T, _), assertz(q(T)), q(Q), Q == T, throw(done).\n", Args: goal, Want: lang.KindRuntime},
		{Src: "grow(L) :- grow([x|L]).\nmain :- grow([]).\n", Args: small, Want: lang.KindRuntime},
		{Src: "main :- findall(X, between(1, inf, X), _).\n", Args: small, Want: lang.KindRuntime},
	} {
		langtest.HostSurvives(t, Language, "hostile.pl", hostile, benign, want)
	}
}

func TestMain(m *testing.M) {
	langtest.Child(Language)
	os.Exit(m.Run())
}

// TestManyRuns runs 40 programs at once through the embedding API in 4
// GB of address space (each heap used to reserve 2 GiB up front).
func TestManyRuns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "many.pl")
	if err := os.WriteFile(file, []byte(":- initialization(main).\nmain :- numlist(1, 100000, L), length(L, N), write(N), nl, halt.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	langtest.ManyRuns(t, Language, 40, 4_000_000, file, "100000\n")
}

// startWriter keeps what is written and closes started when it first
// holds a line.
type startWriter struct {
	mu      sync.Mutex
	b       bytes.Buffer
	started chan struct{}
}

func (w *startWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	had := bytes.IndexByte(w.b.Bytes(), '\n') >= 0
	n, err := w.b.Write(p)
	if !had && bytes.IndexByte(w.b.Bytes(), '\n') >= 0 {
		close(w.started)
	}
	return n, err
}

func (w *startWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// TestInterrupt: a signal ends a run that would never end, through a
// catch/3, with its output flushed and the shell's status for it.
func TestInterrupt(t *testing.T) {
	src := []byte("loop :- loop.\n:- write(start), nl, catch(loop, _, true).\n")
	for _, c := range []struct {
		sig    lang.Signal
		status int
	}{{lang.SigTerm, lang.ExitTerminated}, {lang.SigInt, lang.ExitInterrupted}} {
		sigs := make(chan lang.Signal, 1)
		out := &startWriter{started: make(chan struct{})}
		// The signal comes once the program has printed "start" (a
		// fixed delay lost the race on a slow run: -race, a loaded
		// machine).
		go func() { <-out.started; sigs <- c.sig }()
		err := Language.Run("loop.pl", src, lang.Config{Stdout: out, Interrupt: sigs})
		if got := lang.ExitStatus(err); got != c.status || out.String() != "start\n" {
			t.Errorf("signal %d: status %d (%v), output %q; want %d, %q", c.sig, got, err, out.String(), c.status, "start\n")
		}
		// the binary then dies of SIGINT, as SWI-Prolog
		if errors.Is(err, lang.ErrInterrupted) != (c.sig == lang.SigInt) {
			t.Errorf("signal %d: %v is lang.ErrInterrupted: %v", c.sig, err, !(c.sig == lang.SigInt))
		}
	}
	// halt(130) is a status, not the signal
	if err := Language.Run("", nil, lang.Config{Args: []string{"-g", "halt(130)"}}); errors.Is(err, lang.ErrInterrupted) || lang.ExitStatus(err) != 130 {
		t.Errorf("halt(130): %v, status %d; want status 130, not lang.ErrInterrupted", err, lang.ExitStatus(err))
	}
}
