package arith

import (
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Error is an arithmetic error: the formal part of ISO's error(Formal,
// Context) term, such as type_error(evaluable, foo/0) or
// evaluation_error(zero_divisor). The solver adds the context.
type Error struct {
	Formal term.Term
	// SWI is SWI-Prolog 9's formal term where it differs from ISO's
	// (0.0/0 is evaluation_error(undefined) there), nil where not.
	SWI term.Term
}

func (e *Error) Error() string { return syntax.Format(e.Formal) }

// The evaluation errors (ISO 7.12.2 i).
var (
	errZeroDivisor   = evaluationError("zero_divisor")
	errUndefined     = evaluationError("undefined")
	errFloatOverflow = evaluationError("float_overflow")
	errMemory        = &Error{Formal: term.New("resource_error", term.Intern("memory"))}
	// A float zero divided by zero, and log(0), as SWI-Prolog has them.
	errZeroByZero = &Error{Formal: errZeroDivisor.Formal, SWI: errUndefined.Formal}
	errLogZero    = &Error{Formal: errUndefined.Formal, SWI: errFloatOverflow.Formal}
	errInfByZero  = &Error{Formal: errZeroDivisor.Formal, SWI: errFloatOverflow.Formal}
	// 0.0 ** -1: undefined in ISO, a zero divisor in SWI-Prolog.
	errZeroPowerNegative = &Error{Formal: errUndefined.Formal, SWI: errZeroDivisor.Formal}
)

func evaluationError(what string) *Error {
	return &Error{Formal: term.New("evaluation_error", term.Intern(what))}
}

// ErrInstantiation is instantiation_error.
var ErrInstantiation = &Error{Formal: term.Intern("instantiation_error")}

// TypeError is type_error(Type, Culprit).
func TypeError(typ string, culprit term.Term) *Error {
	return &Error{Formal: term.New("type_error", term.Intern(typ), culprit)}
}

// notEvaluable is type_error(evaluable, Name/Arity).
func notEvaluable(name string, arity int) *Error {
	return TypeError("evaluable", term.New("/", term.Intern(name), term.Int(arity)))
}

// needInteger is type_error(integer, X) for a float X; for an infinity
// float_overflow and for NaN undefined, as SWI-Prolog says.
func needInteger(x Num) *Error {
	if _, err := fromFloat(x.f); err != nil {
		return err.(*Error)
	}
	return TypeError("integer", x.Term())
}

// domainError is domain_error(Domain, Culprit).
func domainError(domain string, culprit Num) *Error {
	return &Error{Formal: term.New("domain_error", term.Intern(domain), culprit.Term())}
}
