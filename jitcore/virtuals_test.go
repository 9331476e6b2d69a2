package jitcore

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt"
)

// boxlang is a small language for testing allocation removal: a frame of
// three local slots holding heap.Values (x and c immediate integers, b a
// ref to a one-slot box object on a jitcore heap) and this fixed program,
// which allocates a new box every iteration and whose branch flips after
// flip iterations:
//
//	0: if x >= n goto 5
//	1: b = box(unbox(b) + x)
//	2: if x < flip { c += 1 } else { c += 3 }
//	3: x += 1
//	4: goto 0            (backward jump: loop header 0)
//	5: halt
//
// greens: pc; reds: x b c. The heap's regions are the language's regions
// 0 (allocation record) and 1 (space).
type boxlang struct {
	n, flip int64
	pc      int
	s       [3]heap.Value
	h       *heap.Heap
	d       *Driver
	sites   [6]Site
	// collect makes every compiled-code exit a collection: the spaces
	// flip while traces hold refs in their snapshots.
	collect bool
	// inline counts the words compiled code allocated (Top moves not
	// made by Go), and iters the iterations it ran.
	inline, iters int64
}

const (
	boxRegion = 0
	boxClass  = 5
)

var boxHeader = heap.MakeHeader(heap.ObjWords, boxClass, 1)

func small(n int64) heap.Value {
	v, ok := heap.SmallInt(n)
	if !ok {
		panic("boxlang: integer out of range")
	}
	return v
}

func newBoxlang(t testing.TB, n, flip int64, cfg heap.Config) *boxlang {
	h, err := heap.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	m := &boxlang{n: n, flip: flip, h: h}
	h.AddRoots(m)
	b, err := h.AllocWords(boxClass, 1)
	if err != nil {
		t.Fatal(err)
	}
	m.s = [3]heap.Value{small(0), b, small(0)}
	return m
}

func (m *boxlang) Regions() [][]byte {
	r := m.h.Regions()
	return r[:]
}

func (m *boxlang) Heap(int32) *heap.Heap { return m.h }

func (m *boxlang) VisitRoots(visit func(*heap.Value)) {
	for i := range m.s {
		visit(&m.s[i])
	}
}

// result is x, unbox(b) and c as integers.
func (m *boxlang) result() [3]int64 {
	return [3]int64{m.s[0].Int(), m.h.Slot(m.s[1], 0).Int(), m.s[2].Int()}
}

// interpret runs to the end, entering the JIT at the loop header.
func (m *boxlang) interpret() error {
	for {
		switch m.pc {
		case 0:
			if int64(m.s[0]) >= int64(small(m.n)) {
				m.pc = 5
				continue
			}
		case 1:
			nb, err := m.h.AllocWords(boxClass, 1) // a safe point: m.s is rooted
			if err != nil {
				return err
			}
			m.h.SetSlot(nb, 0, m.h.Slot(m.s[1], 0)+m.s[0])
			m.s[1] = nb
		case 2:
			if int64(m.s[0]) < int64(small(m.flip)) {
				m.s[2] += small(1)
			} else {
				m.s[2] += small(3)
			}
		case 3:
			m.s[0] += small(1)
		case 4:
			m.pc = 0
			if m.d != nil {
				if err := m.header(); err != nil {
					return err
				}
			}
			continue
		case 5:
			return nil
		}
		m.pc++
	}
}

func (m *boxlang) slots() []int64 { return []int64{int64(m.s[0]), int64(m.s[1]), int64(m.s[2])} }

