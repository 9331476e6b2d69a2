package syntax

import (
	"os/exec"
	"strings"
	"testing"
)

// scopesScript prints CPython's symbol table of each file named on its
// command line in DumpScopes's format, after a line "== FILE".
const scopesScript = `
import symtable, sys
names = {1: "local", 2: "global_explicit", 3: "global_implicit", 4: "free", 5: "cell"}
def walk(t, indent):
    print("%s%s %s" % (indent, t.get_type(), t.get_name()))
    for s in sorted(t.get_symbols(), key=lambda s: s.get_name()):
        param = " param" if s.is_parameter() else ""
        print("%s  %s %s%s" % (indent, s.get_name(), names[s._Symbol__scope], param))
    for c in t.get_children():
        walk(c, indent + "  ")
for f in sys.argv[1:]:
    print("== " + f)
    walk(symtable.symtable(open(f, encoding="utf-8").read(), f, "exec"), "")
`

// TestScopesMatchCPython compares the symbol table of every corpus
// program with CPython's symtable module, when CPython 3.11 is here.
func TestScopesMatchCPython(t *testing.T) {
	python := cpython311(t)
	files := corpusFiles(t)
	out, err := exec.Command(python, append([]string{"-c", scopesScript}, files...)...).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	wants := strings.Split(string(out), "== ")[1:]
	if len(wants) != len(files) {
		t.Fatalf("python3 printed %d tables for %d files", len(wants), len(files))
	}
	for i, file := range files {
		m, err := Parse(file, mustRead(t, file))
		if err != nil {
			t.Fatal(err)
		}
		table, err := Resolve(m)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		want := strings.TrimPrefix(wants[i], file+"\n")
		if got := DumpScopes(table); got != want {
			t.Errorf("%s: scopes differ from CPython's\n%s", file, lineDiff(got, want))
		}
	}
}

// lineDiff lists the lines of got and want that differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			b.WriteString("  ours: " + gl + "\n  cpython: " + wl + "\n")
		}
	}
	return b.String()
}

// TestScopeDetails checks what the symbol table records beside the
// scopes of names: parameters in co_varnames order, generators, the
// __class__ cell that super() needs, and which scopes have inner free
// variables.
func TestScopeDetails(t *testing.T) {
	src := `
class C:
    def m(self):
        return super().m()

def params(a, /, b, *args, c, **kw):
    pass

def gen():
    yield 1

def outer():
    x = 1
    def inner():
        return x
    return inner

g = (i for i in range(3))
`
	m, err := Parse("x.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	table, err := Resolve(m)
	if err != nil {
		t.Fatal(err)
	}
	scopes := map[string]*Scope{}
	var walk func(*Scope)
	walk = func(s *Scope) {
		scopes[s.Name] = s
		for _, c := range s.Children {
			walk(c)
		}
	}
	walk(table.Top)
	if got := strings.Join(scopes["params"].Params, " "); got != "a b c args kw" {
		t.Errorf("params = %q, want co_varnames order %q", got, "a b c args kw")
	}
	if got := strings.Join(scopes["genexpr"].Params, " "); got != ".0" {
		t.Errorf("genexpr params = %q, want .0", got)
	}
	for name, want := range map[string]bool{"gen": true, "genexpr": true, "params": false, "outer": false} {
		if got := scopes[name].Generator; got != want {
			t.Errorf("%s: Generator = %v, want %v", name, got, want)
		}
	}
	if !scopes["C"].NeedsClassClosure {
		t.Error("class C: NeedsClassClosure is false, but its method calls super()")
	}
	if sym := scopes["m"].Lookup("__class__"); sym == nil || sym.Scope != Free {
		t.Errorf("m: __class__ is %v, want a free name", sym)
	}
	if !scopes["outer"].ChildFree || scopes["params"].ChildFree {
		t.Errorf("ChildFree: outer %v (want true), params %v (want false)", scopes["outer"].ChildFree, scopes["params"].ChildFree)
	}
	if table.Scopes[m.Body[0]] != scopes["C"] {
		t.Error("Scopes does not map the class statement to its scope")
	}
}
