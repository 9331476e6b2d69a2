package opt

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Virtuals removes allocations (ir.OpNew) whose objects do not escape:
// such an object becomes virtual, a field map known to the optimizer.
// Stores to its fields (ref_addr + store64 at a field's displacement in
// the heap's space region) update the map, loads from them are forwarded,
// a comparison of its ref with another object or a non-ref constant, or
// of its tag, folds; a guard whose snapshot refers to it records a
// virtual (ir.Virtual: header and field values, nested virtuals
// included), which the driver materializes when the guard fails.
//
// Any other use makes the object escape (stored into a real object,
// passed to a call, compared, jumped into another loop, ...): it is
// materialized right there, by a new op and stores of its current fields.
// That new is a guard and needs a resume point; it takes the snapshot of
// the last guard before it if no visible effect (store, call) happened
// since, which is a correct place to resume at: the interpreter redoes
// the way from there, allocation included. When there is no such guard,
// the allocation is kept where it was recorded instead (the pass runs
// again with that decision: a few walks at most).
//
// Loops: an object carried round a loop would escape through the jump. So
// a loop whose jump passes a new object is first peeled (a copy of the
// body as the first iteration, unless Peel did it), and a label argument
// that is a virtual object on entry and a virtual object with the same
// header at the jump is replaced by its fields: the label and the jump
// pass the field values, and in the loop body the argument is a virtual
// whose fields are the label's new arguments. Such an object must stay
// virtual all round the loop (materializing it would split its identity
// between iterations); if it escapes, the position is not exploded.
//
// Ops the pass makes dead (forwarded loads, ref_addr of removed objects)
// are removed by a DCE at its end. The pass runs last (doc.go), and no
// pass before it understands snapshots with virtuals except as plain
// values to rename.
func Virtuals(t *ir.Trace) *ir.Trace {
	if !hasAllocation(t) {
		return t
	}
	t = peelForVirtuals(t)
	keep := map[int]bool{}  // old news allocated where they are
	whole := map[int]bool{} // label positions never exploded
	for range len(t.Ops) + 1 {
		v := &virtualizer{t: t, b: newBuilder(t), keep: keep, whole: whole, lastSnap: -1,
			objs: map[ir.Value]*vobj{}, addrs: map[ir.Value]*vobj{}}
		if out, ok := v.run(); ok {
			return then(out, DCE)
		} else if out == nil {
			return t
		}
	}
	return t
}

func hasAllocation(t *ir.Trace) bool {
	for i := range t.Ops {
		if t.Ops[i].Code == ir.OpNew {
			return true
		}
	}
	return false
}

// vobj is an object the pass has not allocated (yet).
type vobj struct {
	region int32
	header int64
	fields []fval
	// origin is the old OpNew's index, or -1-k for the object a loop
	// body receives in exploded label position k.
	origin int
	// real is the new trace's ref once the object is materialized (then
	// addr is its ref_addr), else ir.None.
	real, addr ir.Value
}

// fval is a field value: a new-trace value, or a virtual object.
type fval struct {
	v ir.Value
	o *vobj
}

// virtualizer is one walk of Virtuals over the old trace.
type virtualizer struct {
	t     *ir.Trace
	b     *builder
	keep  map[int]bool
	whole map[int]bool
	// objs maps old values that are refs of virtual objects (news,
	// loads of fields holding objects, exploded label arguments); addrs
	// maps old ref_addr values of virtual objects.
	objs, addrs map[ir.Value]*vobj
	// lastSnap is the new snapshot of the last guard since which no
	// visible effect happened, or -1: where a materialization resumes.
	lastSnap int32
	exploded map[int]*vobj // label position -> the body's object
	label    []ir.Value    // the new label's arguments
}

// restart aborts a walk whose assumptions (keep, whole) had to change.
type restart struct{}

// giveUp aborts a walk that cannot produce a trace (the input is returned).
type giveUp struct{}

