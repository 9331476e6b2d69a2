// Package quasi holds quasi-immutable values: words that a language
// almost never changes (a class's version, the clause list of a
// predicate, the layout of a module's globals), which compiled code
// takes as constants instead of reading and guarding them on every
// iteration. A trace that read one depends on it; writing a new value
// invalidates every trace that depends on it.
//
// A language keeps such a word in a Field, reads it with Field.Load (in
// its interpreter: domain.Domain.LoadQuasi, which a recording makes a
// constant of the trace) and writes it only with Field.Store. The JIT
// registers each trace that read the field as a Dependency of it; Store
// of a new value invalidates them, and forgets them:
//
//   - the driver no longer enters an invalidated trace (its loop header
//     is recorded again, with the new value, once it is hot again), nor
//     a trace that enters an invalidated one (calls its function, jumps
//     into its loop), invalidated with it;
//   - compiled code that is running, or that another trace enters,
//     checks at its start, after every call it makes and at a read after
//     a call (guard_not_invalidated, ir's quasi.go): it leaves there for
//     the interpreter, which reads the new value.
//
// PyPy's quasi-immutable fields (QUASIIMMUT_FIELD with
// GUARD_NOT_INVALIDATED, invalidated through the loop token) are the
// model. A Field's value becomes a trace constant, so it must not be a
// ref of a heap (objects move; constants do not): keep a version, a
// symbol or a handle in it.
//
// A Field and its dependencies are not safe for concurrent use: one
// language instance (with its driver) owns them.
package quasi
