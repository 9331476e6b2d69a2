% SWI-Prolog's builtins beyond ISO that programs use most (each a goal,
% its answer printed; expectations from SWI-Prolog 9.0.4).
:- initialization(main).

deep(0) :- !.
deep(N) :- N1 is N - 1, deep(N1).
sq(X, Y) :- Y is X * X.
:- arithmetic_function(sq/1).
sum_sq(S) :- S is sq(3) + sq(1 + 1).
:- dynamic fact/1.
fact(1). fact(2).
rule2(X, Y) :- X > 0, ( Y = a -> true ; Y = b ), \+ X = 3.

t(G) :- ( catch(G, error(E, _), (print(caught(E)), nl)) -> true ; write(failed), nl ).

main :-
    t(writeln(hello)),
    t(writeln(user_output, to_stream)),
    t((print('A b'), nl)),
    t(writef('%w and %w\n', [a, b])),
    t(writef('[%3r|%3l|%5c]\n', [ab, cd, ef])),
    t(writef('%d\n', [42])),
    t(apply(format, ["~w~n", [applied]])),
    t(foreach(between(1, 3, X), (write(X), nl))),
    t(forall(member(Y, [a, b]), (write(Y), nl))),
    t((ignore(fail), once(member(Z, [x, y])), write(Z), nl)),
    t((pow(2, 10, P), write(P), nl)),
    t((name(N, "42"), N1 is N + 1, name(abc, Cs), write(N1-Cs), nl)),
    t((number_chars(M, [0'4, 0'2]), write(M), nl)),
    t((statistics(runtime, [T0, _]), integer(T0), statistics(inferences, Inf), integer(Inf), write(stats_ok), nl)),
    t((get_time(Now), float(Now), write(time_ok), nl)),
    t((succ(S0, 5), succ(5, S1), plus(2, P3, 7), write(S0/S1/P3), nl)),
    t((char_type(a, alpha), code_type(0'1, digit(W)), write(W), nl)),
    t((upcase_atom(mixed, U), downcase_atom('LOW', D), write(U/D), nl)),
    t((term_to_atom(f(1, 'b c', "s"), A1), write(A1), nl)),
    t((read_term_from_atom('g(A, B, A)', RT, []), RT = g(Q1, Q2, Q3), ( Q1 == Q3, Q1 \== Q2 -> write(shared) ; write(not_shared) ), nl)),
    t((with_output_to(atom(WA), (write(a), write(1))), write(WA), nl)),
    t((format(atom(FA), "~a-~d", [x, 3]), sformat(FS, "~w", [y]), write(FA/FS), nl)),
    t((tab(user_output, 3), write(x), nl)),
    t((nb_setval(k, 1), nb_getval(k, V1), b_setval(j, 2), b_getval(j, V2), write(V1/V2), nl)),
    t((T1 = f(a, b), setarg(1, T1, z), write(T1), nl)),
    t((T2 = f(a), ( setarg(1, T2, z), fail ; true ), write(T2), nl)),
    t((T3 = f(a), ( nb_setarg(1, T3, z), fail ; true ), write(T3), nl)),
    t((sum_sq(SS), write(SS), nl)),
    t((call_with_depth_limit(deep(5), 10, R1), call_with_depth_limit(deep(50), 10, R2), write(R1/R2), nl)),
    t((garbage_collect, write(collected), nl)),
    t((prolog_flag(bounded, Bd), current_prolog_flag(double_quotes, DQ), write(Bd/DQ), nl)),
    t((concat_atom([a, b, c], '-', CA), atomic_list_concat(Parts, '-', CA), write(CA/Parts), nl)),
    t((atomic_list_concat([x, 1, "y"], AL), write(AL), nl)),
    t((string_code(2, "abc", SC), write(SC), nl)),
    t((portray_clause(foo(X2, Y2, [a, b], "s", X2, _) :- (bar(Y2) -> true ; baz)))),
    t(listing(fact/1)),
    t(listing(rule2/2)),
    t((between(1, inf, I), I > 3, write(I), nl)),
    t((length(LL, 2), LL = [p|_], last(LL, q), write(LL), nl)),
    t((tab(2), write(indented), nl)),
    t(atom_length(_, _)),
    t(foo_undefined),
    halt.