// run walks the trace; it returns ok=false with the trace nil to give up,
// non-nil to walk again.
func (v *virtualizer) run() (out *ir.Trace, ok bool) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case restart:
			out, ok = v.t, false
		case giveUp:
			out, ok = nil, false
		default:
			panic(r)
		}
	}()
	t := v.t
	for i := range t.Ops {
		op := &t.Ops[i]
		switch op.Code {
		case ir.OpNew:
			if v.keep[i] {
				v.keepOp(i)
				continue
			}
			o := &vobj{region: op.Region, header: op.Aux, origin: i, real: ir.None, addr: ir.None}
			zero := v.b.t.Const(ir.Int, 0)
			for range ir.BodyWords(op.Aux) {
				o.fields = append(o.fields, fval{v: zero})
			}
			v.objs[ir.Value(i)] = o
		case ir.OpRefAddr:
			switch o := v.get(op.Args[0]).o; {
			case o == nil:
				v.keepOp(i)
			case o.real != ir.None:
				v.b.m[i] = o.addr
			default:
				v.addrs[ir.Value(i)] = o
			}
		case ir.OpLoad64, ir.OpLoad8U:
			if o, j, ok := v.field(op); ok {
				if j < 0 {
					v.b.m[i] = v.b.t.Const(ir.Int, o.header)
				} else if f := o.fields[j]; f.o != nil {
					v.objs[ir.Value(i)] = f.o
				} else {
					v.b.m[i] = f.v
				}
				continue
			}
			v.keepOp(i)
		case ir.OpStore64, ir.OpStore8:
			if o, j, ok := v.field(op); ok && j >= 0 {
				o.fields[j] = v.get(op.Args[1])
				continue
			}
			v.keepOp(i)
		case ir.OpLabel:
			v.enterLoop(op)
		case ir.OpJump:
			v.jump(op)
		default:
			if op.Code.Info().Pure && v.foldPure(i, op) {
				continue
			}
			v.keepOp(i)
		}
	}
	return v.b.finish(), true
}

// field reports whether memory op is an access to field j (-1: the
// header, only for loads) of an object that is still virtual.
func (v *virtualizer) field(op *ir.Op) (*vobj, int, bool) {
	o := v.addrs[op.Args[0]]
	if o == nil || o.real != ir.None || op.Region != o.region+1 ||
		op.Code == ir.OpLoad8U || op.Code == ir.OpStore8 || op.Aux%8 != 0 {
		return nil, 0, false
	}
	j := int(op.Aux/8) - 1
	if j < -1 || j >= len(o.fields) || j < 0 && op.Code == ir.OpStore64 {
		return nil, 0, false
	}
	return o, j, true
}

// get is old value x in the new trace: a virtual object, or a value. A
// virtual object's address escapes: it is materialized.
func (v *virtualizer) get(x ir.Value) fval {
	if o := v.objs[x]; o != nil {
		if o.real != ir.None {
			return fval{v: o.real}
		}
		return fval{o: o}
	}
	if o := v.addrs[x]; o != nil {
		v.force(o)
		return fval{v: o.addr}
	}
	return fval{v: v.b.arg(x)}
}

// real is old value x as a value, materializing a virtual object.
func (v *virtualizer) real(x ir.Value) ir.Value {
	f := v.get(x)
	if f.o != nil {
		return v.force(f.o)
	}
	return f.v
}

// keepOp copies old op i with its arguments materialized. Pure ops and
// guards are folded when forwarding made their arguments constant.
func (v *virtualizer) keepOp(i int) {
	op := v.t.Ops[i]
	args := make([]ir.Value, len(op.Args))
	for k, a := range op.Args {
		args[k] = v.real(a)
	}
	op.Args = args
	info := op.Code.Info()
	switch {
	case info.Pure:
		v.b.m[i] = v.b.foldPure(op.Code, op.Type, args)
		return
	case op.Code.HasCondition() && guardHolds(v.b, op.Code, args):
		return
	}
	if info.Snap {
		op.Snap = v.snapshot(op.Snap)
	}
	nv := v.b.emit(op)
	if op.Type != ir.Void {
		v.b.m[i] = nv
	}
	switch {
	case info.Guard:
		v.lastSnap = op.Snap
	case info.Effect:
		v.lastSnap = -1
	}
}

