% setup_call_cleanup/3 and call_cleanup/2: the cleanup runs once, when
% the goal exits deterministically, fails, raises or is cut.
:- initialization(main).

say(X) :- write(X), nl.

det :- setup_call_cleanup(say(setup), say(goal), say(cleanup)), say(after).
fails :- setup_call_cleanup(true, fail, say(cleanup_fail)).
raises :- catch(setup_call_cleanup(true, throw(oops), say(cleanup_raise)), E, (say(caught(E)))).
nondet :-
    setup_call_cleanup(true, member(X, [1,2,3]), say(cleanup_nondet)),
    say(got(X)), X >= 2, !, say(cut_done).
exhaust :-
    (   setup_call_cleanup(true, member(X, [a,b]), say(cleanup_exhaust)),
        say(X), fail
    ;   say(exhausted)
    ).
cut_in_findall :-
    findall(X, (setup_call_cleanup(true, member(X, [1,2,3]), say(cleanup_once)), !), L),
    say(L).
nested :-
    setup_call_cleanup(true,
        setup_call_cleanup(true, member(X, [1,2]), say(inner)),
        say(outer)),
    !, say(nested(X)).
error_after :-
    catch(( setup_call_cleanup(true, member(X, [1,2]), say(cleanup_err)),
            X > 0, throw(later) ), B, say(caught(B))).
cleanup_fails :- setup_call_cleanup(true, true, fail), say(cleanup_failure_ignored).
cleanup_binds :- setup_call_cleanup(true, true, X = 1), ( var(X) -> say(unbound) ; say(bound(X)) ).
cc :- call_cleanup(member(X, [x,y]), say(cc_cleanup)), say(X), X == y, say(cc_done).
once_cut :- once(setup_call_cleanup(true, member(_, [1,2]), say(once_cleanup))), say(after_once).
ite :- ( setup_call_cleanup(true, member(X, [p,q]), say(ite_cleanup)) -> say(then(X)) ; say(else) ).
not_goal :- \+ setup_call_cleanup(true, member(_, [1,2]), say(neg_cleanup)) -> say(no) ; say(negated).
setup_fails :- ( setup_call_cleanup(fail, say(never), say(never)) -> true ; say(setup_failed) ).
setup_once :- setup_call_cleanup(member(S, [s1,s2]), true, say(cleanup(S))), say(setup(S)).
deep(0) :- !.
deep(N) :- setup_call_cleanup(true, true, true), N1 is N-1, deep(N1).

main :-
    det, ( fails -> true ; say(failed) ), raises, nondet, exhaust, cut_in_findall,
    nested, error_after, cleanup_fails, cleanup_binds, cc, once_cut, ite, not_goal,
    setup_fails, setup_once, deep(100000), say(deep_done),
    halt.
