package bf

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jittest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// run runs src with the given JIT parameters ("" = JIT off) and returns
// its output and error text.
func run(t testing.TB, src, input, params string) (string, string) {
	t.Helper()
	return runConfig(t, src, input, params, Config{})
}

// runConfig is run on a machine with the given configuration.
func runConfig(t testing.TB, src, input, params string, cfg Config) (string, string) {
	t.Helper()
	prog, err := Parse("t.b", []byte(src))
	if err != nil {
		return "", err.Error()
	}
	var out bytes.Buffer
	m, err := NewMachine(Compile("t.b", prog), cfg, strings.NewReader(input), &out)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	opts := jitOrOff(t, params)
	if err := m.EnableJIT(opts); err != nil {
		t.Fatal(err)
	}
	errText := ""
	if err := m.Run(); err != nil {
		errText = err.Error()
	}
	return out.String(), errText
}

// newMachine is a machine for src (which must parse), with no input,
// writing to out; the test closes it.
func newMachine(t testing.TB, src string, out io.Writer) *Machine {
	t.Helper()
	prog, err := Parse("t.b", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMachine(Compile("t.b", prog), Config{}, strings.NewReader(""), out)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// eager is the jit-eager mode of the conformance runner.
const eager = "threshold=1,trace_eagerness=1"

// TestGoldenIR records the first loop of each program and compares its
// recorded and optimized IR with testdata/ir/NAME.golden.
func TestGoldenIR(t *testing.T) {
	tests := []struct{ name, src string }{
		{"countdown", "+++++[-]+++++[>+<-.]"},
		{"multiply_in_loop", "++++[>+++++[->++>+++<<]<-]"},
		{"scan", ">+++++>+>+>+<<<[>[>]<[<]>-]"},
		{"output", "+++[.-]"},
		{"mandelbrot_inner", mandelbrotInner},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "jit.log")
			prog, err := Parse(tt.name+".b", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			m, err := NewMachine(Compile(tt.name+".b", prog), Config{}, strings.NewReader(""), &bytes.Buffer{})
			if err != nil {
				t.Fatal(err)
			}
			opts := config.Options{Params: config.DefaultParams(), LogPath: log}
			opts.Params.Threshold = 1
			opts.Params.Backend = "exec"
			if err := m.EnableJIT(opts); err != nil {
				t.Fatal(err)
			}
			if err := m.Run(); err != nil {
				t.Fatal(err)
			}
			m.Close()
			jittest.Golden(t, filepath.Join("testdata", "ir", tt.name+".golden"), jittest.LogIR(t, log, 1), *update)
		})
	}
}

// mandelbrotInner is the innermost loop shape of mandelbrot.b: a
// multiply-accumulate over a few neighbouring cells.
const mandelbrotInner = "+++++>++>+>+<<<[->>>[-<<+>>]<<[->+>+<<]>[-<+>]<<]"

// outerFirst is a loop (100 iterations) around an inner loop [-.] that
// runs once or twice, by turns: the outer loop is hot before the inner
// one, and every other recording of it reaches the inner loop's header.
const outerFirst = "++++++++++[>++++++++++<-]>>+<[>[->+>+<<]+++>>[-<<->>]<<>[-.]<<-]"

// TestOuterLoopFirst checks what a recording does at the header of a loop
// that is not compiled yet, entered by '[': it goes on through it (the
// loop may be an if, and here runs once or twice by turns), and that
// loop is compiled on its own when it is hot; no recording is thrown
// away there.
func TestOuterLoopFirst(t *testing.T) {
	want, _ := run(t, outerFirst, "", "")
	for _, b := range jittest.Backends() {
		var out bytes.Buffer
		m := newMachine(t, outerFirst, &out)
		opts := config.Options{Params: config.DefaultParams()}
		if err := opts.Params.Set("threshold=10,backend=" + b); err != nil {
			t.Fatal(err)
		}
		if err := m.EnableJIT(opts); err != nil {
			t.Fatal(err)
		}
		if err := m.Run(); err != nil {
			t.Fatal(err)
		}
		s := m.JITStats()
		m.Close()
		if out.String() != want {
			t.Errorf("backend %s: output %q, interpreter gave %q", b, out.String(), want)
		}
		if s.Loops != 2 || s.Aborts != 0 || s.Blacklisted != 0 {
			t.Errorf("backend %s: %d loops compiled, %d aborts, %d blacklisted; want both loops compiled, no abort", b, s.Loops, s.Aborts, s.Blacklisted)
		}
	}
}

