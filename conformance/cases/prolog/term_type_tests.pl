% Type tests on every kind of term.
:- initialization(main).
kinds([var, nonvar, atom, number, integer, float, atomic, compound, callable, is_list, ground]).
test(T) :- kinds(Ks), findall(K, (member(K, Ks), call(K, T)), L), writeq(L), nl.
main :- test(_), test(a), test(1), test(1.5), test(f(x)), test([a]), test(f(_)), test('hello world'),
    test(-3), test([a|_]), test((a :- b)), halt.
