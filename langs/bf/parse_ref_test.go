package bf

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The reference: a plain recursive-descent parser that builds bf's syntax
// tree, and a compiler over that tree with the rules Compile applies to
// the source as it reads it (Compile once worked so). The tests check
// that both give the same code, position tables and multiply loops. (The
// reference has no bound on multiply loops' windows, maxMulCells, which
// no test program comes near.)

// refNode is one loop, or a run of commands (+ and - mixed, or < and >
// mixed, not split by comments), or a single . or ,.
type refNode struct {
	Pos  Pos
	Cmd  string
	Loop *refLoop
}

// refLoop is a bracketed loop body with the positions of its brackets.
type refLoop struct {
	Pos, Close Pos
	Body       []*refNode
	mul        *refMul // refMulLoop's answer, once asked
}

type refMul struct {
	ml MulLoop
	ok bool
}

// refParse parses src, which must have balanced brackets.
func refParse(src []byte) []*refNode {
	off, pos := 0, Pos{Line: 1, Col: 1}
	next := func() {
		if src[off] == '\n' {
			pos.Line, pos.Col = pos.Line+1, 1
		} else {
			pos.Col++
		}
		off++
	}
	var body func() []*refNode
	body = func() []*refNode {
		var nodes []*refNode
		for off < len(src) {
			p, start, c := pos, off, src[off]
			switch c {
			case ']':
				return nodes
			case '[':
				next()
				l := &refLoop{Pos: p, Body: body()}
				l.Close = pos
				next()
				nodes = append(nodes, &refNode{Pos: p, Loop: l})
			case '+', '-', '<', '>':
				for off < len(src) && sameRun(c, src[off]) {
					next()
				}
				nodes = append(nodes, &refNode{Pos: p, Cmd: string(src[start:off])})
			case '.', ',':
				next()
				nodes = append(nodes, &refNode{Pos: p, Cmd: string(c)})
			default:
				next()
			}
		}
		return nodes
	}
	return body()
}

// refCompile compiles a tree, with Compile's emit and moveBy.
func refCompile(file string, nodes []*refNode) *Code {
	c := &compiler{Code: &Code{File: file}}
	refNodes(c, nodes)
	c.emit(OpHalt, 0, Pos{})
	return c.Code
}

func refNodes(c *compiler, nodes []*refNode) {
	for i := 0; i < len(nodes); {
		n := nodes[i]
		switch {
		case n.Loop != nil:
			refLoopCode(c, n.Loop)
			i++
		case refIsAdd(n):
			var sum int32
			for ; i < len(nodes) && refIsAdd(nodes[i]); i++ {
				sum += refAddSum(nodes[i].Cmd)
			}
			if sum&0xff != 0 {
				c.emit(OpAdd, sum&0xff, n.Pos)
			}
		case refIsMove(n):
			var sum, low int32
			for ; i < len(nodes) && refIsMove(nodes[i]); i++ {
				for _, ch := range nodes[i].Cmd {
					if ch == '>' {
						sum++
					} else {
						sum--
					}
					low = min(low, sum)
				}
			}
			if low < 0 && low != sum {
				c.moveBy(low, n.Pos)
				c.moveBy(sum-low, n.Pos)
			} else if sum != 0 {
				c.moveBy(sum, n.Pos)
			}
		case n.Cmd == ".":
			c.emit(OpOut, 0, n.Pos)
			i++
		default: // ","
			c.emit(OpIn, 0, n.Pos)
			i++
		}
	}
}

func refIsAdd(n *refNode) bool  { return n.Loop == nil && (n.Cmd[0] == '+' || n.Cmd[0] == '-') }
func refIsMove(n *refNode) bool { return n.Loop == nil && (n.Cmd[0] == '<' || n.Cmd[0] == '>') }

func refAddSum(run string) int32 {
	var sum int32
	for _, ch := range run {
		if ch == '+' {
			sum++
		} else {
			sum--
		}
	}
	return sum
}

func refLoopCode(c *compiler, l *refLoop) {
	if refIsClear(l) {
		c.emit(OpClear, 0, l.Pos)
		return
	}
	if k, ok := refScanStride(l); ok {
		c.emit(OpScan, k, l.Pos)
	}
	ml, isMul := refMulLoop(l)
	mul := -1
	if isMul {
		c.Muls = append(c.Muls, ml)
		mul = c.emit(OpMul, int32(len(c.Muls)-1), l.Pos)
	}
	jz := c.emit(OpJz, 0, l.Pos)
	refNodes(c, l.Body)
	jnz := c.emit(OpJnz, int32(jz+1), l.Close)
	c.Instrs[jz].Arg = int32(jnz + 1)
	if isMul {
		c.Muls[c.Instrs[mul].Arg].Skip = len(c.Instrs)
	}
}

func refScanStride(l *refLoop) (int32, bool) {
	var k int32
	var dir rune
	for _, n := range l.Body {
		if !refIsMove(n) {
			return 0, false
		}
		for _, ch := range n.Cmd {
			if dir == 0 {
				dir = ch
			}
			if ch != dir {
				return 0, false
			}
			if ch == '>' {
				k++
			} else {
				k--
			}
		}
	}
	return k, k != 0
}

func refIsClear(l *refLoop) bool {
	return len(l.Body) == 1 && refIsAdd(l.Body[0]) && refAddSum(l.Body[0].Cmd)%2 != 0
}

// refMulLoop runs the body on symbolic cells in a map, whole.
func refMulLoop(l *refLoop) (MulLoop, bool) {
	if l.mul == nil {
		ml, ok := refAnalyzeMul(l)
		l.mul = &refMul{ml, ok}
	}
	return l.mul.ml, l.mul.ok
}

