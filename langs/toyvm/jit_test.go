package toyvm

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/jittest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// eager is the jit-eager mode of the conformance runner.
const eager = "threshold=1,function_threshold=1,trace_eagerness=1"

// result is how a run ended: its output and its error text.
type result struct{ out, err string }

// runOpts runs src with main's arguments args and the given JIT parameters
// ("" = JIT off), with a heap of initial bytes (0 = the default) and a
// JIT log at log ("" = none). Each of after sees the machine when the run
// has ended.
func runOpts(t testing.TB, src string, args []int64, params string, initial int, log string, after ...func(*Machine)) result {
	t.Helper()
	f, err := Parse("t.tlc", []byte(src))
	if err != nil {
		return result{err: err.Error()}
	}
	code, err := Compile("t.tlc", f)
	if err != nil {
		return result{err: err.Error()}
	}
	out := &cappedOutput{limit: maxTestOutput}
	m, err := NewMachine(code, Config{Args: args, Heap: heap.Config{InitialBytes: initial}}, out)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	opts := config.Options{Params: config.DefaultParams(), LogPath: log}
	opts.Params.Enabled = params != ""
	if params != "" {
		if err := opts.Params.Set(params); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.EnableJIT(opts); err != nil {
		t.Fatal(err)
	}
	r := result{}
	if err := m.Run(); err != nil {
		r.err = err.Error()
	}
	r.out = out.String()
	for _, f := range after {
		f(m)
	}
	return r
}

// maxTestOutput bounds what a test's program may print: a generated
// program can print a list whose cells share their tails, 2^n elements
// from n conses, and a gigabyte of it would only time the fuzzer out.
// Past the bound the program fails with errOutputFull, in every mode at
// the same byte.
const maxTestOutput = 1 << 20

var errOutputFull = errors.New("test output full")

// cappedOutput keeps the first limit bytes written and fails any write
// beyond them.
type cappedOutput struct {
	bytes.Buffer
	limit int
}

func (o *cappedOutput) Write(p []byte) (int, error) {
	if room := o.limit - o.Len(); len(p) > room {
		o.Buffer.Write(p[:room])
		return room, errOutputFull
	}
	return o.Buffer.Write(p)
}

func run(t testing.TB, src string, args []int64, params string) result {
	t.Helper()
	return runOpts(t, src, args, params, 0, "")
}

func example(t testing.TB, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("examples", name+".tlc"))
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// TestExamples runs every example with the JIT off, eager on both
// backends, and with defaults, and checks its documented output.
func TestExamples(t *testing.T) {
	tests := []struct {
		name string
		arg  int64
		want string
	}{
		{"factorial", 10, "3628800\n"},
		{"fibonacci", 30, "832040\n"},
		{"accumulator", 100, "5050\n"},
		{"binarytree", 4, "15\n7\n3\n1\n15\n((nil) nil)\n"},
		{"tlr_square", 12, "144\n"},
		{"polymorphic", 4, "100\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := example(t, tt.name)
			for _, params := range append([]string{"", "threshold=3,trace_eagerness=2"}, eagerModes()...) {
				got := run(t, src, []int64{tt.arg}, params)
				if got != (result{out: tt.want}) {
					t.Errorf("params %q: got %+v, want output %q", params, got, tt.want)
				}
			}
		})
	}
}

// TestPolymorphicSwitch checks the promise for the polymorphic
// example: its send is one flexswitch with a case per class (bridges and
// traces through the send), not aborted loops.
func TestPolymorphicSwitch(t *testing.T) {
	src := example(t, "polymorphic")
	for _, b := range jittest.Backends() {
		var stats bytes.Buffer
		got := runOpts(t, src, []int64{5000}, "backend="+b, 0, "", func(m *Machine) { m.JITStats().Write(&stats) })
		if got != (result{out: "125000\n"}) {
			t.Fatalf("backend %s: got %+v", b, got)
		}
		for _, want := range []string{"aborts 0,", "flexswitches 1 with 3 cases"} {
			if !strings.Contains(stats.String(), want) {
				t.Errorf("backend %s: --jit-stats lacks %q:\n%s", b, want, &stats)
			}
		}
	}
}

