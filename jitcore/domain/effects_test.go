package domain

import (
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// Two small languages written once against Domain and attached with
// Loops, run with the JIT off and forced on, on both backends: one whose
// loop calls a function that collects (the heap words it holds are
// roots, everywhere), one whose loop calls a function that raises (the
// interpreter resumes right after the call with the exception pending,
// and the guard on the status grows a bridge).

// backendParams are the parameters of the runs: the JIT off, and forced
// on every loop (threshold 1, a bridge after one failure) on each
// backend.
func backendParams() map[string]config.Params {
	off := config.DefaultParams()
	off.Enabled = false
	ps := map[string]config.Params{"off": off}
	for _, be := range []string{"exec", "native"} {
		p := config.EagerParams()
		p.Backend = be
		ps[be] = p
	}
	return ps
}

// opAt describes the instructions of the languages of these tests.
func opAt(pc int) (string, int, int) { return fmt.Sprint("op", pc), 1, pc + 1 }

// tagged is the immediate integer n.
func tagged(n int64) heap.Value { return heap.Value(n << heap.PayloadShift) }

// boxes is a language of one loop: a is an object {sum, list}, and
//
//	0: if i >= n: halt
//	1: b = box(i)               a call that collects: b a new {i, nil}
//	2: count(g)                 counts through the handle g
//	3: a.sum += b.0; b.1 = a.list; a.list = b
//	4: g = handle(); i += 1; goto 0   (loop header 0)
//
// Its slots [a, i, b, g] are heap words (Refs), the machine's roots,
// after made, the boxes so far: a collection copies them first, so a
// moves at every one. g is a new handle to a Go object every round: a
// collection releases a handle its roots do not reach (the object
// itself does not move: Go's heap), and count would find it gone.
type boxes struct {
	n      int64
	h      Heap
	made   []heap.Value
	slots  []heap.Value
	funcs  []*ir.Func
	jit    *Loops
	counts int // what box counted through g
	lost   int // the times box found g released
}

const (
	fnBox = iota
	fnCount
	fnHandle
)

func newBoxes(t *testing.T, n int64) *boxes {
	h, err := heap.New(heap.Config{Stress: true}) // a collection at every allocation
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	m := &boxes{n: n, h: Heap{H: h, Region: 0}, made: make([]heap.Value, 0, n), slots: make([]heap.Value, 4)}
	h.AddRootWords(m.made[:n])
	h.AddRootWords(m.slots)
	hd := heap.MakeHeader(heap.ObjWords, 1, 2)
	count := func(a, _ []int64) {
		if c, ok := h.Handle(heap.Value(a[0])); ok {
			*c.(*int)++
		} else {
			m.lost++
		}
	}
	handle := func(_, r []int64) {
		g, err := h.NewHandle(&m.counts)
		if err != nil {
			panic(err)
		}
		r[0] = int64(g)
	}
	box := func(a, r []int64) {
		o, err := h.AllocHeader(hd)
		if err != nil {
			panic(err)
		}
		h.SetField(o, 0, heap.Value(a[0]))
		h.SetField(o, 1, heap.Nil)
		m.made = append(m.made, o)
		r[0] = int64(o)
	}
	m.funcs = []*ir.Func{
		fnBox:    {Name: "box", Effects: ir.Collects, Heap: h, Results: []ir.Type{ir.Ref}, Fn: box},
		fnCount:  {Name: "count", Fn: count},
		fnHandle: {Name: "handle", Results: []ir.Type{ir.Ref}, Fn: handle},
	}
	a, err := h.AllocHeader(hd)
	if err != nil {
		t.Fatal(err)
	}
	m.slots[0] = a
	h.SetField(m.slots[0], 1, heap.Nil)
	var g [1]int64
	handle(nil, g[:])
	m.slots[3] = heap.Value(g[0])
	return m
}

// Regions implements ir.Memory: the heap's.
func (m *boxes) Regions() [][]byte {
	r := m.h.H.Regions()
	return r[:]
}

func (m *boxes) Heap(int32) *heap.Heap { return m.h.H }

func runBoxes[V, C any, D Domain[V, C]](m *boxes, d D, pc int, s []V) (int, error) {
	return runLoop(m.jit, d, pc, s, 1, int64(tagged(m.n)), int64(tagged(1)), 4, func(pc int) {
		switch pc {
		case 1:
			s[2] = d.Call(fnBox, s[1])
		case 2:
			d.Call(fnCount, s[3])
		case 3:
			a, b := s[0], s[2]
			d.StoreField(m.h, a, 0, d.Add(d.LoadField(m.h, a, 0), d.LoadField(m.h, b, 0)))
			d.StoreField(m.h, b, 1, d.LoadField(m.h, a, 1))
			d.StoreField(m.h, a, 1, b)
		case 4:
			s[3] = d.Call(fnHandle)
		}
	})
}

// runLoop runs a test language of one loop, "while s[i] < n { body;
// s[i] += step }", from pc: pc 0 tests, body runs the instructions up to
// pc last, which then steps and jumps back to pc 0, the loop header.
func runLoop[V, C any, D Domain[V, C]](l *Loops, d D, pc int, s []V, i int, n, step int64, last int, body func(pc int)) (int, error) {
	for !d.Done() {
		if d.Tracing() {
			d.Begin(FrameAt(l, pc, s...))
		}
		if pc == 0 && !d.Branch(d.Lt(s[i], d.Const(n))) {
			d.Abandon("the loop ends")
			return pc, nil
		}
		body(pc)
		if pc < last {
			pc++
			continue
		}
		s[i] = d.Add(s[i], d.Const(step))
		var err error
		if pc, err = Header(l, d, 0, s); err != nil {
			return pc, err
		}
	}
	return pc, nil
}

// TestCollectingCall: the loop's call collects at every allocation (the
// heap's stress mode, Go's collector at GOGC=1) while the interpreter,
// the recording and compiled code hold refs across it, to objects the
// collection moves and to a Go object (a handle) it does not; a's sum
// and list come out right in every mode, the handle stays, and compiled
// code ran.
func TestCollectingCall(t *testing.T) {
	old := debug.SetGCPercent(1)
	defer debug.SetGCPercent(old)
	const n = 500
	for name, p := range backendParams() {
		m := newBoxes(t, n)
		var err error
		m.jit, err = NewLoops(config.Options{Params: p}, m.funcs, Lang{File: "boxes", Size: 5, At: opAt, Memory: m, Refs: true,
			Record: func(d *Recording, pc int, reds []ir.Value) (int, error) { return runBoxes(m, d, pc, reds) }})
		if err != nil {
			t.Fatal(err)
		}
		before := m.h.H.Stats().Collections
		if _, err := runBoxes(m, NewConcrete[heap.Value](m.funcs), 0, m.slots); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := m.h.H.Stats().Collections - before; got < n {
			t.Errorf("%s: %d collections for %d calls", name, got, n)
		}
		h, a := m.h.H, m.slots[0]
		if got := h.Field(a, 0); got != tagged(n*(n-1)/2) {
			t.Errorf("%s: a.sum = %#x, want %#x", name, got, tagged(n*(n-1)/2))
		}
		k := int64(n - 1)
		for b := h.Field(a, 1); b != heap.Nil; b = h.Field(b, 1) {
			if !b.IsRef() || h.Field(b, 0) != tagged(k) {
				t.Fatalf("%s: box %d is %#x holding %#x", name, k, b, h.Field(b, 0))
			}
			k--
		}
		if k != -1 {
			t.Errorf("%s: the list ends at box %d", name, k)
		}
		if m.counts != n || m.lost != 0 {
			t.Errorf("%s: box counted %d times through the handle and found it released %d times, want %d and 0", name, m.counts, m.lost, n)
		}
		if st := m.jit.Stats(); name != "off" && (st == nil || st.Loops == 0 || st.Entries == 0) {
			t.Errorf("%s: no compiled loop ran: %+v", name, st)
		}
		m.jit.Close()
	}
}

// checks is a language of one loop over a function of two results
// that raises:
//
//	0: if i >= n: halt
//	1: x, y = check(i)       raises when i % k == 0 (keeps the exception)
//	2: if pending: catch()   (caught += 1, pending = no); else sum += x ^ y
//	3: i += 1; goto 0
//
// The exception is handled at the start of the instruction after the
// call, where the trace guards the call's status; what handling it
// does, compiled code does too (a call of catch).
type checks struct {
	n, k    int64
	pending bool  // the exception check raised
	calls   int64 // how often check was called
	caught  int64
	funcs   []*ir.Func
	jit     *Loops
}

const (
	fnCheck = iota
	fnCatch
)

func newChecks(n, k int64) *checks {
	m := &checks{n: n, k: k}
	m.funcs = []*ir.Func{fnCheck: {Name: "check", Effects: ir.Raises, Results: []ir.Type{ir.Int, ir.Int}, Fn: func(a, r []int64) {
		m.calls++
		if a[0]%m.k == 0 {
			m.pending = true
			r[0], r[1], r[2] = 0, 0, 1
			return
		}
		r[0], r[1], r[2] = a[0]*3, a[0]<<7, 0
	}}, fnCatch: {Name: "catch", Fn: func(_, _ []int64) {
		m.pending = false
		m.caught++
	}}}
	return m
}

func runChecks[V, C any, D Domain[V, C]](m *checks, d D, pc int, s []V) (int, error) {
	return runLoop(m.jit, d, pc, s, 0, m.n, 1, 3, func(pc int) {
		switch pc {
		case 1:
			d.CallResults(fnCheck, s[2:4], s[0])
		case 2:
			if m.pending { // the status guard of the call decided it
				d.Call(fnCatch)
			} else {
				s[1] = d.Add(s[1], d.Xor(s[2], s[3]))
			}
		}
	})
}

// TestRaisingCall: a call of two results that raises every k-th round
// resumes the interpreter right after the call with the exception
// pending (the call is made once a round, never again at its own
// instruction); the guard on its status fails often enough to grow a
// bridge, which handles the exception in compiled code. Both results
// reach the sum, in every mode.
func TestRaisingCall(t *testing.T) {
	const n, k = 3000, 7
	sum := int64(0)
	for i := int64(0); i < n; i++ {
		if i%k != 0 {
			sum += i*3 ^ i<<7
		}
	}
	var want string
	for _, name := range []string{"off", "exec", "native"} {
		p := backendParams()[name]
		p.TraceEagerness = 3
		m := newChecks(n, k)
		var err error
		m.jit, err = NewLoops(config.Options{Params: p}, m.funcs, Lang{File: "checks", Size: 4, At: opAt, Memory: NoMemory{},
			Record: func(d *Recording, pc int, reds []ir.Value) (int, error) { return runChecks(m, d, pc, reds) }})
		if err != nil {
			t.Fatal(err)
		}
		s := make([]int64, 4)
		if _, err := runChecks(m, NewConcrete[int64](m.funcs), 0, s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := fmt.Sprintf("sum %d, caught %d, calls %d", s[1], m.caught, m.calls)
		if name == "off" {
			want = got
			if m.calls != n || m.caught != (n+k-1)/k || s[1] != sum {
				t.Fatalf("the interpreter: %s", got)
			}
			continue
		}
		if got != want {
			t.Errorf("%s: %s, the interpreter %s", name, got, want)
		}
		st := m.jit.Stats()
		if st.Loops == 0 || st.Bridges == 0 || st.GuardFailures > 20 {
			t.Errorf("%s: loops %d, bridges %d, guard failures %d: want the status guard's bridge to take the raises", name, st.Loops, st.Bridges, st.GuardFailures)
		}
		m.jit.Close()
	}
}

// scale is a language of one loop whose factor is a quasi-immutable
// field, written once by a call the loop makes:
//
//	0: if i >= n: halt
//	1: set(i)                  k = k1 when i == at (an opaque call)
//	2: acc += i * k            k read from the field: a constant of the trace
//	3: i += 1; goto 0
type scale struct {
	n, at, k1 int64
	k         quasi.Field
	funcs     []*ir.Func
	jit       *Loops
}

const fnSet = 0

func newScale(n, at, k0, k1 int64) *scale {
	m := &scale{n: n, at: at, k1: k1}
	m.k.Store(k0)
	m.funcs = []*ir.Func{fnSet: {Name: "set", Fn: func(a, _ []int64) {
		if a[0] == m.at {
			m.k.Store(m.k1)
		}
	}}}
	return m
}

func runScale[V, C any, D Domain[V, C]](m *scale, d D, pc int, s []V) (int, error) {
	return runLoop(m.jit, d, pc, s, 0, m.n, 1, 3, func(pc int) {
		switch pc {
		case 1:
			d.Call(fnSet, s[0])
		case 2:
			s[1] = d.Add(s[1], d.Mul(s[0], d.LoadQuasi(&m.k)))
		}
	})
}

// TestQuasiImmutable: compiled code takes the factor as a constant (no
// guard on it), a call it makes writes the field, and the code leaves
// at the check of the read after the call: the round of the write and
// those after it use the new factor, in the interpreter and then in the
// loop compiled again (the first is never entered again).
func TestQuasiImmutable(t *testing.T) {
	const n, at, k0, k1 = 2000, 700, 3, 5
	want := int64(0)
	for i := int64(0); i < n; i++ {
		if i < at {
			want += i * k0
		} else {
			want += i * k1
		}
	}
	for name, p := range backendParams() {
		m := newScale(n, at, k0, k1)
		log := t.TempDir() + "/jit.log"
		var err error
		m.jit, err = NewLoops(config.Options{Params: p, LogPath: log}, m.funcs, Lang{File: "scale", Size: 4, At: opAt, Memory: NoMemory{},
			Record: func(d *Recording, pc int, reds []ir.Value) (int, error) { return runScale(m, d, pc, reds) }})
		if err != nil {
			t.Fatal(err)
		}
		s := make([]int64, 2)
		if _, err := runScale(m, NewConcrete[int64](m.funcs), 0, s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s[1] != want {
			t.Errorf("%s: acc = %d, want %d", name, s[1], want)
		}
		st := m.jit.Stats()
		m.jit.Close()
		if name == "off" {
			continue
		}
		if st.Invalidated != 1 || st.Loops != 2 || st.Bridges != 0 {
			t.Errorf("%s: %d invalidated, %d loops, %d bridges: want the first loop invalidated and the loop compiled again, and no bridge of the invalid code's exit", name, st.Invalidated, st.Loops, st.Bridges)
		}
		text, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(string(text), "invalidated #")
		for _, want := range []string{"mul i0, 3", "guard_not_invalidated [pc 0", "guard_not_invalidated [pc 2"} {
			if !strings.Contains(first, want) {
				t.Errorf("%s: the first loop's trace has no %q:\n%s", name, want, first)
			}
		}
	}
}

// rows is a language of two loops whose inner one reads a
// quasi-immutable factor, which a call it makes writes once:
//
//	0: if i >= n: halt                   outer loop header 0
//	1: j = 0
//	2: if j >= w: goto 5                 inner loop header 2
//	3: set(i, j)                         k = k1 when i == at, j == 0
//	4: if j > 0: acc += j * k
//	   j += 1; goto 2
//	5: i += 1; goto 0
//
// The outer loop's trace takes the inner loop's first round, j = 0,
// which does not read k, and jumps into the inner loop's trace.
//
// Slots [i, j, acc].
type rows struct {
	scale
	w int64
}

func newRows(n, w, at, k0, k1 int64) *rows {
	m := &rows{scale: scale{n: n, at: at, k1: k1}, w: w}
	m.k.Store(k0)
	m.funcs = []*ir.Func{fnSet: {Name: "set", Fn: func(a, _ []int64) {
		if a[0] == m.at && a[1] == 0 {
			m.k.Store(m.k1)
		}
	}}}
	return m
}

func runRows[V, C any, D Domain[V, C]](m *rows, d D, pc int, s []V) (int, error) {
	for !d.Done() {
		if d.Tracing() {
			d.Begin(FrameAt(m.jit, pc, s...))
		}
		var err error
		switch pc {
		case 0:
			if !d.Branch(d.Lt(s[0], d.Const(m.n))) {
				d.Abandon("the loop ends")
				return pc, nil
			}
			pc = 1
		case 1:
			s[1] = d.Const(0)
			pc = 2
		case 2:
			pc = 3
			if !d.Branch(d.Lt(s[1], d.Const(m.w))) {
				pc = 5
			}
		case 3:
			d.Call(fnSet, s[0], s[1])
			pc = 4
		case 4:
			if d.Branch(d.Gt(s[1], d.Const(0))) {
				s[2] = d.Add(s[2], d.Mul(s[1], d.LoadQuasi(&m.k)))
			}
			s[1] = d.Add(s[1], d.Const(1))
			pc, err = Header(m.jit, d, 2, s)
		case 5:
			s[0] = d.Add(s[0], d.Const(1))
			pc, err = Header(m.jit, d, 0, s)
		}
		if err != nil {
			return pc, err
		}
	}
	return pc, nil
}

// TestQuasiImmutableEntered: the outer loop's trace jumps into the inner
// loop's, which alone reads the factor; the write invalidates both (the
// outer one enters invalid code, and would leave at its start whenever
// it is entered), which are compiled again, once each. (Here the new
// inner loop's bridge takes the outer loop's path, so that without the
// outer one's invalidation the stale trace would just never be entered
// again: it is the entry into it from the interpreter that would
// leave at once every time.)
func TestQuasiImmutableEntered(t *testing.T) {
	const n, w, at, k0, k1 = 400, 20, 100, 3, 5
	want := int64(0)
	for i := int64(0); i < n; i++ {
		k := int64(k0)
		if i >= at {
			k = k1
		}
		want += k * w * (w - 1) / 2
	}
	for name, p := range backendParams() {
		m := newRows(n, w, at, k0, k1)
		var err error
		m.jit, err = NewLoops(config.Options{Params: p}, m.funcs, Lang{File: "rows", Size: 6, At: opAt, Memory: NoMemory{},
			Record: func(d *Recording, pc int, reds []ir.Value) (int, error) { return runRows(m, d, pc, reds) }})
		if err != nil {
			t.Fatal(err)
		}
		s := make([]int64, 3)
		if _, err := runRows(m, NewConcrete[int64](m.funcs), 0, s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s[2] != want {
			t.Errorf("%s: acc = %d, want %d", name, s[2], want)
		}
		st := m.jit.Stats()
		m.jit.Close()
		if name == "off" {
			continue
		}
		if st.Invalidated != 2 || st.Loops != 4 || st.GuardFailures > 20 {
			t.Errorf("%s: %d invalidated, %d loops, %d guard failures: want both loops invalidated and compiled again", name, st.Invalidated, st.Loops, st.GuardFailures)
		}
	}
}
