% library(pio), phrase_from_file/2,3 and phrase_from_stream/2: a grammar
% over the codes of a file or stream, as SWI-Prolog's (written here from
% its documentation; autoloaded as there). The text is read whole, not
% as SWI-Prolog's lazy list, so the rest of the grammar sees the same
% codes; a file too large for memory is a resource error here.

:- module(pio, [phrase_from_file/2, phrase_from_file/3, phrase_from_stream/2]).

phrase_from_file(Grammar, File) :-
    phrase_from_file(Grammar, File, []).

phrase_from_file(Grammar, File, _Options) :-
    read_file_to_codes(File, Codes, []),
    phrase(Grammar, Codes).

phrase_from_stream(Grammar, Stream) :-
    read_stream_to_codes(Stream, Codes),
    phrase(Grammar, Codes).
