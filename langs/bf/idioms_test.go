package bf

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
)

// naive runs a program's tree (refParse) the plain way, one command at a time with
// no idioms, on a tape of n cells with the pointer starting at p. It is
// the reference the compiler's idioms (clear, scan and multiply loops)
// must agree with; programs for it have no input and stay on the tape.
func naive(prog []*refNode, n, p int) (tape []byte, ptr int, out string) {
	tape = make([]byte, n)
	var b strings.Builder
	var exec func(nodes []*refNode)
	exec = func(nodes []*refNode) {
		for _, nd := range nodes {
			if nd.Loop != nil {
				for tape[p] != 0 {
					exec(nd.Loop.Body)
				}
				continue
			}
			for _, c := range nd.Cmd {
				switch c {
				case '+':
					tape[p]++
				case '-':
					tape[p]--
				case '>':
					p++
				case '<':
					p--
				case '.':
					b.WriteByte(tape[p])
				}
			}
		}
	}
	exec(prog)
	return tape, p, b.String()
}

// idiomStart is where the idiom tests' programs start on the tape, so
// that loops may reach a few cells to the left.
const idiomStart = 8

// checkIdioms runs src in the interpreter and with the JIT forced on
// every loop (params), each starting at idiomStart, and compares the
// output, the pointer and the tape with naive's.
func checkIdioms(t *testing.T, src string) {
	t.Helper()
	src = strings.Repeat(">", idiomStart) + src
	prog, err := Parse("t.b", []byte(src))
	if err != nil {
		t.Fatalf("%q: %v", src, err)
	}
	wantTape, wantPtr, wantOut := naive(refParse([]byte(src)), 64, 0)
	for _, params := range []string{"", eager} {
		var out bytes.Buffer
		m, err := NewMachine(Compile("t.b", prog), Config{}, strings.NewReader(""), &out)
		if err != nil {
			t.Fatal(err)
		}
		if params != "" {
			if err := m.EnableJIT(jitOptions(t, params)); err != nil || m.JITStats() == nil {
				t.Fatalf("%q: the JIT is not on (%v): the run would compare the interpreter with itself", src, err)
			}
		}
		if err := m.Run(); err != nil {
			t.Fatalf("%q (jit %q): %v", src, params, err)
		}
		got := m.tape[:len(wantTape)]
		if out.String() != wantOut || m.ptr != wantPtr || !bytes.Equal(got, wantTape) || bytes.ContainsFunc(m.tape[len(wantTape):], func(r rune) bool { return r != 0 }) {
			t.Errorf("%q (jit %q): output %q, pointer %d, tape %v; plain run: %q, %d, %v", src, params, out.String(), m.ptr, got, wantOut, wantPtr, wantTape)
		}
		m.Close()
	}
}

// TestMulLoopShapes checks multiply loops with clears and nested
// multiply loops against the plain run, and which of them the compiler
// takes as one multiply loop (with Clears) rather than an ordinary loop.
func TestMulLoopShapes(t *testing.T) {
	tests := []struct {
		name   string
		src    string // runs from idiomStart; the loop is the first one
		mul    bool
		clears []int
	}{
		{"plain", "+++++[->++>+<<]", true, nil},
		{"clear in the body", ">+++<+++++[->[-]>+<<]", true, []int{1}},
		{"long.b's innermost", "+++[<+++>->>>>>+++[->+++++<]>[-]<<<<<<]", true, []int{5, 6}},
		{"nested target cleared", "++++[->>++[->+<]>[-]<<<]", true, []int{2, 3}},
		{"counting up", "-----[+>>[-]<<]", true, []int{2}},
		{"nested loop never runs", "++[->[-][->+<]<]", true, []int{1}},
		{"nested loop of known count", "++[->[-]+++[->++<]<]", true, []int{1}},
		{"nested loop counts up", "++[->[-]---[+>++<]>[-]<<]", true, []int{1, 2}},
		{"hanoi.b's delay loop", "+++[>[-]++++[>[-]+++++[-]<-]<-]", true, []int{1, 2}},
		{"nested loop of known count 0", "++[->[-]+++---[->+<]<]", true, []int{1}},
		{"nested target kept", "++++[->>++[->+<]<<]", false, nil},
		{"set to a constant", "++[->[-]+<]", false, nil},
		{"clears its own counter", "++[-[-]]", false, nil},
		{"nested loop moves", "++[->+[>]<<]", false, nil},
		{"nested clear only if it runs", "+++[->[->[-]<]<]", false, nil},
		{"prints", "++[->+.<]", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog, err := Parse("t.b", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			code := Compile("t.b", prog)
			ml := firstMul(code)
			if got := ml != nil; got != tt.mul {
				t.Errorf("multiply loop: %v, want %v\n%s", got, tt.mul, code)
			}
			if ml != nil && !slices.Equal(ml.Clears, tt.clears) {
				t.Errorf("Clears = %v, want %v", ml.Clears, tt.clears)
			}
			checkIdioms(t, tt.src)
		})
	}
}