func refAnalyzeMul(l *refLoop) (MulLoop, bool) {
	var ml MulLoop
	cells := map[int]cell{}
	off := 0
	visit := func(lo, hi int) { ml.Min, ml.Max = min(ml.Min, lo), max(ml.Max, hi) }
	for _, n := range l.Body {
		switch {
		case n.Loop != nil && refIsClear(n.Loop):
			cells[off] = cell{zero: true}
		case n.Loop != nil:
			inner, ok := refMulLoop(n.Loop)
			if !ok {
				return ml, false
			}
			visit(off+inner.Min, off+inner.Max)
			c := cells[off]
			if c.zero && c.delta&0xff == 0 {
				continue
			}
			if c.zero { // a known count: k runs
				k := c.delta & 0xff
				if inner.Up {
					k = (256 - k) & 0xff
				}
				for _, t := range inner.Terms {
					x := cells[off+t.Offset]
					x.delta += k * int(t.Factor)
					cells[off+t.Offset] = x
				}
				for _, o := range inner.Clears {
					cells[off+o] = cell{zero: true}
				}
				cells[off] = cell{zero: true}
				continue
			}
			for _, t := range inner.Terms {
				cells[off+t.Offset] = cell{unknown: true}
			}
			for _, o := range inner.Clears {
				cells[off+o] = cell{unknown: true}
			}
			cells[off] = cell{zero: true}
		case n.Cmd == "." || n.Cmd == ",":
			return ml, false
		default:
			for _, ch := range n.Cmd {
				switch ch {
				case '+', '-':
					c := cells[off]
					if ch == '+' {
						c.delta++
					} else {
						c.delta--
					}
					cells[off] = c
				case '>':
					off++
				case '<':
					off--
				}
				visit(off, off)
			}
		}
	}
	d0 := cells[0].delta & 0xff
	if off != 0 || cells[0].zero || cells[0].unknown || (d0 != 1 && d0 != 0xff) {
		return ml, false
	}
	ml.Up = d0 == 1
	for o := ml.Min; o <= ml.Max; o++ {
		c := cells[o]
		switch {
		case o == 0:
		case c.unknown || c.zero && c.delta&0xff != 0:
			return ml, false
		case c.zero:
			ml.Clears = append(ml.Clears, o)
		case c.delta&0xff != 0:
			ml.Terms = append(ml.Terms, MulTerm{Offset: o, Factor: byte(c.delta)})
		}
	}
	return ml, true
}

// checkCompile compares Compile with the reference on src (balanced
// brackets), and checks Program.size's bound on the code.
func checkCompile(t *testing.T, name string, src []byte) {
	t.Helper()
	prog, err := Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	got, want := Compile(name, prog), refCompile(name, refParse(src))
	if len(got.Instrs) > prog.size {
		t.Errorf("%s: %d instructions, more than the bound of %d", name, len(got.Instrs), prog.size)
	}
	for pc := range max(len(got.Instrs), len(want.Instrs)) {
		if pc >= len(got.Instrs) || pc >= len(want.Instrs) {
			t.Errorf("%s: %d instructions, want %d", name, len(got.Instrs), len(want.Instrs))
			return
		}
		if got.Instrs[pc] != want.Instrs[pc] || got.Pos[pc] != want.Pos[pc] {
			t.Errorf("%s: pc %d is %+v at %v, want %+v at %v", name, pc, got.Instrs[pc], got.Pos[pc], want.Instrs[pc], want.Pos[pc])
			return
		}
	}
	if !reflect.DeepEqual(got.Muls, want.Muls) {
		t.Errorf("%s: multiply loops\n%+v\nwant\n%+v", name, got.Muls, want.Muls)
	}
}

func TestCompileMatchesReference(t *testing.T) {
	for _, src := range []string{
		"", "+", "a+b", "+ +", "+-<>.,", "[]", "[-]", "x[ - ]y", "[- -]", "[-x--]", "[[]]", "[[-]>[-]]",
		"+[>+<-]\n.[\n[>]\n<]", "[a[b]c[d]e]f[g]", "[+[-]+]", ">>[<<]", ".,[.,]", "+[<x<]", ">[<]>",
		"[[[[[-]]]]]", "[-][-]", "[a[b[c]d]e[f[g[h]i]j]k]l", "+[[[>]<]>[[-]]]-[[[[.]]]]",
		"[->+>++<<]", "[->+>[-]>+++[->++<]>[-]<<<<]", "[<+++>->>>>>+++[->+++++<]>[-]<<<<<<]", ">[->[->+<]<]",
		"[-" + strings.Repeat(">", 1000) + "+" + strings.Repeat("<", 1000) + "]",
		"[-" + strings.Repeat("<", 1000) + "+" + strings.Repeat(">", 1000) + "]",
		"[" + strings.Repeat(">", 40000) + "]", "<<<" + strings.Repeat(">", 40000) + "[<>]",
	} {
		checkCompile(t, src, []byte(src))
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
		if _, err := checkBrackets(f, src); err == nil {
			checkCompile(t, f, src)
		}
	}
}

// FuzzCompileMatchesReference: on any input with balanced brackets,
// Compile makes the reference compiler's code.
func FuzzCompileMatchesReference(f *testing.F) {
	for _, s := range []string{"+[>+<-]", "[[]x]y[z[-]]", "a\n[b\n]c", "[->+>[-]<<]", "[>>]", "[-<>]"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if _, err := checkBrackets("f.b", src); err == nil {
			checkCompile(t, fmt.Sprintf("%q", src), src)
		}
	})
}
