% library(charsio): text of character codes to and from terms and
% output, as SWI-Prolog's (written here from its documentation; autoloaded
% as there). "Chars" are codes here, as in SWI-Prolog's library.

:- module(charsio,
          [ format_to_chars/3, format_to_chars/4, write_to_chars/2,
            write_to_chars/3, atom_to_chars/2, atom_to_chars/3,
            number_to_chars/2, number_to_chars/3, read_from_chars/2,
            read_term_from_chars/3, open_chars_stream/2,
            with_output_to_chars/2, with_output_to_chars/3
          ]).

format_to_chars(Format, Args, Codes) :-
    format(codes(Codes), Format, Args).
format_to_chars(Format, Args, Codes, Tail) :-
    format(codes(Codes, Tail), Format, Args).

write_to_chars(Term, Codes) :-
    with_output_to(codes(Codes), write(Term)).
write_to_chars(Term, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), write(Term)).

atom_to_chars(Atom, Codes) :-
    with_output_to(codes(Codes), write(Atom)).
atom_to_chars(Atom, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), write(Atom)).

number_to_chars(Number, Codes) :-
    must_be(number, Number),
    with_output_to(codes(Codes), write(Number)).
number_to_chars(Number, Codes, Tail) :-
    must_be(number, Number),
    with_output_to(codes(Codes, Tail), write(Number)).

% read_from_chars(Codes, Term): the term Codes holds (its end "." may be
% left out: the text is read again with one added after a syntax error);
% end_of_file for blank text.
read_from_chars(Codes, Term) :-
    read_term_from_chars(Codes, Term, []).

read_term_from_chars(Codes, Term, Options) :-
    text_to_string(Codes, Text),
    catch(read_text_(Text, Term0, Options), error(syntax_error(_), _),
          ( string_concat(Text, " .", Dotted), read_text_(Dotted, Term0, Options) )),
    Term = Term0.

read_text_(Text, Term, Options) :-
    open_string(Text, S),
    catch(read_term(S, Term, Options), E, (close(S), throw(E))),
    close(S).

open_chars_stream(Codes, Stream) :-
    open_string(Codes, Stream).

with_output_to_chars(Goal, Codes) :-
    with_output_to(codes(Codes), Goal).
with_output_to_chars(Goal, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), Goal).
