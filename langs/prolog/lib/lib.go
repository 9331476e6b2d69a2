// Package lib holds the library predicates that are best written in
// Prolog, as source the solver consults at startup (Files), and the
// grammar rule translation (DCGRule, DCGBody) that consult and phrase/3
// use.
//
// The Prolog files follow SWI-Prolog's library(lists), library(apply),
// library(error), library(aggregate) (aggregate_all/3), library(pairs)
// and library(yall) (lambdas, as called rather than compiled), and
// atomic_list_concat/2,3: the same solutions in the same order, no choice
// point left where SWI-Prolog leaves none (member/2, select/3, nth0/3
// with an integer index), and the same errors. They need these builtins
// from the solver: call/1..8, throw/1, !, ->, ;, \+, =, \=, ==, \==, @<,
// @>, compare/3, is/2 and the arithmetic comparisons, findall/3, sort/2, var/1, integer/1, atom/1,
// atomic/1, number/1, callable/1, ground/1, is_list/1, length/2,
// atom_concat/3, sub_atom/5, atom_codes/2, number_codes/2 and
// dcg_translate_rule/2 (DCGRule as a predicate). Predicates whose names
// end in _ are the library's own helpers.
package lib

import _ "embed"

// File is one library: its name (library(Name)) and its source, which
// begins with its module directive.
type File struct {
	Name string // lists, ...
	Text string
}

var (
	//go:embed error.pl
	errorPL string
	//go:embed lists.pl
	listsPL string
	//go:embed apply.pl
	applyPL string
	//go:embed dcg.pl
	dcgPL string
	//go:embed aggregate.pl
	aggregatePL string
	//go:embed yall.pl
	yallPL string
	//go:embed pairs.pl
	pairsPL string
)

// Files returns the libraries.
func Files() []File {
	return []File{
		{"error", errorPL},
		{"lists", listsPL},
		{"apply", applyPL},
		{"dcg", dcgPL},
		{"aggregate", aggregatePL},
		{"pairs", pairsPL},
		{"yall", yallPL},
	}
}