// eagerModes are the eager parameters on every backend available here.
func eagerModes() []string {
	var modes []string
	for _, b := range jittest.Backends() {
		modes = append(modes, eager+",backend="+b)
	}
	return modes
}

// TestJITAgrees runs programs whose loops overflow into boxed integers,
// collect the heap, change their frame layout, fail and return from
// inlined calls, with the JIT off and on, and compares how they end.
func TestJITAgrees(t *testing.T) {
	progs := []struct {
		name, src string
		args      []int64
	}{
		{"sum_boxes", example(t, "factorial"), []int64{25}},
		{"fib_boxes", example(t, "fibonacci"), []int64{90}},
		// The count starts 1000 below 2^47 and ends boxed.
		{"accumulator_boxes", strings.Replace(example(t, "accumulator"), "PUSH 0\n", "PUSH 140737488354328\n", 1), []int64{3000}},
		{"binarytree_deep", example(t, "binarytree"), []int64{9}},
		{"polymorphic_long", example(t, "polymorphic"), []int64{500}},
		{"tlr_square_big", example(t, "tlr_square"), []int64{20000}},
		{"cons_gc", consLoop, []int64{30000}},
		{"depth", depthLoop, nil},
		{"queens", queens, []int64{5}},
	}
	for _, p := range progs {
		t.Run(p.name, func(t *testing.T) {
			want := runOpts(t, p.src, p.args, "", 64<<10, "")
			for _, params := range append([]string{"threshold=3,trace_eagerness=2", "threshold=50,function_threshold=20"}, eagerModes()...) {
				if got := runOpts(t, p.src, p.args, params, 64<<10, ""); got != want {
					t.Errorf("%s: got %+v, interpreter gave %+v", params, got, want)
				}
			}
		})
	}
}

// consLoop builds a list of n cells in a loop, then sums it.
const consLoop = `
main start
start: NIL
    PUSHARG
build: PICK 0
    BR_COND push
    POP
    PUSH 0
    SWAP
walk: PICK 0
    BR_COND add
    POP
    PRINT
    RETURN
push: PICK 0
    ROLL 3
    CONS
    SWAP
    PUSH 1
    SUB
    BR build
add: PICK 0
    CAR
    ROLL 3
    ADD
    SWAP
    CDR
    BR walk
`

// queens counts the ways to place n queens (argument 0) by backtracking:
// a loop in a recursive function. Compiled code entered at the loop's
// header returns from the function when the loop ends, also inside a
// call that a recording runs in the interpreter for its result (callFor),
// which must stop there: it went on into the caller's code (11 solutions
// for n = 5 instead of 10; with n = 4 an index out of range).
const queens = `
main start
safe: PUSHARGN 1
    BR_COND check
    PUSH 1
    RETURN
check: PUSHARGN 1
    CAR
    PICK 0
    PUSHARGN 0
    EQ
    BR_COND attacked
    PICK 0
    PUSHARGN 0
    SUB
    PUSHARGN 2
    EQ
    BR_COND attacked
    PUSHARGN 0
    SWAP
    SUB
    PUSHARGN 2
    EQ
    BR_COND attacked
    PUSHARGN 0
    PUSHARGN 1
    CDR
    PUSHARGN 2
    PUSH 1
    ADD
    CALL safe/3
    RETURN
attacked: PUSH 0
    RETURN
place: PUSHARGN 1
    PUSHARGN 0
    EQ
    BR_COND solved
    PUSH 0
    PUSHARGN 0
loop: PICK 0
    BR_COND try
    POP
    RETURN
try: PUSH 1
    SUB
    PICK 0
    PUSHARGN 2
    PUSH 1
    CALL safe/3
    BR_COND deeper
    BR loop
deeper: PUSHARGN 0
    PUSHARGN 1
    PUSH 1
    ADD
    PICK 2
    PUSHARGN 2
    CONS
    CALL place/3
    ROLL 3
    ADD
    SWAP
    BR loop
solved: PUSH 1
    RETURN
start: PUSHARGN 0
    PUSH 0
    NIL
    CALL place/3
    PRINT
`

