:- set_prolog_flag(double_quotes, codes).
% Standard order of terms: Var < Number < Atom < String < Compound.
:- initialization(main).
main :- msort([b, 1, f(a), a, 2.0, "s", g(a, b), f(b), 1.0, z(a), _], L), L = [V | Rest], ( var(V) -> write(var_first) ; true ), nl,
    write(Rest), nl,
    compare(O1, 1, 1.0), compare(O2, a, b), compare(O3, f(a, b), g(a)), compare(O4, f(b), f(a, a)),
    compare(O5, 2, 1.5), write([O1, O2, O3, O4, O5]), nl,
    ( a @< b -> write(lt) ; write(ge) ), ( f(a) @> a -> write(gt) ; write(le) ), ( 1 @=< 1 -> write(le) ; write(gt) ),
    ( f(X) == f(X) -> write(eq) ; write(ne) ), ( f(X) \== f(_) -> write(ne) ; write(eq) ), nl, halt.
