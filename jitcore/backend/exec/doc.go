// Package exec is the portable trace executor: the reference semantics of
// every IR op, used where there is no native backend and as the oracle in
// differential tests. A trace is decoded once into a compact register
// program (one 32-byte instruction per op, constants preloaded into
// registers, label/jump resolved to indices) and run by a single switch.
//
// A call that collects (ir's call.go) has, decoded with it, the
// registers of the heap words live across it; the activations of
// compiled functions it is nested in pass theirs down (callerRoots), and
// all are the heap's roots while the function runs. An invalidated
// program (Backend.Invalidate) fails its guard_not_invalidated guards.
package exec
