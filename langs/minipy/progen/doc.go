// Package progen generates small Python programs from a fuzzer's bytes,
// for the fuzz target that runs each one with the JIT off and eager and
// compares the two (langtest.ModesAgree). Every program it makes is valid
// Python 3.11 that ends: loops are over small ranges or count down,
// functions do not recurse, and each division or index that could fail
// sits in a try statement, so errors are exercised without ending the
// program early. Integers may grow past the machine word (products in
// loops), floats are printed (their repr), and strings and lists are
// built, sliced and indexed.
package progen