func (m *boxlang) header() error {
	s := &m.sites[0]
	if s.Loop == nil {
		if m.d.Hot(s) {
			rec := m.d.RecordLoop(s, "pc 0", []ir.Type{ir.Int, ir.Int, ir.Int}, m.slots(), m)
			m.record(rec, []ir.Value{rec.Input(0), rec.Input(1), rec.Input(2)})
		}
		return nil
	}
	top, goWords, x := m.h.AllocRecord().Top, m.h.Stats().AllocatedWords, m.s[0].Int()
	collections := m.h.Stats().Collections
	ex := m.d.Run(s.Loop, m.slots(), m, 0)
	if ex.Err != nil {
		return ex.Err
	}
	if m.h.Stats().Collections == collections {
		m.inline += int64(m.h.AllocRecord().Top-top) - int64(m.h.Stats().AllocatedWords-goWords)
	}
	f := ex.Frames[0]
	m.pc = int(f.Greens[0])
	for i, v := range f.Slots {
		m.s[i] = heap.Value(v)
	}
	m.iters += m.s[0].Int() - x
	if ex.Bridge {
		// Right after Run: the exit's values are not roots.
		rec, frames := m.d.RecordBridge(ex, m)
		m.record(rec, frames[0].Slots)
	}
	if m.collect {
		m.h.Collect()
	}
	return nil
}

// record is the recording interpreter of the same program.
func (m *boxlang) record(rec *Recording, r []ir.Value) {
	r = append([]ir.Value(nil), r...)
	defer func() {
		for i, v := range r {
			m.s[i] = heap.Value(rec.Concrete(v))
		}
	}()
	c := func(v heap.Value) ir.Value { return rec.Const(int64(v)) }
	for !rec.Done() {
		if why := rec.Aborted(); why != "" {
			rec.Abandon(why)
			return
		}
		rec.Begin(ir.Frame{Greens: []int64{int64(m.pc)}, Where: fmt.Sprintf("pc %d", m.pc), Slots: r})
		switch m.pc {
		case 0:
			if !rec.Branch(rec.Op(ir.OpLt, r[0], c(small(m.n)))) {
				m.pc = 5
				continue
			}
		case 1:
			v := rec.LoadField(boxRegion, r[1], 0)
			nb, ok := rec.New(boxRegion, int64(boxHeader))
			if !ok {
				continue // the heap is full: the interpreter does this one
			}
			rec.StoreField(boxRegion, nb, 0, rec.Op(ir.OpAdd, v, r[0]))
			r[1] = nb
		case 2:
			if rec.Branch(rec.Op(ir.OpLt, r[0], c(small(m.flip)))) {
				r[2] = rec.Op(ir.OpAdd, r[2], c(small(1)))
			} else {
				r[2] = rec.Op(ir.OpAdd, r[2], c(small(3)))
			}
		case 3:
			r[0] = rec.Op(ir.OpAdd, r[0], c(small(1)))
		case 4:
			m.pc = 0
			rec.AtHeader(&m.sites[0], r...)
			continue
		case 5:
			rec.Abandon("the program ends")
			return
		}
		m.pc++
	}
}

// withoutVirtuals is enable_opts with every pass but virtuals.
func withoutVirtuals() string {
	names := slices.DeleteFunc(opt.Names(), func(s string) bool { return s == "virtuals" })
	return strings.Join(names, ":")
}