// depthLoop has a loop with an inlined call in a recursive function: the
// loop is compiled near the bottom of the stack and entered near the
// limit, where the inlined call must overflow as in the interpreter.
const depthLoop = `
main start
h:  PUSHARG
    RETURN
g:  PUSH 3
gloop: PICK 0
    BR_COND gbody
    POP
    PUSHARG
    BR_COND deeper
    NIL
    RETURN
deeper: PUSHARG
    PUSH 1
    SUB
    CALL g
    RETURN
gbody: PUSHARG
    CALL h
    PRINT
    PUSH 1
    SUB
    BR gloop
start: PUSH 99990
    CALL g
`

// TestGoldenIR records the first loop of each program and compares its
// recorded and optimized IR with testdata/ir/NAME.golden.
func TestGoldenIR(t *testing.T) {
	tests := []struct {
		name, src string
		arg       int64
		traces    int // how many traces (loops and bridges) to keep
	}{
		{"countdown", "PUSH 0\nPUSH 100\nloop: PICK 0\nBR_COND body\nRETURN\nbody: SWAP\nPICK 1\nADD\nSWAP\nPUSH 1\nSUB\nBR loop\n", 0, 1},
		{"factorial", example(t, "factorial"), 10, 1},
		{"accumulator", example(t, "accumulator"), 100, 1},
		{"tlr_square", example(t, "tlr_square"), 12, 1},
		{"cons", consLoop, 20, 2},
		{"polymorphic", example(t, "polymorphic"), 20, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "jit.log")
			runOpts(t, tt.src, []int64{tt.arg}, "threshold=5,trace_eagerness=3,backend=exec", 0, log)
			jittest.Golden(t, filepath.Join("testdata", "ir", tt.name+".golden"), jittest.LogIR(t, log, tt.traces), *update)
		})
	}
}

// TestLoopBodies checks what the optimized body of a program's first loop
// (the ops after its label) may and must contain: objects that do not
// escape and integers that fit are never allocated, attributes are
// fields behind a header guard (no calls), and cells that escape into a
// list are allocated inline.
func TestLoopBodies(t *testing.T) {
	tests := []struct {
		name, src     string
		arg           int64
		without, with []string
	}{
		{"accumulator", example(t, "accumulator"), 1000, []string{" new ", " call", fmt.Sprintf("%#x", heap.BoxedInt64Header)}, []string{"store64 m1["}},
		{"polymorphic", example(t, "polymorphic"), 200, []string{" new ", " call"}, []string{"guard_value"}},
		{"cons", consLoop, 1000, []string{" call"}, []string{" = new "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "jit.log")
			runOpts(t, tt.src, []int64{tt.arg}, "threshold=5,backend=exec", 0, log)
			ir := jittest.LogIR(t, log, 1)
			opt := ir[strings.Index(ir, "-- optimized"):]
			body := opt[strings.Index(opt, " label "):]
			for _, s := range tt.without {
				if strings.Contains(body, s) {
					t.Errorf("the loop body contains %q:\n%s", s, body)
				}
			}
			for _, s := range tt.with {
				if !strings.Contains(body, s) {
					t.Errorf("the loop body lacks %q:\n%s", s, body)
				}
			}
		})
	}
}

// roundsOfFactorials is bench/toyvm/factorial.tlc: rounds (argument 1) of
// n! (argument 0) by an inner loop, totalled below 2^46.
const roundsOfFactorials = `main start
start: PUSH 0
    PUSHARGN 1
round: PICK 0
    BR_COND body
    POP
    PRINT
    RETURN
body: PUSH 1
    PUSHARGN 0
mul: PICK 0
    BR_COND step
    POP
    ROLL 3
    ADD
    PICK 0
    PUSH 70368744177664
    GE
    BR_COND reduce
    SWAP
    PUSH 1
    SUB
    BR round
reduce: PUSH 70368744177664
    SUB
    SWAP
    PUSH 1
    SUB
    BR round
step: SWAP
    PICK 1
    MUL
    SWAP
    PUSH 1
    SUB
    BR mul
`

