package resume

import (
	"errors"
	"io"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// materializeTrace fails its guard at once. Its snapshot has a pair v0
// (class 7) holding a box v1 (class 5) and the input object i0, used in
// two slots; v2 (class 9) refers to itself and to v3, a boxed int64 with
// a raw body word.
const materializeTrace = `loop materialize
  i0 = input 0
  i1 = input 1
  label i0, i1
  i3 = lt i1, 0
  guard_true i3 [pc 7: i0 v0 v1 v0 v2 ; v0 = new m0 0x700000021 (v1, i0) ; v1 = new m0 0x500000011 (i1) ; v2 = new m0 0x900000021 (v2, v3) ; v3 = new m0 0x13 (123456789)]
  jump i0, i1
`

// compileText compiles the trace in text form src (opt/irtext) with
// backend be, unoptimized.
func compileText(t *testing.T, be backend.Backend, src string) backend.Code {
	t.Helper()
	tr, err := irtext.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	code, err := be.Compile(tr, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// newBackend is the backend named be, closed at the end of the test.
func newBackend(t *testing.T, be string) backend.Backend {
	p := config.DefaultParams()
	p.Backend = be
	b, err := config.NewBackend(p)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := b.(io.Closer); ok {
		t.Cleanup(func() { c.Close() })
	}
	return b
}

// exit runs code from inputs to a guard that fails, and is its Exit,
// with the number of virtuals materialized.
func exit(t *testing.T, be backend.Backend, code backend.Code, inputs []int64, mem ir.Memory, depth int) (*Exit, int) {
	t.Helper()
	st := be.Run(code, inputs, mem, depth, nil)
	if st.Err != nil || st.Guard == nil {
		t.Fatalf("the run ends with %v, not at a guard", st.Err)
	}
	var exits Exits
	return exits.Guard(st, mem)
}

// small is the immediate integer n.
func small(n int64) heap.Value {
	v, ok := heap.SmallInt(n)
	if !ok {
		panic("integer out of range")
	}
	return v
}

// rootWords are Values kept live (and updated) by a heap's collections.
type rootWords []heap.Value

func (r rootWords) VisitRoots(visit func(*heap.Value)) {
	for i := range r {
		visit(&r[i])
	}
}

// heapMemory is the memory of a language whose only regions are a heap's.
type heapMemory struct{ h *heap.Heap }

func (m heapMemory) Regions() [][]byte {
	r := m.h.Regions()
	return r[:]
}

func (m heapMemory) Heap(int32) *heap.Heap { return m.h }

// TestMaterialize checks the objects a guard exit materializes: each
// virtual once, nested and cyclic ones, raw body words; with a heap that
// collects at every allocation, so the exit's live values move while the
// exit allocates; and a heap too small for them, which Exit.Err reports.
func TestMaterialize(t *testing.T) {
	for _, name := range jittest.Backends() {
		for _, tc := range []struct {
			name string
			cfg  heap.Config
			full bool
		}{
			{"stress", heap.Config{Stress: true}, false},
			{"plain", heap.Config{}, false},
			{"full", heap.Config{MaxBytes: 64, InitialBytes: 64}, true},
		} {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				h, err := heap.New(tc.cfg)
				if err != nil {
					t.Fatal(err)
				}
				defer h.Close()
				// roots[1] is the input object; roots[0], allocated after
				// it, is copied first by a collection, so it moves.
				roots := rootWords{0, 0}
				h.AddRoots(roots)
				for _, i := range []int{1, 0} {
					if roots[i], err = h.AllocWords(3, 1); err != nil {
						t.Fatal(err)
					}
				}
				h.SetSlot(roots[1], 0, small(42))
				be := newBackend(t, name)
				code := compileText(t, be, materializeTrace)
				before := h.Stats().Collections
				ex, materialized := exit(t, be, code, []int64{int64(roots[1]), int64(small(7))}, heapMemory{h}, 0)
				if tc.full {
					var limit *heap.LimitError
					if !errors.As(ex.Err, &limit) {
						t.Fatalf("Err = %v, want a heap limit error", ex.Err)
					}
					return
				}
				if ex.Err != nil {
					t.Fatal(ex.Err)
				}
				if tc.cfg.Stress && h.Stats().Collections == before {
					t.Errorf("materializing did not collect")
				}
				s := make([]heap.Value, 5)
				for i, v := range ex.Frames[0].Slots {
					s[i] = heap.Value(v)
				}
				if s[0] != roots[1] || h.Slot(s[0], 0) != small(42) {
					t.Errorf("slot 0 is %#x, the input object is now at %#x", s[0], roots[1])
				}
				if s[1] != s[3] {
					t.Errorf("v0 materialized twice: %#x and %#x", s[1], s[3])
				}
				if h.Header(s[1]) != heap.MakeHeader(heap.ObjWords, 7, 2) || h.Slot(s[1], 0) != s[2] || h.Slot(s[1], 1) != s[0] {
					t.Errorf("pair %v %#x %#x, want slots %#x %#x", h.Header(s[1]), h.Slot(s[1], 0), h.Slot(s[1], 1), s[2], s[0])
				}
				if h.Header(s[2]) != heap.MakeHeader(heap.ObjWords, 5, 1) || h.Slot(s[2], 0) != small(7) {
					t.Errorf("box %v %#x, want 7", h.Header(s[2]), h.Slot(s[2], 0))
				}
				if h.Slot(s[4], 0) != s[4] {
					t.Errorf("cycle: slot 0 of %#x is %#x", s[4], h.Slot(s[4], 0))
				}
				if n, ok := h.AsInt64(h.Slot(s[4], 1)); !ok || n != 123456789 {
					t.Errorf("boxed int64 = %d, %v", n, ok)
				}
				if got := materialized; got != 4 {
					t.Errorf("%d objects materialized, want 4", got)
				}
			})
		}
	}
}

// intVirtualTrace fails its guard at once. Its snapshot has the Int
// virtuals of its inputs i0 (v0) and i1 (v1), and a box object v2 (class
// 5) whose field is v1.
const intVirtualTrace = `loop ints
  i0 = input 0
  i1 = input 1
  label i0, i1
  i3 = lt i1, 0
  guard_true i3 [pc 7: v0 v1 v2 ; v0 = int m0 (i0) ; v1 = int m0 (i1) ; v2 = new m0 0x500000011 (v1)]
  jump i0, i1
`

// TestMaterializeInts checks what Int virtuals become at a guard exit: an
// immediate when the integer fits, else a box holding it, on a heap that
// collects at every allocation. The large integers have a ref's tag bits:
// the exit must not take them for refs (a collection would rewrite them).
func TestMaterializeInts(t *testing.T) {
	for _, name := range jittest.Backends() {
		for _, tc := range []struct {
			name string
			a, b int64 // b >= 0: the guard fails
		}{
			{"both fit", -5, heap.MaxInt},
			{"one fits", heap.MinInt, 1<<60 | int64(heap.RefTagBits)},
			{"none fits", heap.MinInt - 1, 1 << 62},
		} {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				h, err := heap.New(heap.Config{Stress: true})
				if err != nil {
					t.Fatal(err)
				}
				defer h.Close()
				be := newBackend(t, name)
				code := compileText(t, be, intVirtualTrace)
				ex, materialized := exit(t, be, code, []int64{tc.a, tc.b}, heapMemory{h}, 0)
				if ex.Err != nil {
					t.Fatal(ex.Err)
				}
				slots := ex.Frames[0].Slots
				for i, want := range []int64{tc.a, tc.b} {
					v := heap.Value(slots[i])
					if n, ok := h.AsInt64(v); !ok || n != want {
						t.Errorf("slot %d is %#x (%d, %v), want the integer %d", i, v, n, ok, want)
					}
					if v.IsInt() != heap.IntFits(want) {
						t.Errorf("slot %d is %#x: immediate %v, want %v", i, v, v.IsInt(), heap.IntFits(want))
					}
				}
				if box := heap.Value(slots[2]); h.Slot(box, 0) != heap.Value(slots[1]) {
					t.Errorf("the box holds %#x, want slot 1 (%#x)", h.Slot(box, 0), slots[1])
				}
				if got := materialized; got != 3 {
					t.Errorf("%d virtuals materialized, want 3", got)
				}
			})
		}
	}
}

