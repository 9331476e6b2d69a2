package heap

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
)

// The model-based collector test builds random object graphs in a heap and,
// alongside, in plain Go structures; drops roots, collects, and checks every
// word reachable from the roots against the model, that shared objects stay
// shared, that nothing unreachable survives (live words match) and that the
// handles of unreachable objects were released.

// mnode models one heap object.
type mnode struct {
	kind  ObjKind
	class uint32
	slots []mval // ObjWords
	bytes []byte // ObjBytes
	boxed int64  // ObjInt64
}

// mval models one Value: an immediate word, an object, or a handle.
type mval struct {
	word Value
	node *mnode
	obj  any // the handle's Go object, compared by identity
}

// tracedObj is a Go-side object behind a handle that holds a heap Value.
type tracedObj struct {
	ref    Value
	target mval
}

func (o *tracedObj) VisitRoots(visit func(*Value)) { visit(&o.ref) }

// plainObj is a Go-side object behind a handle that holds no Values; it
// says it holds id bytes (Sized).
type plainObj struct{ id int }

func (o *plainObj) HeapBytes() int { return o.id }

type gcModel struct {
	t       *testing.T
	seed    uint64
	h       *Heap
	rng     *rand.Rand
	roots   []Value // registered with the heap
	model   []mval  // parallel to roots
	handles []Value // handles created and not yet seen released
	objs    []any   // their objects
	checks  int
}

func (m *gcModel) fail(format string, args ...any) {
	m.t.Helper()
	m.t.Fatalf("graph seed %d: %s", m.seed, fmt.Sprintf(format, args...))
}

func (m *gcModel) must(v Value, err error) Value {
	m.t.Helper()
	if err != nil {
		m.t.Fatal(err)
	}
	return v
}

var edgeInts = []int64{0, 1, -1, MaxInt, MinInt, MaxInt + 1, MinInt - 1, math.MaxInt64, math.MinInt64}
var edgeFloats = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1.5, -1e300}

// value makes a random Value and its model. It may allocate (a safe point),
// so the caller must use the result before its next allocation, and read
// refs from m.roots only afterwards.
func (m *gcModel) value() (Value, mval) {
	r := m.rng
	switch r.IntN(10) {
	case 0:
		v, _ := SmallInt(r.Int64N(2*MaxInt) - MaxInt)
		return v, mval{word: v}
	case 1:
		v := Float(edgeFloats[r.IntN(len(edgeFloats))] * float64(r.IntN(3)))
		return v, mval{word: v}
	case 2:
		v := []Value{Nil, True, False, Unbound, Symbol(r.Uint32())}[r.IntN(5)]
		return v, mval{word: v}
	case 3:
		n := edgeInts[r.IntN(len(edgeInts))]
		v := m.must(m.h.Int64(n))
		if v.IsInt() {
			return v, mval{word: v}
		}
		return v, mval{node: &mnode{kind: ObjInt64, boxed: n}}
	case 4:
		var obj any = &plainObj{id: r.IntN(1 << 20)}
		if r.IntN(2) == 0 {
			j := r.IntN(len(m.roots))
			obj = &tracedObj{ref: m.roots[j], target: m.model[j]}
		}
		v := m.must(m.h.NewHandle(obj))
		m.handles = append(m.handles, v)
		m.objs = append(m.objs, obj)
		return v, mval{obj: obj}
	case 5:
		n := r.IntN(20)
		v := m.must(m.h.AllocBytes(r.Uint32(), n))
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		copy(m.h.Bytes(v), b)
		return v, mval{node: &mnode{kind: ObjBytes, class: m.h.Header(v).Class(), bytes: b}}
	default:
		j := r.IntN(len(m.roots))
		return m.roots[j], m.model[j]
	}
}

// newObject allocates an ObjWords object into root k and fills some slots.
func (m *gcModel) newObject(k int) {
	r := m.rng
	n := r.IntN(7)
	if r.IntN(20) == 0 {
		n = 50 + r.IntN(250)
	}
	class := r.Uint32()
	m.roots[k] = m.must(m.h.AllocWords(class, n))
	node := &mnode{kind: ObjWords, class: class, slots: make([]mval, n)}
	m.model[k] = mval{node: node}
	for i := range n {
		if r.IntN(3) == 0 {
			continue // stays the integer 0
		}
		v, mv := m.value()
		m.h.SetSlot(m.roots[k], i, v)
		node.slots[i] = mv
	}
}