// TestBridgesPassThroughRoundLoop checks that the bridges leaving
// factorial.tlc's inner loop record through the round loop, whose trace
// only passes on to the inner loop, and jump straight into the inner
// loop (loop 0) rather than into the round loop (jitcore's passesOn), at
// its label (ir's entry.go): past the preamble, which they do themselves.
func TestBridgesPassThroughRoundLoop(t *testing.T) {
	log := filepath.Join(t.TempDir(), "jit.log")
	runOpts(t, roundsOfFactorials, []int64{16, 3000}, "threshold=50,trace_eagerness=20", 0, log)
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	bridges := 0
	for _, part := range strings.Split(string(data), "\nbridge #")[1:] {
		bridges++
		jump := part[strings.Index(part, "-- optimized"):]
		jump = jump[strings.LastIndex(jump, " jump "):]
		jump = jump[:strings.Index(jump, "\n")]
		if !strings.HasSuffix(jump, "-> loop 0 label") {
			t.Errorf("bridge #%s ends in%s, want a jump to the label of loop 0 (the inner loop)", part[:strings.Index(part, " ")], jump)
		}
	}
	if bridges == 0 {
		t.Errorf("no bridges in the log:\n%s", data)
	}
}

// TestReturnFromMainAborts checks the reason a recording gives when it
// reaches main's RETURN with an empty stack: the interpreter ends the
// program there, so the recorder must not call it a stack underflow.
func TestReturnFromMainAborts(t *testing.T) {
	src := "main start\nstart: PUSH 3\nloop: PICK 0\n    BR_COND body\n    POP\n    RETURN\nbody: PUSH 1\n    SUB\n    BR loop\n"
	log := filepath.Join(t.TempDir(), "jit.log")
	runOpts(t, src, nil, eager+",backend=exec", 0, log)
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if text := string(data); !strings.Contains(text, programEnds) || strings.Contains(text, "stack underflow") {
		t.Errorf("the log should give %q as the abort reason:\n%s", programEnds, text)
	}
}

// FuzzJIT generates terminating toyvm programs from the fuzz input and
// checks that the JIT (forced on every loop, on every backend) prints and
// fails exactly as the interpreter does.
func FuzzJIT(f *testing.F) {
	for _, seed := range [][]byte{
		{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},
		[]byte("sends to three classes in a loop with conses and attributes"),
		bytes.Repeat([]byte{40, 7, 130, 44, 201, 9}, 12),
		bytes.Repeat([]byte{3, 250, 77, 18, 61}, 20),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src := genProgram(data)
		want := runOpts(t, src, nil, "", 16<<10, "")
		for _, params := range eagerModes() {
			if got := runOpts(t, src, nil, params, 16<<10, ""); got != want {
				t.Fatalf("program:\n%s\nJIT (%s) gave %+v, interpreter %+v", src, params, got, want)
			}
		}
	})
}

// accumulate writes a stack loop's update of the integer it carries
// below its counter (stack: acc count, and the same after): acc OP x,
// or x OP acc, where x is a constant, the counter, or their product.
func (g *gen) accumulate() {
	v := max(g.next(), 0)
	g.emit("SWAP") // count acc
	k := []int64{3, -7, 1 << 20, 65537, 1 << 40}[v/3%5]
	switch v % 4 {
	case 0:
		g.emit("PICK 1")
	case 1:
		g.emit("PUSH %d", k)
	case 2: // the counter times a constant, either operand first
		g.emit("PICK 1")
		g.emit("PUSH %d", k)
		g.emit("MUL")
	case 3:
		g.emit("PUSH %d", k)
		g.emit("PICK 2")
		g.emit("MUL")
	}
	if v/4%2 == 1 {
		g.emit("SWAP") // the operand first
	}
	g.emit("%s", []string{"ADD", "SUB", "MUL"}[v/16%3])
	g.emit("SWAP") // acc' count
}