// foldPure folds a pure op on a virtual object's ref whose result does
// not depend on the object's address, and reports whether it did.
func (v *virtualizer) foldPure(i int, op *ir.Op) bool {
	if len(op.Args) != 2 {
		return false
	}
	x, y := v.get(op.Args[0]), v.get(op.Args[1])
	if x.o == nil && y.o == nil {
		return false
	}
	if x.o == nil {
		x, y = y, x
	}
	c, isConst := v.b.intConst(y.v)
	var res int64
	switch {
	case op.Code == ir.OpAnd && y.o == nil && isConst && c&^tagMask == 0:
		// The tag bits of a ref are known, whatever its address.
		res = refTagBits & c
	case (op.Code == ir.OpEq || op.Code == ir.OpNe) && y.o != nil:
		res = b2i((x.o == y.o) == (op.Code == ir.OpEq))
	case (op.Code == ir.OpEq || op.Code == ir.OpNe) && isConst && c&tagMask != refTagBits:
		res = b2i(op.Code == ir.OpNe) // a constant that is not a ref
	default:
		return false
	}
	v.b.m[i] = v.b.t.Const(ir.Int, res)
	return true
}

// The tag bits of heap refs.
const (
	tagMask    = heap.TagMask
	refTagBits = int64(heap.RefTagBits)
)

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// force materializes o (and the virtual objects its fields refer to) at
// the current point, resuming at the last guard's snapshot.
func (v *virtualizer) force(o *vobj) ir.Value {
	if o.real != ir.None {
		return o.real
	}
	if v.lastSnap < 0 || o.origin < 0 {
		// No resume point, or a loop-carried object whose identity a
		// copy per iteration would split.
		if o.origin >= 0 {
			v.keep[o.origin] = true
		} else {
			v.whole[-1-o.origin] = true
		}
		panic(restart{})
	}
	var group []*vobj
	visited := map[*vobj]bool{}
	var collect func(*vobj)
	collect = func(o *vobj) {
		if o.real != ir.None || visited[o] {
			return
		}
		if o.origin < 0 {
			v.force(o) // restarts
		}
		visited[o] = true
		group = append(group, o)
		for _, f := range o.fields {
			if f.o != nil {
				collect(f.o)
			}
		}
	}
	collect(o)
	b := v.b
	// All allocations first (they share the resume point), then the
	// stores, which only touch the new objects and hide no guard.
	for _, g := range group {
		g.real = b.emit(ir.Op{Code: ir.OpNew, Type: ir.Ref, Region: g.region, Aux: g.header, Snap: v.lastSnap})
	}
	for _, g := range group {
		g.addr = b.emit(ir.Op{Code: ir.OpRefAddr, Type: ir.Int, Args: []ir.Value{g.real}})
		for j, f := range g.fields {
			val := f.v
			if f.o != nil {
				val = f.o.real
			}
			if c, ok := b.intConst(val); ok && c == 0 {
				continue // the body starts zeroed
			}
			b.emit(ir.Op{Code: ir.OpStore64, Args: []ir.Value{g.addr, val}, Region: g.region + 1, Aux: 8 * int64(j+1)})
		}
	}
	return o.real
}

