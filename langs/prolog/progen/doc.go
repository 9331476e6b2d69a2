// Package progen generates small Prolog programs from a fuzzer's bytes,
// for the fuzz target that runs each one with the JIT off and eager on
// every backend and compares them (langtest.ModesAgree). Every program it
// makes is ISO Prolog that ends: its predicates recurse only on a counter
// that goes down to 0 or on a finite list, its generators (between/3,
// member, facts) are finite, and errors it provokes on purpose
// (evaluation and type errors, thrown balls) are caught. main/0 runs a
// list of generated goals, each under catch/3 and with its bindings
// written, so cut, if-then-else, negation, backtracking into findall/3,
// failure-driven loops, assert and retract between calls (a counter
// bumped through retract/assertz, facts added as a loop runs), throw
// from inside recursion, arithmetic over big integers and floats, and
// unification of compound terms all reach the output.
package progen
