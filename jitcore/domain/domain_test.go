package domain

import (
	"math"
	"os"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// memory is an ir.Memory of one region.
type memory struct{ r [][]byte }

func (m *memory) Regions() [][]byte { return m.r }

// newRecording starts a loop recording whose inputs have the given
// values (input i is ir.Value(i)), on a region of n bytes.
func newRecording(t *testing.T, n int, inputs ...int64) (*Recording, *memory) {
	t.Helper()
	mem := &memory{r: [][]byte{make([]byte, n)}}
	return recordOn(t, mem, inputs...), mem
}

// recordOn starts a loop recording on mem whose inputs have the given
// values (input i is ir.Value(i)).
func recordOn(t *testing.T, mem ir.Memory, inputs ...int64) *Recording {
	t.Helper()
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Backend = "exec"
	drv, err := jitcore.NewDriver(opts, testFuncs)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drv.Close() })
	types := make([]ir.Type, len(inputs))
	for i := range types {
		types[i] = ir.Int
	}
	rec := drv.RecordLoop(&jitcore.Site{}, "test", types, inputs, mem)
	d := NewRecording(rec)
	d.Begin(Frame[ir.Value]{Greens: []int64{0}, Slots: []ir.Value{}})
	return d
}

var operands = []int64{0, 1, -1, 2, 7, -8, 63, 64, math.MaxInt64, math.MinInt64, 1 << 47, 0x3ff0000000000000, int64(math.Float64bits(-2.5))}

// TestOpsAgree checks that each op means what ir.Eval says in both
// domains, and that the recording domain records that op.
func TestOpsAgree(t *testing.T) {
	type binary struct {
		code ir.Opcode
		c    func(Concrete[int64], int64, int64) int64
		r    func(*Recording, ir.Value, ir.Value) ir.Value
	}
	cond := func(f func(Concrete[int64], int64, int64) bool) func(Concrete[int64], int64, int64) int64 {
		return func(c Concrete[int64], a, b int64) int64 { return c.Value(f(c, a, b)) }
	}
	tests := []binary{
		{ir.OpAdd, Concrete[int64].Add, (*Recording).Add},
		{ir.OpSub, Concrete[int64].Sub, (*Recording).Sub},
		{ir.OpMul, Concrete[int64].Mul, (*Recording).Mul},
		{ir.OpAnd, Concrete[int64].And, (*Recording).And},
		{ir.OpOr, Concrete[int64].Or, (*Recording).Or},
		{ir.OpXor, Concrete[int64].Xor, (*Recording).Xor},
		{ir.OpShl, Concrete[int64].Shl, (*Recording).Shl},
		{ir.OpShr, Concrete[int64].Shr, (*Recording).Shr},
		{ir.OpSar, Concrete[int64].Sar, (*Recording).Sar},
		{ir.OpEq, cond(Concrete[int64].Eq), (*Recording).Eq},
		{ir.OpNe, cond(Concrete[int64].Ne), (*Recording).Ne},
		{ir.OpLt, cond(Concrete[int64].Lt), (*Recording).Lt},
		{ir.OpLe, cond(Concrete[int64].Le), (*Recording).Le},
		{ir.OpGt, cond(Concrete[int64].Gt), (*Recording).Gt},
		{ir.OpGe, cond(Concrete[int64].Ge), (*Recording).Ge},
		{ir.OpUlt, cond(Concrete[int64].Ult), (*Recording).Ult},
		{ir.OpAddOvf, cond(Concrete[int64].AddOvf), (*Recording).AddOvf},
		{ir.OpSubOvf, cond(Concrete[int64].SubOvf), (*Recording).SubOvf},
		{ir.OpMulOvf, cond(Concrete[int64].MulOvf), (*Recording).MulOvf},
		{ir.OpFAdd, Concrete[int64].FAdd, (*Recording).FAdd},
		{ir.OpFSub, Concrete[int64].FSub, (*Recording).FSub},
		{ir.OpFMul, Concrete[int64].FMul, (*Recording).FMul},
		{ir.OpFDiv, Concrete[int64].FDiv, (*Recording).FDiv},
		{ir.OpFLt, cond(Concrete[int64].FLt), (*Recording).FLt},
		{ir.OpFLe, cond(Concrete[int64].FLe), (*Recording).FLe},
		{ir.OpFEq, cond(Concrete[int64].FEq), (*Recording).FEq},
	}
	unary := func(f func(Concrete[int64], int64) int64, r func(*Recording, ir.Value) ir.Value) (func(Concrete[int64], int64, int64) int64, func(*Recording, ir.Value, ir.Value) ir.Value) {
		return func(c Concrete[int64], a, _ int64) int64 { return f(c, a) }, func(d *Recording, a, _ ir.Value) ir.Value { return r(d, a) }
	}
	for _, u := range []struct {
		code ir.Opcode
		c    func(Concrete[int64], int64) int64
		r    func(*Recording, ir.Value) ir.Value
	}{
		{ir.OpNeg, Concrete[int64].Neg, (*Recording).Neg},
		{ir.OpNot, Concrete[int64].Not, (*Recording).Not},
		{ir.OpFNeg, Concrete[int64].FNeg, (*Recording).FNeg},
		{ir.OpIntToFloat, Concrete[int64].IntToFloat, (*Recording).IntToFloat},
		{ir.OpFloatToInt, Concrete[int64].FloatToInt, (*Recording).FloatToInt},
	} {
		c, r := unary(u.c, u.r)
		tests = append(tests, binary{u.code, c, r})
	}
	for _, tt := range tests {
		t.Run(tt.code.String(), func(t *testing.T) {
			for _, a := range operands {
				for _, b := range operands {
					want := ir.Eval(tt.code, a, b)
					if got := tt.c(Concrete[int64]{}, a, b); got != want {
						t.Errorf("Concrete %s(%d, %d) = %d, ir.Eval says %d", tt.code, a, b, got, want)
					}
					d, _ := newRecording(t, 1, a, b)
					v := tt.r(d, ir.Value(0), ir.Value(1))
					if got := d.Peek(v); got != want {
						t.Errorf("Recording %s(%d, %d) = %d, ir.Eval says %d", tt.code, a, b, got, want)
					}
					if v.IsConst() || d.R.T.Ops[v].Code != tt.code {
						t.Fatalf("Recording %s recorded %v", tt.code, d.R.T.Ops)
					}
					if c := tt.r(d, d.Const(a), d.Const(b)); !c.IsConst() || d.Peek(c) != want {
						t.Errorf("Recording %s of constants is not the constant %d", tt.code, want)
					}
				}
			}
		})
	}
}