// snapshot translates old snapshot s at the current point: slots and
// fields that are virtual objects become the snapshot's virtuals (each
// object once), and virtuals the old snapshot already had are kept.
func (v *virtualizer) snapshot(s int32) int32 {
	old := &v.t.Snapshots[s]
	var out ir.Snapshot
	index := map[*vobj]ir.Value{}
	oldIndex := map[int]ir.Value{}
	var value func(x ir.Value) ir.Value
	var add func(o *vobj) ir.Value
	add = func(o *vobj) ir.Value {
		if r, ok := index[o]; ok {
			return r
		}
		r := ir.VirtualValue(len(out.Virtuals))
		index[o] = r
		k := len(out.Virtuals)
		out.Virtuals = append(out.Virtuals, ir.Virtual{Region: o.region, Header: o.header})
		fields := make([]ir.Value, len(o.fields))
		for j, f := range o.fields {
			if f.o != nil {
				fields[j] = add(f.o)
			} else {
				fields[j] = f.v
			}
		}
		out.Virtuals[k].Fields = fields
		return r
	}
	value = func(x ir.Value) ir.Value {
		switch {
		case x == ir.None || x.IsConst():
			return x
		case x.IsVirtual():
			if r, ok := oldIndex[x.VirtualIndex()]; ok {
				return r
			}
			vo := old.Virtuals[x.VirtualIndex()]
			k := len(out.Virtuals)
			r := ir.VirtualValue(k)
			oldIndex[x.VirtualIndex()] = r
			out.Virtuals = append(out.Virtuals, ir.Virtual{Region: vo.Region, Header: vo.Header, Int: vo.Int})
			fields := make([]ir.Value, len(vo.Fields))
			for j, f := range vo.Fields {
				fields[j] = value(f)
			}
			out.Virtuals[k].Fields = fields
			return r
		}
		if f := v.get(x); f.o != nil {
			return add(f.o)
		} else {
			return f.v
		}
	}
	for _, f := range old.Frames {
		slots := make([]ir.Value, len(f.Slots))
		for j, x := range f.Slots {
			slots[j] = value(x)
		}
		out.Frames = append(out.Frames, ir.Frame{Greens: append([]int64(nil), f.Greens...), Where: f.Where, Slots: slots})
	}
	v.b.t.Snapshots = append(v.b.t.Snapshots, out)
	return int32(len(v.b.t.Snapshots) - 1)
}

// enterLoop emits the label, exploding the positions whose argument is a
// virtual object (alone at its position, with plain field values), and
// sets up the body's view of the arguments.
func (v *virtualizer) enterLoop(op *ir.Op) {
	b := v.b
	count := map[*vobj]int{}
	for _, a := range op.Args {
		if o := v.get(a).o; o != nil {
			count[o]++
		}
	}
	explode := func(k int, o *vobj) bool {
		if o == nil || v.whole[k] || count[o] > 1 {
			return false
		}
		for _, f := range o.fields {
			if f.o != nil {
				return false
			}
		}
		return true
	}
	v.exploded = map[int]*vobj{}
	var args []ir.Value
	pos := make([][]int, len(op.Args)) // indices into args per position
	var sources []*vobj                // the exploded objects, by position
	for k, a := range op.Args {
		o := v.get(a).o
		if explode(k, o) {
			sources = append(sources, o)
			for _, f := range o.fields {
				pos[k] = append(pos[k], len(args))
				args = append(args, f.v)
			}
			v.exploded[k] = &vobj{region: o.region, header: o.header, origin: -1 - k, real: ir.None, addr: ir.None}
			continue
		}
		sources = append(sources, nil)
		pos[k] = append(pos[k], len(args))
		args = append(args, v.real(a))
	}
	v.checkUnforced(sources)
	// Label arguments are distinct ops: copy constants and repeats.
	seen := map[ir.Value]bool{}
	for i, a := range args {
		if a.IsConst() || seen[a] {
			args[i] = v.copyValue(a)
		}
		seen[args[i]] = true
	}
	b.emit(ir.Op{Code: ir.OpLabel, Args: args})
	if len(v.exploded) > 0 {
		b.t.Entry = nil // the label's arguments are objects' fields
	}
	v.label = args
	v.objs, v.addrs = map[ir.Value]*vobj{}, map[ir.Value]*vobj{}
	for k, a := range op.Args {
		if o := v.exploded[k]; o != nil {
			for _, p := range pos[k] {
				o.fields = append(o.fields, fval{v: args[p]})
			}
			v.objs[a] = o
			continue
		}
		b.m[a] = args[pos[k][0]]
	}
	v.lastSnap = -1
}

// copyValue is a new op equal to x: add 0 for integer words (of a ref, a
// copy ir.HeapWords still sees as a heap word), two negations (exact on
// the bits) for floats.
func (v *virtualizer) copyValue(x ir.Value) ir.Value {
	b := v.b
	switch b.t.TypeOf(x) {
	case ir.Int, ir.Ref:
		return b.emit(ir.Op{Code: ir.OpAdd, Type: ir.Int, Args: []ir.Value{x, b.t.Const(ir.Int, 0)}})
	case ir.Float:
		x = b.emit(ir.Op{Code: ir.OpFNeg, Type: ir.Float, Args: []ir.Value{x}})
		return b.emit(ir.Op{Code: ir.OpFNeg, Type: ir.Float, Args: []ir.Value{x}})
	}
	panic(giveUp{})
}

