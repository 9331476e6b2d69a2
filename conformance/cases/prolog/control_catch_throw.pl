% catch/3 unifies the ball with a copy; rethrows what does not unify.
:- initialization(main).
main :- catch(throw(my_ball), B, (write(caught(B)), nl)),
    catch(throw(f(a)), f(Y), (write(Y), nl)),
    catch(catch(throw(inner), outer, write(wrong)), inner, (write(rethrown), nl)),
    catch((member(Z, [1,2,3]), Z > 1, throw(found(Z))), found(W), (write(W), nl)),
    catch(true, _, write(never)), write(no_ball), nl,
    catch(throw(1), E, true), write(E), nl,
    ( var(X) -> write(x_unbound) ; write(x_bound) ), nl,
    halt.
