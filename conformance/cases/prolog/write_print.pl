% print/1 uses portray/1 and writeq.
:- initialization(main).
portray(secret(_)) :- write('<hidden>').
main :- print(f(secret(1), 'A b', [x])), nl, print('it''s'), nl, halt.