// wordsRoot returns a root holding an ObjWords object with slots, or -1.
func (m *gcModel) wordsRoot() int {
	for range 8 {
		j := m.rng.IntN(len(m.roots))
		if n := m.model[j].node; n != nil && n.kind == ObjWords && len(n.slots) > 0 {
			return j
		}
	}
	return -1
}

func (m *gcModel) step() {
	r := m.rng
	k := r.IntN(len(m.roots))
	switch op := r.IntN(10); {
	case op < 4:
		m.newObject(k)
	case op < 6: // store a value into a slot
		if j := m.wordsRoot(); j >= 0 {
			i := r.IntN(len(m.model[j].node.slots))
			v, mv := m.value()
			m.h.SetSlot(m.roots[j], i, v)
			m.model[j].node.slots[i] = mv
		}
	case op < 8: // load a slot into a root (drops what the root held)
		if j := m.wordsRoot(); j >= 0 {
			i := r.IntN(len(m.model[j].node.slots))
			m.roots[k] = m.h.Slot(m.roots[j], i)
			m.model[k] = m.model[j].node.slots[i]
		}
	default: // drop a root, or store some value in it
		v, mv := m.value()
		m.roots[k], m.model[k] = v, mv
		if r.IntN(2) == 0 {
			m.roots[k], m.model[k] = Nil, mval{word: Nil}
		}
	}
}

// verify walks heap and model from the roots together.
func (m *gcModel) verify() {
	m.checks++
	seen := map[*mnode]Value{}
	owner := map[Value]*mnode{}
	liveObjs := map[any]bool{}
	var words uint64
	var walk func(v Value, mv mval, path string)
	walk = func(v Value, mv mval, path string) {
		switch {
		case mv.node != nil:
			if !v.IsRef() {
				m.fail("%s: %#x is not a ref", path, uint64(v))
			}
			if prev, ok := seen[mv.node]; ok {
				if prev != v {
					m.fail("%s: shared object reached as %#x and %#x", path, uint64(prev), uint64(v))
				}
				return
			}
			if o := owner[v]; o != nil {
				m.fail("%s: two objects at %#x", path, uint64(v))
			}
			seen[mv.node], owner[v] = v, mv.node
			hd := m.h.Header(v)
			words += HeaderWords + uint64(hd.BodyWords())
			n := mv.node
			switch n.kind {
			case ObjWords:
				if hd.Kind() != ObjWords || hd.Class() != n.class || hd.Len() != len(n.slots) {
					m.fail("%s: header %v/%d/%d, want words/%d/%d", path, hd.Kind(), hd.Class(), hd.Len(), n.class, len(n.slots))
				}
				for i, s := range n.slots {
					walk(m.h.Slot(v, i), s, path+"."+strconv.Itoa(i))
				}
			case ObjBytes:
				if hd.Kind() != ObjBytes || hd.Class() != n.class || !bytes.Equal(m.h.Bytes(v), n.bytes) {
					m.fail("%s: bytes object %v %x, want %x", path, hd.Kind(), m.h.Bytes(v), n.bytes)
				}
			case ObjInt64:
				if got, ok := m.h.AsInt64(v); !ok || got != n.boxed {
					m.fail("%s: boxed int %d %v, want %d", path, got, ok, n.boxed)
				}
			}
		case mv.obj != nil:
			obj, ok := m.h.Handle(v)
			if !ok || obj != mv.obj {
				m.fail("%s: handle %#x gives %v %v", path, uint64(v), obj, ok)
			}
			if liveObjs[obj] {
				return
			}
			liveObjs[obj] = true
			if t, ok := obj.(*tracedObj); ok {
				walk(t.ref, t.target, path+".h")
			}
		default:
			if v != mv.word {
				m.fail("%s: word %#x, want %#x", path, uint64(v), uint64(mv.word))
			}
		}
	}
	for i := range m.roots {
		walk(m.roots[i], m.model[i], "root"+strconv.Itoa(i))
	}
	s := m.h.Stats()
	if s.LiveWords != words {
		m.fail("%d live words after collection, model reaches %d", s.LiveWords, words)
	}
	if s.Handles != len(liveObjs) {
		m.fail("%d live handles, model reaches %d", s.Handles, len(liveObjs))
	}
	kept := 0
	for i, v := range m.handles {
		obj, ok := m.h.Handle(v)
		if liveObjs[m.objs[i]] {
			if !ok || obj != m.objs[i] {
				m.fail("reachable handle %#x lost", uint64(v))
			}
			m.handles[kept], m.objs[kept] = v, m.objs[i]
			kept++
		} else if ok {
			m.fail("unreachable handle %#x not released", uint64(v))
		}
	}
	clear(m.objs[kept:])
	m.handles, m.objs = m.handles[:kept], m.objs[:kept]
}