// TestJITAgrees runs programs whose loops exit, flip and nest with the
// JIT off and forced on, and compares everything they print and report.
func TestJITAgrees(t *testing.T) {
	// The tape may grow to 2^20 cells (the default limit is 2^30), so
	// that "grow" soon runs into the limit.
	cfg := Config{TapeMax: 1 << 20}
	progs := []struct{ name, src, in string }{
		{"flip", "++++++++[>++++++++<-]>[>+>[-]+<<-[>>-<<[-]]>>[<<+>>-]<<]", ""},
		{"nested", "+++[>+++[>+++[>+<-]<-]<-]>>>.", ""},
		{"echo", ",[.[-],]", "hello"},
		{"left", "+[<+]", ""},
		// Grows the tape (compiled code exits at its end each time)
		// until the limit stops it.
		{"grow", "+[>+]", ""},
		{"mandel", mandelbrotInner + ">>>.", ""},
		{"outer_first", outerFirst, ""},
		// Scans both ways over runs that grow by one cell per iteration
		// (40 to 140 cells: whole 16-byte blocks and tails), then the
		// run printed cell by cell.
		{"scans", ">" + strings.Repeat("+", 100) + strings.Repeat(">+", 40) + strings.Repeat("<", 40) +
			"[>[>]+<[<]>-]" + strings.Repeat(">.", 150), ""},
		// The same with stride 3 over cells 4, 7, ...; cell 1 stops the
		// scans left, cell 0 counts.
		{"stride_scans", strings.Repeat("+", 30) + ">>>>+" + strings.Repeat(">>>+", 19) + strings.Repeat("<", 61) +
			"[>>>>[>>>]+<<<[<<<]<-]" + strings.Repeat(">.", 160), ""},
	}
	for _, p := range progs {
		t.Run(p.name, func(t *testing.T) {
			wantOut, wantErr := runConfig(t, p.src, p.in, "", cfg)
			for _, params := range []string{eager, "threshold=3,trace_eagerness=2", eager + ",backend=exec"} {
				gotOut, gotErr := runConfig(t, p.src, p.in, params, cfg)
				if gotOut != wantOut || gotErr != wantErr {
					t.Errorf("%s: got (%q, %q), interpreter gave (%q, %q)", params, gotOut, gotErr, wantOut, wantErr)
				}
			}
		})
	}
}

// FuzzJIT generates terminating bf programs from the fuzz input and checks
// that the JIT (forced on every loop), with the executor and with native
// code, prints and fails exactly as the interpreter does.
func FuzzJIT(f *testing.F) {
	for _, seed := range [][]byte{
		{1, 2, 3, 4, 5, 6, 7, 8},
		[]byte("a loop with a branch that flips"),
		{9, 9, 9, 200, 17, 3, 250, 5, 5, 5, 5, 1},
		bytes.Repeat([]byte{7, 130, 44}, 20),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src := genProgram(data)
		wantOut, wantErr := run(t, src, "input", "")
		for _, backend := range jittest.Backends() {
			gotOut, gotErr := run(t, src, "input", eager+",backend="+backend)
			if gotOut != wantOut || gotErr != wantErr {
				t.Fatalf("program %q: JIT (%s) gave (%q, %q), interpreter (%q, %q)", src, backend, gotOut, gotErr, wantOut, wantErr)
			}
		}
	})
}

// margin is how far right of cell 0 a generated program starts.
const margin = 64

// genProgram turns bytes into a bf program that terminates: every loop
// is "[-" body "]" whose body returns to the loop's cell and never
// changes it, so it runs at most 255 times; loops nest at most 2 deep (so
// an input runs at most 255² iterations). Scan loops (see gen.scan) end
// at the first zero cell, which the tape always has; walks (gen.walk) at
// the first zero cell of their stride ahead, which they never write.

func genProgram(data []byte) string {
	g := &gen{data: data}
	var b strings.Builder
	// Room on the left: most programs would otherwise leave the tape
	// within a few commands.
	b.WriteString(moves(margin))
	g.body(&b, 0, map[int]bool{})
	return b.String()
}

type gen struct {
	data []byte
	pos  int
}

func (g *gen) next() int {
	if g.pos >= len(g.data) {
		return -1
	}
	c := int(g.data[g.pos])
	g.pos++
	return c
}

