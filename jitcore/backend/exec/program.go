package exec

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// instr is one decoded op. Registers are indices into the frame's register
// file: op results first, then constants.
type instr struct {
	op     ir.Opcode
	region int32
	dst    int32
	a, b   int32
	imm    int64 // displacement, guard index, function index, arg-list index
}

// program is a trace decoded for the executor.
type program struct {
	trace  *ir.Trace
	code   []instr
	nregs  int
	consts []int64 // initial values of the constant registers
	// argLists holds the register lists of calls, labels and jumps.
	argLists [][]int32
	guards   []*backend.Guard
	// guardLive[k] are the registers of guard k's live values.
	guardLive [][]int32
	// guardStores[k] are guard k's delayed stores (ir.Snapshot.Stores).
	guardStores [][]instr
	// callSites are the calls of compiled functions (in.a of a
	// call_trace), callLive their live values' registers, callees the
	// programs they call (nil: the trace itself).
	callSites []*backend.Guard
	callLive  [][]int32
	callees   []*program
	// callRoots are, per call_trace, the registers of the heap words
	// live across it: the roots of a collection in the callee.
	callRoots [][]int32
	calls     []call   // calls out (in.a of a call or call_pure)
	targets   []target // jumps into other loops, by jump instr
	labelPC   int      // index of the instruction after the label
	labelArgs []int32
	headers   []int64 // the headers of allocations (instr.b of OpNew)
	// invalid is set when the trace is invalidated (Backend.Invalidate):
	// its guard_not_invalidated guards fail.
	invalid atomic.Bool
	// arrivals counts the arrivals at the label, or at the start of a
	// trace without one, when the program was decoded to count them: an
	// OpLabel instruction is there then.
	arrivals int64
}

// call is a call out of the trace: its function, the results its result
// ops take (in registers dst+1, dst+2, ...: they follow the call; result
// 0 goes to dst), whether memory regions are read again after it, and,
// for a function that collects, the registers of the heap words live
// across it.
type call struct {
	f       *ir.Func
	results []int
	refresh bool
	roots   []int32
}

// target is where a jump into another loop goes: its first
// instruction, its inputs in registers 0..n-1, or with label set, the
// instruction after its label, its label's arguments in their registers.
type target struct {
	p     *program
	label bool
}

func (p *program) Guards() []*backend.Guard    { return p.guards }
func (p *program) CallSites() []*backend.Guard { return p.callSites }
func (p *program) Size() int                   { return len(p.code) * 32 }

// Listing prints the decoded program.
func (p *program) Listing() string {
	var b strings.Builder
	for i, in := range p.code {
		fmt.Fprintf(&b, "%4d %-12s dst=r%d a=r%d b=r%d imm=%d\n", i, in.op, in.dst, in.a, in.b, in.imm)
	}
	return b.String()
}

