% Tabling: the driver of a tabled call, over the tables of tabling.go.
%
% A call of a tabled predicate looks its variant up. A complete table
% gives its answers. A table being evaluated (the call is a variant of
% one of its callers: recursion) gives the answers found so far and
% marks its caller as depending on it. Otherwise the call evaluates its
% table: it runs the predicate's clauses to the end, adding each answer,
% and again while an iteration finds new answers in the tables it
% depends on (a fixpoint), then its table is complete, and so are those
% of the calls that depended on it (its strongly connected component),
% unless it depends itself on a caller's table, whose evaluation then
% finishes it. Answers come back once the table is complete (local
% scheduling, SWI-Prolog's default).

:- module(tabling, [table/1, abolish_all_tables/0, '$tbl_call'/2]).

'$tbl_call'(Goal, Impl) :-
    '$tbl_lookup'(Goal, Id, Status),
    (   Status == complete
    ->  '$tbl_answers'(Id, Goal)
    ;   Status == evaluating
    ->  '$tbl_consumed'(Id),
        '$tbl_answers'(Id, Goal)
    ;   '$tbl_push'(Id),
        catch(fixpoint_(Id, Goal, Impl), E, ('$tbl_abandon'(Id), throw(E))),
        '$tbl_answers'(Id, Goal)
    ).

fixpoint_(Id, Goal, Impl) :-
    '$tbl_count'(N0),
    (   call(Impl),
        '$tbl_add'(Id, Goal),
        fail
    ;   true
    ),
    (   '$tbl_done'(Id, N0)
    ->  true
    ;   fixpoint_(Id, Goal, Impl)
    ).
