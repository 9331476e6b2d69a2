% arg/3 with N unbound enumerates the arguments in order (SWI-Prolog;
% ISO raises instantiation_error), binding N and unifying A.
:- initialization(main).
main :-
    forall(arg(N, f(a, B, g(B)), A), (copy_term(N-A, C), numbervars(C, 0, _), print(C), nl)),
    ( arg(N2, f(x, y, z), y) -> print(found(N2)) ; print(none) ), nl,
    findall(N3, arg(N3, f(X, Y, X), Y), L), print(L), nl,
    findall(N4-V, arg(N4, g(1, 2), V), L4), print(L4), nl,
    ( arg(_, f(a), b) -> print(yes) ; print(no_match) ), nl,
    catch(arg(_, foo, _), error(E1, _), (print(E1), nl)),
    catch(arg(_, _, _), error(E2, _), (print(E2), nl)),
    catch(arg(_, 3, _), error(E3, _), (print(E3), nl)),
    T = f(P, Q), arg(I, T, Z), Z == Q, print(I), nl, P = 1,
    findall(K, (arg(K, f(1, 2, 3, 4), W), W mod 2 =:= 0), Ks), print(Ks), nl,
    halt.
