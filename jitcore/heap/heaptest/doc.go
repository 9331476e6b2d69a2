// Package heaptest holds what tests of code that runs across
// collections of a jitcore heap share: a function that allocates so
// that every collection moves the objects the tests hold.
package heaptest
