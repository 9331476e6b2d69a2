// Package text is SWI-Prolog's text predicates, written in Go and loaded
// as the library strings (engine.Library): the string family
// (string_concat/3, string_chars/2, string_codes/2, string_to_atom/2,
// string_length/2, string_lower/2, string_upper/2, number_string/2,
// atom_string/2, sub_string/5, split_string/4, string_code/3,
// term_string/2, text_concat/3, atomics_to_string/2, text_to_string/2),
// atomic_list_concat/2,3 (with its split mode) and concat_atom/2,3,
// name/2, read_term_from_atom/3, sformat/2,3 and writef/1,2.
//
// "Text" is what SWI-Prolog takes for text: an atom, a string, a number,
// or a list of character codes or characters. The results are strings
// where SWI-Prolog gives strings (the string_ predicates, split_string,
// sub_string), atoms where it gives atoms. Every expectation of the
// tests is SWI-Prolog 9.0.4's.
package text
