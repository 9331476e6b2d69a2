// Package lib holds the libraries that are best written in Prolog, as
// sources the engine loads when a program first calls one of their
// predicates or asks for the library (Files: each begins with its module
// directive), the grammar rule translation (DCGRule, DCGBody) that
// consult and phrase/3 use, and the compilation of lambda expressions
// (CompileLambdas).
//
// The libraries follow SWI-Prolog's library(lists), library(apply),
// library(error), library(aggregate) (aggregate_all/3,4),
// library(pairs), library(assoc) (AVL trees in its representation),
// library(ordsets), library(ugraphs), library(yall), library(quintus),
// library(backcomp), prolog_load_context/2, library(dcg/basics) and
// library(dcg/high_order) (Explicit: use_module loads them), and its
// phrase/2,3: the same
// solutions in the same order, no choice point left where SWI-Prolog
// leaves none (member/2, select/3, nth0/3 with an integer index,
// put_assoc/4), and the same errors. They need the solver's control
// constructs, findall/3, sort/2, keysort/2, compare/3, the type tests,
// length/2, copy_term/2, =../2, atom_concat/3, sub_atom/5 and
// dcg_translate_rule/2 (DCGRule as a predicate). Predicates a library
// does not export are its own (the engine renames them when it loads
// the library): their names end in _ and are no exported predicate's.
package lib

import _ "embed"

// File is one library: its name (library(Name)) and its source, which
// begins with its module directive. An Explicit library is not
// autoloaded: a program loads it by name (use_module), as SWI-Prolog's
// libraries outside its autoload index (dcg/basics, dcg/high_order).
type File struct {
	Name     string // lists, dcg/basics, ...
	Text     string
	Explicit bool
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
	//go:embed assoc.pl
	assocPL string
	//go:embed ordsets.pl
	ordsetsPL string
	//go:embed backcomp.pl
	backcompPL string
	//go:embed quintus.pl
	quintusPL string
	//go:embed load_context.pl
	loadContextPL string
	//go:embed ugraphs.pl
	ugraphsPL string
	//go:embed solution_sequences.pl
	solutionSequencesPL string
	//go:embed occurs.pl
	occursPL string
	//go:embed terms.pl
	termsPL string
	//go:embed option.pl
	optionPL string
	//go:embed gensym.pl
	gensymPL string
	//go:embed debug.pl
	debugPL string
	//go:embed main.pl
	mainPL string
	//go:embed statistics.pl
	statisticsPL string
	//go:embed builtins.pl
	builtinsPL string
	//go:embed charsio.pl
	charsioPL string
	//go:embed pio.pl
	pioPL string
	//go:embed dcg_basics.pl
	dcgBasicsPL string
	//go:embed dcg_high_order.pl
	dcgHighOrderPL string
)

// Files returns the libraries.
func Files() []File {
	return []File{
		{"error", errorPL, false},
		{"lists", listsPL, false},
		{"apply", applyPL, false},
		{"dcg", dcgPL, false},
		{"aggregate", aggregatePL, false},
		{"pairs", pairsPL, false},
		{"assoc", assocPL, false},
		{"ordsets", ordsetsPL, false},
		{"yall", yallPL, false},
		{"backcomp", backcompPL, false},
		{"quintus", quintusPL, false},
		{"load_context", loadContextPL, false},
		{"ugraphs", ugraphsPL, false},
		{"solution_sequences", solutionSequencesPL, false},
		{"occurs", occursPL, false},
		{"terms", termsPL, false},
		{"option", optionPL, false},
		{"gensym", gensymPL, false},
		{"debug", debugPL, false},
		{"main", mainPL, false},
		{"statistics", statisticsPL, false},
		{"$builtins", builtinsPL, false},
		{"charsio", charsioPL, false},
		{"pio", pioPL, false},
		{"dcg/basics", dcgBasicsPL, true},
		{"dcg/high_order", dcgHighOrderPL, true},
	}
}
