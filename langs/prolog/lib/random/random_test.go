package random

import (
	"testing"

	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
)

// randomCases check the properties of the random predicates (their
// numbers are the machine generator's, not SWI-Prolog's): ranges,
// permutations, failure on empty ranges, the errors SWI-Prolog 9.0.4
// raises, and that a seed makes the sequence the same again.
var randomCases = []libtest.Case{
	{Goal: `random(X), float(X), X >= 0, X < 1`, Want: ""},
	{Goal: `forall(between(1, 100, _), (random_between(3, 5, X), between(3, 5, X)))`, Want: ""},
	{Goal: `forall(between(1, 100, _), (random(3, 5, X), between(3, 4, X)))`, Want: ""},
	{Goal: `random_between(5, 3, _)`, Want: "false"},
	{Goal: `random_between(a, 3, _)`, Want: "error: error(type_error(integer,a),context(system:random_between/3,_))"},
	{Goal: `random_member(X, [a,b,c]), memberchk(X, [a,b,c])`, Want: ""},
	{Goal: `random_member(_, [])`, Want: "false"},
	{Goal: `random_select(X, [a,b,c], R), msort([X|R], S), write(S)`, Want: "[a,b,c]"},
	{Goal: `random_select(x, L, [a,b]), msort(L, S), write(S)`, Want: "[a,b,x]"},
	{Goal: `random_permutation([1,2,3,4], P), msort(P, S), write(S)`, Want: "[1,2,3,4]"},
	{Goal: `randseq(3, 10, L), length(L, 3), sort(L, S), length(S, 3), forall(member(X, L), between(1, 10, X))`, Want: ""},
	{Goal: `randset(4, 4, S), write(S)`, Want: "[1,2,3,4]"},
	{Goal: `set_random(seed(42)), findall(X, (between(1, 5, _), random_between(1, 1000, X)), L1), random_permutation([a,b,c,d,e], P1), Y1 is random(100), ` +
		`set_random(seed(42)), findall(X, (between(1, 5, _), random_between(1, 1000, X)), L2), random_permutation([a,b,c,d,e], P2), Y2 is random(100), L1-P1-Y1 == L2-P2-Y2`, Want: ""},
	{Goal: `set_random(foo)`, Want: "error: error(domain_error(set_random,foo),context(system:set_random/1,_))"},
}

func TestRandom(t *testing.T) {
	libtest.Run(t, []*engine.Library{Library}, randomCases)
}
