package trace

import (
	"encoding/binary"

	"github.com/microjit/microjit/jitcore/ir"
)

// Enter records the ops of loop entry e (a trace of kind ir.LoopEntry:
// how to enter a peeled loop at its label, ir's entry.go) with its inputs
// bound to vals, the values of the loop's inputs, and returns what the
// trace passes to the loop's label (JumpToLabel). Its guards resume at
// the current instruction, like any other of the instruction's.
//
// Nothing is recorded and ok is false when a guard of e does not hold on
// the concrete values (the trace would leave there every time), or when
// the current instruction has had an effect (its guards could not resume
// there): the trace should jump to the loop's start (JumpTo).
func (r *Recorder) Enter(e *ir.Trace, vals []ir.Value) (args []ir.Value, ok bool) {
	if r.effect || r.frames == nil || len(vals) != len(e.Inputs) || !r.entryHolds(e, vals) {
		return nil, false
	}
	m := make([]ir.Value, len(e.Ops))
	var results []ir.Value // of the last call
	arg := func(v ir.Value) ir.Value {
		if v.IsConst() {
			c := e.Consts[v.ConstIndex()]
			return r.T.Const(c.Type, c.Bits)
		}
		return m[v]
	}
	for i := range e.Ops {
		op := &e.Ops[i]
		switch {
		case op.Code == ir.OpInput:
			m[i] = vals[op.Aux]
		case op.Code == ir.OpGuardTrue || op.Code == ir.OpGuardFalse:
			r.Branch(arg(op.Args[0]))
		case op.Code == ir.OpGuardValue:
			r.Branch(r.Op(ir.OpEq, arg(op.Args[0]), arg(op.Args[1])))
		case op.Code == ir.OpRegionLen:
			m[i] = r.RegionLen(int(op.Region))
		case op.Code == ir.OpLoad8U:
			m[i] = r.Load8U(int(op.Region), arg(op.Args[0]), op.Aux)
		case op.Code == ir.OpLoad64:
			m[i] = r.Load64(int(op.Region), arg(op.Args[0]), op.Aux)
		case op.Code == ir.OpCallPure:
			cargs := make([]ir.Value, len(op.Args))
			for j, a := range op.Args {
				cargs[j] = arg(a)
			}
			results = r.Call(int(op.Aux), cargs...)
			if len(results) > 0 {
				m[i] = results[0]
			}
		case op.Code == ir.OpCallResult:
			m[i] = results[op.Aux]
		case op.Code == ir.OpJump:
			for _, a := range op.Args {
				args = append(args, arg(a))
			}
		default: // a pure op
			b := ir.None
			if len(op.Args) > 1 {
				b = arg(op.Args[1])
			}
			m[i] = r.Op(op.Code, arg(op.Args[0]), b)
		}
	}
	return args, true
}

// entryHolds runs e on the concrete values of vals and reports whether
// every guard holds (and every load is inside its region).
func (r *Recorder) entryHolds(e *ir.Trace, vals []ir.Value) bool {
	regions := r.mem.Regions()
	x := make([]int64, len(e.Ops))
	var results []int64 // of the last call
	val := func(v ir.Value) int64 {
		if v.IsConst() {
			return e.Consts[v.ConstIndex()].Bits
		}
		return x[v]
	}
	for i := range e.Ops {
		op := &e.Ops[i]
		switch op.Code {
		case ir.OpInput:
			x[i] = r.Concrete(vals[op.Aux])
		case ir.OpGuardTrue, ir.OpGuardFalse:
			if (val(op.Args[0]) != 0) != (op.Code == ir.OpGuardTrue) {
				return false
			}
		case ir.OpGuardValue:
			if val(op.Args[0]) != val(op.Args[1]) {
				return false
			}
		case ir.OpRegionLen:
			x[i] = int64(len(regions[op.Region]))
		case ir.OpLoad8U, ir.OpLoad64:
			mem := regions[op.Region]
			off, n := val(op.Args[0])+op.Aux, int64(1)
			if op.Code == ir.OpLoad64 {
				n = 8
			}
			if off < 0 || off > int64(len(mem))-n {
				return false
			}
			if n == 1 {
				x[i] = int64(mem[off])
			} else {
				x[i] = int64(binary.LittleEndian.Uint64(mem[off:]))
			}
		case ir.OpCallPure:
			f := r.funcs[op.Aux]
			a := make([]int64, len(op.Args))
			for j, v := range op.Args {
				a[j] = val(v)
			}
			results = make([]int64, f.NumResults())
			f.Fn(a, results)
			if len(results) > 0 {
				x[i] = results[0]
			}
		case ir.OpCallResult:
			x[i] = results[op.Aux]
		case ir.OpJump:
		default:
			var b int64
			if len(op.Args) > 1 {
				b = val(op.Args[1])
			}
			x[i] = ir.Eval(op.Code, val(op.Args[0]), b)
		}
	}
	return true
}

// JumpToLabel ends the trace with a jump to the label of compiled loop
// id, passing what Enter returned for that loop's entry.
func (r *Recorder) JumpToLabel(id int, args ...ir.Value) {
	r.uncheckedStatuses()
	r.emit(ir.Op{Code: ir.OpJump, Args: args, Aux: int64(id), Region: ir.JumpToLabel}, 0)
	r.checkAtStart()
}
