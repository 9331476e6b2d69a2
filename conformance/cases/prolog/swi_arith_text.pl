% What stands for a character code in SWI-Prolog 9's arithmetic: a
% string of one character ("a" is 97) and a one-element list of an
% integer or a one-character atom ([x] is 120, [7] is 7); a longer string
% is type_error([], S), a list of anything else type_error(character, X),
% and the reserved [] is type_error(evaluable, []).
:- initialization(main).

r(G) :- catch((G -> write(G) ; write(failed)), error(F, _), print(F)), nl.

main :-
    r(_ is "a"), r(_ is "a" + 1), r(_ is [x]), r(_ is [x] + 1), r(_ is [7]),
    r(_ is max(1, [x])), r([x] > 100), r(_ is "ab"), r(_ is ""),
    r(_ is [ab]), r(_ is [[x]]), r(_ is ["a"]), r(_ is [1.5]), r(_ is []),
    r(_ is [_]),
    X = "b", r(_ is X * 2), Y = [c], r(_ is Y - 1),
    halt.
