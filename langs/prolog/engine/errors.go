package engine

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Thrown is a Prolog exception: the ball of throw/1 (or of an error a
// builtin raised), as a reader's term so that it survives undoing the
// bindings and collections between the throw and its catch.
type Thrown struct {
	Ball term.Term
	// Bare keeps the context of an error(Formal, Context) ball
	// unbound, as SWI-Prolog's libraries written in Prolog raise their
	// errors: a builtin's is context(system:Name/Arity, _) otherwise.
	Bare bool
}

func (e *Thrown) Error() string { return syntax.FormatWith(e.Ball, syntax.WriteqOpts) }

// Halt is halt/0,1: the program asked to exit with Code.
type Halt struct{ Code int }

func (e *Halt) Error() string { return fmt.Sprintf("halt(%d)", e.Code) }

// isoError is the exception error(Formal, Context), with an unbound
// context.
func isoError(formal term.Term) *Thrown {
	return &Thrown{Ball: term.New("error", formal, term.NewVar("_"))}
}

// The ISO error terms (13211-1 §7.12.2) builtins raise.
func instantiationError() error { return isoError(term.Intern("instantiation_error")) }

func (m *Machine) typeError(typ string, culprit heap.Value) error {
	return isoError(term.New("type_error", term.Intern(typ), m.s.ToTerm(culprit, nil)))
}

func (m *Machine) domainError(dom string, culprit heap.Value) error {
	return isoError(term.New("domain_error", term.Intern(dom), m.s.ToTerm(culprit, nil)))
}

func representationError(what string) error {
	return isoError(term.New("representation_error", term.Intern(what)))
}

func evaluationError(what string) error {
	return isoError(term.New("evaluation_error", term.Intern(what)))
}

func existenceError(kind string, culprit term.Term) error {
	return isoError(term.New("existence_error", term.Intern(kind), culprit))
}

func permissionError(action, typ string, culprit term.Term) error {
	return isoError(term.New("permission_error", term.Intern(action), term.Intern(typ), culprit))
}

// resourceError is resource_error(What), raised when the heap is full.
func resourceError(what string) error {
	return isoError(term.New("resource_error", term.Intern(what)))
}

// withContext fills the context of the error err that the builtin k
// raised: error(Formal, context(system:Name/Arity, Message)) as
// SWI-Prolog's builtins give it (context(Name/Arity, Message) in the
// ISO dialect), Message unbound unless err's context is
// context(_, Message), unless the context is already bound otherwise.
func (m *Machine) withContext(err error, k predKey) error {
	t, ok := err.(*Thrown)
	if !ok || t.Bare {
		return err
	}
	c, ok := t.Ball.(*term.Compound)
	if !ok || c.Functor != atomError || len(c.Args) != 2 {
		return err
	}
	var msg term.Term = term.NewVar("_")
	switch ctx := c.Args[1].(type) {
	case *term.Var:
	case *term.Compound:
		if ctx.Functor != atomContext || len(ctx.Args) != 2 {
			return err
		}
		if _, unbound := ctx.Args[0].(*term.Var); !unbound {
			return err
		}
		msg = ctx.Args[1]
	default:
		return err
	}
	if m.swi() && loadPreds[k.name.Name()] {
		return err // SWI-Prolog's loading errors have no context
	}
	pi := indicator(k.name, k.arity)
	if m.swi() {
		pi = term.New(":", term.Intern("system"), pi)
	}
	return &Thrown{Ball: term.New("error", c.Args[0], term.New("context", pi, msg))}
}

var (
	atomError   = term.Intern("error")
	atomContext = term.Intern("context")
)

// loadPreds are the predicates that load files.
var loadPreds = map[string]bool{"consult": true, "ensure_loaded": true, "use_module": true, "autoload": true, "load_files": true}

// indicator is Name/Arity.
func indicator(name term.Atom, arity int) term.Term {
	return term.New("/", name, term.Int(arity))
}

// heapError turns an allocation failure into resource_error(memory)
// and passes other errors on.
func heapError(err error) error {
	if _, ok := err.(*heap.LimitError); ok {
		return resourceError("memory")
	}
	return err
}

// callerContext is the predicate SWI-Prolog's existence error of an
// unknown procedure names as the caller: the predicate of the clause the
// continuation returns to (after a last call, the caller's caller, as
// in SWI-Prolog, whose frame the last call reused), system:Name/Arity
// for the system's own; system:catch/3 when the call is a goal of a
// directive or a query (which run inside catch/3), or when the call
// is catch/3's goal; findall/3's goal is called by SWI-Prolog's
// '$bags':findall_loop/4.
func (m *Machine) callerContext() term.Term {
	catch := term.New(":", term.Intern("system"), indicator(term.Intern("catch"), 3))
	for c := m.cont; c != heap.Nil; c = m.h.Field(c, contNext) {
		if m.h.HeaderAt(c) == contHeader {
			g := m.s.Deref(m.h.Field(c, contGoal))
			if !g.IsRef() || !isCompound(m.h.HeaderAt(g)) {
				continue
			}
			switch name, _ := m.nameArity(g); name {
			case atomCExit:
				return catch
			case atomCollec:
				return term.New(":", term.Intern("$bags"), indicator(term.Intern("findall_loop"), 4))
			}
			continue
		}
		cl := m.clauseTab[m.h.Field(c, envClause).Int()]
		if cl == nil || cl.src == nil {
			continue
		}
		head, _ := splitClause(cl.src)
		k, ok := headKey(head)
		if !ok {
			continue
		}
		// A library's own predicate is named '$Lib:Name' (library.go).
		if lib, name, ok := strings.Cut(k.name.Name(), ":"); ok && strings.HasPrefix(lib, "$") {
			return term.New(":", term.Intern(lib[1:]), indicator(term.Intern(name), k.arity))
		}
		pi := indicator(k.name, k.arity)
		if p := m.preds[k]; p != nil && p.system {
			return term.New(":", term.Intern("system"), pi)
		}
		return pi
	}
	return catch
}
