:- set_prolog_flag(double_quotes, codes).
% format/2 directives ~w ~q ~a ~d ~D ~s ~c ~e ~f ~g ~r ~R ~i ~~ and format/1.
:- initialization(main).
main :- format("~w and ~q~n", [foo('A'), 'B c']), format("~a|~a~n", [abc, 'x y']),
    format("~d ~2d ~D~n", [42, 314, 1234567]), format("~s~n", [[104, 105]]), format("~c~c~n", [104, 105]),
    format("~e ~3f ~g~n", [1.5, 3.14159, 0.1]), format("~8r ~16r ~16R~n", [64, 255, 255]),
    format("~~ ~i~w~n", [skipped, shown]), format("no args~n"), format("~w", hello), nl, halt.
