package prolog

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/cli"
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
	{"toplevel residual goals (SWI-Prolog 9.0.4's)", nil, "use_module(library(clpfd)).\nX #> Y, Y = 3.\nX in 1..3, Z = f(X).\nX*X #= 4.\nX #\\= Y, Y = 2.\nB #<==> (X #= 3), X = 3.\n", "true.\n\nY = 3,\nX in 4..sup.\n\nZ = f(X),\nX in 1..3.\n\nX in -2\\/2.\n\nY = 2,\nX in inf..1\\/3..sup.\n\nB = 1,\nX = 3.\n\n", 0},
	{"toplevel halt", nil, "halt(4).\nwrite(no).\n", "", 4},
	{"-t goal status", []string{"-t", "fail"}, "", "", 1},
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
