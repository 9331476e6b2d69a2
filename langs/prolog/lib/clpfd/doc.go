// Package clpfd is library(clpfd) with SWI-Prolog's interface, on a
// solver written in Go, loaded as the library clpfd (engine.Library):
// the arithmetic constraints #=, #\=, #<, #>, #=<, #>= over linear and
// non-linear integer expressions, in/2 and ins/2, all_different/1 and
// all_distinct/1, sum/3 and scalar_product/4, reification (#<==>,
// #==>, #<==, #/\, #\/, #\), labeling/2 and its options, the
// reflection predicates fd_dom/2, fd_inf/2, fd_sup/2, fd_size/2,
// fd_degree/2, and residual goals for copy_term/3 and the toplevel,
// with integers of any size in domains.
//
// The design:
//
//   - A CLP(FD) variable is a Prolog variable with the attribute clpfd,
//     whose value is the index of its fdvar (solver.go): its domain, a
//     list of intervals of bounds of any size (domain.go, num.go), and
//     the propagators watching it for an event (its value, its
//     bounds, any change). The solver trails its changes and the engine
//     has it undo them on backtracking (engine.Undoer).
//   - Every comparison becomes a linear sum compared with 0 (linear.go:
//     = and ≤ bounds consistent, ≠ decided when one variable is left);
//     each term that is not linear is an auxiliary variable defined by
//     a functional propagator (arith.go), domain consistent over few
//     pairs of values and narrowing by bounds otherwise.
//   - A formula of reification is a Boolean variable per part: a
//     comparison's watches whether the bounds decide it and, once the
//     Boolean has a value, posts the comparison or its negation; the
//     connectives are linear constraints on Booleans (reif.go,
//     compile.go).
//   - all_distinct/1 adds a matching-based filter to all_different/1's
//     exclusion of taken values (distinct.go).
//   - A constraint keeps the goal it was posted from (compile.go): it is
//     the constraint's residual goal (residual.go), and what a copy of
//     its variables (copy_term/2, findall/3) posts again with the
//     copies.
//   - Labeling is Prolog (clpfd.pl) over Go builtins that choose the
//     variable and the value and assign it with its propagation
//     (label.go), so that a trace of the labeling loop sees Prolog
//     calls and calls of Go builtins.
//
// Answers (solutions and their order, errors) are SWI-Prolog's. Where
// SWI-Prolog writes a residual goal of its own decomposition
// (auxiliary variables, X#=<Y+ -1 for X#<Y) ours is the goal as posted;
// where a functional propagator has few values it removes more values
// than SWI-Prolog's (X mod 3 #= 1 keeps 1, 4, 7, 10 of 0..10), so
// fd_dom/2 and first-fail labeling may see smaller domains there.
package clpfd