// TestOutputCapped: a program that prints a list of 2^40 elements (40
// conses, each of a cell and itself) stops at the test's output bound
// with the output's error, at the same byte in every mode; without the
// bound it would print for days (FuzzJIT's generator writes such lists).
func TestOutputCapped(t *testing.T) {
	src := "main start\nstart: NIL\n" + strings.Repeat("    PICK 0\n    CONS\n", 40) + "    PRINT\n    RETURN\n"
	want := runOpts(t, src, nil, "", 0, "")
	if len(want.out) != maxTestOutput || !strings.Contains(want.err, errOutputFull.Error()) {
		t.Fatalf("interpreter printed %d bytes and ended with %q; want %d bytes and %q", len(want.out), want.err, maxTestOutput, errOutputFull)
	}
	for _, params := range eagerModes() {
		if got := runOpts(t, src, nil, params, 0, ""); got != want {
			t.Errorf("JIT (%s) printed %d bytes and ended with %q", params, len(got.out), got.err)
		}
	}
}

// TestGenerated runs a few generated programs, so that the generator and
// the comparison run in every plain go test.
func TestGenerated(t *testing.T) {
	for i := range 20 {
		data := make([]byte, 128)
		for j := range data {
			data[j] = byte(i*37 + j*j*11 + j)
		}
		src := genProgram(data)
		want := runOpts(t, src, nil, "", 16<<10, "")
		for _, params := range eagerModes() {
			if got := runOpts(t, src, nil, params, 16<<10, ""); got != want {
				t.Fatalf("program:\n%s\nJIT (%s) gave %+v, interpreter %+v", src, params, got, want)
			}
		}
	}
}

// The generator. Programs have three classes C0..C2 (attributes v and w,
// a method m/1 each), a recursive function rec(n, x) that calls itself
// with n-1 down to n = 0 (its callers pass a constant n of at most
// maxRecDepth), functions f0..f2 (fk calls only fj with j < k, and rec)
// and a main body. Loops are counted and cannot run forever: a loop counts
// down a register (registers 0 and 1 of each frame are loop counters that
// no generated instruction writes; register 4 holds -1) or a stack slot
// below the loop's floor (generated code never reaches under the floor,
// and the body pops back to it), at most 6 times; main nests loops two
// deep, functions and methods one deep, and the generator's cost estimate
// (gen.cost) leaves out the loops, calls and sends that would make a
// function run more than about maxCost instructions. Forward branches
// only skip. Generated
// code tracks the kinds of the values on the stack to choose mostly
// well-typed instructions; the rest fail as the interpreter says, which
// the comparison covers too.

type kind uint8

const (
	kAny kind = iota
	kInt
	kNil
	kCons
	kObj
)

type gen struct {
	data []byte
	pos  int
	b    strings.Builder
	nl   int // labels made
	// cost bounds the run time: it estimates the instructions the
	// function being written executes (each counted once per enclosing
	// loop iteration, calls and sends at the cost of their target), and
	// generation leaves out loops and calls that would take it beyond
	// maxCost. fcost and mcost are the costs of f0..f2 and of the most
	// costly method.
	cost  int
	fcost [3]int
	mcost int
	rcost int // the cost of one level of rec
}

// maxCost bounds a generated function's estimated instruction count.
const maxCost = 20000

func (g *gen) next() int {
	if g.pos >= len(g.data) {
		return -1
	}
	c := int(g.data[g.pos])
	g.pos++
	return c
}

func (g *gen) emit(format string, args ...any) {
	fmt.Fprintf(&g.b, "    "+format+"\n", args...)
}

func (g *gen) label() string {
	g.nl++
	return fmt.Sprintf("L%d", g.nl)
}

// genProgram turns bytes into a terminating program.
func genProgram(data []byte) string {
	g := &gen{data: data}
	for k := range 3 {
		fmt.Fprintf(&g.b, "class C%d {\n    attr v w\n    method m = c%d_m\n}\n", k, k)
	}
	g.b.WriteString("main start\n")
	// Methods neither send nor call, so nothing recurses.
	for k := range 3 {
		fmt.Fprintf(&g.b, "c%d_m:\n", k)
		g.mcost = max(g.mcost, g.function(scope{args: []kind{kObj, kAny}}, 12))
	}
	g.b.WriteString("rec:\n")
	g.rcost = g.recursive()
	for k := range 3 {
		fmt.Fprintf(&g.b, "f%d:\n", k)
		g.fcost[k] = g.function(scope{calls: k, sends: true, rec: true, args: []kind{kAny, kAny}[:k]}, 16)
	}
	g.b.WriteString("start:\n")
	g.cost = 0
	g.prologue()
	g.block(nil, 0, scope{calls: 3, sends: true, rec: true}, 64, 0, 1)
	return g.b.String()
}

