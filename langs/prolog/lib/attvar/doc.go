// Package attvar is SWI-Prolog's interface to attributed variables and
// the coroutining built on it, as libraries loaded on demand
// (engine.Library): put_attr/3, get_attr/3, del_attr/2, attvar/1,
// get_attrs/2, put_attrs/2, del_attrs/1 and term_attvars/2 in Go;
// '$wakeup'/1 (which the engine calls when attributed variables were
// bound: it calls each module's attr_unify_hook/2), freeze/2, frozen/2
// and copy_term/3 (residual goals from attribute_goals//1) in Prolog,
// the library attvar; dif/2 (library dif) and when/2 (library when).
//
// The engine keeps the attributes in the variable's cell and restores
// them on backtracking (engine/attvar.go). A module's hooks are its own
// predicates '$M:attr_unify_hook'/2 and '$M:attribute_goals'/3
// (engine.ModuleLocal): a library's private predicates have such names,
// and so do a program's clauses for M:attr_unify_hook(...) or those of a
// file that begins with :- module(M, ...).
//
// Every expectation of the tests is SWI-Prolog 9.0.4's.
package attvar