// body writes commands, keeping away from the cells in forbidden
// (offsets from the current loop's cell), and returns to offset 0.
func (g *gen) body(b *strings.Builder, depth int, forbidden map[int]bool) {
	off := 0
	for n := 0; n < 24; n++ {
		c := g.next()
		if c < 0 || (depth > 0 && c%16 == 15) {
			break
		}
		switch c % 9 {
		case 0, 1:
			if !forbidden[off] {
				b.WriteString(strings.Repeat("+", 1+c/64))
			}
		case 2:
			if !forbidden[off] {
				b.WriteString("-")
			}
		case 3, 4:
			b.WriteString(">")
			off++
		case 5:
			b.WriteString("<")
			off--
		case 6:
			if !forbidden[off] {
				b.WriteString(".")
			}
		case 7:
			if depth < 2 && !forbidden[off] {
				inner := map[int]bool{0: true}
				for o := range forbidden {
					inner[o-off] = true
				}
				b.WriteString("[-")
				g.body(b, depth+1, inner)
				b.WriteString("]")
			} else if !forbidden[off] && c%3 == 0 {
				b.WriteString(",")
			}
		case 8:
			switch {
			case depth == 0 && c/9%3 == 2:
				g.walk(b)
			case !forbidden[off]:
				g.scan(b, c/9, depth == 0)
			}
		}
	}
	if depth > 0 {
		b.WriteString(moves(-off))
	}
}

// scan writes scan loops of stride ±1 to ±3 chosen by c, at a cell the
// program may change. Outside all loops (top) a scan may end anywhere;
// inside a loop the pointer must come back, so it clears the current
// cell and walks out and back over nonzero cells to it:
//
//	[-] >>[>>] <<[<<]
//
// The scan out stops at the first zero cell on its stride; every cell
// the scan back passes before the cleared one is nonzero.
// walk writes a loop whose pointer moves by k (up to ±9) per iteration,
// mandelbrot.b's shape, over m cells it first makes nonzero (more if the
// tape ahead is nonzero already). Its body adds, clears and moves values
// with multiply loops, only at offsets the walk has left behind or
// between its stops, so the cells it will test stay as they were and it
// ends (or leaves the tape on the left, an error both sides report).
func (g *gen) walk(b *strings.Builder) {
	c := max(g.next(), 0)
	k := 1 + c%9
	if c/9%2 == 1 {
		k = -k
	}
	m := 1 + max(g.next(), 0)%20
	for range m {
		b.WriteString("+" + moves(k))
	}
	b.WriteString(moves(-m*k) + "[")
	behind := func(d int) int { // an offset the body may write
		if k > 0 {
			return k - 1 - d%9
		}
		return k + 1 + d%9
	}
	pos := 0
	for range 6 {
		d := g.next()
		if d < 0 {
			break
		}
		o := behind(d / 4)
		b.WriteString(moves(o - pos))
		pos = o
		switch d % 4 {
		case 0:
			b.WriteString("+")
		case 1:
			b.WriteString("-")
		case 2:
			b.WriteString("[-]")
		case 3:
			// Mostly a stride away, the shape the JIT carries from one
			// iteration to the next in a register.
			to := behind(d / 120)
			if k > 0 && d/40%3 == 0 || k < 0 && d/40%3 == 1 {
				to = o - k
			} else if d/40%3 != 2 && (k > 0 && o+k < k || k < 0 && o+k > k) {
				to = o + k
			}
			if to == o {
				to = o - 1
				if k < 0 {
					to = o + 1
				}
			}
			b.WriteString("[-" + moves(to-o) + "+" + moves(o-to) + "]")
		}
	}
	b.WriteString(moves(k-pos) + "]")
}

func (g *gen) scan(b *strings.Builder, c int, top bool) {
	k := 1 + c%3
	if c/3%2 == 1 {
		k = -k
	}
	if top && c/6%2 == 1 {
		b.WriteString("[" + moves(k) + "]")
		return
	}
	b.WriteString("[-]" + moves(k) + "[" + moves(k) + "]" + moves(-k) + "[" + moves(-k) + "]")
}

func moves(n int) string {
	if n >= 0 {
		return strings.Repeat(">", n)
	}
	return strings.Repeat("<", -n)
}

func ExampleMachine() {
	prog, _ := Parse("hi.b", []byte("++++++++[>+++++++++<-]>."))
	m, _ := NewMachine(Compile("hi.b", prog), Config{}, strings.NewReader(""), os.Stdout)
	defer m.Close()
	m.Run()
	fmt.Println()
	// Output: H
}