// maxRecDepth bounds the n that rec(n, x) is called with.
const maxRecDepth = 40

// callRec writes a call rec(n, x) of the top value x when sc allows it
// and the cost bound leaves room for some n, and reports whether it did.
func (g *gen) callRec(st *[]kind, floor int, sc scope, mult, c int) bool {
	if !sc.rec || len(*st) <= floor || g.recDepth(mult) <= 0 {
		return false
	}
	depth := 1 + c%g.recDepth(mult)
	g.cost += mult * (depth + 1) * g.rcost
	g.emit("PUSH %d", depth)
	g.emit("SWAP")
	g.emit("CALL rec/2")
	*st = append((*st)[:len(*st)-1], kAny)
	return true
}

// recDepth is the largest n that a call rec(n, x) may pass within the
// cost bound, in a block that runs mult times.
func (g *gen) recDepth(mult int) int {
	return min(maxRecDepth, (maxCost-g.cost)/(mult*g.rcost)-1)
}

// recursive writes rec(n, x): at n > 0 a piece of code, the call
// rec(n-1, x') with x' its top value (or x), and another piece; at n = 0
// a piece of its own. Neither calls nor sends. It returns the cost of one
// level.
func (g *gen) recursive() int {
	sc := scope{args: []kind{kInt, kAny}}
	g.cost = 0
	g.prologue()
	g.emit("PUSHARGN 0")
	g.emit("PUSH 0")
	g.emit("GT")
	g.emit("BR_COND rec_step")
	if st := g.block(nil, 0, sc, 3, 1, 1); len(st) == 0 {
		g.emit("NIL")
	}
	g.emit("RETURN")
	g.b.WriteString("rec_step:\n")
	st := g.block(nil, 0, sc, 3, 1, 1)
	if len(st) == 0 {
		g.emit("PUSHARGN 1")
		st = append(st, kAny)
	}
	g.emit("PUSHARGN 0")
	g.emit("PUSH 1")
	g.emit("SUB")
	g.emit("SWAP")
	g.emit("CALL rec/2")
	st = g.block(append(st[:len(st)-1], kAny), 0, sc, 3, 1, 1)
	if len(st) == 0 {
		g.emit("NIL")
	}
	g.emit("RETURN")
	return g.cost + 16
}

// scope is what generated code may call: f0..f(calls-1), and methods
// when sends is set.
type scope struct {
	calls int
	sends bool
	rec   bool   // rec may be called
	args  []kind // the kinds of the function's arguments
}

// prologue readies a frame's registers: 0 and 1 loop counters, 2 and 3
// data, 4 = -1.
func (g *gen) prologue() {
	g.emit("ALLOCATE 5")
	g.emit("SET_A -1")
	g.emit("MOV_A_R 4")
	g.emit("SET_A 0")
}

// function writes a function's body, which returns its top value or nil;
// its loops do not nest (it starts at level 1). It returns the body's
// cost.
func (g *gen) function(sc scope, n int) int {
	g.cost = 0
	g.prologue()
	if st := g.block(nil, 0, sc, n, 1, 1); len(st) == 0 {
		g.emit("NIL")
	}
	g.emit("RETURN")
	return g.cost + 8
}

var (
	smallInts = []int64{0, 1, 2, 3, -1, 7, 10, -5, 100}
	edgeInts  = []int64{1 << 46, 1<<47 - 1, -(1 << 47), 1 << 47, 1 << 62, -1 << 63, 1<<63 - 1, 3037000500}
	// accStarts are the first values of the integers stack loops carry.
	accStarts = []int64{1, -5, 100, 1 << 46, 1<<47 - 1, -(1 << 47), 1 << 47, 1 << 62, 3037000500}
)

