% A directive of a module file that fails is reported as
% Module:Goal (stderr, checked in .exit); loading goes on.
:- module(shapes, [area/2]).
:- initialization(main).

area(square(S), A) :- A is S * S.

:- area(circle(1), _).

main :- area(square(3), A), print(A), nl, halt.
