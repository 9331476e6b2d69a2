% Error terms as SWI-Prolog's builtins raise them: error(Formal,
% context(system:Name/Arity, _)) (printed below without the module),
% the formal term as ISO's; a division by zero names its function.
:- initialization(main).
t(G) :- ( catch(G, error(F, C), true) -> ( nonvar(C), C = context(P, _) -> ( nonvar(P), P = _:PI -> true ; PI = P ), print(F-PI) ; print(F-none) ) ; write(failed) ), nl.
main :-
    t(atom_length(_, _)),
    t(atom_length(f(x), _)),
    t(_ is 1/0),
    t(_ is foo + 1),
    t(arg(x, f(a), _)),
    t(functor(_, foo, -1)),
    t(assertz(atom_length(a, b))),
    t(atom_codes(_, _)),
    t(number_codes(_, "3x")),
    t(msort(a, _)),
    t(succ(_, 0)),
    t(sub_atom(abc, _, _, _, 1)),
    t(atom_to_term('foo(', _, _)),
    t(throw(error(my_error, my_context))),
    halt.
