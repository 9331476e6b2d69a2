package jitcore

import (
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/resume"
)

// A tiny language for testing the driver: a frame of three int registers
// and this fixed program, whose branch flips after `flip` iterations (or,
// when mask is set, goes one way when r0 & mask is 0, the other when not):
//
//	0: if r0 >= n goto 5
//	1: r1 += r0
//	2: if r0 < flip { r2 += 1 } else { r2 += 3 }
//	3: r0 += 1
//	4: goto 0            (backward jump: loop header 0)
//	5: halt
//
// greens: pc; reds: r0 r1 r2 (all in every snapshot).
type tiny struct {
	n, flip int64
	mask    int64
	pc      int
	r       [3]int64
	d       *Driver
	sites   [6]Site
	// nest, when set, makes instruction 1 r1 += nest.call(r0), a call
	// out of compiled code that runs the program again (reentrant_test.go),
	// and shares its loop header with those runs.
	nest *nesting
}

// site is the Site of the loop header at pc.
func (m *tiny) site(pc int) *Site {
	if m.nest != nil {
		return &m.nest.sites[pc]
	}
	return &m.sites[pc]
}

func (m *tiny) Regions() [][]byte { return nil }

// interpret runs to the end, entering the JIT at the loop header.
func (m *tiny) interpret() {
	for {
		switch m.pc {
		case 0:
			if m.r[0] >= m.n {
				m.pc = 5
				continue
			}
		case 1:
			if m.nest != nil {
				m.r[1] += m.nest.call(m.r[0])
			} else {
				m.r[1] += m.r[0]
			}
		case 2:
			if m.mask != 0 && m.r[0]&m.mask == 0 || m.mask == 0 && m.r[0] < m.flip {
				m.r[2]++
			} else {
				m.r[2] += 3
			}
		case 3:
			m.r[0]++
		case 4:
			m.pc = 0
			if m.d != nil {
				m.header()
			}
			continue
		case 5:
			return
		}
		m.pc++
	}
}

func (m *tiny) header() {
	s := m.site(m.pc)
	if s.Loop == nil {
		if m.d.Hot(s) {
			rec := m.d.RecordLoop(s, "pc 0", []ir.Type{ir.Int, ir.Int, ir.Int}, m.r[:], m)
			m.record(rec, []ir.Value{rec.Input(0), rec.Input(1), rec.Input(2)})
		}
		return
	}
	ex := m.run(s.Loop)
	m.resume(ex)
	if ex.Bridge {
		rec, frames := m.d.RecordBridge(ex, m)
		m.record(rec, frames[0].Slots)
	}
}

// run runs l, counting the Runs under way in a nesting.
func (m *tiny) run(l *Loop) *resume.Exit {
	if m.nest == nil {
		return m.d.Run(l, m.r[:], m, 0)
	}
	m.nest.inRun++
	ex := m.d.Run(l, m.r[:], m, 0)
	m.nest.inRun--
	return ex
}

func (m *tiny) resume(ex *resume.Exit) {
	f := ex.Frames[0]
	m.pc = int(f.Greens[0])
	copy(m.r[:], f.Slots)
}

// record is the recording interpreter of the same program.
func (m *tiny) record(rec *Recording, r []ir.Value) {
	r = append([]ir.Value(nil), r...)
	defer func() {
		for i, v := range r {
			m.r[i] = rec.Concrete(v)
		}
	}()
	for !rec.Done() {
		if why := rec.Aborted(); why != "" {
			rec.Abandon(why)
			return
		}
		rec.Begin(ir.Frame{Greens: []int64{int64(m.pc)}, Where: "pc", Slots: r})
		switch m.pc {
		case 0:
			if !rec.Branch(rec.Op(ir.OpLt, r[0], rec.Const(m.n))) {
				m.pc = 5
				continue
			}
		case 1:
			x := r[0]
			if m.nest != nil {
				x = rec.Call(0, r[0])[0]
			}
			r[1] = rec.Op(ir.OpAdd, r[1], x)
		case 2:
			cond := rec.Op(ir.OpLt, r[0], rec.Const(m.flip))
			if m.mask != 0 {
				cond = rec.Op(ir.OpEq, rec.Op(ir.OpAnd, r[0], rec.Const(m.mask)), rec.Const(0))
			}
			if rec.Branch(cond) {
				r[2] = rec.Op(ir.OpAdd, r[2], rec.Const(1))
			} else {
				r[2] = rec.Op(ir.OpAdd, r[2], rec.Const(3))
			}
		case 3:
			r[0] = rec.Op(ir.OpAdd, r[0], rec.Const(1))
		case 4:
			m.pc = 0
			rec.AtHeader(m.site(0), r...)
			continue
		case 5:
			rec.Abandon("the program ends")
			return
		}
		m.pc++
	}
}

func TestTinyLanguage(t *testing.T) {
	want := tiny{n: 5000, flip: 2000}
	want.interpret()
	tests := []struct {
		name        string
		params      string
		wantBridges bool
	}{
		{"eager", "threshold=1,trace_eagerness=1", true},
		{"default", "", true},
		{"no bridges", "threshold=5,trace_eagerness=100000", false},
		{"hot after the flip", "threshold=3000", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := config.DefaultParams()
			p.Backend = "exec"
			if err := p.Set(tt.params); err != nil {
				t.Fatal(err)
			}
			d, err := NewDriver(config.Options{Params: p}, nil)
			if err != nil {
				t.Fatal(err)
			}
			m := tiny{n: 5000, flip: 2000, d: d}
			m.interpret()
			if m.r != want.r {
				t.Fatalf("registers %v, interpreter gave %v", m.r, want.r)
			}
			s := d.Stats()
			if s.Loops != 1 {
				t.Errorf("loops = %d, want 1", s.Loops)
			}
			if tt.wantBridges && s.Bridges == 0 {
				t.Errorf("no bridge was compiled: %+v", s)
			}
			if s.GuardFailures == 0 {
				t.Errorf("no guard ever failed: %+v", s)
			}
		})
	}
}
