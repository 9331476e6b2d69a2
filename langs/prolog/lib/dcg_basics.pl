% library(dcg/basics): the grammar rules SWI-Prolog programs use to parse
% text held as a list of character codes (layout, digits, numbers,
% strings up to a delimiter, the end of the input), written here from
% SWI-Prolog 9's documentation and behaviour. Like SWI-Prolog's, it is
% not autoloaded: a program loads it with use_module(library(dcg/basics)).
%
% The rules that read a sequence (blanks, digits, string_without, ...)
% are greedy and leave no choice point, as SWI-Prolog's; string//1 is
% the exception: it gives its shortest match first and longer ones on
% backtracking. integer//1, float//1, number//1 and xinteger//1 also
% write their number when it is given.

:- module(dcg_basics,
          [ blank//0, blanks//0, white//0, whites//0, nonblank//1,
            nonblanks//1, blanks_to_nl//0, string//1, string_without//2,
            remainder//1, alpha_to_lower//1, digits//1, digit//1,
            integer//1, float//1, number//1, xdigits//1, xdigit//1,
            xinteger//1, eos//0, eol//0, prolog_symbol//1, csym//1,
            csyms//1, atom//1
          ]).

% blank: one layout character (code_type space), blanks: any number.
blank --> [C], { nonvar(C), code_type(C, space) }.

blanks --> blank, !, blanks.
blanks --> [].

% white: a space or a tab, whites: any number of them.
white --> [C], { nonvar(C), code_type(C, white) }.

whites --> white, !, whites.
whites --> [].

% nonblank(C): one printable character that is not layout;
% nonblanks(Cs): as many as there are.
nonblank(C) --> [C], { code_type(C, graph) }.

nonblanks([C|Cs]) --> [C], { code_type(C, graph) }, !, nonblanks(Cs).
nonblanks([]) --> [].

% blanks_to_nl: layout up to and including the end of the line, or up to
% the end of the input.
blanks_to_nl --> "\n", !.
blanks_to_nl --> blank, !, blanks_to_nl.
blanks_to_nl --> eos.

% string(Cs): any list of codes, the shortest first.
string([]) --> [].
string([C|Cs]) --> [C], string(Cs).

% string_without(End, Cs): the longest run of codes none of which is in
% End (a list of codes or a string).
string_without(End, Cs) -->
    { string(End) -> string_codes(End, Stop) ; Stop = End },
    without_(Stop, Cs).

without_(Stop, [C|Cs]) --> [C], { \+ memberchk(C, Stop) }, !, without_(Stop, Cs).
without_(_, []) --> [].

% remainder(Rest): the rest of the input.
remainder(Rest, Rest, []).

% alpha_to_lower(L): a letter, as lower case (code_type(C, to_upper(L))
% gives C's lower case); with no input, it writes L.
alpha_to_lower(L) -->
    [C],
    {   nonvar(C)
    ->  code_type(C, alpha), code_type(C, to_upper(L))
    ;   C = L
    }.

% digits(Ds): the longest run of decimal digits; digit(D): one.
digits([D|Ds]) --> digit(D), !, digits(Ds).
digits([]) --> [].

digit(D) --> [D], { code_type(D, digit) }.

% integer(I): an optional sign and at least one digit.
integer(I, Head, Tail) :-
    integer(I),
    !,
    format(codes(Head, Tail), '~d', [I]).
integer(I) -->
    int_codes_(Cs),
    { number_codes(I, Cs) }.

int_codes_([0'-, D|Ds]) --> "-", !, digit(D), digits(Ds).
int_codes_([D|Ds]) --> "+", !, digit(D), digits(Ds).
int_codes_([D|Ds]) --> digit(D), digits(Ds).

% float(F): a number that has a fraction or an exponent.
float(F, Head, Tail) :-
    float(F),
    !,
    with_output_to(codes(Head, Tail), write(F)).
float(F) -->
    number(F),
    { float(F) }.

% number(N): an integer, or a float with a fraction, an exponent or
% both (1e10 is 1.0e10). Once an exponent's e is read, its digits must
% follow.
number(N, Head, Tail) :-
    number(N),
    !,
    format(codes(Head, Tail), '~w', [N]).
number(N) -->
    int_codes_(I),
    (   dot_, digit(F0), digits(F)
    ->  { Frac = [0'., F0|F] }
    ;   { Frac = [] }
    ),
    (   exp_
    ->  int_codes_(Exp),
        { Exponent = [0'e|Exp] }
    ;   { Exponent = [] }
    ),
    { Frac == [], Exponent \== []
    ->  append([I, `.0`, Exponent], Cs)
    ;   append([I, Frac, Exponent], Cs)
    },
    { number_codes(N, Cs) }.

dot_ --> ".".

exp_ --> "e".
exp_ --> "E".

% xinteger(I): an unsigned hexadecimal integer; xdigit(W): one hex digit
% of weight W; xdigits(Ws): the longest run of them.
xinteger(I, Head, Tail) :-
    integer(I),
    !,
    format(codes(Head, Tail), '~16r', [I]).
xinteger(I) -->
    xdigit(D),
    xdigits(Ds),
    { hex_value_([D|Ds], 0, I) }.

xdigits([D|Ds]) --> xdigit(D), !, xdigits(Ds).
xdigits([]) --> [].

xdigit(W) --> [C], { code_type(C, xdigit(W)) }.

hex_value_([], I, I).
hex_value_([D|Ds], I0, I) :-
    I1 is I0*16 + D,
    hex_value_(Ds, I1, I).

% eos: the end of the input; eol: the end of a line (\n, \r\n) or of the
% input.
eos([], []).

eol --> "\n", !.
eol --> "\r\n", !.
eol --> eos.

% prolog_symbol(A): the longest run of Prolog's symbol characters, as an
% atom.
prolog_symbol(A) -->
    [C], { code_type(C, prolog_symbol) },
    symbol_chars_(Cs),
    { atom_codes(A, [C|Cs]) }.

symbol_chars_([C|Cs]) --> [C], { code_type(C, prolog_symbol) }, !, symbol_chars_(Cs).
symbol_chars_([]) --> [].

% csym(A): a C identifier, as an atom; csyms(Cs): the longest run of
% identifier characters.
csym(A, Head, Tail) :-
    nonvar(A),
    !,
    format(codes(Head, Tail), '~w', [A]).
csym(A) -->
    [F], { code_type(F, csymf) },
    csyms(Cs),
    { atom_codes(A, [F|Cs]) }.

csyms([C|Cs]) --> [C], { code_type(C, csym) }, !, csyms(Cs).
csyms([]) --> [].

% atom(A): writes the atomic A (generation only).
atom(A, Head, Tail) :-
    must_be(ground, A),
    format(codes(Head, Tail), '~w', [A]).
