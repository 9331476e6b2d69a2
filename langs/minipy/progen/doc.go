// Package progen generates small Python programs from a fuzzer's bytes,
// for the fuzz target that runs each one with the JIT off and eager on
// every backend and compares them (langtest.ModesAgree). Every program it
// makes is valid Python 3.11 that ends: loops are over small ranges,
// count down or run a generator that stops, functions do not recurse, and
// each division, index or key that could fail sits in a try statement, so
// errors are exercised without ending the program early.
//
// What a program may hold, as a JIT sees Python: integers that grow past
// the machine word (products in loops, reduced on assignment), floats
// (printed by their repr), strings and lists built, sliced, sorted and
// indexed, a dict, instances whose attributes are read and written and
// whose methods reach their parent's through super(), calls with
// default, keyword and star arguments, lambdas and closures, generators
// driven by for loops and sum, enumerate and zip, tuple swaps, an
// exception raised from a function and caught with else and finally, and
// functions of their own whose locals are the integer variables.
package progen
