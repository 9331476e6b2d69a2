package ir

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
)

// Verify checks that t is well formed: inputs come first, every argument
// is defined before its use (or is a constant), argument and result types
// agree with the opcode, every guard has a snapshot whose values are
// defined before it, a loop has one label, and the trace ends in a jump
// whose arguments match the label's. Allocations and the virtuals of
// snapshots must be well formed too (alloc.go).
func (t *Trace) Verify() error {
	if len(t.Ops) >= virtualBase {
		return fmt.Errorf("%d ops: too many", len(t.Ops))
	}
	labels := -1
	inputsDone := false
	for i := range t.Ops {
		op := &t.Ops[i]
		if err := t.verifyOp(i, op); err != nil {
			return fmt.Errorf("op %d (%s): %v", i, t.OpString(Value(i), nil), err)
		}
		if op.Code == OpInput {
			if inputsDone {
				return fmt.Errorf("op %d: input after other ops", i)
			}
			if int(op.Aux) != i || i >= len(t.Inputs) || t.Inputs[i] != op.Type {
				return fmt.Errorf("op %d: input %d does not match the trace's inputs %v", i, op.Aux, t.Inputs)
			}
		} else {
			inputsDone = true
		}
		if op.Code == OpLabel {
			if labels >= 0 {
				return fmt.Errorf("op %d: second label", i)
			}
			labels = i
		}
		if op.Code == OpJump && i != len(t.Ops)-1 {
			return fmt.Errorf("op %d: jump before the end", i)
		}
		if err := t.verifyFunction(i, op); err != nil {
			return fmt.Errorf("op %d: %v", i, err)
		}
	}
	if len(t.Ops) == 0 {
		return fmt.Errorf("trace does not end in a jump")
	}
	if err := t.verifyCollections(); err != nil {
		return err
	}
	if t.Ops[len(t.Ops)-1].Code == OpReturn {
		return nil // verifyFunction checked where
	}
	if t.Ops[len(t.Ops)-1].Code != OpJump {
		return fmt.Errorf("trace does not end in a jump or a return")
	}
	jump := &t.Ops[len(t.Ops)-1]
	if jump.Aux < 0 && t.Kind != LoopEntry {
		if labels < 0 {
			return fmt.Errorf("jump to the label of a trace without one")
		}
		if err := t.sameTypes(t.Ops[labels].Args, jump.Args); err != nil {
			return fmt.Errorf("jump does not match label: %v", err)
		}
	}
	switch {
	case jump.Region != 0 && (jump.Aux < 0 || jump.Region != JumpToLabel):
		return fmt.Errorf("jump with region %d", jump.Region)
	case t.Kind == LoopEntry && (labels >= 0 || jump.Aux >= 0):
		return fmt.Errorf("a loop entry has a label or jumps to another loop")
	case t.Entry != nil:
		if err := t.verifyEntry(t.Entry, labels); err != nil {
			return fmt.Errorf("entry: %v", err)
		}
	}
	return nil
}

func (t *Trace) verifyOp(i int, op *Op) error {
	info := op.Code.Info()
	if op.Code >= numOpcodes {
		return fmt.Errorf("unknown opcode")
	}
	if info.Arity >= 0 && len(op.Args) != info.Arity {
		return fmt.Errorf("has %d arguments, want %d", len(op.Args), info.Arity)
	}
	for _, a := range op.Args {
		if err := t.defined(a, i); err != nil {
			return err
		}
	}
	switch op.Code {
	case OpInput, OpCall, OpCallPure, OpCallResult, OpCallTrace:
	case OpLoad64:
		if !op.Type.IsWord() {
			return fmt.Errorf("result type %s, want int or ref", op.Type)
		}
	default:
		if op.Type != info.Result {
			return fmt.Errorf("result type %s, want %s", op.Type, info.Result)
		}
	}
	if err := t.verifyCall(i, op); err != nil {
		return err
	}
	if err := t.argTypes(op); err != nil {
		return err
	}
	if info.Snap {
		if op.Snap < 0 || int(op.Snap) >= len(t.Snapshots) {
			return fmt.Errorf("guard without a snapshot")
		}
		if err := t.verifySnapshot(&t.Snapshots[op.Snap], i); err != nil {
			return fmt.Errorf("snapshot: %v", err)
		}
	}
	if op.Code == OpGuardFalse && op.Aux == BoxesOnOverflow {
		if c := op.Args[0]; c < 0 || !t.Ops[c].Code.IsOverflowTest() || op.Region < 0 {
			return fmt.Errorf("boxes on overflow but does not guard an overflow test, or names region %d", op.Region)
		}
	}
	if op.Code == OpPoll && (op.Region < 0 || op.Aux < 0 || op.Aux%PollWordBytes != 0) {
		return fmt.Errorf("polls region %d at %d, not an aligned word", op.Region, op.Aux)
	}
	if op.Code == OpNew {
		if op.Region < 0 || op.Region == 1<<31-1 {
			return fmt.Errorf("allocates in region %d", op.Region)
		}
		if !validHeader(op.Aux) {
			return fmt.Errorf("header %#x is not one of an object a trace may allocate", op.Aux)
		}
	}
	return nil
}

