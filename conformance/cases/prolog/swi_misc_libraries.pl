% SWI-Prolog's autoloaded solution_sequences, occurs, terms, option,
% gensym, aggregate/3, debug (debug/3 writes to user_error, not checked
% here), assertion/1, flag/3, term_variables/3, numbervars/1, time/1
% (user_error) and library(main)'s argv_options/3. Expected output from
% swipl 9.0.4.
t(G) :- catch(forall(G, (copy_term(G, C), numbervars(C, 0, _), print(C), nl)), error(E, _), (print(E), nl)), write(--), nl.
p(3). p(1). p(2). p(1). p(3).
q(X, Y) :- member(X-Y, [b-2, a-1, c-2, a-3]).
main :-
  t(limit(2, p(_))), t(limit(0, p(_))), t(offset(3, p(_))), t(call_nth(p(_), 2)), t(call_nth(p(_), _)),
  t(distinct(p(_))), t(distinct(X, q(X, _))), t(order_by([asc(X)], q(X, _))), t(order_by([desc(Y)], q(_, Y))),
  t(order_by([asc(Y), desc(X)], q(X, Y))),
  t(sub_term(S, f(a, g(b)))), t(occurrences_of_term(a, f(a, g(a), b), _)), t(occurrences_of_var(V, f(V, g(V)), _)),
  t(option(a(_), [b(1), a(2), a(3)])), t(option(c(_), [b(1)], def)), t(option(a(_), [a=5])), t(select_option(a(_), [b(1), a(2)], _)),
  t(select_option(z(_), [b(1)], _, none)), t(merge_options([a(1), c(3)], [a(2), b(2)], _)),
  t(gensym(x, _)), t(gensym(x, _)), t(gensym(y, _)), t((reset_gensym(x), gensym(x, _))),
  t(aggregate(count, p(_), _)), t(aggregate(sum(A), p(A), _)), t(aggregate(max(A), p(A), _)), t(aggregate(bag(A), p(A), _)), t(aggregate(set(A), p(A), _)),
  t(aggregate(count, q(_, B), _)), t(aggregate(max(B, K), q(K, B), _)), t(aggregate(count, K^q(K, B), _)), t(aggregate(count, fail, _)),
  t(term_variables(f(X1, g(Y1), X1), _, [z])), t(numbervars(f(_, _))),
  t((flag(cnt, Old, Old + 1), flag(cnt, O2, O2 * 10), flag(cnt, Now, Now))),
  t(variant(f(_A), f(_B))), t(subsumes(f(_), f(a))), t(mapargs(succ, f(1, 2), _)),
  t((debug(foo), debug(foo, "hello ~w", [x]))), t(debug(bar, "silent ~w", [y])),
  t((catch(assertion(1 =:= 2), error(Err, _), true), print(Err), nl)), t(assertion(true)),
  t(time(member(_, [a, b]))), t(argv_options([foo, '--n=3', '--verbose', '--no-color', bar, '--', '--z'], _, _)).
:- initialization((main, halt)).
