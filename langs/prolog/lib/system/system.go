// Package system is SWI-Prolog's builtins beyond ISO that are not
// another library's, loaded as the library system (engine.Library):
// print_message/2, statistics/2, get_time/1, garbage_collect/0,
// nb_setarg/3, portray_clause/1,2, listing/0,1, arithmetic_function/1
// and sleep/1 in Go; writeln/1,2, apply/2, foreach/2, setarg/3, prolog_flag/2, pow/3
// and call_with_depth_limit/3 in Prolog (system.pl). Every expectation
// of the tests is SWI-Prolog 9.0.4's.
package system

import (
	_ "embed"
	"os"
	"syscall"
	"time"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

//go:embed system.pl
var source string

// Library is the system library.
var Library = &engine.Library{Name: "system", Source: source, NewState: func() any { return &state{} }}

// The builtins refer to Library (their state): they are added at init.
func init() {
	Library.Builtins = []engine.Builtin{
		{Name: "print_message", Arity: 2, Fn: printMessage},
		{Name: "statistics", Arity: 2, Fn: statistics},
		{Name: "get_time", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return m.UnifyTerm(a[0], term.Float(float64(time.Now().UnixNano())/1e9))
		}},
		{Name: "garbage_collect", Arity: 0, Fn: func(m *engine.Machine, _ []heap.Value) (bool, error) { m.Collect(); return true, nil }},
		{Name: "nb_setarg", Arity: 3, Fn: nbSetarg},
		{Name: "portray_clause", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return true, m.WriteOutput(portrayClause(m, m.Term(a[0]), false))
		}},
		{Name: "listing", Arity: 0, Fn: func(m *engine.Machine, _ []heap.Value) (bool, error) {
			return true, listing(m, m.Predicates(term.Atom{}, true, -1))
		}},
		{Name: "listing", Arity: 1, Fn: listing1},
		{Name: "arithmetic_function", Arity: 1, Fn: arithmeticFunction},
		{Name: "sleep", Arity: 1, Fn: sleep},
		{Name: "delete_file", Arity: 1, Fn: deleteFile},
	}
}

// state is the library's state in a machine.
type state struct {
	// lastRuntime and lastWalltime are statistics/2's previous values
	// (the second element of runtime and walltime).
	lastRuntime, lastWalltime time.Duration
	// functions are arithmetic_function/1's user functions: the
	// predicate of Name/Arity has Arity+1 arguments.
	functions map[funcKey]bool
}

// sleep is sleep/1: it waits the number of seconds given (none when
// it is not above zero), its output flushed first.
func sleep(m *engine.Machine, a []heap.Value) (bool, error) {
	var secs float64
	switch t := m.Term(a[0]).(type) {
	case term.Int:
		secs = float64(t)
	case term.Float:
		secs = float64(t)
	case *term.Var:
		return false, engine.InstantiationError()
	default:
		return false, engine.TypeError("float", t)
	}
	if secs > 0 {
		if err := m.Flush(); err != nil {
			return false, err
		}
		time.Sleep(time.Duration(secs * float64(time.Second)))
	}
	return true, nil
}

// start is when the process started (walltime counts from it).
var start = time.Now()