func newBoxDriver(t testing.TB, backend, opts, params string) *Driver {
	p := config.DefaultParams()
	p.Backend = backend
	p.EnableOpts = opts
	if err := p.Set(params); err != nil {
		t.Fatal(err)
	}
	d, err := NewDriver(config.Options{Params: p}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

func backends() []string {
	if runtime.GOARCH == "amd64" && runtime.GOOS == "linux" {
		return []string{"exec", "native"}
	}
	return []string{"exec"}
}

// TestBoxlangAgrees runs boxlang with the JIT in many configurations and
// compares the result with the interpreter's: the guard at pc 2 fails
// mid-loop (when x reaches flip) with the box virtual in its snapshot,
// and with eager bridges the bridge starts from that snapshot. A small
// heap makes compiled allocations run out of room (without virtuals)
// and the interpreter collect often; "collect" collects at every exit
// too.
func TestBoxlangAgrees(t *testing.T) {
	const n, flip = 3000, 1000
	ref := newBoxlang(t, n, flip, heap.Config{InitialBytes: 1 << 12})
	if err := ref.interpret(); err != nil {
		t.Fatal(err)
	}
	want := ref.result()
	for _, be := range backends() {
		for _, opts := range []string{"all", withoutVirtuals()} {
			for _, params := range []string{"threshold=1,trace_eagerness=1", "threshold=7,trace_eagerness=5", ""} {
				for _, collect := range []bool{false, true} {
					name := fmt.Sprintf("%s/virtuals=%v/%q/collect=%v", be, opts == "all", params, collect)
					t.Run(name, func(t *testing.T) {
						m := newBoxlang(t, n, flip, heap.Config{InitialBytes: 1 << 12})
						m.collect = collect
						m.d = newBoxDriver(t, be, opts, params)
						if err := m.interpret(); err != nil {
							t.Fatal(err)
						}
						if got := m.result(); got != want {
							t.Fatalf("x, unbox(b), c = %v, the interpreter gives %v", got, want)
						}
						s := m.d.Stats()
						if s.Loops == 0 || m.iters == 0 {
							t.Fatalf("no compiled iteration: %+v", s)
						}
						if opts == "all" && s.Materialized == 0 {
							t.Errorf("no guard exit materialized a box: %+v", s)
						}
						if params == "threshold=1,trace_eagerness=1" && s.Bridges == 0 {
							t.Errorf("no bridge: %+v", s)
						}
					})
				}
			}
		}
	}
}

// TestBoxlangLoopAllocatesNothing checks that with virtuals the compiled
// loop allocates nothing (its body has no new, and Top does not move
// while it runs), while without virtuals it allocates a box (two words)
// per iteration.
func TestBoxlangLoopAllocatesNothing(t *testing.T) {
	const n = 50000
	for _, be := range backends() {
		for _, virtuals := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/virtuals=%v", be, virtuals), func(t *testing.T) {
				m := newBoxlang(t, n, n, heap.Config{InitialBytes: 64 << 20})
				opts := "all"
				if !virtuals {
					opts = withoutVirtuals()
				}
				m.d = newBoxDriver(t, be, opts, "threshold=3")
				if err := m.interpret(); err != nil {
					t.Fatal(err)
				}
				if want := (n - 1) * n / 2; m.result()[1] != int64(want) {
					t.Fatalf("unbox(b) = %d, want %d", m.result()[1], want)
				}
				if m.iters < n/2 {
					t.Fatalf("only %d compiled iterations", m.iters)
				}
				tr := m.sites[0].Loop.Trace
				news := 0
				for i := slices.IndexFunc(tr.Ops, func(op ir.Op) bool { return op.Code == ir.OpLabel }); i < len(tr.Ops); i++ {
					if tr.Ops[i].Code == ir.OpNew {
						news++
					}
				}
				want := int64(0)
				if !virtuals {
					want = 2 * m.iters
				}
				if m.inline != want {
					t.Errorf("compiled code allocated %d words in %d iterations, want %d", m.inline, m.iters, want)
				}
				if (news == 0) != virtuals {
					t.Errorf("%d allocations in the loop body:\n%s", news, tr)
				}
			})
		}
	}
}

// BenchmarkBoxLoop measures one iteration of boxlang's loop, compiled,
// with allocation removal and without: ns/op is per iteration, words/op
// the words compiled code allocated per iteration.
func BenchmarkBoxLoop(b *testing.B) {
	for _, be := range backends() {
		for _, virtuals := range []bool{true, false} {
			b.Run(fmt.Sprintf("%s/virtuals=%v", be, virtuals), func(b *testing.B) {
				n := int64(b.N) + 10
				m := newBoxlang(b, n, n, heap.Config{})
				opts := "all"
				if !virtuals {
					opts = withoutVirtuals()
				}
				m.d = newBoxDriver(b, be, opts, "threshold=3")
				b.ResetTimer()
				if err := m.interpret(); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(m.inline)/float64(max(m.iters, 1)), "words/op")
			})
		}
	}
}
