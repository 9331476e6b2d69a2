// Package clpfd is SWI-Prolog's library(clpfd) on a solver written in
// Go, loaded as the library clpfd (engine.Library): the arithmetic
// constraints #=, #\=, #<, #>, #=<, #>= over linear and non-linear
// integer expressions, in/2 and ins/2, all_different/1 and
// all_distinct/1, sum/3 and scalar_product/4, reification (#<==>,
// #==>, #<==, #/\, #\/, #\), labeling/2 and its options, the
// reflection predicates fd_dom/2, fd_inf/2, fd_sup/2, fd_size/2, and
// the residual goals that copy_term/3 and the toplevel write, with
// integers of any size in domains.
//
// The solver follows SWI-Prolog's library(clpfd) closely, because its
// answers depend on it: the same constraints become the same
// propagators (post.go, parse.go: SWI-Prolog's matchers and
// parse_clpfd//2), each with the same narrowing (props_*.go: its
// run_propagator/2 clauses), woken by the same events from the same
// queues, with its terminating propagation on infinite domains
// (store.go: put_terminating/3), so that a search sees the same domains
// and first-fail labeling picks the same variables; all_distinct/1 is
// Régin's matching-based filter. The residual goals are SWI-Prolog's,
// in its order (residual.go).
//
// A CLP(FD) variable is a Prolog variable with the attribute clpfd,
// whose value is the number of its fdvar: its domain (domain.go: a list
// of intervals of bounds of any size, num.go) and its propagators live
// in Go. The solver is an engine.Undoer: it trails its changes and the
// engine asks it to undo them on backtracking. Labeling is Prolog
// (clpfd.pl) over Go builtins that choose the variable and the value
// and assign it with its propagation, so that a trace of the labeling
// loop sees Prolog calls and calls of Go builtins.
package clpfd
