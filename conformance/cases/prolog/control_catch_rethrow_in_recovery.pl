% An error raised inside the recovery goal propagates outward.
:- initialization(main).
main :- catch(catch(throw(a), a, throw(b)), B, (write(outer(B)), nl)),
    catch(catch(throw(x), y, true), Z, (write(passed(Z)), nl)), halt.
