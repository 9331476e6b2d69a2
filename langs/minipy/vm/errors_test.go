package vm

import (
	"strings"
	"testing"
)

// TestUncaught checks the tracebacks of uncaught exceptions against
// what CPython 3.11.7 prints, the marks under the source lines included.
func TestUncaught(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"name error in a function", "def f():\n    return y\nf()\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    f()\n  File \"test.py\", line 2, in f\n    return y\n           ^\nNameError: name 'y' is not defined"},
		{"key error", "d = {}\nd['k']\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    d['k']\n    ~^^^^^\nKeyError: 'k'"},
		{"chained cause", "try:\n    1/0\nexcept ZeroDivisionError as e:\n    raise ValueError('bad') from e\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    1/0\n    ~^~\nZeroDivisionError: division by zero\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File \"test.py\", line 4, in <module>\n    raise ValueError('bad') from e\nValueError: bad"},
		{"context", "try:\n    [][0]\nexcept IndexError:\n    {}['x']\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    [][0]\n    ~~^^^\nIndexError: list index out of range\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"test.py\", line 4, in <module>\n    {}['x']\n    ~~^^^^^\nKeyError: 'x'"},
		{"recursion folds repeats", "def f(n):\n    return f(n+1)\nf(0)\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    f(0)\n  File \"test.py\", line 2, in f\n    return f(n+1)\n           ^^^^^^\n  File \"test.py\", line 2, in f\n    return f(n+1)\n           ^^^^^^\n  File \"test.py\", line 2, in f\n    return f(n+1)\n           ^^^^^^\n  [Previous line repeated 996 more times]\nRecursionError: maximum recursion depth exceeded"},
		{"bare raise keeps the line", "def f():\n    try:\n        1/0\n    except ZeroDivisionError:\n        raise\nf()\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 6, in <module>\n    f()\n  File \"test.py\", line 3, in f\n    1/0\n    ~^~\nZeroDivisionError: division by zero"},
		{"custom exception without args", "class E(Exception):\n    pass\nraise E\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    raise E\nE"},
		{"operator marked in a sum", "def f(a, b, c):\n    return a * 2 + b // c\nf(1, 2, 0)\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    f(1, 2, 0)\n  File \"test.py\", line 2, in f\n    return a * 2 + b // c\n                   ~~^^~~\nZeroDivisionError: integer division or modulo by zero"},
		{"nested subscripts", "x = {'a': [1]}\nprint(x['a'][3])\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    print(x['a'][3])\n          ~~~~~~^^^\nIndexError: list index out of range"},
		{"call inside a line", "def g():\n    raise ValueError('bad')\nprint(g(), 1)\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    print(g(), 1)\n          ^^^\n  File \"test.py\", line 2, in g\n    raise ValueError('bad')\nValueError: bad"},
		{"call over lines", "def g(*a):\n    raise KeyError(a)\ng(1,\n  2)\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    g(1,\n  File \"test.py\", line 2, in g\n    raise KeyError(a)\nKeyError: (1, 2)"},
		{"attribute chain", "class A: pass\na = A()\na.b = A()\nprint(a.b.c.d)\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 4, in <module>\n    print(a.b.c.d)\n          ^^^^^\nAttributeError: 'A' object has no attribute 'c'"},
		{"method name on a later line", "x = [1]\ny = (x\n     .foo(1, 2) )\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    .foo(1, 2) )\n     ^^^\nAttributeError: 'list' object has no attribute 'foo'"},
		{"code points, not bytes", "café = 'é'\ny = café + 1\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    y = café + 1\n        ~~~~~^~~\nTypeError: can only concatenate str (not \"int\") to str"},
		{"a comment after the expression", "x = None\ny = x[0]  # first\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    y = x[0]  # first\n        ~^^^\nTypeError: 'NoneType' object is not subscriptable"},
		{"assert marks its comparison", "x = 1\nassert x == 2, 'no'\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    assert x == 2, 'no'\n           ^^^^^^\nAssertionError: no"},
		{"decorator", "def d(f):\n    raise TypeError('deco')\n@d\ndef g(): pass\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    @d\n     ^\n  File \"test.py\", line 2, in d\n    raise TypeError('deco')\nTypeError: deco"},
		{"augmented subscript", "d = {}\nd['k'] += 1\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    d['k'] += 1\n    ~^^^^^\nKeyError: 'k'"},
		{"tab indent", "def f():\n\treturn 1 / 0\nf()\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    f()\n  File \"test.py\", line 2, in f\n    return 1 / 0\n           ~~^~~\nZeroDivisionError: division by zero"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got := runSource(t, tt.src)
			if got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}

// TestSysExit checks sys.exit's statuses.
func TestSysExit(t *testing.T) {
	tests := []struct {
		src    string
		status int
		msg    string
	}{
		{"import sys\nsys.exit(3)\n", 3, ""},
		{"import sys\nsys.exit('bye')\n", 1, "bye"},
		{"raise SystemExit(0)\n", -1, ""},
		{"import sys\nsys.exit()\n", -1, ""},
	}
	for _, tt := range tests {
		_, got := runSource(t, tt.src)
		if tt.status < 0 {
			if got != "" {
				t.Errorf("%q: got error %q, want none", tt.src, got)
			}
			continue
		}
		if got != tt.msg {
			t.Errorf("%q: got %q, want %q", tt.src, got, tt.msg)
		}
	}
}

// TestMemoryError fills the heap until it is full.
func TestMemoryError(t *testing.T) {
	out, got := runSourceLimit(t, "x = []\nwhile True:\n    x.append([0] * 1000)\n", 64<<20)
	if !strings.HasSuffix(got, "MemoryError") {
		t.Errorf("got %q (output %q), want a MemoryError", got, out)
	}
}