// collect measures, collects and verifies: Measure, which neither moves
// nor releases anything, must count what the collection keeps.
func (m *gcModel) collect() {
	before := slices.Clone(m.roots)
	words, bytes := m.h.Measure()
	if !slices.Equal(before, m.roots) {
		m.fail("Measure changed the roots")
	}
	m.h.Collect()
	m.verify()
	if s := m.h.Stats(); s.LiveWords != words || s.HandleBytes != bytes {
		m.fail("Measure counted %d words and %d handle bytes, the collection kept %d and %d", words, bytes, s.LiveWords, s.HandleBytes)
	}
}

// runGraph runs one random graph and returns the collections it caused and
// the verifications done.
func runGraph(t *testing.T, seed uint64, steps int, stress bool) (collections uint64, checks int) {
	h, err := New(Config{MaxBytes: 4 << 20, InitialBytes: 2 << 10, Stress: stress})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	m := &gcModel{t: t, seed: seed, h: h, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	m.roots = make([]Value, 12)
	m.model = make([]mval, len(m.roots))
	for i := range m.model {
		m.roots[i], m.model[i] = Nil, mval{word: Nil}
	}
	h.AddRootWords(m.roots)
	for i := range steps {
		m.step()
		if i%25 == 24 {
			m.collect()
		}
	}
	m.collect()
	return h.Stats().Collections, m.checks
}

func gcStressFactor() int {
	n, _ := strconv.Atoi(os.Getenv("MICROJIT_HEAP_STRESS"))
	return n
}

// TestGCModel runs random graphs with collections at explicit points and
// whenever the (small) threshold is reached. MICROJIT_HEAP_STRESS=N runs N
// times more graphs.
func TestGCModel(t *testing.T) {
	graphs := 1000
	if testing.Short() {
		graphs = 100
	}
	if f := gcStressFactor(); f > 0 {
		graphs *= f
	}
	var collections uint64
	var checks int
	for g := range graphs {
		c, k := runGraph(t, uint64(g), 400, false)
		collections += c
		checks += k
	}
	t.Logf("%d graphs, %d collections, %d full verifications", graphs, collections, checks)
}

// TestGCModelStress collects at every allocation. MICROJIT_HEAP_STRESS=N
// runs N times more graphs.
func TestGCModelStress(t *testing.T) {
	graphs := 200
	if testing.Short() {
		graphs = 20
	}
	if f := gcStressFactor(); f > 0 {
		graphs *= f
	}
	var collections uint64
	var checks int
	for g := range graphs {
		c, k := runGraph(t, uint64(1e6+g), 300, true)
		collections += c
		checks += k
	}
	t.Logf("%d graphs, %d collections (one per allocation), %d full verifications", graphs, collections, checks)
}

func ExampleHeap_AddRootWords() {
	h, _ := New(Config{MaxBytes: 1 << 20})
	defer h.Close()
	live := make([]Value, 2) // e.g. the live values of a paused trace exit
	id := h.AddRootWords(live)
	live[0], _ = h.AllocWords(1, 2)
	h.SetSlot(live[0], 0, Float(2.5))
	live[1], _ = h.Int64(1 << 60) // boxed: a safe point, live[0] may move
	h.Collect()
	n, _ := h.AsInt64(live[1])
	fmt.Println(h.Slot(live[0], 0).Float(), n)
	h.RemoveRoots(id)
	// Output: 2.5 1152921504606846976
}
