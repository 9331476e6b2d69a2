// Package prolog is microjit's ISO Prolog (ISO/IEC 13211-1). What exists
// today is its syntax: the term representation the reader and writer share
// (package term) and the reader and writer themselves (package syntax),
// with the standard operator table and op/3. The engine, written on
// jitcore's domain API, is still to come; it will convert these terms to
// its own heap layout.
package prolog
