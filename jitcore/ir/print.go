package ir

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// String prints the trace in the text form of the package comment.
func (t *Trace) String() string {
	var b strings.Builder
	kind := "loop"
	switch t.Kind {
	case Bridge:
		kind = "bridge"
	case LoopEntry:
		kind = "entry"
	case Function:
		kind = "function"
	}
	fmt.Fprintf(&b, "%s %s\n", kind, t.Name)
	t.writeOps(&b)
	if t.Entry != nil {
		b.WriteString("entry:\n")
		t.Entry.writeOps(&b)
	}
	return b.String()
}

// writeOps prints the ops, one a line, indented.
func (t *Trace) writeOps(b *strings.Builder) {
	for i := range t.Ops {
		b.WriteString("  ")
		b.WriteString(t.OpString(Value(i), nil))
		b.WriteByte('\n')
	}
}

// OpString prints op v; funcs names the call targets (nil prints f<N>).
func (t *Trace) OpString(v Value, funcs []*Func) string {
	op := &t.Ops[v]
	var b strings.Builder
	if op.Type != Void {
		fmt.Fprintf(&b, "%s = ", t.ValueString(v))
	}
	b.WriteString(op.Code.String())
	args := make([]string, len(op.Args))
	for i, a := range op.Args {
		args[i] = t.ValueString(a)
	}
	switch {
	case op.Code == OpInput:
		fmt.Fprintf(&b, " %d", op.Aux)
	case op.Code == OpRegionLen:
		fmt.Fprintf(&b, " m%d", op.Region)
	case op.Code == OpNew:
		fmt.Fprintf(&b, " m%d %#x", op.Region, op.Aux)
	case op.Code == OpPoll:
		fmt.Fprintf(&b, " m%d[%d]", op.Region, op.Aux)
	case op.Code.IsMemory():
		b.WriteString(" " + memoryOperands(op, args))
	case op.Code.IsCall():
		name := "f" + strconv.FormatInt(op.Aux, 10)
		if int(op.Aux) < len(funcs) {
			name = funcs[op.Aux].Name
		}
		fmt.Fprintf(&b, " %s(%s)", name, strings.Join(args, ", "))
		if e := op.Effects &^ Elidable; e != 0 {
			fmt.Fprintf(&b, " %s", e)
		}
	case op.Code == OpCallResult:
		fmt.Fprintf(&b, " %s, %d", args[0], op.Aux)
	case op.Code == OpCallTrace:
		callee := "self"
		if op.Aux >= 0 {
			callee = strconv.FormatInt(op.Aux, 10)
		}
		fmt.Fprintf(&b, " %s(%s)", callee, strings.Join(args, ", "))
		if op.Effects != 0 {
			fmt.Fprintf(&b, " %s", op.Effects)
		}
	case op.ToLabel():
		fmt.Fprintf(&b, " %s -> loop %d label", strings.Join(args, ", "), op.Aux)
	case op.Code == OpJump && op.Aux >= 0:
		fmt.Fprintf(&b, " %s -> loop %d", strings.Join(args, ", "), op.Aux)
	default:
		if len(args) > 0 {
			b.WriteString(" " + strings.Join(args, ", "))
		}
	}
	if op.Code == OpGuardFalse && op.Aux == BoxesOnOverflow {
		fmt.Fprintf(&b, " boxes m%d", op.Region)
	}
	if op.Code.Info().Snap {
		fmt.Fprintf(&b, " %s", t.SnapshotString(int(op.Snap)))
	}
	return b.String()
}

// memoryOperands prints the operands of a load or store: mR[base+disp],
// then the value a store writes.
func memoryOperands(op *Op, args []string) string {
	text := fmt.Sprintf("m%d[%s", op.Region, args[0])
	if op.Aux != 0 {
		text += fmt.Sprintf("%+d", op.Aux)
	}
	text += "]"
	if len(args) > 1 {
		text += ", " + args[1]
	}
	return text
}

// SnapshotString prints snapshot i as [where: slots | where: slots],
// followed by its virtuals, if any, as "; vK = new mR HEADER (fields)"
// (an Int virtual as "; vK = int mR (value)"),
// then its delayed stores as "; store8 mR[base+disp], value", then its
// twin as "; twin of op N":
//
//	[pc 3: i1 v0 ; v0 = new m0 0x13 (i4) ; store8 m1[i1+2], i5]
func (t *Trace) SnapshotString(i int) string {
	if i < 0 || i >= len(t.Snapshots) {
		return fmt.Sprintf("[bad snapshot %d]", i)
	}
	s := &t.Snapshots[i]
	var frames []string
	for _, f := range s.Frames {
		slots := make([]string, len(f.Slots))
		for j, v := range f.Slots {
			slots[j] = t.ValueString(v)
		}
		frames = append(frames, fmt.Sprintf("%s: %s", f.Where, strings.Join(slots, " ")))
	}
	text := strings.Join(frames, " | ")
	for k, vo := range s.Virtuals {
		fields := make([]string, len(vo.Fields))
		for j, v := range vo.Fields {
			fields[j] = t.ValueString(v)
		}
		if vo.Int {
			text += fmt.Sprintf(" ; v%d = int m%d (%s)", k, vo.Region, strings.Join(fields, ", "))
			continue
		}
		text += fmt.Sprintf(" ; v%d = new m%d %#x (%s)", k, vo.Region, vo.Header, strings.Join(fields, ", "))
	}
	for _, st := range s.Stores {
		args := make([]string, len(st.Args))
		for j, v := range st.Args {
			args[j] = t.ValueString(v)
		}
		text += fmt.Sprintf(" ; %s %s", st.Code, memoryOperands(&st, args))
	}
	if s.Twin != 0 {
		text += fmt.Sprintf(" ; twin of op %d", s.Twin-1)
	}
	return "[" + text + "]"
}

// ValueString prints a value: i3, f4, r5, a constant's literal, or v6 for
// a snapshot's virtual.
func (t *Trace) ValueString(v Value) string {
	switch {
	case v == None:
		return "_"
	case v.IsVirtual():
		return "v" + strconv.Itoa(v.VirtualIndex())
	case v.IsConst():
		if v.ConstIndex() >= len(t.Consts) {
			return fmt.Sprintf("badconst%d", v.ConstIndex())
		}
		return constString(t.Consts[v.ConstIndex()])
	case int(v) < len(t.Ops):
		return string(t.Ops[v].Type.prefix()) + strconv.Itoa(int(v))
	}
	return fmt.Sprintf("bad%d", int(v))
}

func constString(c Const) string {
	switch c.Type {
	case Float:
		s := strconv.FormatFloat(math.Float64frombits(uint64(c.Bits)), 'g', -1, 64)
		if !strings.ContainsAny(s, ".eIN") {
			s += ".0"
		}
		return s
	case Ref:
		return "ref:" + strconv.FormatInt(c.Bits, 10)
	}
	return strconv.FormatInt(c.Bits, 10)
}