// decode builds the program for t; with count, it counts its arrivals.
func decode(t *ir.Trace, funcs []*ir.Func, loops func(int) backend.Code, count bool) (*program, error) {
	n := len(t.Ops)
	p := &program{trace: t, nregs: n + len(t.Consts), labelPC: -1}
	for _, c := range t.Consts {
		p.consts = append(p.consts, c.Bits)
	}
	reg := func(v ir.Value) int32 {
		if v.IsConst() {
			return int32(n + v.ConstIndex())
		}
		return int32(v)
	}
	regList := func(vs []ir.Value) []int32 {
		l := make([]int32, len(vs))
		for i, v := range vs {
			l[i] = reg(v)
		}
		return l
	}
	regs := func(vs []ir.Value) int32 {
		p.argLists = append(p.argLists, regList(vs))
		return int32(len(p.argLists) - 1)
	}
	p.guards = backend.NewGuards(t, nil)
	p.callSites = backend.NewCallSites(t, nil)
	var hw []bool
	var last []int
	roots := func(i int) []int32 {
		if hw == nil {
			hw, last = t.HeapWords(), t.LastUses()
		}
		return regList(ir.LiveHeapWords(hw, last, i))
	}
	if count && !slices.ContainsFunc(t.Ops, func(op ir.Op) bool { return op.Code == ir.OpLabel }) {
		p.code = append(p.code, instr{op: ir.OpLabel})
	}
	guardIdx := 0
	for i := range t.Ops {
		op := &t.Ops[i]
		in := instr{op: op.Code, region: op.Region, dst: int32(i), imm: op.Aux}
		if len(op.Args) > 0 {
			in.a = reg(op.Args[0])
		}
		if len(op.Args) > 1 {
			in.b = reg(op.Args[1])
		}
		switch {
		case op.Code == ir.OpInput:
			continue // inputs are written into their registers on entry
		case op.Code == ir.OpLabel:
			p.labelArgs = p.argLists[regs(op.Args)]
			p.labelPC = len(p.code)
			if !count {
				continue
			}
		case op.Code.IsCall():
			f, err := backend.CheckCall(t, i, funcs)
			if err != nil {
				return nil, err
			}
			c := call{f: f, refresh: op.RefreshesRegions()}
			for j := i + 1; j <= i+t.ResultOps(i); j++ {
				c.results = append(c.results, int(t.Ops[j].Aux))
			}
			if op.MayCollect() {
				c.roots = roots(i)
			}
			p.calls = append(p.calls, c)
			in.a, in.b = int32(len(p.calls)-1), regs(op.Args)
		case op.Code == ir.OpCallResult:
			continue // the call writes it
		case op.Code == ir.OpCallTrace:
			var callee *program // the trace itself
			if op.Aux >= 0 {
				c, ok := loops(int(op.Aux)).(*program)
				if !ok {
					return nil, fmt.Errorf("op %d calls function %d, which is not executor code", i, op.Aux)
				}
				callee = c
			}
			k := len(p.callees)
			p.callees, p.callLive = append(p.callees, callee), append(p.callLive, regList(p.callSites[k].Live))
			var r []int32
			if op.MayCollect() {
				r = roots(i)
			}
			p.callRoots = append(p.callRoots, r)
			in.a, in.b = int32(k), regs(op.Args)
		case op.Code == ir.OpJump:
			in.b = regs(op.Args)
			if op.Aux >= 0 {
				tp, ok := loops(int(op.Aux)).(*program)
				if !ok {
					return nil, fmt.Errorf("op %d jumps to loop %d, which is not executor code", i, op.Aux)
				}
				if op.ToLabel() && (tp.labelPC < 0 || len(op.Args) != len(tp.labelArgs)) {
					return nil, fmt.Errorf("op %d passes %d values to the label of loop %d, which has %d", i, len(op.Args), op.Aux, len(tp.labelArgs))
				}
				p.targets = append(p.targets, target{p: tp, label: op.ToLabel()})
				in.imm = int64(len(p.targets) - 1)
			} else {
				if p.labelPC < 0 {
					return nil, fmt.Errorf("op %d jumps to a missing label", i)
				}
				in.imm = -1
			}
		case op.Code.Info().Guard:
			g := p.guards[guardIdx]
			p.guardLive = append(p.guardLive, regList(g.Live))
			var stores []instr
			for _, st := range g.Snapshot.Stores {
				stores = append(stores, instr{op: st.Code, region: st.Region, a: reg(st.Args[0]), b: reg(st.Args[1]), imm: st.Aux})
			}
			p.guardStores = append(p.guardStores, stores)
			in.imm = int64(guardIdx)
			guardIdx++
			if op.Code == ir.OpNew {
				p.headers = append(p.headers, op.Aux)
				in.b = int32(len(p.headers) - 1)
			}
			if op.Code == ir.OpPoll {
				if op.Aux > math.MaxInt32 {
					return nil, fmt.Errorf("op %d polls offset %d of its region, beyond the executor's reach", i, op.Aux)
				}
				in.b = int32(op.Aux)
			}
		}
		p.code = append(p.code, in)
	}
	return p, nil
}

// Footprint estimates the program's memory besides its trace.
func (p *program) Footprint() int {
	n := int(unsafe.Sizeof(*p)) + cap(p.code)*int(unsafe.Sizeof(instr{})) + cap(p.consts)*8 +
		backend.GuardsFootprint(p.guards) + backend.GuardsFootprint(p.callSites) +
		int32sFootprint(p.argLists) + int32sFootprint(p.guardLive) + int32sFootprint(p.callLive) + int32sFootprint(p.callRoots) +
		cap(p.callees)*8 + cap(p.targets)*int(unsafe.Sizeof(target{})) + cap(p.headers)*8 + cap(p.calls)*int(unsafe.Sizeof(call{}))
	for _, c := range p.calls {
		n += cap(c.roots) * 4
	}
	for _, s := range p.guardStores {
		n += cap(s) * int(unsafe.Sizeof(instr{}))
	}
	return n + cap(p.guardStores)*int(unsafe.Sizeof(p.guardStores))
}

// int32sFootprint is the memory of lists.
func int32sFootprint(lists [][]int32) int {
	n := cap(lists) * int(unsafe.Sizeof(lists))
	for _, l := range lists {
		n += cap(l) * 4
	}
	return n
}
