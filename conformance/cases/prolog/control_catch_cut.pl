% catch/3 is transparent to choice points of its goal; ! after it commits.
:- initialization(main).
main :- findall(X, catch(member(X, [1,2,3]), _, true), L), write(L), nl,
    findall(X, (catch(member(X, [1,2,3]), _, true), X >= 2, !), L2), write(L2), nl,
    catch((member(Y, [1,2,3]), Y >= 2, throw(y(Y))), y(V), true), write(V), nl,
    halt.