// block writes up to n instructions above the floor st[:floor] and
// returns the stack kinds it leaves. level is the loop nesting level: a
// loop inside uses register level as its counter. mult is how many times
// the block runs per call of its function.
func (g *gen) block(st []kind, floor int, sc scope, n, level, mult int) []kind {
	for range n {
		c := g.next()
		if c < 0 {
			break
		}
		g.cost += 3 * mult
		d := len(st) - floor // usable depth
		top := kAny
		if d > 0 {
			top = st[len(st)-1]
		}
		switch c % 32 {
		case 0, 1, 2:
			v := smallInts[c/32%len(smallInts)]
			if c%3 == 0 {
				v = edgeInts[c/32%len(edgeInts)]
			}
			g.emit("PUSH %d", v)
			st = append(st, kInt)
		case 3:
			if d > 0 {
				g.emit("POP")
				st = st[:len(st)-1]
			}
		case 4:
			if d > 1 {
				g.emit("SWAP")
				st[len(st)-1], st[len(st)-2] = st[len(st)-2], st[len(st)-1]
			}
		case 5:
			if d > 0 {
				k := 1 + c/32%d
				if c%2 == 0 {
					k = -k
				}
				g.emit("ROLL %d", k)
				roll(st, int64(k))
			}
		case 6, 7:
			if d > 0 {
				k := c / 32 % d
				g.emit("PICK %d", k)
				st = append(st, st[len(st)-1-k])
			}
		case 8:
			if d > 1 {
				k := c / 32 % (d - 1)
				g.emit("PUT %d", k)
				st[len(st)-2-k] = st[len(st)-1]
				st = st[:len(st)-1]
			}
		case 9, 10, 11:
			if d > 1 && st[len(st)-1] == kInt && st[len(st)-2] == kInt || c%29 == 0 && d > 1 {
				g.emit("%s", []string{"ADD", "SUB", "MUL", "ADD", "SUB", "MUL", "EQ", "LT", "GE"}[c/32])
				st = append(st[:len(st)-2], kInt)
			}
		case 12:
			if d > 0 && top == kInt {
				g.emit("PUSH %d", []int64{2, -3, 7, 1, -1, 5, 1000, 1 << 40}[c/32])
				g.emit("DIV")
				st[len(st)-1] = kInt
			}
		case 13:
			g.emit("NIL")
			st = append(st, kNil)
		case 14, 15:
			if d > 1 {
				g.emit("CONS")
				st = append(st[:len(st)-2], kCons)
			}
		case 16:
			if d > 0 && (top == kCons || c%29 == 0) {
				g.emit("%s", []string{"CAR", "CDR"}[c/32%2])
				st[len(st)-1] = kAny
			}
		case 17:
			g.emit("NEW C%d", c/32%3)
			st = append(st, kObj)
			// Give v an integer: methods use it.
			g.emit("PICK 0")
			g.emit("PUSH %d", c/32)
			g.emit("SETATTR v")
		case 18:
			if d > 0 && (top == kObj || c%29 == 0) {
				g.emit("GETATTR %s", []string{"v", "w"}[c/32%2])
				st[len(st)-1] = kAny
			}
		case 19:
			if d > 1 && (st[len(st)-2] == kObj || c%29 == 0) {
				g.emit("SETATTR %s", []string{"v", "w"}[c/32%2])
				st = st[:len(st)-2]
			}
		case 20, 21:
			if sc.sends && d > 1 && (st[len(st)-2] == kObj || c%29 == 0) && g.cost+mult*g.mcost <= maxCost {
				g.cost += mult * g.mcost
				g.emit("SEND m/1")
				st = append(st[:len(st)-2], kAny)
			}
		case 22:
			if d > 0 {
				g.emit("PRINT")
				st = st[:len(st)-1]
			}
		case 23:
			if c/32 == 0 {
				g.emit("DUMP")
			}
		case 24:
			if c/32%2 == 0 && g.callRec(&st, floor, sc, mult, c) {
				break
			}
			if sc.calls > 0 {
				k := c / 32 % sc.calls
				nargs := k % 3
				if d >= nargs && g.cost+mult*g.fcost[k] <= maxCost {
					g.cost += mult * g.fcost[k]
					g.emit("CALL f%d/%d", k, nargs)
					st = append(st[:len(st)-nargs], kAny)
				}
			}
		case 25:
			// TLR: A only ever holds integers here.
			switch c / 32 % 6 {
			case 0:
				g.emit("SET_A %d", smallInts[c%len(smallInts)])
			case 1:
				g.emit("NEG_A")
			case 2, 3:
				g.emit("MOV_A_R %d", 2+c%2)
			case 4:
				g.emit("MOV_R_A %d", 2+c%2)
			case 5:
				g.emit("ADD_R_TO_A %d", 2+c%5%3)
			}
		case 26:
			if d > 0 {
				// Skip a balanced piece when a copy of a value is true.
				k := c / 32 % d
				skip := g.label()
				g.emit("PICK %d", k)
				g.emit("BR_COND %s", skip)
				g.balanced(c)
				g.b.WriteString(skip + ":\n")
			}
		case 27:
			if d > 0 {
				k := c / 32 % d
				// Skip exactly the pieces: the offset counts from
				// the branch to the instruction after them.
				g.emit("PICK %d", k)
				g.emit("PUSH %d", 1+balancedLen(c)+balancedLen(c/2))
				g.emit("BR_COND_STK")
				g.balanced(c)
				g.balanced(c / 2)
			}
		case 28, 29, 30:
			if level < 2 && g.cost+mult*6*40 <= maxCost {
				st = g.loop(st, sc, level, mult, c)
			}
		case 31:
			switch {
			case len(sc.args) > 0:
				k := c / 32 % len(sc.args)
				g.emit("PUSHARGN %d", k)
				st = append(st, sc.args[k])
			case c/32 == 0 && g.pos%16 == 0:
				g.emit("PUSHARG") // fails: this frame has no arguments
				st = append(st, kAny)
			case g.callRec(&st, floor, sc, mult, c):
			default:
				g.emit("NOP")
			}
		}
	}
	return st
}

