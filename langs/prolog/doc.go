// Package prolog is microjit's ISO Prolog (ISO/IEC 13211-1). What exists
// today is its syntax: the term representation the reader and writer share
// (package term) and the reader and writer themselves (package syntax),
// with the standard operator table and op/3; and the foundation of the
// engine (package engine): the term store on a jitcore heap, with
// unification written on jitcore's domain API. The solver is still to
// come.
package prolog
