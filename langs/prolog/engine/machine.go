package engine

import (
	"io"
	"math/rand/v2"
	"sync/atomic"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/quasi"
	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Machine is one Prolog engine: the term store, the clause database, the
// solver's registers and choicepoint stack, the flags, the operator table
// and the streams. It is the heap's root set for the solver's state. A
// Machine is not safe for concurrent use.
type Machine struct {
	s *Store
	h *heap.Heap

	preds     map[predKey]*pred
	byFunctor []*pred // predicates of compound goals, by functor id
	byAtom    []*pred // predicates of atom goals, by atom id

	// regs are the solver's registers (body.go): the continuation, the
	// running clause's environment and frame, the argument registers.
	regs[heap.Value]
	// argStack holds the arguments of the choicepoints that retry
	// clauses (a root).
	argStack []heap.Value
	// clauseTab is the clauses environments refer to, by id; freeIDs
	// are ids reclaimIDs freed, nextReclaim the table length at which
	// it next runs.
	clauseTab   []*clause
	freeIDs     []int
	nextReclaim int
	// goal is the goal being called (a root while the call allocates).
	goal heap.Value
	// tmp keeps a term across one allocation.
	tmp heap.Value
	// cps is the choicepoint stack (the failure continuation).
	cps []choicepoint
	// base is the index of the barrier choicepoint of the innermost
	// Solve.
	base int

	// items is scratch for a builtin's list of terms (not a root: used
	// before the next safe point, or kept on the store's scratch).
	items []heap.Value
	// globals are nb_setval/b_setval's variables.
	globals map[term.Atom]heap.Value
	// refs are the clauses clause/2 and retract/1 refer to by number.
	refs    map[int64]*clauseRef
	nextRef int64
	// occursCheck is the occurs_check flag: =/2 unifies with the
	// occurs check. occursFlag is 1 then, else 0: the traces that unify
	// =/2 in place depend on it (quasi-immutable).
	occursCheck bool
	occursFlag  quasi.Field
	// loadingLibrary is set while the solver's own Prolog loads: its
	// predicates are marked as the system's.
	loadingLibrary bool
	// libs are the libraries the machine knows by name, autoload those
	// that export each predicate; libState their states (State); lib
	// is the library whose source is being consulted (nil outside).
	libs     map[string]*libEntry
	autoload map[predKey]*libEntry
	libState map[*Library]any
	lib      *libLoad
	// sourceModule is the module the file being consulted declares
	// (:- module(M, Exports)), or "": its hooks of attributed
	// variables are M's (attvar.go).
	sourceModule string
	// loadedFiles are the files use_module/1 and ensure_loaded/1
	// loaded, by absolute path.
	loadedFiles map[string]bool
	// loadDir is the directory of the file being consulted ("" outside
	// one): a relative file a directive names is found there first.
	// loadFile is that file (absolute) and loadLine the line of the
	// term being loaded: prolog_load_context/2, source_location/2.
	loadDir  string
	loadFile string
	loadLine int
	// src is the style checks' state of the file being consulted
	// (style.go), nil outside one.
	src *sourceState
	// definedAt is where each predicate consulted from a file was
	// defined, consulted the files consulted (style.go).
	definedAt map[predKey]definedAt
	consulted map[string]bool
	// userFlags are the flags create_prolog_flag/3 made.
	userFlags map[term.Atom]bool
	// expansions are the libraries' clause expansions (AddExpansion).
	expansions []Expansion
	// rand is the generator of random/1 and the random library.
	rand *rand.Rand
	// auxNames counts the predicates made of compiled lambdas.
	auxNames int
	// inferences counts the calls of predicates with clauses
	// (statistics/2).
	inferences int64
	// initGoals are the initialization/1 goals of the file being
	// consulted, run once it is loaded.
	initGoals []initGoal
	// nextTidy is the trail length at which a cut next tidies the trail.
	nextTidy int
	// cleanups counts the cpCleanup choicepoints; due holds the
	// cleanups a cut removed, to run before its continuation
	// (cleanup.go; a root).
	cleanups int
	due      []heap.Value
	// markers are the functors of the solver's marker goals.
	markers markerFunctors
	// evalFns are the evaluable functions of arithmetic's compound
	// terms by functor id (firstFunctor is index 0), looked up on
	// first use; nil where none has been found.
	evalFns []*arith.Function

	// Ops is the operator table (op/3); Flags the reader's flags.
	Ops   *syntax.Ops
	Flags syntax.Flags
	flags map[term.Atom]term.Term
	io    streams
	roots heap.RootsID
	// jit is the JIT attached (jit.go), or nil; poll is the word Halt
	// sets for recordings and compiled loops, made when the JIT is
	// attached and kept once freed (its Set is safe after Free): Halt
	// may read it from another goroutine at any time.
	jit  *jitState
	poll atomic.Pointer[domain.PollWord]
	// halting is the status of a halt another goroutine asked for
	// (Halt), 0 when none: the solver halts at its next step.
	halting atomic.Int32
}

// Halt makes the running program halt with status code at the solver's
// next step, as halt/1 does (output is flushed; no catch/3 stops it). It
// may be called from another goroutine: a signal, or an embedding host
// that ends a run.
func (m *Machine) Halt(code int) {
	m.halting.Store(int32(code))
	if w := m.poll.Load(); w != nil { // compiled loops poll it (jit.go)
		w.Set(1)
	}
}

// contHeader is the header of a goal cell (body.go).
var contHeader = heap.MakeHeader(heap.ObjWords, classCont, contSlots)

// The slots of a goal cell.
const (
	contGoal  = 0 // the goal to call
	contCut   = 1 // its cut barrier: the choicepoint height a cut in it cuts to
	contNext  = 2 // the continuation after it: an object or heap.Nil
	contPC    = 3 // ... and the index of its next goal
	contSlots = 4
)

// Config configures a new machine.
type Config struct {
	Heap   heap.Config
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Dialect is the dialect the machine starts in (dialect.go): ISO
	// (the zero value) or SWI-Prolog's.
	Dialect syntax.Dialect
	// Libraries are loaded when a program calls one of their
	// predicates or asks for them (library.go), besides package lib's
	// Prolog libraries, which every machine has.
	Libraries []*Library
}

// NewMachine makes a machine on a fresh heap, with the builtins and the
// library loaded.
func NewMachine(cfg Config) (*Machine, error) {
	if cfg.Heap.GrowDivisor == 0 && cfg.Heap.GrowPercent == 0 {
		// Peak memory is both spaces, so the threshold follows live data
		// closely: it grows once a collection leaves the heap half full,
		// by a quarter or to twice what is live. Doubling at a third
		// full (the policy before) set chat's threshold at 4 MB for
		// 1.3 MB live; measured (peak RSS, KB, 3 runs, --jit=off): chat
		// 19208-19504 -> 17136-17396, primes 20652-20840 -> 16624-16752,
		// naive fib(27) 178552-208032 -> 194504-212380 (its Go heap of
		// choicepoints makes most of it, and varies with the load). The
		// price is more collections: cachegrind, instructions, chat
		// 9.35 -> 9.81 G, primes 9.14 -> 9.54 G, fib(27) 2.57 -> 2.74 G.
		cfg.Heap.GrowDivisor, cfg.Heap.GrowPercent = 2, 25
	}
	h, err := heap.New(cfg.Heap)
	if err != nil {
		return nil, err
	}
	m := &Machine{
		s:       NewStore(h),
		h:       h,
		preds:   map[predKey]*pred{},
		goal:    heap.Nil,
		tmp:     heap.Nil,
		globals: map[term.Atom]heap.Value{},
		refs:    map[int64]*clauseRef{},
		flags:   defaultFlags(),

		libs:     map[string]*libEntry{},
		autoload: map[predKey]*libEntry{},
		libState: map[*Library]any{},

		loadedFiles: map[string]bool{},
		userFlags:   map[term.Atom]bool{},
		rand:        rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
	}
	m.cont, m.env, m.regs.b = heap.Nil, heap.Nil, &m.s.b
	m.nextCB = intWord(0)
	m.setDialect(cfg.Dialect)
	m.markers = m.s.internMarkers()
	m.roots = h.AddRoots(m)
	m.io.init(cfg.Stdin, cfg.Stdout, cfg.Stderr)
	m.installBuiltins()
	if err := m.loadLibrary(); err != nil {
		m.Close()
		return nil, err
	}
	if err := m.addLibraries(append(prologLibraries(), cfg.Libraries...)); err != nil {
		m.Close()
		return nil, err
	}
	// The atoms made so far are the builtins', the libraries' and the
	// solver's own, which Go code holds: from now on atoms nothing uses
	// are collected (atoms.go).
	m.s.PinAtoms()
	m.s.AddAtomRoots(m)
	m.s.onAtomsDue = m.requestAtoms
	return m, nil
}

// Close releases the machine's heap.
func (m *Machine) Close() error {
	m.io.flush()
	m.closeJIT()
	m.h.RemoveRoots(m.roots)
	m.s.Close()
	return m.h.Close()
}

// Store is the machine's term store.
func (m *Machine) Store() *Store { return m.s }

// VisitRoots visits every term the solver keeps (heap.Roots).
func (m *Machine) VisitRoots(visit func(*heap.Value)) {
	visit(&m.cont)
	visit(&m.env)
	visit(&m.goal)
	visit(&m.tmp)
	for i := range m.cps {
		cp := &m.cps[i]
		visit(&cp.goal)
		visit(&cp.cont)
		if x := cp.extra; x != nil {
			visit(&x.alt)
			visit(&x.bag)
		}
	}
	for _, vs := range [][]heap.Value{m.hs.frame, m.hs.work, m.args, m.argStack, m.due} {
		for i := range vs {
			visit(&vs[i])
		}
	}
	for i := range m.hs.deferred {
		visit(&m.hs.deferred[i].v)
	}
	for k, v := range m.globals {
		visit(&v)
		m.globals[k] = v
	}
}
