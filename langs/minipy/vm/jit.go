package vm

import (
	"errors"
	"math/bits"
	"slices"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// The JIT's view of minipy (docs/language-manual.md): loops of one
// frame, recorded from their JUMP_BACKWARD's target, the merge point.
//
//	greens: the code object (its domain.Code), the pc, and a mask of the
//	        stack slots that hold a range iterator whose position the
//	        frame carries (bit i: the stack's slot i above the locals)
//	reds:   the frame's locals and stack (vals[:sp], heap words), then
//	        for each carried iterator its position, stop and step as
//	        immediate ints
//
// A trace keeps a carried iterator's position in a register; the codec
// gives it back to the iterator object whenever the interpreter takes
// the frame (an exit, the end of a recording). No instruction a
// recording follows (record.go) can see the iterator object meanwhile:
// none calls out. The recording of a call, of anything that raises,
// and of every instruction record.go does not name is abandoned, so
// compiled code is one frame's, on ints, bools and None, and never
// calls Go.
//
// The JIT never costs a loop much: a backward jump whose header is
// blacklisted (its recordings aborted) or whose compiled code did too
// little per entry to pay for the entry and exit (Spec.MinRun) is
// marked idle in the quick code (jumpIdle, domain.JIT.LoopIdle), and
// fastLoop takes it as with the JIT off.

// jitState is the JIT of a VM.
type jitState struct {
	j *domain.JIT[Value]
	// poll is the one memory region of compiled code (region 0): a
	// domain.PollWord set while a signal is pending (signalled), which
	// every backward jump polls (pollSignals), so that a compiled loop
	// stops for Ctrl-C or SIGTERM.
	poll    *domain.PollWord
	regions [][]byte
}

// Regions implements domain.Memory.
func (s *jitState) Regions() [][]byte { return s.regions }

// EnableJIT attaches the JIT; with the JIT off in opts it does nothing.
func (vm *VM) EnableJIT(opts config.Options) error {
	if !opts.Params.Enabled {
		return nil
	}
	// (native code touches only memory outside Go's heap: rawmem's)
	poll, err := domain.NewPollWord(0)
	if err != nil {
		return err
	}
	s := &jitState{poll: poll, regions: [][]byte{poll.Region().Bytes}}
	st := &concreteStack{vm: vm}
	s.j, err = domain.Attach(opts, vm.runtimeFuncs(), domain.Spec[Value]{
		Memory: s, Stack: st, Refs: true, Heap: vm.heap, Record: vm.record,
		// an entry and its exit cost what some 8 iterations of a
		// small loop do interpreted (a gcd's: 2,000 instructions)
		MinRun: 8,
	})
	if err != nil {
		return errors.Join(err, poll.Free())
	}
	vm.jit = s
	vm.th.jit = st
	return nil
}

// signalled sets the poll word when a signal is pending (from any
// goroutine: Interrupt's) and clears it when the interpreter takes it,
// before it does (a signal sent meanwhile makes a compiled loop stop
// once more for nothing, never run on).
func (s *jitState) signalled(pending bool) {
	if pending {
		s.poll.Set(1)
	} else {
		s.poll.Take()
	}
}

// JITStats are the JIT's counters, or nil when it is off.
func (vm *VM) JITStats() *jitlog.Stats {
	if vm.jit == nil {
		return nil
	}
	return vm.jit.j.Stats()
}

// closeJIT releases the JIT's code and its poll word (which an
// Interrupt from another goroutine may still Set: it does nothing then).
func (vm *VM) closeJIT() error {
	if vm.jit == nil {
		return nil
	}
	return errors.Join(vm.jit.j.Close(), vm.jit.poll.Free())
}

// jitCode is a code object as the JIT knows it: its domain.Code and
// its id, the first green of its frames.
type jitCode struct {
	*domain.Code
	id int64
}

// jitCode is ci as the JIT knows it, declared the first time it is
// asked for.
func (vm *VM) jitCode(ci *codeInfo) *jitCode {
	if ci.jit == nil {
		co := ci.code
		c := vm.jit.j.NewCode(co.File, len(co.Code), func(pc int) (string, int, int) {
			return co.Code[pc].Op.String(), co.LineOf(pc), 0
		})
		ci.jit = &jitCode{Code: c, id: c.Greens(0)[0]}
	}
	return ci.jit
}

// record runs the recording instance of the loop from frames, the JIT's
// view of the interpreter's top frame (where a loop or a bridge
// starts), until the recording ends.
func (vm *VM) record(d *domain.Recording, frames []domain.Frame[ir.Value]) (domain.Stack[ir.Value], error) {
	cf := vm.th.frames[len(vm.th.frames)-1]
	rf := &frame[ir.Value]{code: cf.code, fn: cf.fn, globals: cf.globals, builtins: cf.builtins, ns: cf.ns,
		nsMap: cf.nsMap, hasNsMap: cf.hasNsMap, cells: cf.cells, gen: cf.gen, ret: cf.ret,
		vals: make([]ir.Value, len(cf.vals))}
	rf.locals = rf.vals[:cf.code.nlocals:cf.code.nlocals]
	decodeRecording(rf, frames[len(frames)-1])
	t := &thread[ir.Value]{frames: []*frame[ir.Value]{rf}}
	s := &recordingStack{t: t, below: len(vm.th.frames) - 1}
	t.jit = s
	_, err := execute(vm, d, t, 0)
	return s, err
}

// concreteStack is the interpreter's thread as the JIT sees it: its top
// frame through the codec above.
type concreteStack struct {
	vm     *VM
	greens [3]int64
}

func (s *concreteStack) Frames() []domain.Frame[Value] {
	fs := s.vm.th.frames
	out := make([]domain.Frame[Value], len(fs))
	for i, f := range fs {
		out[i] = s.vm.encodeFrame(f, nil)
		out[i].Slots = slices.Clone(out[i].Slots)
	}
	return out
}

// Top is the top frame, its greens in s's own slice (the JIT copies
// what it keeps): one is asked for at every entry of compiled code.
func (s *concreteStack) Top() domain.Frame[Value] {
	return s.vm.encodeFrame(s.vm.th.frames[len(s.vm.th.frames)-1], s.greens[:0])
}

func (s *concreteStack) Depth() int { return len(s.vm.th.frames) }

// Replace puts the JIT's top frame back: the JIT attaches loops of one
// frame, so it only ever replaces the top frame by the same frame
// elsewhere in its code.
func (s *concreteStack) Replace(n int, frames []domain.Frame[Value]) {
	f := s.vm.th.frames[len(s.vm.th.frames)-1]
	if n != 1 || len(frames) != 1 || frames[0].Greens[0] != f.code.jit.id {
		panic("vm: the JIT replaces the top frame by other frames")
	}
	s.vm.decodeFrame(f, frames[0])
}

// Return is the return of the top frame (the JIT's function traces,
// which minipy does not record yet).
func (s *concreteStack) Return(n int, v Value) {
	t := &s.vm.th
	t.frames = t.frames[:len(t.frames)-n+1]
	returnTo(t, t.frames[len(t.frames)-1], v)
}

// encodeFrame is the concrete frame f through the codec, its greens
// appended to greens: its slots are f's own when it carries no
// iterator.
func (vm *VM) encodeFrame(f *frame[Value], greens []int64) domain.Frame[Value] {
	mask := vm.carriedIters(f)
	slots := f.vals[:f.sp]
	for m := uint64(mask); m != 0; m &= m - 1 {
		it := vm.obj(f.vals[f.code.nlocals+bits.TrailingZeros64(m)]).(*rangeIter)
		slots = append(slots[:len(slots):len(slots)], smallInt(it.cur), smallInt(it.stop), smallInt(it.step))
	}
	return domain.Frame[Value]{Greens: append(greens, f.code.jit.id, int64(f.pc), mask), Slots: slots}
}

// carriedIters is the mask of f's stack slots whose range iterators a
// trace may carry: each one's position, stop and step immediate ints,
// and no iterator twice (the trace would carry two positions).
func (vm *VM) carriedIters(f *frame[Value]) int64 {
	var mask int64
	nl := f.code.nlocals
	for i := nl; i < f.sp && i-nl < 63; i++ {
		v := f.vals[i]
		if !v.IsHandle() || slices.Contains(f.vals[nl:i], v) {
			continue
		}
		if it, ok := vm.obj(v).(*rangeIter); ok && heap.IntFits(it.cur) && heap.IntFits(it.stop) && heap.IntFits(it.step) {
			mask |= 1 << (i - nl)
		}
	}
	return mask
}

// decodeFrame puts the JIT's frame g into the concrete frame f of the same
// code: its pc, its values and the positions of its carried iterators.
func (vm *VM) decodeFrame(f *frame[Value], g domain.Frame[Value]) {
	n := iterBase(g)
	f.pc = int(g.Greens[1])
	f.sp = n
	copy(f.vals, g.Slots[:n])
	for m, k := uint64(g.Greens[2]), n; m != 0; m, k = m&(m-1), k+3 {
		it := vm.obj(f.vals[f.code.nlocals+bits.TrailingZeros64(m)]).(*rangeIter)
		it.cur = g.Slots[k].Int()
	}
}

// iterBase is where the carried iterators' reds start in g's slots: the
// frame's sp.
func iterBase[V any](g domain.Frame[V]) int {
	return len(g.Slots) - 3*bits.OnesCount64(uint64(g.Greens[2]))
}

// recordingStack is a recording's thread as the JIT sees it: the frame
// it started in, above the interpreter's frames below it.
type recordingStack struct {
	t     *thread[ir.Value]
	below int
}

func (s *recordingStack) Frames() []domain.Frame[ir.Value] {
	return domain.Encode(s.t.frames, encodeRecording)
}

func (s *recordingStack) Top() domain.Frame[ir.Value] {
	return encodeRecording(s.t.frames[len(s.t.frames)-1])
}

func (s *recordingStack) Depth() int { return s.below + len(s.t.frames) }

// Replace and Return are the JIT's for the calls a recording records
// (it abandons them).
func (s *recordingStack) Replace(int, []domain.Frame[ir.Value]) {
	panic("vm: a recording's frames are replaced")
}

func (s *recordingStack) Return(int, ir.Value) { panic("vm: a recording's frame returns") }

// encodeRecording is a recording's frame through the codec.
func encodeRecording(f *frame[ir.Value]) domain.Frame[ir.Value] {
	var mask int64
	slots := slices.Clone(f.vals[:f.sp])
	for _, it := range f.iters {
		if it.slot < f.sp {
			mask |= 1 << (it.slot - f.code.nlocals)
			slots = append(slots, it.cur, it.stop, it.step)
		}
	}
	return domain.Frame[ir.Value]{Greens: []int64{f.code.jit.id, int64(f.pc), mask}, Slots: slots}
}

// decodeRecording puts the JIT's frame g into the recording frame f.
func decodeRecording(f *frame[ir.Value], g domain.Frame[ir.Value]) {
	n := iterBase(g)
	f.pc = int(g.Greens[1])
	f.sp = n
	copy(f.vals, g.Slots[:n])
	f.iters = f.iters[:0]
	for m, k := uint64(g.Greens[2]), n; m != 0; m, k = m&(m-1), k+3 {
		slot := f.code.nlocals + bits.TrailingZeros64(m)
		f.iters = append(f.iters, jitIter[ir.Value]{slot: slot, cur: g.Slots[k], stop: g.Slots[k+1], step: g.Slots[k+2]})
	}
}
