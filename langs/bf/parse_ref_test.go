package bf

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// refParse is a plain recursive-descent parser of bf with the tree shape
// Parse promises (runs of + and - or < and > not split by comments, one
// node per . and ,, loops with the positions of both brackets): the model
// the lexer's Code tokens and their expansion are checked against.
// src must have balanced brackets.
func refParse(file string, src []byte) *Program {
	pos := lexer.Position{Filename: file, Line: 1, Column: 1}
	next := func() {
		if src[pos.Offset] == '\n' {
			pos.Line, pos.Column = pos.Line+1, 1
		} else {
			pos.Column++
		}
		pos.Offset++
	}
	var body func() []*Node
	body = func() []*Node {
		var nodes []*Node
		for pos.Offset < len(src) {
			p, c := pos, src[pos.Offset]
			switch c {
			case ']':
				return nodes
			case '[':
				next()
				l := &Loop{Pos: p, Body: body()}
				l.Close = lexer.Token{Type: tokClose, Value: "]", Pos: pos}
				next()
				nodes = append(nodes, &Node{Pos: p, Loop: l})
			case '+', '-', '<', '>':
				for pos.Offset < len(src) && sameRun(c, src[pos.Offset]) {
					next()
				}
				nodes = append(nodes, &Node{Pos: p, Cmd: string(src[p.Offset:pos.Offset])})
			case '.', ',':
				next()
				nodes = append(nodes, &Node{Pos: p, Cmd: string(c)})
			default:
				next()
			}
		}
		return nodes
	}
	return &Program{Nodes: body()}
}

// checkParse compares Parse with refParse on src (balanced brackets).
func checkParse(t *testing.T, name string, src []byte) {
	t.Helper()
	got, err := Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if where := firstDiff(refParse(name, src).Nodes, got.Nodes); where != "" {
		t.Errorf("%s: Parse differs from the reference parser: %s", name, where)
	}
}

// firstDiff describes the first node where got differs from want, or "".
func firstDiff(want, got []*Node) string {
	for i := range max(len(want), len(got)) {
		if i >= len(want) || i >= len(got) {
			return fmt.Sprintf("%d nodes, want %d", len(got), len(want))
		}
		w, g := want[i], got[i]
		if w.Pos != g.Pos || w.Cmd != g.Cmd || (w.Loop == nil) != (g.Loop == nil) {
			return fmt.Sprintf("node %d is %+v, want %+v", i, *g, *w)
		}
		if w.Loop == nil {
			continue
		}
		if w.Loop.Pos != g.Loop.Pos || w.Loop.Close != g.Loop.Close {
			return fmt.Sprintf("loop at %v: brackets at %v and %v, want %v and %v", w.Pos, g.Loop.Pos, g.Loop.Close.Pos, w.Loop.Pos, w.Loop.Close.Pos)
		}
		if d := firstDiff(w.Loop.Body, g.Loop.Body); d != "" {
			return fmt.Sprintf("in the loop at %v: %s", w.Pos, d)
		}
	}
	return ""
}

func TestParseMatchesReference(t *testing.T) {
	for _, src := range []string{
		"", "+", "a+b", "+ +", "+-<>.,", "[]", "[-]", "x[ - ]y", "[[]]", "[[-]>[-]]",
		"+[>+<-]\n.[\n[>]\n<]", "[a[b]c[d]e]f[g]", "[+[-]+]", ">>[<<]", ".,[.,]",
		"[[[[[-]]]]]", "[-][-]", "[a[b[c]d]e[f[g[h]i]j]k]l", "+[[[>]<]>[[-]]]-[[[[.]]]]", "]" + "[", // the last: not balanced, skipped
	} {
		if checkBrackets("t.b", []byte(src)) == nil {
			checkParse(t, src, []byte(src))
		}
	}
	var files []string
	for _, pat := range []string{"examples/*.b", "../../conformance/cases/bf/*.b", "../../../shared/bench/bf/*.b"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if checkBrackets(f, src) == nil {
			checkParse(t, f, src)
		}
	}
}

// FuzzParseMatchesReference: on any input with balanced brackets, Parse
// builds the reference parser's tree.
func FuzzParseMatchesReference(f *testing.F) {
	for _, s := range []string{"+[>+<-]", "[[]x]y[z[-]]", "a\n[b\n]c"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if checkBrackets("f.b", src) == nil {
			checkParse(t, "f.b", src)
		}
	})
}
