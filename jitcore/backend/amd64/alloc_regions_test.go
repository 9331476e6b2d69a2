//go:build linux && amd64

package amd64

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// allocLoop allocates a one-field object in the heap at regions 0 and 1
// a round and stores i in it, while i < 100; with replace, it first
// calls function 0, which may replace regions.
func allocLoop(replace bool) *ir.Trace {
	b := newTrace(ir.Loop, I)
	i := b.in(0)
	b.label(i)
	if replace {
		b.call(ir.OpCall, 0, I, i)
	}
	o := b.newObj(0, []ir.Value{i})
	b.mem(ir.OpStore64, 1, heap.FirstSlotOffset, b.op(ir.OpRefAddr, o), i)
	i1 := b.op(ir.OpAdd, i, b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{i1}, b.op(ir.OpLt, i1, b.c(100)))
	return b.jump(-1, i1)
}

// allocRecord is a rawmem allocation record of size bytes (at least its
// Top and Limit) with top and limit.
func allocRecord(t *testing.T, m *testMem, size int, top, limit uint64) []byte {
	rec := m.alloc(t, size)
	binary.LittleEndian.PutUint64(rec[heap.AllocTopOffset:], top)
	binary.LittleEndian.PutUint64(rec[heap.AllocLimitOffset:], limit)
	return rec
}

// TestAllocRegionsChecked runs an allocating loop on heaps that are
// missing or malformed: inline allocation would read or write outside
// them (an empty region is address 0), so Run must end with Err instead,
// on both backends, also when a call breaks the heap while the code
// runs. A well-formed but small heap runs until it is full.
func TestAllocRegionsChecked(t *testing.T) {
	const spaceWords = 8
	tests := []struct {
		name    string
		regions func(t *testing.T, m *testMem) [][]byte
		replace bool   // a call replaces region 0 by an empty one
		wantErr string // "": the allocation's guard fails when the heap is full
	}{
		{name: "well-formed", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{allocRecord(t, m, heap.AllocRecordSize, 0, spaceWords), m.alloc(t, spaceWords*8)}
		}},
		{name: "empty record", wantErr: "region 0 has 0 bytes", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{nil, m.alloc(t, spaceWords*8)}
		}},
		{name: "short record", wantErr: "region 0 has 8 bytes", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{m.alloc(t, 4096)[:8], m.alloc(t, spaceWords*8)}
		}},
		{name: "no space", wantErr: "no heap in memory regions 0 and 1", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{allocRecord(t, m, heap.AllocRecordSize, 0, spaceWords)}
		}},
		{name: "limit past the space", wantErr: "limit 1000, space 8 words", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{allocRecord(t, m, heap.AllocRecordSize, 0, 1000), m.alloc(t, spaceWords*8)}
		}},
		{name: "top past the limit", wantErr: "is malformed", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{allocRecord(t, m, heap.AllocRecordSize, 1<<62, 4), m.alloc(t, spaceWords*8)}
		}},
		{name: "broken by a call", replace: true, wantErr: "region 0 has 0 bytes", regions: func(t *testing.T, m *testMem) [][]byte {
			return [][]byte{allocRecord(t, m, heap.AllocRecordSize, 0, spaceWords), m.alloc(t, spaceWords*8)}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, be := range []backend.Backend{exec.New(), newNative(t, Config{})} {
				m := &testMem{raw: true}
				m.regions = tt.regions(t, m)
				calls := 0
				funcs := []*ir.Func{intFunc("break", 0, func([]int64) int64 {
					if calls++; calls == 2 {
						m.regions[0] = nil
					}
					return 0
				})}
				c, err := be.Compile(allocLoop(tt.replace), funcs, func(int) backend.Code { return nil })
				if err != nil {
					t.Fatal(err)
				}
				st := be.Run(c, []int64{0}, m, 0, nil)
				switch {
				case tt.wantErr == "" && (st.Err != nil || st.Guard == nil || st.Guard.Op != 2):
					t.Errorf("%s: Run ended with %+v, want the allocation's guard", be.Name(), st)
				case tt.wantErr == "":
					if want := []int64{spaceWords / 2}; st.Live[0] != want[0] {
						t.Errorf("%s: the heap was full at i = %d, want %d", be.Name(), st.Live[0], want[0])
					}
				case st.Err == nil || !strings.Contains(st.Err.Error(), tt.wantErr):
					t.Errorf("%s: Run ended with %+v, want an error saying %q", be.Name(), st, tt.wantErr)
				}
				if nb, ok := be.(*Backend); ok && nb.Stats().ExecFallbacks != 0 {
					t.Errorf("native: %+v, want no executor fallback", nb.Stats())
				}
			}
		})
	}
}

// TestGoRegionAfterCall: a call that replaces a region by Go memory while
// native code runs ends the Run with Err (native code may not touch it,
// and the executor cannot start in the middle of a trace).
func TestGoRegionAfterCall(t *testing.T) {
	be := newNative(t, Config{})
	m := &testMem{raw: true}
	m.regions = [][]byte{allocRecord(t, m, heap.AllocRecordSize, 0, 8), m.alloc(t, 64)}
	funcs := []*ir.Func{intFunc("replace", 0, func([]int64) int64 {
		m.regions[1] = make([]byte, 64)
		return 0
	})}
	c, err := be.Compile(allocLoop(true), funcs, func(int) backend.Code { return nil })
	if err != nil {
		t.Fatal(err)
	}
	st := be.Run(c, []int64{0}, m, 0, nil)
	if st.Err == nil || !strings.Contains(st.Err.Error(), `function "replace" replaced a memory region`) {
		t.Errorf("Run ended with %+v, want an error about the replaced region", st)
	}
}