func printMessage(m *engine.Machine, a []heap.Value) (bool, error) {
	kind, ok := m.Term(a[0]).(term.Atom)
	if !ok {
		if m.IsVar(a[0]) {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("atom", m.Term(a[0]))
	}
	m.PrintMessage(kind.Name(), m.Term(a[1]))
	return true, nil
}

// statistics is statistics/2 for the keys programs time themselves
// with.
func statistics(m *engine.Machine, a []heap.Value) (bool, error) {
	key, ok := m.Term(a[0]).(term.Atom)
	if !ok {
		if m.IsVar(a[0]) {
			return false, engine.InstantiationError()
		}
		return false, engine.DomainError("statistics_key", m.Term(a[0]))
	}
	st := m.State(Library).(*state)
	ms := func(d time.Duration) term.Term { return term.Int(d.Milliseconds()) }
	var v term.Term
	switch key.Name() {
	case "runtime", "process_runtime", "system_time":
		cpu := cpuTime()
		v = term.List([]term.Term{ms(cpu), ms(cpu - st.lastRuntime)}, term.Nil)
		st.lastRuntime = cpu
	case "walltime", "real_time":
		wall := time.Since(start)
		if key.Name() == "real_time" {
			now := time.Now().Unix()
			v = term.List([]term.Term{term.Int(now), term.Int(int64((wall - st.lastWalltime).Seconds()))}, term.Nil)
		} else {
			v = term.List([]term.Term{ms(wall), ms(wall - st.lastWalltime)}, term.Nil)
		}
		st.lastWalltime = wall
	case "cputime", "process_cputime":
		v = term.Float(cpuTime().Seconds())
	case "inferences":
		v = term.Int(m.Inferences())
	case "epoch":
		v = term.Float(float64(start.UnixNano()) / 1e9)
	case "global", "globalused", "memory", "heapused", "stack":
		s := m.Store().Heap().Stats()
		v = term.Int(int64(s.LiveWords * heap.WordBytes))
	default:
		return false, engine.DomainError("statistics_key", key)
	}
	return m.UnifyTerm(a[1], v)
}

// cpuTime is the process's user and system time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// nbSetarg is nb_setarg/3: argument N of the compound term becomes a
// copy of the value, for good.
func nbSetarg(m *engine.Machine, a []heap.Value) (bool, error) {
	n, ok := m.Term(a[0]).(term.Int)
	if !ok {
		if m.IsVar(a[0]) {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("integer", m.Term(a[0]))
	}
	t, ok := m.Term(a[1]).(*term.Compound)
	if !ok {
		return false, engine.TypeError("compound", m.Term(a[1]))
	}
	if n < 1 || int(n) > len(t.Args) {
		return false, nil
	}
	v, err := m.CopyTerm(a[2])
	if err != nil {
		return false, err
	}
	m.SetArg(a[1], int(n-1), v)
	return true, nil
}

// portrayClause is the text of portray_clause/1 (or listing's, source
// naming the variables by their names in the source).
func portrayClause(m *engine.Machine, c term.Term, source bool) string {
	opts := syntax.WriteqOpts
	opts.NumberVars, opts.SpaceArgs, opts.VarNames = true, true, portrayNames(c, source)
	write := func(t term.Term, priority int) string {
		opts.Priority = priority
		return m.FormatTerm(t, opts)
	}
	return clauseText(c, write)
}

func listing1(m *engine.Machine, a []heap.Value) (bool, error) {
	spec := m.Term(a[0])
	name, arity := term.Atom{}, -1
	switch x := spec.(type) {
	case term.Atom:
		name = x
	case *term.Compound:
		n, ok1 := x.Args[0].(term.Atom)
		ar, ok2 := x.Args[len(x.Args)-1].(term.Int)
		if x.Functor.Name() != "/" || len(x.Args) != 2 || !ok1 || !ok2 {
			return false, engine.TypeError("predicate_indicator", spec)
		}
		name, arity = n, int(ar)
	case *term.Var:
		return false, engine.InstantiationError()
	default:
		return false, engine.TypeError("predicate_indicator", spec)
	}
	return true, listing(m, m.Predicates(name, false, arity))
}

// listing writes the predicates as listing/1 does: a dynamic
// declaration for a dynamic one, its clauses, then an empty line.
func listing(m *engine.Machine, ps []engine.Predicate) error {
	for _, p := range ps {
		text := ""
		if p.Dynamic {
			pi := m.FormatTerm(term.New("/", p.Name, term.Int(p.Arity)), syntax.WriteqOpts)
			text = ":- dynamic " + pi + ".\n\n"
		}
		for _, c := range p.Clauses {
			text += portrayClause(m, c, true)
		}
		if err := m.WriteOutput(text + "\n"); err != nil {
			return err
		}
	}
	return nil
}

// deleteFile is delete_file(File): it removes the file; one that does
// not exist is existence_error(file, File), as in SWI-Prolog.
func deleteFile(m *engine.Machine, a []heap.Value) (bool, error) {
	t := m.Term(a[0])
	var name string
	switch x := t.(type) {
	case *term.Var:
		return false, engine.InstantiationError()
	case term.Atom:
		name = x.Name()
	case term.String:
		name = string(x)
	default:
		return false, engine.TypeError("atom", t)
	}
	if err := os.Remove(name); err != nil {
		if os.IsNotExist(err) {
			return false, engine.ExistenceError("file", t)
		}
		return false, engine.PermissionError("delete", "file", t)
	}
	return true, nil
}