// TestBranchRecordsGuards checks that Branch follows the concrete truth
// and guards it, and that Step tests the bound its step can cross.
func TestBranchRecordsGuards(t *testing.T) {
	d, _ := newRecording(t, 10, 3, 5)
	if !d.Branch(d.Lt(0, 1)) || d.Branch(d.Gt(0, 1)) {
		t.Fatal("Branch does not follow the concrete values 3 < 5")
	}
	codes := []ir.Opcode{}
	for _, op := range d.R.T.Ops {
		codes = append(codes, op.Code)
	}
	want := []ir.Opcode{ir.OpInput, ir.OpInput, ir.OpLabel, ir.OpLt, ir.OpGuardTrue, ir.OpGt, ir.OpGuardFalse}
	if len(codes) != len(want) {
		t.Fatalf("recorded %v, want %v", codes, want)
	}
	for i := range want {
		if codes[i] != want[i] {
			t.Fatalf("recorded %v, want %v", codes, want)
		}
	}
	for _, tt := range []struct {
		p, k   int64
		test   ir.Opcode
		inside bool
	}{
		{3, -3, ir.OpGe, true},
		{3, -4, ir.OpGe, false},
		{3, 6, ir.OpLt, true},
		{3, 7, ir.OpLt, false},
	} {
		d, mem := newRecording(t, 10, tt.p)
		np, inside := d.Step(Region{Bytes: mem.r[0], Index: 0}, 0, tt.k)
		if d.Peek(np) != tt.p+tt.k || (d.Peek(inside) != 0) != tt.inside || d.R.T.Ops[inside].Code != tt.test {
			t.Errorf("Recording Step(%d, %d) = %d, %d by %s", tt.p, tt.k, d.Peek(np), d.Peek(inside), d.R.T.Ops[inside].Code)
		}
		cp, cin := Concrete[int64]{}.Step(Region{Bytes: mem.r[0]}, tt.p, tt.k)
		if cp != tt.p+tt.k || cin != tt.inside {
			t.Errorf("Concrete Step(%d, %d) = %d, %v", tt.p, tt.k, cp, cin)
		}
	}
}

