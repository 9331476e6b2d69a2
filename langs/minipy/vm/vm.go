package vm

import (
	"bufio"
	"io"
	"math/big"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// Config configures a VM.
type Config struct {
	// Argv is sys.argv.
	Argv []string
	// MaxHeapBytes bounds the heap (0: the heap's default).
	MaxHeapBytes int
	// Dir is where import looks for .py modules ("": the current directory).
	Dir string
	// MaxSteps, when positive, bounds the loop iterations and calls a
	// run may make (the fuzz tests' guard against endless programs):
	// beyond it the program ends with RuntimeError.
	MaxSteps int
}

// VM is one Python runtime: its heap, types, modules and the interpreter
// state. It is not safe for concurrent use.
type VM struct {
	heap   *heap.Heap
	shapes *ic.Tree
	caches *ic.Caches
	types  types
	cfg    Config

	builtins *Dict
	modules  *Dict               // sys.modules
	sources  map[string][]string // file name -> source lines, for tracebacks

	out    outBuffer
	in     *bufio.Reader
	errOut io.Writer // sys.stderr's destination
	// rawOut and rawIn are what out and in buffer (Stdio).
	rawOut io.Writer
	rawIn  io.Reader

	th           thread[Value]
	classVersion uint64
	// nativeDepth counts Go built-ins below the running frame that
	// called back into Python: collections wait until it is 0, since
	// such a built-in may hold values the roots do not see.
	nativeDepth int
	// throwArgs are the arguments of the generator.throw call about to
	// resume a generator: a sub-iterator it delegates to gets them
	// unchanged (resume takes them, so they never outlive that call).
	throwArgs   []Value
	newHandles  int
	gcThreshold int
	recLimit    int
	// handled is the exception being handled (sys.exc_info), or None.
	handled Value
	// raised is the exception of the last runtime call that raised,
	// until the loop takes it (runtime.go); caught is the exception
	// unwind found a handler for, which the handler's frame pushes.
	raised error
	caught Value
	// concrete is the loop's domain: it calls runtimeFuncs.
	concrete domain.Concrete[Value]
	codes    map[*compile.Code]*codeInfo
	strs     [128]Value // one-character ASCII strings
	empty    Value      // ""
	emptyT   Value      // ()
	roots    []Value    // values kept alive for the VM's lifetime

	ctors map[*Class]BuiltinFunc
	lenFn *Builtin // len and abs, which the loop's fast path does itself
	absFn *Builtin
	// Scratch big ints: small operands of a big operation, and the part
	// of a division it drops.
	bigScratch     [2]big.Int
	bigQuo, bigRem big.Int
	// fresh is the int the last BINARY_OP marked binTempOf made, and
	// reuse the one binaryOpTemp lets bigOp compute into (reuseVal its
	// handle).
	fresh                 Value
	reuse                 *BigInt
	reuseVal              Value
	bigSwap               big.Int // digits a reused temporary gave up
	spareBig              *BigInt // a newBig whose result was small, for the next
	sortScratch           *sortScratch
	builtinsModule        Value
	buildClass            Value
	stdout, stderr, stdin Value
	reprStack             []Value
	goDepth               int
	// dataDepth counts the levels of Go recursion over the program's
	// data below the running code (depth.go).
	dataDepth int
	dataLimit int // min(recLimit, maxGoDepth)
	// maxStrDigits is sys.get_int_max_str_digits() (0: no limit).
	maxStrDigits int
	mem          memory    // memory.go
	sets         setPool   // setpool.go
	args         argSlab   // argslab.go
	tuples       tupleSlab // tupleslab.go
	strHeads     strSlab   // strslab.go
	sig          signals   // signals.go
	steps        int       // loop iterations and calls, counted when cfg.MaxSteps is set

	// jit is the JIT's state, nil when it is off (jit.go).
	jit *jitState
}

// New makes a VM writing to stdout and reading stdin.
func New(cfg Config, stdin io.Reader, stdout io.Writer) (*VM, error) {
	h, err := heap.New(heap.Config{MaxBytes: cfg.MaxHeapBytes})
	if err != nil {
		return nil, err
	}
	vm := &VM{
		heap:         h,
		shapes:       ic.NewTree(0),
		caches:       ic.NewCaches(0),
		cfg:          cfg,
		modules:      newDict(),
		sources:      map[string][]string{},
		out:          outBuffer{w: stdout},
		rawOut:       stdout,
		rawIn:        stdin,
		errOut:       io.Discard,
		in:           bufio.NewReader(stdin),
		codes:        map[*compile.Code]*codeInfo{},
		gcThreshold:  minGCHandles,
		recLimit:     defaultRecursionLimit,
		dataLimit:    defaultRecursionLimit,
		maxStrDigits: pylib.MaxStrDigits,
		handled:      None,
		mem:          newMemory(cfg.MaxHeapBytes),
		sig:          newSignals(),
	}
	h.AddRoots(vm)
	vm.concrete = domain.NewConcrete[Value](vm.runtimeFuncs())
	vm.sets = newSetPool(vm.mem.limit)
	vm.initTypes()
	vm.empty = vm.keep(vm.newObj(&Str{s: "", ascii: true}))
	for i := range vm.strs {
		vm.strs[i] = vm.keep(vm.newObj(&Str{s: string(rune(i)), ascii: true}))
	}
	vm.emptyT = vm.keep(vm.newObj(&Tuple{}))
	vm.initBuiltins()
	return vm, nil
}

// Close releases the VM's memory.
func (vm *VM) Close() error {
	jerr := vm.closeJIT()
	if err := vm.heap.Close(); err != nil {
		return err
	}
	return jerr
}

// SetStderr makes w sys.stderr's destination (it discards what is
// written to it until then).
func (vm *VM) SetStderr(w io.Writer) { vm.errOut = w }

// Flush writes buffered output.
func (vm *VM) Flush() error { return vm.flushOut() }

// keep makes v live as long as the VM.
func (vm *VM) keep(v Value) Value {
	vm.roots = append(vm.roots, v)
	return v
}

// The collection policy, in the spirit of Go's GOGC=100: collect when
// the handles made since the last collection reach as many as survived
// it (gcThreshold), or the bytes charged to new objects reach what it
// found live (memory.check, memory.go), but not before minGCHandles and
// minGCBytes, so that small programs do not collect all the time. The
// objects behind handles stay allocated (and Go's collector marks them)
// until a collection releases their handles, so this pace bounds the
// garbage a program keeps (bigint.py peaked at 1.4 GB with a floor of
// 2^18 handles and no charge for big ints; it peaks at 150 MB now).
const (
	minGCHandles = 1 << 15
	minGCBytes   = 8 << 20
)

// defaultRecursionLimit is CPython's.
const defaultRecursionLimit = 1000

// VisitRoots visits everything the interpreter holds.
func (vm *VM) VisitRoots(visit func(*Value)) {
	visitAll(vm.roots, visit)
	visit(&vm.handled)
	visit(&vm.caught)
	vm.builtins.VisitRoots(visit)
	vm.modules.VisitRoots(visit)
	for _, c := range vm.codes {
		c.VisitRoots(visit)
	}
	vm.th.VisitRoots(visit)
}

// pollDue reports whether a safe point has work to do (a signal is
// pending, a collection or the memory limit's check is due, or steps are
// counted): the loop's fast path calls safePoint only then.
func (vm *VM) pollDue() bool {
	return vm.newHandles >= vm.gcThreshold || vm.mem.sinceGC >= vm.mem.check || vm.cfg.MaxSteps > 0 || vm.sig.pending.Load() != 0
}

// safePoint collects when enough handles were made or enough memory
// allocated, and no Go code holds values the roots do not see. It fails
// with MemoryError when the program's objects outgrow the memory limit.
func (vm *VM) safePoint() error {
	if vm.sig.pending.Load() != 0 {
		return vm.takeSignal()
	}
	if vm.cfg.MaxSteps > 0 {
		if vm.steps++; vm.steps > vm.cfg.MaxSteps {
			vm.steps = 0
			return vm.raise(vm.types.RuntimeError, "minipy: the run took more than %d steps", vm.cfg.MaxSteps)
		}
	}
	if (vm.newHandles < vm.gcThreshold && vm.mem.sinceGC < vm.mem.check) || vm.nativeDepth > 0 {
		return nil
	}
	_, err := vm.Collect()
	return err
}
