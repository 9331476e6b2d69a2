package prolog

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// commandCases run the prolog binary's command line in-process: the
// arguments, standard input, then what it prints on standard output and
// its exit status.
var commandCases = []struct {
	name       string
	args       []string
	stdin      string
	wantOut    string
	wantStatus int
}{
	{"-g and -t halt", []string{"-g", "X = 1, write(X), nl", "-t", "halt"}, "", "1\n", 0},
	{"-g repeated", []string{"-g", "write(a)", "-g", "write(b)", "-t", "halt"}, "", "ab", 0},
	{"failing -g", []string{"-g", "fail", "-t", "halt"}, "", "", 1},
	{"halt status", []string{"-g", "halt(3)"}, "", "", 3},
	{"toplevel answers", nil, "X = 1.\nmember(X, [a,b]).\nfail.\n", "X = 1.\n\nX = a.\n\nfalse.\n\n", 0},
	{"toplevel true", nil, "true.\n", "true.\n\n", 0},
	{"toplevel keeps going after an error", nil, "foo.\nX is 1+1.\n", "X = 2.\n\n", 0},
	{"toplevel halt", nil, "halt(4).\nwrite(no).\n", "", 4},
	{"-t goal status", []string{"-t", "fail"}, "", "", 1},
	{"toplevel cyclic answer", nil, "X = f(X).\nX = [a|X], Y = g(X).\n", "X = f(X).\n\nX = [a|X],\nY = g(X).\n\n", 0},
	{"toplevel cycle below a binding", nil, "X = f(Y), Y = g(Y), Z = h(Y).\n",
		"X = f(_S1), % where\n    _S1 = g(_S1),\nY = g(_S1),\nZ = h(_S1).\n\n", 0},
}

func TestCommand(t *testing.T) {
	for _, c := range commandCases {
		t.Run(c.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			status := cli.Command(Language, c.args, strings.NewReader(c.stdin), &out, &errOut)
			if out.String() != c.wantOut || status != c.wantStatus {
				t.Errorf("prolog %q < %q: %q, status %d; want %q, status %d (stderr %q)",
					c.args, c.stdin, out.String(), status, c.wantOut, c.wantStatus, errOut.String())
			}
		})
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
func TestStderr(t *testing.T) {
	langtest.Stderr(t, Language, "e.pl", ":- format(user_error, \"err~n\", []).\n:- write(out), nl.\n", "out\n", "err\n")
	abs, err := filepath.Abs("w.pl")
	if err != nil {
		t.Fatal(err)
	}
	langtest.Stderr(t, Language, "w.pl", ":- fail.\n", "", "Warning: "+abs+":1:\nWarning:    Goal (directive) failed: user:fail\n")
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
