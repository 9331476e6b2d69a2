package vm

import (
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
)

// deepN is how deep the deep-data tests nest: far beyond what Go's
// recursion could take under deepStack.
const deepN = 1_000_000

// deepStack caps the Go stack while a deep-data test runs: a walk that
// recursed in Go once per level of the data would need hundreds of
// megabytes, so with the cap a regression is a failed test (a fatal
// "stack exceeds limit"), not a machine out of memory.
const deepStack = 64 << 20

// withCappedStack runs f with the Go stack capped at deepStack.
func withCappedStack(t *testing.T, f func()) {
	t.Helper()
	old := debug.SetMaxStack(deepStack)
	defer debug.SetMaxStack(old)
	f()
}

// Every Go walk over a program's data — comparing, hashing, printing,
// pulling from chained iterators, matching nested tuples of classes,
// printing an exception's chain — ends as CPython 3.11 ends it
// (RecursionError, or the answer) on data a million levels deep, with
// the Go stack capped.
func TestDeepData(t *testing.T) {
	old := debug.SetMaxStack(deepStack)
	t.Cleanup(func() { debug.SetMaxStack(old) })
	// nested makes a (and b, when two) nested deepN deep
	nested := func(make, wrap string, two bool) string {
		src := "a = " + make + "\nb = " + make + "\nfor i in range(" + strconv.Itoa(deepN) + "):\n    a = " + strings.ReplaceAll(wrap, "X", "a") + "\n"
		if two {
			src += "    b = " + strings.ReplaceAll(wrap, "X", "b") + "\n"
		}
		return src
	}
	attempt := func(expr string) string {
		return "try:\n    print(" + expr + ")\nexcept RecursionError as e:\n    print('RecursionError:', e)\n"
	}
	const (
		inCmp  = "RecursionError: maximum recursion depth exceeded in comparison\n"
		inRepr = "RecursionError: maximum recursion depth exceeded while getting the repr of an object\n"
		walk   = "RecursionError: maximum recursion depth exceeded\n"
	)
	chain := func(wrap string) string {
		return "it = iter([1])\nfor i in range(" + strconv.Itoa(deepN) + "):\n    it = " + wrap + "\n" + attempt("next(it)")
	}
	for _, c := range []struct{ name, src, want string }{
		{"list ==", nested("[]", "[X]", true) + attempt("a == b"), inCmp},
		{"list <", nested("[]", "[X]", true) + attempt("a < b"), inCmp},
		{"list in", nested("[]", "[X]", true) + attempt("a in [b]"), inCmp},
		{"sorted", nested("[]", "[X]", true) + attempt("sorted([a, b])"), inCmp},
		{"tuple ==", nested("()", "(X,)", true) + attempt("a == b"), inCmp},
		{"dict ==", nested("{}", "{1: X}", true) + attempt("a == b"), inCmp},
		{"cyclic lists", "a = []; a.append(a); b = []; b.append(b)\n" + attempt("a == b"), inCmp},
		{"cyclic dicts", "a = {}; a[1] = a; b = {}; b[1] = b\n" + attempt("a == b"), inCmp},
		{"repr list", nested("[]", "[X]", false) + attempt("repr(a)"), inRepr},
		{"str tuple", nested("()", "(X,)", false) + attempt("str(a)"), inRepr},
		{"print dict", nested("{}", "{1: X}", false) + attempt("a"), inRepr},
		{"hash tuple", nested("()", "(X,)", true) + attempt("hash(a) == hash(b)"), "True\n"},
		{"dict key", nested("()", "(X,)", true) + attempt("{a: 1}[b]"), inCmp},
		{"frozenset", "x = frozenset()\nfor i in range(" + strconv.Itoa(deepN) + "):\n    x = frozenset([x])\n" + attempt("hash(x) == hash(x)"), "True\n"},
		{"map chain", chain("map(abs, it)"), walk},
		{"filter chain", chain("filter(None, it)"), walk},
		{"zip chain", chain("zip(it)"), walk},
		{"enumerate chain", chain("enumerate(it)"), walk},
		{"yield from chain", "def g(x):\n    yield from x\n" + chain("g(it)"), walk},
		{"isinstance", "c = int\nfor i in range(" + strconv.Itoa(deepN) + "):\n    c = (c,)\n" + attempt("isinstance(1, c)"),
			"RecursionError: maximum recursion depth exceeded in __instancecheck__\n"},
		{"raised chain", "e = None\nfor i in range(" + strconv.Itoa(deepN) + "):\n    x = ValueError(i)\n    x.__cause__ = e\n    e = x\n" +
			"try:\n    raise e\nexcept ValueError as x:\n    print(x)\n", "999999\n"},
		// with the recursion limit at its highest, the Go levels are
		// still bounded
		{"high limit", "import sys\nsys.setrecursionlimit(200000)\n" + nested("[]", "[X]", true) + attempt("a == b"), inCmp},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out, errText := runSource(t, c.src)
			if out != c.want || errText != "" {
				t.Errorf("got %q, error %q; want %q", out, errText, c.want)
			}
		})
	}
}

// An uncaught exception whose chain of causes is a million long prints
// it whole, innermost first, without Go recursion.
func TestDeepExceptionChain(t *testing.T) {
	src := "e = None\nfor i in range(" + strconv.Itoa(deepN) + "):\n    x = ValueError(i)\n    x.__cause__ = e\n    e = x\nraise e\n"
	var errText string
	withCappedStack(t, func() { _, errText = runSource(t, src) })
	if !strings.HasPrefix(errText, "ValueError: 0\n\nThe above exception") || !strings.HasSuffix(errText, "ValueError: 999999") {
		t.Errorf("traceback starts %q, ends %q", errText[:min(len(errText), 80)], errText[max(len(errText)-80, 0):])
	}
	if n := strings.Count(errText, "direct cause"); n != deepN-1 {
		t.Errorf("%d causes printed, want %d", n, deepN-1)
	}
}