// TestMemoryAgrees runs the same loads and stores in both domains.
func TestMemoryAgrees(t *testing.T) {
	d, mem := newRecording(t, 32, 8)
	cbytes := make([]byte, 32)
	c := Concrete[int64]{}
	cr, rr := Region{Bytes: cbytes}, Region{Bytes: mem.r[0], Index: 0}
	c.Store64(cr, 8, 4, 0x0102030405060708)
	d.Store64(rr, 0, 4, d.Const(0x0102030405060708))
	c.Store8(cr, 8, 0, 0x1ff)
	d.Store8(rr, 0, 0, d.Const(0x1ff))
	if string(cbytes) != string(mem.r[0]) {
		t.Fatalf("stores differ: %v and %v", cbytes, mem.r[0])
	}
	for _, disp := range []int64{-8, 0, 4, 5} {
		if x, y := c.Load8U(cr, 8, disp), d.Peek(d.Load8U(rr, 0, disp)); x != y {
			t.Errorf("Load8U at 8%+d: %d and %d", disp, x, y)
		}
		if x, y := c.Load64(cr, 8, disp), d.Peek(d.Load64(rr, 0, disp)); x != y {
			t.Errorf("Load64 at 8%+d: %d and %d", disp, x, y)
		}
	}
	if x, y := c.Scan8(cr, 8, 0, 1), d.Peek(d.Scan8(rr, 0, 0, 1)); x != y || x != 9 {
		t.Errorf("Scan8 = %d and %d, want 9", x, y)
	}
	if x, y := c.RegionLen(cr), d.Peek(d.RegionLen(rr)); x != y || x != 32 {
		t.Errorf("RegionLen = %d and %d", x, y)
	}
}

// Indexes of testFuncs.
const (
	fnDouble = iota
	fnOpaqueDouble
	fnWrite
	fnDivMod
	fnKeep
)

// testFuncs is the function table of the recordings of these tests.
var testFuncs = []*ir.Func{
	fnDouble:       {Name: "double", Effects: ir.Elidable, Results: []ir.Type{ir.Int}, Fn: double},
	fnOpaqueDouble: {Name: "double", Results: []ir.Type{ir.Int}, Fn: double},
	fnWrite:        {Name: "write", Effects: ir.Raises, Fn: func(a, r []int64) { r[0] = a[0] }}, // the status is its argument
	fnDivMod:       {Name: "divmod", Effects: ir.Elidable, Results: []ir.Type{ir.Int, ir.Int}, Fn: func(a, r []int64) { r[0], r[1] = a[0]/a[1], a[0]%a[1] }},
	fnKeep:         {Name: "keep", Fn: func(a, _ []int64) { a[0] = 0 }}, // writes its arguments: the caller's must stay
}

func double(a, r []int64) { r[0] = 2 * a[0] }

// TestCall checks that both domains call the table's function with the
// effects it declares: an elidable call of constants folds, an opaque
// one is recorded; a function of several results gives them all; a
// call's arguments are the function's own copy.
func TestCall(t *testing.T) {
	d, _ := newRecording(t, 1, 21)
	c := NewConcrete[int64](testFuncs)
	if got := c.Call(fnDouble, 21); got != 42 {
		t.Errorf("Concrete Call = %d", got)
	}
	if v := d.Call(fnOpaqueDouble, 0); v.IsConst() || d.Peek(v) != 42 || d.R.T.Ops[v].Code != ir.OpCall {
		t.Errorf("opaque Call of an input: %v = %d", v, d.Peek(v))
	}
	if v := d.Call(fnDouble, d.Const(4)); !v.IsConst() || d.Peek(v) != 8 {
		t.Errorf("elidable Call of a constant did not fold: %v = %d", v, d.Peek(v))
	}
	var q, r [2]int64
	c.CallResults(fnDivMod, q[:], 17, 5)
	var qv [2]ir.Value
	d.CallResults(fnDivMod, qv[:], 0, d.Const(5))
	r = [2]int64{d.Peek(qv[0]), d.Peek(qv[1])}
	if q != [2]int64{3, 2} || r != [2]int64{4, 1} {
		t.Errorf("divmod: concrete %v, recorded %v", q, r)
	}
	args := []int64{5}
	c.Call(fnKeep, args...)
	if args[0] != 5 {
		t.Errorf("a function wrote the caller's arguments")
	}
	if got := c.Call(fnWrite, 0); got != 0 {
		t.Errorf("Concrete Call of a function with only a status = %d", got)
	}
}

// TestCallRaises checks that the status of a call that raises is
// guarded at the next Begin, on the path the recording took.
func TestCallRaises(t *testing.T) {
	for _, status := range []int64{0, 1} {
		d, _ := newRecording(t, 1, status)
		d.Call(fnWrite, 0)
		d.Begin(Frame[ir.Value]{Greens: []int64{1}, Slots: []ir.Value{}})
		want := map[int64]ir.Opcode{0: ir.OpGuardFalse, 1: ir.OpGuardTrue}[status]
		if last := d.R.T.Ops[len(d.R.T.Ops)-1]; last.Code != want || d.Done() {
			t.Errorf("status %d: last op %s, done %v", status, last.Code, d.Done())
		}
	}
}

