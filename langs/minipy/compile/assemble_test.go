package compile

import (
	"fmt"
	"strings"
	"testing"
)

// firstFunction returns the first code object among code's constants,
// or code itself when it has none.
func firstFunction(code *Code) *Code {
	for _, k := range code.Consts {
		if inner, ok := k.(*Code); ok {
			return inner
		}
	}
	return code
}

func TestStackSize(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		want   int
		module bool // want is the module's, else the first function's
	}{
		{"constant", "x = 1", 1, false},
		{"binary operators nest", "x = a + (b * (c - d))", 4, false},
		{"call pushes null and callable", "f(1, 2)", 4, false},
		{"method call", "o.m(1, 2)", 4, false},
		{"keywords", "f(a, b=1, c=2)", 5, false},
		{"star call builds a list and a dict", "f(*a, **k)", 5, false},
		{"chained comparison", "x = a < b < c", 3, false},
		{"tuple unpacking", "a, b, c = t", 3, false},
		{"star unpacking", "a, *b, c = t", 3, false},
		{"dict display", "x = {a: b, c: d}", 4, false},
		{"for loop keeps the iterator", "def f():\n for i in x: g(i)", 4, false},
		{"nested loops", "def f():\n for i in x:\n  for j in y: pass", 3, false},
		{"subscript store", "a[i] = v", 3, false},
		{"augmented subscript", "a[i] += v", 4, false},
		{"try/except", "def f():\n try: g()\n except E: pass", 4, false},
		{"except inside a for loop", "def f():\n for i in x:\n  try: g()\n  except E as e: pass", 5, false},
		{"finally on return", "def f():\n try: return g()\n finally: h()", 4, false},
		{"with", "def f():\n with a as b: pass", 6, false},
		{"with and return", "def f():\n with a: return g()", 6, false},
		{"comprehension call", "def f(): return [x for x in y]", 2, false},
		{"yield from", "def f(): yield from g", 2, false},
		{"a long list is built an item at a time", "x = [" + manyNames(1000) + "]", 2, false},
		{"a long tuple too", "x = (" + manyNames(1000) + ")", 2, false},
		{"a long dict too", "x = {" + manyPairs(1000) + "}", 3, false},
		{"a long call too", "f(" + manyNames(1000) + ")", 4, false},
		{"a long method call too", "o.m(" + manyNames(1000) + ")", 4, false},
		{"many keyword arguments", "f(" + manyKeywords(1000) + ")", 34, false},
		{"many class bases", "class C(" + manyNames(1000) + "): pass", 4, true},
		{"a long f-string", "x = f'" + strings.Repeat("{a}.", 1000) + "'", 4, false},
		{"a constant list", "x = [1, 2, 3, 4]", 2, false},
		{name: "class", src: "class C(B): pass", want: 5, module: true},
		{name: "decorated def", src: "@d\ndef f(a=1): pass", want: 3, module: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := mustCompile(t, tt.src)
			if !tt.module {
				code = firstFunction(code)
			}
			if got := code.StackSize; got != tt.want {
				t.Errorf("stack size %d, want %d\n%s", got, tt.want, Disassemble(code))
			}
		})
	}
}

// formatHandlers renders an exception table as the disassembler does.
func formatHandlers(code *Code) string {
	var parts []string
	for _, h := range code.Handlers {
		s := fmt.Sprintf("%d-%d->%d[%d]", h.Start, h.End-1, h.Target, h.Depth)
		if h.Lasti {
			s += "L"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func TestExceptionTable(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"no handlers", "def f(): g()", ""},
		{"try/except", "def f():\n try: g()\n except: pass",
			// body; the handler's own code under the cleanup handler
			"0-4->6[0] 6-8->11[1]L"},
		{"try/finally", "def f():\n try: g()\n finally: h()",
			"0-4->10[0] 10-15->16[1]L"},
		{"handler depth counts the iterator", "def f():\n for i in x:\n  try: g()\n  except: pass",
			"4-8->10[1] 10-12->15[2]L"},
		{"with unwinds the __enter__ result", "def f():\n with a: g()",
			"2-6->13[1]L 13-17->22[3]L"},
		{"return leaves the handler", "def f():\n try: return g()\n except: pass",
			"0-3->5[0] 5-7->10[1]L"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := firstFunction(mustCompile(t, tt.src))
			if got := formatHandlers(code); got != tt.want {
				t.Errorf("exception table %q, want %q\n%s", got, tt.want, Disassemble(code))
			}
		})
	}
}

// manyNames returns "a0, a1, ..." with n names.
func manyNames(n int) string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("a%d", i)
	}
	return strings.Join(names, ", ")
}

// manyPairs returns "a0: a0, a1: a1, ..." with n pairs.
func manyPairs(n int) string {
	pairs := make([]string, n)
	for i := range pairs {
		pairs[i] = fmt.Sprintf("a%d: a%d", i, i)
	}
	return strings.Join(pairs, ", ")
}

// manyKeywords returns "a0=0, a1=1, ..." with n keywords.
func manyKeywords(n int) string {
	kws := make([]string, n)
	for i := range kws {
		kws[i] = fmt.Sprintf("a%d=%d", i, i)
	}
	return strings.Join(kws, ", ")
}

func TestUnreachableCodeIsDropped(t *testing.T) {
	tests := []struct {
		name, src string
		want      int // instructions in the first function
	}{
		{"after return", "def f():\n return 1\n x = 2\n g()", 2},
		{"after raise", "def f():\n raise E\n x = 2", 2},
		{"after an if that returns on both arms", "def f():\n if a: return 1\n else: return 2\n x = 3", 6},
		{"after try/finally returning", "def f():\n try: return 1\n finally: g()", 16},
		{"loop body after break", "def f():\n while x:\n  break\n  g()", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := firstFunction(mustCompile(t, tt.src))
			if got := len(code.Code); got != tt.want {
				t.Errorf("%d instructions, want %d\n%s", got, tt.want, Disassemble(code))
			}
		})
	}
}