// firstMul is the multiply loop the first loop in code compiled to, or
// nil when it is an ordinary loop (maybe with one inside).
func firstMul(code *Code) *MulLoop {
	for _, in := range code.Instrs {
		switch in.Op {
		case OpMul:
			return &code.Muls[in.Arg]
		case OpJz, OpScan, OpClear:
			return nil
		}
	}
	return nil
}

// FuzzIdioms generates loops shaped like multiply loops (adds, moves,
// clears and nested such loops, back at the loop's cell, which changes by
// one per iteration) and checks interpreter and JIT against the plain
// run.
func FuzzIdioms(f *testing.F) {
	for _, seed := range [][]byte{
		{3, 1, 7, 2, 9, 4, 11, 5, 13},
		[]byte("nested multiply loops with clears"),
		bytes.Repeat([]byte{6, 250, 8, 17}, 8),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g := &gen{data: data}
		var b strings.Builder
		for range 4 {
			c := g.next()
			if c < 0 {
				break
			}
			b.WriteString(strings.Repeat("+", 1+c%7))
			g.mulShape(&b, 0, map[int]bool{})
			b.WriteString(moves(1 + c/64))
		}
		checkIdioms(t, b.String())
	})
}

// mulShape writes a loop that changes its own cell by one per iteration
// and whose body adds, moves (within -3..4 of the loop's cell), clears
// and nests such loops (two deep), never touching the cells in forbidden
// (offsets from its cell: its ancestors') nor its own but for the step.
func (g *gen) mulShape(b *strings.Builder, depth int, forbidden map[int]bool) {
	c := g.next()
	b.WriteString([]string{"[-", "[+"}[max(c, 0)%2])
	inner := map[int]bool{0: true}
	for o := range forbidden {
		inner[o] = true
	}
	off := 0
	for range 10 {
		c := g.next()
		if c < 0 || c%11 == 10 {
			break
		}
		switch c % 6 {
		case 0, 1:
			if !inner[off] {
				b.WriteString(strings.Repeat([]string{"+", "-"}[c/6%2], 1+c/128))
			}
		case 2:
			if off < 4 {
				b.WriteString(">")
				off++
			}
		case 3:
			if off > -3 {
				b.WriteString("<")
				off--
			}
		case 4:
			if !inner[off] {
				b.WriteString("[-]")
			}
		case 5:
			if depth < 1 && !inner[off] {
				nested := map[int]bool{}
				for o := range inner {
					nested[o-off] = true
				}
				g.mulShape(b, depth+1, nested)
			}
		}
	}
	b.WriteString(moves(-off) + "]")
}

// jitOptions are the default JIT options with params set.
func jitOptions(t testing.TB, params string) config.Options {
	t.Helper()
	opts := config.Options{Params: config.DefaultParams()}
	if err := opts.Params.Set(params); err != nil {
		t.Fatal(err)
	}
	return opts
}

// jitOrOff is jitOptions, or the JIT off when params is empty.
func jitOrOff(t testing.TB, params string) config.Options {
	t.Helper()
	if params == "" {
		opts := config.Options{Params: config.DefaultParams()}
		opts.Params.Enabled = false
		return opts
	}
	return jitOptions(t, params)
}
