% predicate_property/2 (basic): dynamic, defined, number_of_clauses, built_in.
:- initialization(main).
:- dynamic(d/1).
d(1). d(2).
s(x).
has(H, P) :- ( predicate_property(H, P) -> write(yes) ; write(no) ), nl.
main :- has(d(_), dynamic), has(s(_), dynamic), has(d(_), number_of_clauses(2)), has(s(_), defined),
    has(atom_length(_, _), built_in), has(nothere(_), defined), halt.
