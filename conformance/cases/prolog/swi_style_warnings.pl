% Loading warns of singleton variables (of clauses, grammar rules and
% directives; not _X) and of clauses of a predicate that another
% predicate's interrupt (unless declared discontiguous), as
% singletons(Term, Names) and discontiguous(PI, Current) messages that
% message_hook/3 can take. The hook prints what it gets; it leaves the
% warning of q/1 to be printed on stderr.
:- multifile user:message_hook/3.
user:message_hook(singletons(T, Names), warning, _) :-
    T \= (q(_) :- _),
    print(singletons(Names)), nl.
user:message_hook(discontiguous(PI, Current), warning, _) :-
    print(discontiguous(PI, Current)), nl.

:- initialization(main).

p(X, _Y) :- true.
q(Lonely) :- true.
r(1).
s(A, B) --> [A].
r(2).
:- discontiguous t/1.
t(1).
u.
t(2).
:- X = 1.
v(_, _Unused) :- w(Z, Z).
u.
w(A, A).

main :- print(loaded), nl, halt.