// verifySnapshot checks that the values of s, used by the guard at op
// number at, are defined there, and that its virtuals are well formed: a
// valid header, one field per body word, and virtual references inside
// the snapshot.
func (t *Trace) verifySnapshot(s *Snapshot, at int) error {
	if k := int(s.Twin) - 1; s.Twin != 0 && (k < 0 || k >= at || !t.Ops[k].Code.Info().Guard) {
		return fmt.Errorf("twin op %d is not an earlier guard", k)
	}
	check := func(v Value, none bool) error {
		switch {
		case v == None:
			if !none {
				return fmt.Errorf("a virtual's field is _")
			}
			return nil
		case v.IsVirtual():
			if v.VirtualIndex() >= len(s.Virtuals) {
				return fmt.Errorf("refers to virtual v%d of %d", v.VirtualIndex(), len(s.Virtuals))
			}
			return nil
		}
		return t.defined(v, at)
	}
	for _, f := range s.Frames {
		for _, v := range f.Slots {
			if err := check(v, true); err != nil {
				return err
			}
		}
	}
	for k := range s.Stores {
		st := &s.Stores[k]
		if (st.Code != OpStore8 && st.Code != OpStore64) || len(st.Args) != 2 || st.Region < 0 {
			return fmt.Errorf("delayed store %d is not a store8 or store64 to a region", k)
		}
		for _, v := range st.Args {
			if v == None || v.IsVirtual() {
				return fmt.Errorf("delayed store %d stores or addresses %s", k, t.ValueString(v))
			}
			if err := t.defined(v, at); err != nil {
				return fmt.Errorf("delayed store %d: %v", k, err)
			}
		}
		if err := t.argTypes(st); err != nil {
			return fmt.Errorf("delayed store %d: %v", k, err)
		}
	}
	for k, vo := range s.Virtuals {
		if vo.Region < 0 || !validHeader(vo.Header) {
			return fmt.Errorf("virtual v%d: bad region %d or header %#x", k, vo.Region, vo.Header)
		}
		if want := BodyWords(vo.Header); len(vo.Fields) != want {
			return fmt.Errorf("virtual v%d has %d fields, its header says %d", k, len(vo.Fields), want)
		}
		for _, v := range vo.Fields {
			if err := check(v, false); err != nil {
				return fmt.Errorf("virtual v%d: %v", k, err)
			}
		}
		if vo.Int && (vo.Header != int64(heap.BoxedInt64Header) || vo.Fields[0].IsVirtual() || t.TypeOf(vo.Fields[0]) != Int) {
			return fmt.Errorf("virtual v%d: an int virtual must have a boxed int's header and an int value", k)
		}
	}
	return nil
}

// defined checks that v is a constant or an op before op number at.
func (t *Trace) defined(v Value, at int) error {
	if v.IsConst() {
		if v.ConstIndex() >= len(t.Consts) {
			return fmt.Errorf("constant %d does not exist", v.ConstIndex())
		}
		return nil
	}
	if v < 0 || int(v) >= at {
		return fmt.Errorf("uses %s before it is defined", t.ValueString(v))
	}
	if t.Ops[v].Type == Void {
		return fmt.Errorf("uses the result of %s, which has none", t.Ops[v].Code)
	}
	return nil
}

// argTypes checks argument types per opcode family.
func (t *Trace) argTypes(op *Op) error {
	want := func(typ Type, args ...Value) error {
		for _, a := range args {
			if got := t.TypeOf(a); !got.Compatible(typ) {
				return fmt.Errorf("argument %s is %s, want %s", t.ValueString(a), got, typ)
			}
		}
		return nil
	}
	switch op.Code {
	case OpFAdd, OpFSub, OpFMul, OpFDiv, OpFNeg, OpFLt, OpFLe, OpFEq, OpFloatToInt:
		return want(Float, op.Args...)
	case OpLoad8U, OpLoad64, OpGuardTrue, OpGuardFalse, OpIntToFloat:
		return want(Int, op.Args...)
	case OpStore8:
		return want(Int, op.Args...)
	case OpStore64:
		return want(Int, op.Args[0])
	case OpScan8:
		if c, ok := t.ConstBits(op.Args[1]); !ok || c == 0 {
			return fmt.Errorf("scan8's stride must be a nonzero constant")
		}
		return want(Int, op.Args...)
	case OpGuardValue:
		if !op.Args[1].IsConst() {
			return fmt.Errorf("guard_value's second argument must be a constant")
		}
		return t.sameTypes(op.Args[:1], op.Args[1:])
	case OpLabel, OpJump, OpCall, OpCallPure, OpCallResult, OpCallTrace, OpReturn:
		return nil
	}
	if op.Code.Info().Pure {
		return want(Int, op.Args...)
	}
	return nil
}

func (t *Trace) sameTypes(a, b []Value) error {
	if len(a) != len(b) {
		return fmt.Errorf("%d values vs %d", len(a), len(b))
	}
	for i := range a {
		if ta, tb := t.TypeOf(a[i]), t.TypeOf(b[i]); !ta.Compatible(tb) {
			return fmt.Errorf("value %d: %s vs %s", i, ta, tb)
		}
	}
	return nil
}
