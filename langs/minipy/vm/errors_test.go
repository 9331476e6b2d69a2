package vm

import (
	"strings"
	"testing"
)

// TestUncaught checks the tracebacks of uncaught exceptions against
// what CPython 3.11 prints (without its column carets, which minipy
// does not draw).
func TestUncaught(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"name error in a function", "def f():\n    return y\nf()\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    f()\n  File \"test.py\", line 2, in f\n    return y\nNameError: name 'y' is not defined"},
		{"key error", "d = {}\nd['k']\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    d['k']\nKeyError: 'k'"},
		{"chained cause", "try:\n    1/0\nexcept ZeroDivisionError as e:\n    raise ValueError('bad') from e\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    1/0\nZeroDivisionError: division by zero\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File \"test.py\", line 4, in <module>\n    raise ValueError('bad') from e\nValueError: bad"},
		{"context", "try:\n    [][0]\nexcept IndexError:\n    {}['x']\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 2, in <module>\n    [][0]\nIndexError: list index out of range\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"test.py\", line 4, in <module>\n    {}['x']\nKeyError: 'x'"},
		{"recursion folds repeats", "def f(n):\n    return f(n+1)\nf(0)\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    f(0)\n  File \"test.py\", line 2, in f\n    return f(n+1)\n  File \"test.py\", line 2, in f\n    return f(n+1)\n  File \"test.py\", line 2, in f\n    return f(n+1)\n  [Previous line repeated 996 more times]\nRecursionError: maximum recursion depth exceeded"},
		{"bare raise keeps the line", "def f():\n    try:\n        1/0\n    except ZeroDivisionError:\n        raise\nf()\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 6, in <module>\n    f()\n  File \"test.py\", line 3, in f\n    1/0\nZeroDivisionError: division by zero"},
		{"custom exception without args", "class E(Exception):\n    pass\nraise E\n",
			"Traceback (most recent call last):\n  File \"test.py\", line 3, in <module>\n    raise E\nE"},
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