// TestPromote checks that Promote guards a value and makes it a constant.
func TestPromote(t *testing.T) {
	d, _ := newRecording(t, 1, 9)
	v := d.Promote(0)
	if !v.IsConst() || d.Peek(v) != 9 || d.R.T.Ops[len(d.R.T.Ops)-1].Code != ir.OpGuardValue {
		t.Errorf("Promote gave %v = %d", v, d.Peek(v))
	}
	if (Concrete[int64]{}).Promote(9) != 9 {
		t.Error("Concrete Promote changed its value")
	}
	if !d.IsConstant(v) || !d.IsConstant(d.Add(v, d.Const(1))) || d.IsConstant(d.Add(0, v)) {
		t.Error("IsConstant does not follow the promoted value and what folds from it")
	}
	if (Concrete[int64]{}).IsConstant(9) {
		t.Error("Concrete IsConstant is true")
	}
}

// TestHints checks the hints' concrete behaviour and the recording's end.
func TestHints(t *testing.T) {
	c := Concrete[int64]{}
	if c.Tracing() || c.Done() || c.AtHeader(nil, 1) {
		t.Error("the concrete domain traces")
	}
	d, _ := newRecording(t, 1, 0)
	if !d.Tracing() || d.Done() {
		t.Fatal("a new recording is not tracing")
	}
	d.Abandon("test")
	if !d.Done() {
		t.Error("Abandon did not end the recording")
	}
}

// TestDocExample checks that the example in the language author's
// manual is the Example's code, verbatim.
func TestDocExample(t *testing.T) {
	const manual = "../../docs/language-manual.md"
	doc, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	example, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	_, code, ok := strings.Cut(string(doc), "\nfunc sum[")
	code, _, closed := strings.Cut(code, "```")
	if !ok || !closed || strings.Count(code, "\n") < 10 {
		t.Fatalf("no example of sum found in %s", manual)
	}
	if want := "func sum[" + code; !strings.Contains(string(example), want) {
		t.Errorf("%s shows a sum that example_test.go does not have:\n%s", manual, want)
	}
}

// TestUnsignedWords checks that on an unsigned word type (heap.Value) the
// concrete ops still mean what ir.Eval says: signed compares, arithmetic
// shifts, signed conversions.
func TestUnsignedWords(t *testing.T) {
	type V = heap.Value
	c := Concrete[V]{}
	b2i := func(b bool) int64 { return c.Concrete(c.Value(b)) }
	tests := []struct {
		code ir.Opcode
		got  func(a, b V) int64
	}{
		{ir.OpLt, func(a, b V) int64 { return b2i(c.Lt(a, b)) }},
		{ir.OpLe, func(a, b V) int64 { return b2i(c.Le(a, b)) }},
		{ir.OpGt, func(a, b V) int64 { return b2i(c.Gt(a, b)) }},
		{ir.OpGe, func(a, b V) int64 { return b2i(c.Ge(a, b)) }},
		{ir.OpUlt, func(a, b V) int64 { return b2i(c.Ult(a, b)) }},
		{ir.OpSar, func(a, b V) int64 { return int64(c.Sar(a, b)) }},
		{ir.OpShr, func(a, b V) int64 { return int64(c.Shr(a, b)) }},
		{ir.OpMulOvf, func(a, b V) int64 { return b2i(c.MulOvf(a, b)) }},
		{ir.OpIntToFloat, func(a, _ V) int64 { return int64(c.IntToFloat(a)) }},
		{ir.OpFloatToInt, func(a, _ V) int64 { return int64(c.FloatToInt(a)) }},
		{ir.OpFLt, func(a, b V) int64 { return b2i(c.FLt(a, b)) }},
	}
	for _, tt := range tests {
		for _, a := range operands {
			for _, b := range operands {
				if got, want := tt.got(V(a), V(b)), ir.Eval(tt.code, a, b); got != want {
					t.Errorf("Concrete[heap.Value] %s(%d, %d) = %d, ir.Eval says %d", tt.code, a, b, got, want)
				}
			}
		}
	}
	if np, in := c.Step(Region{Bytes: make([]byte, 4)}, 2, -3); in || c.Concrete(np) != -1 {
		t.Errorf("Step(2, -3) on 4 bytes = %d, %v", c.Concrete(np), in)
	}
}
