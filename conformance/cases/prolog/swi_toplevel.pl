% The toplevel's answers through a pipe, as swipl prints them: bindings
% grouped by value with a space after each comma, _ and _A for fresh
% variables, true. and false., an error's message on stderr.
edge(a, b).
edge(b, c).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