// balancedLen is the number of instructions balanced(c) writes.
func balancedLen(c int) int {
	if c%4 == 0 {
		return 1
	}
	return 2
}

// balanced writes a piece of code with no net stack effect.
func (g *gen) balanced(c int) {
	switch c % 4 {
	case 0:
		g.emit("NOP")
	case 1:
		g.emit("PUSH %d", c)
		g.emit("PRINT")
	case 2:
		g.emit("SET_A %d", c)
		g.emit("MOV_A_R 3")
	case 3:
		g.emit("NIL")
		g.emit("POP")
	}
}

// loop writes a counted loop: on register level, or on a stack slot
// under the body's floor (with an integer under it that each round
// updates, accumulate). Either way the body works above a floor (the
// stack at the loop's entry) and pops back to it, so every iteration
// starts with the same stack.
func (g *gen) loop(st []kind, sc scope, level, mult, c int) []kind {
	count := 1 + c/32%6
	mult *= count
	head := g.label()
	if c%2 == 0 {
		// The body runs count times: it must leave the stack as it
		// found it, so it works above a floor and pops back to it.
		r := level
		floor := len(st)
		g.emit("SET_A %d", count)
		g.emit("MOV_A_R %d", r)
		g.b.WriteString(head + ":\n")
		st = g.block(st, floor, sc, 10, level+1, mult)
		for len(st) > floor {
			g.emit("POP")
			st = st[:len(st)-1]
		}
		g.emit("MOV_R_A 4")
		g.emit("ADD_R_TO_A %d", r)
		g.emit("MOV_A_R %d", r)
		g.emit("JUMP_IF_A %s", head)
		return st
	}
	// A stack loop also carries an integer just below its counter, which
	// each round combines with a constant, the counter or their product
	// by ADD, SUB or MUL (either operand first): the JIT may keep it
	// untagged round the loop.
	g.emit("PUSH %d", accStarts[c/64%len(accStarts)])
	st = append(st, kInt)
	g.emit("PUSH %d", count)
	st = append(st, kInt)
	floor := len(st)
	g.b.WriteString(head + ":\n")
	st = g.block(st, floor, sc, 10, level+1, mult)
	for len(st) > floor {
		g.emit("POP")
		st = st[:len(st)-1]
	}
	g.accumulate()
	g.cost += 6 * mult
	g.emit("PUSH 1")
	g.emit("SUB")
	g.emit("PICK 0")
	g.emit("BR_COND %s", head)
	g.emit("POP")
	return st[:len(st)-1]
}