// chainTrace is a function of a count i0 and an object i1 that calls
// itself with i0-1 until i0 < 1, where its guard fails: an exit below
// i0 calls. Each call's snapshot has a pair v1 (class 7) of the count's
// Int virtual and the object.
const chainTrace = `function chain
  i0 = input 0
  i1 = input 1
  enter [pc 0: i0 i1]
  i3 = lt i0, 1
  guard_false i3 [pc 1: i1 v0 ; v0 = int m0 (i0)]
  i5 = sub i0, 1
  i6 = call_trace self(i5, i1) [pc 2: i1 v0 v1 ; v0 = int m0 (i0) ; v1 = new m0 0x700000021 (v0, i1)]
  return i6
`

// TestMaterializeCallChain checks the frames of an exit below calls: the
// callers' frames, outermost first, then the guard's, with the virtuals
// of every snapshot materialized on a heap that collects at every
// allocation, so that the objects made for one frame move while those
// of the next are allocated.
func TestMaterializeCallChain(t *testing.T) {
	const calls = 5
	for _, name := range jittest.Backends() {
		t.Run(name, func(t *testing.T) {
			h, err := heap.New(heap.Config{Stress: true})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			roots := rootWords{0}
			h.AddRoots(roots)
			if roots[0], err = h.AllocWords(3, 1); err != nil {
				t.Fatal(err)
			}
			be := newBackend(t, name)
			code := compileText(t, be, chainTrace)
			ex, _ := exit(t, be, code, []int64{calls, int64(roots[0])}, heapMemory{h}, 100)
			if ex.Err != nil || ex.Returned || len(ex.Frames) != calls+1 {
				t.Fatalf("exit with %d frames (returned %v, err %v), want %d", len(ex.Frames), ex.Returned, ex.Err, calls+1)
			}
			for k, f := range ex.Frames {
				obj, count := heap.Value(f.Slots[0]), heap.Value(f.Slots[1])
				if obj != roots[0] {
					t.Errorf("frame %d: the object is %#x, it is now at %#x", k, obj, roots[0])
				}
				if count != small(int64(calls-k)) {
					t.Errorf("frame %d: count %#x, want %d", k, count, calls-k)
				}
				if k == calls { // the guard's frame
					if len(f.Slots) != 2 {
						t.Errorf("the guard's frame has %d slots, want 2", len(f.Slots))
					}
					continue
				}
				pair := heap.Value(f.Slots[2])
				if h.Header(pair) != heap.MakeHeader(heap.ObjWords, 7, 2) || h.Slot(pair, 0) != count || h.Slot(pair, 1) != roots[0] {
					t.Errorf("frame %d: pair %v (%#x, %#x), want (%#x, %#x)", k, h.Header(pair), h.Slot(pair, 0), h.Slot(pair, 1), count, roots[0])
				}
			}
		})
	}
}