// jump emits the trace's jump: exploded positions pass the fields of the
// object at the same position, which must be virtual with the label's
// header and field types; everything else is materialized.
func (v *virtualizer) jump(op *ir.Op) {
	var args []ir.Value
	seen := map[*vobj]bool{}
	sources := make([]*vobj, len(op.Args))
	for k, a := range op.Args {
		lo := v.exploded[k]
		if op.Aux >= 0 || lo == nil {
			args = append(args, v.real(a))
			continue
		}
		o := v.get(a).o
		ok := o != nil && !seen[o] && o.region == lo.region && o.header == lo.header
		for j := 0; ok && j < len(o.fields); j++ {
			f := o.fields[j]
			ok = f.o == nil && v.b.t.TypeOf(f.v).Compatible(v.b.t.TypeOf(lo.fields[j].v))
		}
		if !ok {
			v.whole[k] = true
			panic(restart{})
		}
		seen[o] = true
		sources[k] = o
		for _, f := range o.fields {
			args = append(args, f.v)
		}
	}
	v.checkUnforced(sources)
	v.b.emit(ir.Op{Code: ir.OpJump, Args: args, Aux: op.Aux, Region: op.Region})
}

// checkUnforced makes sure that the objects exploded at the label or the
// jump (sources, by position; nil where none) were not materialized by
// another position (as a field of an object that escapes there): their
// identity would be split between the real object and the fields.
func (v *virtualizer) checkUnforced(sources []*vobj) {
	for k, o := range sources {
		if o != nil && o.real != ir.None {
			v.whole[k] = true
			panic(restart{})
		}
	}
}

// peelForVirtuals peels the first iteration off a loop whose jump carries
// an object allocated in the loop, when Peel has not (its label follows
// the inputs directly), so that the object can be exploded at the label.
func peelForVirtuals(t *ir.Trace) *ir.Trace {
	n := len(t.Ops)
	if t.Kind != ir.Loop || n == 0 || t.Ops[n-1].Code != ir.OpJump || t.Ops[n-1].Aux >= 0 {
		return t
	}
	label := -1
	for i := range t.Ops {
		if t.Ops[i].Code == ir.OpLabel {
			label = i
			break
		}
		if t.Ops[i].Code != ir.OpInput {
			return t // peeled already, or no label
		}
	}
	if label < 0 {
		return t
	}
	jump := &t.Ops[n-1]
	for _, a := range t.Ops[label].Args {
		if a < 0 {
			return t
		}
	}
	carries := false
	for _, a := range jump.Args {
		carries = carries || a > ir.Value(label) && t.Ops[a].Code == ir.OpNew
	}
	if !carries {
		return t
	}
	b := newBuilder(t)
	for i := range n - 1 {
		if i != label {
			b.keep(i) // inputs, then the body as the first iteration
		}
	}
	v := &virtualizer{b: b}
	var args []ir.Value
	seen := map[ir.Value]bool{}
	for _, a := range jump.Args {
		x := b.arg(a)
		if x.IsConst() || seen[x] {
			x = v.copyValue(x)
		}
		seen[x] = true
		args = append(args, x)
	}
	b.emit(ir.Op{Code: ir.OpLabel, Args: args})
	// Its Entry passes the header's values as they are.
	e := newEntry(t.Inputs)
	b.t.Entry = e.finish(e.imports(t, t.Ops[label].Args, inputIndexes(t)))
	body := make([]ir.Value, n)
	for i := range body {
		body[i] = ir.None
	}
	for i := range label {
		body[i] = ir.Value(i) // inputs that are not loop variables
	}
	for k, a := range t.Ops[label].Args {
		body[a] = args[k]
	}
	b.rewalk(body)
	for i := label + 1; i < n; i++ {
		b.keep(i)
	}
	return b.finish()
}
