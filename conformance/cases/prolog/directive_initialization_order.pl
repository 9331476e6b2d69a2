% initialization/1 goals run after the file is loaded, in order.
:- initialization((write(init1), nl)).
:- write(loading), nl.
:- initialization((write(init2), nl, halt)).
p :- write(p_defined_later), nl.
:- initialization(p).
