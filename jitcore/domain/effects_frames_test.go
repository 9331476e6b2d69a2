package domain

import (
	"fmt"
	"runtime/debug"
	"slices"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/heap/heaptest"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// Calls with effects in a language of two frames, attached with JIT:
// a loop calls a function of the language that calls Go functions that
// collect and raise. The language's call is inlined into the loop's
// trace, or the function is compiled first and the loop's trace calls
// its trace (call_trace): in both, the heap words of both frames are
// roots across the call that collects, a write of a quasi-immutable
// field by a call of the function invalidates the traces that read it
// and those that call them, and a raise resumes both frames
// right after the call with the exception pending.

// nest is the language: main's frame [a, i, r], a an object {sum, list}:
//
//	0: if i >= n: halt
//	1: r = f(i)                  pushes f's frame [x, b]
//	2: a.sum += r.0; r.1 = a.list; a.list = r; i += 1; goto 0 (header 0)
//
// and the function f, whose entry is pc 3:
//
//	3: b = box(x)                a call that collects: b a new {x, nil}
//	4: check(x)                  raises when x % k == 0 (keeps it pending)
//	5: if pending: catch(); b.0 = 0
//	   else: b.0 *= scale      scale a quasi-immutable field
//	6: return b
//
// The interpreter's frames keep their slots in words, a root of the
// heap; box makes garbage that moves every object at every collection
// (heaptest.MovingBox), enough that a heap that does not collect at
// every allocation does so often.
type nest struct {
	n, k    int64
	h       Heap
	words   []heap.Value // the interpreter's slots, main's then f's
	st      nestStack[heap.Value]
	funcs   []*ir.Func
	jit     *JIT[heap.Value]
	code    *Code
	pending bool // check raised
	caught  int64
	// scale is 1 until check(at) makes it 2.
	scale quasi.Field
	at    int64
}

// nestFrame is a frame of nest: its pc and slots.
type nestFrame[V any] struct {
	pc    int
	slots []V
}

// nestStack is nest's call stack (a Stack): the interpreter's, whose
// frames' slots are cut from nest.words, or a recording's.
type nestStack[V any] struct {
	below  int // frames under a recording's
	frames []nestFrame[V]
	words  []V // the slots' storage: 3 words for main's frame, 2 for f's
}

// Frame sizes and where f's slots are in the words of the stack.
const (
	nestMainSlots = 3
	nestFuncSlots = 2
	nestFuncEntry = 3
)

func newNestStack[V any](below int) nestStack[V] {
	return nestStack[V]{below: below, words: make([]V, nestMainSlots+nestFuncSlots)}
}

// push pushes a frame at pc with slots, into its place in the words.
func (s *nestStack[V]) push(pc int, slots ...V) {
	at := 0
	if pc >= nestFuncEntry {
		at = nestMainSlots
	}
	f := nestFrame[V]{pc: pc, slots: s.words[at : at+len(slots) : at+len(slots)]}
	copy(f.slots, slots)
	s.frames = append(s.frames, f)
}

func (s *nestStack[V]) top() *nestFrame[V] { return &s.frames[len(s.frames)-1] }

func (s *nestStack[V]) Frames() []Frame[V] {
	return Encode(s.frames, func(f nestFrame[V]) Frame[V] {
		return Frame[V]{Greens: []int64{0, int64(f.pc)}, Slots: slices.Clone(f.slots)}
	})
}

func (s *nestStack[V]) Top() Frame[V] { return s.Frames()[len(s.frames)-1] }

func (s *nestStack[V]) Depth() int { return s.below + len(s.frames) }

func (s *nestStack[V]) Replace(n int, frames []Frame[V]) {
	s.frames = s.frames[:len(s.frames)-n]
	for _, f := range frames {
		s.push(int(f.Greens[1]), f.Slots...)
	}
}

func (s *nestStack[V]) Return(n int, v V) {
	s.frames = s.frames[:len(s.frames)-n]
	s.top().slots[2] = v
}

// nest's functions, after box (fnBox).
const (
	fnNestCheck = fnBox + 1 + iota
	fnNestCatch
)

func newNest(t *testing.T, n, k int64, hc heap.Config) *nest {
	h, err := heap.New(hc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	m := &nest{n: n, k: k, at: 2*n/3 + 1, h: Heap{H: h}, st: newNestStack[heap.Value](0)}
	m.scale.Store(1)
	box := heaptest.MovingBox(h, 1, 32) // its root first
	h.AddRootWords(m.st.words)
	check := func(a, r []int64) {
		r[0] = 0
		x := heap.Value(a[0]).Int()
		if x == m.at {
			m.scale.Store(2)
		}
		if x%m.k == 0 {
			m.pending = true
			r[0] = 1
		}
	}
	m.funcs = []*ir.Func{
		fnBox:       {Name: "box", Effects: ir.Collects, Heap: h, Results: []ir.Type{ir.Ref}, Fn: box},
		fnNestCheck: {Name: "check", Effects: ir.Raises, Fn: check},
		fnNestCatch: {Name: "catch", Fn: func(_, _ []int64) { m.pending = false; m.caught++ }},
	}
	a, err := h.AllocHeader(heap.MakeHeader(heap.ObjWords, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	h.SetField(a, 1, heap.Nil)
	m.st.push(0, a, heap.Value(tagged(0)), heap.Nil)
	return m
}

func (m *nest) Regions() [][]byte {
	r := m.h.H.Regions()
	return r[:]
}

func (m *nest) Heap(int32) *heap.Heap { return m.h.H }

// runNest runs nest's interpreter on s, in d, until the frames above
// floor have returned, the program halts or a recording ends.
func runNest[V, C any, D Domain[V, C]](m *nest, d D, s *nestStack[V], floor int) error {
	h := m.h
	for !d.Done() && s.Depth() > floor {
		if d.Tracing() && MergePoint(d, s) {
			return nil
		}
		f := s.top()
		sl := f.slots
		switch f.pc {
		case 0:
			if !d.Branch(d.Lt(sl[1], d.Const(int64(tagged(m.n))))) {
				d.Abandon("the loop ends")
				return nil
			}
			f.pc = 1
		case 1:
			f.pc = 2
			s.push(nestFuncEntry, sl[1], d.Const(int64(heap.Nil)))
			if err := FuncEntry(m.jit, d, s, m.code, nestFuncEntry); err != nil {
				return err
			}
		case 2:
			a, b := sl[0], sl[2]
			d.StoreField(h, a, 0, d.Add(d.LoadField(h, a, 0), d.LoadField(h, b, 0)))
			d.StoreField(h, b, 1, d.LoadField(h, a, 1))
			d.StoreField(h, a, 1, b)
			sl[1] = d.Add(sl[1], d.Const(int64(tagged(1))))
			f.pc = 0
			if err := LoopHeader(m.jit, d, s, m.code, 0); err != nil {
				return err
			}
		case 3:
			sl[1] = d.Call(fnBox, sl[0])
			f.pc = 4
		case 4:
			d.Call(fnNestCheck, sl[0])
			f.pc = 5
		case 5:
			if m.pending { // the status guard of the call decided it
				d.Call(fnNestCatch)
				d.StoreField(h, sl[1], 0, d.Const(int64(tagged(0))))
			} else {
				d.StoreField(h, sl[1], 0, d.Mul(d.LoadField(h, sl[1], 0), d.LoadQuasi(&m.scale)))
			}
			f.pc = 6
		case 6:
			if Returns(d, s, sl[1]) {
				return nil
			}
			s.Return(1, sl[1])
		}
	}
	return nil
}

// attach attaches the JIT to m with parameters p.
func (m *nest) attach(t *testing.T, p config.Params) {
	var err error
	m.jit, err = Attach(config.Options{Params: p}, m.funcs, Spec[heap.Value]{
		Memory: m, Stack: &m.st, MaxDepth: 8, Refs: true, Heap: m.h.H,
		Record: func(d *Recording, frames []Frame[ir.Value]) (Stack[ir.Value], error) {
			s := newNestStack[ir.Value](m.st.Depth() - len(frames))
			s.Replace(0, frames)
			return &s, runNest(m, d, &s, s.below)
		},
		RunCall: func(floor int) (heap.Value, error) {
			err := runNest(m, NewConcrete[heap.Value](m.funcs), &m.st, floor)
			return m.st.top().slots[2], err
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	m.code = m.jit.NewCode("nest", 7, opAt)
}

// TestEffectsAcrossFrames: nest's loop, with the JIT off and forced on
// on both backends, its call of f inlined (f never hot of its own) or a
// call of f's trace (f hot first). The heap collects at every
// allocation (stress, Go's collector at GOGC=1), or, where the loop
// calls f's trace, now and then (a collection while a recording runs a
// call in the interpreter ends it): a's sum and list come out right,
// every k-th call raised and was caught, once, and compiled code ran
// and took the raises in a bridge. The write of scale invalidates the
// loop's trace (inlined: it read scale) or f's trace and the loop's,
// which calls it: each is recorded again, once, and the old ones are
// not entered again (a call of f's invalid trace would leave at its
// start every round).
func TestEffectsAcrossFrames(t *testing.T) {
	old := debug.SetGCPercent(1)
	defer debug.SetGCPercent(old)
	const n, k = 600, 5
	type run struct {
		name     string
		p        config.Params
		hc       heap.Config
		function bool // the loop calls f's trace
	}
	var runs []run
	for name, p := range backendParams() {
		if name == "off" {
			runs = append(runs, run{name: name, p: p, hc: heap.Config{Stress: true}})
			continue
		}
		p.TraceEagerness = 3
		inline := p
		inline.FunctionThreshold = 1 << 30
		runs = append(runs, run{name: name + "/inline", p: inline, hc: heap.Config{Stress: true}},
			run{name: name + "/function", p: p, hc: heap.Config{InitialBytes: 4096}, function: true})
	}
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) { testNest(t, r.name, n, k, r.p, r.hc, r.function) })
	}
}

// testNest runs nest with parameters p on a heap of configuration hc,
// and checks its result; function says that the loop calls f's trace.
func testNest(t *testing.T, name string, n, k int64, p config.Params, hc heap.Config, function bool) {
	{
		m := newNest(t, n, k, hc)
		m.attach(t, p)
		before := m.h.H.Stats().Collections
		if err := runNest(m, NewConcrete[heap.Value](m.funcs), &m.st, 0); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		collections := m.h.H.Stats().Collections - before
		st := m.jit.Stats()
		m.jit.Close()
		h, a := m.h.H, m.st.top().slots[0]
		// boxed is what box i holds in the end.
		boxed := func(i int64) heap.Value {
			switch {
			case i%k == 0:
				return tagged(0)
			case i < m.at:
				return tagged(i)
			}
			return tagged(2 * i)
		}
		want := heap.Value(0)
		for i := int64(0); i < n; i++ {
			want += boxed(i)
		}
		if got := h.Field(a, 0); got != want {
			t.Errorf("%s: a.sum = %#x, want %#x", name, got, want)
		}
		i := int64(n - 1)
		for b := h.Field(a, 1); b != heap.Nil; b = h.Field(b, 1) {
			if x := h.Field(b, 0); !b.IsRef() || x != boxed(i) {
				t.Fatalf("%s: box %d is %#x holding %#x", name, i, b, x)
			}
			i--
		}
		if i != -1 || m.caught != (n+k-1)/k || m.pending {
			t.Errorf("%s: the list ends at box %d; caught %d, pending %v", name, i, m.caught, m.pending)
		}
		switch {
		case hc.Stress && collections < uint64(2*n):
			t.Errorf("%s: %d collections for %d calls of box", name, collections, n)
		case !hc.Stress && collections < 20:
			t.Errorf("%s: %d collections", name, collections)
		}
		if name == "off" {
			return
		}
		desc := fmt.Sprintf("%s: %d collections, %d loops, %d functions, %d bridges, %d entries, %d guard failures, %d invalidated", name, collections, st.Loops, st.Functions, st.Bridges, st.Entries, st.GuardFailures, st.Invalidated)
		functions, invalidated := 0, 1 // the loop's, compiled twice
		if function {
			functions, invalidated = 2, 2 // f's, compiled twice, and the loop's
		}
		if st.Loops != 2 || st.Functions != functions || st.Invalidated != invalidated || st.Entries == 0 || st.Bridges == 0 || st.GuardFailures > 30 {
			t.Error(desc)
		} else {
			t.Log(desc)
		}
	}
}
